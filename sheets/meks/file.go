package meks

import (
	"encoding/json"
	"fmt"

	"lancemate/engine/meks"
)

// Version is the version of the definitions file format.
const Version = 1

// file is the JSON form of a definitions file.
type file struct {
	Version int `json:"version"`
	meks.Defs
}

// Encode writes definitions as a versioned JSON file.
func Encode(d meks.Defs) ([]byte, error) {
	return json.MarshalIndent(file{Version, d}, "", " ")
}

// Decode reads a definitions file and checks every definition.
func Decode(b []byte) (meks.Defs, error) {
	var f file
	if err := json.Unmarshal(b, &f); err != nil {
		return meks.Defs{}, fmt.Errorf("Meks cards: %w", err)
	}
	if f.Version != Version {
		return meks.Defs{}, fmt.Errorf("Meks cards: file version %d, Lancemate reads version %d", f.Version, Version)
	}
	if err := f.Defs.Validate(); err != nil {
		return meks.Defs{}, fmt.Errorf("Meks cards: %w", err)
	}
	return f.Defs, nil
}
