//go:build js && wasm

package session

import (
	"syscall/js"

	"lancemate/app/store"
)

// openStore opens the browser's IndexedDB storage.
func openStore(onError func(error)) (*store.Store, error) {
	db, err := store.OpenIndexedDB()
	if err != nil {
		return nil, err
	}
	st, err := store.Open(db, onError)
	if err != nil {
		return nil, err
	}
	answerSaved(st.Pending)
	return st, nil
}

// randomBytes fills b from the browser's cryptographic generator
// (crypto.getRandomValues); crypto/rand would add Go's own generator to
// the download.
func randomBytes(b []byte) {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.Global().Get("crypto").Call("getRandomValues", a)
	js.CopyBytesToGo(b, a)
}
