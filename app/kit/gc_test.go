package kit

import (
	"runtime"
	"runtime/debug"
	"testing"
	"time"
)

func TestGCTarget(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		live uint64
		want int
	}{
		{0, 300}, {4 * mb, 300}, {32 * mb, 300}, // 4× stays within 96 MB more
		{40 * mb, 240}, {75 * mb, 128}, // 96 MB more
		{96 * mb, 100}, {400 * mb, 100}, // never more often than Go's default
	} {
		if got := gcTarget(c.live); got != c.want {
			t.Errorf("gcTarget(%d MB) = %d, want %d", c.live/mb, got, c.want)
		}
	}
}

// After a collection the target follows the live heap: a large heap
// lowers it from 300.
func TestTuneGCFollowsTheHeap(t *testing.T) {
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	tuneGC()
	if got := debug.SetGCPercent(gcPercent); got != gcPercent {
		t.Fatalf("tuneGC set GOGC %d, want %d", got, gcPercent)
	}
	big := make([]byte, 150<<20)
	for range 50 {
		runtime.GC()
		time.Sleep(10 * time.Millisecond) // the finalizer runs on its own goroutine
		p := debug.SetGCPercent(-1)
		debug.SetGCPercent(p)
		if p == gcFloor {
			runtime.KeepAlive(big)
			return
		}
	}
	t.Errorf("with a 150 MB live heap GOGC stayed above %d", gcFloor)
}

// A collection is due in idle time once the heap is half the way from
// the live heap to the collector's target.
func TestDueIdle(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		heap, goal uint64
		percent    int
		want       bool
	}{
		{4 * mb, 16 * mb, 300, false}, // just collected: live 4 MB
		{9 * mb, 16 * mb, 300, false},
		{10 * mb, 16 * mb, 300, true}, // half of the 12 MB way
		{15 * mb, 16 * mb, 300, true},
		{150 * mb, 200 * mb, 100, true}, // live 100 MB, halfway at 150
		{149 * mb, 200 * mb, 100, false},
	} {
		if got := dueIdle(c.heap, c.goal, c.percent); got != c.want {
			t.Errorf("dueIdle(%d MB, %d MB, %d) = %v, want %v", c.heap/mb, c.goal/mb, c.percent, got, c.want)
		}
	}
}
