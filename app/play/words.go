package play

import (
	"cmp"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/engine/classic"
	"lancemate/engine/equipment"
	"lancemate/engine/game"
)

// The game's words for players: names of items and locations as the
// record sheet prints them, and the engine's lines without their seed
// citations (those sit behind a "Why?").

// itemName is an item as the design page names it: a rear-mounted weapon
// is "Medium Laser (R)".
func itemName(it *game.Item) string {
	if it.Rear {
		return it.Label() + " (R)"
	}
	return it.Label()
}

// quadCodes are a quad's leg codes as its record sheet prints them.
var quadCodes = map[classic.Location]string{classic.LeftArm: "FLL", classic.RightArm: "FRL", classic.LeftLeg: "RLL", classic.RightLeg: "RRL"}

// short is the location's code on the record sheet of a 'Mech of config
// c: HD, CT, LT, … and a quad's FLL, FRL, RLL, RRL.
func short(l classic.Location, c classic.Config) string {
	if q, ok := quadCodes[l]; ok && c == classic.Quad {
		return q
	}
	return l.Code()
}

// stripFit is the longest name the force strip shows whole in a tab at
// 360 px (e2e TestForceStripNames).
const stripFit = 6

// shortName is a unit's name as the force strip fits it: the name itself
// when it fits, else the design's model code with the number that tells
// two of a design apart ("Hunchback 2" is "HBK-4G 2"). A name the player
// gave keeps its own words (the tab cuts it); the full name is on the
// sheet, one tap away.
func shortName(u *game.Unit) string {
	rest, ok := strings.CutPrefix(u.ID, u.Chassis)
	if utf8.RuneCountInString(u.ID) <= stripFit || !ok || u.Model == "" || strings.Trim(rest, " 0123456789") != "" {
		return u.ID
	}
	return u.Model + rest
}

// binPlace is where an ammunition bin sits, as players say it: "Left
// torso", or "Left torso slot 9" when another bin of the choice is in the
// same location (twin).
func binPlace(u *game.Unit, a *game.Item, twin bool) string {
	where := a.Loc.Name(u.Config)
	where = where[:1] + strings.ToLower(where[1:])
	if twin {
		where += " slot " + strconv.Itoa(a.Slots[0])
	}
	return where
}

// plain is an engine message without its seed citations (kit.SplitCite):
// they go behind a "Why?", not in the main line; in the player's words
// (playerWords).
func plain(s string) string {
	text, _ := kit.SplitCite(s)
	return playerWords(text)
}

// says splits an error into the player's line and the seed lines behind
// it: a refusal's text and citation (game.Refusal, however wrapped), else
// the message without its citations (kit.SplitCite), the line in the
// player's words (playerWords).
func says(err error) (text, cite string) {
	if r := (*game.Refusal)(nil); errors.As(err, &r) {
		return playerWords(r.Text), r.Cite
	}
	if ro := (*session.ReadOnlyError)(nil); errors.As(err, &ro) {
		return ro.Why, ""
	}
	text, cite = kit.SplitCite(err.Error())
	return playerWords(text), cite
}

// playerWords puts an engine message in the player's words: a weapon
// Lancemate does not resolve says what to do, a limb has its name, the
// engine's "unit X:" is the 'Mech's name and its "hit event" is the
// sheet's Damage. (No regexp: the package would be in the wasm for this
// alone.)
func playerWords(s string) string {
	if rest, ok := strings.CutPrefix(s, "unit "); ok {
		if _, what, ok := strings.Cut(rest, ": "); ok {
			if weapon, _, ok := strings.Cut(what, " has no weapon id of engine/equipment"); ok {
				return "Lancemate does not resolve the " + weapon + ": fire it without a target, then mark what it does with Damage."
			}
		}
		if who, limb, ok := strings.Cut(rest, " has no "); ok {
			if code, verb, ok := strings.Cut(limb, " to "); ok {
				if l, err := classic.ParseLocation(code); err == nil {
					return who + " has no " + strings.ToLower(l.Name(classic.Biped)) + " to " + verb + "."
				}
			}
		}
	}
	s = strings.ReplaceAll(s, "unit ", "")
	for _, r := range [][2]string{
		{"resolve it with hit events", "mark what it does with Damage"},
		{"resolve that punch with a hit event", "mark that punch with Damage"},
		{"resolve its attacks with hit events", "mark what they do with Damage"},
		{"with hit events", "with Damage"},
		{"with a hit event", "with Damage"},
		{"external_heat", "Heat"},
	} {
		s = strings.ReplaceAll(s, r[0], r[1])
	}
	return s
}

// clauses are the phrases of an event's one-line summary
// (game.State.Summary) in players' words: the turn and phase left off,
// one phrase per unit ("Atlas: LRM 20 hit (9 vs 5)", "Hunchback: 12
// damage, CT 26→21").
func clauses(summary string) []string {
	if _, rest, ok := strings.Cut(summary, " phase: "); ok {
		summary = rest
	}
	var out []string
	for _, c := range strings.Split(summary, "; ") {
		if c = plain(strings.TrimSpace(c)); c != "" {
			out = append(out, c)
		}
	}
	return out
}

// clauseText is a summary in one line without its turn and phase.
func clauseText(summary string) string { return strings.Join(clauses(summary), "; ") }

// phaseName is a phase as players call it: "Weapon Attack".
func phaseName(p game.Phase) string {
	switch p {
	case game.PhaseWeapon:
		return "Weapon Attack"
	case game.PhasePhysical:
		return "Physical Attack"
	}
	s := p.String()
	return strings.ToUpper(s[:1]) + s[1:]
}

// fill is the CSS class of a fill bar showing left of full: f0 … f100 in
// steps of 5 %, never empty while something is left and never full while
// something is lost.
func fill(left, full int) string {
	if full <= 0 {
		return "f0"
	}
	step := (left*20 + full/2) / full * 5
	switch {
	case left > 0 && step == 0:
		step = 5
	case left < full && step == 100:
		step = 95
	case left <= 0:
		step = 0
	}
	return fmt.Sprintf("f%d", step)
}

// weaponStats are a weapon's damage, heat and range brackets as its
// record sheet prints them, from the row it fires with (row): "20 dmg · 7
// heat · 3/6/9"; a cluster weapon's damage is "20×1" (missiles times
// damage each), a minimum range comes first ("min 6").
func weaponStats(it *game.Item, e equipment.Item, rng int) string {
	if e.ID == "" {
		return fmt.Sprintf("%d heat", it.Heat)
	}
	b, _ := e.RangeTo(rng)
	dmg := fmt.Sprintf("%d dmg", e.DamageAt(b))
	if size := e.ClusterSizeAt(b); size > 0 {
		dmg = fmt.Sprintf("%d×%d dmg", size, e.DamageAt(b))
	}
	r := fmt.Sprintf("%d/%d/%d", e.Short, e.Medium, e.Long)
	if e.MinRange > 0 {
		r = fmt.Sprintf("min %d · %s", e.MinRange, r)
	}
	return fmt.Sprintf("%s · %d heat · %s", dmg, cmp.Or(it.Heat, e.Heat), r)
}
