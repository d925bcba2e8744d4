//go:build js && wasm

package share

import (
	"encoding/binary"
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
	out, err := stream(data, "CompressionStream", 0, 0, packSlice)
	if err != nil {
		return nil, errors.New("this browser could not pack the file: " + err.Error())
	}
	return out, nil
}

// Unpack decompresses gzip data of at most limit bytes unpacked; more is
// refused as too big, a damaged or truncated stream as ErrDamaged. The
// decompressor is fed unpackSlice bytes at a time, each only once what
// the one before made has been read, so it never runs ahead of the limit:
// deflate makes at most ~1,032 bytes of one, so a slice makes at most
// ~1 MB (issue 35: fed the whole file at once, a 2 MB file of 2 GB of
// zeros took the page's memory up by 1.1 GB before the limit stopped it).
//
// The output is allocated once, at the size the gzip trailer gives (its
// ISIZE, the unpacked size modulo 4 GB), at most limit: grown by append
// instead, a bomb unpacked up to the 16 MB limit left the copies of each
// growth behind, and the renderer's peak went 100–105 MB above what it held
// before (TestGzipBombPeakMemory, 2026-11-29). A trailer that lies costs at
// most limit bytes, once.
func Unpack(data []byte, limit int) ([]byte, error) {
	size := 0
	if len(data) >= 4 {
		size = min(int(binary.LittleEndian.Uint32(data[len(data)-4:])), limit)
	}
	out, err := stream(data, "DecompressionStream", limit, size, unpackSlice)
	if errors.Is(err, errTooBig) {
		return nil, unpacksTooBig(limit)
	}
	if err != nil {
		return nil, ErrDamaged
	}
	return out, nil
}

// The slices stream feeds its input in.
const (
	packSlice   = 64 << 10
	unpackSlice = 1 << 10
)

var errTooBig = errors.New("too big")

// stream runs data through a CompressionStream or DecompressionStream
// ("gzip") and reads what comes out, chunk by chunk, into a slice of
// capacity size, stopping past limit bytes (0: no limit). The input goes
// in slice bytes at a time from a stream that makes the next slice only when the pipe asks for it (no
// queue: highWaterMark 0), and the pipe asks only once the transform's
// output has been read (backpressure), so what the transform makes ahead
// of the reader is one slice's worth.
func stream(data []byte, through string, limit, size, slice int) (out []byte, err error) {
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
	out = make([]byte, 0, max(size, 0))
	u8 := g.Get("Uint8Array").New(len(data))
	js.CopyBytesToJS(u8, data)
	next := 0
	pull := js.FuncOf(func(_ js.Value, args []js.Value) any {
		c := args[0]
		if next >= len(data) {
			c.Call("close")
			return nil
		}
		end := min(next+slice, len(data))
		c.Call("enqueue", u8.Call("subarray", next, end))
		next = end
		return nil
	})
	defer pull.Release()
	src := g.Get("ReadableStream").New(map[string]any{"pull": pull}, map[string]any{"highWaterMark": 0})
	reader := src.Call("pipeThrough", ctor.New("gzip")).Call("getReader")
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
			// Cancelling the output ends the pipe and the input: no
			// pull comes after it.
			_, _ = await(reader.Call("cancel"))
			return nil, errTooBig
		}
		out = append(out, make([]byte, n)...)
		js.CopyBytesToGo(out[len(out)-n:], chunk)
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
