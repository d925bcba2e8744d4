package wasmsize

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
)

// The Go runtime's tables in the module's data, as the Go 1.26 linker
// writes them for GOARCH=wasm (runtime/symtab.go: moduledata, pcHeader,
// _func). They stay in a build stripped with -s: the runtime needs them
// for stack traces and the garbage collector, so function names come from
// here even without a name section.

const (
	pclnMagic   = 0xfffffff1 // abi.Go120PCLnTabMagic
	ptrSize     = 8
	funcHeader  = 44 // bytes of runtime._func before its pcdata and funcdata offsets
	noFuncData  = 1<<32 - 1
	moduleWords = 42 // uintptr-sized words of moduledata read here (up to epclntab)
)

// Range is a byte range of linear memory, [Start, End).
type Range struct{ Start, End int64 }

// Len is the range's length.
func (r Range) Len() int64 { return r.End - r.Start }

// Region is a named part of the data in linear memory.
type Region struct {
	Name    string
	Range   Range
	Written int64 // bytes of it the data section actually holds (zero runs are left out)
}

// GoFunc is what the Go runtime keeps about one function of the code
// section besides its body.
type GoFunc struct {
	Name string // full Go symbol name (the name section's is sanitised)
	// Meta are the function's own pieces of the pclntab (its name, record,
	// functab entry and pc-value tables) and of the funcdata (stack maps):
	// a piece shared by several functions is counted with the first.
	Meta []Range
}

// Written counts the bytes of r the data section holds.
func (g *Go) Written(r Range) int64 { return written(g.segs, r) }

// MetaSize is how many bytes of the data section the function's
// metadata pieces take (zero runs inside them are not written).
func (g *Go) MetaSize(f GoFunc) int64 {
	var n int64
	for _, r := range f.Meta {
		n += g.Written(r)
	}
	return n
}

// Go describes the Go runtime tables of a module.
type Go struct {
	Mem     []byte   // linear memory as the data section initialises it
	Regions []Region // the data, cut at the boundaries moduledata names
	Funcs   []GoFunc // one per Module.Funcs, in the same order

	segs      []Segment // the data segments by address
	pctab     int64     // address of the pc-value tables
	funcnames int64     // address of the first function name
	ftab      int64     // address of the functab, which ends them
	records   []int64   // address of each function's _func record
}

// Region returns the region with the given name.
func (g *Go) Region(name string) (Region, bool) {
	for _, r := range g.Regions {
		if r.Name == name {
			return r, true
		}
	}
	return Region{}, false
}

// Bytes returns the memory in r.
func (g *Go) Bytes(r Range) []byte { return g.Mem[r.Start:r.End] }

// Region names.
const (
	RegionRodata      = "rodata (types, strings, embedded files, tables)"
	RegionFuncNames   = "pclntab: function names"
	RegionFiles       = "pclntab: file tables"
	RegionPCTab       = "pclntab: pc-value tables"
	RegionFuncs       = "pclntab: function records"
	RegionFuncData    = "funcdata (stack maps)"
	RegionFindFunc    = "findfunctab (pc → function lookup)"
	RegionNoPtrData   = "noptrdata (initialised variables without pointers)"
	RegionData        = "data (initialised variables with pointers)"
	RegionOtherMemory = "typelinks, itablinks, moduledata, alignment"
)

