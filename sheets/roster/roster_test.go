package roster

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"lancemate/engine/classic"
	"lancemate/sheets/design"
)

func mech(chassis, model string, tons int, tech design.Tech) design.Design {
	return design.Design{Chassis: chassis, Model: model, Tons: tons, Tech: tech, Source: "built-in"}
}

func sample() *Roster {
	return New([]Entry{
		NewEntry(BuiltInID("atlas"), mech("Atlas", "AS7-D", 100, design.InnerSphere), true),
		NewEntry(BuiltInID("locust"), mech("Locust", "LCT-1V", 20, design.InnerSphere), true),
		NewEntry(UserID("designs/mad-dog"), mech("Mad Dog", "Prime", 60, design.Clan), false),
		NewEntry(BuiltInID("hbk"), mech("Hunchback", "HBK-4G", 50, design.InnerSphere), true),
		NewEntry(UserID("designs/hbk-iic"), mech("Hunchback IIC", "", 50, design.MixedClan), false),
		NewEntry(BuiltInID("grasshopper"), mech("Grasshopper", "GHR-5H", 70, design.InnerSphere), true),
	})
}

func names(es []*Entry) []string {
	var out []string
	for _, e := range es {
		out = append(out, e.Name())
	}
	return out
}

func TestParseQuery(t *testing.T) {
	tests := []struct {
		in   string
		want Query
	}{
		{"", Query{}},
		{"hunch", Query{Words: []string{"hunch"}}},
		{"65", Query{MinTons: 65, MaxTons: 65}},
		{"55-75 heavy", Query{MinTons: 55, MaxTons: 75, Class: classic.Heavy}},
		{"Clan, assault", Query{Class: classic.Assault, Tech: design.Clan}},
		{"is light 20t", Query{MinTons: 20, MaxTons: 20, Class: classic.Light, Tech: design.InnerSphere}},
		{"mixed", Query{Tech: design.MixedIS}},
		{"75-55", Query{Words: []string{"75-55"}}},
		{"4g", Query{Words: []string{"4g"}}},
	}
	for _, tt := range tests {
		got := ParseQuery(tt.in)
		if !slices.Equal(got.Words, tt.want.Words) || got.MinTons != tt.want.MinTons || got.MaxTons != tt.want.MaxTons || got.Class != tt.want.Class || got.Tech != tt.want.Tech {
			t.Errorf("ParseQuery(%q) = %+v, want %+v", tt.in, got, tt.want)
		}
	}
}

func TestFind(t *testing.T) {
	r := sample()
	tests := []struct {
		query string
		want  []string
	}{
		{"", []string{"Locust LCT-1V", "Hunchback HBK-4G", "Hunchback IIC", "Mad Dog Prime", "Grasshopper GHR-5H", "Atlas AS7-D"}},
		{"hunchback", []string{"Hunchback HBK-4G", "Hunchback IIC"}},
		{"hunchback iic", []string{"Hunchback IIC"}},
		{"hbk-4g", []string{"Hunchback HBK-4G"}},
		{"50", []string{"Hunchback HBK-4G", "Hunchback IIC"}},
		{"60-100", []string{"Mad Dog Prime", "Grasshopper GHR-5H", "Atlas AS7-D"}},
		{"heavy", []string{"Mad Dog Prime", "Grasshopper GHR-5H"}},
		{"clan", []string{"Mad Dog Prime"}},
		{"mixed", []string{"Hunchback IIC"}},
		{"is heavy", []string{"Grasshopper GHR-5H"}},
		{"light clan", nil},
		{"built-in 100", []string{"Atlas AS7-D"}},
		{"zeus", nil},
	}
	for _, tt := range tests {
		if got := names(r.Find(ParseQuery(tt.query))); !slices.Equal(got, tt.want) {
			t.Errorf("Find(%q) = %v, want %v", tt.query, got, tt.want)
		}
	}
	if e, ok := r.Get(UserID("designs/mad-dog")); !ok || e.BuiltIn || e.Class != classic.Heavy {
		t.Errorf("Get(mad dog) = %+v, %v", e, ok)
	}
	if _, ok := r.Get("builtin:none"); ok {
		t.Error("Get of an unknown id succeeded")
	}
}

