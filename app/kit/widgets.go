package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Raw is trusted markup as a go-app node.
func Raw(h HTML) app.UI { return app.Raw(string(h)) }

// Cls is the class list base, with " on" added when on.
func Cls(base string, on bool) string {
	if on {
		return base + " on"
	}
	return base
}

// On is " on" when b, for class lists.
func On(b bool) HTML {
	if b {
		return " on"
	}
	return ""
}

// Disabled is the disabled attribute when off.
func Disabled(off bool) HTML {
	if off {
		return " disabled"
	}
	return ""
}

// Clamp is v held between lo and hi.
func Clamp(v, lo, hi int) int { return max(lo, min(hi, v)) }