// ReadGo finds and reads the Go runtime tables of m, whose file is b.
func ReadGo(m *Module, b []byte) (*Go, error) {
	var end int64
	for _, s := range m.Data {
		if e := s.Addr + int64(len(segmentBytes(b, s))); e > end {
			end = e
		}
	}
	mem := make([]byte, end)
	for _, s := range m.Data {
		copy(mem[s.Addr:], segmentBytes(b, s))
	}
	g := &Go{Mem: mem, segs: slices.Clone(m.Data)}
	sort.Slice(g.segs, func(i, j int) bool { return g.segs[i].Addr < g.segs[j].Addr })
	le := binary.LittleEndian

	// The pcHeader: magic, two zero pads, minLC 1, ptrSize 8.
	var hdr [8]byte
	le.PutUint32(hdr[:], pclnMagic)
	hdr[6], hdr[7] = 1, ptrSize
	h := int64(bytes.Index(mem, hdr[:]))
	if h < 0 {
		return nil, errors.New("no Go 1.20+ pclntab header in the data (not a Go wasm, or a toolchain this reader does not know)")
	}
	word := func(at int64) int64 { return int64(le.Uint64(mem[at:])) }
	nfunc := word(h + 8)
	funcnameOff, cuOff, pctabOff, pclnOff := word(h+32), word(h+40), word(h+56), word(h+64)
	if nfunc != int64(len(m.Funcs)) {
		return nil, fmt.Errorf("pclntab lists %d functions, the code section has %d", nfunc, len(m.Funcs))
	}

	// moduledata starts with the pcHeader's address and funcnametab's.
	var key [16]byte
	le.PutUint64(key[:], uint64(h))
	le.PutUint64(key[8:], uint64(h+funcnameOff))
	md := int64(bytes.Index(mem, key[:]))
	if md < 0 || md+moduleWords*ptrSize > end {
		return nil, errors.New("no runtime.firstmoduledata pointing at the pclntab")
	}
	mdw := func(i int) int64 { return word(md + int64(i)*ptrSize) }
	// Word indices in moduledata (slices take three words).
	const (
		wPctab, wPcln, wFindFunc            = 10, 13, 19
		wNoPtrData, wENoPtrData, wData, wED = 24, 25, 26, 27
		wTypes, wGoFunc, wEPclntab          = 37, 40, 41
	)
	if mdw(wPctab) != h+pctabOff || mdw(wPcln) != h+pclnOff {
		return nil, errors.New("moduledata does not match the pclntab header (changed layout?)")
	}
	gofunc, findfunc, epcln := mdw(wGoFunc), mdw(wFindFunc), mdw(wEPclntab)
	noptr, enoptr, data, edata := mdw(wNoPtrData), mdw(wENoPtrData), mdw(wData), mdw(wED)
	rodata := mdw(wTypes)
	bounds := []struct {
		name       string
		start, end int64
	}{
		{RegionRodata, rodata, h},
		{RegionFuncNames, h, h + cuOff},
		{RegionFiles, h + cuOff, h + pctabOff},
		{RegionPCTab, h + pctabOff, h + pclnOff},
		{RegionFuncs, h + pclnOff, gofunc},
		{RegionFuncData, gofunc, findfunc},
		{RegionFindFunc, findfunc, epcln},
		{RegionNoPtrData, noptr, enoptr},
		{RegionData, data, edata},
	}
	sort.Slice(bounds, func(i, j int) bool { return bounds[i].start < bounds[j].start })
	prev := int64(0)
	for _, b := range bounds {
		if b.start < prev || b.end < b.start {
			return nil, fmt.Errorf("moduledata's boundaries overlap at %s (%d–%d)", b.name, b.start, b.end)
		}
		prev = b.end
		if b.end > int64(len(g.Mem)) { // trailing zeros are not written
			g.Mem = append(g.Mem, make([]byte, b.end-int64(len(g.Mem)))...)
		}
		g.Regions = append(g.Regions, Region{Name: b.name, Range: Range{b.start, b.end}})
	}
	for i := range g.Regions {
		g.Regions[i].Written = g.Written(g.Regions[i].Range)
	}
	// The rest of what the data section initialises: typelinks,
	// itablinks, moduledata, alignment.
	var total, inRegions int64
	for _, s := range m.Data {
		total += int64(s.Len)
	}
	for _, r := range g.Regions {
		inRegions += r.Written
	}
	g.Regions = append(g.Regions, Region{Name: RegionOtherMemory, Written: total - inRegions})

	// Functions: the functab (entry, record offset) pairs, then each record.
	ftab := h + pclnOff
	base := int64(le.Uint32(mem[ftab:]))
	g.Funcs = make([]GoFunc, nfunc)
	g.pctab, g.ftab, g.records = h+pctabOff, ftab, make([]int64, nfunc)
	g.funcnames = h + funcnameOff
	seenName := map[int64]bool{}
	seenPC := map[int64]bool{}
	seenData := map[int64]bool{}
	var dataOffs []int64
	owner := map[int64]int{}
	for i := range nfunc {
		entry := int64(le.Uint32(mem[ftab+8*i:]))
		idx := entry - base
		if idx != i {
			return nil, fmt.Errorf("functab entry %d is for function %d (order changed?)", i, idx)
		}
		f := ftab + int64(le.Uint32(mem[ftab+8*i+4:]))
		g.records[i] = f
		nameOff := int64(le.Uint32(mem[f+4:]))
		npcdata := int64(le.Uint32(mem[f+funcNPCData:]))
		nfuncdata := int64(mem[f+43])
		fn := &g.Funcs[i]
		fn.Meta = append(fn.Meta, Range{ftab + 8*i, ftab + 8*i + 8}, Range{f, f + funcHeader + 4*npcdata + 4*nfuncdata})
		nameAt := h + funcnameOff + nameOff
		n := int64(bytes.IndexByte(mem[nameAt:], 0))
		if n < 0 {
			return nil, fmt.Errorf("function %d: unterminated name", i)
		}
		fn.Name = string(mem[nameAt : nameAt+n])
		if !seenName[nameAt] {
			seenName[nameAt] = true
			fn.Meta = append(fn.Meta, Range{nameAt, nameAt + n + 1})
		}
		// pcsp, pcfile, pcln, then the pcdata tables: offsets into pctab.
		tables := []int64{int64(le.Uint32(mem[f+funcPCSP:])), int64(le.Uint32(mem[f+funcPCFile:])), int64(le.Uint32(mem[f+funcPCLn:]))}
		for k := range npcdata {
			tables = append(tables, int64(le.Uint32(mem[f+funcHeader+4*k:])))
		}
		for _, off := range tables {
			if off == 0 || seenPC[off] {
				continue
			}
			seenPC[off] = true
			at := h + pctabOff + off
			l, err := pcValueLen(mem[at : h+pclnOff])
			if err != nil {
				return nil, fmt.Errorf("function %s: %w", fn.Name, err)
			}
			fn.Meta = append(fn.Meta, Range{at, at + l})
		}
		for k := range nfuncdata {
			off := int64(le.Uint32(mem[f+funcHeader+4*npcdata+4*k:]))
			if off == noFuncData || seenData[off] {
				continue
			}
			seenData[off] = true
			dataOffs = append(dataOffs, off)
			owner[off] = int(i)
		}
	}
	// A funcdata symbol runs to the next one (or the end of the region).
	sort.Slice(dataOffs, func(i, j int) bool { return dataOffs[i] < dataOffs[j] })
	for k, off := range dataOffs {
		stop := findfunc - gofunc
		if k+1 < len(dataOffs) {
			stop = dataOffs[k+1]
		}
		fn := &g.Funcs[owner[off]]
		fn.Meta = append(fn.Meta, Range{gofunc + off, gofunc + stop})
	}
	return g, nil
}

