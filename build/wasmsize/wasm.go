// Package wasmsize reads the layout of a WebAssembly module built by Go
// (its sections, the size of every function body with its name from the
// name section, and the data segments) and attributes the bytes to Go
// packages, so `make size` can show where app.wasm's bytes go.
package wasmsize

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sort"
)

// Section is one section of the module.
type Section struct {
	ID     byte
	Name   string // custom sections: their name; others: the kind ("code", "data"…)
	Start  int    // of the section's id byte in the file
	Offset int    // of the section's contents in the file
	Size   int    // of the contents, without the id and size prefix
}

// Func is one function body of the code section.
type Func struct {
	Index  int    // function index (imports come first)
	Name   string // from the name section; empty without one
	Offset int    // of the body's size prefix in the file
	Size   int    // of the body, with its size prefix
}

// Segment is one data segment: bytes copied into linear memory at Addr.
type Segment struct {
	Addr   int64
	Offset int // of the bytes in the file
	Len    int // of the bytes
	Size   int // of the bytes, plus the segment's header
}

// Module is the layout of a module.
type Module struct {
	Size     int
	Sections []Section
	Imports  int // imported functions, which have the lowest indices
	Funcs    []Func
	Data     []Segment
}

var sectionKinds = [...]string{"custom", "type", "import", "function", "table", "memory", "global", "export", "start", "element", "code", "data", "datacount"}

// Parse reads the layout of the module in b.
func Parse(b []byte) (*Module, error) {
	if len(b) < 8 || !bytes.Equal(b[:4], []byte("\x00asm")) {
		return nil, errors.New("not a WebAssembly module")
	}
	if v := binary.LittleEndian.Uint32(b[4:8]); v != 1 {
		return nil, fmt.Errorf("WebAssembly version %d, want 1", v)
	}
	m := &Module{Size: len(b)}
	r := &reader{b: b, off: 8}
	var names map[int]string
	for r.off < len(b) {
		start := r.off
		id := r.byte()
		size := int(r.uleb())
		if r.err != nil || r.off+size > len(b) {
			return nil, fmt.Errorf("section at byte %d: truncated", r.off)
		}
		s := Section{ID: id, Start: start, Offset: r.off, Size: size}
		if int(id) < len(sectionKinds) {
			s.Name = sectionKinds[id]
		} else {
			s.Name = fmt.Sprintf("section %d", id)
		}
		sub := &reader{b: b[:r.off+size], off: r.off}
		var err error
		switch id {
		case 0:
			s.Name = sub.name()
			if s.Name == "name" {
				names, err = sub.functionNames()
			}
		case 2:
			m.Imports, err = sub.funcImports()
		case 10:
			m.Funcs, err = sub.bodies()
		case 11:
			m.Data, err = sub.segments()
		}
		if err == nil {
			err = sub.err
		}
		if err != nil {
			return nil, fmt.Errorf("%s section: %w", s.Name, err)
		}
		m.Sections = append(m.Sections, s)
		r.off += size
	}
	for i := range m.Funcs {
		m.Funcs[i].Index = m.Imports + i
		m.Funcs[i].Name = names[m.Funcs[i].Index]
	}
	return m, nil
}

// Section returns the first section with the given name.
func (m *Module) Section(name string) (Section, bool) {
	for _, s := range m.Sections {
		if s.Name == name {
			return s, true
		}
	}
	return Section{}, false
}

type reader struct {
	b   []byte
	off int
	err error
}

func (r *reader) fail(what string) {
	if r.err == nil {
		r.err = fmt.Errorf("%s at byte %d", what, r.off)
	}
}

func (r *reader) byte() byte {
	if r.err != nil || r.off >= len(r.b) {
		r.fail("unexpected end")
		return 0
	}
	r.off++
	return r.b[r.off-1]
}

func (r *reader) uleb() uint64 {
	var v uint64
	for shift := 0; shift < 64; shift += 7 {
		c := r.byte()
		v |= uint64(c&0x7f) << shift
		if c < 0x80 {
			return v
		}
	}
	r.fail("overlong integer")
	return 0
}

func (r *reader) sleb() int64 {
	var v int64
	shift := 0
	for {
		c := r.byte()
		v |= int64(c&0x7f) << shift
		shift += 7
		if c < 0x80 {
			if shift < 64 && c&0x40 != 0 {
				v |= -1 << shift
			}
			return v
		}
		if shift >= 64 || r.err != nil {
			r.fail("overlong integer")
			return 0
		}
	}
}

func (r *reader) bytes(n int) []byte {
	if r.err != nil || n < 0 || r.off+n > len(r.b) {
		r.fail("unexpected end")
		return nil
	}
	r.off += n
	return r.b[r.off-n : r.off]
}

