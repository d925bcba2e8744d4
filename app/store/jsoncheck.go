package store

import (
	"encoding/json"
	"strconv"
	"strings"
)

// duplicateName finds an object in b (valid JSON) that holds the same
// name twice, which encoding/json and JSON.parse both read silently as the
// last one. It returns the path of the second occurrence, such as
// `.log[3].type`, and true; or "", false.
func duplicateName(b []byte) (string, bool) {
	d := dupScan{b: b}
	path, found := d.value()
	if !found {
		return "", false
	}
	var sb strings.Builder
	for i := len(path) - 1; i >= 0; i-- {
		sb.WriteString(path[i])
	}
	return sb.String(), true
}

// dupScan walks valid JSON; paths are built only on the way back from a
// duplicate, innermost part first.
type dupScan struct {
	b []byte
	i int
}

func (d *dupScan) ws() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\r', '\n':
			d.i++
		default:
			return
		}
	}
}

func (d *dupScan) value() ([]string, bool) {
	d.ws()
	if d.i >= len(d.b) {
		return nil, false
	}
	switch d.b[d.i] {
	case '{':
		return d.object()
	case '[':
		d.i++
		for n := 0; ; n++ {
			d.ws()
			if d.i >= len(d.b) {
				return nil, false
			}
			if d.b[d.i] == ']' {
				d.i++
				return nil, false
			}
			if d.b[d.i] == ',' {
				d.i++
			}
			if path, found := d.value(); found {
				return append(path, "["+strconv.Itoa(n)+"]"), true
			}
		}
	case '"':
		d.str()
	default:
		for d.i < len(d.b) && !strings.ContainsRune(",]} \t\r\n", rune(d.b[d.i])) {
			d.i++
		}
	}
	return nil, false
}

func (d *dupScan) object() ([]string, bool) {
	d.i++
	var seen []string
	var big map[string]bool
	for {
		d.ws()
		if d.i >= len(d.b) {
			return nil, false
		}
		switch d.b[d.i] {
		case '}':
			d.i++
			return nil, false
		case ',':
			d.i++
			continue
		}
		name := d.str()
		part := "." + name
		if strings.ContainsAny(name, `."[]\ `) || name == "" {
			part = "[" + strconv.Quote(name) + "]"
		}
		dup := false
		if big != nil {
			dup = big[name]
			big[name] = true
		} else {
			for _, s := range seen {
				dup = dup || s == name
			}
			seen = append(seen, name)
			if len(seen) > 16 {
				big = map[string]bool{}
				for _, s := range seen {
					big[s] = true
				}
			}
		}
		if dup {
			return []string{part}, true
		}
		d.ws()
		d.i++ // ':'
		if path, found := d.value(); found {
			return append(path, part), true
		}
	}
}

// str reads a string at d.i and returns its value.
func (d *dupScan) str() string {
	start := d.i
	d.i++
	escaped := false
	for d.i < len(d.b) {
		c := d.b[d.i]
		d.i++
		if c == '\\' {
			escaped = true
			d.i++
			continue
		}
		if c == '"' {
			break
		}
	}
	raw := d.b[start:min(d.i, len(d.b))]
	if len(raw) < 2 || raw[len(raw)-1] != '"' {
		return string(raw) // not valid JSON; never the case for callers
	}
	if !escaped {
		return string(raw[1 : len(raw)-1])
	}
	var s string
	if json.Unmarshal(raw, &s) != nil {
		return string(raw)
	}
	return s
}
