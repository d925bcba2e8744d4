//go:build js && wasm

package ui

import "lancemate/app/store"

// openStore opens the browser's IndexedDB storage.
func openStore(onError func(error)) (*store.Store, error) {
	db, err := store.OpenIndexedDB()
	if err != nil {
		return nil, err
	}
	return store.Open(db, onError)
}
