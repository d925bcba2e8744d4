package classic

import (
	"reflect"
	"strconv"
	"strings"
	"testing"
)

// Cluster Hits Table, 003 L1912-1923: header row, then one row per 2D6
// result; the first number of a row is the roll.
var clusterRows = []struct {
	line int
	row  string
}{
	{1913, "2 1 1 1 1 2 2 3 3 3 4 4 4 5 5 5 5 6 6 6 7 7 7 8 8 9 9 9 10 10 12"},
	{1914, "3 1 1 2 2 2 2 3 3 3 4 4 4 5 5 5 5 6 6 6 7 7 7 8 8 9 9 9 10 10 12"},
	{1915, "4 1 1 2 2 3 3 4 4 4 5 5 5 6 6 7 7 8 8 9 9 9 10 10 10 11 11 11 12 12 18"},
	{1916, "5 1 2 2 3 3 4 4 5 6 7 8 8 9 9 10 10 11 11 12 13 14 15 16 16 17 17 17 18 18 24"},
	{1917, "6 1 2 2 3 4 4 5 5 6 7 8 8 9 9 10 10 11 11 12 13 14 15 16 16 17 17 17 18 18 24"},
	{1918, "7 1 2 3 3 4 4 5 5 6 7 8 8 9 9 10 10 11 11 12 13 14 15 16 16 17 17 17 18 18 24"},
	{1919, "8 2 2 3 3 4 4 5 5 6 7 8 8 9 9 10 10 11 11 12 13 14 15 16 16 17 17 17 18 18 24"},
	{1920, "9 2 2 3 4 5 6 6 7 8 9 10 11 11 12 13 14 14 15 16 17 18 19 20 21 21 22 23 23 24 32"},
	{1921, "10 2 3 3 4 5 6 6 7 8 9 10 11 11 12 13 14 14 15 16 17 18 19 20 21 21 22 23 23 24 32"},
	{1922, "11 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 40"},
	{1923, "12 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 40"},
}

const clusterHeader = "2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25 26 27 28 29 30 40" // 003 L1912

func atois(t *testing.T, s string) []int {
	t.Helper()
	var out []int
	for _, f := range strings.Fields(s) {
		n, err := strconv.Atoi(f)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, n)
	}
	return out
}

func TestClusterHitsTable(t *testing.T) {
	checkSeedFields(t, 1912, clusterHeader)
	sizes := atois(t, clusterHeader)
	if !reflect.DeepEqual(ClusterSizes(), sizes) {
		t.Errorf("ClusterSizes() = %v, want %v (003 L1912)", ClusterSizes(), sizes)
	}
	for _, r := range clusterRows {
		checkSeedFields(t, r.line, r.row)
		cells := atois(t, r.row)
		roll := cells[0]
		for i, size := range sizes {
			got, err := ClusterHits(size, roll)
			if err != nil {
				t.Fatalf("003 L%d: ClusterHits(%d, %d): %v", r.line, size, roll, err)
			}
			if got != cells[i+1] {
				t.Errorf("003 L%d: ClusterHits(size %d, roll %d) = %d, want %d", r.line, size, roll, got, cells[i+1])
			}
		}
	}
}

func TestClusterHitsRejects(t *testing.T) {
	for _, c := range []struct{ size, roll int }{{1, 7}, {31, 7}, {35, 7}, {41, 7}, {10, 1}, {10, 13}} {
		if _, err := ClusterHits(c.size, c.roll); err == nil {
			t.Errorf("ClusterHits(%d, %d): want error", c.size, c.roll)
		}
	}
}

func TestClusterRoll(t *testing.T) {
	cases := []struct {
		cite           string
		roll, mod, out int
	}{
		{"Artemis IV +2, max 12, 003 L6880", 11, 2, 12},
		{"Artemis IV +2, 003 L6880", 7, 2, 9},
		{"Artemis V +3, max 12, 003 L6890", 10, 3, 12},
		{"AMS -4, never below 2, 003 L7733", 4, -4, 2},
		{"AMS -4, 003 L7733", 9, -4, 5},
		{"HAG -2 at long, less than 2 is 2, 003 L6153", 3, -2, 2},
		{"HAG +2 at short, more than 12 is 12, 003 L6153", 12, 2, 12},
	}
	for _, c := range cases {
		got, err := ClusterRoll(c.roll, c.mod)
		if err != nil || got != c.out {
			t.Errorf("%s: ClusterRoll(%d, %d) = %d, %v; want %d", c.cite, c.roll, c.mod, got, err, c.out)
		}
	}
	if _, err := ClusterRoll(13, 0); err == nil {
		t.Error("ClusterRoll(13, 0): want error")
	}
}

func TestGroupings(t *testing.T) {
	cases := []struct {
		cite         string
		damage, size int
		want         []int
	}{
		{"17-point charge: three 5s and a 2, 003 L2064", 17, 5, []int{5, 5, 5, 2}},
		{"12-point DFA: two 5s and a 2, 003 L2158", 12, 5, []int{5, 5, 2}},
		{"33 falling damage: six 5s and a 3, 003 L3363", 33, 5, []int{5, 5, 5, 5, 5, 5, 3}},
		{"Grasshopper fall 7: a 5 and a 2, 003 L3331", 7, 5, []int{5, 2}},
		{"exactly one grouping", 5, 5, []int{5}},
		{"SRM grouping of 2, 003 L5938", 6, 2, []int{2, 2, 2}},
		{"no damage", 0, 5, nil},
	}
	for _, c := range cases {
		if got := Groupings(c.damage, c.size); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s: Groupings(%d, %d) = %v, want %v", c.cite, c.damage, c.size, got, c.want)
		}
	}
	checkSeedContains(t, 2064, "a 17-point charge forms three 5-point groupings and one 2-point grouping")
	checkSeedContains(t, 3363, "takes six 5-point hits and one 3-point hit")
}
