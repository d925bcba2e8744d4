package kit

import (
	"unicode/utf8"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Feedback kinds for Say.
const (
	Info  = ""      // what happened, neutral
	Done  = "ok"    // a change made
	Error = "error" // a refusal: what is wrong and what to do
)

// Say shows text in the feedback region, in the title bar's place, where
// it is in view whatever the scroll position and covers nothing of the
// page, and announces it to screen
// readers (an aria-live region that is always in the page). kind is Info,
// Done or Error. One message at a time: an empty text clears it, and so do
// the next tap anywhere (web/boot.js), a new page, and time (sayFor).
func Say(kind, text string) {
	said = text
	el := app.Window().GetElementByID("feedback")
	if !el.Truthy() {
		return
	}
	cls := "feedback"
	if text != "" {
		cls += " shown " + kind
	}
	if utf8.RuneCountInString(text) > longSay {
		cls += " long" // a smaller type keeps three lines in the title bar's place
	}
	el.Set("className", cls)
	el.Set("textContent", text)
	if f := app.Window().Get("lmSaid"); f.Truthy() {
		ms := 0
		if text != "" {
			ms = sayFor[kind]
		}
		app.Window().Call("lmSaid", ms)
	}
}

// longSay is the longest text the feedback region shows in two lines at
// 360 px; a longer one is set smaller, in three.
const longSay = 80

// sayFor is how long a message stays, in milliseconds, by kind: a refusal
// longer, as the player reads what to do.
var sayFor = map[string]int{Info: 6000, Done: 6000, Error: 10000}

// Refuse shows err in the feedback region as a refusal; a nil err clears
// the region.
func Refuse(err error) {
	if err == nil {
		Say(Info, "")
		return
	}
	Say(Error, err.Error())
}

// said is the text Say showed last (for the tests; the page holds it).
var said string

// Said is the text in the feedback region.
func Said() string { return said }
