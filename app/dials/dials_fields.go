package dials

import (
	"fmt"
	"strconv"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/sheets/figures"
)

// What is typed on the page is taken straight from the browser's events,
// before the next key arrives: go-app would hand each event to its UI
// goroutine first, and a key typed meanwhile would land in the field being
// left, or a render would write over a value not yet taken. In the combat
// dial's number fields a digit that cannot join the field's value moves
// on to the next field (figures.Spread), a space or any other character
// moves on too, and Enter starts the next click as a copy of this one. A
// field taken by focus has its text selected (data-select), so typing
// replaces it.

// fieldsOn is the Dials page the document's listeners serve (nil while none
// is mounted); listening says they are in place (added once, they outlive
// the pages).
var (
	fieldsOn  *DialsPage
	listening bool
	// chosen is the field whose text was selected as it took focus: the
	// mouseup of the tap that focused it must not undo the selection.
	chosen app.Value
)

// listenFields sends the document's input, keydown, focusin and mouseup
// events to p.
func listenFields(p *DialsPage) {
	fieldsOn = p
	if listening || !app.IsClient {
		return
	}
	listening = true
	doc := app.Window().Get("document")
	on := func(event string, f func(app.Value)) {
		doc.Call("addEventListener", event, app.FuncOf(func(_ app.Value, args []app.Value) any {
			// A panic here would stop the whole app: say it instead.
			defer func() {
				if r := recover(); r != nil {
					kit.Say(kit.Error, fmt.Sprint("That key could not be taken: ", r))
				}
			}()
			if fieldsOn != nil && len(args) > 0 {
				f(args[0])
			}
			return nil
		}))
	}
	on("input", func(e app.Value) {
		if t := e.Get("target"); t.Call("closest", "#dials").Truthy() {
			fieldsOn.input(t)
		}
	})
	on("keydown", func(e app.Value) {
		if e.Get("key").String() == "Enter" && fieldsOn.entered(e.Get("target")) {
			e.Call("preventDefault")
		}
	})
	on("focusin", func(e app.Value) {
		if t := e.Get("target"); t.Call("hasAttribute", "data-select").Bool() {
			t.Call("select")
			chosen = t
		}
	})
	on("mouseup", func(e app.Value) {
		if chosen != nil && e.Get("target").Equal(chosen) {
			e.Call("preventDefault")
		}
		chosen = nil
	})
}

// field is a combat dial number's place: click i, number k (0 primary
// damage ... 4 defense).
type field struct{ i, k int }

// fieldOf reads a combat dial number field's place; ok is false for any
// other element.
func fieldOf(el app.Value) (field, bool) {
	if !el.Truthy() || el.Get("dataset").Get("f").String() != "c" {
		return field{}, false
	}
	ds := el.Get("dataset")
	i, err1 := strconv.Atoi(ds.Get("i").String())
	k, err2 := strconv.Atoi(ds.Get("k").String())
	return field{i, k}, err1 == nil && err2 == nil && k >= 0 && k < 5
}

// at is the field n places after f, counting across clicks.
func (f field) at(n int) field {
	pos := f.i*5 + f.k + n
	return field{pos / 5, pos % 5}
}

func (f field) id() string { return fmt.Sprintf("c-%d-%s", f.i, statFields[f.k]) }

// typed takes what was typed into a combat dial number field: the values
// it spreads over this field and the next, saved at once; then the field
// to type in next takes focus.
func (p *DialsPage) typed(el app.Value) {
	f, ok := fieldOf(el)
	if !ok {
		return
	}
	// A value set without focus (a script, an autofill) is taken, but
	// focus is not moved.
	focused := el.Equal(app.Window().Get("document").Get("activeElement"))
	text := el.Get("value").String()
	vals, open := figures.Spread(text, f.k)
	if len(vals) == 0 {
		return // emptied: the number stays until something is typed
	}
	explicit := !open && !endsInDigit(text) // a space or the like: move on
	next, ok := p.spread(f, vals, open, explicit)
	if !ok {
		return
	}
	p.refresh()
	if !open || next != f {
		setField(f, el) // the field shows its number as read
	}
	if next != f && focused {
		focusField(next, !open)
	}
}

// entered moves on from a field when Enter is pressed: a combat dial
// number to the next number (Enter on the last click's defense starts the
// next click, a copy), a field naming the next one (data-next) to it. It
// reports whether it took the key.
func (p *DialsPage) entered(el app.Value) bool {
	if f, ok := fieldOf(el); ok {
		next, ok := p.spread(f, []string{""}, false, true) // keep this number, move on
		if ok {
			p.refresh()
			focusField(next, true)
		}
		return ok
	}
	if id := el.Get("dataset").Get("next").String(); id != "" && id != "<undefined>" {
		if n := app.Window().GetElementByID(id); n.Truthy() {
			n.Call("focus")
			return true
		}
	}
	return false
}

// spread stores vals in the figure's combat dial from field f on ("" keeps
// a number), adding clicks (copies of the last) for values past the last
// click, and for an explicit move past it. It returns the field to type
// in next: the last one given when its value is open, else the one after.
func (p *DialsPage) spread(f field, vals []string, open, explicit bool) (field, bool) {
	fig := p.figure()
	if fig == nil || f.i >= len(fig.Combat)-1 {
		return f, false
	}
	if err := session.Writable(); err != nil {
		kit.Refuse(err) // read-only storage: the dial stays as it was
		return f, false
	}
	key := fmt.Sprint("c", p.fig)
	if p.typing != key {
		dials.undo, dials.redo = append(dials.undo, dials.snapshot()), nil
		p.typing = key
	}
	for n, v := range vals {
		at := f.at(n)
		for at.i >= len(fig.Combat)-1 {
			addClick(fig)
		}
		if v != "" {
			c := &fig.Combat[at.i]
			*[]*int{&c.Primary, &c.Secondary, &c.Speed, &c.Attack, &c.Defense}[at.k], _ = strconv.Atoi(v)
		}
	}
	next := f.at(len(vals))
	if open {
		next = f.at(len(vals) - 1)
	}
	if next.i >= len(fig.Combat)-1 {
		if explicit {
			addClick(fig)
		} else {
			next = f.at(len(vals) - 1) // the dial's last number: stay
		}
	}
	p.report(dials.store())
	if p.msg != "" {
		kit.Refuse(fmt.Errorf("%s", p.msg))
		p.msg = ""
	}
	return next, true
}

// refresh writes the page anew at once (the dial's rows, counts and
// problems), keeping the field being typed in.
func (p *DialsPage) refresh() { kit.Rewrite(viewID, p.viewHTML()) }

// focusField gives the field focus: its text selected (so typing
// replaces it), or the cursor after it (a number still being typed).
func focusField(f field, sel bool) {
	el := app.Window().GetElementByID(f.id())
	if !el.Truthy() {
		return
	}
	el.Call("focus")
	if !sel {
		n := len(el.Get("value").String()) // digits: one UTF-16 unit each
		el.Call("setSelectionRange", n, n)
	}
}

// setField writes the figure's number into the field (what was read of
// the text typed).
func setField(f field, el app.Value) {
	fig := fieldsOn.figure()
	if fig == nil || f.i >= len(fig.Combat) {
		return
	}
	c := fig.Combat[f.i]
	el.Set("value", strconv.Itoa([]int{c.Primary, c.Secondary, c.Speed, c.Attack, c.Defense}[f.k]))
}

// endsInDigit reports whether the text typed ends with a digit.
func endsInDigit(s string) bool { return s != "" && s[len(s)-1] >= '0' && s[len(s)-1] <= '9' }
