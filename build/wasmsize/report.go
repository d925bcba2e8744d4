package wasmsize

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"

	"github.com/andybalholm/brotli"
)

// Row is one line of the report: a Go package, or a part of the module
// no package owns.
type Row struct {
	Name string
	Code int64 // function bodies (exact)
	Meta int64 // the functions' pclntab records, names, pc-value tables and stack maps (exact)
	Data int64 // data symbols: their sizes in the package's object file (in memory; the file leaves zero runs out)
	// Brotli is an estimate of the row's share of the brotli download:
	// its bytes compressed on their own, scaled so the rows add up to the
	// real compressed size (0 until EstimateBrotli).
	Brotli int64

	blob    [][]byte           // exact bytes, for the estimate
	symData map[string]float64 // region name → share of it
}

// Total is the row's bytes in the file.
func (r Row) Total() int64 { return r.Code + r.Meta + r.Data }

// Report attributes a module's bytes to Go packages.
type Report struct {
	Size     int64 // of the file
	Names    int64 // the name section, which a stripped build leaves out
	Packages []Row // sorted by Total, largest first
	Other    []Row // parts no package owns
	Brotli   int64 // the real compressed size the estimates add up to (0 until EstimateBrotli)

	regions map[string][]byte // data region bytes, for the estimate
}

// dataPools are the data regions whose compressed size is shared out over
// packages by symbol sizes: read-only symbols over rodata, variables over
// the two data regions.
var dataPools = map[bool][]string{true: {RegionRodata}, false: {RegionNoPtrData, RegionData}}

// Attribute builds the report of module m (file b, Go tables g). syms and
// reach, when not nil, are the packages' data symbols and the linker's
// reachable set: they share out the data regions; without them the data
// is reported by region only.
func Attribute(m *Module, b []byte, g *Go, syms []Symbol, reach map[string]bool, known map[string]bool) *Report {
	rep := &Report{Size: int64(len(b)), regions: map[string][]byte{}}
	pkgs := map[string]*Row{}
	row := func(name string) *Row {
		if name == "" {
			name = "(no package)"
		}
		r, ok := pkgs[name]
		if !ok {
			r = &Row{Name: name, symData: map[string]float64{}}
			pkgs[name] = r
		}
		return r
	}
	metaIn := map[string]int64{} // region → bytes of it counted as functions' meta
	for i, f := range m.Funcs {
		gf := g.Funcs[i]
		r := row(PackageOf(gf.Name, known))
		r.Code += int64(f.Size)
		r.blob = append(r.blob, b[f.Offset:f.Offset+f.Size])
		for _, p := range gf.Meta {
			n := g.Written(p)
			r.Meta += n
			metaIn[regionOf(g, p.Start)] += n
			r.blob = append(r.blob, g.Bytes(p))
		}
	}
	// Data symbols the linker kept, pooled by kind: each package's data
	// is the sum of its symbols' sizes, and its share of a pool's regions
	// sizes its brotli estimate.
	poolSize := map[bool]int64{}
	bySym := map[bool]map[string]int64{true: {}, false: {}}
	for _, s := range syms {
		if reach != nil && !reach[s.Name] {
			continue
		}
		poolSize[s.ReadOnly] += s.Size
		bySym[s.ReadOnly][s.Pkg] += s.Size
		row(s.Pkg).Data += s.Size
	}
	attributed := map[string]bool{}
	var symbols, regionBytes int64
	for ro, regions := range dataPools {
		if poolSize[ro] == 0 {
			continue
		}
		symbols += poolSize[ro]
		for _, name := range regions {
			reg, ok := g.Region(name)
			if !ok {
				continue
			}
			attributed[name] = true
			regionBytes += reg.Written
			rep.regions[name] = g.Bytes(reg.Range)
			for pkg, size := range bySym[ro] {
				row(pkg).symData[name] += float64(size) / float64(poolSize[ro])
			}
		}
	}
	if len(attributed) > 0 {
		rep.Other = append(rep.Other, Row{Name: "data: bytes in the file minus symbol sizes (zero runs are left out)", Data: regionBytes - symbols})
	}
	for _, r := range pkgs {
		rep.Packages = append(rep.Packages, *r)
	}
	sort.Slice(rep.Packages, func(i, j int) bool {
		a, b := rep.Packages[i], rep.Packages[j]
		if a.Total() != b.Total() {
			return a.Total() > b.Total()
		}
		return a.Name < b.Name
	})

	// Everything else: regions no package owns, the data segments'
	// headers, the other sections.
	var segHeaders []byte
	for _, s := range m.Data {
		segHeaders = append(segHeaders, b[s.Offset-(s.Size-s.Len):s.Offset]...)
	}
	for _, reg := range g.Regions {
		switch {
		case attributed[reg.Name] || reg.Written == 0:
		case metaIn[reg.Name] > 0: // shared by no function: headers, padding
			rep.Other = append(rep.Other, Row{Name: reg.Name + ", not per function", Data: reg.Written - metaIn[reg.Name]})
		default:
			rep.Other = append(rep.Other, Row{Name: reg.Name, Data: reg.Written, blob: [][]byte{g.Bytes(reg.Range)}})
		}
	}
	rep.Other = append(rep.Other, Row{Name: "data segment headers (one per run of non-zero data)", Data: int64(len(segHeaders)), blob: [][]byte{segHeaders}})
	var sections []byte
	var rest int64 = 8 // magic and version
	for _, s := range m.Sections {
		head := int64(s.Offset - s.Start)
		switch s.Name {
		case "name":
			rep.Names = head + int64(s.Size)
			continue
		case "code": // the bodies are the packages'
			rest += head + int64(s.Size)
			for _, f := range m.Funcs {
				rest -= int64(f.Size)
			}
			continue
		case "data": // the headers and data are counted above
			rest += head + int64(s.Size)
			for _, d := range m.Data {
				rest -= int64(d.Size)
			}
			continue
		}
		rest += head + int64(s.Size)
		sections = append(sections, b[s.Offset:s.Offset+s.Size]...)
	}
	rep.Other = append(rep.Other, Row{Name: "other sections (types, imports, function and element tables, exports…)", Data: rest, blob: [][]byte{sections}})
	sort.SliceStable(rep.Other, func(i, j int) bool { return rep.Other[i].Total() > rep.Other[j].Total() })
	return rep
}

