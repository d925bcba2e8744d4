package importer

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"lancemate/engine/equipment"
	"lancemate/sheets/design"
	"lancemate/sheets/names"
	"lancemate/sheets/roster"
)

// corpus is the shared unit corpus, beside the repository.
const corpus = "../../../shared/corpus"

type outcome struct {
	imported, withUnknown, unsupported, refused int
}

// TestCorpus imports every .mtf and .ssw file of the shared corpus: no
// panic, every file imported or refused with a reason, at least 99% of
// the biped and quad 'Mechs imported, and armor and MP agreeing between
// the two importers for units in both corpora.
func TestCorpus(t *testing.T) {
	if _, err := os.Stat(corpus); err != nil {
		t.Skipf("shared corpus not found at %s (a clone without ../shared): %v", corpus, err)
	}
	byName := map[string]map[string]unit{"mtf": {}, "ssw": {}}
	var all []unit
	for _, kind := range []string{"mtf", "ssw"} {
		root := filepath.Join(corpus, map[string]string{"mtf": "mtf", "ssw": "ssw-units"}[kind])
		var o outcome
		reasons := map[string]int{}
		err := filepath.WalkDir(root, func(p string, de fs.DirEntry, err error) error {
			if err != nil || de.IsDir() || !strings.HasSuffix(p, "."+kind) {
				return err
			}
			data, err := os.ReadFile(p)
			if err != nil {
				return err
			}
			ds, err := Import(p, data)
			switch {
			case errors.Is(err, design.ErrUnsupported):
				o.unsupported++
				_, why, _ := strings.Cut(err.Error(), "not supported yet: ")
				if strings.HasPrefix(why, "superheavy") {
					why = "superheavy 'Mech"
				}
				reasons[why]++
			case err != nil:
				if !strings.Contains(err.Error(), p) {
					t.Errorf("error does not name the file: %v", err)
				}
				o.refused++
				t.Logf("refused: %v", err)
			case len(ds) == 0:
				t.Errorf("%s: no design and no error", p)
			}
			for _, d := range ds {
				if len(d.Unknowns()) > 0 {
					o.withUnknown++
				} else {
					o.imported++
				}
				byName[kind][key(d)] = unit{d, p}
				all = append(all, unit{d, p})
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d imported, %d imported with equipment outside the catalogue, %d not supported yet, %d refused as malformed",
			kind, o.imported, o.withUnknown, o.unsupported, o.refused)
		var rs []string
		for r, n := range reasons {
			rs = append(rs, r+": "+strconv.Itoa(n))
		}
		sort.Strings(rs)
		t.Logf("%s not supported yet: %s", kind, strings.Join(rs, "; "))
		mechs := o.imported + o.withUnknown + o.refused
		if ok := o.imported + o.withUnknown; ok*100 < mechs*99 {
			t.Errorf("%s: %d of %d biped and quad 'Mechs imported, want at least 99%%", kind, ok, mechs)
		}
	}
	both, agree, sourcesDiffer := 0, 0, 0
	for k, m := range byName["mtf"] {
		s, ok := byName["ssw"][k]
		if !ok {
			continue
		}
		both++
		if m.d.Armor == s.d.Armor && m.d.Rear == s.d.Rear && m.d.Walk == s.d.Walk && m.d.Jump == s.d.Jump {
			agree++
			continue
		}
		// The importers may only disagree where the files do: read the
		// numbers again with plain patterns and compare those.
		rm, rs := rawMTF(t, m.path), rawSSW(t, s.path)
		if rm == rs {
			t.Errorf("%s: the files agree on armor and MP %v but the importers do not: .mtf armor %v rear %+v MP %d/%d, .ssw armor %v rear %+v MP %d/%d",
				k, rm, m.d.Armor, m.d.Rear, m.d.Walk, m.d.Jump, s.d.Armor, s.d.Rear, s.d.Walk, s.d.Jump)
			continue
		}
		sourcesDiffer++
	}
	t.Logf("%d units in both corpora (matched by chassis and model): armor and MP agree for %d; for %d the two files themselves give different numbers", both, agree, sourcesDiffer)
	if both < 1000 {
		t.Errorf("only %d units matched between the corpora; the match by chassis and model is broken", both)
	}
	corpusOptions(t, all)
	corpusSummaries(t, all)
}

// corpusSummaries checks, for every design the corpus imports, that what
// Sheets lists of it (roster.Summary) is the same made from the design in
// hand as read back from its saved text: an import notes the summary of
// what it saved, and the library lists it without reading the design
// (app/session noteImported), as it would after reading it.
func corpusSummaries(t *testing.T, all []unit) {
	for _, u := range all {
		b, err := design.Marshal(u.d)
		if err != nil {
			t.Errorf("%s: %v", u.path, err)
			continue
		}
		back, err := design.Load(b)
		if err != nil {
			t.Errorf("%s: %s does not read back: %v", u.path, u.d.Name(), err)
			continue
		}
		if in, out := roster.Summarize(u.d), roster.Summarize(back); in != out {
			t.Errorf("%s: the summary of %s as imported, %+v, is %+v read back", u.path, u.d.Name(), in, out)
		}
	}
}

// typeLines read the construction types a unit file declares: cockpit,
// gyro, armor and myomer (MegaMek keys; SSW elements, the myomer being
// the <enhancement> type, which SSW also uses for MASC).
var typeLines = map[string][2]*regexp.Regexp{
	"cockpit": {regexp.MustCompile(`(?im)^cockpit:(.*?)\s*$`), regexp.MustCompile(`(?s)<cockpit>\s*<type[^>]*>([^<]*)<`)},
	"gyro":    {regexp.MustCompile(`(?im)^gyro:(.*?)\s*$`), regexp.MustCompile(`<gyro[^>]*>([^<]*)<`)},
	"armor":   {regexp.MustCompile(`(?im)^armor:(.*?)\s*$`), regexp.MustCompile(`(?s)<armor[^>]*>\s*<type>([^<]*)<`)},
	"myomer":  {regexp.MustCompile(`(?im)^myomer:(.*?)\s*$`), regexp.MustCompile(`(?s)<enhancement[^>]*>\s*<type>([^<]*)<`)},
}

// noTech is a type id without its tech base: the importers read an armor's
// or gyro's own techbase attribute, the check the unit's.
func noTech(id string) string {
	return strings.TrimPrefix(strings.TrimPrefix(id, "is-"), "clan-")
}

// corpusOptions counts the imported designs by cockpit, gyro, armor and
// myomer type, and checks each imports with the type its file declares
// (as sheets/names reads the name; an absent line is the standard type)
// and reaches engine/game with it: Design.Game's Build carries every type
// of the catalogue, so the 'Mech plays it (TSM from the myomer).
func corpusOptions(t *testing.T, all []unit) {
	counts := map[string]map[string]int{}
	played := map[string]map[string]int{}
	for _, field := range []string{"cockpit", "gyro", "armor", "myomer"} {
		counts[field], played[field] = map[string]int{}, map[string]int{}
	}
	mismatch := 0
	for _, u := range all {
		src := read(t, u.path)
		ssw := 0
		if strings.HasSuffix(u.path, ".ssw") {
			ssw = 1
		}
		g, err := u.d.Game()
		if err != nil {
			t.Errorf("%s: %s does not reach the game: %v", u.path, u.d.Name(), err)
			continue
		}
		tech := equipment.InnerSphere
		if u.d.Tech == design.Clan || u.d.Tech == design.MixedClan {
			tech = equipment.Clan
		}
		for field, got := range map[string]string{"cockpit": u.d.Cockpit, "gyro": u.d.Gyro, "armor": u.d.ArmorType, "myomer": u.d.Myomer} {
			declared := ""
			if m := typeLines[field][ssw].FindStringSubmatch(src); m != nil {
				declared = strings.TrimSpace(m[1])
			}
			want := map[string]func(string) string{
				"cockpit": func(n string) string { return names.CockpitType(n, tech) },
				"gyro":    func(n string) string { return names.GyroType(n, tech) },
				"armor":   func(n string) string { return names.ArmorType(n, tech) },
				"myomer":  names.MyomerType,
			}[field](declared)
			if field == "cockpit" && strings.EqualFold(declared, "Command Console") {
				want = names.CockpitType("Standard Cockpit", tech) // a console added to a standard cockpit
			}
			if noTech(want) != noTech(got) {
				mismatch++
				t.Errorf("%s: %s declares %s %q, imported as %q", u.path, u.d.Name(), field, declared, got)
			}
			counts[field][got]++
			gameType := map[string]string{"cockpit": g.Cockpit, "gyro": g.Gyro, "armor": g.ArmorType, "myomer": g.Myomer}[field]
			if gameType == got || (gameType == "" && (strings.HasPrefix(got, "?") || got == design.StandardMyomer)) {
				played[field][got]++
			}
		}
	}
	for _, field := range []string{"cockpit", "gyro", "armor", "myomer"} {
		var rows []string
		for id, n := range counts[field] {
			rows = append(rows, fmt.Sprintf("%s %d (%d reach the game with it)", id, n, played[field][id]))
			if played[field][id] != n {
				t.Errorf("%s %s: %d designs, only %d reach the game with it", field, id, n, played[field][id])
			}
		}
		sort.Strings(rows)
		t.Logf("designs by %s type: %s", field, strings.Join(rows, "; "))
	}
	for field, id := range map[string]string{"cockpit": "is-cockpit-small", "gyro": "is-gyro-heavy-duty", "armor": "is-armor-hardened", "myomer": design.TSM} {
		if counts[field][id] == 0 {
			t.Errorf("no design of the corpus imported with %s %s", field, id)
		}
	}
	t.Logf("%d designs checked for their types, %d mismatches", len(all), mismatch)
}

type unit struct {
	d    design.Design
	path string
}

// raw holds armor (front by location, then CT LT RT rear), Walking MP
// and the jump jet count or Jumping MP, as the file prints them.
type raw struct {
	armor [11]int
	walk  int
	jump  int
}

var (
	mtfArmor = regexp.MustCompile(`(?im)^(hd|ct|lt|rt|la|ra|ll|rl|fll|frl|rll|rrl|rtc|rtl|rtr) armor:(?:.*:)?\s*(\d+)\s*$`)
	mtfMP    = regexp.MustCompile(`(?im)^(walk|jump) mp:\s*(\d+)`)
	sswArmor = regexp.MustCompile(`<(hd|ct|lt|rt|la|ra|ll|rl|ctr|ltr|rtr)>(\d+)</`)
	sswMP    = regexp.MustCompile(`(?s)<mech [^>]*tons="(\d+)".*?<engine rating="(\d+)"`)
	sswJump  = regexp.MustCompile(`<jumpjets number="(\d+)"`)
	rawIndex = map[string]int{"hd": 0, "ct": 1, "lt": 2, "rt": 3, "la": 4, "ra": 5, "ll": 6, "rl": 7,
		"fll": 4, "frl": 5, "rll": 6, "rrl": 7, "rtc": 8, "ctr": 8, "rtl": 9, "ltr": 9, "rtr": 10}
)

func read(t *testing.T, p string) string {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func rawMTF(t *testing.T, p string) raw {
	s := read(t, p)
	var r raw
	for _, m := range mtfArmor.FindAllStringSubmatch(s, -1) {
		r.armor[rawIndex[strings.ToLower(m[1])]], _ = strconv.Atoi(m[2])
	}
	for _, m := range mtfMP.FindAllStringSubmatch(s, -1) {
		v, _ := strconv.Atoi(m[2])
		if strings.EqualFold(m[1], "walk") {
			r.walk = v
		} else {
			r.jump = v
		}
	}
	return r
}

func rawSSW(t *testing.T, p string) raw {
	s := read(t, p)
	var r raw
	for _, m := range sswArmor.FindAllStringSubmatch(s, 11) {
		r.armor[rawIndex[m[1]]], _ = strconv.Atoi(m[2])
	}
	if m := sswMP.FindStringSubmatch(s); m != nil {
		tons, _ := strconv.Atoi(m[1])
		rating, _ := strconv.Atoi(m[2])
		if tons > 0 {
			r.walk = rating / tons
		}
	}
	for _, m := range sswJump.FindAllStringSubmatch(s, -1) {
		v, _ := strconv.Atoi(m[1])
		r.jump = max(r.jump, v)
	}
	return r
}

// key matches units of the two corpora: chassis and model, case and
// spacing ignored.
func key(d design.Design) string {
	return strings.Join(strings.Fields(strings.ToLower(d.Chassis+" "+d.Model)), " ") + " " + d.Config.String()
}
