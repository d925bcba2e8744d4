// Package sessiontest gives the sections' tests a fresh session of the
// app on a storage backend of their choice.
package sessiontest

import (
	"testing"

	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/sheets/library"
)

// Use makes the app's session one on backend b (a fresh start of the app
// on what b holds) with dice from src, until the test ends, and returns
// its store. A write failure fails the test.
func Use(t testing.TB, b store.Backend, src dice.Source) *store.Store {
	t.Helper()
	restore, err := session.ForTest(b, src, func(err error) { t.Error(err) })
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(restore)
	return session.Store()
}

// AddBuiltIn puts the built-in design id on the table with a pilot of
// that name (gunnery 4, piloting 5) and returns the unit's id.
func AddBuiltIn(t testing.TB, id, pilot string) string {
	t.Helper()
	d, ok := library.Get(id)
	if !ok {
		t.Fatalf("no built-in %s", id)
	}
	uid, err := session.AddUnit(d, game.Pilot{Name: pilot, Gunnery: 4, Piloting: 5}, "")
	if err != nil {
		t.Fatal(err)
	}
	return uid
}
