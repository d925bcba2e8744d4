package game

import (
	"fmt"
	"slices"
	"strings"

	"lancemate/engine/classic"
	"lancemate/engine/equipment"
)

// specialInput adds to a shot's to-hit input what its special modes ask
// for: a HAG's Flak attack (-1, 003 L6155), indirect fire with its
// spotter (003 L1790-1809) and the attacker spotting (003 L1679), and
// checks a flamer's heat attack.
func (s *State) specialInput(u, d *Unit, item equipment.Item, a ammo, sh Shot, in *classic.AttackInput) error {
	switch {
	case sh.HeatAttack && item.HeatOption == 0:
		return fmt.Errorf("unit %s: %s cannot deal heat instead of damage: only flamers can (003 L6073)", u.ID, item.Name)
	case sh.Flak && !item.Has(equipment.RuleFlak):
		return fmt.Errorf("unit %s: %s cannot make a Flak attack: only the HAG can (003 L6155)", u.ID, item.Name)
	case sh.Flak:
		in.Extra = append(in.Extra, classic.Modifier{Label: "Flak attack (" + item.Name + ")", Value: -1, Cite: "003 L6155"})
	}
	in.Spotting = sh.Spotting
	if !sh.Indirect {
		if sh.Spotter != "" || sh.SpotterAttacked {
			return fmt.Errorf("unit %s: a spotter goes with indirect fire only", u.ID)
		}
		return nil
	}
	if !item.Indirect {
		return fmt.Errorf("unit %s: %s cannot fire indirectly (003 L1792)", u.ID, item.Name)
	}
	if sh.Spotter == "" && a.is("-munition-missile-narc-equipped") && d.pod("homing", false, s.Serial()) && !sh.ECM {
		// Narc-equipped missiles need no spotter against a homing pod, and
		// lose its +2 (003 L6678).
		in.Indirect = true
		in.TargetWoods, in.InterveningLightWoods, in.InterveningHeavyWoods = classic.NoWoods, 0, 0
		in.PartialCover, in.Depth1Water = false, false
		s.report(u, "%s: Narc-equipped missiles fired indirectly at the homing pod, without a spotter: no terrain modifiers (003 L6678, L1811)", item.Name)
		return nil
	}
	sp, err := s.fighting(sh.Spotter)
	switch {
	case sh.Spotter == "":
		return fmt.Errorf("unit %s: indirect fire needs a spotter with line of sight to the target (003 L1794)", u.ID)
	case err == nil && sp.clearing("spot for indirect fire") != nil:
		return sp.clearing("spot for indirect fire")
	case err == nil && sp.pod("haywire", true, s.Serial()):
		return refuse("003 L6977", "%s carries a haywire pod and cannot spot for indirect fire", sp.ID)
	case err != nil:
		return fmt.Errorf("unit %s: spotter: %w", u.ID, err)
	case sp == u || sp == d:
		return fmt.Errorf("unit %s: the spotter must be another friendly 'Mech (003 L1794)", u.ID)
	case len(sp.Fired) > 0 && !sh.SpotterAttacked:
		return fmt.Errorf("unit %s: spotter %s has attacked this turn: set spotterAttacked (+1 more, 003 L1803)", u.ID, sp.ID)
	}
	if sp.played() {
		switch {
		case sp.MadeCharge || sp.MadeDFA:
			return refuse("003 L1794", "%s charged or made a death from above this turn and cannot spot", sp.ID)
		case sp.Spotted != "" && sp.Spotted != d.ID:
			return refuse("003 L1794", "%s already spots for %s this turn: a spotter spots one target a turn", sp.ID, sp.Spotted)
		}
		sp.Spotted = d.ID
	}
	in.Indirect, in.SpotterMode, in.SpotterAttacked = true, sp.Moved.classic(), sh.SpotterAttacked
	return nil
}

