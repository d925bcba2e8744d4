package e2e

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// corpusFile returns a unit file of the shared corpus, or skips.
func corpusFile(t *testing.T, rel string) string {
	t.Helper()
	p, _ := filepath.Abs(filepath.Join("../../../shared/corpus", rel))
	if _, err := os.Stat(p); err != nil {
		t.Skipf("shared corpus not present (%v): import is also covered by sheets' own tests", err)
	}
	return p
}

// TestLibrary searches the built-in designs, opens one, imports files
// (one good .mtf, one good .ssw, one broken) with a per-file report, and
// finds the imported design again after a reload.
func TestLibrary(t *testing.T) {
	ctx, _, _ := launch(t, "/sheets")
	waitText(t, ctx, "#lib-count", "designs")
	do(t, ctx, chromedp.SendKeys(chromedp.ID("lib-search"), "atlas"))
	waitText(t, ctx, "#lib-count", "1 of")
	click(t, ctx, "design-builtin:atlas-as7-d")
	waitText(t, ctx, "#design-detail", "Walk 3 · Run 5 · Jump 0")
	waitText(t, ctx, "#design-detail", "Autocannon/20")
	click(t, ctx, "detail-back")
	click(t, ctx, "class-light")
	waitText(t, ctx, "#lib-count", "0 of")
	if n := eval[int](t, ctx, `document.querySelectorAll("#lib-list li").length`); n != 0 {
		t.Errorf("'atlas' + Light lists %d designs, want 0", n)
	}
	click(t, ctx, "class-all")

	locust := corpusFile(t, "mtf/3039u/Locust LCT-1V.mtf")
	bad := filepath.Join(t.TempDir(), "broken.mtf")
	os.WriteFile(bad, []byte("chassis:Broken\nmodel:X\nnot a real unit file\n"), 0o644)
	click(t, ctx, "import-toggle")
	do(t, ctx, chromedp.SetUploadFiles(chromedp.ID("import-units"), []string{bad, locust}))
	waitText(t, ctx, "#import-report", "1 imported, 1 refused")
	waitText(t, ctx, "#import-report", "broken.mtf")
	waitText(t, ctx, "#import-report", "Locust LCT-1V")
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	do(t, ctx, chromedp.SendKeys(chromedp.ID("lib-search"), "locust lct-1v"))
	waitText(t, ctx, "#lib-list", "imported")
}
