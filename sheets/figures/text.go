package figures

import (
	"fmt"
	"strconv"
	"strings"
	"unicode"
)

// StatMax are the largest values of a combat click's five numbers, in the
// order the stat slot shows them: primary damage, secondary damage, speed,
// attack, defense (000 L53). Validation and typed entry both use them.
var StatMax = [5]int{10, 10, 20, 20, 30}

// StatNames name a combat click's five numbers, in StatMax order.
var StatNames = [5]string{"primary damage", "secondary damage", "speed", "attack", "defense"}

// Spread splits text typed into a combat dial's number field first (0 the
// primary damage, 4 the defense, 5 the next click's primary damage, ...)
// into the values of that field and the ones after it, so a dial can be
// typed without moving between fields: a digit joins the value being
// typed while the value stays within the field's range (StatMax), and
// otherwise starts the next field's; any other character ends the value.
// So "43101017" reads 4, 3, 10, 10, 17, and "1 0" reads 1, 0 where "10"
// reads 10. A character that ends nothing (a space at the start, or two
// in a row) skips a field, whose value is then "" (kept as it was).
// open reports whether the last value could still take a digit, so entry
// stays in its field; otherwise the next field is the one to type in.
func Spread(text string, first int) (vals []string, open bool) {
	cur, at := "", first
	end := func() {
		vals = append(vals, cur)
		cur, at = "", at+1
	}
	for _, r := range text {
		switch {
		case r >= '0' && r <= '9':
			if cur != "" && (cur == "0" || atoi(cur+string(r)) > StatMax[at%5]) {
				end()
			}
			cur += string(r)
		default:
			end()
		}
	}
	if cur == "" {
		return vals, false
	}
	open = cur != "0" && atoi(cur)*10 <= StatMax[at%5]
	vals = append(vals, cur)
	return vals, open
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}

// koWords are the ways a line of dial text names the three bullet holes.
var koWords = []string{"ko", "x", "xxx", "***", "●●●", "eliminated", "bullet holes"}

// ParseDial reads dials written as text, one click per line: the combat
// dial's clicks as five numbers each (primary damage, secondary damage,
// speed, attack, defense; separated by anything, or fewer apart and read
// as Spread reads typed digits), optionally after the click's number and a
// colon ("3: 4 3 8 10 18"), with "▲" or "^" for a repair marker; the
// three bullet holes ("KO", "X", "●●●") last, added when missing. A line
// "heat" starts the heat dial: one click per line, its three cells beside
// primary damage, secondary damage and speed, "-" for a blank cell. Blank
// lines are skipped. heat is nil when the text has no heat dial. An error
// names the line.
func ParseDial(text string) (combat []Click, heat [][3]string, err error) {
	inHeat, ko := false, false
	for n, line := range strings.Split(strings.ReplaceAll(text, "\r", ""), "\n") {
		line = strings.TrimSpace(line)
		where := fmt.Sprintf("line %d", n+1)
		if line == "" {
			continue
		}
		if h := strings.ToLower(strings.TrimRight(line, ": ")); h == "heat" || h == "heat dial" {
			if inHeat {
				return nil, nil, fmt.Errorf("%s: the heat dial is already started", where)
			}
			inHeat, heat = true, [][3]string{}
			continue
		}
		if inHeat {
			h, err := heatLine(line)
			if err != nil {
				return nil, nil, fmt.Errorf("%s: %w", where, err)
			}
			heat = append(heat, h)
			continue
		}
		if ko {
			return nil, nil, fmt.Errorf("%s: the three bullet holes are the last click", where)
		}
		line = dropClickNumber(line)
		if isKO(line) {
			if len(combat) == 0 {
				return nil, nil, fmt.Errorf("%s: the three bullet holes come after at least one click of numbers", where)
			}
			ko = true
			combat = append(combat, Click{KO: true})
			continue
		}
		c, err := clickLine(line)
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", where, err)
		}
		combat = append(combat, c)
	}
	if len(combat) == 0 {
		return nil, nil, fmt.Errorf("no clicks: write one click per line, e.g. 4 3 8 10 18")
	}
	if !ko {
		combat = append(combat, Click{KO: true})
	}
	return combat, heat, nil
}

// dropClickNumber takes a leading "3:", "3." or "3)" off a line.
func dropClickNumber(line string) string {
	i := strings.IndexFunc(line, func(r rune) bool { return r < '0' || r > '9' })
	if i > 0 && strings.ContainsRune(":.)", rune(line[i])) {
		return strings.TrimSpace(line[i+1:])
	}
	return line
}

func isKO(line string) bool {
	l := strings.ToLower(strings.Join(strings.Fields(line), " "))
	compact := strings.ReplaceAll(l, " ", "")
	for _, w := range koWords {
		if l == w || compact == w {
			return true
		}
	}
	return false
}

// clickLine reads a combat click's five numbers and its repair marker.
func clickLine(line string) (Click, error) {
	var c Click
	if strings.ContainsAny(line, "▲^") {
		c.RepairMarker = true
		line = strings.NewReplacer("▲", " ", "^", " ").Replace(line)
	}
	for _, r := range line {
		if unicode.IsLetter(r) {
			return c, fmt.Errorf("%q is not five numbers (primary, secondary, speed, attack, defense)", line)
		}
	}
	// Five numbers apart are read as written; fewer, as Spread reads them
	// typed in a run.
	vals := strings.FieldsFunc(line, func(r rune) bool { return r < '0' || r > '9' })
	if len(vals) < 5 {
		var run []string
		for _, f := range vals {
			v, _ := Spread(f, len(run))
			run = append(run, v...)
		}
		vals = run
	}
	if len(vals) != 5 {
		return c, fmt.Errorf("%d numbers, want 5 (primary, secondary, speed, attack, defense)", len(vals))
	}
	for i, p := range []*int{&c.Primary, &c.Secondary, &c.Speed, &c.Attack, &c.Defense} {
		*p = atoi(vals[i])
		if *p > StatMax[i] {
			return c, fmt.Errorf("%s must be 0-%d, not %d", StatNames[i], StatMax[i], *p)
		}
	}
	return c, nil
}

// heatLine reads a heat click's three cells.
func heatLine(line string) ([3]string, error) {
	var h [3]string
	cells := strings.FieldsFunc(line, func(r rune) bool { return unicode.IsSpace(r) || r == '|' || r == ',' })
	if len(cells) != 3 {
		return h, fmt.Errorf("%d cells, want 3 (beside primary, secondary, speed; - for a blank one)", len(cells))
	}
	for i, c := range cells {
		switch c {
		case "-", "–", ".", "_":
			c = ""
		case "☢", "r":
			c = "R"
		case "s":
			c = "S"
		}
		if _, ok := parseCell(c); !ok {
			return h, fmt.Errorf("cell %d: %q is not a number", i+1, c)
		}
		h[i] = c
	}
	return h, nil
}

// DialText writes the figure's dials as ParseDial reads them.
func (f *Figure) DialText() string {
	var b strings.Builder
	for _, c := range f.Combat {
		if c.KO {
			b.WriteString("●●●\n")
			continue
		}
		fmt.Fprintf(&b, "%d %d %d %d %d", c.Primary, c.Secondary, c.Speed, c.Attack, c.Defense)
		if c.RepairMarker {
			b.WriteString(" ▲")
		}
		b.WriteByte('\n')
	}
	b.WriteString("heat\n")
	for _, h := range f.Heat {
		for i, c := range h {
			if i > 0 {
				b.WriteByte(' ')
			}
			if c == "" {
				c = "-"
			}
			b.WriteString(c)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
