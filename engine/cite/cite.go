// Package cite holds what every rules engine says about its own readings
// of the rules: the interpretations it makes where a seed is silent or
// contradicts itself, each with the seed lines it rests on.
package cite

// Note is an interpretation an engine makes where the rules are silent or
// contradict themselves (the digest's default); the UI shows it beside the
// result it affects.
type Note struct {
	ID   string `json:"id"`
	Text string `json:"text"`
	Cite string `json:"cite"` // seed lines and digest entry, "000 L280; digest G-01"
}
