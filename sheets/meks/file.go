package meks

import (
	"encoding/json"
	"fmt"

	"lancemate/engine/meks"
)

// Version is the version of the definitions file format. Version 2 added
// the Build deck (builds, buildFlip); a version 1 file gets the default
// Build deck, less the cards of attachments it does not define.
const Version = 2

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
	switch f.Version {
	case 1:
		f.Builds, f.BuildFlip = nil, BuildFlip
		for _, b := range Builds() {
			if _, ok := f.Attachment(b.Attachment); ok || b.Gives != meks.GivesAttachment {
				f.Builds = append(f.Builds, b)
			}
		}
	case Version:
	default:
		return meks.Defs{}, fmt.Errorf("Meks cards: file version %d, Lancemate reads versions 1 and %d", f.Version, Version)
	}
	if err := f.Defs.Validate(); err != nil {
		return meks.Defs{}, fmt.Errorf("Meks cards: %w", err)
	}
	return f.Defs, nil
}
