package wasmsize

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// PackageOf is the Go package a symbol belongs to, from its name:
// "lancemate/app/ui.(*GamePage).onTap" → "lancemate/app/ui". Type
// descriptors, equality and hash functions and itabs count for the type's
// package. known, when not nil, holds the build's package paths and wins
// (the longest one the name starts with, followed by a dot). It returns ""
// when the name names no package (e.g. go:string."…", type:int).
func PackageOf(sym string, known map[string]bool) string {
	s := sym
	for _, p := range []string{"type:.eq.", "type:.hash.", "type:", "go:itab.", "go:link.", "go:"} {
		if strings.HasPrefix(s, p) {
			s = strings.TrimLeft(s[len(p):], "*[]")
			break
		}
	}
	if i := strings.IndexAny(s, "[(,; "); i >= 0 {
		s = s[:i]
	}
	slash := strings.LastIndexByte(s, '/')
	dot := strings.IndexByte(s[slash+1:], '.')
	if dot < 0 {
		return ""
	}
	pkg := s[:slash+1+dot]
	if known != nil {
		// Package paths may hold dots (gopkg.in/yaml.v3): try longer ones.
		best := ""
		for i := len(pkg); i <= len(s); i++ {
			if (i == len(s) || s[i] == '.') && known[s[:i]] {
				best = s[:i]
			}
		}
		if best != "" {
			return best
		}
		if !known[pkg] {
			return ""
		}
	}
	return pkg
}

// ReadDumpDep reads the linker's -dumpdep output ("from -> to" lines) and
// returns the symbols it reached.
func ReadDumpDep(r io.Reader) (map[string]bool, error) {
	reach := map[string]bool{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		_, to, ok := strings.Cut(sc.Text(), " -> ")
		if !ok {
			continue
		}
		if i := strings.Index(to, " <"); i >= 0 { // flags such as <UsedInIface>
			to = to[:i]
		}
		reach[to] = true
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading -dumpdep output: %w", err)
	}
	if len(reach) == 0 {
		return nil, fmt.Errorf("no symbols in the -dumpdep output")
	}
	return reach, nil
}

// Symbol is a data symbol of a package's object file.
type Symbol struct {
	Name     string
	Pkg      string // the package its name names, else the first package defining it
	Size     int64
	ReadOnly bool // rodata (else an initialised variable)
}

var nmLine = regexp.MustCompile(`^\s*[0-9a-f]*\s+(\d+) ([A-Za-z?]) (.*)$`)

// ReadNM reads `go tool nm -size` output over several archives ("archive:
// line" or "archive(member): line") and returns each data symbol once:
// read-only (R, r) and initialised (D, d) ones, not text, bss or
// undefined ones. archives maps each archive path to its package, in the
// order of the build's packages (dependencies first).
func ReadNM(r io.Reader, archives map[string]string, known map[string]bool) ([]Symbol, error) {
	var out []Symbol
	seen := map[string]bool{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		file, rest, ok := strings.Cut(sc.Text(), ":\t")
		if !ok {
			continue
		}
		if i := strings.IndexByte(file, '('); i >= 0 {
			file = file[:i]
		}
		m := nmLine.FindStringSubmatch(rest)
		if m == nil {
			continue
		}
		kind := m[2]
		if kind != "R" && kind != "r" && kind != "D" && kind != "d" {
			continue
		}
		name := m[3]
		if i := strings.LastIndexByte(name, '<'); i > 0 && strings.HasSuffix(name, ">") { // static: name<1>
			name = name[:i]
		}
		if seen[name] {
			continue
		}
		seen[name] = true
		size, _ := strconv.ParseInt(m[1], 10, 64)
		pkg := PackageOf(name, known)
		if pkg == "" {
			pkg = archives[file]
		}
		out = append(out, Symbol{Name: name, Pkg: pkg, Size: size, ReadOnly: kind == "R" || kind == "r"})
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("reading nm output: %w", err)
	}
	return out, nil
}

// GoCommand runs the go command with args in the build's folder and
// environment (GOOS=js GOARCH=wasm), its standard output going to stdout.
type GoCommand func(stdout io.Writer, args ...string) error

// DataSymbols lists the data symbols of every package pkg is built from
// (`go tool nm -size` over the compiled packages that `go list -export`
// names, built with flags) and the set of package paths.
func DataSymbols(goCmd GoCommand, flags []string, pkg string) ([]Symbol, map[string]bool, error) {
	var list bytes.Buffer
	args := append(append([]string{"list", "-deps", "-export", "-f", "{{.ImportPath}}\t{{.Export}}\t{{.Name}}"}, flags...), pkg)
	if err := goCmd(&list, args...); err != nil {
		return nil, nil, fmt.Errorf("listing the packages of %s: %w", pkg, err)
	}
	archives := map[string]string{}
	known := map[string]bool{}
	var files []string
	for _, line := range strings.Split(strings.TrimSpace(list.String()), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 3 {
			return nil, nil, fmt.Errorf("go list: unexpected line %q", line)
		}
		p, file := f[0], f[1]
		if f[2] == "main" { // its symbols are main.*
			p = "main"
		}
		known[p] = true
		if file != "" {
			archives[file] = p
			files = append(files, file)
		}
	}
	out, err := exec.Command("go", append([]string{"tool", "nm", "-size"}, files...)...).Output()
	if err != nil {
		return nil, nil, fmt.Errorf("go tool nm: %w", err)
	}
	syms, err := ReadNM(bytes.NewReader(out), archives, known)
	return syms, known, err
}
