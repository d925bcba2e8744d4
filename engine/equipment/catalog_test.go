package equipment

import (
	"fmt"
	"reflect"
	"regexp"
	"strings"
	"testing"
)

func TestIDs(t *testing.T) {
	kebab := regexp.MustCompile(`^(is|clan)-[a-z0-9]+(-[a-z0-9]+)*$`)
	seen := map[string]bool{}
	for _, it := range All() {
		if seen[it.ID] {
			t.Errorf("duplicate id %q", it.ID)
		}
		seen[it.ID] = true
		prefix := map[Tech]string{InnerSphere: "is-", Clan: "clan-"}[it.Tech]
		if !kebab.MatchString(it.ID) || !strings.HasPrefix(it.ID, prefix) {
			t.Errorf("id %q is not lower-case kebab with the %v prefix", it.ID, it.Tech)
		}
		if got, ok := Lookup(it.ID); !ok || got.Name != it.Name {
			t.Errorf("Lookup(%q) = %q, %v", it.ID, got.Name, ok)
		}
	}
	// Ids other engineers were told about in the brief.
	for _, id := range []string{"is-medium-laser", "clan-er-ppc", "is-ac-20", "is-ammo-ac-20",
		"is-lrm-20", "clan-streak-srm-6", "is-heat-sink-double", "is-ams", "clan-ams", "is-case",
		"is-engine-xl", "is-structure-endo-steel", "is-armor-ferro-fibrous", "is-targeting-computer",
		"is-artemis-iv-fcs", "is-triple-strength-myomer", "is-jump-jet-standard", "is-tag"} {
		if _, ok := Lookup(id); !ok {
			t.Errorf("Lookup(%q) failed", id)
		}
	}
}

func TestLookupUnknown(t *testing.T) {
	for _, id := range []string{"", "medium-laser", "IS-AC-20", "is-ac-20 ", "is-ac-25", "clan-ac-20"} {
		if it, ok := Lookup(id); ok {
			t.Errorf("Lookup(%q) = %s, want not found", id, it.ID)
		}
	}
	if got := AmmoFor("nope"); got != nil {
		t.Errorf("AmmoFor(nope) = %v", got)
	}
	if got := MunitionsFor("nope"); got != nil {
		t.Errorf("MunitionsFor(nope) = %v", got)
	}
	if _, ok := Find(Clan, "Engines", "Light"); ok {
		t.Error("Find found a Clan light engine; the Clan table has none (003 L8232-8235)")
	}
}

func TestAllIsACopy(t *testing.T) {
	a := All()
	a[0].Types[0] = "changed"
	a[0].Rules[0].Text = "changed"
	a[0].Name = "changed"
	b := All()
	if b[0].Types[0] == "changed" || b[0].Rules[0].Text == "changed" || b[0].Name == "changed" {
		t.Error("All returned the catalogue's own storage")
	}
	it, _ := Lookup("is-lrm-20")
	it.FireControl[0] = "changed"
	if again, _ := Lookup("is-lrm-20"); again.FireControl[0] == "changed" {
		t.Error("Lookup returned the catalogue's own slices")
	}
}

// TestSeedOrder checks that All follows the seed: cited lines never go
// back, so the four tables come in seed order and each ammo item sits at
// its weapon (or at its own MML/ATM sub-row).
func TestSeedOrder(t *testing.T) {
	prev := 0
	for _, it := range All() {
		var line int
		if _, err := fmt.Sscanf(it.Cite, "003 L%d", &line); err != nil {
			t.Fatalf("%s: Cite %q: %v", it.ID, it.Cite, err)
		}
		if line < prev {
			t.Errorf("%s (003 L%d) comes after 003 L%d", it.ID, line, prev)
		}
		prev = line
	}
}

