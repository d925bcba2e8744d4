package melee

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// seedLines reads a seed from ../shared, or skips.
func seedLines(t *testing.T, seed string) []string {
	t.Helper()
	files, _ := filepath.Glob(filepath.Join("..", "..", "..", "shared", "seeds", seed+"_*.txt"))
	if len(files) == 0 {
		t.Skip("../shared/seeds is absent: table rows not checked against the seed text")
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	return strings.Split(string(b), "\n")
}

// hasTokens reports whether the line holds each token as a word, ignoring
// the seed's "(2)" penalty, "+", "$" and ".00" spellings.
func hasTokens(line string, tokens ...string) bool {
	r := strings.NewReplacer("\t", " ", "$", "", "\\", "", ".00", "", "(1)", "-1", "(2)", "-2", "(", " ", ")", " ", "+", "")
	words := strings.Fields(r.Replace(line))
	for _, tok := range tokens {
		found := false
		for _, w := range words {
			found = found || w == tok || strings.TrimSuffix(w, "%") == tok
		}
		if !found {
			return false
		}
	}
	return true
}

func checkRow(t *testing.T, lines []string, r *Ruleset, what string, line int, tokens ...string) {
	t.Helper()
	if line < 1 || line > len(lines) || !hasTokens(lines[line-1], tokens...) {
		got := ""
		if line >= 1 && line <= len(lines) {
			got = lines[line-1]
		}
		t.Errorf("%s %s: %s line does not hold %v: %q", r.Cite(line), what, r.ID, tokens, got)
	}
}

func gainTokens(g Gain) []string {
	return []string{fmt.Sprint(g.Fame), fmt.Sprint(g.CP), money(g.Cbills)}
}

// TestTablesAgainstSeeds checks every table row's numbers on its cited
// seed line.
func TestTablesAgainstSeeds(t *testing.T) {
	for _, r := range Rulesets() {
		lines := seedLines(t, r.Seed)
		rows := append([]Row(nil), r.Rows...)
		for _, tbl := range [][7]Row{r.KillSolo, r.KillAssist, r.Cripple} {
			for _, x := range tbl {
				if x.Line != 0 {
					rows = append(rows, x)
				}
			}
		}
		rows = append(rows, r.Famous.Row)
		if r.DamageStep.Line != 0 {
			rows = append(rows, r.DamageStep)
		}
		for _, x := range rows {
			checkRow(t, lines, r, x.Name, x.Line, gainTokens(x.Gain)...)
		}
		for _, sh := range []*Share{r.Destroy, r.Crippling} {
			if sh != nil {
				checkRow(t, lines, r, sh.Name, sh.Line, fmt.Sprint(sh.FamePct), fmt.Sprint(sh.CP), fmt.Sprintf("%d%%", sh.BookPct))
			}
		}
		for _, a := range r.Abilities {
			tok := []string{fmt.Sprint(a.CP)}
			if a.Cbills > 0 {
				tok = append(tok, money(a.Cbills))
			}
			checkRow(t, lines, r, a.Name, a.Line, tok...)
		}
		for _, st := range r.Stables {
			tok := []string{st.House, fmt.Sprint(st.Fame), fmt.Sprint(st.CP), money(st.Cbills)}
			if st.Clan {
				tok = append(tok, "*C*")
			}
			if st.Ammo {
				tok = append(tok, "@")
			}
			checkRow(t, lines, r, st.Name, st.Line, tok...)
		}
		for _, sp := range r.Sponsors {
			checkRow(t, lines, r, sp.Name, sp.Line, sp.House, fmt.Sprint(sp.Fame), fmt.Sprint(sp.CP), money(sp.Gain))
		}
		if r.Stables != nil {
			for _, w := range []Row{stableWithdrawal, sponsorWithdrawal} {
				checkRow(t, lines, r, w.Name, w.Line, fmt.Sprint(w.Gain.Fame), fmt.Sprint(-w.Gain.CP), money(w.Gain.Cbills))
			}
		}
		rt := r.Repair
		checkRow(t, lines, r, "full repair", rt.Lines[0], fmt.Sprint(rt.FullPct[0]))
		checkRow(t, lines, r, "eject", rt.Lines[2], fmt.Sprint(rt.EjectPct))
		checkRow(t, lines, r, "heal", rt.Lines[3], money(rt.Heal))
	}
}

// TestLoanTableAgainstSeeds checks the loan bands (001 L243-273, 002
// L138-147).
func TestLoanTableAgainstSeeds(t *testing.T) {
	for _, r := range Rulesets() {
		lines := seedLines(t, r.Seed)
		text := strings.Join(lines[r.Loan.Table-1:r.Loan.Table+30], "\n")
		low := 0
		for _, b := range loanBands[:8] {
			band := fmt.Sprintf("%d-%d", low, b.Fame)
			if low == b.Fame {
				band = fmt.Sprint(b.Fame)
			}
			if !strings.Contains(text, band) || !strings.Contains(text, money(b.Max)) {
				t.Errorf("%s: loan band %s %s not in the table", r.Cite(r.Loan.Table), band, money(b.Max))
			}
			low = b.Fame + 1
		}
	}
}