// regionOf names the region holding address a.
func regionOf(g *Go, a int64) string {
	for _, r := range g.Regions {
		if a >= r.Range.Start && a < r.Range.End {
			return r.Name
		}
	}
	return RegionOtherMemory
}

// Total sums every row: the module without its name section.
func (rep *Report) Total() Row {
	var t Row
	for _, rows := range [][]Row{rep.Packages, rep.Other} {
		for _, r := range rows {
			t.Code, t.Meta, t.Data, t.Brotli = t.Code+r.Code, t.Meta+r.Meta, t.Data+r.Data, t.Brotli+r.Brotli
		}
	}
	return t
}

// EstimateBrotli fills in the Brotli estimates: each row's exact bytes
// (code, metadata; a region's bytes shared out like its size for data)
// compressed on their own at quality q, then scaled so the rows add up to
// actual, the real compressed size of the stripped module.
func (rep *Report) EstimateBrotli(actual int64, q int) {
	type job struct {
		blob [][]byte
		out  *int64
	}
	var jobs []job
	alone := make([]int64, len(rep.Packages)+len(rep.Other))
	for i := range rep.Packages {
		jobs = append(jobs, job{rep.Packages[i].blob, &alone[i]})
	}
	for i := range rep.Other {
		jobs = append(jobs, job{rep.Other[i].blob, &alone[len(rep.Packages)+i]})
	}
	regionAlone := map[string]*int64{}
	for name, b := range rep.regions {
		n := new(int64)
		regionAlone[name] = n
		jobs = append(jobs, job{[][]byte{b}, n})
	}
	sort.Slice(jobs, func(i, j int) bool { return blobLen(jobs[i].blob) > blobLen(jobs[j].blob) })
	var wg sync.WaitGroup
	ch := make(chan job)
	for range runtime.NumCPU() {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range ch {
				*j.out = compressedSize(j.blob, q)
			}
		}()
	}
	for _, j := range jobs {
		ch <- j
	}
	close(ch)
	wg.Wait()

	est := make([]float64, len(alone))
	var sum float64
	for i := range rep.Packages {
		e := float64(alone[i])
		for name, share := range rep.Packages[i].symData {
			e += share * float64(*regionAlone[name])
		}
		est[i] = e
		sum += e
	}
	for i := range rep.Other {
		est[len(rep.Packages)+i] = float64(alone[len(rep.Packages)+i])
		sum += est[len(rep.Packages)+i]
	}
	if sum == 0 {
		return
	}
	k := float64(actual) / sum
	for i := range rep.Packages {
		rep.Packages[i].Brotli = int64(est[i]*k + 0.5)
	}
	for i := range rep.Other {
		rep.Other[i].Brotli = int64(est[len(rep.Packages)+i]*k + 0.5)
	}
	rep.Brotli = actual
}