func TestAmmo(t *testing.T) {
	weapons := map[string]int{}
	for _, it := range All() {
		if it.Kind != Ammo {
			if it.ShotsPerTon > 0 {
				weapons[it.ID] = it.ShotsPerTon
			}
			continue
		}
		w, ok := Lookup(it.AmmoFor)
		if !ok {
			t.Errorf("%s: AmmoFor %q does not resolve", it.ID, it.AmmoFor)
			continue
		}
		if w.Kind != Weapon || w.Tech != it.Tech {
			t.Errorf("%s: fires from %s, a %v %v item", it.ID, w.ID, w.Tech, w.Kind)
		}
		if it.Tons != 1 || it.Slots != 1 || it.Explosive != (it.DamagePerShot > 0) {
			t.Errorf("%s: tons %v slots %d explosive %v per shot %d", it.ID, it.Tons, it.Slots, it.Explosive, it.DamagePerShot)
		}
		if !it.Has(RuleAmmoExplosion) && !it.Has(RuleNonExplosive) {
			t.Errorf("%s: no rule says how the bin explodes", it.ID)
		}
	}
	for id, shots := range weapons {
		ammo := AmmoFor(id)
		if len(ammo) == 0 || ammo[0].ShotsPerTon != shots {
			t.Errorf("%s: %d shots per ton, ammo %v", id, shots, ammo)
		}
	}
}

// TestAmmoExplosions checks DamagePerShot against the seed's explosion
// rules, worked out by hand here.
func TestAmmoExplosions(t *testing.T) {
	tests := []struct {
		id        string
		perShot   int
		explosive bool
		cite      string
	}{
		{"is-ammo-ac-20", 20, true, "weapon damage x shots, 003 L5902"},
		{"is-ammo-machine-gun", 2, true, "003 L5902, L7867"},
		{"is-ammo-srm-6", 12, true, "SRM-6: 6 x 2 per shot, 003 L6397"},
		{"clan-ammo-srm-6", 12, true, "003 L6387, L8087"},
		{"is-ammo-lrm-20", 20, true, "20 missiles x 1, 003 L6387"},
		{"is-ammo-mrm-40", 40, true, "003 L6387, L7967"},
		{"is-ammo-streak-srm-2", 4, true, "003 L6387, L7982"},
		{"is-ammo-mml-9-srm", 18, true, "9 x 2, 003 L7963"},
		{"is-ammo-mml-9-lrm", 9, true, "9 x 1, 003 L7962"},
		{"is-ammo-mml-3-lrm", 3, true, "3 x 1, 003 L7953"},
		{"clan-ammo-atm-12", 24, true, "12 x 2, 003 L8077"},
		{"clan-ammo-atm-12-er", 12, true, "12 x 1, 003 L8078"},
		{"clan-ammo-atm-12-he", 36, true, "12 x 3, 003 L8079"},
		{"is-ammo-thunderbolt-20", 20, true, "one missile of 20, 003 L7988"},
		{"is-ammo-heavy-flamer", 5, true, "5 per shot, 003 L6097-6099 (digest 16.2 #17)"},
		{"clan-ammo-heavy-flamer", 5, true, "003 L6099"},
		{"is-ammo-narc", 2, true, "2 per pod, 003 L6682"},
		{"clan-ammo-narc", 2, true, "003 L6682"},
		{"is-ammo-inarc", 3, true, "3 per pod, 003 L6698"},
		{"is-ammo-ams", 2, true, "2 per shot, 003 L7746"},
		{"clan-ammo-ams", 2, true, "003 L7746"},
		{"is-ammo-arrow-iv", 20, true, "003 L5902, L7990"},
		{"clan-ammo-chemical-laser-large", 8, true, "normal ammo rules, 003 L6233"},
		{"is-ammo-gauss-rifle", 0, false, "Gauss ammo non-explosive, 003 L6107"},
		{"clan-ammo-hag-40", 0, false, "HAG is a Gauss rifle, 003 L6107"},
		{"clan-ammo-ap-gauss-rifle", 0, false, "003 L6107"},
		{"is-ammo-plasma-rifle", 0, false, "plasma ammo non-explosive, 003 L6770"},
		{"clan-ammo-plasma-cannon", 0, false, "003 L6770"},
		{"is-ammo-rotary-ac-5", 5, true, "003 L5902"},
		{"clan-ammo-protomech-ac-8", 8, true, "003 L5902"},
	}
	for _, tt := range tests {
		it, ok := Lookup(tt.id)
		if !ok {
			t.Errorf("%s: not found", tt.id)
			continue
		}
		if it.Kind != Ammo || it.DamagePerShot != tt.perShot || it.Explosive != tt.explosive {
			t.Errorf("%s: kind %v, %d per shot, explosive %v; want Ammo, %d, %v (%s)",
				tt.id, it.Kind, it.DamagePerShot, it.Explosive, tt.perShot, tt.explosive, tt.cite)
		}
	}
	for _, id := range []string{"is-rocket-launcher-10", "is-m-pod", "is-medium-laser", "is-ams-laser", "clan-er-ppc"} {
		if ammo := AmmoFor(id); len(ammo) != 0 {
			t.Errorf("%s carries ammo %v; one-shot and energy weapons have none", id, ammo)
		}
	}
}

