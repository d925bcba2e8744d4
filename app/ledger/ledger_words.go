package ledger

import (
	"regexp"
	"strconv"
	"strings"

	"lancemate/engine/melee"
)

// The ledger's words: what the engine says, in the player's words, with
// the seed citations kept for the "Why?" disclosures.

// citeRe matches a parenthesised reason naming seed lines or a digest
// ambiguity: " (001 L1098-1104)", " (002 L60-67; AMB-47)".
var citeRe = regexp.MustCompile(`\s*\([^()]*(?:\b\d{3} L\d|AMB-\d)[^()]*\)`)

// quotedRe matches a name the engine quotes: pilot "Kell".
var quotedRe = regexp.MustCompile(`\b(?:pilot|player|target) "([^"]*)"`)

// factRe matches the internal id of a record-sheet fact.
var factRe = regexp.MustCompile(`\bfact \S+ was`)

// plain is an engine message in the player's words: no seed citations in
// the main line, names not quoted, a capital first letter.
func plain(msg string) string {
	msg = citeRe.ReplaceAllString(msg, "")
	msg = quotedRe.ReplaceAllString(msg, "$1")
	msg = factRe.ReplaceAllString(msg, "this was")
	if msg != "" && msg[0] >= 'a' && msg[0] <= 'z' {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg
}

// cites lists the seed citations of an engine message, for its "Why?".
func cites(msg string) string {
	var out []string
	for _, m := range citeRe.FindAllString(msg, -1) {
		out = append(out, strings.Trim(strings.TrimSpace(m), "()"))
	}
	return strings.Join(out, "; ")
}

// digitsRe matches a number of five digits or more written without
// separators.
var digitsRe = regexp.MustCompile(`\b\d{5,}\b`)

// lineText is a ledger line's text as the player reads it: numbers with
// thousands separators ("book 9,519,000").
func lineText(s string) string {
	s = digitsRe.ReplaceAllStringFunc(s, func(d string) string {
		n, _ := strconv.ParseInt(d, 10, 64)
		return cb(n)
	})
	s = strings.Replace(s, "loan for The ", "loan for the ", 1)
	if x, ok := strings.CutSuffix(s, " is ejected from"); ok {
		s = x + ": its pilot ejected"
	}
	return s
}

// actionWords are the Off Board Cycle actions in the player's words.
var actionWords = map[melee.Action]string{
	melee.ActCashChips: "cash in poker chips", melee.ActSponsorCheck: "sponsor check", melee.ActWithdraw: "leave a stable or sponsor",
	melee.ActRepair: "repair the 'Mech", melee.ActHeal: "heal wounds", melee.ActSell: "sell the 'Mech",
	melee.ActJoin: "join a stable or sponsor", melee.ActBuyAbility: "buy abilities", melee.ActDropAbility: "drop an ability",
	melee.ActStableCheck: "stable check (automatic)", melee.ActBuyMech: "buy a 'Mech", melee.ActLoan: "loans",
	melee.ActEdge: "buy Edge cards", melee.ActAmmo: "buy special munitions",
}

// words lists actions in the player's words: "a, b and c".
func words(as []melee.Action) string {
	ss := make([]string, 0, len(as))
	for _, a := range as {
		if w, ok := actionWords[a]; ok {
			ss = append(ss, w)
		}
	}
	return andList(ss)
}

// andList joins "a", "a and b", "a, b and c".
func andList(ss []string) string {
	switch len(ss) {
	case 0:
		return ""
	case 1:
		return ss[0]
	}
	return strings.Join(ss[:len(ss)-1], ", ") + " and " + ss[len(ss)-1]
}

// count is n things with the plural right: "1 wound", "3 wounds".
func count(n int, thing string) string {
	if n == 1 {
		return "1 " + thing
	}
	return strconv.Itoa(n) + " " + thing + "s"
}

// possessive is a name's possessive: "Kell's", "Blue Hawks'".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// condition is a 'Mech's condition in words: "crippled, pilot ejected".
func condition(m *melee.Mech) string {
	switch {
	case m == nil:
		return "no 'Mech"
	case m.Ejected && m.Status == melee.Fine:
		return "pilot ejected"
	case m.Ejected:
		return string(m.Status) + ", pilot ejected"
	}
	return string(m.Status)
}

// eventWords names an event for the preview's heading and the undo
// button.
var eventWords = map[string]string{
	"add_player": "add a player", "start_day": "start a day", "end_day": "end the day", "enter_arena": "enter the arena",
	"leave_arena": "leave the arena", "award": "award", "mech_status": "'Mech condition", "keep_damage": "keep the damage",
	"wound": "wound", "killed": "pilot killed", "repair": "repair", "heal": "healing", "sell": "sale", "buy_mech": "'Mech purchase",
	"buy_ability": "buy ability", "drop_ability": "drop ability", "join": "join", "withdraw": "withdraw", "use_edge": "Edge card",
	"use_token": "token", "default_loan": "loan default", "buy_ammo": "special munitions", "cash_chips": "cash chips",
	"sponsor_check": "sponsor check", "open": "open the event",
}

// eventName is an event type in words.
func eventName(typ string) string {
	if w, ok := eventWords[typ]; ok {
		return w
	}
	return strings.ReplaceAll(typ, "_", " ")
}
