package game

import (
	"fmt"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// Pod is a Narc or iNarc pod attached to a 'Mech (003 L6678, L6947-7013):
// its kind ("homing", "explosive" pods explode at once and are never
// attached, "haywire", "ecm", "nemesis"), whether an iNarc fired it, the
// location it clings to, the unit that fired it and the phase (Serial) it
// was attached in. It works from the next phase on, until the end of the
// phase its location is destroyed in (003 L6951).
type Pod struct {
	Kind  string           `json:"kind"`
	INarc bool             `json:"inarc,omitempty"`
	Loc   classic.Location `json:"loc"`
	By    string           `json:"by"`
	In    int              `json:"in"`
}

// pod reports a working pod of the kind on the unit in the phase numbered
// serial; inarc restricts it to iNarc pods.
func (u *Unit) pod(kind string, inarc bool, serial int) bool {
	for _, p := range u.Pods {
		ls := &u.Locations[p.Loc]
		if p.Kind == kind && (!inarc || p.INarc) && p.In < serial && !(ls.Destroyed && ls.DestroyedIn < serial) {
			return true
		}
	}
	return false
}

// podKind is the pod a Narc or iNarc bin fires: its munition, or the
// standard homing pod (003 L6678, L6985, L6993).
func podKind(a ammo) string {
	if id := a.munition.ID; id != "" {
		k := id[strings.Index(id, "-munition-narc-")+len("-munition-narc-"):]
		return strings.TrimSuffix(strings.TrimSuffix(k, "-narc"), "-inarc")
	}
	return "homing"
}

// munitionInput adds to a shot's to-hit input what its ammunition, the
// pods on both 'Mechs, a TAG designation and a combat drop change:
//   - armor-piercing ammunition +1 (003 L6816), precision ammunition takes
//     up to 2 off the target movement modifier (003 L6870);
//   - semi-guided LRMs at a target TAG designated this turn ignore the
//     target movement modifier, and fired indirectly the indirect fire,
//     terrain and spotter modifiers (003 L6943);
//   - Narc-equipped missiles at a target with a working iNarc homing pod
//     -1 (003 L6993), unless ECM stands between (NoteNarcSides);
//   - a haywire pod on the attacker +1 to all its weapon attacks
//     (003 L6977);
//   - a target making a combat drop: +3 target movement and +2, and -2
//     for a Flak (F) attack (003 L4696-4698, L5946).
func (s *State) munitionInput(u, d *Unit, item equipment.Item, a ammo, sh Shot, in *classic.AttackInput) {
	serial := s.Serial()
	add := func(label string, v int, cite string) {
		in.Extra = append(in.Extra, classic.Modifier{Label: label, Value: v, Cite: cite})
	}
	switch {
	case a.is("-armor-piercing"):
		add("Armor-piercing ammunition", 1, "003 L6816")
	case a.is("-munition-ac-precision"):
		tmm := 0
		ms, _ := classic.TargetMovement(d.Moved.classic(), d.Hexes)
		for _, m := range ms {
			tmm += m.Value
		}
		if tmm > 0 {
			add("Precision ammunition: target movement modifier -2, at least 0", -min(2, tmm), "003 L6870")
		}
	case a.is("-munition-missile-semi-guided") && d.Tagged == s.Turn:
		in.TargetMode, in.TargetHexes = classic.StoodStill, 0
		add("Semi-guided LRMs at a TAG-designated target: target movement ignored", 0, "003 L6943")
		if in.Indirect {
			in.Indirect, in.SpotterAttacked = false, false
			in.TargetWoods, in.InterveningLightWoods, in.InterveningHeavyWoods = classic.NoWoods, 0, 0
			in.PartialCover, in.Depth1Water = false, false
			add("Semi-guided LRMs: indirect fire, terrain and spotter modifiers ignored", 0, "003 L6943")
		}
	case a.is("-munition-missile-narc-equipped") && !sh.ECM && d.pod("homing", true, serial):
		add("Narc-equipped missiles at an iNarc homing pod", -1, "003 L6993")
	}
	if u.pod("haywire", true, serial) {
		add("Haywire pod on the attacker", 1, "003 L6977")
	}
	if sh.Dropping {
		add("Target making a combat drop: target movement", 3, "003 L4696")
		add("Target making a combat drop", 2, "003 L4696")
		if item.Is("F") || a.cluster || sh.Flak {
			add("Flak attack at a dropping 'Mech", -2, "003 L4698, L5946")
		}
	}
}

// narcCluster is the +2 on the Cluster Hits roll of Narc-equipped missiles
// at a target with a working homing pod, lost in ECM and when fired
// indirectly without a spotter (003 L6678-6680, L6985, L6993).
func (s *State) narcCluster(d *Unit, a ammo, sh Shot) []classic.Modifier {
	if !a.is("-munition-missile-narc-equipped") || sh.ECM || (sh.Indirect && sh.Spotter == "") || !d.pod("homing", false, s.Serial()) {
		return nil
	}
	return []classic.Modifier{{Label: "Narc-equipped missiles at a homing pod", Value: 2, Cite: "003 L6678, L6985"}}
}

// attachPod resolves a Narc or iNarc hit (003 L6678, L6947-7013): the hit
// location roll, then the pod clings to the location struck; an explosive
// pod instead deals 4 damage (6 from an iNarc) there (003 L6967).
func (s *State) attachPod(u, d *Unit, item equipment.Item, a ammo, sh Shot, ams *amsUse, t *tape) error {
	if ams != nil {
		// A pod is a single missile to an AMS (003 L7735).
		s.engage(d, ams, item)
		r, err := t.d6(d.ID, fmt.Sprintf("%s against the pod: 1-3 destroys it", ams.item.Name))
		if err != nil {
			return err
		}
		if r <= 3 {
			s.report(d, "%s: AMS roll %d: the pod is destroyed (003 L7735)", item.Name, r)
			return nil
		}
		s.report(d, "%s: AMS roll %d: the pod strikes (003 L7735)", item.Name, r)
	}
	r, err := t.d66(d.ID, item.Name+" hit location", 0)
	if err != nil {
		return err
	}
	h, err := classic.HitLocation(d.Config, sh.Dir, r)
	if err != nil {
		return err
	}
	if (sh.PartialCover || sh.Depth1Water) && h.Location.IsLeg(d.Config) {
		s.report(d, "%s: the pod strikes the cover in front of the %s (003 L1496)", item.Name, h.Location.Name(d.Config))
		return nil
	}
	kind, inarc := podKind(a), item.Family == "iNarc"
	if kind == "explosive" {
		dmg := map[bool]int{false: 4, true: 6}[inarc]
		s.report(d, "%s: explosive pod, %d damage to the %s (003 L6967)", item.Name, dmg, h.Location.Name(d.Config))
		s.brief(d, "%d damage", dmg)
		_, err := s.strike(d, h, sh.Dir, dmg, false, t)
		return err
	}
	d.Pods = append(d.Pods, Pod{Kind: kind, INarc: inarc, Loc: h.Location, By: u.ID, In: s.Serial()})
	s.report(d, "%s: a %s pod clings to the %s from the next phase on (003 L6678)", item.Name, kind, h.Location.Name(d.Config))
	s.brief(d, "%s pod on the %s", kind, h.Location.Code())
	if kind == "nemesis" {
		s.report(d, "nemesis pod: the players divert Artemis-capable, Narc-equipped and semi-guided attacks that pass the tagged 'Mech (003 L7001-7013)")
	}
	return nil
}

// designate resolves a TAG hit: the target is designated for the Weapon
// Attack Phase of this turn, with no damage (003 L7363).
func (s *State) designate(d *Unit, item equipment.Item) {
	d.Tagged = s.Turn
	s.report(d, "%s: designated for the rest of this Weapon Attack Phase, no damage (003 L7363)", item.Name)
	s.brief(d, "TAG-designated")
}

// arrowIV resolves an Arrow IV homing missile fired directly, at a target
// 17 hexes away or less (003 L5970-5981): one shot and its heat; a target
// TAG-designated this turn is struck on 4 or more on 2D6 for 20 damage as
// a Direct-Fire Ballistic hit, else its hex takes 5 area-effect damage; an
// undesignated target is missed harmlessly. AMS never engages it. It
// returns the heat.
func (s *State) arrowIV(u *Unit, w *Item, item equipment.Item, sh Shot, t *tape) (int, error) {
	d, err := s.fighting(sh.Target)
	switch {
	case err != nil:
		return 0, err
	case d == u:
		return 0, fmt.Errorf("unit %s cannot attack itself", u.ID)
	case sh.Range > 17:
		return 0, refuse("003 L5972", "An Arrow IV missile at %d hexes flies indirectly and arrives next turn: fire it without a target now and resolve it then with a hit event", sh.Range)
	case sh.AMS != nil:
		return 0, refuse("003 L5981", "An anti-missile system cannot engage an Arrow IV missile")
	case !sh.Dir.Valid():
		return 0, fmt.Errorf("unit %s: invalid attack direction %d", u.ID, int(sh.Dir))
	}
	a, err := u.ammoFor(w, item, sh, 1, s.Serial())
	if err != nil {
		return 0, err
	}
	a.bin.ShotsLeft--
	s.report(u, "fires %s at %s (%d shots left in %s)", item.Name, d.ID, a.bin.ShotsLeft, a.bin.Label())
	if d.Tagged != s.Turn {
		s.report(u, "%s: %s is not TAG-designated: the missile explodes harmlessly (003 L5976)", item.Name, d.ID)
		s.brief(u, "%s harmless", item.Name)
		return w.Heat, nil
	}
	r, err := t.d66(u.ID, item.Name+" homing roll, 4+ strikes the target", 4)
	if err != nil {
		return 0, err
	}
	if d.Destroyed {
		s.report(d, "already destroyed this phase: the missile deals no damage (%s)", NoteDestroyedTarget.Cite)
		return w.Heat, nil
	}
	if r >= 4 {
		s.report(u, "%s: rolled %d: strikes %s for 20 (003 L5978)", item.Name, r, d.ID)
		s.brief(u, "%s hit (%d vs 4)", item.Name, r)
		s.brief(d, "20 damage")
		return w.Heat, s.withSource(source{weapon: &item}, func() error { return s.hitRoll(d, sh.Dir, 20, item.Name, false, t) })
	}
	s.report(u, "%s: rolled %d: the missile strikes %s's hex for 5 area-effect damage (003 L5978)", item.Name, r, d.ID)
	s.brief(u, "%s in the hex (%d vs 4)", item.Name, r)
	s.brief(d, "5 damage")
	return w.Heat, s.withSource(source{ae: true}, func() error { return s.hitRoll(d, sh.Dir, 5, item.Name+" (area effect)", false, t) })
}

// caseless resolves a caseless-ammunition attack roll of 2 (003 L6836):
// the feed breaks, the weapon is useless, the shot misses, and one roll
// on the Determining Critical Hits Table puts its hits on the autocannon,
// from its uppermost undamaged slot: no explosion, no pilot damage.
func (s *State) caseless(u *Unit, w *Item, t *tape) error {
	w.Jammed = true
	r, err := t.d66(u.ID, "Critical hit roll for the caseless autocannon's broken feed", 0)
	if err != nil {
		return err
	}
	c, err := classic.CriticalHits(classic.CenterTorso, r, 0) // the count only; a 12 is three hits
	if err != nil {
		return err
	}
	s.report(u, "%s: caseless feed breaks on a roll of 2: useless for the rest of the game, critical roll %d: %d hit(s) on it (003 L6836)", w.Label(), r, c.Count)
	s.brief(u, "%s feed broken", w.Label())
	n := c.Count
	parts, nparts := w.parts()
	for _, p := range parts[:nparts] {
		for _, slot := range p.Slots {
			if n == 0 {
				return nil
			}
			if ls := &u.Locations[p.Loc]; ls.Crit[slot-1] == 0 {
				ls.Crit[slot-1] = s.Serial()
				w.Hits++
				w.Destroyed = true
				n--
			}
		}
	}
	return nil
}

// infernoHeat applies inferno missiles that struck: no damage, 2 heat
// each, counted in this turn's Heat Phase as outside heat (003 L6908,
// L2947).
func (s *State) infernoHeat(d *Unit, item equipment.Item, missiles int) error {
	heat := 2 * missiles
	s.report(d, "%s: %d inferno missiles strike: no damage, +%d heat this turn (003 L6908)", item.Name, missiles, heat)
	s.brief(d, "+%d inferno heat", heat)
	if heat > 0 {
		d.ExternalHeat += heat
		s.report(d, "+%d outside heat (%d counted this turn, at most 15; 003 L2947)", heat, min(d.ExternalHeat, 15))
	}
	return nil
}

// apMod is the Determining Critical Hits modifier of armor-piercing
// ammunition by the autocannon's class (003 L6818-6820): AC/2 and PAC 2 -4,
// AC/5 and PAC 4 -3, AC/10 and PAC 8 -2, AC/20 -1.
func apMod(item equipment.Item) int {
	switch d := item.Damage; {
	case d <= 2:
		return -4
	case d <= 5:
		return -3
	case d <= 10:
		return -2
	}
	return -1
}

// apCheck is the extra critical check of an armor-piercing hit that dealt
// damage to armor (003 L6818-6824): with the autocannon's modifier, +2
// against laser-reflective armor, none against hardened or ferro-lamellor
// armor (003 L6826, L7433, L7421, L7445).
func (s *State) apCheck(u *Unit, loc classic.Location, t *tape) error {
	switch {
	case u.Locations[loc].Destroyed:
		return nil
	case u.armorIs("-armor-hardened") || u.armorIs("-armor-ferro-lamellor"):
		s.report(u, "armor-piercing ammunition has no effect on its armor (003 L6826)")
		return nil
	}
	mod := s.src.ap
	why := "armor-piercing ammunition"
	if u.armorIs("-armor-laser-reflective") {
		mod += 2
		why += ", laser-reflective armor +2 (003 L7445)"
	}
	return s.critCheck(u, loc, s.slotsBeforePhase(u, loc), why, mod, t)
}
