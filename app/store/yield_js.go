//go:build js && wasm

package store

import (
	"sync"
	"syscall/js"
	"time"
)

func init() {
	yield = backgroundYielder.yield
	yieldAwaited = awaitedYielder.yield
}

// A yielder hands the page one task and wakes the goroutine that yielded.
//
// backgroundYielder's task has background priority (scheduler.postTask), so the
// browser runs taps, their frames and any other work of the page first:
// at the normal priority of a message to itself through a MessageChannel, a
// bulk import's slices queued ahead of the frames answering taps, and the
// page drew a frame every 174 ms while it imported (issue 35).
//
// awaitedYielder's task has the page's normal priority (a MessageChannel
// message), for a job the player waits for: at background priority, the
// library's list of 8,776 designs took 95 s at 4× CPU (44 s at normal
// priority, 10 s at 1× either way; make bench's library search). Where
// there is no scheduler, backgroundYielder's is a message too.
//
// A timer would do the same, but browsers make a timeout set from a
// timeout wait at least 4 ms, which made long jobs (checking a big backup)
// spend a third of their time asleep. Each yielder has its queue of
// waiting goroutines, woken in order by its own tasks.
type yielder struct {
	once       sync.Once
	background bool
	mu         sync.Mutex
	post       func() // hands the page the task that wakes the next waiting
	waiting    []chan struct{}
}

var backgroundYielder, awaitedYielder = &yielder{background: true}, &yielder{}

// start makes y's post; false when the page cannot take one.
func (y *yielder) start() bool {
	return jsCatch("", func() {
		wake := js.FuncOf(func(js.Value, []js.Value) any {
			y.mu.Lock()
			c := y.waiting[0]
			y.waiting = y.waiting[1:]
			y.mu.Unlock()
			close(c)
			return nil
		})
		if sched := js.Global().Get("scheduler"); y.background && sched.Truthy() && sched.Get("postTask").Type() == js.TypeFunction {
			opts := js.Global().Get("Object").New()
			opts.Set("priority", "background")
			y.post = func() { sched.Call("postTask", wake, opts) }
			return
		}
		ch := js.Global().Get("MessageChannel").New()
		ch.Get("port1").Set("onmessage", wake)
		port := ch.Get("port2")
		y.post = func() { port.Call("postMessage", nil) }
	}) == nil
}

func (y *yielder) yield() {
	ok := true
	y.once.Do(func() { ok = y.start() })
	if !ok || y.post == nil {
		time.Sleep(time.Millisecond)
		return
	}
	c := make(chan struct{})
	y.mu.Lock()
	y.waiting = append(y.waiting, c)
	y.mu.Unlock()
	if jsCatch("", y.post) != nil {
		y.mu.Lock()
		y.waiting = y.waiting[:len(y.waiting)-1]
		y.mu.Unlock()
		time.Sleep(time.Millisecond)
		return
	}
	<-c
}