// Offsets in runtime._func of the pc-value tables' offsets, and the
// indices of its pcdata tables (internal/abi PCDATA_*) that StripTables
// drops.
const (
	funcPCSP          = 16
	funcPCFile        = 20
	funcPCLn          = 24
	funcNPCData       = 28
	funcCUOffset      = 32
	funcStartLine     = 36
	funcFuncID        = 40
	pcdataUnsafePoint = 0
	pcdataInlTree     = 2
	pcdataArgLive     = 3
	funcdataInlTree   = 3
)

// inRuntime reports whether the function named name belongs to the Go
// runtime or to a standard library package that calls no recover(): the
// functions whose inlining trees StripTables drops (dropRuntimeInlTrees).
// Lancemate ("lancemate/…", "main."), other modules (a dot before the
// first slash), syscall and iter keep theirs.
func inRuntime(name string) bool {
	for _, p := range []string{"lancemate/", "main.", "syscall.", "iter."} {
		if strings.HasPrefix(name, p) {
			return false
		}
	}
	first, _, _ := strings.Cut(name, "/")
	return first == name || !strings.Contains(first, ".")
}

// dropRuntimeInlTrees clears the inlining trees (FUNCDATA_InlTree) of the
// functions inRuntime names in g.Mem and marks them absent. The runtime
// reads a tree only to name the functions inlined at a pc (stack traces,
// Callers, FuncForPC), to skip frames in the memory profiler and the
// execution tracer (neither runs in the wasm), and to count the frames
// between a recover() and its panic (gorecover). That count is the one use
// that is not a trace, and it differs only in a function that inlined a
// call of a function that calls recover(). The standard library calls
// recover() in fmt, encoding/json and the like, which the wasm builds
// without inlining (wasmGCFlags in build/site) and so without trees; in
// the runtime only in a deferred closure of preprintpanics, which the
// panic calls itself; and in syscall and iter, which keep their trees, as
// do Lancemate's packages and go-app. The trees' index tables
// (PCDATA_InlTreeIndex) go with StripTables' other tables.
func dropRuntimeInlTrees(g *Go) error {
	le := binary.LittleEndian
	mem := g.Mem
	fd, ok := g.Region(RegionFuncData)
	if !ok {
		return errors.New("no funcdata region")
	}
	slots := func(f int64) (first, n int64) {
		npc := int64(le.Uint32(mem[f+funcNPCData:]))
		return f + funcHeader + 4*npc, int64(mem[f+43])
	}
	// Every funcdata symbol's start, to find where each ends, and those
	// some kept slot uses.
	var starts []int64
	kept := map[int64]bool{}
	for i, f := range g.records {
		first, n := slots(f)
		for k := range n {
			off := int64(le.Uint32(mem[first+4*k:]))
			if off == noFuncData {
				continue
			}
			starts = append(starts, off)
			if k != funcdataInlTree || !inRuntime(g.Funcs[i].Name) {
				kept[off] = true
			}
		}
	}
	slices.Sort(starts)
	starts = slices.Compact(starts)
	for i, f := range g.records {
		first, n := slots(f)
		if !inRuntime(g.Funcs[i].Name) || n <= funcdataInlTree {
			continue
		}
		at := first + 4*funcdataInlTree
		off := int64(le.Uint32(mem[at:]))
		if off == noFuncData {
			continue
		}
		le.PutUint32(mem[at:], noFuncData)
		if kept[off] {
			continue
		}
		end := fd.Range.End - fd.Range.Start
		if k, found := slices.BinarySearch(starts, off); found && k+1 < len(starts) {
			end = starts[k+1]
		}
		clear(mem[fd.Range.Start+off : fd.Range.Start+end])
	}
	return nil
}

