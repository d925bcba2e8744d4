package site

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"lancemate/build/wasmsize"
)

// The first load of the site `make test` built (LANCEMATE_DIST) stays
// within FirstLoadBudget; over it, the failure names the largest files and
// the packages that weigh most in app.wasm.
func TestFirstLoadBudget(t *testing.T) {
	dir := builtSite(t)
	res, err := Scan(dir)
	if err != nil {
		t.Fatal(err)
	}
	_, _, br := res.FirstLoad()
	if br <= FirstLoadBudget {
		t.Logf("first load %d bytes brotli, budget %d (%d to spare)", br, FirstLoadBudget, FirstLoadBudget-br)
		return
	}
	t.Error(overBudget(res, br, filepath.Join(dir, "web", "app.wasm")))
}

// overBudget explains a first load over the budget: the largest files,
// then app.wasm's heaviest packages (code and runtime tables are exact;
// `make size` adds the data by package and a brotli estimate).
func overBudget(res *Result, br int64, wasm string) string {
	var b strings.Builder
	fmt.Fprintf(&b, "first load is %d bytes brotli, %d over the budget of %d (FirstLoadBudget in build/site/report.go).\nLargest precached files (brotli):\n", br, br-FirstLoadBudget, FirstLoadBudget)
	files := append([]File(nil), res.Files...)
	sort.Slice(files, func(i, j int) bool { return files[i].Brotli > files[j].Brotli })
	for i, f := range files {
		if i == 6 {
			break
		}
		if f.Precached || f.Path == "/app-worker.js" {
			fmt.Fprintf(&b, "  %-30s %9d\n", f.Path, f.Brotli)
		}
	}
	raw, err := os.ReadFile(wasm)
	if err == nil {
		var m *wasmsize.Module
		var g *wasmsize.Go
		if m, err = wasmsize.Parse(raw); err == nil {
			g, err = wasmsize.ReadGo(m, raw)
		}
		if err == nil {
			fmt.Fprintf(&b, "Heaviest packages in app.wasm (raw bytes; `make size` for data by package and brotli estimates):\n")
			wasmsize.Attribute(m, raw, g, nil, nil, nil).Brief(&b, 12)
		}
	}
	if err != nil {
		fmt.Fprintf(&b, "(app.wasm not analysed: %v)\n", err)
	}
	return b.String()
}
