package clicks

import "testing"

// The damage sequence in words (000 L416-425): each step that changes the
// value with its change, a critical hit's +1 at 7d before Quick Shot's −3
// with its minimum of 1 at 7f (000 L409-424, L485-489); nothing after 7e
// leaves 7f out and deals no damage.
func TestDamageWords(t *testing.T) {
	for _, c := range []struct {
		name string
		in   DamageIn
		want string
	}{
		{"plain", DamageIn{Base: 3}, "damage value 3: 3 clicks"},
		{"heat, charge and a critical hit", DamageIn{Base: 2, Heat: 1, Type: 1, Crit: true}, "damage value 3, attack type +1, critical hit +1: 5 clicks"},
		{"critical hit then Quick Shot, at least 1", DamageIn{Base: 2, Crit: true, Action: -3, Min1: true}, "damage value 2, critical hit +1, action modifier −3 (at least 1): 1 click"},
		{"hardened to nothing: 7f does not apply", DamageIn{Base: 2, Defense: 2, Action: -3, Min1: true}, "damage value 2, defender's equipment −2: no damage"},
		{"attacker's skill", DamageIn{Base: 4, Attacker: 1}, "damage value 4, attacker's equipment and skills +1: 5 clicks"},
	} {
		if got := Damage(c.in).Words(); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
}
