package share

import (
	"encoding/base32"
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

var b32 = base32.StdEncoding.WithPadding(base32.NoPadding)

// Fragment is the packed file as a link's fragment (without the "#").
func Fragment(packed []byte) string { return b32.EncodeToString(packed) }

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
	b, err := b32.DecodeString(s)
	if err != nil {
		return nil, ErrLink
	}
	return b, nil
}
