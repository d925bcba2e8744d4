package site

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The wasm is built without go-app's HTTP server, so net/http and the TLS
// stack stay out of the download, while the app still compiles.
func TestWasmBuildLeavesOutTheServer(t *testing.T) {
	root, _ := filepath.Abs("../..")
	work := t.TempDir()
	modFile, err := wasmModFile(root, work)
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command("go", "list", "-modfile="+modFile, "-deps", "./app")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go list with the stripped go-app: %v\n%s", err, out)
	}
	deps := strings.Fields(string(out))
	for _, banned := range []string{"net/http", "crypto/tls", "crypto/x509"} {
		for _, d := range deps {
			if d == banned {
				t.Errorf("the wasm still depends on %s", banned)
			}
		}
	}
	if !strings.Contains(string(out), goAppModule+"/pkg/app") {
		t.Errorf("go-app is not among the wasm's packages:\n%s", out)
	}
}

func TestWasmModFileRefusesAMovedPatch(t *testing.T) {
	saved := goAppPatches
	defer func() { goAppPatches = saved }()
	goAppPatches = append(goAppPatches[:len(goAppPatches):len(goAppPatches)],
		struct{ file, old, new string }{"pkg/app/route.go", "no such line\n", ""})
	root, _ := filepath.Abs("../..")
	_, err := wasmModFile(root, t.TempDir())
	if err == nil || !strings.Contains(err.Error(), "route.go no longer holds") {
		t.Fatalf("error %v, want a clear refusal naming the file", err)
	}
}

// On a new machine the module cache is empty: the copy of go-app the wasm
// is built from is downloaded first (`go list -m` alone names a folder that
// is not there, and make build failed with "lstat pkg/app").
func TestWasmModFileWithAnEmptyModuleCache(t *testing.T) {
	if testing.Short() {
		t.Skip("downloads go-app into an empty module cache")
	}
	cache := t.TempDir()
	t.Setenv("GOMODCACHE", cache)
	t.Setenv("GOFLAGS", "-modcacherw") // so that TempDir can remove it
	root, _ := filepath.Abs("../..")
	modFile, err := wasmModFile(root, t.TempDir())
	if err != nil {
		t.Fatalf("with an empty module cache: %v", err)
	}
	if _, err := os.Stat(modFile); err != nil {
		t.Fatal(err)
	}
	matches, _ := filepath.Glob(filepath.Join(cache, "github.com", "maxence-charriere", "go-app", "v10@*", "pkg", "app"))
	if len(matches) != 1 {
		t.Errorf("go-app was not downloaded into the empty module cache %s (found %v)", cache, matches)
	}
}
