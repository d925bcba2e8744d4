package stable

// NoLimitRange is the Advanced game's fire beyond range: outside inches
// beyond the maximum or inside the minimum range cost -1 to hit each, and
// damage is 2 less, at least 1 (000 L927-931; EX-26).
func NoLimitRange(outside, damage int) (toHit, dmg int) {
	return -outside, max(1, damage-2)
}
