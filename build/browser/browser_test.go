package browser

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Chromium 148 refuses emulateNetworkConditionsByRule without a top-level
// offline field; cdproto v0.159's parameters have none.
func TestByRuleParamsCarryOffline(t *testing.T) {
	for _, offline := range []bool{true, false} {
		b, err := json.Marshal(byRuleParams{Offline: offline, MatchedNetworkConditions: []*network.Conditions{{Latency: 5}}})
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]any
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		if got, ok := m["offline"]; !ok || got != offline {
			t.Errorf("offline=%v: params %s lack a top-level offline %v", offline, b, offline)
		}
		if _, ok := m["matchedNetworkConditions"]; !ok {
			t.Errorf("params %s lack matchedNetworkConditions", b)
		}
	}
}

// GoOffline and Throttle work with the chromium installed here, and so
// does the older command emulateNetwork falls back to.
func TestNetworkEmulation(t *testing.T) {
	needChromium(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Write([]byte("<!doctype html><title>t</title>ok"))
	}))
	defer srv.Close()
	// fetchMS fetches the page from within it and gives the time taken,
	// or -1 when the fetch fails.
	fetchMS := func(t *testing.T, ctx context.Context) float64 {
		t.Helper()
		ms, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`(async () => {
			const t0 = performance.now();
			try { await fetch(location.href + "?" + Math.random(), {cache: "no-store"}); } catch (e) { return -1; }
			return performance.now() - t0;
		})()`, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		return ms
	}
	// holds waits up to 3 s for a fetch whose time (-1: failed) meets
	// want: Chromium 156 may apply emulated conditions a moment after it
	// answers the command (under load, a fetch right after got through in
	// 51 ms offline, and took 20 ms with 400 ms of latency).
	holds := func(t *testing.T, ctx context.Context, want func(ms float64) bool, what string) {
		t.Helper()
		deadline := time.Now().Add(3 * time.Second)
		for ms := fetchMS(t, ctx); !want(ms); ms = fetchMS(t, ctx) {
			if time.Now().After(deadline) {
				t.Fatalf("3 s after %s, a fetch still took %.0f ms (-1: failed)", what, ms)
			}
			time.Sleep(100 * time.Millisecond)
		}
	}
	failed := func(ms float64) bool { return ms < 0 }
	open := func(t *testing.T) context.Context {
		t.Helper()
		ctx := started(t)
		if _, err := chromedp.Run(ctx, chromedp.Navigate(srv.URL)); err != nil {
			t.Fatal(err)
		}
		if ms := fetchMS(t, ctx); ms < 0 {
			t.Fatal("a fetch failed before any emulation")
		}
		return ctx
	}
	t.Run("offline", func(t *testing.T) {
		ctx := open(t)
		if err := GoOffline(ctx); err != nil {
			t.Fatalf("GoOffline: %v", err)
		}
		holds(t, ctx, failed, "GoOffline")
	})
	t.Run("throttle", func(t *testing.T) {
		ctx := open(t)
		if err := Throttle(ctx, network.Conditions{Latency: 400, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
			t.Fatalf("Throttle: %v", err)
		}
		holds(t, ctx, func(ms float64) bool { return ms >= 390 }, "400 ms of latency was emulated")
	})
	t.Run("by rule", func(t *testing.T) {
		ctx := open(t)
		if _, err := chromedp.Call(ctx, emulateByRule, byRuleParams{Offline: true, MatchedNetworkConditions: []*network.Conditions{{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}}}); err != nil {
			t.Fatalf("Network.emulateNetworkConditionsByRule: %v", err)
		}
		holds(t, ctx, failed, "emulateNetworkConditionsByRule's offline")
	})
	t.Run("older command", func(t *testing.T) {
		ctx := open(t)
		if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Call(ctx, emulateLegacy, legacyParams{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}); err != nil {
			if strings.Contains(err.Error(), "wasn't found") {
				t.Skipf("this chromium no longer has the older command: %v", err)
			}
			t.Fatalf("Network.emulateNetworkConditions: %v", err)
		}
		holds(t, ctx, failed, "the older command's offline")
	})
}

// started starts a browser with a profile of the test's own, stopped when
// the test ends, and gives its first tab a minute.
func started(t *testing.T) context.Context {
	t.Helper()
	ctx, cancel, err := Start(context.Background(), Options{ProfileDir: t.TempDir()})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)
	ctx, cancelTime := context.WithTimeout(ctx, time.Minute)
	t.Cleanup(cancelTime)
	return ctx
}

// needChromium skips a test without a chromium, unless the run requires
// the browser (make test sets LANCEMATE_E2E=require): then it fails.
func needChromium(t *testing.T) {
	t.Helper()
	if Available() {
		return
	}
	if os.Getenv("LANCEMATE_E2E") == "require" {
		t.Fatal("no chromium on PATH, and LANCEMATE_E2E=require")
	}
	t.Skip("no chromium on PATH")
}

// GoOffline and Throttle leave DevTools keeping no copy of a response body
// over keptBody bytes: a phone has no DevTools copying each body (and
// encoding a binary one as base64 on the page's thread, 13 MB of wasm at
// every start). A tab whose Network domain is enabled as DevTools does by
// default keeps the body, so the check can fail.
func TestNoBodiesKept(t *testing.T) {
	needChromium(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("<!doctype html><title>t</title>ok"))
	}))
	defer srv.Close()
	for _, c := range []struct {
		name string
		on   func(context.Context) error
		kept bool
	}{
		{"DevTools' default", func(ctx context.Context) error {
			_, err := chromedp.Call(ctx, network.Enable, network.EnableParams{})
			return err
		}, true},
		{"GoOffline", GoOffline, false},
		{"Throttle", func(ctx context.Context) error {
			return Throttle(ctx, network.Conditions{DownloadThroughput: -1, UploadThroughput: -1})
		}, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := started(t)
			if _, err := chromedp.Run(ctx, chromedp.Navigate(srv.URL)); err != nil {
				t.Fatal(err)
			}
			if err := c.on(ctx); err != nil {
				t.Fatal(err)
			}
			done := make(chan network.RequestID, 1)
			chromedp.Listen(ctx, func(ev any) {
				if e, ok := ev.(*network.EventLoadingFinished); ok && e.EncodedDataLength > keptBody {
					select {
					case done <- e.RequestID:
					default:
					}
				}
			})
			// A body of 64 KB, made in the page (offline, nothing else loads).
			n, err := chromedp.Run(ctx, chromedp.Evaluate[float64](`fetch("data:application/octet-stream;base64," + btoa("x".repeat(65536))).then((r) => r.arrayBuffer()).then((b) => b.byteLength)`, chromedp.EvalAwaitPromise))
			if err != nil || n != 65536 {
				t.Fatalf("fetching 64 KB in the page: %v bytes, %v", n, err)
			}
			var id network.RequestID
			select {
			case id = <-done:
			case <-time.After(10 * time.Second):
				t.Fatal("DevTools reported no load of the 64 KB body")
			}
			body, err := chromedp.Call(ctx, network.GetResponseBody, network.GetResponseBodyParams{RequestID: id})
			if kept := err == nil; kept != c.kept {
				t.Errorf("body kept: %v (%d bytes, %v), want %v", kept, len(body.Body), err, c.kept)
			}
		})
	}
}
