//go:build js && wasm

package session

import (
	"errors"
	"fmt"
	"syscall/js"

	"lancemate/engine/live"
)

// conn is one WebRTC data channel to another phone at the table, through
// the browser's RTCPeerConnection: no STUN or TURN server (host
// candidates only, so the phones share a Wi-Fi or a hotspot), one channel
// negotiated with id 0 on both sides, and the descriptions exchanged as
// engine/live's compact codes (a QR code or typed text), never through a
// server.
type conn struct {
	pc, ch  js.Value
	funcs   []js.Func
	onOpen  func()
	onMsg   func([]byte)
	onClose func()
	closed  bool
	queued  [][]byte // written before the channel opened (send)
}

// rtcSupported reports whether the browser can open a peer connection.
func rtcSupported() bool { return js.Global().Get("RTCPeerConnection").Truthy() }

// newConn opens a peer connection and its data channel; the callbacks run
// on the browser's event loop.
func newConn(onOpen func(), onMsg func([]byte), onClose func()) (*conn, error) {
	ctor := js.Global().Get("RTCPeerConnection")
	if !ctor.Truthy() {
		return nil, errors.New("this browser cannot connect phones directly (no WebRTC)")
	}
	c := &conn{onOpen: onOpen, onMsg: onMsg, onClose: onClose}
	cfg := js.Global().Get("Object").New()
	cfg.Set("iceServers", js.Global().Get("Array").New())
	c.pc = ctor.New(cfg)
	opts := js.Global().Get("Object").New()
	opts.Set("negotiated", true)
	opts.Set("id", 0)
	c.ch = c.pc.Call("createDataChannel", "lancemate", opts)
	c.ch.Set("onopen", c.fn(func(js.Value) { c.opened() }))
	c.ch.Set("onmessage", c.fn(func(e js.Value) {
		if d := e.Get("data"); d.Type() == js.TypeString {
			b := []byte(d.String())
			c.onMsg(b)
			if w := js.Global().Get("lmWorked"); !live.IsBeat(b) && w.Type() == js.TypeFunction {
				w.Invoke() // a change from another phone is work like a tap: collect garbage once idle
			}
		}
	}))
	c.ch.Set("onclose", c.fn(func(js.Value) { c.lost() }))
	c.pc.Set("onconnectionstatechange", c.fn(func(js.Value) {
		if s := c.pc.Get("connectionState").String(); s == "failed" || s == "closed" {
			c.lost()
		}
	}))
	return c, nil
}

// fn wraps f as a JavaScript function released when the connection is.
func (c *conn) fn(f func(js.Value)) js.Func {
	jf := js.FuncOf(func(_ js.Value, args []js.Value) any {
		arg := js.Undefined()
		if len(args) > 0 {
			arg = args[0]
		}
		f(arg)
		return nil
	})
	c.funcs = append(c.funcs, jf)
	return jf
}

func (c *conn) lost() {
	if !c.closed {
		c.closed = true
		c.onClose()
	}
}

// await runs then with a promise's value, or fail with its error.
func (c *conn) await(p js.Value, then func(js.Value), fail func(error)) {
	p.Call("then", c.fn(then), c.fn(func(e js.Value) {
		msg := "unknown error"
		if e.Truthy() && e.Get("message").Truthy() {
			msg = e.Get("message").String()
		}
		fail(fmt.Errorf("the browser's connection: %s", msg))
	}))
}

// describe sets desc (an offer or answer the browser made) as the local
// description, waits until the phone's host candidates are gathered and
// hands done the compact code of the description.
func (c *conn) describe(desc js.Value, offer bool, done func(string, error)) {
	fail := func(err error) { done("", err) }
	c.await(c.pc.Call("setLocalDescription", desc), func(js.Value) {
		finish := func() {
			s, err := live.ParseSDP(c.pc.Get("localDescription").Get("sdp").String(), offer)
			if err != nil {
				fail(fmt.Errorf("reading this phone's connection: %w", err))
				return
			}
			code, err := s.Compact()
			done(code, err)
		}
		if c.pc.Get("iceGatheringState").String() == "complete" {
			finish()
			return
		}
		var gathered bool
		c.pc.Set("onicegatheringstatechange", c.fn(func(js.Value) {
			if !gathered && c.pc.Get("iceGatheringState").String() == "complete" {
				gathered = true
				finish()
			}
		}))
	}, fail)
}

// offer makes the host's code for one guest.
func (c *conn) offer(done func(string, error)) {
	c.await(c.pc.Call("createOffer"), func(d js.Value) { c.describe(d, true, done) }, func(err error) { done("", err) })
}

// answer takes the host's code and makes the guest's.
func (c *conn) answer(offer string, done func(string, error)) {
	s, err := live.ReadCompact(offer)
	if err != nil || !s.Offer {
		done("", fmt.Errorf("the host's code: %w", errOr(err, "it is a guest's code")))
		return
	}
	c.await(c.pc.Call("setRemoteDescription", description("offer", s.SDP())), func(js.Value) {
		c.await(c.pc.Call("createAnswer"), func(d js.Value) { c.describe(d, false, done) }, func(err error) { done("", err) })
	}, func(err error) { done("", err) })
}

// accept takes the guest's code: the channel opens once both phones
// reach each other.
func (c *conn) accept(answer string, done func(error)) {
	s, err := live.ReadCompact(answer)
	if err != nil || s.Offer {
		done(fmt.Errorf("the guest's code: %w", errOr(err, "it is a host's code")))
		return
	}
	c.await(c.pc.Call("setRemoteDescription", description("answer", s.SDP())), func(js.Value) { done(nil) }, done)
}

func description(kind, sdp string) js.Value {
	d := js.Global().Get("Object").New()
	d.Set("type", kind)
	d.Set("sdp", sdp)
	return d
}

func errOr(err error, msg string) error {
	if err != nil {
		return err
	}
	return errors.New(msg)
}

// send writes one message. One written before this side of the channel
// reports open waits for it: the channel is negotiated on both phones, and
// the other phone's first message (a guest's hello) can reach this one
// before its own open event, so the answer (the host's welcome) would be
// lost and the guest left waiting. Until the open event has sent those,
// later ones wait behind them (the state says open a moment before the
// event), so the order holds. A closed channel drops it.
func (c *conn) send(b []byte) {
	if c.closed {
		return
	}
	switch state := c.ch.Get("readyState").String(); {
	case state == "open" && c.queued == nil:
		c.ch.Call("send", string(b))
	case state == "open" || state == "connecting":
		c.queued = append(c.queued, b)
	}
}

// opened sends what waited for the channel to open, then runs onOpen.
func (c *conn) opened() {
	for _, b := range c.queued {
		c.ch.Call("send", string(b))
	}
	c.queued = nil
	c.onOpen()
}

// close closes the channel and the connection and releases the callbacks.
func (c *conn) close() {
	c.closed = true
	for _, h := range []string{"onopen", "onmessage", "onclose"} {
		c.ch.Set(h, js.Null())
	}
	c.pc.Set("onconnectionstatechange", js.Null())
	c.pc.Set("onicegatheringstatechange", js.Null())
	c.ch.Call("close")
	c.pc.Call("close")
	for _, f := range c.funcs {
		f.Release()
	}
	c.funcs = nil
}