// StripTables returns a copy of the Go wasm b without the runtime's tables
// that only a stack trace, or a preemption that wasm never does, reads:
//   - each function's file and line tables (pcfile, pcln): stack traces and
//     runtime.Caller keep function names and lose file:line
//     (runtime.funcline1 answers "?", 0);
//   - its unsafe-point table, read only by asynchronous preemption
//     (isAsyncSafePoint, from a signal; preemptMSupported is false on wasm)
//     and by debugger call injection (not built for wasm);
//   - its argument-liveness table, read only to print arguments in a stack
//     trace (printArgs then prints every argument as live);
//   - the file names (the pclntab's file tables), which only the file
//     tables index, and each record's index into them (cuOffset);
//   - each record's first line (startLine), which only runtime/pprof and
//     coverage read (runtime.Frame's and Func's unexported startLine);
//   - the Go runtime's inlining trees and their index tables
//     (dropRuntimeInlTrees says why only the runtime's);
//   - the type arguments spelled out in generic functions' names, which
//     every printed name shortens to "[...]" (shortenGenericNames).
//
// A dropped table's offset becomes 0, which the runtime reads as "no
// table" (pcvalue returns -1), a dropped funcdata's offset becomes
// ^0 ("none"), and their bytes, when no other field uses them, become
// zeros. The stack-pointer tables and stack maps, which stack growth and
// the garbage collector need, and the other packages' inlining tables are
// left exactly as they were, and the data's layout does not move. The
// trace tables were 216 KB of Lancemate's wasm but, being dense varints,
// 118 KB of its brotli download (2026-11-26); the file names, records'
// fields, generic names and the runtime's inlining trees 57 KB more
// (2026-11-29, issue 36).
func StripTables(b []byte) ([]byte, error) {
	m, err := Parse(b)
	if err != nil {
		return nil, err
	}
	g, err := ReadGo(m, b)
	if err != nil {
		return nil, err
	}
	le := binary.LittleEndian
	mem := g.Mem
	// The fields whose tables go, of a record at f.
	dropped := func(f int64) []int64 {
		d := []int64{f + funcPCFile, f + funcPCLn}
		for _, k := range []int64{pcdataUnsafePoint, pcdataArgLive} {
			if k < int64(le.Uint32(mem[f+funcNPCData:])) {
				d = append(d, f+funcHeader+4*k)
			}
		}
		return d
	}
	// A table one field drops and another keeps stays.
	used, drop := map[int64]bool{}, map[int64]bool{}
	for i, f := range g.records {
		d := dropped(f)
		if inRuntime(g.Funcs[i].Name) && pcdataInlTree < int64(le.Uint32(mem[f+funcNPCData:])) {
			d = append(d, f+funcHeader+4*pcdataInlTree)
		}
		fields := []int64{f + funcPCSP, f + funcPCFile, f + funcPCLn}
		for k := range int64(le.Uint32(mem[f+funcNPCData:])) {
			fields = append(fields, f+funcHeader+4*k)
		}
		for _, at := range fields {
			off := int64(le.Uint32(mem[at:]))
			if slices.Contains(d, at) {
				drop[off] = true
			} else {
				used[off] = true
			}
		}
	}
	for off := range drop {
		if off == 0 || used[off] {
			continue
		}
		at := g.pctab + off
		l, err := pcValueLen(mem[at:g.ftab])
		if err != nil {
			return nil, fmt.Errorf("pc-value table at %d: %w", off, err)
		}
		clear(mem[at : at+l])
	}
	if err := dropRuntimeInlTrees(g); err != nil {
		return nil, err
	}
	for i, f := range g.records {
		for _, at := range dropped(f) {
			le.PutUint32(mem[at:], 0)
		}
		if inRuntime(g.Funcs[i].Name) && pcdataInlTree < int64(le.Uint32(mem[f+funcNPCData:])) {
			le.PutUint32(mem[f+funcHeader+4*pcdataInlTree:], 0)
		}
		le.PutUint32(mem[f+funcCUOffset:], 0)
		le.PutUint32(mem[f+funcStartLine:], 0)
	}
	// No function has a file table any more, so the file names go.
	if r, ok := g.Region(RegionFiles); ok {
		clear(mem[r.Range.Start:r.Range.End])
	}
	if names, ok := g.Region(RegionFuncNames); ok {
		shortenGenericNames(mem[g.funcnames:names.Range.End])
	}
	if err := sharePackageNames(g); err != nil {
		return nil, err
	}
	// Only non-zero bytes changed, so every change is inside a segment.
	out := slices.Clone(b)
	for _, s := range m.Data {
		copy(out[s.Offset:s.Offset+s.Len], mem[s.Addr:])
	}
	return out, nil
}

