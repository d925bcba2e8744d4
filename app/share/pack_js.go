//go:build js && wasm

package share

import (
	"errors"
	"syscall/js"
)

// In the browser the browser's own CompressionStream and
// DecompressionStream (gzip) pack and unpack share files: linking Go's
// compress/gzip into the wasm would cost the first load (README,
// Sharing). They are part of the browser, so they work offline. Pack
// and Unpack wait for the browser: call them off the UI goroutine.

// Pack compresses data with gzip.
func Pack(data []byte) ([]byte, error) {
	out, err := stream(data, "CompressionStream", 0)
	if err != nil {
		return nil, errors.New("this browser could not pack the file: " + err.Error())
	}
	return out, nil
}

// Unpack decompresses gzip data of at most limit bytes unpacked; more is
// refused as too big (the stream is cancelled as soon as it passes the
// limit), a damaged or truncated stream as ErrDamaged.
func Unpack(data []byte, limit int) ([]byte, error) {
	out, err := stream(data, "DecompressionStream", limit)
	if errors.Is(err, errTooBig) {
		return nil, unpacksTooBig(limit)
	}
	if err != nil {
		return nil, ErrDamaged
	}
	return out, nil
}

var errTooBig = errors.New("too big")

// stream runs data through a CompressionStream or DecompressionStream
// ("gzip") and reads what comes out, chunk by chunk, stopping past limit
// bytes (0: no limit).
func stream(data []byte, through string, limit int) (out []byte, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = errors.New("the browser refused it")
		}
	}()
	g := js.Global()
	ctor := g.Get(through)
	if !ctor.Truthy() {
		return nil, errors.New("this browser has no " + through)
	}
	u8 := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
	blob := g.Get("Blob").New([]any{u8})
	reader := blob.Call("stream").Call("pipeThrough", ctor.New("gzip")).Call("getReader")
	for {
		res, err := await(reader.Call("read"))
		if err != nil {
			return nil, err
		}
		if res.Get("done").Bool() {
			return out, nil
		}
		chunk := res.Get("value")
		n := chunk.Get("length").Int()
		if limit > 0 && len(out)+n > limit {
			reader.Call("cancel")
			return nil, errTooBig
		}
		buf := make([]byte, n)
		js.CopyBytesToGo(buf, chunk)
		out = append(out, buf...)
	}
}

// await waits for a promise.
func await(p js.Value) (js.Value, error) {
	type result struct {
		v   js.Value
		err error
	}
	done := make(chan result, 1)
	ok := js.FuncOf(func(this js.Value, args []js.Value) any {
		done <- result{v: args[0]}
		return nil
	})
	fail := js.FuncOf(func(this js.Value, args []js.Value) any {
		msg := "failed"
		if len(args) > 0 && args[0].Truthy() {
			msg = js.Global().Get("String").Invoke(args[0]).String()
		}
		done <- result{err: errors.New(msg)}
		return nil
	})
	defer ok.Release()
	defer fail.Release()
	p.Call("then", ok, fail)
	r := <-done
	return r.v, r.err
}