// TestItemExplosions checks the items that explode when critted.
func TestItemExplosions(t *testing.T) {
	tests := []struct {
		id     string
		damage int
		line   string // the seed line of the explosion rule
		note   string
	}{
		{"is-gauss-rifle", 20, "L6115", ""},
		{"clan-gauss-rifle", 20, "L6115", ""},
		{"clan-ap-gauss-rifle", 3, "L6125", ""},
		{"is-heavy-gauss-rifle", 25, "L6143", ""},
		{"clan-hag-20", 10, "L6157", ""},
		{"clan-hag-30", 15, "L6157", ""},
		{"clan-hag-40", 20, "L6157", ""},
		{"is-improved-heavy-gauss", 30, "L6169", ""},
		{"is-light-gauss-rifle", 16, "L6179", ""},
		{"is-magshot-gauss-rifle", 3, "L6189", ""},
		{"is-silver-bullet-gauss", 20, "L6201", ""},
		{"clan-improved-heavy-small-laser", 3, "L6273", ""},
		{"clan-improved-heavy-medium-laser", 5, "L6273", ""},
		{"clan-improved-heavy-large-laser", 8, "L6273", ""},
		{"is-m-pod", 5, "L6331", ""},
		{"is-coolant-pod", 10, "L7808", ""},
		{"clan-coolant-pod", 10, "L7808", ""},
		{"is-ppc-capacitor", 0, "L6760", "PPC + capacitor maximum"},
	}
	want := map[string]bool{}
	for _, tt := range tests {
		want[tt.id] = true
		it, ok := Lookup(tt.id)
		if !ok {
			t.Errorf("%s: not found", tt.id)
			continue
		}
		r, ok := it.Rule(RuleExplodes)
		if !it.Explosive || it.ExplosionDamage != tt.damage || !ok || !strings.Contains(r.Cite, tt.line) {
			t.Errorf("%s: explosive %v damage %d rule %+v; want %d (003 %s %s)", tt.id, it.Explosive, it.ExplosionDamage, r, tt.damage, tt.line, tt.note)
		}
	}
	for _, it := range All() {
		if it.Kind != Ammo && it.Explosive && !want[it.ID] && it.ID != "clan-ppc-capacitor" {
			t.Errorf("%s: explosive, but not in the expected list", it.ID)
		}
		if it.Is("X") && !it.Explosive {
			t.Errorf("%s: type X but not Explosive", it.ID)
		}
	}
}

