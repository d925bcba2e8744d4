package equipment

import (
	"fmt"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// tableRow is one row of a seed table: its line in seed 003 and its cells
// joined by " | ". A single cell in *stars* or <i>tags</i> is a sub-heading.
type tableRow struct {
	line int
	text string
}

// seedTable is one of the four tables with the tech base it belongs to.
type seedTable struct {
	name    string
	tech    Tech
	weapons bool // a weapons table (12 columns) rather than equipment (4)
	rows    []tableRow
}

func typedTables() []seedTable {
	return []seedTable{
		{"Inner Sphere weapons", InnerSphere, true, isWeaponRows},
		{"Clan weapons", Clan, true, clanWeaponRows},
		{"Inner Sphere equipment", InnerSphere, false, isEquipmentRows},
		{"Clan equipment", Clan, false, clanEquipmentRows},
	}
}

// dashes normalises the seed's en dashes and minus signs to "-".
var dashes = strings.NewReplacer("–", "-", "−", "-")

// cells splits a row into trimmed cells with dashes normalised.
func cells(text string) []string {
	cs := strings.Split(text, "|")
	for i, c := range cs {
		cs[i] = strings.TrimSpace(dashes.Replace(c))
	}
	return cs
}

// heading returns the sub-heading a row names, or "".
func heading(cs []string) string {
	for _, c := range cs[1:] {
		if c != "" {
			return ""
		}
	}
	h := cs[0]
	switch {
	case strings.HasPrefix(h, "*") && strings.HasSuffix(h, "*"):
		h = strings.Trim(h, "*")
	case strings.HasPrefix(h, "<i>"):
		h = strings.TrimSuffix(strings.TrimPrefix(h, "<i>"), "</i>")
	default:
		return ""
	}
	h = strings.TrimSuffix(h, "^M")
	return strings.TrimSuffix(h, " (continued)")
}

// want is what a row says an item holds, parsed independently of the data.
type want struct {
	types                         []string
	heat                          int
	damage                        int
	rangeDamage                   [3]int
	cluster                       Cluster
	rapid                         int
	minRange, short, medium, long int
	radius                        int
	tons                          float64
	tonsSpec                      Spec
	slots                         int
	slotsSpec                     Spec
	shots                         int
	shotsSpec                     Spec
	seeText                       bool
	page                          string
}

// upperBound reads a range cell: "1-8" is 8, "3" is 3, "—" or "**" is 0.
func upperBound(t *testing.T, at, c string) int {
	t.Helper()
	if c == "—" || c == "" || c == "**" {
		return 0
	}
	if i := strings.LastIndex(c, "-"); i >= 0 {
		c = c[i+1:]
	}
	n, err := strconv.Atoi(c)
	if err != nil {
		t.Errorf("%s: range cell %q: %v", at, c, err)
	}
	return n
}

// quantity reads a tons, slots or shots cell.
func quantity(t *testing.T, at, c string) (float64, Spec) {
	t.Helper()
	spec := Given
	switch {
	case c == "—" || c == "" || c == "OS":
		return 0, None
	case strings.HasSuffix(c, "**"):
		spec, c = SeeText, strings.TrimSuffix(c, "**")
	case strings.HasSuffix(c, "*"):
		spec, c = Construction, strings.TrimSuffix(c, "*")
	}
	if c == "" {
		return 0, spec
	}
	f, err := strconv.ParseFloat(c, 64)
	if err != nil {
		t.Errorf("%s: cell %q: %v", at, c, err)
	}
	return f, spec
}

var (
	reMissile = regexp.MustCompile(`^(\d+)/Msl, C(\d+)/(\d+|\*\*)$`)
	reCluster = regexp.MustCompile(`^C(\d+)/(\d+)$`)
	reRapid   = regexp.MustCompile(`^(\d+)/Sht, R(\d+)$`)
	reVar     = regexp.MustCompile(`^(\d+)/(\d+)/(\d+)$`)
)

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// parseWeaponRow reads the 12 cells of a weapons-table row.
func parseWeaponRow(t *testing.T, at string, cs []string) want {
	t.Helper()
	var w want
	for _, c := range cs[1:8] {
		if strings.Contains(c, "**") {
			w.seeText = true
		}
	}
	if cs[1] != "—" && cs[1] != "**" {
		for _, ty := range strings.Split(cs[1], ",") {
			ty = strings.TrimSpace(ty)
			if ty == "Al" { // OCR for AI at 003 L7933, L7936 (digest §16.3)
				ty = "AI"
			}
			w.types = append(w.types, ty)
		}
	}
	heat := strings.TrimSuffix(cs[2], "/Sht")
	if heat != "" && heat != "**" && heat != "—" {
		w.heat = atoi(heat)
	}
	dmg := cs[3]
	if !strings.HasSuffix(dmg, "/**") { // "C5/**": grouping 5, size as per launcher
		dmg = strings.TrimSuffix(dmg, "**")
	}
	switch m := []string(nil); {
	case dmg == "" || dmg == "—":
	case reMissile.MatchString(dmg):
		m = reMissile.FindStringSubmatch(dmg)
		w.damage, w.cluster = atoi(m[1]), Cluster{Group: atoi(m[2]), Size: atoi(m[3])}
	case reCluster.MatchString(dmg):
		m = reCluster.FindStringSubmatch(dmg)
		w.damage, w.cluster = 1, Cluster{Group: atoi(m[1]), Size: atoi(m[2])}
	case reRapid.MatchString(dmg):
		m = reRapid.FindStringSubmatch(dmg)
		w.damage, w.rapid = atoi(m[1]), atoi(m[2])
	case reVar.MatchString(dmg):
		m = reVar.FindStringSubmatch(dmg)
		w.damage = atoi(m[1])
		w.rangeDamage = [3]int{atoi(m[1]), atoi(m[2]), atoi(m[3])}
	default:
		n, err := strconv.Atoi(dmg)
		if err != nil {
			t.Errorf("%s: damage cell %q: %v", at, cs[3], err)
		}
		w.damage = n
	}
	w.minRange = upperBound(t, at, cs[4])
	w.short, w.medium, w.long = upperBound(t, at, cs[5]), upperBound(t, at, cs[6]), upperBound(t, at, cs[7])
	if cs[5] == "—" && w.long != 0 { // probes, ECM: the radius sits in the Long column
		w.radius, w.long = w.long, 0
	}
	w.tons, w.tonsSpec = quantity(t, at, cs[8])
	s, ss := quantity(t, at, cs[9])
	w.slots, w.slotsSpec = int(s), ss
	n, ns := quantity(t, at, cs[10])
	w.shots, w.shotsSpec = int(n), ns
	if len(cs) > 11 {
		w.page = cs[11]
	}
	return w
}

// check compares an item with a row, field by field.
func (w want) check(t *testing.T, at string, it Item) {
	t.Helper()
	eq := func(field string, got, exp any) {
		t.Helper()
		if !reflect.DeepEqual(got, exp) {
			t.Errorf("%s (%s): %s = %v, seed row says %v", at, it.ID, field, got, exp)
		}
	}
	types := it.Types
	if len(types) == 0 {
		types = nil
	}
	eq("Types", types, w.types)
	eq("Heat", it.Heat, w.heat)
	eq("Damage", it.Damage, w.damage)
	eq("RangeDamage", it.RangeDamage, w.rangeDamage)
	eq("Cluster", it.Cluster, w.cluster)
	eq("RapidFire", it.RapidFire, w.rapid)
	eq("MinRange", it.MinRange, w.minRange)
	eq("Short", it.Short, w.short)
	eq("Medium", it.Medium, w.medium)
	eq("Long", it.Long, w.long)
	eq("Radius", it.Radius, w.radius)
	eq("SeeText", it.SeeText, w.seeText)
}

// checkWeaponRow checks one weapons-table row against the catalogue and
// reports the item it matched (for MML ammo rows that follow a launcher).
func checkWeaponRow(t *testing.T, tb seedTable, group string, r tableRow, cs []string, launcher Item) Item {
	t.Helper()
	at := fmt.Sprintf("003 L%d %s", r.line, cs[0])
	for len(cs) >= 10 && len(cs) < 12 { // trailing empty cells (no Page Ref)
		cs = append(cs, "")
	}
	if len(cs) != 12 {
		t.Errorf("%s: %d cells, want 12", at, len(cs))
		return Item{}
	}
	w := parseWeaponRow(t, at, cs)
	cite := fmt.Sprintf("003 L%d", r.line)
	switch {
	case cs[0] == "LRM ammo" || cs[0] == "SRM ammo":
		// MML sub-rows: the ammo of the launcher row above.
		id := strings.Replace(launcher.ID, "-mml-", "-ammo-mml-", 1) + "-" + strings.ToLower(cs[0][:3])
		it, ok := Lookup(id)
		if !ok {
			t.Errorf("%s: no item %q", at, id)
			return launcher
		}
		w.types = nil
		w.check(t, at, it)
		if it.ShotsPerTon != w.shots || it.Cite != cite || it.AmmoFor != launcher.ID || it.Kind != Ammo {
			t.Errorf("%s (%s): ShotsPerTon %d Cite %q AmmoFor %q Kind %v, want %d %q %q Ammo",
				at, id, it.ShotsPerTon, it.Cite, it.AmmoFor, it.Kind, w.shots, cite, launcher.ID)
		}
		return launcher
	case strings.HasPrefix(cs[0], "ATM ") && strings.HasSuffix(cs[0], " Ammo"):
		// ER and HE rows: damage per missile and ranges for every ATM size.
		n := 0
		for _, it := range All() {
			if it.Cite != cite {
				continue
			}
			n++
			if it.Kind != Ammo || it.Tech != tb.tech || it.Cluster.Group != w.cluster.Group || it.ShotsSpec != SeeText {
				t.Errorf("%s (%s): Kind %v Tech %v Cluster %v ShotsSpec %v", at, it.ID, it.Kind, it.Tech, it.Cluster, it.ShotsSpec)
			}
			launcher, _ := Lookup(it.AmmoFor)
			w.types, w.heat, w.cluster.Size = nil, launcher.Heat, launcher.Cluster.Size
			w.check(t, at, it)
		}
		if n != 4 {
			t.Errorf("%s: %d items cite this row, want one per ATM size (4)", at, n)
		}
		return launcher
	}
	it := itemAt(t, at, cite)
	if !sameName(it.Name, cs[0]) || it.Tech != tb.tech || it.Group != group {
		t.Errorf("%s: item %s is %q/%v/%q, want %q/%v/%q", at, it.ID, it.Name, it.Tech, it.Group, cs[0], tb.tech, group)
	}
	if c, ok := clusterDefaults[it.ID]; ok {
		w.cluster = c
	}
	w.check(t, at, it)
	kind := Weapon
	switch {
	case group == "Physical Attack Weapons":
		kind = Physical
	case group == "Special" && it.Is("E"):
		kind = Equipment
	}
	if it.Kind != kind {
		t.Errorf("%s (%s): Kind %v, want %v", at, it.ID, it.Kind, kind)
	}
	if it.Tons != w.tons || it.TonsSpec != w.tonsSpec || it.Slots != w.slots || it.SlotsSpec != w.slotsSpec {
		t.Errorf("%s (%s): tons %v %v slots %d %v, seed %v %v %d %v", at, it.ID,
			it.Tons, it.TonsSpec, it.Slots, it.SlotsSpec, w.tons, w.tonsSpec, w.slots, w.slotsSpec)
	}
	if it.Page != w.page {
		t.Errorf("%s (%s): Page %q, seed %q", at, it.ID, it.Page, w.page)
	}
	if it.OneShot != it.Is("OS") {
		t.Errorf("%s (%s): OneShot %v but types %v", at, it.ID, it.OneShot, it.Types)
	}
	switch {
	case strings.HasPrefix(it.Name, "MML"):
		// Shots per ton are on the LRM/SRM ammo sub-rows.
		if cs[10] != "" || it.ShotsPerTon != 0 {
			t.Errorf("%s (%s): MML launcher row shots %q / %d", at, it.ID, cs[10], it.ShotsPerTon)
		}
	default:
		if it.ShotsPerTon != w.shots || it.ShotsSpec != w.shotsSpec {
			t.Errorf("%s (%s): ShotsPerTon %d %v, seed %d %v", at, it.ID, it.ShotsPerTon, it.ShotsSpec, w.shots, w.shotsSpec)
		}
		ammo := AmmoFor(it.ID)
		var std []Item
		for _, a := range ammo {
			if a.Cite == cite {
				std = append(std, a)
			}
		}
		switch {
		case w.shots > 0 && (len(std) != 1 || std[0].ShotsPerTon != w.shots):
			t.Errorf("%s (%s): want one standard ammo item with %d shots per ton, got %+v", at, it.ID, w.shots, std)
		case w.shots == 0 && len(ammo) != 0:
			t.Errorf("%s (%s): no shots per ton, yet ammo %v", at, it.ID, ammo)
		}
	}
	return it
}

// clusterDefaults are the Cluster values this package chose where a C-type
// row prints no "Cg/s" (README, "Where the seed is silent"): the M-Pod's
// "15/10/5" are Cluster Hits columns by range (003 L6329), 1 damage per
// projectile, grouping 1.
var clusterDefaults = map[string]Cluster{"is-m-pod": {Group: 1, Size: 15}}

// checkEquipmentRow checks one equipment-table row against the catalogue.
func checkEquipmentRow(t *testing.T, tb seedTable, group string, r tableRow, cs []string) {
	t.Helper()
	at := fmt.Sprintf("003 L%d %s", r.line, cs[0])
	if len(cs) != 4 {
		t.Errorf("%s: %d cells, want 4", at, len(cs))
		return
	}
	it := itemAt(t, at, fmt.Sprintf("003 L%d", r.line))
	if !sameName(it.Name, cs[0]) || it.Tech != tb.tech || it.Group != group {
		t.Errorf("%s: item %s is %q/%v/%q, want %q/%v/%q", at, it.ID, it.Name, it.Tech, it.Group, cs[0], tb.tech, group)
	}
	tons, ts := quantity(t, at, cs[1])
	slots, ss := quantity(t, at, cs[2])
	if it.Tons != tons || it.TonsSpec != ts || it.Slots != int(slots) || it.SlotsSpec != ss {
		t.Errorf("%s (%s): tons %v %v slots %d %v, seed %v %v %v %v", at, it.ID,
			it.Tons, it.TonsSpec, it.Slots, it.SlotsSpec, tons, ts, slots, ss)
	}
	page := cs[3]
	if page == "N/A" {
		page = ""
	}
	if it.Page != page {
		t.Errorf("%s (%s): Page %q, seed %q", at, it.ID, it.Page, page)
	}
	kind := Equipment
	if group == "Physical Weapons" {
		kind = Physical
	}
	if it.Kind != kind {
		t.Errorf("%s (%s): Kind %v, want %v", at, it.ID, it.Kind, kind)
	}
}

// itemAt returns the one non-ammo item whose Cite is cite.
func itemAt(t *testing.T, at, cite string) Item {
	t.Helper()
	var found []Item
	for _, it := range All() {
		if it.Cite == cite && it.Kind != Ammo {
			found = append(found, it)
		}
	}
	if len(found) != 1 {
		t.Errorf("%s: %d items cite %s, want 1", at, len(found), cite)
		return Item{}
	}
	return found[0]
}

// sameName compares an item name with a table cell, allowing for the
// digest's "-" for the seed's "–" and the OCR split "C ³" (digest §16.3).
func sameName(item, cell string) bool {
	fix := strings.NewReplacer("–", "-", "C ³", "C³")
	return fix.Replace(item) == fix.Replace(cell)
}

// checkTable checks every row of a table and returns the seed lines it
// matched to non-ammo items.
func checkTable(t *testing.T, tb seedTable) map[int]bool {
	t.Helper()
	seen := map[int]bool{}
	group := ""
	var launcher Item
	for _, r := range tb.rows {
		cs := cells(r.text)
		if h := heading(cs); h != "" {
			group = h
			continue
		}
		if tb.weapons {
			launcher = checkWeaponRow(t, tb, group, r, cs, launcher)
			if cs[0] != "LRM ammo" && cs[0] != "SRM ammo" && !strings.HasSuffix(cs[0], " Ammo") {
				seen[r.line] = true
			}
			continue
		}
		checkEquipmentRow(t, tb, group, r, cs)
		seen[r.line] = true
	}
	return seen
}

// TestTablesRowByRow compares the catalogue with the typed copy of the four
// tables, row by row, and checks that every non-ammo item comes from a row.
func TestTablesRowByRow(t *testing.T) {
	seen := map[int]bool{}
	for _, tb := range typedTables() {
		t.Run(tb.name, func(t *testing.T) {
			for l := range checkTable(t, tb) {
				seen[l] = true
			}
		})
	}
	for _, it := range All() {
		var line int
		if _, err := fmt.Sscanf(it.Cite, "003 L%d", &line); err != nil {
			t.Errorf("%s: Cite %q: %v", it.ID, it.Cite, err)
			continue
		}
		if it.Kind != Ammo && !seen[line] {
			t.Errorf("%s: cites 003 L%d, which is no row of the typed tables", it.ID, line)
		}
	}
}
