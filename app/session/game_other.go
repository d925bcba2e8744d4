//go:build !js

package session

// afterFrame runs f at once: there is no page to repaint outside the
// browser.
func afterFrame(f func()) { f() }

// HoldFrame and ReleaseFrame have nothing to hold outside the browser.
func HoldFrame() {}

func ReleaseFrame() {}
