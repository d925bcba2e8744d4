package classic

// Modifier is one itemised term of a target number, with the seed line that
// justifies it, e.g. {"Ran", +2, "003 L1628", ""}.
type Modifier struct {
	Label string `json:"label"`
	Value int    `json:"value"`
	// Cite is the seed line(s) of the rule, "003 Lnnnn".
	Cite string `json:"cite"`
	// Note explains a reading chosen where the seed is silent or
	// contradicts itself (digest section 16), for the UI to show.
	Note string `json:"note,omitempty"`
}

// Result is an itemised target number for a 2D6 roll: a weapon or physical
// attack, or a Piloting Skill Roll.
type Result struct {
	// Base is the skill the roll starts from (Gunnery or Piloting).
	Base Modifier `json:"base"`
	// Modifiers are every other term, in the order they were applied.
	Modifiers []Modifier `json:"modifiers"`
	// Target is Base plus all Modifiers.
	Target int `json:"target"`
	// AutoSuccess: a target of 2 or less always succeeds (an automatic
	// hit for an attack); the roll may still be needed for side effects
	// (003 L360, L1448).
	AutoSuccess bool `json:"autoSuccess,omitempty"`
	// AutoFailure: a target above 12 always fails (an automatic miss;
	// "rolling a 12 does not result in an automatic hit", 003 L1446), or a
	// rule makes the roll fail outright (Reason says which).
	AutoFailure bool `json:"autoFailure,omitempty"`
	// Prohibited is set when the action may not be made at all (e.g. a
	// target beyond long range, a punch with a destroyed shoulder), with
	// the rule and its cite; Ways is then 0.
	Prohibited string `json:"prohibited,omitempty"`
	// Reason explains an AutoFailure that is not just a target above 12.
	Reason string `json:"reason,omitempty"`
	// Waived is set when no roll is made at all (a prone 'Mech ignores
	// PSRs to avoid falling, 003 L3113); Ways is then 0.
	Waived string `json:"waived,omitempty"`
	// Ways is how many of the 36 outcomes of 2D6 succeed.
	Ways int `json:"ways"`
	// Probability is Ways/36.
	Probability float64 `json:"probability"`
}

// Ways2D6 returns how many of the 36 equally likely 2D6 outcomes are at
// least target. Success is "equal to or greater than" (003 L360).
func Ways2D6(target int) int {
	n := 0
	for a := 1; a <= 6; a++ {
		for b := 1; b <= 6; b++ {
			if a+b >= target {
				n++
			}
		}
	}
	return n
}

// add appends a modifier; zero-valued modifiers are kept when they name a
// rule the player should see (e.g. "Kicked 0").
func (r *Result) add(label string, value int, cite string) {
	r.Modifiers = append(r.Modifiers, Modifier{Label: label, Value: value, Cite: cite})
}

// addNote appends a modifier that carries a note.
func (r *Result) addNote(label string, value int, cite, note string) {
	r.Modifiers = append(r.Modifiers, Modifier{Label: label, Value: value, Cite: cite, Note: note})
}

// prohibit marks the action as not allowed; the first reason wins.
func (r *Result) prohibit(reason string) {
	if r.Prohibited == "" {
		r.Prohibited = reason
	}
}

// failOutright marks an automatic failure for a rule other than the
// target number; the first reason wins.
func (r *Result) failOutright(reason string) {
	r.AutoFailure = true
	if r.Reason == "" {
		r.Reason = reason
	}
}

// finish totals the target and works out the automatic results and the
// chance of success. Rules on automatic results: 003 L360, L1446-1448,
// L8298-8302.
func (r *Result) finish() {
	r.Target = r.Base.Value
	for _, m := range r.Modifiers {
		r.Target += m.Value
	}
	switch {
	case r.Prohibited != "":
		r.AutoSuccess, r.Ways = false, 0
	case r.AutoFailure:
		r.Ways = 0
	case r.Target > 12:
		r.AutoFailure, r.Ways = true, 0
	case r.Target <= 2:
		r.AutoSuccess, r.Ways = true, 36
	default:
		r.Ways = Ways2D6(r.Target)
	}
	r.Probability = float64(r.Ways) / 36
}
