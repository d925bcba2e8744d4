package game

import "testing"

// Every note has a unique id, a text and a seed citation.
func TestNotes(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range Notes() {
		if n.ID == "" || n.Text == "" || n.Cite == "" || seen[n.ID] {
			t.Errorf("bad or repeated note %+v", n)
		}
		seen[n.ID] = true
	}
}
