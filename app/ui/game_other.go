//go:build !js

package ui

// afterFrame runs f at once: there is no page to repaint outside the
// browser.
func afterFrame(f func()) { f() }

// holdFrame and releaseFrame have nothing to hold outside the browser.
func holdFrame() {}

func releaseFrame() {}
