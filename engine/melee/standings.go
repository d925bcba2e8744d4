package melee

import (
	"encoding/csv"
	"io"
	"slices"
	"strconv"
)

// Standing is one pilot's line in the judge view.
type Standing struct {
	Pilot    string `json:"pilot"`
	Player   string `json:"player"`
	Kills    int    `json:"kills"`
	Solo     int    `json:"solo"`
	Assisted int    `json:"assisted"`
	Fame     int    `json:"fame"`
	CP       int    `json:"cp"`
	Cbills   int64  `json:"cbills"`    // the player's purse
	NetWorth int64  `json:"net_worth"` // C-bills + 'Mechs at book - loans (001 L1152-1154)
	Mech     string `json:"mech,omitempty"`
	Status   Status `json:"status,omitempty"`
}

// Standings is the judge view: every pilot ranked by total kills, then
// Fame, then solo kills, the qualifier rules (001 L1127-1134), with net
// worth as the last tie-breaker (001 L1150-1154). The League has no
// ranking rules; it uses the same order (Notes).
func (s *State) Standings() []Standing {
	worth := map[string]int64{}
	for _, p := range s.Pilots {
		if p.Mech != nil {
			worth[p.Player] += p.Mech.Base
		}
	}
	out := make([]Standing, 0, len(s.Pilots))
	for _, p := range s.Pilots {
		pl, _ := s.Player(p.Player)
		st := Standing{Pilot: p.Name, Player: p.Player, Kills: p.Kills(), Solo: p.Solo, Assisted: p.Assisted,
			Fame: p.Fame, CP: p.CP, Cbills: pl.Cbills, NetWorth: pl.Cbills + worth[p.Player]}
		if p.Mech != nil {
			st.Mech, st.Status = p.Mech.Design, p.Mech.Status
		}
		out = append(out, st)
	}
	slices.SortStableFunc(out, func(a, b Standing) int {
		for _, d := range [...]int64{int64(b.Kills - a.Kills), int64(b.Fame - a.Fame), int64(b.Solo - a.Solo), b.NetWorth - a.NetWorth} {
			if d != 0 {
				return int(max(-1, min(1, d)))
			}
		}
		return 0
	})
	return out
}

// WriteStandingsCSV writes the judge view as CSV.
func (s *State) WriteStandingsCSV(w io.Writer) error {
	rows := [][]string{{"rank", "pilot", "player", "kills", "solo", "assisted", "fame", "cp", "cbills", "net_worth", "mech", "status"}}
	for i, st := range s.Standings() {
		rows = append(rows, []string{strconv.Itoa(i + 1), st.Pilot, st.Player, strconv.Itoa(st.Kills), strconv.Itoa(st.Solo),
			strconv.Itoa(st.Assisted), strconv.Itoa(st.Fame), strconv.Itoa(st.CP), i64(st.Cbills), i64(st.NetWorth), st.Mech, string(st.Status)})
	}
	return csv.NewWriter(w).WriteAll(rows)
}

// WriteLedgerCSV writes a pilot's ledger as CSV: the pilot's entries and
// its player's account entries, with running balances.
func (s *State) WriteLedgerCSV(w io.Writer, pilot string) error {
	p, err := s.Pilot(pilot)
	if err != nil {
		return err
	}
	rows := [][]string{{"seq", "day", "player", "pilot", "what", "why", "rule", "fame", "cp", "cbills", "fame_balance", "cp_balance", "cbills_balance"}}
	for _, e := range s.Entries {
		if e.Pilot == p.Name || e.Pilot == "" && e.Player == p.Player {
			rows = append(rows, []string{strconv.Itoa(e.Seq), strconv.Itoa(e.Day), e.Player, e.Pilot, e.What, e.Why, e.Rule,
				strconv.Itoa(e.Fame), strconv.Itoa(e.CP), i64(e.Cbills), strconv.Itoa(e.Balance.Fame), strconv.Itoa(e.Balance.CP), i64(e.Balance.Cbills)})
		}
	}
	return csv.NewWriter(w).WriteAll(rows)
}

func i64(x int64) string { return strconv.FormatInt(x, 10) }
