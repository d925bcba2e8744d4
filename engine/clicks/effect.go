package clicks

// HeatEffect is a user-defined heat effect: the seed refers to the
// MechWarrior Special Equipment Card for their meaning but does not include
// it (000 L280; digest G-01), so a group defines them and a heat dial cell
// names one by ID.
type HeatEffect struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Text string `json:"text,omitempty"`
	// Mods apply continuously while the effect shows (000 L282).
	Mods Mods `json:"mods,omitempty"`
	// Die is the sides of the die the effect asks for; 0 means no roll.
	Die int `json:"die,omitempty"`
	// Target is the number the roll must meet or beat to pass.
	Target int     `json:"target,omitempty"`
	Pass   Outcome `json:"pass,omitempty"`
	Fail   Outcome `json:"fail,omitempty"`
}

// Mods are changes to combat values.
type Mods struct {
	Primary   int `json:"primary,omitempty"`
	Secondary int `json:"secondary,omitempty"`
	Speed     int `json:"speed,omitempty"`
	Attack    int `json:"attack,omitempty"`
	Defense   int `json:"defense,omitempty"`
}

// Outcome is what a heat effect roll does: more heat, clicks of damage,
// shutdown or restart (000 L282, L294, L302; digest G-01).
type Outcome struct {
	Heat     int  `json:"heat,omitempty"`
	Damage   int  `json:"damage,omitempty"`
	Shutdown bool `json:"shutdown,omitempty"`
	Restart  bool `json:"restart,omitempty"`
}

// restarts reports whether the effect is a restart roll, which a shut-down
// 'Mech makes and an active one does not (000 L302).
func (e *HeatEffect) restarts() bool { return e.Pass.Restart || e.Fail.Restart }

func (m *Mods) add(o Mods) {
	m.Primary += o.Primary
	m.Secondary += o.Secondary
	m.Speed += o.Speed
	m.Attack += o.Attack
	m.Defense += o.Defense
}
