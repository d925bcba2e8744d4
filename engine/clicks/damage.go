package clicks

import (
	"fmt"
	"strings"
)

// DamageIn is what goes into the damage sequence of an attack, step by step
// (000 L416-425; digest A6.3).
type DamageIn struct {
	Base     int  // damage value from the dial, or a fixed amount (Push)
	Heat     int  // 7a: heat dial number at the damage value
	Attacker int  // 7b: attacker's special equipment and skills (G-18)
	Type     int  // 7c: attack type (Charge +1, DFA +2, Streak -1)
	Cap      int  // 7c: most clicks, 0 for none (indirect fire: 2, 000 L469)
	Crit     bool // 7d: critical hit +1 (000 L422; G-36)
	Defense  int  // 7e: reduction by the affected unit's special equipment
	ToOne    bool // 7e: Agility reduces to 1 click (000 L1144)
	Action   int  // 7f: action modifier (Aim +1, Quick Shot -3, ...)
	Min1     bool // 7f: "to a minimum of one damage"
}

// DamageSteps is the running value after each step 7a-7f and what is dealt
// at 7g.
type DamageSteps struct {
	A, B, C, D, E, F int
	Dealt            int
	// Mod is 7f's action modifier; Lifted is set when the minimum of one
	// damage lifted the value after it.
	Mod    int
	Lifted bool
}

// Damage runs steps 7a-7f in order. If the value after 7e is 0 or less no
// damage is dealt and the minimum of 1 does not apply; the minimum only
// lifts a positive value that the action modifier of 7f brings below 1
// (000 L485-489).
func Damage(in DamageIn) DamageSteps {
	var s DamageSteps
	s.A = in.Base + in.Heat
	s.B = s.A + in.Attacker
	s.C = s.B + in.Type
	if in.Cap > 0 {
		s.C = min(s.C, in.Cap)
	}
	s.D = s.C
	if in.Crit {
		s.D++
	}
	s.E = s.D - in.Defense
	if in.ToOne && s.E > 1 {
		s.E = 1
	}
	if s.E <= 0 {
		return s
	}
	s.F, s.Mod = s.E+in.Action, in.Action
	if in.Min1 && s.F < 1 {
		s.F, s.Lifted = 1, true
	}
	s.Dealt = max(0, s.F)
	return s
}

// Terms are the damage sequence's steps that change the value, as a sum:
// the damage value (with heat, 7a), then each later step's change (7b-7f;
// 7f only when something is left after 7e, 000 L485-489). Lifted says the
// minimum of one damage lifted the result.
func (s DamageSteps) Terms() []Part {
	out := []Part{{What: "damage value", Value: s.A}}
	prev := s.A
	for _, st := range []Part{{"attacker's equipment and skills", s.B}, {"attack type", s.C}, {"critical hit", s.D}, {"defender's equipment", s.E}} {
		if d := st.Value - prev; d != 0 {
			out = append(out, Part{st.What, d})
		}
		prev = st.Value
	}
	if s.E > 0 && s.Mod != 0 {
		what := "action modifier"
		if s.Lifted {
			what += " (at least 1)"
		}
		out = append(out, Part{what, s.Mod})
	}
	return out
}

// Words is the damage sequence as the player reads it: the damage value,
// then each step that changed it with its change, and the clicks dealt,
// e.g. "damage value 5, defender's equipment −2, action modifier −3 (at
// least 1): 1 click" (000 L416-425, L485-489).
func (s DamageSteps) Words() string {
	terms := s.Terms()
	out := fmt.Sprintf("damage value %d", s.A)
	for _, t := range terms[1:] {
		what, note, _ := strings.Cut(t.What, " (")
		out += ", " + what + " " + wordSigned(t.Value)
		if note != "" {
			out += " (" + note
		}
	}
	if s.Dealt <= 0 {
		return out + ": no damage"
	}
	return out + fmt.Sprintf(": %d click%s", s.Dealt, plural(s.Dealt))
}

// wordSigned writes a change with its sign, a minus sign for a loss.
func wordSigned(d int) string {
	if d < 0 {
		return fmt.Sprintf("−%d", -d)
	}
	return fmt.Sprintf("+%d", d)
}
