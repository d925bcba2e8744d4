package kit

import (
	"strconv"

	"lancemate/engine/cite"
	"lancemate/engine/dice"
)

// The controls every screen uses, written as HTML text whose buttons name
// what they do in data-act (and data-k, data-v): a section serves them all
// with one delegated handler.

// Stepper writes a labelled number with − and + buttons (data-act "step",
// data-k key, data-v −1 or 1), each a full tap target named for the
// quantity it changes. The number shown is v, the value the section holds.
func Stepper(w *Writer, key, label string, v int) {
	StepperText(w, key, label, strconv.Itoa(v))
}

// StepperText is Stepper showing the value as the section words it
// ("+2", "7+", "—").
func StepperText(w *Writer, key, label, shown string) {
	w.F(`<div class="stepper"><span class="steplabel" id="%s-lbl">%s</span><div class="stepctl">`+
		`<button class="step" id="%[1]s-dec" data-act="step" data-k="%[1]s" data-v="-1" aria-label="Less: %[2]s">−</button>`+
		`<output class="stepval" id="%[1]s-val" aria-labelledby="%[1]s-lbl">%[3]s</output>`+
		`<button class="step" id="%[1]s-inc" data-act="step" data-k="%[1]s" data-v="1" aria-label="More: %[2]s">+</button></div></div>`, key, label, shown)
}

// Seg writes a segmented choice of options (data-act "seg", data-k key,
// data-v the option's index); v is the option chosen.
func Seg(w *Writer, key, label string, v int, options ...string) {
	w.F(`<div class="segmented" role="group" aria-label="%s">`, label)
	for i, o := range options {
		w.F(`<button class="seg%s" id="%s-%d" data-act="seg" data-k="%[2]s" data-v="%[3]d" aria-pressed="%t">%s</button>`, On(i == v), key, i, i == v, o)
	}
	w.F(`</div>`)
}

// Faces offers the faces of each die to tap (data-act "face", data-die
// the die's index, data-v the face); faces holds the faces picked so far,
// 0 for none.
func Faces(w *Writer, sides int, faces []int) {
	w.F(`<div class="manual">`)
	for i, picked := range faces {
		w.F(`<div class="facerow" role="group" aria-label="Die %d"><span class="dielabel">Die %[1]d</span><div class="faces">`, i+1)
		for f := 1; f <= sides; f++ {
			w.F(`<button class="face%s" id="need-%d-%d" data-act="face" data-die="%d" data-v="%[3]d" aria-pressed="%[5]t">%[3]d</button>`, On(picked == f), i+1, f, i, picked == f)
		}
		w.F(`</div></div>`)
	}
	w.F(`</div>`)
}

// DicePrompt asks for a roll: who rolls and what for, the chance of
// meeting the target (when there is one), the app's roll (data-act
// "roll"), the faces of the player's own dice and a cancel button.
func DicePrompt(w *Writer, who, purpose string, e dice.Expr, target int, faces []int) {
	var odds []Odds
	if target > 0 {
		odds = []Odds{{What: Fmt("Chance of %d+ on %s", target, e), P: e.Chance(target)}}
	}
	DicePromptOdds(w, who, purpose, e, odds, faces)
}

// Odds is one chance a dice prompt shows: what it is the chance of, and
// its probability.
type Odds struct {
	What HTML // "Chance of 7+ on 3D6", "Hit Brute (needs 9)"
	P    dice.Prob
}

// DicePromptOdds is DicePrompt with the chances worked out by the caller,
// one line each, for a roll that is not simply a total against a target
// (an attack roll's automatic miss and hit, a roll against several
// targets).
func DicePromptOdds(w *Writer, who, purpose string, e dice.Expr, odds []Odds, faces []int) {
	w.F(`<section class="panel prompt" id="prompt" aria-labelledby="prompt-h"><h2 id="prompt-h">Dice for %s</h2><p id="need-what">%s</p>`, who, purpose)
	for _, o := range odds {
		w.F(`<p class="chance">%s: <strong>%s</strong> <span class="muted">(%s)</span></p>`, o.What, o.P.Percent(), o.P)
	}
	w.F(`<button class="btn primary big" id="need-roll" data-act="roll">Roll %s</button><p class="muted small">Or tap the faces of your own dice:</p>`, e)
	Faces(w, e.Sides, faces)
	w.F(`<button class="btn" id="need-cancel" data-act="cancel">Cancel</button></section>`)
}

// Plural is "s" unless n is 1.
func Plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// Why is a "Why?" disclosure: the reading the app takes, in the player's
// words, and the rules it rests on (seed lines), out of the main line. An
// empty id writes none.
func Why(id, text, cite string) HTML {
	var w Writer
	if id == "" {
		w.F(`<details class="why"><summary>Why?</summary><p>%s</p>`, text)
	} else {
		w.F(`<details class="why" id="%s"><summary>Why?</summary><p>%s</p>`, id, text)
	}
	if cite != "" {
		w.F(`<p class="muted small">%s</p>`, cite)
	}
	w.F(`</details>`)
	return w.HTML()
}

// Notes is the disclosure of a section's rules notes: each reading the
// app takes where the rules are silent or unclear, with its seed lines.
// A note's id names its element (id-noteid, for a link to it), never
// shown: it is the engine's word, not the player's.
func Notes(id string, notes []cite.Note) HTML {
	var w Writer
	w.F(`<details class="panel" id="%s"><summary>Rules notes</summary><ul class="notes">`, id)
	for _, n := range notes {
		w.F(`<li id="%s-%s">%s <span class="muted small">(%s)</span></li>`, id, n.ID, n.Text, n.Cite)
	}
	w.F(`</ul></details>`)
	return w.HTML()
}
