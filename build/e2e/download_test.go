package e2e

import (
	"context"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// downloads is a fresh folder the browser saves the page's downloads to.
type downloads struct {
	dir string
	// done receives a value each time a download has been written whole.
	done chan struct{}
}

// allowDownloads sends the page's downloads to a fresh folder. Chrome
// creates a download's file under its final name before writing it, so a
// test waits for the browser to say it is complete (downloads.file), not
// for the file to appear: CI once read a backup while it was still empty.
func allowDownloads(t *testing.T, ctx context.Context) *downloads {
	t.Helper()
	d := &downloads{dir: t.TempDir(), done: make(chan struct{}, 8)}
	chromedp.ListenBrowser(ctx, func(ev any) {
		if p, ok := ev.(*browser.EventDownloadProgress); ok && p.State == browser.DownloadProgressStateCompleted {
			select {
			case d.done <- struct{}{}:
			default:
			}
		}
	})
	events := true
	if _, err := chromedp.CallBrowser(ctx, browser.SetDownloadBehavior, browser.SetDownloadBehaviorParams{
		Behavior: browser.SetDownloadBehaviorBehaviorAllow, DownloadPath: d.dir, EventsEnabled: &events}); err != nil {
		t.Fatal(err)
	}
	return d
}

// file waits for the next download to complete and returns the one file
// in the folder matching glob.
func (d *downloads) file(t *testing.T, glob, what string) string {
	t.Helper()
	names := func() []string {
		ents, _ := os.ReadDir(d.dir)
		var list []string
		for _, e := range ents {
			list = append(list, e.Name())
		}
		return list
	}
	select {
	case <-d.done:
	case <-time.After(30 * time.Second):
		t.Fatalf("%s: no download finished in 30 s (%s holds %v)", what, d.dir, names())
	}
	files, _ := filepath.Glob(filepath.Join(d.dir, glob))
	if len(files) != 1 {
		t.Fatalf("%s: want one finished %s file in %s, it holds %v", what, glob, d.dir, names())
	}
	return files[0]
}
