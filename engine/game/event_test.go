package game

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/dice"
)

// TestEventTypesCloneable: every event type holds only what clone copies
// deeply (exported fields; no interfaces, funcs or channels), so the log
// can never share memory with the caller through a field clone skips.
func TestEventTypesCloneable(t *testing.T) {
	var walk func(path string, ty reflect.Type, seen map[reflect.Type]bool)
	walk = func(path string, ty reflect.Type, seen map[reflect.Type]bool) {
		if seen[ty] {
			return
		}
		seen[ty] = true
		switch ty.Kind() {
		case reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
			t.Errorf("%s is a %s, which clone would share", path, ty.Kind())
		case reflect.Pointer, reflect.Slice, reflect.Array:
			walk(path+"[]", ty.Elem(), seen)
		case reflect.Map:
			walk(path+"[key]", ty.Key(), seen)
			walk(path+"[value]", ty.Elem(), seen)
		case reflect.Struct:
			for i := range ty.NumField() {
				f := ty.Field(i)
				if !f.IsExported() {
					t.Errorf("%s.%s is unexported, which clone cannot copy", path, f.Name)
				}
				walk(path+"."+f.Name, f.Type, seen)
			}
		}
	}
	for _, typ := range EventTypes() {
		ev := eventTypes[typ]()
		walk(typ, reflect.TypeOf(ev).Elem(), map[reflect.Type]bool{})
	}
}

// TestCopyEventIsDeep: a copied event equals the original, reads the same
// in JSON, and shares no pointer, slice or map with it, for generated
// events of every type and a unit with a whole design; an event is refused
// exactly when its JSON cannot be written.
func TestCopyEventIsDeep(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "designs", "hunchback.json"))
	if err != nil {
		t.Fatal(err)
	}
	var d Design
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	evs := []Event{&AddUnit{ID: "a", Design: d, Pilot: Pilot{Name: "a", Gunnery: 4, Piloting: 5}}}
	src := dice.Seeded(7)
	types := map[string]bool{}
	refused := 0
	for range 400 {
		ev := eventFrom(func() int { return src.Intn(256) })
		_, jsonErr := json.Marshal(ev)
		if _, err := copyEvent(ev); (err == nil) != (jsonErr == nil) {
			t.Fatalf("%s %+v: copy error %v, JSON error %v", ev.Type(), ev, err, jsonErr)
		}
		if jsonErr != nil {
			refused++
			continue
		}
		evs = append(evs, ev)
		types[ev.Type()] = true
	}
	if refused == 0 {
		t.Fatal("no generated event was unsaveable; the refusal is untested")
	}
	if len(types) < 12 {
		t.Fatalf("only %d event types generated", len(types))
	}
	for _, ev := range evs {
		cp, err := copyEvent(ev)
		if err != nil {
			t.Fatalf("%s: %v", ev.Type(), err)
		}
		if !reflect.DeepEqual(cp, ev) {
			t.Fatalf("%s: copy differs: %+v, want %+v", ev.Type(), cp, ev)
		}
		a, _ := MarshalEvent(ev)
		c, _ := MarshalEvent(cp)
		if string(a) != string(c) {
			t.Fatalf("copy reads %s, want %s", c, a)
		}
		if where := shared(reflect.ValueOf(ev), reflect.ValueOf(cp), ev.Type()); where != "" {
			t.Fatalf("the copy shares %s with the original", where)
		}
	}
}

// TestCopyEventRefusesUnsaveable: an event whose JSON cannot be written
// (an out-of-range enum) is refused, as it would be on saving.
func TestCopyEventRefusesUnsaveable(t *testing.T) {
	if _, err := copyEvent(&Move{Unit: "a", Mode: MoveMode(99)}); err == nil {
		t.Fatal("a move mode out of range was copied")
	}
}