// namedByPackage reports whether the function named name may be shortened
// to its package's name by StripTables (sharePackageNames), and that
// package: a function of the standard library or of go-app, or one of the
// runtime's unexported functions, whose frames no trace shows but a fatal
// error's. Not: "runtime.gopanic" (printed as "panic"), an exported
// runtime function (shown in traces), reflect's (its stubs are found by
// name in stkframe.go, its errors name its methods), syscall's and iter's
// (they keep their inlining trees), Lancemate's ("lancemate/", "main.") or
// another module's. The runtime's other name checks read only a package
// prefix, which "pkg.?" keeps ("runtime." in isSystemGoroutine and
// showfuncinfo, "internal/runtime/atomic" in proc.go).
// sharePackageNames also keeps every compiler-made function's name
// (wrappers: runtime.panicwrap parses theirs).
func namedByPackage(name string) (pkg string, ok bool) {
	goApp := strings.HasPrefix(name, "github.com/maxence-charriere/go-app/")
	if !inRuntime(name) && !goApp || strings.HasPrefix(name, "type:") || strings.HasPrefix(name, "go:") {
		return "", false
	}
	// The package path ends at the first dot after its last slash; type
	// arguments ("[…]") and receivers ("(*T)") may hold slashes too.
	path := name
	if i := strings.IndexAny(path, "[("); i >= 0 {
		path = path[:i]
	}
	slash := strings.LastIndexByte(path, '/') + 1
	dot := strings.IndexByte(path[slash:], '.')
	if dot <= 0 {
		return "", false
	}
	pkg = name[:slash+dot]
	if pkg == "runtime" {
		return pkg, name != "runtime.gopanic" && !('A' <= name[8] && name[8] <= 'Z')
	}
	return pkg, pkg != "reflect" && pkg != "internal/reflectlite"
}

