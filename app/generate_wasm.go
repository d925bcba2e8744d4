//go:build wasm

package main

// generate does nothing in the browser; the generator is native only.
func generate() {}
