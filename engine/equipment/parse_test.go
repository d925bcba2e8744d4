package equipment

import (
	"strings"
	"testing"
)

// TestParseErrors checks that parse refuses the editing mistakes it can
// see in catalog.json, and reads a minimal file.
func TestParseErrors(t *testing.T) {
	const rule = `{"Key":"k","ID":"misc","Text":"t","Cite":"003 L1"}`
	for _, tc := range []struct{ data, want string }{
		{`{"Rules":[],"Items":[{"ID":"is-x","Tosn":1}]}`, `unknown field "Tosn"`},
		{"{\"Rules\":[],\n\"Items\":[\n{\"ID\":\"is-x\"}\n{\"ID\":\"is-y\"}]}", "line 4: invalid character '{'"},
		{`{"Rules":[],"Items":[{"ID":"is-x","Tech":"Inner Sphere"}]}`, `item "is-x": unknown equipment.Tech "Inner Sphere"`},
		{`{"Rules":[],"Items":[{"ID":"is-x","Kind":"Weapon","TonsSpec":"***"}]}`, `item "is-x": unknown equipment.Spec "***"`},
		{`{"Rules":[` + rule + `],"Items":[{"ID":"is-x","Rules":["k","j"]}]}`, `item "is-x": unknown rule "j"`},
		{`{"Rules":[` + rule + `,` + rule + `],"Items":[]}`, `rule "k" defined twice`},
	} {
		if _, err := parse([]byte(tc.data)); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("parse(%s) = %v, want an error with %q", tc.data, err, tc.want)
		}
	}
	c, err := parse([]byte(`{"Rules":[` + rule + `],"Items":[{"ID":"clan-x","Tech":"Clan","Kind":"Ammo","ShotsSpec":"**","Rules":["k"]}]}`))
	if err != nil {
		t.Fatal(err)
	}
	it := c.items[c.byID["clan-x"]]
	if it.Tech != Clan || it.Kind != Ammo || it.TonsSpec != Given || it.ShotsSpec != SeeText ||
		len(it.Rules) != 1 || it.Rules[0] != (Rule{RuleMisc, "t", "003 L1", false}) {
		t.Errorf("parse read %+v", it)
	}
}