// shared names the first pointer, slice or map a and b (same type) both
// refer to, "" for none.
func shared(a, b reflect.Value, path string) string {
	switch a.Kind() {
	case reflect.Pointer:
		if a.IsNil() {
			return ""
		}
		if a.Pointer() == b.Pointer() && a.Type().Elem().Size() > 0 { // all empty values share one address
			return path
		}
		return shared(a.Elem(), b.Elem(), path)
	case reflect.Slice:
		if a.Len() == 0 {
			return ""
		}
		if a.Pointer() == b.Pointer() {
			return path
		}
		for i := range a.Len() {
			if w := shared(a.Index(i), b.Index(i), path+"[]"); w != "" {
				return w
			}
		}
	case reflect.Map:
		if a.Len() == 0 {
			return ""
		}
		if a.Pointer() == b.Pointer() {
			return path
		}
		for it := a.MapRange(); it.Next(); {
			if w := shared(it.Value(), b.MapIndex(it.Key()), path+"[key]"); w != "" {
				return w
			}
		}
	case reflect.Struct:
		for i := range a.NumField() {
			if w := shared(a.Field(i), b.Field(i), path+"."+a.Type().Field(i).Name); w != "" {
				return w
			}
		}
	}
	return ""
}

// TestHitJSONMatchesEncoder: a hit's JSON written by hand (Hit.appendJSON)
// is encoding/json's, byte for byte, or is left to encoding/json: for
// generated hits and for texts it would escape.
func TestHitJSONMatchesEncoder(t *testing.T) {
	src := dice.Seeded(11)
	var hits []*Hit
	for len(hits) < 300 {
		if h, ok := eventFrom(func() int { return src.Intn(256) }).(*Hit); ok {
			hits = append(hits, h)
		}
	}
	ct, bad := classic.CenterTorso, classic.Location(42)
	for _, s := range []string{"Zeus 1", "", "x<y", "x>y", "a&b", `say "hi"`, `back\slash`, "tab\there", "Kurita 龍", "line\u2028sep", "~!@#$%^*()_+{}|:?[];',./"} {
		hits = append(hits,
			&Hit{Unit: s, Damage: 5},
			&Hit{Unit: "a", Attacker: s, Dir: classic.Rear, Loc: &ct, Damage: 2, From: s, Rolls: Rolls{[]int{}}},
			&Hit{Unit: "a", Roll: -3, Damage: -1, From: s, Rolls: Rolls{[]int{6, -2, 12}}})
	}
	hits = append(hits, &Hit{Unit: "a", Loc: &bad, Damage: 1}, &Hit{Unit: "a", Dir: classic.Direction(9), Damage: 1})
	fast := 0
	for _, h := range hits {
		want, wantErr := marshalTagged(h)
		got, err := MarshalEvent(h)
		if (err == nil) != (wantErr == nil) || string(got) != string(want) {
			t.Fatalf("%+v: written %s (%v), encoding/json writes %s (%v)", h, got, err, want, wantErr)
		}
		b, ok := h.appendJSON(nil)
		if plain := plainJSON(h.Unit) && plainJSON(h.Attacker) && plainJSON(h.From); ok != (plain && wantErr == nil) {
			t.Fatalf("%+v: written by hand %t, want %t", h, ok, !ok)
		}
		if ok {
			fast++
			if string(b) != string(want) {
				t.Fatalf("%+v: written %s, encoding/json writes %s", h, b, want)
			}
		}
	}
	if fast < 150 {
		t.Fatalf("only %d of %d hits written by hand", fast, len(hits))
	}
}

// TestHitJSONFields: Hit.appendJSON writes the hit's fields by name, so a
// field added to Hit (or to its Rolls) must be added there too; this
// lists what it writes and fails when the struct no longer matches.
func TestHitJSONFields(t *testing.T) {
	var got []string
	for _, typ := range []reflect.Type{reflect.TypeFor[Hit](), reflect.TypeFor[Rolls]()} {
		for f := range typ.Fields() {
			got = append(got, f.Name+" "+f.Type.String()+" "+f.Tag.Get("json"))
		}
	}
	want := []string{
		"Unit string unit", "Attacker string attacker,omitempty", "Dir classic.Direction dir,omitempty",
		"Roll int roll,omitempty", "Loc *classic.Location loc,omitempty", "Damage int damage",
		"From string from,omitempty", "Rolls game.Rolls ", "Rolls []int rolls,omitempty",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Hit's fields are\n%q\nwhere appendJSON writes\n%q: write the new ones in appendJSON, then list them here", got, want)
	}
}