// TestWeaponRules checks the rule data other engines rely on, against the
// seed text entries.
func TestWeaponRules(t *testing.T) {
	tests := []struct {
		id    string
		check func(Item) bool
		rule  RuleID
		cite  string
	}{
		{"clan-streak-srm-6", func(i Item) bool { return i.Streak && !i.Indirect }, RuleStreak, "003 L6596-6598, L6618"},
		{"is-streak-srm-2", func(i Item) bool { return i.Streak }, RuleStreak, "003 L6614"},
		{"clan-streak-lrm-20", func(i Item) bool { return i.Streak && i.Indirect }, RuleStreak, "003 L6602"},
		{"is-ultra-ac-20", func(i Item) bool { return i.RapidFire == 2 }, RuleRapidFire, "003 L6059"},
		{"clan-ultra-ac-2", func(i Item) bool { return i.RapidFire == 2 }, RuleRapidFire, "003 L6059"},
		{"is-rotary-ac-5", func(i Item) bool { return i.RapidFire == 6 && i.Has(RuleUnjam) }, RuleRapidFire, "003 L6039"},
		{"is-lb-10-x-ac", func(i Item) bool { return i.ClusterAmmo == Cluster{Group: 1, Size: 10} }, RuleClusterAmmo, "003 L6009"},
		{"clan-lb-2-x-ac", func(i Item) bool { return i.ClusterAmmo == Cluster{Group: 1, Size: 2} }, RuleClusterAmmo, "003 L6009"},
		{"is-flamer", func(i Item) bool { return i.HeatOption == 2 }, RuleHeatAttack, "003 L6073"},
		{"clan-er-flamer", func(i Item) bool { return i.HeatOption == 1 }, RuleHeatAttack, "half of 2, 003 L6089"},
		{"is-heavy-flamer", func(i Item) bool { return i.HeatOption == 4 }, RuleHeatAttack, "003 L6073"},
		{"is-medium-pulse-laser", func(i Item) bool { return i.ToHitMod == [3]int{-2, -2, -2} }, RuleToHit, "003 L6283"},
		{"clan-micro-pulse-laser", func(i Item) bool { return i.ToHitMod == [3]int{-2, -2, -2} }, RuleToHit, "003 L6283"},
		{"clan-er-pulse-large-laser", func(i Item) bool { return i.ToHitMod == [3]int{-1, -1, -1} }, RuleToHit, "003 L6253"},
		{"clan-heavy-large-laser", func(i Item) bool { return i.ToHitMod == [3]int{1, 1, 1} }, RuleToHit, "003 L6263"},
		{"clan-improved-heavy-large-laser", func(i Item) bool { return i.ToHitMod == [3]int{} }, RuleExplodes, "003 L6273"},
		{"is-medium-vsp-laser", func(i Item) bool { return i.ToHitMod == [3]int{-3, -2, -1} }, RuleToHit, "003 L6303-6309"},
		{"is-large-x-pulse-laser", func(i Item) bool { return i.ToHitMod == [3]int{-2, -2, -2} }, RuleToHit, "003 L6317"},
		{"is-small-re-engineered-laser", func(i Item) bool { return i.ToHitMod == [3]int{-1, -1, -1} && i.Has(RuleArmorPiercing) }, RuleToHit, "003 L6293"},
		{"is-silver-bullet-gauss", func(i Item) bool { return i.ToHitMod == [3]int{-1, -1, -1} }, RuleToHit, "003 L6199"},
		{"is-mrm-30", func(i Item) bool { return i.ToHitMod == [3]int{1, 1, 1} && i.Has(RuleApollo) }, RuleToHit, "003 L6483"},
		{"is-rocket-launcher-15", func(i Item) bool { return i.ToHitMod == [3]int{1, 1, 1} && i.OneShot }, RuleToHit, "003 L6533"},
		{"is-m-pod", func(i Item) bool {
			return i.ToHitMod == [3]int{-1, -1, -1} && i.ClusterSizeAt(Short) == 15 && i.ClusterSizeAt(Medium) == 10 && i.ClusterSizeAt(Long) == 5
		}, RuleRangeCluster, "003 L6329"},
		{"clan-hag-30", func(i Item) bool { return i.ClusterRollMod == [3]int{2, 0, -2} && i.Has(RuleFlak) }, RuleClusterRollMod, "003 L6153"},
		{"is-heavy-gauss-rifle", func(i Item) bool { return i.DamageAt(Medium) == 20 && i.DamageAt(Long) == 10 }, RuleFiringPSR, "003 L6139"},
		{"is-improved-heavy-gauss", func(i Item) bool { return i.Damage == 22 }, RuleFiringPSR, "003 L6167"},
		{"is-plasma-rifle", func(i Item) bool { return i.HeatDice == 1 && i.Damage == 10 }, RulePlasma, "003 L6786"},
		{"clan-plasma-cannon", func(i Item) bool { return i.HeatDice == 2 && i.Damage == 0 }, RulePlasma, "003 L6778"},
		{"is-heavy-rifle-cannon", func(i Item) bool { return i.VsMechDamageMod == -3 }, RuleRifle, "003 L6796"},
		{"is-lrm-20", func(i Item) bool {
			return i.Indirect && reflect.DeepEqual(i.FireControl, []string{"is-artemis-iv-fcs"})
		}, RuleArtemis, "003 L6469"},
		{"clan-lrm-5", func(i Item) bool {
			return i.Indirect && reflect.DeepEqual(i.FireControl, []string{"clan-artemis-iv-fcs", "clan-artemis-v-fcs"})
		}, RuleArtemis, "003 L6469"},
		{"clan-srm-4", func(i Item) bool { return !i.Indirect && len(i.FireControl) == 2 }, RuleArtemis, "003 L6549"},
		{"is-enhanced-lrm-10", func(i Item) bool { return i.Indirect && len(i.FireControl) == 1 }, RuleArtemis, "003 L6419"},
		{"is-extended-lrm-15", func(i Item) bool { return i.Indirect && len(i.FireControl) == 0 }, RuleMinRangeClust, "003 L6435"},
		{"is-mml-5", func(i Item) bool { return i.Indirect && len(AmmoFor(i.ID)) == 2 }, RuleMML, "003 L6499-6503"},
		{"clan-atm-9", func(i Item) bool { return !i.Indirect && len(AmmoFor(i.ID)) == 3 }, RuleIntegralArt, "003 L6403"},
		{"is-thunderbolt-10", func(i Item) bool { return i.Indirect && i.Cluster == Cluster{} }, RuleSingleMissile, "003 L6630"},
		{"is-narc", func(i Item) bool { return i.WeaponAttack && i.Damage == 0 && i.SeeText }, RuleNarcPod, "003 L6678"},
		{"is-inarc", func(i Item) bool { return i.Has(RuleNarcPod) }, RuleBrushOff, "003 L6690"},
		{"is-ams", func(i Item) bool { return i.Kind == Weapon && !i.WeaponAttack && i.Heat == 1 }, RuleAMS, "003 L7729-7744"},
		{"is-ams-laser", func(i Item) bool { return i.Heat == 7 && i.ShotsPerTon == 0 }, RuleAMS, "IS table 7, digest 16.2 #2"},
		{"clan-ams-laser", func(i Item) bool { return i.Heat == 5 }, RuleAMS, "Clan table 5, 003 L8101"},
		{"is-tag", func(i Item) bool { return i.Kind == Equipment && i.WeaponAttack && i.Long == 15 }, RuleTAG, "003 L7357"},
		{"clan-active-probe", func(i Item) bool { return i.Radius == 5 && i.Long == 0 }, RuleProbe, "003 L8098"},
		{"is-active-probe-bloodhound", func(i Item) bool { return i.Radius == 8 }, RuleProbe, "003 L7179"},
		{"clan-watchdog-cews", func(i Item) bool { return i.Radius == 3 }, RuleECM, "003 L7395"},
		{"is-arrow-iv", func(i Item) bool { return i.Damage == 20 && i.Heat == 10 && i.SeeText }, RuleArrowIV, "003 L5966-5987"},
		{"is-machine-gun", func(i Item) bool { r, _ := i.Rule(RuleMGRapidFire); return r.Optional }, RuleMGRapidFire, "003 L6343"},
		{"is-vibroblade-large", func(i Item) bool { return i.Kind == Physical && i.Damage == 14 && i.Heat == 7 }, RuleToHit, "003 L7137"},
	}
	for _, tt := range tests {
		it, ok := Lookup(tt.id)
		if !ok {
			t.Errorf("%s: not found", tt.id)
			continue
		}
		if !tt.check(it) {
			t.Errorf("%s: data does not match %s", tt.id, tt.cite)
		}
		if r, ok := it.Rule(tt.rule); !ok || r.Cite == "" || r.Text == "" {
			t.Errorf("%s: no cited %q rule (%s)", tt.id, tt.rule, tt.cite)
		}
	}
}