// fireControl returns the to-hit and Cluster Hits roll modifiers of the
// launcher's fire-control system:
//   - an ATM's integral Artemis IV, +2 on the Cluster Hits roll, lost in
//     ECM (003 L6403);
//   - a linked Artemis IV FCS firing Artemis IV missiles, +2 (003 L7187,
//     L6880); an Artemis V FCS firing Artemis V missiles, -1 to hit and +3
//     (003 L7199, L6890); neither for indirect fire (003 L1807, L7187) or in
//     ECM (003 L7316); a destroyed FCS leaves a normal launcher
//     (003 L7191, L7203);
//   - a linked MRM Apollo FCS negates the MRM's +1 to hit and takes 1 from
//     the Cluster Hits roll; ECM does not affect it (003 L7347, L7331), and
//     destroyed it leaves the launcher working (003 L7349).
//
// An FCS works if it had no critical hit before the phase (NoteFCSLink
// tells which launcher it serves).
func (s *State) fireControl(u *Unit, wi int, item equipment.Item, a ammo, sh Shot) (toHit, cluster []classic.Modifier) {
	if r, ok := item.Rule(equipment.RuleIntegralArt); ok {
		if sh.ECM {
			s.report(u, "%s: its integral Artemis IV is lost in ECM (003 L6403)", item.Name)
			return nil, nil
		}
		return nil, []classic.Modifier{{Label: "integral Artemis IV", Value: 2, Cite: r.Cite}}
	}
	fi := u.linkedFCS(wi)
	if fi < 0 {
		return nil, nil
	}
	f := &u.Items[fi]
	working := u.worked(f, s.Serial())
	switch {
	case !working:
		s.report(u, "%s: %s destroyed, it fires as a normal launcher (003 L7191, L7349)", item.Name, f.Label())
	case strings.HasSuffix(f.ID, "-mrm-apollo-fcs"):
		return []classic.Modifier{{Label: "Apollo FCS (negates the MRM +1)", Value: -1, Cite: "003 L7347"}},
			[]classic.Modifier{{Label: "Apollo FCS", Value: -1, Cite: "003 L7347"}}
	case (a.artemis == "iv" && strings.HasSuffix(f.ID, "-artemis-iv-fcs")) || (a.artemis == "v" && strings.HasSuffix(f.ID, "-artemis-v-fcs")):
		switch {
		case sh.Indirect:
			s.report(u, "%s: no Artemis bonus for indirect fire (003 L1807)", item.Name)
		case sh.ECM:
			s.report(u, "%s: Artemis bonuses are lost in ECM (003 L7316)", item.Name)
		case a.artemis == "iv":
			return nil, []classic.Modifier{{Label: "Artemis IV FCS", Value: 2, Cite: "003 L7187, L6880"}}
		default:
			return []classic.Modifier{{Label: "Artemis V FCS", Value: -1, Cite: "003 L7199, L6890"}},
				[]classic.Modifier{{Label: "Artemis V FCS", Value: 3, Cite: "003 L7199, L6890"}}
		}
	default:
		s.report(u, "%s: %s without its Artemis missiles: no bonus (003 L7189, L6882)", item.Name, f.Label())
	}
	return nil, nil
}

// linkedFCS returns the index of the fire-control system (Artemis IV or
// V, Apollo) linked to the launcher at item index wi, or -1. A design
// does not say which launcher an FCS serves; record sheets list it after
// its launcher in the same location, so each FCS, in item order, links to
// the nearest launcher before it in its location that may carry it
// (equipment FireControl) and has none yet, else to the nearest such
// launcher after it (NoteFCSLink).
func (u *Unit) linkedFCS(wi int) int {
	var linked []int // launcher of the k-th FCS linked
	var fcs []int
	for fi := range u.Items {
		f := &u.Items[fi]
		if fe, ok := equipment.Lookup(f.ID); f.Kind != Equipment || !ok || !fe.Has(equipment.RuleFireControl) {
			continue
		}
		best := -1
		for li := range u.Items {
			l := &u.Items[li]
			le, ok := equipment.Lookup(l.ID)
			if l.Kind != Weapon || l.Loc != f.Loc || !ok || !slices.Contains(le.FireControl, f.ID) || slices.Contains(linked, li) {
				continue
			}
			if l.Slots[0] < f.Slots[0] {
				best = li
				continue
			}
			if best < 0 {
				best = li
			}
			break
		}
		if best >= 0 {
			linked, fcs = append(linked, best), append(fcs, fi)
		}
	}
	if k := slices.Index(linked, wi); k >= 0 {
		return fcs[k]
	}
	return -1
}

// amsUse is an anti-missile system the defender engages against one
// attack: its item index on the target, its catalogue item and the bin it
// draws from (nil for a laser AMS).
type amsUse struct {
	idx  int
	item equipment.Item
	bin  *Item
}

