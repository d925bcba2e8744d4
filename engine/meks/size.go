package meks

import "fmt"

// Size is the size of a Mek or of an attachment: small, medium or large
// (004 L3-4).
type Size string

// The three sizes.
const (
	Small  Size = "small"
	Medium Size = "medium"
	Large  Size = "large"
)

// SizeRow is one row of the size tables of seed 004.
type SizeRow struct {
	Size Size
	// Slots is how many small attachments an attachment of this size counts
	// as (004 L8-9).
	Slots int
	// Capacity is how many small attachments a Mek of this size holds
	// (004 L5-7).
	Capacity int
	// Hits is a Mek's hits before armor (004 L82-84).
	Hits int
	// ToBeHit modifies foe rolls against a Mek of this size (004 L42-43).
	ToBeHit int
	// Damage modifies the damage of a weapon of this size (004 L51-52).
	Damage int
}

// Sizes is the size table, smallest first.
var Sizes = [...]SizeRow{
	{Small, 1, 2, 10, -1, -1},
	{Medium, 2, 4, 20, 0, 0},
	{Large, 3, 6, 30, 1, 1},
}

// Row returns the table row of z; an unknown size gets the zero row.
func (z Size) Row() SizeRow { return rowOf(Sizes[:], z, func(r *SizeRow) Size { return r.Size }) }

// Check says what is wrong with a size value.
func (z Size) Check() error {
	if z.Row().Size == "" {
		return fmt.Errorf("size %q is not small, medium or large", z)
	}
	return nil
}

// ArmorHits is what each armor attachment adds to a Mek's hits (004 L85).
const ArmorHits = 5

// Range is a range step of an engagement round (004 L28-32).
type Range string

// The four range steps.
const (
	LR Range = "LR"
	MR Range = "MR"
	SR Range = "SR"
	PB Range = "PB"
)

// RangeRow is one row of the range tables of seed 004.
type RangeRow struct {
	Range Range
	// Name is the step's name (004 L29-32).
	Name string
	// ToHit modifies attacks on targets at this range (004 L39-41).
	ToHit int
	// Damage modifies the damage of weapons of this range (004 L56-58).
	Damage int
}

// Steps lists the steps of a round in order (004 L28-32).
var Steps = [...]RangeRow{
	{LR, "Long Range", -1, -1},
	{MR, "Medium Range", 0, 0},
	{SR, "Short Range", 1, 1},
	{PB, "Point Blank", 2, 2},
}

// Row returns the table row of r; an unknown range gets the zero row.
func (r Range) Row() RangeRow { return rowOf(Steps[:], r, func(s *RangeRow) Range { return s.Range }) }

// Check says what is wrong with a range value.
func (r Range) Check() error {
	if r.Row().Range == "" {
		return fmt.Errorf("range %q is not LR, MR, SR or PB", r)
	}
	return nil
}

// next returns the step after r and whether a new round starts.
func (r Range) next() (Range, bool) {
	for i, s := range Steps[:len(Steps)-1] {
		if s.Range == r {
			return Steps[i+1].Range, false
		}
	}
	return LR, true
}