// Find's scan of the joined texts gives what testing every entry gives:
// each query of words taken from the entries' texts and their pieces,
// over entries whose names hold repeats, a NUL, the edges of others,
// letters outside ASCII and signs the index folds together ("a-b", "a b").
func TestFindScanAgreesWithMatches(t *testing.T) {
	es := []Entry{
		NewEntry("a", mech("Atlas", "AS7-D", 100, design.InnerSphere), true),
		NewEntry("b", mech("Atlas", "AS7-D", 100, design.InnerSphere), false),
		NewEntry("c", mech("Sa", "Sa-sa", 20, design.Clan), false),
		NewEntry("d", mech("X\x00Y", "z", 35, design.Clan), false),
		NewEntry("e", mech("", "", 55, design.MixedIS), false),
		NewEntry("f", mech("Hunchback IIC", "", 50, design.MixedClan), false),
		NewEntry("g", mech("Über-Läufer", "a-b Ω9", 45, design.InnerSphere), false),
		NewEntry("h", mech("Uber Laufer", "a b", 45, design.InnerSphere), false),
	}
	r := New(es)
	var queries []string
	for _, e := range r.entries {
		for i := range len(e.text) {
			for j := i + 1; j <= len(e.text) && j <= i+5; j++ {
				queries = append(queries, e.text[i:j])
			}
		}
	}
	queries = append(queries, "in\x00at", "atlas as7", "sa sa", "iic hunch", "\x00", "zz", "as7 light", "heavy s", "built-in", "über", "uber", "a?b", "läu", "ω9", "hunchback zz")
	for _, q := range queries {
		pq := ParseQuery(q)
		var want []*Entry
		for _, e := range r.entries {
			if pq.Matches(e) {
				want = append(want, e)
			}
		}
		if got := r.Find(pq); !slices.Equal(got, want) {
			t.Errorf("Find(%q) = %v, want %v", q, names(got), names(want))
		}
	}
}

func TestKey(t *testing.T) {
	tests := map[string]design.Design{
		"designs/hunchback-hbk-4g":  mech("Hunchback", "HBK-4G", 50, design.InnerSphere),
		"designs/mad-dog-prime":     mech("Mad Dog", "Prime", 60, design.Clan),
		"designs/king-crab-kgc-000": mech("King Crab", "KGC-000", 100, design.InnerSphere),
		"designs/urbanmech-um-r60":  mech("UrbanMech", "UM-R60 ", 30, design.InnerSphere),
	}
	for want, d := range tests {
		if got := Key(d); got != want {
			t.Errorf("Key(%s) = %q, want %q", d.Name(), got, want)
		}
	}
}

func TestMountLabel(t *testing.T) {
	tests := []struct{ mount, want string }{
		{"", "Roll Again"},
		{"shoulder", "Shoulder"},
		{"is-medium-laser (R)", "Medium Laser (R)"},
		{"is-ac-20*10", "Autocannon/20"},
		{"?Mech Mortar/1*2", "Mech Mortar/1 (not in catalogue)"},
	}
	for _, tt := range tests {
		m, err := design.ParseMount(tt.mount)
		if err != nil {
			t.Fatalf("ParseMount(%q): %v", tt.mount, err)
		}
		if got := MountLabel(m); got != tt.want {
			t.Errorf("MountLabel(%q) = %q, want %q", tt.mount, got, tt.want)
		}
	}
	m, _ := design.ParseMount("is-ammo-ac-20")
	if got := MountLabel(m); got == "" || got[len(got)-2:] != " 5" {
		t.Errorf("AC/20 ammo label %q, want it to end in the 5 shots per ton (003 L7853)", got)
	}
}

func TestItemName(t *testing.T) {
	if got := ItemName("is-medium-laser"); got != "Medium Laser" {
		t.Errorf("ItemName(is-medium-laser) = %q", got)
	}
	if got := ItemName("no-such-item"); got != "no-such-item" {
		t.Errorf("ItemName of an unknown id = %q", got)
	}
}

