package melee

import (
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"lancemate/engine/internal/order"
)

// Standing is one pilot's line in the judge view. Where the pilots of a
// player share one purse (League) the C-bills and net worth are the
// stable's, so they are not on a pilot's line (0, SharedPurse set): see
// StableStandings.
type Standing struct {
	Pilot       string `json:"pilot"`
	Player      string `json:"player"`
	Kills       int    `json:"kills"`
	Solo        int    `json:"solo"`
	Assisted    int    `json:"assisted"`
	Fame        int    `json:"fame"`
	CP          int    `json:"cp"`
	Cbills      int64  `json:"cbills"`    // the player's purse (Tournament)
	NetWorth    int64  `json:"net_worth"` // C-bills + 'Mechs at book - loans (001 L1152-1154)
	Mech        string `json:"mech,omitempty"`
	Status      Status `json:"status,omitempty"`
	SharedPurse bool   `json:"shared_purse,omitempty"`
}

// StableStanding is one player's money in the judge view, once for all its
// pilots: the purse, what it owes, the 'Mechs at their base cost and the
// net worth (001 L1150-1154; a League stable's purse, 002 L15, AMB-39).
type StableStanding struct {
	Player   string `json:"player"`
	Pilots   int    `json:"pilots"`
	Kills    int    `json:"kills"`
	Fame     int    `json:"fame"` // the pilots' Fame added up
	Cbills   int64  `json:"cbills"`
	Owed     int64  `json:"owed,omitempty"`
	Mechs    int64  `json:"mechs"` // the 'Mechs at their base cost
	NetWorth int64  `json:"net_worth"`
}

// worth is each player's 'Mechs at their base cost.
func (s *State) worth() map[string]int64 {
	w := map[string]int64{}
	for _, p := range s.Pilots {
		if p.Mech != nil {
			w[p.Player] += p.Mech.Base
		}
	}
	return w
}

// Standings is the judge view: every pilot ranked by total kills, then
// Fame, then solo kills, the qualifier rules (001 L1127-1134), with net
// worth as the last tie-breaker (001 L1150-1154). The League has no
// ranking rules; it uses the same order (Notes), and its pilots' lines
// leave the shared purse out (StableStandings has it once per stable).
func (s *State) Standings() []Standing {
	worth := s.worth()
	shared := s.Rules().SharedPurse()
	out := make([]Standing, 0, len(s.Pilots))
	for _, p := range s.Pilots {
		pl, _ := s.Player(p.Player)
		st := Standing{Pilot: p.Name, Player: p.Player, Kills: p.Kills(), Solo: p.Solo, Assisted: p.Assisted,
			Fame: p.Fame, CP: p.CP, Cbills: pl.Cbills, NetWorth: pl.Cbills + worth[p.Player], SharedPurse: shared}
		if shared {
			st.Cbills, st.NetWorth = 0, 0
		}
		if p.Mech != nil {
			st.Mech, st.Status = p.Mech.Design, p.Mech.Status
		}
		out = append(out, st)
	}
	order.Stable(out, func(a, b Standing) int {
		for _, d := range [...]int64{int64(b.Kills - a.Kills), int64(b.Fame - a.Fame), int64(b.Solo - a.Solo), b.NetWorth - a.NetWorth} {
			if d != 0 {
				return int(max(-1, min(1, d)))
			}
		}
		return 0
	})
	return out
}

// StableStandings lists each player's money once, richest net worth
// first: what the judge view shows beside the pilots' lines when pilots
// share a purse, and the players' accounts in the Tournament.
func (s *State) StableStandings() []StableStanding {
	worth := s.worth()
	out := make([]StableStanding, 0, len(s.Players))
	for _, pl := range s.Players {
		st := StableStanding{Player: pl.Name, Cbills: pl.Cbills, Owed: pl.Owed(), Mechs: worth[pl.Name], NetWorth: pl.Cbills + worth[pl.Name]}
		for _, p := range s.PilotsOf(pl.Name) {
			st.Pilots++
			st.Kills += p.Kills()
			st.Fame += p.Fame
		}
		out = append(out, st)
	}
	order.Stable(out, func(a, b StableStanding) int { return int(max(-1, min(1, b.NetWorth-a.NetWorth))) })
	return out
}

// WriteStandingsCSV writes the judge view as CSV; a shared purse's C-bills
// and net worth cells are left empty on the pilots' lines.
func (s *State) WriteStandingsCSV(w io.Writer) error {
	rows := [][]string{{"Rank", "Pilot", "Player", "Kills", "Solo kills", "Assisted kills", "Fame", "CP", "C-bills", "Net worth", "'Mech", "Status"}}
	for i, st := range s.Standings() {
		cb, nw := i64(st.Cbills), i64(st.NetWorth)
		if st.SharedPurse {
			cb, nw = "", ""
		}
		rows = append(rows, []string{strconv.Itoa(i + 1), st.Pilot, st.Player, strconv.Itoa(st.Kills), strconv.Itoa(st.Solo),
			strconv.Itoa(st.Assisted), strconv.Itoa(st.Fame), strconv.Itoa(st.CP), cb, nw, st.Mech, string(st.Status)})
	}
	return writeCSV(w, rows)
}

