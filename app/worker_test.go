//go:build !wasm

package main

import (
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