func (r *reader) name() string { return string(r.bytes(int(r.uleb()))) }

// funcImports counts the imported functions (the other kinds of import
// do not take function indices).
func (r *reader) funcImports() (int, error) {
	n, funcs := int(r.uleb()), 0
	for range n {
		r.name()
		r.name()
		switch kind := r.byte(); kind {
		case 0: // function: type index
			r.uleb()
			funcs++
		case 1: // table: reftype, limits
			r.byte()
			r.limits()
		case 2: // memory: limits
			r.limits()
		case 3: // global: valtype, mutability
			r.byte()
			r.byte()
		default:
			return 0, fmt.Errorf("import of unknown kind %d", kind)
		}
	}
	return funcs, r.err
}

func (r *reader) limits() {
	if flags := r.byte(); flags&1 != 0 {
		r.uleb()
	}
	r.uleb()
}

func (r *reader) bodies() ([]Func, error) {
	n := int(r.uleb())
	fns := make([]Func, 0, n)
	for range n {
		start := r.off
		r.bytes(int(r.uleb()))
		fns = append(fns, Func{Offset: start, Size: r.off - start})
	}
	return fns, r.err
}

// segments reads active data segments for memory 0 with a constant
// address, the only kind Go writes.
func (r *reader) segments() ([]Segment, error) {
	n := int(r.uleb())
	segs := make([]Segment, 0, n)
	for range n {
		start := r.off
		if mode := r.uleb(); mode != 0 {
			return nil, fmt.Errorf("data segment mode %d, want 0 (active, memory 0)", mode)
		}
		if op := r.byte(); op != 0x41 {
			return nil, fmt.Errorf("data segment offset opcode %#x, want i32.const", op)
		}
		addr := r.sleb()
		if end := r.byte(); end != 0x0b {
			return nil, fmt.Errorf("data segment offset not ended (%#x)", end)
		}
		size := int(r.uleb())
		data := r.off
		r.bytes(size)
		segs = append(segs, Segment{Addr: addr, Offset: data, Len: size, Size: r.off - start})
	}
	return segs, r.err
}

// functionNames reads the function-names subsection of the name section.
func (r *reader) functionNames() (map[int]string, error) {
	names := map[int]string{}
	for r.off < len(r.b) && r.err == nil {
		id := r.byte()
		size := int(r.uleb())
		end := r.off + size
		if id != 1 {
			r.bytes(size)
			continue
		}
		for n := int(r.uleb()); n > 0 && r.err == nil; n-- {
			idx := int(r.uleb())
			names[idx] = r.name()
		}
		if r.off != end {
			r.fail("function names subsection size mismatch")
		}
	}
	return names, r.err
}

// MergeData rewrites the module's data section with fewer segments: two
// segments whose gap (zeros, which linear memory starts with) is at most
// maxGap bytes become one that writes the zeros. Memory is initialised
// exactly as before.
func MergeData(b []byte, maxGap int) ([]byte, error) {
	m, err := Parse(b)
	if err != nil {
		return nil, err
	}
	sec, ok := m.Section("data")
	if !ok {
		return b, nil
	}
	segs := slices.Clone(m.Data)
	sort.SliceStable(segs, func(i, j int) bool { return segs[i].Addr < segs[j].Addr })
	type run struct {
		addr int64
		data []byte
	}
	var runs []run
	for _, s := range segs {
		data := b[s.Offset : s.Offset+s.Len]
		if n := len(runs); n > 0 {
			last := &runs[n-1]
			end := last.addr + int64(len(last.data))
			if s.Addr >= end && s.Addr-end <= int64(maxGap) {
				last.data = append(last.data, make([]byte, s.Addr-end)...)
				last.data = append(last.data, data...)
				continue
			}
		}
		runs = append(runs, run{s.Addr, slices.Clone(data)})
	}
	var body []byte
	body = binary.AppendUvarint(body, uint64(len(runs)))
	for _, r := range runs {
		body = append(body, 0, 0x41) // active, memory 0; i32.const
		body = appendSleb(body, r.addr)
		body = append(body, 0x0b)
		body = binary.AppendUvarint(body, uint64(len(r.data)))
		body = append(body, r.data...)
	}
	out := slices.Clone(b[:sec.Start])
	out = append(out, 11)
	out = binary.AppendUvarint(out, uint64(len(body)))
	out = append(out, body...)
	return append(out, b[sec.Offset+sec.Size:]...), nil
}

func appendSleb(b []byte, v int64) []byte {
	for {
		c := byte(v & 0x7f)
		v >>= 7
		if (v == 0 && c&0x40 == 0) || (v == -1 && c&0x40 != 0) {
			return append(b, c)
		}
		b = append(b, c|0x80)
	}
}
