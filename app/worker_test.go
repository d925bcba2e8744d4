//go:build !wasm

package main

import (
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"lancemate/app/kit"
	"lancemate/app/share"
)

// The service worker and the app agree on where shared files wait (the
// inbox cache, which an update keeps) and on the page that receives them,
// which is precached like every page.
func TestWorkerReceivesShares(t *testing.T) {
	for _, want := range []string{
		"const inboxName = " + strconv.Quote(kit.InboxCache) + ";",
		"const importPath = " + strconv.Quote(share.ImportPath) + ";",
		"k !== cacheName && k !== inboxName",
		`importPath + "?inbox=" + batch`,
		"const maxFile = " + strconv.Itoa(share.MaxFile) + ";",
		`importPath + "?inbox=toobig"`,
		"await clearOldInbox();\n}", // on activation
	} {
		if !strings.Contains(workerJS, want) {
			t.Errorf("app/worker.js lacks %s", want)
		}
	}
	h := Handler("v", "1")
	found := false
	for _, p := range h.CacheableResources {
		found = found || p == share.ImportPath
	}
	if !found {
		t.Errorf("%s is not precached: %v", share.ImportPath, h.CacheableResources)
	}
}

// The QR reader of a browser without BarcodeDetector is kept by the
// service worker once it is active (lazyResources), not precached: it is
// not part of the first load. The file is in web/, with jsQR's license,
// and defines the class the kit uses.
func TestWorkerKeepsTheQRReader(t *testing.T) {
	if want := "const lazyResources = [" + strconv.Quote(kit.QRReader) + "];"; !strings.Contains(workerJS, want) {
		t.Errorf("app/worker.js lacks %s", want)
	}
	if slices.Contains(Handler("v", "1").CacheableResources, kit.QRReader) {
		t.Errorf("%s is precached: it would count in the first load", kit.QRReader)
	}
	b, err := os.ReadFile(".." + kit.QRReader)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Apache License", "Version 2.0", "self." + kit.QRReaderClass + " = class"} {
		if !strings.Contains(string(b), want) {
			t.Errorf("%s lacks %q", kit.QRReader, want)
		}
	}
}
