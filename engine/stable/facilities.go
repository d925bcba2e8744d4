package stable

import "fmt"

// BuyFacility buys a facility or management team, or upgrades one (type
// "buy_facility"; Advanced, 000 L906-925). The headquarters comes first;
// advanced facilities need an upgraded headquarters; only repair and
// training facilities may be bought more than once, at the basic price,
// and an upgrade is paid once per kind (000 L908-914; EX-25).
type BuyFacility struct {
	Kind    string `json:"kind"`
	Upgrade bool   `json:"upgrade,omitempty"`
}

// Type implements journal.Event.
func (*BuyFacility) Type() string { return "buy_facility" }

// Apply implements journal.Event.
func (e *BuyFacility) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	d, ok := facilityDef(e.Kind)
	if !ok {
		return fmt.Errorf("no facility kind %q", e.Kind)
	}
	if s.Game != Advanced {
		return fmt.Errorf("facilities are an Advanced game rule (000 L906)")
	}
	n, up := s.facility(e.Kind)
	hq := s.level("headquarters")
	cost, what := d.Cost, "buy "+d.Name
	switch {
	case e.Kind != "headquarters" && hq == 0:
		return fmt.Errorf("%s: buy the headquarters first (000 L908)", d.Name)
	case e.Upgrade && n == 0:
		return fmt.Errorf("%s: buy it before upgrading it", d.Name)
	case e.Upgrade && up:
		return fmt.Errorf("%s is already upgraded", d.Name)
	case e.Upgrade && e.Kind != "headquarters" && hq < 2:
		return fmt.Errorf("%s: upgrade the headquarters first (000 L918)", d.Name)
	case e.Upgrade:
		cost, what = d.Upgrade, "upgrade "+d.Name
	case n > 0 && e.Kind != "repair" && e.Kind != "training":
		return fmt.Errorf("the stable already has a %s: only repair and training facilities may be bought again (000 L910)", d.Name)
	}
	if err := s.spend(change{what: what, rule: fmt.Sprintf("000 L906-914, L%d", d.Line)}, cost); err != nil {
		return err
	}
	for i := range s.Facilities {
		if f := &s.Facilities[i]; f.Kind == e.Kind {
			if e.Upgrade {
				f.Upgraded = true
			} else {
				f.Count++
			}
			return nil
		}
	}
	s.Facilities = append(s.Facilities, Facility{Kind: e.Kind, Count: 1})
	return nil
}

// ChangeAlliance goes independent (Faction empty) or buys an alliance
// (type "change_alliance"; Advanced, 000 L884-888). Independence needs 7
// stable fame and costs IndependenceCost; an alliance needs 5 stable fame
// and costs 200 stones. Non-faction Mechs above the limit are kept.
type ChangeAlliance struct {
	Faction string `json:"faction,omitempty"`
}

// Type implements journal.Event.
func (*ChangeAlliance) Type() string { return "change_alliance" }

// Apply implements journal.Event.
func (e *ChangeAlliance) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	sf := StableFame(*s)
	need, cost, what := 5, 200, "ally with "+e.Faction
	if e.Faction == "" {
		need, cost, what = 7, IndependenceCost(*s), "go independent"
	}
	switch {
	case s.Game != Advanced:
		return fmt.Errorf("alliances are an Advanced game rule (000 L884)")
	case e.Faction == s.Faction:
		return fmt.Errorf("the stable is already %s", allegiance(s.Faction))
	case e.Faction != "" && s.Faction != "":
		return fmt.Errorf("go independent before allying with %s", e.Faction)
	case sf < need:
		return fmt.Errorf("stable: cannot %s: needs %d stable fame, has %d (000 L886)", what, need, sf)
	}
	if err := s.spend(change{what: what, rule: "000 L886-888"}, cost); err != nil {
		return err
	}
	s.Faction = e.Faction
	return nil
}

func allegiance(f string) string {
	if f == "" {
		return "independent"
	}
	return "allied with " + f
}