// TestCatalogueConsistency checks cross-field invariants on every item.
func TestCatalogueConsistency(t *testing.T) {
	families := map[string]bool{"LRT": true, "SRT": true, "NLRT": true} // torpedoes: launchers not in the tables (003 L6644-6662)
	for _, it := range All() {
		if it.Kind == Weapon {
			families[it.Family] = true
		}
	}
	cite := regexp.MustCompile(`^003 L\d+(-\d+)?(, L\d+(-\d+)?)*$`)
	for _, it := range All() {
		if !cite.MatchString(it.Cite) {
			t.Errorf("%s: Cite %q", it.ID, it.Cite)
		}
		ids := map[RuleID]bool{}
		for _, r := range it.Rules {
			if !cite.MatchString(r.Cite) || r.Text == "" || r.ID == "" || ids[r.ID] {
				t.Errorf("%s: rule %+v (uncited, empty or repeated)", it.ID, r)
			}
			ids[r.ID] = true
		}
		for _, id := range it.FireControl {
			fcs, ok := Lookup(id)
			if !ok || fcs.Tech != it.Tech || fcs.Group != "Electronics" {
				t.Errorf("%s: fire control %q does not resolve to same-tech electronics", it.ID, id)
			}
		}
		for _, f := range it.UsableBy {
			if !families[f] {
				t.Errorf("%s: usable by %q, no such weapon family", it.ID, f)
			}
		}
		if it.Is("S") && len(MunitionsFor(it.ID)) == 0 && len(AmmoFor(it.ID)) < 2 {
			t.Errorf("%s: Switchable Ammo (S) but no munitions", it.ID)
		}
		if it.Is("V") != (it.RangeDamage != [3]int{}) {
			t.Errorf("%s: type V %v but RangeDamage %v", it.ID, it.Is("V"), it.RangeDamage)
		}
		if it.Is("R") != (it.RapidFire > 0) {
			t.Errorf("%s: type R %v but RapidFire %d", it.ID, it.Is("R"), it.RapidFire)
		}
		if it.Kind == Weapon && it.Is("C") && it.Cluster == (Cluster{}) {
			for _, a := range AmmoFor(it.ID) { // MML: the cluster value is per ammo type
				if a.Cluster == (Cluster{}) {
					t.Errorf("%s: type C without a Cluster value on the weapon or its ammo %s", it.ID, a.ID)
				}
			}
			if len(AmmoFor(it.ID)) == 0 {
				t.Errorf("%s: type C without a Cluster value", it.ID)
			}
		}
		if it.NoCritEffect != it.Has(RuleNoCritEffect) {
			t.Errorf("%s: NoCritEffect %v disagrees with its rules", it.ID, it.NoCritEffect)
		}
	}
}

