// Package names maps the names MegaMek (.mtf) and Solaris Skunk Werks
// (.ssw) files give to critical-slot items onto Lancemate's ids: the
// engine/equipment catalogue's ids and design's fixed components.
//
// The two tools spell the same item in many ways ("ISERMediumLaser",
// "ER Medium Laser", "(IS) ER Medium Laser"; "IS Ammo LRM-15
// Artemis-capable", "(IS) @ LRM-15 (Artemis IV Capable)"). Names are
// compared after normalisation (lower case, letters and digits only) with
// the catalogue's own names, its ids and a table of the spellings found in
// the shared corpus; a tech-base prefix (IS, CL, Clan, "(IS) ", "(CL) ")
// picks the tech base, and ammunition names are read as a weapon, a
// munition and a bin size.
package names

import (
	"slices"
	"strconv"
	"strings"

	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/internal/textfile"
)

// Item is what a name stands for in a critical slot.
type Item struct {
	// ID is a catalogue id or a fixed component (design.FixedEngine...).
	ID string
	// Munition is the special-munition bin of an ammo item, if any.
	Munition string
	// Shots is the shots of a partial bin (a half ton), 0 for a full one.
	Shots int
}

// MegaMek resolves a critical-slot name of a MegaMek .mtf file, without
// the modifiers MegaMek appends ("(R)", "(OMNIPOD)", "(ARMORED)"). Names
// without a tech-base prefix are weapons and ammunition of the Inner
// Sphere first, as MegaMek reads them, and other items of the unit's tech
// base first.
func MegaMek(name string, unit equipment.Tech) (Item, bool) {
	if it, ok := fixed[norm(name)]; ok {
		return Item{ID: it}, true
	}
	return resolve(name, unit, false)
}

// SSW resolves an equipment name of a Solaris Skunk Werks .ssw file,
// without the "(R) " (rear) and "(T) " (turret) prefixes. Ammunition
// starts with "@"; names without "(IS) " or "(CL) " are of the unit's
// tech base first.
func SSW(name string, unit equipment.Tech) (Item, bool) {
	return resolve(name, unit, true)
}

var superThree = strings.NewReplacer("³", "3")

func resolve(name string, unit equipment.Tech, ssw bool) (Item, bool) {
	s := superThree.Replace(strings.TrimSpace(name))
	var techs []equipment.Tech // tech bases to try, in order
	explicit := false
	if ssw {
		if r, ok := strings.CutPrefix(s, "(IS) "); ok {
			s, techs, explicit = r, []equipment.Tech{equipment.InnerSphere}, true
		} else if r, ok := strings.CutPrefix(s, "(CL) "); ok {
			s, techs, explicit = r, []equipment.Tech{equipment.Clan}, true
		}
	}
	s, tag, tagged := cut(s, " ", techTag)
	if tagged && !explicit {
		techs, explicit = []equipment.Tech{techOf(tag)}, true
	}
	ammo := false
	shots := 0
	half := false
	if ssw {
		if r, ok := strings.CutPrefix(s, "@"); ok {
			s, ammo = r, true
		}
	}
	n := norm(s)
	if !ssw && (strings.Contains(n, "ammo") || strings.HasSuffix(n, "pods")) {
		ammo = true
	}
	if ammo {
		var digits string
		var sized bool
		if s, digits, sized = cut(s, "", shotsTag); sized {
			shots, _ = strconv.Atoi(digits)
		}
		s, _, half = cut(s, "", halfTag)
		n = strings.NewReplacer("ammo", "", "pods", "").Replace(norm(s))
	}
	// A tech prefix glued to the name: "ISERPPC", "CLERPPC", "Clan Ammo".
	// "CLAntiMissileSystem" starts with "clan" too, so every prefix that
	// fits is tried, then the whole name.
	type cand struct {
		base  string
		techs []equipment.Tech
	}
	var cands []cand
	for _, p := range []struct {
		prefix string
		tech   equipment.Tech
	}{{"clan", equipment.Clan}, {"cl", equipment.Clan}, {"is", equipment.InnerSphere}} {
		if r, ok := strings.CutPrefix(n, p.prefix); ok && r != "" {
			ts := []equipment.Tech{p.tech}
			if explicit {
				ts = techs
			}
			cands = append(cands, cand{r, ts})
		}
	}
	cands = append(cands, cand{n, techs})
	for _, c := range cands {
		ts := c.techs
		if ts == nil {
			ts = unprefixed(c.base, unit, ssw, ammo)
		}
		if ammo {
			if it, ok := ammoItem(c.base, ts, shots, half); ok {
				return it, true
			}
			continue
		}
		if id, ok := lookup(c.base, ts); ok {
			return Item{ID: id}, true
		}
	}
	return Item{}, false
}