// Print writes the top packages (all when top ≤ 0), the rest summed, and
// the parts no package owns.
func (rep *Report) Print(w io.Writer, top int) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	withBr := rep.Brotli > 0
	head := "#\tpackage\tcode\tmeta\tdata\ttotal\tshare\t"
	if withBr {
		head += "brotli≈\t"
	}
	fmt.Fprintln(tw, head)
	stripped := rep.Size - rep.Names
	line := func(n, name string, r Row) {
		s := fmt.Sprintf("%s\t%s\t%s\t%s\t%s\t%s\t%.1f%%\t", n, name, kb(r.Code), kb(r.Meta), kb(r.Data), kb(r.Total()), 100*float64(r.Total())/float64(stripped))
		if withBr {
			s += kb(r.Brotli) + "\t"
		}
		fmt.Fprintln(tw, s)
	}
	var rest Row
	n := 0
	for i, r := range rep.Packages {
		if top > 0 && i >= top {
			rest.Code, rest.Meta, rest.Data, rest.Brotli = rest.Code+r.Code, rest.Meta+r.Meta, rest.Data+r.Data, rest.Brotli+r.Brotli
			n++
			continue
		}
		line(fmt.Sprint(i+1), r.Name, r)
	}
	if n > 0 {
		line("", fmt.Sprintf("%d other packages", n), rest)
	}
	for _, r := range rep.Other {
		if r.Total() >= 500 || r.Total() <= -500 {
			line("", r.Name, r)
		}
	}
	line("", "app.wasm as shipped (no name section)", rep.Total())
	tw.Flush()
	fmt.Fprintf(w, "code: function bodies (exact); meta: the functions' pclntab entries (name, record, pc-value tables) and stack maps\n")
	fmt.Fprintf(w, "(exact); data: the package's data symbols the linker kept (rodata, variables), by their sizes in the object files.\n")
	fmt.Fprintf(w, "Sizes in KB (1000 bytes).\n")
	if withBr {
		fmt.Fprintf(w, "brotli≈: each row compressed alone, scaled to the real %s KB; an estimate, not a measured saving.\n", kb(rep.Brotli))
	}
	if rep.Names > 0 {
		fmt.Fprintf(w, "The analysed build's name section (%s KB) is not shipped.\n", kb(rep.Names))
	}
}

// Brief writes one line per top package, then the largest parts no
// package owns (with no symbols given to Attribute, the data regions are
// among them): a short answer for a failing budget.
func (rep *Report) Brief(w io.Writer, top int) {
	for i, r := range rep.Packages {
		if i >= top {
			break
		}
		fmt.Fprintf(w, "  %-50s %9s KB (code %s, runtime tables %s", r.Name, kb(r.Total()), kb(r.Code), kb(r.Meta))
		if r.Data > 0 {
			fmt.Fprintf(w, ", data %s", kb(r.Data))
		}
		fmt.Fprintln(w, ")")
	}
	for _, r := range rep.Other {
		if r.Total() >= 50_000 {
			fmt.Fprintf(w, "  %-50s %9s KB\n", r.Name, kb(r.Total()))
		}
	}
}

func kb(n int64) string {
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	s := fmt.Sprintf("%.1f", float64(n)/1000)
	if i := strings.IndexByte(s, '.'); i > 3 {
		s = s[:i-3] + "," + s[i-3:]
	}
	return sign + s
}

func blobLen(b [][]byte) (n int) {
	for _, p := range b {
		n += len(p)
	}
	return n
}

func compressedSize(blob [][]byte, q int) int64 {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: q, LGWin: 24})
	for _, p := range blob {
		w.Write(p)
	}
	w.Close()
	return int64(buf.Len())
}

// FuncSize is one function's bytes.
type FuncSize struct {
	Name       string
	Code, Meta int64
}

// TopFuncs returns the n largest functions (by body and metadata) of the
// package pkg ("" for all).
func TopFuncs(m *Module, g *Go, known map[string]bool, pkg string, n int) []FuncSize {
	var out []FuncSize
	for i, f := range m.Funcs {
		gf := g.Funcs[i]
		if pkg != "" && PackageOf(gf.Name, known) != pkg {
			continue
		}
		out = append(out, FuncSize{gf.Name, int64(f.Size), g.MetaSize(gf)})
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := out[i].Code+out[i].Meta, out[j].Code+out[j].Meta
		if a != b {
			return a > b
		}
		return out[i].Name < out[j].Name
	})
	return out[:min(n, len(out))]
}
