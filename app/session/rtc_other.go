//go:build !(js && wasm)

package session

import "errors"

// conn is a WebRTC channel (rtc_js.go); natively there is none, and every
// attempt to open one says so. A test makes one with sent set, which then
// takes what the session writes to it.
type conn struct{ sent func([]byte) }

var errNoRTC = errors.New("phones connect only in the browser")

func rtcSupported() bool { return false }

func newConn(onOpen func(), onMsg func([]byte), onClose func()) (*conn, error) {
	return nil, errNoRTC
}

func (c *conn) offer(done func(string, error))                { done("", errNoRTC) }
func (c *conn) answer(offer string, done func(string, error)) { done("", errNoRTC) }
func (c *conn) accept(answer string, done func(error))        { done(errNoRTC) }
func (c *conn) send(b []byte) {
	if c.sent != nil {
		c.sent(b)
	}
}
func (c *conn) close() {}
