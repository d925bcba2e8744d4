package equipment

// byID indexes items by ID. The tests check that IDs are unique.
var byID = func() map[string]int {
	m := make(map[string]int, len(items))
	for i, it := range items {
		m[it.ID] = i
	}
	return m
}()

// clone returns a copy of it that shares no slices with the catalogue, so
// callers may modify what they get back.
func clone(it Item) Item {
	it.Types = append([]string(nil), it.Types...)
	it.FireControl = append([]string(nil), it.FireControl...)
	it.UsableBy = append([]string(nil), it.UsableBy...)
	it.Rules = append([]Rule(nil), it.Rules...)
	return it
}

// Lookup returns the item with the given id, and false for an unknown id.
func Lookup(id string) (Item, bool) {
	i, ok := byID[id]
	if !ok {
		return Item{}, false
	}
	return clone(items[i]), true
}

// All returns every item in a stable order: the seed's table order (Inner
// Sphere weapons, Clan weapons, Inner Sphere equipment, Clan equipment),
// each weapon's standard ammunition right after it.
func All() []Item {
	out := make([]Item, len(items))
	for i, it := range items {
		out[i] = clone(it)
	}
	return out
}

// Find returns the item of the tech base whose table row is under the given
// sub-heading (Item.Group, e.g. "Engines") with the given name (e.g. "XL").
// Names alone are not unique: "Standard" is an armor, a cockpit, an engine,
// a gyro and a structure.
func Find(tech Tech, group, name string) (Item, bool) {
	for _, it := range items {
		if it.Tech == tech && it.Group == group && it.Name == name {
			return clone(it), true
		}
	}
	return Item{}, false
}

// AmmoFor returns the ammunition items that the weapon with the given id
// fires (one for most weapons; LRM and SRM for an MML; standard, ER and HE
// for an ATM), in catalogue order. It returns nil for an unknown id or a
// weapon without ammunition.
func AmmoFor(weaponID string) []Item {
	var out []Item
	for _, it := range items {
		if it.Kind == Ammo && it.AmmoFor == weaponID {
			out = append(out, clone(it))
		}
	}
	return out
}

// MunitionsFor returns the special-munition bins (Group "Munition Bins") of
// the weapon's tech base that list the weapon's Family as a user
// (003 L6802-7013). It returns nil for an unknown id or a weapon without
// special munitions.
func MunitionsFor(weaponID string) []Item {
	w, ok := Lookup(weaponID)
	if !ok || w.Family == "" {
		return nil
	}
	var out []Item
	for _, it := range items {
		if it.Tech != w.Tech || it.Group != "Munition Bins" {
			continue
		}
		for _, f := range it.UsableBy {
			if f == w.Family {
				out = append(out, clone(it))
				break
			}
		}
	}
	return out
}
