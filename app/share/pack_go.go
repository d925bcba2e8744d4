//go:build !(js && wasm)

package share

import (
	"bytes"
	"compress/gzip"
	"io"
)

// Outside the browser (the static generator, the native tests and the
// test helpers that make share files) Go's gzip packs and unpacks; in the
// browser the browser's own CompressionStream does (pack_js.go), which
// keeps Go's compress packages out of the wasm. Both write and read the
// same gzip.

// Pack compresses data with gzip.
func Pack(data []byte) ([]byte, error) {
	var b bytes.Buffer
	w, err := gzip.NewWriterLevel(&b, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// Unpack decompresses gzip data of at most limit bytes unpacked; more is
// refused as too big, a damaged or truncated stream as ErrDamaged.
func Unpack(data []byte, limit int) ([]byte, error) {
	r, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		return nil, ErrDamaged
	}
	out, err := io.ReadAll(io.LimitReader(r, int64(limit)+1))
	if err != nil {
		return nil, ErrDamaged
	}
	if len(out) > limit {
		return nil, unpacksTooBig(limit)
	}
	if err := r.Close(); err != nil {
		return nil, ErrDamaged
	}
	return out, nil
}
