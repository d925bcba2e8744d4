//go:build !(js && wasm)

package session

import (
	"crypto/rand"

	"lancemate/app/store"
)

// openStore opens an in-memory store: the prerenderer and native tests
// have no browser storage.
func openStore(onError func(error)) (*store.Store, error) {
	return store.Open(store.NewMemory(), onError)
}

// randomBytes fills b from the operating system's cryptographic generator.
func randomBytes(b []byte) { rand.Read(b) }
