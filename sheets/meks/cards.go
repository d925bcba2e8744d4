// Package meks holds the cards of the Meks solo card game (seed 004) and
// Lancemate's editable defaults for what the seed lacks (attachments, the
// Pilot Skill table, the Build deck), in a versioned JSON format for
// lancemate/engine/meks.
package meks

import (
	"strings"

	"lancemate/engine/meks"
)

// id makes a card id from its name: "Defend HQ" -> "defend-hq".
func id(name string) string {
	return strings.ToLower(strings.ReplaceAll(name, " ", "-"))
}

// missionType is the type named by the first word of a mission (digest B3).
func missionType(name string) string {
	switch {
	case strings.HasPrefix(name, "Defend"):
		return meks.Defense
	case strings.HasPrefix(name, "Assault"):
		return meks.Assault
	}
	return meks.Patrol
}

// Missions is the Mission deck (004 L87-100).
func Missions() []meks.MissionCard {
	rows := []struct {
		name   string
		threat int
	}{
		{"Defend Base", 7}, {"Defend HQ", 8}, {"Defend Colony", 7}, {"Defend Transport", 4},
		{"Assault Outpost", 3}, {"Assault Power Plant", 6}, {"Assault Convoy", 5}, {"Assault Fort", 8},
		{"Patrol Warzone", 6}, {"Patrol Jungle", 5}, {"Patrol Arctic", 4}, {"Patrol Wastelands", 3},
	}
	out := make([]meks.MissionCard, len(rows))
	for i, r := range rows {
		out[i] = meks.MissionCard{ID: id(r.name), Name: r.name, Threat: r.threat, Type: missionType(r.name), Line: 89 + i}
	}
	return out
}

// Events is the Event deck (004 L101-122); the split of name and notes is
// the digest's (G-M9).
func Events() []meks.EventCard {
	rows := []struct {
		name, text, effect string
		amount             int
		mission            string
	}{
		{"Corporate Convention", "Flip +4 cards in Build Phase", meks.EffectBuild, 4, ""},
		{"Black Market", "Draw any 1 card from Build Deck in Build Phase", meks.EffectBlackMarket, 1, ""},
		{"Battle Scarred", "Target Foe/Mek starts battle with 1D6 Damage", meks.EffectScarred, 0, ""},
		{"On Shore Leave", "Discard 1 random Foe", meks.EffectDiscardFoe, 0, ""},
		{"Head Hit", "Target Hit on Mek destroys it", meks.EffectHeadHit, 0, ""},
		{"Salvage", "Mission earns extra 30 MC", meks.EffectSalvage, 30, ""},
		{"Artillery Support", "1 LR Attack +1D6 Damage", meks.EffectSupport, 0, ""},
		{"Orbital Bombardment", "1 LR Attack +1D6 Damage", meks.EffectSupport, 0, ""},
		{"Cruise Missiles", "1 LR Attack +1D6 Damage", meks.EffectSupport, 0, ""},
		{"Air Support", "1 LR Attack +1D6 Damage", meks.EffectSupport, 0, ""},
		{"Out of Ammo", "Target Foe/Weapon cannot attack", meks.EffectOutOfAmmo, 0, ""},
		{"Immobilized", "Target Damaged Foe/Mek +2 To be Hit", meks.EffectImmobilized, 2, ""},
		{"Gyros Damaged", "Target Damaged Mek has –2 To Hit", meks.EffectGyros, 2, ""},
		{"Ambush", "Patrol Mission: All your units +2 To Hit first Round", meks.EffectFirstRound, 2, meks.Patrol},
		{"Surprise", "Assault Mission: All your units +2 To Hit first Round", meks.EffectFirstRound, 2, meks.Assault},
		{"Allied Units", "Defense Mission: Draw 2 Foe cards: Use as Allies", meks.EffectAllies, 2, meks.Defense},
		{"Investors", "Get 10 MC", meks.EffectMoney, 10, ""},
		{"Detailed Plans", "Draw 2 Event Cards", meks.EffectDrawEvents, 2, ""},
		{"Active Front", "Flip +2 cards in Mission Phase", meks.EffectMissionFlip, 2, ""},
		{"Field Maintenance", "Repair 1D6 Damage for Free at end of Engagement", meks.EffectMaintenance, 0, ""},
	}
	out := make([]meks.EventCard, len(rows))
	for i, r := range rows {
		out[i] = meks.EventCard{ID: id(r.name), Name: r.name, Text: r.text, Effect: r.effect,
			Amount: r.amount, Mission: r.mission, Line: 103 + i}
	}
	return out
}

// Foes is the Foe deck (004 L123-141). Infantry (for area weapons) are the
// units named Infantry and the Jump Troops (digest G-M8).
func Foes() []meks.FoeCard {
	rows := []struct {
		name              string
		hits              int
		rng               meks.Range
		dam, evade        int
		second            meks.Range
		missile, infantry bool
	}{
		{"Infantry", 6, meks.SR, -2, 0, "", false, true},
		{"Power Infantry", 8, meks.SR, -1, -2, "", false, true},
		{"Light Mek", 10, meks.MR, -1, -1, "", false, false},
		{"Medium Mek", 20, meks.LR, 0, 0, "", false, false},
		{"Heavy Mek", 30, meks.LR, 2, 1, meks.MR, false, false},
		{"Hover Tank", 15, meks.MR, 0, 0, "", false, false},
		{"Gyrocoptor", 6, meks.MR, -1, -2, "", false, false},
		{"Artillery", 4, meks.LR, 2, 2, "", false, false},
		{"SP Artillery", 8, meks.LR, 1, 0, "", false, false},
		{"Heavy Infantry", 5, meks.MR, -1, 1, "", false, true},
		{"Entrenched Infantry", 9, meks.MR, -1, 2, "", false, true},
		{"Scout Mek", 10, meks.SR, -1, -2, "", false, false},
		{"Battle Mek", 20, meks.MR, 1, 0, "", false, false},
		{"Assault Mek", 30, meks.MR, 3, 1, meks.PB, false, false},
		{"Jump Troops", 5, meks.SR, -2, -2, "", false, true},
		{"Support Mek", 10, meks.LR, -1, -1, "", true, false},
		{"MMLS", 5, meks.LR, 0, 0, "", true, false},
	}
	out := make([]meks.FoeCard, len(rows))
	for i, r := range rows {
		out[i] = meks.FoeCard{ID: id(r.name), Name: r.name, Hits: r.hits, Range: r.rng, Dam: r.dam,
			Evade: r.evade, Second: r.second, Missile: r.missile, Infantry: r.infantry,
			Mek: strings.HasSuffix(r.name, " Mek"), Line: 125 + i}
	}
	return out
}