// A word of three bytes or more is looked up in the index, whose
// candidates are exactly the entries holding its rarest sequence.
func TestTrigramCandidates(t *testing.T) {
	r := sample()
	tests := []struct {
		words []string
		want  []string
		ok    bool
	}{
		{[]string{"atl"}, []string{"Atlas AS7-D"}, true},
		{[]string{"hunchback", "iic"}, []string{"Hunchback IIC"}, true},
		{[]string{"hbk"}, []string{"Hunchback HBK-4G"}, true},
		{[]string{"zeus"}, nil, true},
		{[]string{"at", "s"}, nil, false},
		{nil, nil, false},
	}
	for _, tt := range tests {
		ks, ok := r.grams.candidates(tt.words)
		var got []string
		for _, k := range ks {
			got = append(got, r.entries[k].Name())
		}
		if ok != tt.ok || !slices.Equal(got, tt.want) {
			t.Errorf("candidates(%q) = %v, %v; want %v, %v", tt.words, got, ok, tt.want, tt.ok)
		}
	}
}

// A lazy entry is listed by its summary and reads its design once, on
// first ask, keeping the outcome; an entry made of a design holds it.
func TestLazyEntry(t *testing.T) {
	d := mech("Atlas", "AS7-D", 100, design.InnerSphere)
	d.Walk, d.Cost = 3, 9626000
	reads := 0
	e := LazyEntry("user:designs/atlas-as7-d", Summarize(d), func() (design.Design, error) {
		reads++
		return d, nil
	})
	if e.Name() != "Atlas AS7-D" || e.Run() != 5 || e.Cost != 9626000 || e.Class != classic.Assault || e.BuiltIn {
		t.Errorf("lazy entry = %+v", e)
	}
	for range 2 {
		if got, err := e.Design(); err != nil || got.Name() != d.Name() {
			t.Errorf("Design() = %s, %v", got.Name(), err)
		}
	}
	if reads != 1 {
		t.Errorf("the design was read %d times; want once", reads)
	}
	failing := LazyEntry("user:designs/gone", Summarize(d), func() (design.Design, error) { return design.Design{}, errors.New("gone") })
	if _, err := failing.Design(); err == nil {
		t.Error("a design that cannot be read gave no error")
	}
	held := NewEntry("builtin:atlas-as7-d", d, true)
	if got, err := held.Design(); err != nil || got.Cost != d.Cost || !held.BuiltIn {
		t.Errorf("held entry's Design() = %+v, %v", got, err)
	}
	if key, ok := StoredKey(e.ID); !ok || key != "designs/atlas-as7-d" {
		t.Errorf("StoredKey(%q) = %q, %v", e.ID, key, ok)
	}
	if _, ok := StoredKey(held.ID); ok {
		t.Error("a built-in design has a storage key")
	}
}

// A summary's line reads back as the summary, whatever its strings hold;
// a line cut short or with a field that does not read is refused.
func TestSummaryLine(t *testing.T) {
	for _, s := range []Summary{
		{Chassis: "Atlas", Model: "AS7-D", Source: "atlas.mtf", Tons: 100, Tech: design.InnerSphere, Walk: 3, Cost: 9626000},
		{Chassis: "Tab\there", Model: "new\nline", Source: `quote " and \ slash`, Tons: 20, Tech: design.MixedClan, Walk: 8, Jump: 8, Cost: 0.5},
		{Chassis: "Ünïcode ’", Tech: "", Cost: 1e21},
		{},
	} {
		line := string(s.AppendLine(nil))
		if strings.ContainsAny(line, "\n\r") {
			t.Errorf("%+v: line %q breaks", s, line)
		}
		got, err := Summary{}.ParseLine(line)
		if err != nil || got != s {
			t.Errorf("%+v: line %q reads back as %+v, %v", s, line, got, err)
		}
	}
	good := string(Summary{Chassis: "Atlas", Tons: 100}.AppendLine(nil))
	for _, bad := range []string{"", good[:strings.LastIndexByte(good, '\t')], good + "\t1", strings.Replace(good, `"Atlas"`, `Atlas`, 1),
		strings.Replace(good, "\t100\t", "\thundred\t", 1), good + "x"} {
		if s, err := (Summary{}).ParseLine(bad); err == nil {
			t.Errorf("ParseLine(%q) = %+v, want an error", bad, s)
		}
	}
}
