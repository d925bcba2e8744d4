package names

import (
	"strings"
	"sync"

	"lancemate/engine/equipment"
)

// aliases maps a normalised item name, without tech prefix, to the id
// suffix the catalogue uses after "is-" or "clan-". It holds every weapon,
// item and physical weapon of the catalogue by its own name and by its id,
// and the other spellings of MegaMek and Solaris Skunk Werks. It is built
// on first use, not at start-up, so the app does not pay for it until a
// file is imported.
var aliases = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, it := range equipment.All() {
		switch it.Kind {
		case equipment.Ammo:
			continue
		}
		switch it.Group {
		case "Armor", "Cockpits", "Engines", "Gyros", "Structure", "Munition Bins":
			continue
		}
		suffix := strings.TrimPrefix(strings.TrimPrefix(it.ID, "is-"), "clan-")
		m[norm(superThree.Replace(it.Name))] = suffix
		m[norm(suffix)] = suffix
	}
	for _, line := range spellings {
		f := strings.Fields(line)
		for _, n := range f[1:] {
			m[n] = f[0]
		}
	}
	return m
})

// spellings lists, per id suffix, the normalised names MegaMek and Solaris
// Skunk Werks use besides the catalogue's name ("ISLBXAC10" → "lbxac10"):
// the suffix, then its spellings, separated by spaces. A list of strings is
// data in the wasm; a map literal would be code run at every start.
var spellings = []string{
	"ac-2 ac2",
	"ac-5 ac5",
	"ac-10 ac10",
	"ac-20 ac20",
	"lb-2-x-ac lbxac2 lb2x",
	"lb-5-x-ac lbxac5 lb5x",
	"lb-10-x-ac lbxac10 lb10x",
	"lb-20-x-ac lbxac20 lb20x",
	"ultra-ac-2 uac2",
	"ultra-ac-5 uac5",
	"ultra-ac-10 uac10",
	"ultra-ac-20 uac20",
	"rotary-ac-2 rac2",
	"rotary-ac-5 rac5",
	"light-ac-2 lac2 lightautocannon2",
	"light-ac-5 lac5 lightautocannon5",
	"gauss-rifle gauss",
	"light-gauss-rifle lightgauss",
	"heavy-gauss-rifle heavygauss",
	"improved-heavy-gauss improvedheavygaussrifle",
	"magshot-gauss-rifle magshotgr magshot",
	"silver-bullet-gauss sbgr sbgaussrifle sbgauss silverbulletgaussrifle",
	"ap-gauss-rifle apgauss",
	"hag-20 hyperassaultgauss20 hyperassaultgaussrifle20",
	"hag-30 hyperassaultgauss30 hyperassaultgaussrifle30",
	"hag-40 hyperassaultgauss40 hyperassaultgaussrifle40",
	"light-machine-gun lightmg",
	"machine-gun mg",
	"heavy-machine-gun heavymg",
	"light-rifle-cannon lightrifle riflecannonlight",
	"medium-rifle-cannon mediumrifle riflecannonmedium",
	"heavy-rifle-cannon heavyrifle riflecannonheavy",
	"binary-blazer-cannon blazercannon binarylaserblazercannon binarylasercannon blazer",
	"small-re-engineered-laser smallrelaser",
	"medium-re-engineered-laser mediumrelaser",
	"large-re-engineered-laser largerelaser",
	"small-vsp-laser smallvariablespeedlaser smallvariablespeedpulselaser smallvsp",
	"medium-vsp-laser mediumvariablespeedlaser mediumvariablespeedpulselaser mediumvsp",
	"large-vsp-laser largevariablespeedlaser largevariablespeedpulselaser largevsp",
	"ppc particlecannon",
	"light-ppc lppc",
	"snub-nose-ppc snppc",
	"chemical-laser-small smallchemlaser smallchemicallaser",
	"chemical-laser-medium mediumchemlaser mediumchemicallaser",
	"chemical-laser-large largechemlaser largechemicallaser",
	"improved-heavy-small-laser improvedsmallheavylaser",
	"improved-heavy-medium-laser improvedmediumheavylaser",
	"improved-heavy-large-laser improvedlargeheavylaser",
	"er-pulse-small-laser ersmallpulselaser",
	"er-pulse-medium-laser ermediumpulselaser",
	"er-pulse-large-laser erlargepulselaser",
	"enhanced-lrm-5 nlrm5",
	"enhanced-lrm-10 nlrm10",
	"enhanced-lrm-15 nlrm15",
	"enhanced-lrm-20 nlrm20",
	"extended-lrm-5 elrm5",
	"extended-lrm-10 elrm10",
	"extended-lrm-15 elrm15",
	"extended-lrm-20 elrm20",
	"narc narcbeacon",
	"inarc improvednarc inarclauncher",
	"rocket-launcher-10 rl10",
	"rocket-launcher-15 rl15",
	"rocket-launcher-20 rl20",
	"arrow-iv arrowivsystem arrowivmissile",
	"ams-laser laserantimissilesystem laserams",
	"tag-light lighttag",
	"ecm-suite-guardian guardianecmsuite guardianecm",
	"ecm-suite-angel angelecmsuite angelecm",
	"active-probe-beagle beagleactiveprobe",
	"active-probe-bloodhound bloodhoundactiveprobe",
	"active-probe-light lightactiveprobe",
	"watchdog-cews watchdogecmsuite watchdogecm",
	"c3-computer-master c3masterunit c3mastercomputer c3computermaster",
	"c3-computer-slave c3slaveunit c3computerslave",
	"c3-boosted-system-master c3masterboostedsystemunit c3boostedcomputermaster",
	"c3-boosted-system-slave c3boostedsystemslaveunit c3boostedcomputerslave",
	"c3-i-computer c3iunit improvedc3cpu improvedc3computer",
	"artemis-iv-fcs artemisiv",
	"artemis-v-fcs artemisv",
	"mrm-apollo-fcs apollo apollofcs",
	"ppc-capacitor lightppccapacitor erppccapacitor heavyppccapacitor snubnoseppccapacitor",
	"machine-gun-array mga lmga hmga mgarray lightmachinegunarray heavymachinegunarray",
	"heat-sink-double doubleheatsink",
	"jump-jet-standard jumpjet",
	"jump-jet-improved improvedjumpjet",
	"mechanical-jump-boosters mechanicaljumpbooster jumpbooster",
	"triple-strength-myomer tsm",
	"umu mechumu",
	"claws claw",
	"vibroblade-small smallvibroblade",
	"vibroblade-medium mediumvibroblade",
	"vibroblade-large largevibroblade",
	"structure-endo-steel endosteel",
	"structure-endo-composite endocomposite",
	"armor-ferro-fibrous ferrofibrous",
	"armor-ferro-fibrous-light lightferrofibrous",
	"armor-ferro-fibrous-heavy heavyferrofibrous",
	"armor-stealth stealth stealtharmor",
	"armor-ferro-lamellor ferrolamellor",
	"armor-laser-reflective reflective reflectivearmor laserreflective",
	"armor-ballistic-reinforced ballisticreinforced",
	"armor-hardened hardened",
}