// amsFor checks the defender's choice of an AMS against a shot
// (003 L7729-7742): an anti-missile system of the target, working at the
// start of the phase, against a Missile (M) weapon, not yet engaged this
// turn, with a bin of its ammunition unless it is a laser AMS (003 L7754).
// The players decide that it covers the attack direction (NoteAMSArc).
func (s *State) amsFor(d *Unit, item equipment.Item, sh Shot) (*amsUse, error) {
	if sh.AMS == nil {
		if sh.AMSAmmo != nil {
			return nil, fmt.Errorf("unit %s: amsAmmo without an ams", d.ID)
		}
		return nil, nil
	}
	i := *sh.AMS
	var it equipment.Item
	if i >= 0 && i < len(d.Items) && d.Items[i].Kind == Weapon {
		it, _ = equipment.Lookup(d.Items[i].ID)
	}
	if !it.Has(equipment.RuleAMS) {
		return nil, fmt.Errorf("unit %s: item %d is not an anti-missile system", d.ID, i)
	}
	a := &d.Items[i]
	switch {
	case !item.Is("M"):
		return nil, fmt.Errorf("unit %s: %s is not a Missile (M) weapon: an AMS cannot engage it (003 L7729)", d.ID, item.Name)
	case !d.worked(a, s.Serial()):
		return nil, fmt.Errorf("unit %s: %s is destroyed", d.ID, a.Label())
	case slices.Contains(d.AMSUsed, i):
		return nil, fmt.Errorf("unit %s: %s has already engaged a missile attack this turn (003 L7738)", d.ID, a.Label())
	}
	use := &amsUse{idx: i, item: it}
	if it.ShotsPerTon == 0 {
		if sh.AMSAmmo != nil {
			return nil, fmt.Errorf("unit %s: %s needs no ammunition (003 L7754)", d.ID, it.Name)
		}
		return use, nil
	}
	if sh.AMSAmmo == nil {
		return nil, fmt.Errorf("unit %s: %s fires from an ammunition bin: name it in amsAmmo (003 L7736)", d.ID, it.Name)
	}
	bin, err := d.bin(*sh.AMSAmmo, 1, s.Serial())
	if err != nil {
		return nil, err
	}
	if b, known := equipment.Lookup(bin.ID); known && b.AmmoFor != it.ID {
		return nil, fmt.Errorf("unit %s: %s cannot feed %s", d.ID, bin.Label(), it.Name)
	}
	use.bin = bin
	return use, nil
}

// engage fires the AMS at a missile attack that hit: one engagement per
// turn (003 L7738), one shot of ammunition and its heat: 1 for an AMS
// (003 L7736), a laser AMS's per its tech base's table (IS 7, Clan 5;
// NoteLaserAMSHeat).
func (s *State) engage(d *Unit, a *amsUse, item equipment.Item) {
	d.AMSUsed = append(d.AMSUsed, a.idx)
	d.HeatGen += a.item.Heat
	s.report(d, "%s engages %s: +%d heat (003 L7736, %s)", d.Items[a.idx].Label(), item.Name, a.item.Heat, a.item.Cite)
	if a.bin != nil {
		a.bin.ShotsLeft--
		s.report(d, "1 shot from %s (%d left)", a.bin.Label(), a.bin.ShotsLeft)
	}
}

// heatHit adds the heat of a heat-causing (H) weapon that hit to the
// target as outside heat, counted in the Heat Phase at most 15 a turn
// (003 L5947, L2947): a flamer's heat when the attacker chose heat, or
// under Enhanced Flamers besides its damage (003 L6073-6075; an ER
// flamer's half damage, 003 L6089); a plasma weapon's D6s, rolled now
// (plasma rifle 1D6 besides its damage, plasma cannon 2D6; 003 L6778,
// L6786; NotePlasmaDice).
func (s *State) heatHit(d *Unit, item equipment.Item, sh Shot, t *tape) error {
	if d.Destroyed {
		return nil
	}
	heat := 0
	if item.HeatOption > 0 && (sh.HeatAttack || s.Options.EnhancedFlamers) {
		heat = item.HeatOption
	}
	for k := range item.HeatDice {
		r, err := t.d6(d.ID, fmt.Sprintf("%s heat, die %d of %d", item.Name, k+1, item.HeatDice))
		if err != nil {
			return err
		}
		heat += r
	}
	if heat = s.reflectHeat(d, item, heat); heat == 0 {
		return nil
	}
	d.ExternalHeat += heat
	s.report(d, "+%d outside heat from %s (%d counted this turn, at most 15; 003 L2947)", heat, item.Name, min(d.ExternalHeat, 15))
	return nil
}
