package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Feedback kinds for Say.
const (
	Info  = ""      // what happened, neutral
	Done  = "ok"    // a change made
	Error = "error" // a refusal: what is wrong and what to do
)

// Say shows text in the feedback region just above the bottom bar, where
// it is in view whatever the scroll position, and announces it to screen
// readers (an aria-live region that is always in the page). kind is Info,
// Done or Error. An empty text clears it; so does a tap on it, and a new
// page.
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
	el.Set("className", cls)
	el.Set("textContent", text)
}

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
