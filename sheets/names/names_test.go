package names

import (
	"testing"

	"lancemate/engine/equipment"
)

func TestMegaMekAndSSW(t *testing.T) {
	is, clan := equipment.InnerSphere, equipment.Clan
	tests := []struct {
		ssw  bool
		name string
		unit equipment.Tech
		want Item
		ok   bool
	}{
		{false, "Medium Laser", clan, Item{ID: "is-medium-laser"}, true},
		{false, "ISERMediumLaser", is, Item{ID: "is-er-medium-laser"}, true},
		{false, "CLERPPC", is, Item{ID: "clan-er-ppc"}, true},
		{false, "CLAntiMissileSystem", is, Item{ID: "clan-ams"}, true},
		{false, "ISClaw", is, Item{ID: "is-claws"}, true},
		{false, "IS Ammo AC/20", clan, Item{ID: "is-ammo-ac-20"}, true},
		{false, "Clan Ammo LRM-20", is, Item{ID: "clan-ammo-lrm-20"}, true},
		{false, "IS Ammo LRM-15 Artemis-capable", is, Item{ID: "is-ammo-lrm-15", Munition: "is-munition-missile-artemis-iv"}, true},
		{false, "ISLBXAC10 CL Ammo", is, Item{ID: "is-ammo-lb-10-x-ac", Munition: "is-munition-ac-cluster"}, true},
		{false, "IS Machine Gun Ammo - Half", is, Item{ID: "is-ammo-machine-gun", Shots: 100}, true},
		{false, "Clan Ammo ATM-6 ER", clan, Item{ID: "clan-ammo-atm-6-er"}, true},
		{false, "IS Ammo MML-5 SRM", is, Item{ID: "is-ammo-mml-5-srm"}, true},
		{false, "Endo Steel", clan, Item{ID: "clan-structure-endo-steel"}, true},
		{false, "Double Heat Sink", is, Item{ID: "is-heat-sink-double"}, true},
		{false, "Foot Actuator", is, Item{ID: "foot"}, true},
		{false, "Fusion Engine", is, Item{ID: "engine"}, true},
		{false, "ISArrowIVHomingAmmo", is, Item{}, false},
		{false, "Environmental Sealing", is, Item{}, false},
		{true, "(IS) Autocannon/20", is, Item{ID: "is-ac-20"}, true},
		{true, "(CL) @ LRM-20 (Artemis V)", clan, Item{ID: "clan-ammo-lrm-20", Munition: "clan-munition-missile-artemis-v"}, true},
		{true, "@ Machine Gun (1/2)", clan, Item{ID: "clan-ammo-machine-gun", Shots: 100}, true},
		{true, "(IS) @ MML-7 (LRM Artemis IV Capable)", is, Item{ID: "is-ammo-mml-7-lrm", Munition: "is-munition-missile-artemis-iv"}, true},
		{true, "(CL) MG Array (4 Machine Gun)", clan, Item{ID: "clan-machine-gun-array"}, true},
		{true, "Guardian ECM Suite", is, Item{ID: "is-ecm-suite-guardian"}, true},
		{true, "(IS) SRM-2 (iOS)", is, Item{}, false},
	}
	for _, tc := range tests {
		resolve := MegaMek
		if tc.ssw {
			resolve = SSW
		}
		got, ok := resolve(tc.name, tc.unit)
		if ok != tc.ok || got != tc.want {
			t.Errorf("%q (%s unit) = %+v, %v; want %+v, %v", tc.name, tc.unit, got, ok, tc.want, tc.ok)
		}
	}
}

func TestTypes(t *testing.T) {
	is, clan := equipment.InnerSphere, equipment.Clan
	tests := []struct {
		fn   func(string, equipment.Tech) string
		name string
		unit equipment.Tech
		want string
	}{
		{EngineType, "XL (Clan) Engine(IS)", is, "clan-engine-xl"},
		{EngineType, "Fusion Engine", clan, "clan-engine-standard"},
		{EngineType, "Light Fusion Engine", is, "is-engine-light"},
		{EngineType, "ICE Engine(IS)", is, "?ICE Engine(IS)"},
		{StructureType, "IS Endo-Composite", clan, "is-structure-endo-composite"},
		{StructureType, "Endo-Steel", clan, "clan-structure-endo-steel"},
		{ArmorType, "Ferro-Fibrous(Clan)", is, "clan-armor-ferro-fibrous"},
		{ArmorType, "Light Ferro-Fibrous", is, "is-armor-ferro-fibrous-light"},
		{GyroType, "Extra-Light Gyro", clan, "is-gyro-xl"},
		{CockpitType, "Small Cockpit", is, "is-cockpit-small"},
		{CockpitType, "Industrial Cockpit", is, "?Industrial Cockpit"},
	}
	for _, tc := range tests {
		if got := tc.fn(tc.name, tc.unit); got != tc.want {
			t.Errorf("%q = %q, want %q", tc.name, got, tc.want)
		}
	}
}