func TestMunitionsFor(t *testing.T) {
	tests := []struct {
		weapon string
		want   []string
	}{
		{"is-ac-20", []string{"is-munition-ac-armor-piercing", "is-munition-ac-caseless", "is-munition-ac-flechette", "is-munition-ac-precision"}},
		{"is-light-ac-5", []string{"is-munition-ac-armor-piercing", "is-munition-ac-caseless", "is-munition-ac-flechette", "is-munition-ac-precision"}},
		{"is-lb-10-x-ac", []string{"is-munition-ac-cluster"}},
		{"clan-lb-20-x-ac", []string{"clan-munition-ac-cluster"}},
		{"clan-protomech-ac-4", []string{"clan-munition-pac-armor-piercing", "clan-munition-pac-caseless", "clan-munition-pac-flechette"}},
		{"is-ultra-ac-5", nil},
		{"is-srm-6", []string{"is-munition-missile-artemis-iv", "is-munition-missile-inferno", "is-munition-missile-narc-equipped"}},
		{"clan-lrm-20", []string{"clan-munition-missile-artemis-iv", "clan-munition-missile-artemis-v", "clan-munition-missile-narc-equipped"}},
		{"is-mml-7", []string{"is-munition-missile-artemis-iv", "is-munition-missile-fragmentation", "is-munition-missile-inferno", "is-munition-missile-narc-equipped", "is-munition-missile-semi-guided"}},
		{"is-narc", []string{"is-munition-narc-explosive", "is-munition-narc-homing-narc"}},
		{"is-inarc", []string{"is-munition-narc-ecm", "is-munition-narc-explosive", "is-munition-narc-haywire", "is-munition-narc-homing-inarc", "is-munition-narc-nemesis"}},
		{"clan-narc", []string{"clan-munition-narc-homing-narc"}},
		{"clan-streak-srm-4", nil},
	}
	for _, tt := range tests {
		var got []string
		for _, m := range MunitionsFor(tt.weapon) {
			got = append(got, m.ID)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("MunitionsFor(%s) = %v, want %v", tt.weapon, got, tt.want)
		}
	}
	ap, _ := Lookup("is-munition-ac-armor-piercing")
	cl, _ := Lookup("is-munition-ac-caseless")
	if ap.AmmoMultiplier != 0.5 || cl.AmmoMultiplier != 2 {
		t.Errorf("multipliers AP %v caseless %v, want 0.5 and 2 (003 L6826, L6838)", ap.AmmoMultiplier, cl.AmmoMultiplier)
	}
}

