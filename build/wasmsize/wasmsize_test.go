package wasmsize

import (
	"bytes"
	"encoding/binary"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func TestPackageOf(t *testing.T) {
	known := map[string]bool{"lancemate/app/ui": true, "gopkg.in/yaml.v3": true, "runtime": true, "github.com/maxence-charriere/go-app/v10/pkg/app": true}
	for _, tt := range []struct{ sym, want string }{
		{"runtime.mallocgc", "runtime"},
		{"lancemate/app/ui.(*GamePage).onTap", "lancemate/app/ui"},
		{"lancemate/app/ui.(*NavBar).github.com/maxence-charriere/go-app/v10/pkg/app.setDepth", "lancemate/app/ui"},
		{"lancemate/app/ui.sheetHead.func1", "lancemate/app/ui"},
		{"slices.SortFunc[go.shape.*lancemate/app/ui.row]", ""}, // slices is not in known
		{"type:.eq.lancemate/app/ui.row", "lancemate/app/ui"},
		{"type:*github.com/maxence-charriere/go-app/v10/pkg/app.htmlDiv", "github.com/maxence-charriere/go-app/v10/pkg/app"},
		{"go:itab.*lancemate/app/ui.GamePage,github.com/maxence-charriere/go-app/v10/pkg/app.Composer", "lancemate/app/ui"},
		{"gopkg.in/yaml.v3.Unmarshal", "gopkg.in/yaml.v3"},
		{`go:string."hello"`, ""},
		{"type:int", ""},
	} {
		if got := PackageOf(tt.sym, known); got != tt.want {
			t.Errorf("PackageOf(%q) = %q, want %q", tt.sym, got, tt.want)
		}
	}
	if got := PackageOf("slices.SortFunc[go.shape.int]", nil); got != "slices" {
		t.Errorf("without known packages: %q, want slices", got)
	}
}

func TestReadDumpDepAndNM(t *testing.T) {
	reach, err := ReadDumpDep(strings.NewReader("# example\n_ -> main.main\nmain.main -> main.table <UsedInIface>\nmain.main -> go:string.\"x y\"\n"))
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range []string{"main.main", "main.table", `go:string."x y"`} {
		if !reach[s] {
			t.Errorf("%s not reached: %v", s, reach)
		}
	}
	nm := "/c/a-d:\t     12a       64 R main.table\n" +
		"/c/a-d:\t     13a       10 T main.main\n" +
		"/c/b-d(_go_.o):\t       5        7 r go:string.\"x y\"<1>\n" +
		"/c/a-d:\t       9        7 R go:string.\"x y\"\n" +
		"/c/a-d:\t                0 U fmt.Println\n" +
		"/c/b-d:\t      20       16 d lib..stmp_1<2>\n"
	syms, err := ReadNM(strings.NewReader(nm), map[string]string{"/c/a-d": "main", "/c/b-d": "lib"}, map[string]bool{"main": true, "lib": true})
	if err != nil {
		t.Fatal(err)
	}
	want := []Symbol{{"main.table", "main", 64, true}, {`go:string."x y"`, "lib", 7, true}, {"lib..stmp_1", "lib", 16, false}}
	if len(syms) != len(want) {
		t.Fatalf("symbols %+v, want %+v", syms, want)
	}
	for i := range want {
		if syms[i] != want[i] {
			t.Errorf("symbol %d = %+v, want %+v", i, syms[i], want[i])
		}
	}
}

// tiny is a small Go program built for the browser, with and without its
// name section, and the linker's -dumpdep graph of the first.
type tiny struct {
	dir             string
	named, stripped []byte
	deps            bytes.Buffer
	blob            []byte
	goCmd           func(stdout, stderr io.Writer, args ...string) error
}

func buildTiny(t *testing.T) *tiny {
	t.Helper()
	dir := t.TempDir()
	blob := make([]byte, 40_000) // random: it does not compress or shrink
	r := rand.New(rand.NewPCG(1, 2))
	for i := range blob {
		blob[i] = byte(r.Uint32()) | 1 // no zero runs
	}
	files := map[string]string{
		"go.mod":     "module example.com/tiny\n\ngo 1.26\n",
		"main.go":    "package main\n\nimport (\n\t_ \"embed\"\n\t\"example.com/tiny/lib\"\n)\n\n//go:embed blob.bin\nvar blob string\n\nfunc main() { println(len(blob), lib.Sum(3)) }\n",
		"lib/lib.go": "package lib\n\n// Sum adds 1..n.\n//\n//go:noinline\nfunc Sum(n int) int {\n\ts := 0\n\tfor i := range n {\n\t\ts += i + 1\n\t}\n\treturn s\n}\n",
		"blob.bin":   string(blob),
	}
	for name, body := range files {
		p := filepath.Join(dir, name)
		os.MkdirAll(filepath.Dir(p), 0o755)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	goCmd := func(stdout, stderr io.Writer, args ...string) error {
		cmd := exec.Command("go", args...)
		cmd.Dir = dir
		cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
		cmd.Stdout, cmd.Stderr = stdout, stderr
		return cmd.Run()
	}
	var deps, errs bytes.Buffer
	if err := goCmd(io.Discard, &deps, "build", "-trimpath", "-ldflags=-w -dumpdep", "-o", "named.wasm", "."); err != nil {
		t.Fatalf("building: %v\n%s", err, deps.String())
	}
	if err := goCmd(io.Discard, &errs, "build", "-trimpath", "-ldflags=-s -w", "-o", "stripped.wasm", "."); err != nil {
		t.Fatalf("building: %v\n%s", err, errs.String())
	}
	named, _ := os.ReadFile(filepath.Join(dir, "named.wasm"))
	stripped, _ := os.ReadFile(filepath.Join(dir, "stripped.wasm"))
	return &tiny{dir: dir, named: named, stripped: stripped, deps: deps, blob: blob, goCmd: goCmd}
}

// The reader finds every function in both builds, the names agree, and
// the report adds up to the file and puts an embedded blob in its package.
func TestAttributeBuiltProgram(t *testing.T) {
	p := buildTiny(t)
	named, stripped, blob, goCmd := p.named, p.stripped, p.blob, p.goCmd
	m, err := Parse(named)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadGo(m, named)
	if err != nil {
		t.Fatal(err)
	}
	sanitise := regexp.MustCompile(`[^\w.]`) // as the linker writes the name section
	found := map[string]bool{}
	for i, f := range m.Funcs {
		if f.Name == "" || f.Name != sanitise.ReplaceAllString(g.Funcs[i].Name, "_") {
			t.Fatalf("function %d: name section %q, pclntab %q", i, f.Name, g.Funcs[i].Name)
		}
		found[g.Funcs[i].Name] = true
	}
	for _, fn := range []string{"main.main", "example.com/tiny/lib.Sum", "runtime.mallocgc"} {
		if !found[fn] {
			t.Errorf("no function %s", fn)
		}
	}
	ms, err := Parse(stripped)
	if err != nil {
		t.Fatal(err)
	}
	if _, ok := ms.Section("name"); ok {
		t.Error("the stripped build has a name section")
	}
	gs, err := ReadGo(ms, stripped)
	if err != nil {
		t.Fatal(err)
	}
	if len(gs.Funcs) != len(g.Funcs) || gs.Funcs[len(gs.Funcs)-1].Name != g.Funcs[len(g.Funcs)-1].Name {
		t.Error("the stripped build's functions differ")
	}

	reach, err := ReadDumpDep(&p.deps)
	if err != nil {
		t.Fatal(err)
	}
	list := func(stdout io.Writer, args ...string) error { return goCmd(stdout, os.Stderr, args...) }
	syms, known, err := DataSymbols(list, []string{"-trimpath"}, ".")
	if err != nil {
		t.Fatal(err)
	}
	rep := Attribute(m, named, g, syms, reach, known)
	if total := rep.Total(); total.Total() != rep.Size-rep.Names || rep.Size-rep.Names != int64(len(stripped)) {
		t.Errorf("rows add up to %d, file without names %d, stripped build %d", total.Total(), rep.Size-rep.Names, len(stripped))
	}
	rows := map[string]Row{}
	for _, r := range rep.Packages {
		rows[r.Name] = r
	}
	if main := rows["main"]; main.Data < int64(len(blob)) || main.Data > int64(len(blob))+20_000 {
		t.Errorf("main's data %d, want the %d-byte blob and little else", main.Data, len(blob))
	}
	if lib := rows["example.com/tiny/lib"]; lib.Code == 0 || lib.Code > 2000 || lib.Meta == 0 {
		t.Errorf("lib: %+v", lib)
	}
	if rt := rows["runtime"]; rt.Code < 100_000 {
		t.Errorf("runtime code %d", rt.Code)
	}
	rep.EstimateBrotli(1000, 1)
	if sum := rep.Total().Brotli; sum < 990 || sum > 1010 {
		t.Errorf("brotli estimates add up to %d, want 1000", sum)
	}
	var out bytes.Buffer
	rep.Print(&out, 3)
	if !strings.Contains(out.String(), "runtime") || !strings.Contains(out.String(), "other packages") {
		t.Errorf("report:\n%s", out.String())
	}
}

// Merging data segments leaves linear memory as it was and the Go tables
// readable.
func TestMergeData(t *testing.T) {
	p := buildTiny(t)
	m, err := Parse(p.stripped)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadGo(m, p.stripped)
	if err != nil {
		t.Fatal(err)
	}
	for _, gap := range []int{0, 64, 1 << 30} {
		merged, err := MergeData(p.stripped, gap)
		if err != nil {
			t.Fatal(err)
		}
		mm, err := Parse(merged)
		if err != nil {
			t.Fatalf("gap %d: %v", gap, err)
		}
		if gap > 0 && len(mm.Data) >= len(m.Data) {
			t.Errorf("gap %d: %d segments, was %d", gap, len(mm.Data), len(m.Data))
		}
		if gap == 1<<30 && len(mm.Data) != 1 {
			t.Errorf("everything merged: %d segments", len(mm.Data))
		}
		if len(mm.Funcs) != len(m.Funcs) {
			t.Errorf("gap %d: %d functions, was %d", gap, len(mm.Funcs), len(m.Funcs))
		}
		gm, err := ReadGo(mm, merged)
		if err != nil {
			t.Fatalf("gap %d: %v", gap, err)
		}
		n := max(len(g.Mem), len(gm.Mem))
		a, b := append(g.Mem, make([]byte, n-len(g.Mem))...), append(gm.Mem, make([]byte, n-len(gm.Mem))...)
		if !bytes.Equal(a, b) {
			t.Errorf("gap %d: memory differs", gap)
		}
	}
}

// A program without the tables only stack traces read runs as before,
// growing its stack and collecting garbage through a deep recursion, and
// its stack traces keep the functions' names but no longer say file:line.
// (Clearing a table still in use, such as one a function's pcsp shares
// with another's pcln, makes it crash.)
func TestStripTables(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		t.Skip("node is not installed (make test installs it)")
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	runner := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js")
	dir := t.TempDir()
	files := map[string]string{
		"go.mod": "module example.com/deep\n\ngo 1.26\n",
		"main.go": `package main

import (
	"fmt"
	"reflect"
	"runtime"
	"sort"
	"strings"
)

// deep recurses n times with a live slice in each frame, so the stack is
// copied several times and the collector scans every frame.
func deep(n int) (int, string) {
	keep := make([]int, 8)
	keep[0] = n
	if n == 0 {
		runtime.GC()
		buf := make([]byte, 1<<20)
		return 0, string(buf[:runtime.Stack(buf, false)])
	}
	sum, stack := deep(n - 1)
	return sum + keep[0], stack
}

// pair's name holds its type arguments' shapes.
type pair[K comparable, V any] struct {
	k K
	v V
}

//go:noinline
func (p *pair[K, V]) trace(n int) string {
	if n > 0 {
		return p.trace(n - 1)
	}
	buf := make([]byte, 1<<16)
	return string(buf[:runtime.Stack(buf, false)])
}

func recoverErr(err *error) {
	if r := recover(); r != nil {
		*err = fmt.Errorf("recovered %v", r)
	}
}

// viaHelper recovers through a deferred call with an argument (a wrapper
// that may inline recoverErr, as package syscall does).
func viaHelper() (err error) {
	defer recoverErr(&err)
	panic("helper")
}

// nested must not recover in the inner closure: recover() is not called
// by the deferred function itself.
func nested() (r any) {
	defer func() { r = recover() }()
	func() {
		defer func() { func() { recover() }() }()
		panic("nested")
	}()
	return nil
}

// panicked returns a trace taken while its panic is recovered: it has
// the panic's frame, printed as "panic(".
func panicked() (s string) {
	defer func() {
		recover()
		buf := make([]byte, 1<<16)
		s = string(buf[:runtime.Stack(buf, false)])
	}()
	panic("x")
}

func main() {
	fmt.Println(viaHelper(), nested())
	fmt.Println("panic frame", strings.Contains(panicked(), "\npanic("))
	sum, stack := deep(2000)
	_, file, line, _ := runtime.Caller(0)
	fmt.Println("sum", sum)
	fmt.Println("frames", strings.Count(stack, "main.deep("))
	fmt.Println("lines", strings.Count(stack, "main.go:"))
	fmt.Println("caller", file, line)
	p := &pair[string, struct{ a, b int }]{k: "k"}
	generic := p.trace(3)
	fmt.Println("generic frames", strings.Count(generic, "main.(*pair[...]).trace("))
	pc, _, _, _ := runtime.Caller(0)
	fmt.Println("name", runtime.FuncForPC(pc).Name())
	fmt.Println("method", runtime.FuncForPC(reflect.ValueOf(p.trace).Pointer()).Name())
	fmt.Println("std", runtime.FuncForPC(reflect.ValueOf(strings.ToUpper).Pointer()).Name())
	// A trace from inside sort.Slice: its frames of package sort.
	var sorted string
	xs := []int{3, 1, 2}
	sort.Slice(xs, func(i, j int) bool {
		if sorted == "" {
			buf := make([]byte, 1<<16)
			sorted = string(buf[:runtime.Stack(buf, false)])
		}
		return xs[i] < xs[j]
	})
	var sortFrames, shared int
	for _, l := range strings.Split(sorted, "\n") {
		if strings.HasPrefix(l, "sort.") {
			sortFrames++
		}
		if strings.HasPrefix(l, "sort.?(") {
			shared++
		}
	}
	fmt.Println("sort frames", sortFrames > 0, shared == sortFrames, strings.Count(sorted, "main.main("))
}
`,
	}
	for name, body := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", "deep.wasm", ".")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building: %v\n%s", err, out)
	}
	b, err := os.ReadFile(filepath.Join(dir, "deep.wasm"))
	if err != nil {
		t.Fatal(err)
	}
	stripped, err := StripTables(b)
	if err != nil {
		t.Fatal(err)
	}
	if len(stripped) != len(b) {
		t.Fatalf("%d bytes, was %d: the layout moved", len(stripped), len(b))
	}
	// Every byte changed becomes a zero, but in the function names, where
	// the generic ones are shortened.
	m, err := Parse(b)
	if err != nil {
		t.Fatal(err)
	}
	g, err := ReadGo(m, b)
	if err != nil {
		t.Fatal(err)
	}
	names, _ := g.Region(RegionFuncNames)
	records, _ := g.Region(RegionFuncs)
	var cleared, changed, renamed, marked, repointed int
	for _, s := range m.Data {
		for i := range s.Len {
			at := s.Offset + i
			switch {
			case b[at] == stripped[at]:
			case stripped[at] == 0:
				changed++
				cleared++
			case s.Addr+int64(i) >= names.Range.Start && s.Addr+int64(i) < names.Range.End:
				changed++
				renamed++
			case stripped[at] == 0xff && s.Addr+int64(i) >= records.Range.Start && s.Addr+int64(i) < records.Range.End:
				changed++ // a funcdata offset now says "none"
				marked++
			case s.Addr+int64(i) >= records.Range.Start && s.Addr+int64(i) < records.Range.End:
				changed++ // a name offset now points at the package's name
				repointed++
			default:
				t.Fatalf("memory at %d changed from %q to %q", s.Addr+int64(i), b[at], stripped[at])
			}
		}
	}
	if changed < 10_000 || cleared != changed-renamed-marked-repointed || renamed == 0 || renamed > 1000 || marked == 0 || repointed == 0 {
		t.Errorf("%d bytes changed, %d of them to zero, %d in names, %d in funcdata offsets, %d in name offsets: want many, all of them to zero but a few in names, in the runtime's inlining trees' offsets and in the standard library's name offsets", changed, cleared, renamed, marked, repointed)
	}
	ms, err := Parse(stripped)
	if err != nil {
		t.Fatal(err)
	}
	gs, err := ReadGo(ms, stripped)
	if err != nil {
		t.Fatal(err)
	}
	for i, f := range gs.records {
		if cu, line := binary.LittleEndian.Uint32(gs.Mem[f+funcCUOffset:]), binary.LittleEndian.Uint32(gs.Mem[f+funcStartLine:]); cu != 0 || line != 0 {
			t.Fatalf("function %s: cuOffset %d, startLine %d: want both 0", gs.Funcs[i].Name, cu, line)
		}
	}
	for _, gone := range []string{"deep/main.go", "main.(*pair[go.shape.string,go.shape.struct"} {
		if bytes.Contains(b, []byte(gone)) == bytes.Contains(stripped, []byte(gone)) {
			t.Errorf("%q: in the linked build %t, in the stripped one %t: want it gone", gone, bytes.Contains(b, []byte(gone)), bytes.Contains(stripped, []byte(gone)))
		}
	}
	if compressedSize([][]byte{stripped}, 5) >= compressedSize([][]byte{b}, 5) {
		t.Error("the stripped wasm does not compress smaller")
	}
	run := func(wasm []byte) string {
		p := filepath.Join(dir, "run.wasm")
		if err := os.WriteFile(p, wasm, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(node, "--stack-size=8192", runner, p).CombinedOutput()
		if err != nil {
			t.Fatalf("running: %v\n%s", err, out)
		}
		return string(out)
	}
	// runtime.Stack prints at most 100 frames; the line of runtime.Caller(0)
	// is line 79 of main.go.
	before, after := run(b), run(stripped)
	// The names, generic ones included, read as they did.
	// The names, generic ones included, read as they did, but for the
	// standard library's: each is its package's, "pkg.?", and its frames
	// are still printed (sharePackageNames).
	namesOut := "generic frames 4\nname main.main\nmethod main.(*pair[...]).trace-fm\n"
	if want := "recovered helper nested\npanic frame true\nsum 2001000\nframes 99\nlines 100\ncaller example.com/deep/main.go 79\n" + namesOut +
		"std strings.ToUpper\nsort frames true false 1\n"; before != want {
		t.Errorf("the build as linked printed:\n%swant:\n%s", before, want)
	}
	if want := "recovered helper nested\npanic frame true\nsum 2001000\nframes 99\nlines 0\ncaller ? 0\n" + namesOut +
		"std strings.?\nsort frames true true 1\n"; after != want {
		t.Errorf("the stripped build printed:\n%swant:\n%s", after, want)
	}
}

func TestNamedByPackage(t *testing.T) {
	for _, c := range []struct {
		name, pkg string
		ok        bool
	}{
		{"encoding/json.(*decodeState).object", "encoding/json", true},
		{"fmt.Sprintf", "fmt", true},
		{"internal/sync.(*HashTrieMap[...]).Load", "internal/sync", true},
		{"internal/sync.(*HashTrieMap[go.shape.struct { net/netip.isV6 bool }]).Load", "internal/sync", true},
		{"slices.pdqsortCmpFunc[...]", "slices", true},
		{"github.com/maxence-charriere/go-app/v10/pkg/app.(*engineX).Start", "github.com/maxence-charriere/go-app/v10/pkg/app", true},
		{"runtime.mallocgc", "runtime", true},
		{"runtime.gopanic", "", false},
		{"runtime.GC", "", false},
		{"internal/runtime/atomic.Load", "internal/runtime/atomic", true},
		{"internal/bytealg.IndexByteString", "internal/bytealg", true},
		{"reflect.Value.Call", "", false},
		{"reflect.makeFuncStub", "", false},
		{"internal/reflectlite.Value.Len", "", false},
		{"syscall.Syscall", "", false},
		{"iter.Pull[...]", "", false},
		{"lancemate/app/play.(*GamePage).tap", "", false},
		{"main.main", "", false},
		{"rsc.io/qr/coding.(*Code).Black", "", false},
		{"type:.eq.lancemate/engine/game.Unit", "", false},
		{"go:buildid", "", false},
	} {
		pkg, ok := namedByPackage(c.name)
		if ok != c.ok || ok && pkg != c.pkg {
			t.Errorf("namedByPackage(%q) = %q, %t; want %q, %t", c.name, pkg, ok, c.pkg, c.ok)
		}
	}
}