// sharePackageNames gives every function namedByPackage one name per
// package, "pkg.?", in g.Mem: the first function's name becomes it, the
// others' records point at it, and their own names become zeros unless a
// kept inlining tree still points at them. A stack trace then prints a
// frame of the standard library or go-app as "encoding/json.?(…)": the
// package, not the function; Lancemate's frames print as before. Nothing
// compares these names (runtime.FuncForPC(pc).Name() and
// runtime.Frame.Function read the same "pkg.?"), and a name always has a
// dot, so no frame is left out of a trace. It was 16 KB of app.wasm's
// brotli download (2026-11-29, issue 36).
func sharePackageNames(g *Go) error {
	le := binary.LittleEndian
	mem := g.Mem
	names, ok := g.Region(RegionFuncNames)
	if !ok {
		return errors.New("no function-name region")
	}
	fd, ok := g.Region(RegionFuncData)
	if !ok {
		return errors.New("no funcdata region")
	}
	// Names the kept inlining trees point at stay where they are.
	pinned := map[int64]bool{}
	var starts []int64
	for _, f := range g.records {
		npc := int64(le.Uint32(mem[f+funcNPCData:]))
		for k := range int64(mem[f+43]) {
			if off := int64(le.Uint32(mem[f+funcHeader+4*npc+4*k:])); off != noFuncData {
				starts = append(starts, off)
			}
		}
	}
	slices.Sort(starts)
	starts = slices.Compact(starts)
	for _, f := range g.records {
		npc := int64(le.Uint32(mem[f+funcNPCData:]))
		if int64(mem[f+43]) <= funcdataInlTree {
			continue
		}
		off := int64(le.Uint32(mem[f+funcHeader+4*npc+4*funcdataInlTree:]))
		if off == noFuncData {
			continue
		}
		end := fd.Range.Len()
		if k, found := slices.BinarySearch(starts, off); found && k+1 < len(starts) {
			end = starts[k+1]
		}
		const inlinedCallSize = 16 // runtime.inlinedCall
		for at := fd.Range.Start + off; at+inlinedCallSize <= fd.Range.Start+end; at += inlinedCallSize {
			pinned[int64(int32(le.Uint32(mem[at+4:])))] = true
		}
	}
	shared := map[string]int64{} // package → its name's offset
	var freed []Range
	for i, f := range g.records {
		pkg, ok := namedByPackage(g.Funcs[i].Name)
		if !ok || mem[f+funcFuncID] != 0 { // abi.FuncIDNormal
			continue
		}
		nameOff := int64(le.Uint32(mem[f+4:]))
		at := g.funcnames + nameOff
		n := int64(bytes.IndexByte(mem[at:names.Range.End], 0))
		if n < 0 {
			return fmt.Errorf("function %d: unterminated name", i)
		}
		if off, ok := shared[pkg]; ok {
			le.PutUint32(mem[f+4:], uint32(off))
			if !pinned[nameOff] && off != nameOff {
				freed = append(freed, Range{at, at + n})
			}
			continue
		}
		if pinned[nameOff] {
			continue // another package's first function will do
		}
		short := pkg + ".?"
		if int64(len(short)) > n {
			continue
		}
		copy(mem[at:], short)
		clear(mem[at+int64(len(short)) : at+n])
		shared[pkg] = nameOff
	}
	for _, r := range freed {
		if mem[r.Start] != 0 && !bytes.HasSuffix(mem[r.Start:r.End], []byte(".?")) {
			clear(mem[r.Start:r.End])
		}
	}
	return nil
}