func TestEquipmentSamples(t *testing.T) {
	tests := []struct {
		tech        Tech
		group, name string
		tons        float64
		tonsSpec    Spec
		slots       int
		slotsSpec   Spec
		line        int
	}{
		{InnerSphere, "Miscellaneous Equipment", "Heat Sink, Double", 1, Given, 3, Given, 8205},
		{Clan, "Miscellaneous Equipment", "Heat Sink, Double", 1, Given, 2, Given, 8274},
		{InnerSphere, "Miscellaneous Equipment", "CASE", 0.5, Given, 1, Given, 8200},
		{Clan, "Miscellaneous Equipment", "CASE", 0, Construction, 0, Construction, 8269},
		{InnerSphere, "Engines", "XL", 0, None, 12, Construction, 8147},
		{Clan, "Engines", "XL", 0, None, 10, Construction, 8234},
		{InnerSphere, "Maneuverability Aids", "Jump Jet, Standard", 0, Construction, 1, Construction, 8155},
		{InnerSphere, "Maneuverability Aids", "Triple-Strength Myomer", 0, Given, 6, Given, 8161},
		{InnerSphere, "Cockpits", "Standard", 3, Given, 0, None, 8130},
		{InnerSphere, "Structure", "Endo-Steel", 0, None, 14, Given, 8195},
		{Clan, "Armor", "Ferro-Fibrous", 0, None, 7, Given, 8220},
		{InnerSphere, "Electronics", "Targeting Computer", 0, Construction, 0, Construction, 8142},
		{Clan, "Electronics", "Artemis V FCS", 1.5, Given, 2, Construction, 8230},
		{InnerSphere, "Electronics", "C³ Computer, Master", 5, Given, 5, Given, 8136},
		{InnerSphere, "Munition Bins", "AC – Armor-Piercing", 1, Given, 1, Given, 8166},
		{Clan, "Miscellaneous Equipment", "Machine Gun Array", 0.25, Given, 1, Construction, 8275},
		{InnerSphere, "Physical Weapons", "Flail", 5, Given, 4, Given, 8184},
	}
	for _, tt := range tests {
		it, ok := Find(tt.tech, tt.group, tt.name)
		if !ok {
			t.Errorf("Find(%v, %q, %q) failed", tt.tech, tt.group, tt.name)
			continue
		}
		if it.Tons != tt.tons || it.TonsSpec != tt.tonsSpec || it.Slots != tt.slots || it.SlotsSpec != tt.slotsSpec || it.Cite != fmt.Sprintf("003 L%d", tt.line) {
			t.Errorf("%s: %v %v / %d %v %s, want %v %v / %d %v 003 L%d", it.ID, it.Tons, it.TonsSpec, it.Slots, it.SlotsSpec, it.Cite,
				tt.tons, tt.tonsSpec, tt.slots, tt.slotsSpec, tt.line)
		}
	}
	for id, d := range map[string]int{"is-heat-sink": 1, "is-heat-sink-double": 2, "clan-heat-sink-double": 2} {
		if it, _ := Lookup(id); it.Dissipation != d {
			t.Errorf("%s: dissipation %d, want %d (003 L2973)", id, it.Dissipation, d)
		}
	}
	for _, id := range []string{"is-structure-endo-steel", "clan-armor-ferro-fibrous", "is-case", "clan-case-ii", "is-triple-strength-myomer"} {
		if it, _ := Lookup(id); !it.NoCritEffect {
			t.Errorf("%s: slots should be inapplicable (003 L2610)", id)
		}
	}
}

