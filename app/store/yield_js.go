//go:build js && wasm

package store

import (
	"sync"
	"syscall/js"
	"time"
)

func init() { yield = yieldJS }

// yielder hands the page one task and wakes the goroutine that yielded:
// a message to itself through a MessageChannel. A timer would do the same
// but browsers make a timeout set from a timeout wait at least 4 ms, which
// made long jobs (checking a big backup) spend a third of their time
// asleep.
var yielder struct {
	once    sync.Once
	mu      sync.Mutex
	port    js.Value
	waiting []chan struct{}
}

func yieldJS() {
	ok := true
	yielder.once.Do(func() {
		ok = jsCatch("", func() {
			ch := js.Global().Get("MessageChannel").New()
			ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
				yielder.mu.Lock()
				c := yielder.waiting[0]
				yielder.waiting = yielder.waiting[1:]
				yielder.mu.Unlock()
				close(c)
				return nil
			}))
			yielder.port = ch.Get("port2")
		}) == nil
	})
	if !ok || yielder.port.IsUndefined() {
		time.Sleep(time.Millisecond)
		return
	}
	c := make(chan struct{})
	yielder.mu.Lock()
	yielder.waiting = append(yielder.waiting, c)
	yielder.mu.Unlock()
	if jsCatch("", func() { yielder.port.Call("postMessage", nil) }) != nil {
		yielder.mu.Lock()
		yielder.waiting = yielder.waiting[:len(yielder.waiting)-1]
		yielder.mu.Unlock()
		time.Sleep(time.Millisecond)
		return
	}
	<-c
}
