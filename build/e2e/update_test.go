package e2e

import (
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	lmbrowser "lancemate/build/browser"
)

// deployNewVersion copies the built site and stamps it with another
// version, as a rebuild with changed sources would: every text file that
// names the old version names the new one (its stale .br/.gz siblings are
// removed so the server sends the new text).
func deployNewVersion(t *testing.T, dir, oldV, newV string) string {
	t.Helper()
	out := t.TempDir()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		target := filepath.Join(out, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if strings.Contains(string(b), oldV) && !strings.HasSuffix(p, ".br") && !strings.HasSuffix(p, ".gz") {
			b = []byte(strings.ReplaceAll(string(b), oldV, newV))
			os.Remove(target + ".br")
			os.Remove(target + ".gz")
		}
		if (strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz")) && siblingChanged(p, oldV) {
			return nil
		}
		return os.WriteFile(target, b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	return out
}

func siblingChanged(p, oldV string) bool {
	b, err := os.ReadFile(strings.TrimSuffix(strings.TrimSuffix(p, ".br"), ".gz"))
	return err == nil && strings.Contains(string(b), oldV)
}

// TestUpdate deploys a new version under a running app: the new worker
// precaches it, the banner offers a reload, the reload runs the new
// version, only its cache is left, and the roll log is untouched.
func TestUpdate(t *testing.T) {
	ctx, srv, dir := launch(t, "/dice")
	if _, err := lmbrowser.WaitCached(ctx, precache(t, dir), 90*time.Second); err != nil {
		t.Fatal(err)
	}
	click(t, ctx, "roll")
	waitText(t, ctx, "h2", "Roll log (1)")
	do(t, ctx, chromedp.Reload()) // now controlled by the worker
	ready(t, ctx)
	if got := eval[bool](t, ctx, `!!document.getElementById("update-banner")`); got {
		t.Fatal("update banner shown before any update")
	}
	oldV := eval[string](t, ctx, `goappGetenv("GOAPP_VERSION")`)
	newV := "e2e" + oldV[3:]
	srv.Deploy(deployNewVersion(t, dir, oldV, newV))

	eval[bool](t, ctx, `(goappTryUpdate(), true)`)
	waitText(t, ctx, "#update-banner", "Update available")
	click(t, ctx, "update-reload")
	deadline := time.Now().Add(30 * time.Second)
	for eval[string](t, ctx, `(window.goappGetenv && goappGetenv("GOAPP_VERSION")) || ""`) != newV {
		if time.Now().After(deadline) {
			t.Fatalf("still running %q after the reload, want %q", eval[string](t, ctx, `goappGetenv("GOAPP_VERSION")`), newV)
		}
		time.Sleep(100 * time.Millisecond)
	}
	ready(t, ctx)
	caches := eval[[]string](t, ctx, `caches.keys()`)
	if !slices.Equal(caches, []string{"app-" + newV}) {
		t.Errorf("caches after the update = %v, want only app-%s", caches, newV)
	}
	waitText(t, ctx, "h2", "Roll log (1)")
}