func techOf(tag string) equipment.Tech {
	if t := strings.ToLower(tag); t == "clan" || t == "cl" {
		return equipment.Clan
	}
	return equipment.InnerSphere
}

// unprefixed orders the tech bases to try for a name without a tech
// prefix. MegaMek registers the Inner Sphere versions of weapons and ammo
// under their plain names; everything else (structure, armor, heat sinks,
// jump jets...) follows the unit.
func unprefixed(base string, unit equipment.Tech, ssw, ammo bool) []equipment.Tech {
	other := equipment.Clan
	if unit == equipment.Clan {
		other = equipment.InnerSphere
	}
	if !ssw {
		if suffix, ok := aliases()[base]; ammo || (ok && isWeapon(suffix)) {
			return []equipment.Tech{equipment.InnerSphere, equipment.Clan}
		}
	}
	return []equipment.Tech{unit, other}
}

func isWeapon(suffix string) bool {
	for _, p := range []string{"is-", "clan-"} {
		if it, ok := equipment.Lookup(p + suffix); ok {
			return it.Kind == equipment.Weapon
		}
	}
	return false
}

func prefix(t equipment.Tech) string {
	if t == equipment.Clan {
		return "clan-"
	}
	return "is-"
}

// lookup finds the catalogue id of a normalised name in the first tech
// base that has it.
func lookup(base string, techs []equipment.Tech) (string, bool) {
	if strings.HasPrefix(base, "mgarray") { // SSW: "MG Array (4 Machine Gun)"
		base = "mgarray"
	}
	suffix, ok := aliases()[base]
	if !ok {
		return "", false
	}
	for _, t := range techs {
		if _, ok := equipment.Lookup(prefix(t) + suffix); ok {
			return prefix(t) + suffix, true
		}
	}
	return "", false
}

// munitions are the qualifiers of ammunition names, as normalised text,
// longest first where one contains another.
var munitions = []struct{ text, munition string }{
	{"artemisvcapable", "missile-artemis-v"},
	{"artemisv", "missile-artemis-v"},
	{"artemisivcapable", "missile-artemis-iv"},
	{"artemiscapable", "missile-artemis-iv"},
	{"narccapable", "missile-narc-equipped"},
	{"inferno", "missile-inferno"},
	{"fragmentation", "missile-fragmentation"},
	{"semiguided", "missile-semi-guided"},
	{"armorpiercing", "ac-armor-piercing"},
	{"precision", "ac-precision"},
	{"flechette", "ac-flechette"},
	{"caseless", "ac-caseless"},
	{"cluster", "ac-cluster"},
	{"explosive", "narc-explosive"},
	{"haywire", "narc-haywire"},
	{"nemesis", "narc-nemesis"},
	{"nonhoming", ""}, // Arrow IV standard
	{"slug", ""},      // LB-X standard
	{"full", ""},
	{"standard", ""},
}

// ammoItem reads a normalised ammunition name (without "ammo"): the
// weapon, then a munition, an ATM or MML variant, or LB-X "cl" cluster.
func ammoItem(n string, techs []equipment.Tech, shots int, half bool) (Item, bool) {
	munition := ""
	for _, m := range munitions {
		if i := strings.Index(n, m.text); i >= 0 {
			n = n[:i] + n[i+len(m.text):]
			munition = m.munition
			break
		}
	}
	homing := false
	if r, ok := strings.CutSuffix(n, "homing"); ok {
		n, homing = r, true
	}
	variant := ""
	weapon, ok := lookup(n, techs)
	if !ok {
		for _, v := range []string{"lrm", "srm", "er", "he", "cl"} {
			if r, cut := strings.CutSuffix(n, v); cut {
				if weapon, ok = lookup(r, techs); ok {
					variant = v
					break
				}
			}
		}
	}
	if !ok {
		return Item{}, false
	}
	w, _ := equipment.Lookup(weapon)
	if homing && w.Family != "Narc" && w.Family != "iNarc" {
		return Item{}, false // homing Arrow IV is not in the catalogue
	}
	if variant == "cl" {
		if w.Family != "LB-X" || munition != "" {
			return Item{}, false
		}
		munition, variant = "ac-cluster", ""
	}
	ammos := equipment.AmmoFor(weapon)
	idx := slices.IndexFunc(ammos, func(a equipment.Item) bool {
		switch variant {
		case "lrm", "srm", "er", "he":
			return strings.HasSuffix(a.ID, "-"+variant)
		}
		return !strings.HasSuffix(a.ID, "-er") && !strings.HasSuffix(a.ID, "-he")
	})
	if idx < 0 {
		return Item{}, false
	}
	a := ammos[idx]
	it := Item{ID: a.ID}
	if munition != "" {
		mu, ok := equipment.Lookup(prefix(a.Tech) + "munition-" + munition)
		if !ok || !slices.Contains(mu.UsableBy, w.Family) {
			return Item{}, false
		}
		it.Munition = mu.ID
	}
	switch {
	case half:
		it.Shots = a.ShotsPerTon / 2
	case shots > 0 && shots != a.ShotsPerTon:
		it.Shots = shots
	}
	return it, true
}

