package ledger

import (
	"strconv"
	"strings"

	"lancemate/app/kit"
	"lancemate/engine/melee"
)

// The ledger's words: what the engine says, in the player's words, with
// the seed citations kept for the "Why?" disclosures.

// plain is an engine message in the player's words: no seed citations in
// the main line (kit.SplitCite), names not quoted, no fact ids, a capital
// first letter.
func plain(msg string) string {
	msg, _ = kit.SplitCite(msg)
	for _, who := range []string{"pilot ", "player ", "target "} {
		msg = unquoteAfter(msg, who)
	}
	msg = factID(msg)
	if msg != "" && msg[0] >= 'a' && msg[0] <= 'z' {
		msg = strings.ToUpper(msg[:1]) + msg[1:]
	}
	return msg
}

// unquoteAfter gives a name the engine quotes after the word as the name
// alone: pilot "Kell" → Kell.
func unquoteAfter(msg, word string) string {
	var b strings.Builder
	for {
		i := strings.Index(msg, word+`"`)
		if i < 0 || (i > 0 && isWordByte(msg[i-1])) {
			break
		}
		start := i + len(word) + 1
		end := strings.IndexByte(msg[start:], '"')
		if end < 0 {
			break
		}
		b.WriteString(msg[:i])
		b.WriteString(msg[start : start+end])
		msg = msg[start+end+1:]
	}
	b.WriteString(msg)
	return b.String()
}

// factID replaces the internal id of a record-sheet fact ("fact
// games/x~kill-1 was") by "this was".
func factID(msg string) string {
	i := strings.Index(msg, "fact ")
	if i < 0 || (i > 0 && msg[i-1] != ' ') {
		return msg
	}
	rest := msg[i+len("fact "):]
	sp := strings.IndexByte(rest, ' ')
	if sp <= 0 || !strings.HasPrefix(rest[sp:], " was") {
		return msg
	}
	return msg[:i] + "this" + rest[sp:]
}

// cites lists the seed citations of an engine message, for its "Why?".
func cites(msg string) string {
	_, c := kit.SplitCite(msg)
	return c
}

// lineText is a ledger line's text as the player reads it: numbers of
// five digits or more with thousands separators ("book 9,519,000").
func lineText(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		if j == i {
			b.WriteByte(s[i])
			i++
			continue
		}
		word := (i == 0 || !isWordByte(s[i-1])) && (j == len(s) || !isWordByte(s[j]))
		if n, err := strconv.ParseInt(s[i:j], 10, 64); err == nil && word && j-i >= 5 {
			b.WriteString(cb(n))
		} else {
			b.WriteString(s[i:j])
		}
		i = j
	}
	s = strings.Replace(b.String(), "loan for The ", "loan for the ", 1)
	if x, ok := strings.CutSuffix(s, " is ejected from"); ok {
		s = x + ": its pilot ejected"
	}
	return s
}

// isWordByte reports whether c is a letter, digit or underscore, as \b
// in a regular expression counts them.
func isWordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
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
