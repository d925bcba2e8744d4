package stable

import (
	"fmt"
	"slices"
)

// RepairMech repairs a Mech after a match (type "repair_mech"): every
// click at ClickCost; a salvaged Mech's equipment and modifications need 2
// clicks each (000 L785-797, L855, L939; G-35). In the Advanced game a
// repaired Mech sits out the next match (000 L872).
type RepairMech struct {
	Mech   string `json:"mech"`
	Clicks int    `json:"clicks,omitempty"` // 0: all the damage and the extras
}

// Type implements journal.Event.
func (*RepairMech) Type() string { return "repair_mech" }

// RepairClicks is how many clicks repairing m completely takes: its damage
// plus 2 per piece of equipment and modification when salvaged (EX-27: 16
// clicks of extras).
func RepairClicks(m Mech) int {
	n := m.Damage
	if m.ExtrasDown {
		n += 2 * (len(m.Equipment) + len(m.Mods))
	}
	return n
}

// Apply implements journal.Event.
func (e *RepairMech) Apply(s *State) error {
	if err := s.begin(e.Type()); err != nil {
		return err
	}
	m, err := s.mech(e.Mech)
	if err != nil {
		return err
	}
	full := RepairClicks(*m)
	n := e.Clicks
	switch {
	case m.Destroyed:
		return fmt.Errorf("Mech %q: destroyed Mechs cannot be repaired, only sold (000 L797)", m.Name)
	case full == 0:
		return fmt.Errorf("Mech %q: nothing to repair", m.Name)
	case n == 0:
		n = full
	case n < 0 || n > m.Damage:
		return fmt.Errorf("Mech %q: can repair 1-%d clicks of damage, or all %d clicks with the extras", m.Name, m.Damage, full)
	}
	per := ClickCost(*s, *m)
	c := change{mech: m, what: fmt.Sprintf("repair %d clicks", n), why: fmt.Sprintf("%d stones a click", per), rule: "000 L785-797, L855, L939"}
	if err := s.spend(c, n*per); err != nil {
		return err
	}
	if n == full {
		m.Damage, m.Salvaged, m.ExtrasDown = 0, false, false
	} else {
		m.Damage -= n
	}
	if s.Game == Advanced {
		m.SitOut = max(m.SitOut, 1)
	}
	return nil
}

// BuyEquipment installs additional equipment (type "buy_equipment";
// Advanced): one piece per original class, none for Industrials, each
// costing 20% of the adjusted value rounded up (000 L853-868; EX-19).
type BuyEquipment struct {
	Mech string `json:"mech"`
	Item string `json:"item"`
}

// Type implements journal.Event.
func (*BuyEquipment) Type() string { return "buy_equipment" }

// Apply implements journal.Event.
func (e *BuyEquipment) Apply(s *State) error {
	m, err := s.upgradable(e.Type(), e.Mech)
	if err != nil {
		return err
	}
	switch {
	case s.Game != Advanced:
		return fmt.Errorf("additional equipment is an Advanced game rule (000 L853)")
	case !isEquipment(e.Item):
		return fmt.Errorf("Mech %q: %q is not additional equipment (000 L857-866)", m.Name, e.Item)
	case slices.Contains(m.Equipment, e.Item):
		return fmt.Errorf("Mech %q already has %s", m.Name, e.Item)
	case len(m.Equipment) >= m.OriginalClass():
		return fmt.Errorf("Mech %q: a class %d Mech takes %d pieces of equipment (000 L855)", m.Name, m.OriginalClass(), m.OriginalClass())
	}
	return s.upgrade(m, &m.Equipment, e.Item, pct(m.Value(), 20), "000 L855, L868")
}

// BuyModification adds a Mech modification (type "buy_modification"),
// when the optional rule is on: at most original class + 2, each costing
// 20% of the current value less 5%/10% with a workshop, rounded up
// (000 L937-941, L922; EX-27).
type BuyModification struct {
	Mech string `json:"mech"`
	Name string `json:"name"` // the special equipment, e.g. "Improved Targeting"
}

// Type implements journal.Event.
func (*BuyModification) Type() string { return "buy_modification" }

// ModificationCost is what the next modification of m costs (000 L939,
// L922).
func ModificationCost(s State, m Mech) int {
	off := s.byLevel("workshop", 5, 10)
	return ceilDiv(m.Value()*20*(100-off), 100*100)
}

// Apply implements journal.Event.
func (e *BuyModification) Apply(s *State) error {
	m, err := s.upgradable(e.Type(), e.Mech)
	if err != nil {
		return err
	}
	switch {
	case !s.Settings.Modifications:
		return fmt.Errorf("Mech modifications are an optional rule: turn it on in the settings first (000 L935-937)")
	case e.Name == "":
		return fmt.Errorf("Mech %q: name the special equipment of the modification", m.Name)
	case len(m.Mods) >= m.OriginalClass()+2:
		return fmt.Errorf("Mech %q: a class %d Mech takes %d modifications (000 L939)", m.Name, m.OriginalClass(), m.OriginalClass()+2)
	}
	return s.upgrade(m, &m.Mods, e.Name, ModificationCost(*s, *m), "000 L939-941")
}

// upgradable begins an upgrade event and finds its Mech, which must not be
// destroyed.
func (s *State) upgradable(typ, name string) (*Mech, error) {
	if err := s.begin(typ); err != nil {
		return nil, err
	}
	m, err := s.mech(name)
	if err == nil && m.Destroyed {
		err = fmt.Errorf("Mech %q is destroyed", name)
	}
	return m, err
}

// upgrade pays for an item and adds it to list.
func (s *State) upgrade(m *Mech, list *[]string, item string, cost int, rule string) error {
	before := m.Value()
	*list = append(*list, item)
	why := fmt.Sprintf("value %d -> %d, %s", before, m.Value(), ClassName(m.Class()))
	return s.spend(change{mech: m, what: "install " + item, why: why, rule: rule}, cost)
}

func isEquipment(item string) bool { return slices.Contains(Equipment[:], item) }
