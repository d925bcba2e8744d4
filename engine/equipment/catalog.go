package equipment

import (
	"bytes"
	_ "embed" // for catalogJSON
	"encoding/json"
	"fmt"
	"sync"
)

// catalogJSON is the whole catalogue: the shared rules, then the items in
// seed table order. README.md describes the layout and how to edit it.
//
//go:embed catalog.json
var catalogJSON []byte

// catalog is the parsed catalogue.
type catalog struct {
	// items is the whole catalogue in seed table order: Inner Sphere
	// weapons (003 L7846-8009), Clan weapons (003 L8015-8110), Inner Sphere
	// equipment (003 L8116-8211), Clan equipment (003 L8215-8280). The
	// standard ammunition of a weapon follows the weapon; MML LRM/SRM ammo
	// and ATM ER/HE ammo sit where the seed prints their rows.
	items []Item
	// byID indexes items by ID. The tests check that IDs are unique.
	byID map[string]int
}

// loaded returns the catalogue. catalog.json is parsed on first use, not at
// program start, and a parse error (a bad edit of the file, which every test
// of this package catches) panics.
var loaded = sync.OnceValue(func() *catalog {
	c, err := parse(catalogJSON)
	if err != nil {
		panic("equipment: catalog.json: " + err.Error())
	}
	return c
})

// catalogFile is the layout of catalog.json. Rules are written once, under
// a Key, and items name them by Key. Items are written with Item's field
// names; Tech, Kind and the three specs as their String() values.
type catalogFile struct {
	Rules []struct {
		Key string
		Rule
	}
	Items []struct {
		Item
		Tech, Kind, TonsSpec, SlotsSpec, ShotsSpec string
		Rules                                      []string // rule Keys
	}
}

// parse reads a catalogue in the catalog.json layout. Unknown fields, enum
// names and rule keys, and rule keys defined twice, are errors.
func parse(data []byte) (*catalog, error) {
	var f catalogFile
	d := json.NewDecoder(bytes.NewReader(data))
	d.DisallowUnknownFields()
	if err := d.Decode(&f); err != nil {
		if se, ok := err.(*json.SyntaxError); ok {
			line := 1
			for _, b := range data[:se.Offset] {
				if b == '\n' {
					line++
				}
			}
			return nil, fmt.Errorf("line %d: %w", line, err)
		}
		return nil, err
	}
	rules := make(map[string]Rule, len(f.Rules))
	for _, r := range f.Rules {
		if _, dup := rules[r.Key]; dup {
			return nil, fmt.Errorf("rule %q defined twice", r.Key)
		}
		rules[r.Key] = r.Rule
	}
	c := &catalog{items: make([]Item, len(f.Items)), byID: make(map[string]int, len(f.Items))}
	for i, row := range f.Items {
		it := row.Item
		var err error
		it.Tech = parseEnum(row.Tech, Clan, &err)
		it.Kind = parseEnum(row.Kind, Physical, &err)
		it.TonsSpec = parseEnum(row.TonsSpec, None, &err)
		it.SlotsSpec = parseEnum(row.SlotsSpec, None, &err)
		it.ShotsSpec = parseEnum(row.ShotsSpec, None, &err)
		if err != nil {
			return nil, fmt.Errorf("item %q: %w", it.ID, err)
		}
		for _, k := range row.Rules {
			r, ok := rules[k]
			if !ok {
				return nil, fmt.Errorf("item %q: unknown rule %q", it.ID, k)
			}
			it.Rules = append(it.Rules, r)
		}
		c.items[i] = it
		c.byID[it.ID] = i
	}
	return c, nil
}

// parseEnum returns the value from 0 to last whose String() is s; an empty s
// (the field left out) is the zero value. An unknown s returns 0 and sets
// *err, unless *err already holds an error.
func parseEnum[E interface {
	~int
	String() string
}](s string, last E, err *error) E {
	if s == "" {
		return 0
	}
	for e := E(0); e <= last; e++ {
		if e.String() == s {
			return e
		}
	}
	if *err == nil {
		*err = fmt.Errorf("unknown %T %q", last, s)
	}
	return 0
}

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
	c := loaded()
	i, ok := c.byID[id]
	if !ok {
		return Item{}, false
	}
	return clone(c.items[i]), true
}

// All returns every item in a stable order: the seed's table order (Inner
// Sphere weapons, Clan weapons, Inner Sphere equipment, Clan equipment),
// each weapon's standard ammunition right after it.
func All() []Item {
	items := loaded().items
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
	for _, it := range loaded().items {
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
	for _, it := range loaded().items {
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
	for _, it := range loaded().items {
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