func TestJamOn(t *testing.T) {
	// 003 L5956: 2-3 shots jam on 2, 4-5 on 3 or less, 6-7 on 4 or less.
	for shots, want := range map[int]int{0: 0, 1: 0, 2: 2, 3: 2, 4: 3, 5: 3, 6: 4, 7: 4} {
		if got := JamOn(shots); got != want {
			t.Errorf("JamOn(%d) = %d, want %d", shots, got, want)
		}
	}
}

func TestRangeTo(t *testing.T) {
	ac5, _ := Lookup("is-ac-5")              // 1-6 / 7-12 / 13-18, minimum 3 (003 L7851)
	hmg, _ := Lookup("is-heavy-machine-gun") // 1 / 2 / —  (003 L7868)
	tests := []struct {
		it   Item
		d    int
		want Bracket
		ok   bool
	}{
		{ac5, 0, Short, true}, {ac5, 2, Short, true}, {ac5, 6, Short, true}, {ac5, 7, Medium, true},
		{ac5, 12, Medium, true}, {ac5, 13, Long, true}, {ac5, 18, Long, true}, {ac5, 19, 0, false},
		{hmg, 1, Short, true}, {hmg, 2, Medium, true}, {hmg, 3, 0, false}, {ac5, -1, 0, false},
	}
	for _, tt := range tests {
		if got, ok := tt.it.RangeTo(tt.d); got != tt.want || ok != tt.ok {
			t.Errorf("%s RangeTo(%d) = %v, %v; want %v, %v", tt.it.ID, tt.d, got, ok, tt.want, tt.ok)
		}
	}
	probe, _ := Lookup("clan-active-probe")
	if _, ok := probe.RangeTo(1); ok {
		t.Error("an active probe has no range brackets")
	}
}

func TestStrings(t *testing.T) {
	for got, want := range map[string]string{
		InnerSphere.String(): "IS", Clan.String(): "Clan", Tech(7).String(): "Tech(7)",
		Weapon.String(): "Weapon", Ammo.String(): "Ammo", Equipment.String(): "Equipment", Physical.String(): "Physical", Kind(9).String(): "Kind(9)",
		Given.String(): "given", Construction.String(): "*", SeeText.String(): "**", None.String(): "—", Spec(5).String(): "Spec(5)",
	} {
		if got != want {
			t.Errorf("String() = %q, want %q", got, want)
		}
	}
}

func TestCounts(t *testing.T) {
	n := map[Kind]int{}
	for _, it := range All() {
		n[it.Kind]++
	}
	t.Logf("weapons %d, ammo %d, equipment %d, physical %d, total %d", n[Weapon], n[Ammo], n[Equipment], n[Physical], len(All()))
	if n[Weapon] == 0 || n[Ammo] == 0 || n[Equipment] == 0 || n[Physical] == 0 {
		t.Errorf("a kind is empty: %v", n)
	}
}
