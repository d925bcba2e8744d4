package clicks

import (
	"encoding/json"
	"testing"

	"lancemate/engine/dice"
)

func testFigures(t *testing.T) map[string]Figure {
	t.Helper()
	b, err := readCommon()
	if err != nil {
		t.Fatal(err)
	}
	var figs map[string]Figure
	if err := json.Unmarshal(b, &figs); err != nil {
		t.Fatal(err)
	}
	return figs
}

// Need names the next roll; AddDice takes typed faces and checks them; Fill
// rolls the rest from a source; the log keeps the faces, so a reload
// replays the same result.
func TestNeedAddDiceFill(t *testing.T) {
	j := NewJournal()
	for _, id := range []string{"a", "b"} {
		if err := j.Apply(&AddMech{ID: id, Figure: testFigures(t)["assault"]}); err != nil {
			t.Fatal(err)
		}
	}
	round := &StartRound{}
	need, err := Need(j, round)
	if err != nil || need == nil || need.Expr != dice.D6 || need.Purpose != "initiative" {
		t.Fatalf("need = %+v, %v", need, err)
	}
	if err := AddDice(round, need, 7); err == nil {
		t.Error("a 7 on a D6 was accepted")
	}
	if err := AddDice(round, need, 6); err != nil {
		t.Fatal(err)
	}
	if err := Fill(j, round, dice.Script(2)); err != nil {
		t.Fatal(err)
	}
	if got := j.Peek().Order; len(got) != 2 || got[0] != "a" {
		t.Errorf("order = %v", got)
	}
	dmg := &DealDamage{Mech: "a", Clicks: 2, Check: true}
	if err := Fill(j, dmg, dice.Seeded(1)); err != nil {
		t.Fatal(err)
	}
	if len(dmg.Dice.Dice) != 3 {
		t.Errorf("piloting check faces = %v", dmg.Dice.Dice)
	}
	saved, _ := json.Marshal(j)
	back := NewJournal()
	if err := back.Load(saved); err != nil {
		t.Fatal(err)
	}
	if back.Peek().Mechs[0].Fallen != j.Peek().Mechs[0].Fallen || back.Peek().Mechs[0].Click != 2 {
		t.Error("reload does not replay the same dice")
	}
}

func TestAttackRoll(t *testing.T) {
	for _, tt := range []struct {
		r    AttackRoll
		need int
		want bool
	}{
		{AttackRoll{6, 6, 1}, 40, true},  // critical hit, 000 L370-372
		{AttackRoll{1, 1, 6}, 0, false},  // critical miss, 000 L366
		{AttackRoll{3, 4, 5}, 12, true},  // meets
		{AttackRoll{3, 4, 4}, 12, false}, // short
	} {
		if got := tt.r.Hits(tt.need); got != tt.want {
			t.Errorf("%v.Hits(%d) = %v", tt.r, tt.need, got)
		}
	}
}

func TestNotesCite(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range Notes() {
		if n.ID == "" || n.Text == "" || n.Cite == "" || seen[n.ID] {
			t.Errorf("note %+v", n)
		}
		seen[n.ID] = true
	}
}