// WriteStableStandingsCSV writes StableStandings as CSV.
func (s *State) WriteStableStandingsCSV(w io.Writer) error {
	rows := [][]string{{"Player", "Pilots", "Kills", "Fame", "C-bills", "Owed", "'Mechs' value", "Net worth"}}
	for _, st := range s.StableStandings() {
		rows = append(rows, []string{st.Player, strconv.Itoa(st.Pilots), strconv.Itoa(st.Kills), strconv.Itoa(st.Fame),
			i64(st.Cbills), i64(st.Owed), i64(st.Mechs), i64(st.NetWorth)})
	}
	return writeCSV(w, rows)
}

// Ledger is a printable ledger: one pilot's or a whole player's (a League
// stable's) entries with running balances.
type Ledger struct {
	Player string `json:"player"`
	Pilot  string `json:"pilot,omitempty"` // "" for the whole player or stable
	// SharedPurse: the pilot's C-bills are the stable's purse, so its lines
	// give the C-bill changes but no purse balance (Balance.Cbills is 0):
	// the stable's ledger has them.
	SharedPurse bool    `json:"shared_purse,omitempty"`
	Entries     []Entry `json:"entries"`
	Cbills      int64   `json:"cbills"` // the purse now
	Owed        int64   `json:"owed,omitempty"`
}

// PilotLedger is a pilot's ledger: its own entries, and in the Tournament
// its player's account entries too (the player is the pilot, 001 L28).
// In the League the purse is the stable's (002 L15, AMB-39): the lines
// show the pilot's C-bill changes, not the purse, which would jump with
// the other pilots' entries in between.
func (s *State) PilotLedger(pilot string) (Ledger, error) {
	p, pl, err := s.pilotAndPlayer(pilot)
	if err != nil {
		return Ledger{}, err
	}
	l := Ledger{Player: pl.Name, Pilot: p.Name, SharedPurse: s.Rules().SharedPurse(), Cbills: pl.Cbills, Owed: pl.Owed()}
	for _, e := range s.Entries {
		switch {
		case e.Pilot == p.Name && l.SharedPurse:
			e.Balance.Cbills = 0
			l.Entries = append(l.Entries, e)
		case e.Pilot == p.Name || !l.SharedPurse && e.Pilot == "" && e.Player == pl.Name:
			l.Entries = append(l.Entries, e)
		}
	}
	return l, nil
}

// StableLedger is a player's whole ledger, every pilot's entries and the
// account's, in order, with the purse after each line: the print of a
// League stable (or of a Tournament player).
func (s *State) StableLedger(player string) (Ledger, error) {
	pl, err := s.Player(player)
	if err != nil {
		return Ledger{}, err
	}
	l := Ledger{Player: pl.Name, Cbills: pl.Cbills, Owed: pl.Owed()}
	for _, e := range s.Entries {
		if e.Player == pl.Name {
			l.Entries = append(l.Entries, e)
		}
	}
	return l, nil
}

// WriteCSV writes the ledger as CSV for players, its headings in words:
// what happened, why and the points, each line's change and the balances
// after it (the purse's left empty where the purse is shared). The rule
// each line rests on is not a column: it is in the event's log (the JSON
// export).
func (l Ledger) WriteCSV(w io.Writer) error {
	rows := [][]string{{"Line", "Day", "Player", "Pilot", "What happened", "Why", "Fame", "CP", "C-bills", "Fame after", "CP after", "C-bills after"}}
	for _, e := range l.Entries {
		purse := i64(e.Balance.Cbills)
		if l.SharedPurse {
			purse = ""
		}
		fame, cp := strconv.Itoa(e.Balance.Fame), strconv.Itoa(e.Balance.CP)
		if e.Pilot == "" {
			fame, cp = "", ""
		}
		rows = append(rows, []string{strconv.Itoa(e.Seq), strconv.Itoa(e.Day), e.Player, e.Pilot, e.What, e.Why,
			strconv.Itoa(e.Fame), strconv.Itoa(e.CP), i64(e.Cbills), fame, cp, purse})
	}
	return writeCSV(w, rows)
}

// WriteLedgerCSV writes a pilot's ledger (PilotLedger) as CSV.
func (s *State) WriteLedgerCSV(w io.Writer, pilot string) error {
	l, err := s.PilotLedger(pilot)
	if err != nil {
		return err
	}
	return l.WriteCSV(w)
}

func i64(x int64) string { return strconv.FormatInt(x, 10) }

// writeCSV writes rows as encoding/csv's Writer does with its defaults
// (RFC 4180, "\n" line ends; TestWriteCSVMatchesEncodingCSV): the wasm
// then carries no encoding/csv: 3.8 KB of the first load (measured
// 2026-11-30) for the three lines that called it.
func writeCSV(w io.Writer, rows [][]string) error {
	var b strings.Builder
	for _, row := range rows {
		for i, f := range row {
			if i > 0 {
				b.WriteByte(',')
			}
			if !csvQuoted(f) {
				b.WriteString(f)
				continue
			}
			b.WriteByte('"')
			b.WriteString(strings.ReplaceAll(f, `"`, `""`))
			b.WriteByte('"')
		}
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// csvQuoted reports whether encoding/csv would quote the field: one that
// holds a comma, a quote or a line break, begins with white space, or is
// a lone `\.` (an end of data to PostgreSQL).
func csvQuoted(f string) bool {
	if f == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(f)
	return f == `\.` || strings.ContainsAny(f, ",\"\r\n") || unicode.IsSpace(r)
}
