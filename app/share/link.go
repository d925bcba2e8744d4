package share

import (
	"errors"
	"strings"
)

// ImportPath is the page that receives shared files and links.
const ImportPath = "/import"

// A QR code carries a link to the receiving phone's own copy of Lancemate
// with the packed file in its fragment, "https://…/import#<base32>": the
// fragment never leaves the phone (browsers send no fragment to a server),
// and the page reads it from the service worker's cache, offline. Base32
// (upper case, no padding) keeps the payload in the QR code's
// alphanumeric mode: 5.5 bits a character instead of 8.

// b32 is the RFC 4648 base32 alphabet. The few lines below write and read
// it without padding; encoding/base32 would cost the wasm more.
const b32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"

// Fragment is the packed file as a link's fragment (without the "#"):
// RFC 4648 base32, without padding.
func Fragment(packed []byte) string {
	var b strings.Builder
	b.Grow((len(packed)*8 + 4) / 5)
	acc, bits := 0, 0
	for _, c := range packed {
		acc, bits = acc<<8|int(c), bits+8
		for bits >= 5 {
			bits -= 5
			b.WriteByte(b32[acc>>bits&31])
		}
	}
	if bits > 0 {
		b.WriteByte(b32[acc<<(5-bits)&31])
	}
	return b.String()
}

// unbase32 reads Fragment's text; false for a character outside the
// alphabet or a length no byte string has.
func unbase32(s string) ([]byte, bool) {
	if n := len(s) % 8; n == 1 || n == 3 || n == 6 {
		return nil, false
	}
	out := make([]byte, 0, len(s)*5/8)
	acc, bits := 0, 0
	for i := 0; i < len(s); i++ {
		v := strings.IndexByte(b32, s[i])
		if v < 0 {
			return nil, false
		}
		acc, bits = acc<<5|v, bits+5
		if bits >= 8 {
			bits -= 8
			out = append(out, byte(acc>>bits))
		}
	}
	return out, acc&(1<<bits-1) == 0
}

// ErrLink refuses a link whose fragment does not decode.
var ErrLink = errors.New("this link is damaged or incomplete: scan the code again, or ask for the file")

// FromFragment is the packed file a link's fragment holds ("#" or not).
func FromFragment(fragment string) ([]byte, error) {
	s := strings.ToUpper(strings.TrimSpace(strings.TrimPrefix(fragment, "#")))
	if s == "" {
		return nil, ErrLink
	}
	if len(s) > MaxFile*8/5+8 {
		return nil, tooBig("this link", len(s)*5/8, MaxFile)
	}
	b, ok := unbase32(s)
	if !ok {
		return nil, ErrLink
	}
	return b, nil
}