// norm lower-cases s and keeps only ASCII letters and digits.
func norm(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if (r >= 'a' && r <= 'z') || (r >= '0' && r <= '9') {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// fixed maps MegaMek's names of the fixed components.
var fixed = map[string]string{
	"fusionengine":     design.FixedEngine,
	"engine":           design.FixedEngine,
	"gyro":             design.FixedGyro,
	"cockpit":          design.FixedCockpit,
	"lifesupport":      design.FixedLifeSupport,
	"sensors":          design.FixedSensors,
	"shoulder":         design.FixedShoulder,
	"upperarmactuator": design.FixedUpperArm,
	"lowerarmactuator": design.FixedLowerArm,
	"handactuator":     design.FixedHand,
	"hip":              design.FixedHip,
	"upperlegactuator": design.FixedUpperLeg,
	"lowerlegactuator": design.FixedLowerLeg,
	"footactuator":     design.FixedFoot,
}

// A matcher reports whether s holds a match at i, and returns the end of
// the match and the part of it its caller reads (a tag as s spells it, the
// digits of a bin size).
type matcher func(s string, i int) (end int, sub string, ok bool)

// cut replaces each match in s with repl, taking the matches from left to
// right without overlaps as regexp's ReplaceAllString does, and returns
// the first match's sub and whether s held a match.
func cut(s, repl string, match matcher) (string, string, bool) {
	var b strings.Builder
	first, found, last := "", false, 0
	for i := 0; i < len(s); {
		end, sub, ok := match(s, i)
		if !ok {
			i++
			continue
		}
		if !found {
			first, found = sub, true
		}
		b.WriteString(s[last:i])
		b.WriteString(repl)
		i, last = end, end
	}
	if !found {
		return s, "", false
	}
	b.WriteString(s[last:])
	return b.String(), first, true
}

// techTag matches a tech tag, "(IS)", "(CL)", "(Clan)" or "(Inner Sphere)"
// in any case, with the spaces around it.
func techTag(s string, i int) (int, string, bool) {
	start := len(s) - len(strings.TrimLeft(s[i:], textfile.Spaces))
	end, tag, ok := textfile.Tag(s, start, "is", "clan", "cl", "inner sphere")
	if !ok {
		return 0, "", false
	}
	return len(s) - len(strings.TrimLeft(s[end:], textfile.Spaces)), tag, true
}

// shotsTag matches the shots of a bin in parentheses, two or three digits:
// "(10)", "(100)".
func shotsTag(s string, i int) (int, string, bool) {
	if !strings.HasPrefix(s[i:], "(") {
		return 0, "", false
	}
	digits, _, ok := strings.Cut(s[i+1:], ")")
	if !ok || len(digits) < 2 || len(digits) > 3 || strings.Trim(digits, "0123456789") != "" {
		return 0, "", false
	}
	return i + len(digits) + 2, digits, true
}

// halfTag matches "(1/2)", or the word "half" in any case.
func halfTag(s string, i int) (int, string, bool) {
	if strings.HasPrefix(s[i:], "(1/2)") {
		return i + len("(1/2)"), "", true
	}
	n, ok := textfile.FoldPrefix(s[i:], "half")
	if !ok || (i > 0 && isWordByte(s[i-1])) || (i+n < len(s) && isWordByte(s[i+n])) {
		return 0, "", false
	}
	return i + n, "", true
}

// isWordByte reports whether b is a word character as a regular
// expression's \b sees them: an ASCII letter or digit, or "_".
func isWordByte(b byte) bool {
	return b == '_' || ('0' <= b && b <= '9') || ('a' <= b && b <= 'z') || ('A' <= b && b <= 'Z')
}
