package classic

import "fmt"

// clusterSizes are the Weapon Size columns of the Cluster Hits Table
// (003 L1912; the record-sheet copy at 003 L8700-8713 is identical).
var clusterSizes = []int{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 40}

// clusterTable holds the rows for 2D6 results 2 to 12 (003 L1913-1923),
// one value per entry of clusterSizes.
var clusterTable = [11][30]int{
	{1, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 9, 9, 9, 10, 10, 12},                    // 2, L1913
	{1, 1, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 7, 7, 7, 8, 8, 9, 9, 9, 10, 10, 12},                    // 3, L1914
	{1, 1, 2, 2, 3, 3, 4, 4, 4, 5, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 9, 10, 10, 10, 11, 11, 11, 12, 12, 18},              // 4, L1915
	{1, 2, 2, 3, 3, 4, 4, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 13, 14, 15, 16, 16, 17, 17, 17, 18, 18, 24},       // 5, L1916
	{1, 2, 2, 3, 4, 4, 5, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 13, 14, 15, 16, 16, 17, 17, 17, 18, 18, 24},       // 6, L1917
	{1, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 13, 14, 15, 16, 16, 17, 17, 17, 18, 18, 24},       // 7, L1918
	{2, 2, 3, 3, 4, 4, 5, 5, 6, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 13, 14, 15, 16, 16, 17, 17, 17, 18, 18, 24},       // 8, L1919
	{2, 2, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 11, 12, 13, 14, 14, 15, 16, 17, 18, 19, 20, 21, 21, 22, 23, 23, 24, 32},   // 9, L1920
	{2, 3, 3, 4, 5, 6, 6, 7, 8, 9, 10, 11, 11, 12, 13, 14, 14, 15, 16, 17, 18, 19, 20, 21, 21, 22, 23, 23, 24, 32},   // 10, L1921
	{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 40}, // 11, L1922
	{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 40}, // 12, L1923
}

// ClusterSizes lists the Weapon Size columns the Cluster Hits Table has
// (2 to 30, and 40; 003 L1912).
func ClusterSizes() []int { return append([]int(nil), clusterSizes...) }

// ClusterHits returns how many missiles, projectiles or shots of a cluster
// or rapid-fire attack strike the target (003 L1909-1923, L5935). roll is
// the 2D6 result after modifiers; use ClusterRoll to apply them.
func ClusterHits(weaponSize, roll int) (int, error) {
	if roll < 2 || roll > 12 {
		return 0, fmt.Errorf("cluster hits roll %d out of range 2-12", roll)
	}
	for i, s := range clusterSizes {
		if s == weaponSize {
			return clusterTable[roll-2][i], nil
		}
	}
	return 0, fmt.Errorf("cluster hits table has no column for weapon size %d (columns 2-30 and 40)", weaponSize)
}

// ClusterRoll applies a modifier to a natural 2D6 Cluster Hits roll and
// keeps the result on the table: never above 12 (Artemis IV/V, 003 L6880,
// L6890) and never below 2 (AMS, 003 L7733); HAG modifiers clamp both ways
// (003 L6153).
func ClusterRoll(roll, modifier int) (int, error) {
	if roll < 2 || roll > 12 {
		return 0, fmt.Errorf("cluster hits roll %d out of range 2-12", roll)
	}
	return min(max(roll+modifier, 2), 12), nil
}

// Groupings splits damage into groupings of size points, the last one
// undersized if needed: a 17-point charge is 5, 5, 5, 2 (003 L2064); 33
// falling damage is six 5s and a 3 (003 L3363). Each grouping is one hit.
func Groupings(damage, size int) []int {
	if damage <= 0 || size <= 0 {
		return nil
	}
	g := make([]int, 0, (damage+size-1)/size)
	for damage > size {
		g = append(g, size)
		damage -= size
	}
	return append(g, damage)
}
