package design

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"

	"lancemate/engine/classic"
)

// MarshalJSON writes the armor as an object in record-sheet order:
// {"HD":9,"CT":26,...}.
func (a Armor) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, loc := range classic.Locations {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%d", loc.Code(), a[loc])
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads an object with a value for each of the eight
// locations.
func (a *Armor) UnmarshalJSON(data []byte) error {
	var m map[string]int
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("armor: want an object of location codes to points: %w", err)
	}
	var out Armor
	for code, v := range m {
		loc, err := classic.ParseLocation(code)
		if err != nil {
			return fmt.Errorf("armor: %w", err)
		}
		out[loc] = v
	}
	for _, loc := range classic.Locations {
		if _, ok := m[loc.Code()]; !ok {
			return fmt.Errorf("armor.%s: missing", loc.Code())
		}
	}
	*a = out
	return nil
}

// MarshalJSON writes the slots as an object of location codes, in
// record-sheet order, to arrays of mount strings without trailing empty
// slots.
func (s Slots) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	b.WriteByte('{')
	for i, loc := range classic.Locations {
		if i > 0 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:[", loc.Code())
		ms := s[loc]
		for len(ms) > 0 && ms[len(ms)-1].Empty() {
			ms = ms[:len(ms)-1]
		}
		for j, m := range ms {
			if j > 0 {
				b.WriteByte(',')
			}
			q, err := json.Marshal(m.String())
			if err != nil {
				return nil, err
			}
			b.Write(q)
		}
		b.WriteByte(']')
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads an object of location codes to arrays of mount
// strings; a location left out has no mounts.
func (s *Slots) UnmarshalJSON(data []byte) error {
	var m map[string][]string
	if err := json.Unmarshal(data, &m); err != nil {
		return fmt.Errorf("slots: want an object of location codes to arrays of strings: %w", err)
	}
	var out Slots
	for code, list := range m {
		loc, err := classic.ParseLocation(code)
		if err != nil {
			return fmt.Errorf("slots: %w", err)
		}
		for i, str := range list {
			mt, err := ParseMount(str)
			if err != nil {
				return fmt.Errorf("slots.%s[%d]: %w", code, i, err)
			}
			out[loc] = append(out[loc], mt)
		}
	}
	*s = out
	return nil
}

// Marshal writes the design as compact JSON. It does not validate.
func Marshal(d Design) ([]byte, error) {
	b, err := json.Marshal(d)
	if err != nil {
		return nil, fmt.Errorf("design %s: %w", d.Name(), err)
	}
	return b, nil
}

// Load reads and validates a design written by Marshal: a JSON document
// of at most MaxFileSize bytes with "format":"lancemate-mech" and a
// version this package reads. Unknown fields are errors.
func Load(data []byte) (Design, error) {
	if len(data) > MaxFileSize {
		return Design{}, fmt.Errorf("design is %d bytes, more than the %d allowed", len(data), MaxFileSize)
	}
	d, ok := quickDecode(data)
	if !ok {
		var err error
		if d, err = decode(data); err != nil {
			return Design{}, err
		}
	}
	v := d.Version
	if v < Version {
		if d.Myomer != "" {
			return Design{}, fmt.Errorf("myomer: a version %d design has no myomer field (it came with version 2)", v)
		}
		d = Migrate(d)
	}
	if err := d.Validate(); err != nil {
		return Design{}, fmt.Errorf("design %s: %w", d.Name(), err)
	}
	return d, nil
}

// decode reads a design file as the format defines it: its format and
// version first, then the design with no field unknown and nothing after
// it, so that its error says what is wrong first.
func decode(data []byte) (Design, error) {
	var head struct {
		Format  string          `json:"format"`
		Version json.RawMessage `json:"version"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return Design{}, fmt.Errorf("not a design file: %w", err)
	}
	if head.Format != Format {
		return Design{}, fmt.Errorf("format: %q is not %q", head.Format, Format)
	}
	v, err := strconv.Atoi(string(head.Version))
	switch {
	case err != nil:
		return Design{}, fmt.Errorf("version: %s is not a whole number", head.Version)
	case v > Version:
		return Design{}, fmt.Errorf("version: %d is newer than this app reads (%d); update Lancemate", v, Version)
	case v < 1:
		return Design{}, fmt.Errorf("version: %d is not a version (want %d)", v, Version)
	}
	var d Design
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&d); err != nil {
		return Design{}, fmt.Errorf("design: %w", err)
	}
	if dec.More() {
		return Design{}, errors.New("design: data after the JSON object")
	}
	return d, nil
}

// quickDecode is decode for a sound file without reading its head first
// (that read scanned the whole file twice, of the four or more scans the
// decoding takes; the library reads thousands of designs at start): ok
// only when the file decodes with no field unknown, holds nothing but
// spaces after it, and is of this format and a version this app reads. Then
// decode reads the same design (FuzzLoad checks it); otherwise decode
// reads the file again and says what is wrong.
func quickDecode(data []byte) (Design, bool) {
	var d Design
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if dec.Decode(&d) != nil || len(bytes.TrimLeft(data[dec.InputOffset():], " \t\r\n")) > 0 ||
		d.Format != Format || d.Version < 1 || d.Version > Version {
		return Design{}, false
	}
	return d, true
}

// Migrate brings a design read from an older version of the format up to
// Version: version 1 had no myomer field, so the myomer is read from the
// slots (MyomerFromSlots), standard unless they hold TSM. Nothing else
// changes.
func Migrate(d Design) Design {
	if d.Version < 2 {
		d.Myomer = d.MyomerFromSlots()
	}
	d.Version = Version
	return d
}
