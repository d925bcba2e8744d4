package game

import "fmt"

// Refusal is an event the rules do not allow, or a weapon the engine leaves
// to the players: Text says why in the players' words ("Atlas is prone:
// stand up before moving into another hex"), Cite gives the seed lines for
// a "Why?" beside it. Apply returns it as the error (errors.As finds it);
// Error is Text alone.
type Refusal struct {
	Text string `json:"text"`
	Cite string `json:"cite"`
}

func (r *Refusal) Error() string { return r.Text }

// refuse makes a Refusal from a players'-words message and its seed lines.
func refuse(cite, format string, args ...any) error {
	return &Refusal{Text: fmt.Sprintf(format, args...), Cite: cite}
}
