package classic

// Options switches on the optional rules of the BattleMech Manual that
// change the numbers this package computes. The zero value is the standard
// game: every option off. The game sheet's Optional Rules Checklist is at
// 003 L9218-9248.
type Options struct {
	// Sprinting allows the Sprinted movement mode (003 L827-839).
	Sprinting bool `json:"sprinting,omitempty"`
	// OneArmedProneFire lets a prone 'Mech with one arm destroyed fire
	// its non-limb weapons at a further +1 (003 L1760).
	OneArmedProneFire bool `json:"oneArmedProneFire,omitempty"`
	// CarefulStand: a stand attempt that takes the whole Movement Phase
	// gets -2 if the 'Mech has more than 2 Walking MP (003 L1105-1109).
	CarefulStand bool `json:"carefulStand,omitempty"`
	// ExpandedDamageModifiers: the 20-damage PSR modifier becomes +1 per
	// 20 points taken in the phase (003 L3242-3244).
	ExpandedDamageModifiers bool `json:"expandedDamageModifiers,omitempty"`
	// FloatingCriticals: a hit location roll of 2 is rolled again to find
	// where the shot and its critical chance land (003 L2568-2574).
	FloatingCriticals bool `json:"floatingCriticals,omitempty"`
}
