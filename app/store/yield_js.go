//go:build js && wasm

package store

import (
	"sync"
	"syscall/js"
	"time"
)

func init() { yield = yieldJS }

// yielder hands the page one task and wakes the goroutine that yielded:
// a task of background priority (scheduler.postTask), so the browser
// runs taps, their frames and any other work of the page first, or, where
// there is no scheduler, a message to itself through a MessageChannel. A
// timer would do the same but browsers make a timeout set from a timeout
// wait at least 4 ms, which made long jobs (checking a big backup) spend
// a third of their time asleep. At the MessageChannel's normal priority a
// bulk import's slices queued ahead of the frames answering taps: the
// page drew a frame every 174 ms while it imported (issue 35).
var yielder struct {
	once    sync.Once
	mu      sync.Mutex
	post    func() // hands the page the task that wakes the next waiting
	waiting []chan struct{}
}

func yieldJS() {
	ok := true
	yielder.once.Do(func() {
		ok = jsCatch("", func() {
			wake := js.FuncOf(func(js.Value, []js.Value) any {
				yielder.mu.Lock()
				c := yielder.waiting[0]
				yielder.waiting = yielder.waiting[1:]
				yielder.mu.Unlock()
				close(c)
				return nil
			})
			if sched := js.Global().Get("scheduler"); sched.Truthy() && sched.Get("postTask").Type() == js.TypeFunction {
				opts := js.Global().Get("Object").New()
				opts.Set("priority", "background")
				yielder.post = func() { sched.Call("postTask", wake, opts) }
				return
			}
			ch := js.Global().Get("MessageChannel").New()
			ch.Get("port1").Set("onmessage", wake)
			port := ch.Get("port2")
			yielder.post = func() { port.Call("postMessage", nil) }
		}) == nil
	})
	if !ok || yielder.post == nil {
		time.Sleep(time.Millisecond)
		return
	}
	c := make(chan struct{})
	yielder.mu.Lock()
	yielder.waiting = append(yielder.waiting, c)
	yielder.mu.Unlock()
	if jsCatch("", yielder.post) != nil {
		yielder.mu.Lock()
		yielder.waiting = yielder.waiting[:len(yielder.waiting)-1]
		yielder.mu.Unlock()
		time.Sleep(time.Millisecond)
		return
	}
	<-c
}
