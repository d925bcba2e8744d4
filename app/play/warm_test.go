package play

import (
	"testing"
	"time"

	"lancemate/app/session"
	"lancemate/app/session/sessiontest"
	"lancemate/app/store"
)

// The warm-up applies a hit to a copy of the game: the game in play, its
// history and what storage holds are as they were.
func TestWarmUpLeavesTheGame(t *testing.T) {
	mem := store.NewMemory()
	useSession(t, mem)
	sessiontest.AddBuiltIn(t, "hunchback-hbk-4g", "Ana")
	sessiontest.AddBuiltIn(t, "atlas-as7-d", "Bo")
	before := table(t)
	version, events := before.Version(), len(before.History())
	armor, _ := before.State().Units[0].ArmorLeft()
	saved, err := before.Log()
	if err != nil {
		t.Fatal(err)
	}
	now := time.Unix(0, 0)
	stored, err := session.Store().Export(now)
	if err != nil {
		t.Fatal(err)
	}

	copied := before.Copy()
	if !warmHit(copied) {
		t.Fatal("the warm-up found no armor to hit")
	}
	if left, _ := copied.View().Units[0].ArmorLeft(); left != armor-1 {
		t.Fatalf("the copy's first unit has %d armor left, want %d: warmHit hit nothing", left, armor-1)
	}

	warmUp()
	after := table(t)
	left, _ := after.State().Units[0].ArmorLeft()
	log, err := after.Log()
	if err != nil {
		t.Fatal(err)
	}
	if again, err := session.Store().Export(now); err != nil || string(again) != string(stored) {
		t.Errorf("storage changed (%v)", err)
	}
	if after != before || after.Version() != version || len(after.History()) != events || left != armor || log != saved {
		t.Errorf("after the warm-up: version %d (was %d), %d events (was %d), armor %d (was %d), log changed %v",
			after.Version(), version, len(after.History()), events, left, armor, log != saved)
	}
}