// shortenGenericNames rewrites, in place, each name in tab (the
// pclntab's NUL-terminated function names) that holds type arguments as
// the runtime prints it (runtime.funcNamePiecesForPrint): what lies
// between the first '[' and the last ']' becomes "...", and the bytes
// freed at the end become zeros. A generic function's name spells out
// its shape, up to hundreds of bytes ("slices.pdqsortCmpFunc[go.shape.
// struct { … }]"), yet stack traces, runtime.FuncForPC(pc).Name() and
// runtime.Frame.Function already print it shortened, and the runtime
// compares no such name, so nothing reads the difference; the names
// still start where the functions' records and inlining tables point.
func shortenGenericNames(tab []byte) {
	for len(tab) > 0 {
		n := bytes.IndexByte(tab, 0)
		if n < 0 {
			return
		}
		name := tab[:n]
		i, j := bytes.IndexByte(name, '['), bytes.LastIndexByte(name, ']')
		if i >= 0 && j > i+4 {
			copy(name[i:], "[...]")
			m := copy(name[i+5:], name[j+1:])
			clear(name[i+5+m:])
		}
		tab = tab[n+1:]
	}
}

// pcValueLen is the length of the pc-value table at the start of p: pairs
// of varints (value delta, pc delta) up to a zero value delta after the
// first pair.
func pcValueLen(p []byte) (int64, error) {
	r := &reader{b: p}
	for first := true; ; first = false {
		if r.off < len(p) && p[r.off] == 0 && !first {
			return int64(r.off + 1), nil
		}
		r.uleb()
		r.uleb()
		if r.err != nil {
			return 0, fmt.Errorf("pc-value table: %w", r.err)
		}
	}
}

func segmentBytes(b []byte, s Segment) []byte { return b[s.Offset : s.Offset+s.Len] }

// written counts the bytes of r that segs (sorted by address) hold.
func written(segs []Segment, r Range) int64 {
	i := sort.Search(len(segs), func(i int) bool { return segs[i].Addr+int64(segs[i].Len) > r.Start })
	var n int64
	for ; i < len(segs) && segs[i].Addr < r.End; i++ {
		lo, hi := max(segs[i].Addr, r.Start), min(segs[i].Addr+int64(segs[i].Len), r.End)
		if hi > lo {
			n += hi - lo
		}
	}
	return n
}
