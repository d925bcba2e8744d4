// Package browser drives headless Debian chromium through chromedp for the
// end-to-end tests and the benchmarks: a phone-emulating browser, a logging
// static server for the built site, and helpers to read the service
// worker's cache and the app's state.
package browser

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"sync"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/device"

	"lancemate/build/serve"
)

// Available reports whether a chromium binary is on PATH.
func Available() bool {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome"} {
		if _, err := exec.LookPath(name); err == nil {
			return true
		}
	}
	return false
}

// Options shape a browser session.
type Options struct {
	ProfileDir  string  // user data dir; a fresh one per profile
	CPUThrottle float64 // 0 or 1: none; 4: a mid-range phone
	Phone       bool    // emulate a Pixel 5
	Width       int64   // with Phone false: viewport width (default 360)
	Height      int64   // with Phone false: viewport height (default 640)
	// Camera, when set, is a video file (.y4m or .mjpeg) that every
	// tab's camera shows, without asking for permission. Chromium reads
	// it when a page opens the camera, so a test may write it later.
	Camera string
}

// Start launches chromium and returns a chromedp context for one tab.
func Start(parent context.Context, o Options) (context.Context, context.CancelFunc, error) {
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-features", "Translate,MediaRouter,OptimizationHints"),
		chromedp.UserDataDir(o.ProfileDir),
	)
	if o.Camera != "" {
		opts = append(opts,
			chromedp.Flag("use-fake-ui-for-media-stream", true),
			chromedp.Flag("use-fake-device-for-media-stream", true),
			chromedp.Flag("use-file-for-fake-video-capture", o.Camera),
		)
	}
	actx, cancelAlloc := chromedp.NewExecAllocator(parent, opts...)
	ctx, cancelCtx := chromedp.NewContext(actx)
	cancel := func() { cancelCtx(); cancelAlloc() }
	if err := emulate(ctx, o); err != nil {
		cancel()
		return nil, nil, fmt.Errorf("starting chromium: %w", err)
	}
	return ctx, cancel, nil
}

// NewTab opens another tab in the browser of ctx (from Start), with the
// screen and CPU of o (its ProfileDir is not used). Cancelling it closes
// the tab.
func NewTab(ctx context.Context, o Options) (context.Context, context.CancelFunc, error) {
	tab, cancel := chromedp.NewContext(ctx)
	if err := emulate(tab, o); err != nil {
		cancel()
		return nil, nil, fmt.Errorf("opening a tab: %w", err)
	}
	return tab, cancel, nil
}

// emulate gives the tab of ctx the screen and CPU of o.
func emulate(ctx context.Context, o Options) error {
	var err error
	if o.Phone {
		err = chromedp.Do(ctx, chromedp.Emulate(device.Pixel5))
	} else {
		w, h := o.Width, o.Height
		if w == 0 {
			w, h = 360, 640
		}
		err = chromedp.Do(ctx, chromedp.EmulateViewport(w, h))
	}
	if err == nil && o.CPUThrottle > 1 {
		_, err = chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: o.CPUThrottle})
	}
	return err
}

// keptBody and keptBodies bound the response bytes DevTools keeps, for
// one response and in all (see Throttle).
const (
	keptBody   = 1 << 10
	keptBodies = 1 << 20
)

// Fast4G is Chrome DevTools' "Fast 4G" preset.
var Fast4G = network.Conditions{Latency: 170, DownloadThroughput: 9e6 / 8, UploadThroughput: 1.5e6 / 8}

// Throttle applies network conditions to the page's own requests.
//
// It also asks DevTools to keep no copy of response bodies over
// keptBody bytes. By default DevTools keeps each body for the Network
// panel and, once a binary one is in, encodes it as base64 on the page's
// main thread, inside the task that ends the download: 138 ms for the
// 13 MB app.wasm at 4× CPU, and 79 ms for the go-app hello world's 7 MB,
// between the last byte and the compiled module (a trace's
// ResponseBodyLoader::DidFinishLoadingBody). A phone without DevTools
// does no such thing.
func Throttle(ctx context.Context, c network.Conditions) error {
	if err := enableNetwork(ctx); err != nil {
		return err
	}
	return emulateNetwork(ctx, c, false)
}

// enableNetwork turns on DevTools' Network domain, which emulating network
// conditions needs, keeping no copy of a response body over keptBody
// bytes (see Throttle).
func enableNetwork(ctx context.Context) error {
	perBody, total := int64(keptBody), int64(keptBodies)
	_, err := chromedp.Call(ctx, network.Enable, network.EnableParams{MaxResourceBufferSize: &perBody, MaxTotalBufferSize: &total})
	return err
}

// GoOffline makes the browser see no network at all (service worker
// included), as on a phone without signal. Like Throttle, it leaves
// DevTools keeping no copy of a response body over keptBody bytes: in a
// start offline, the pages' requests are answered by the service worker,
// and DevTools' copies of the wasm took 120-200 ms of each new tab's
// start at 4× CPU (traced), a cost a phone does not have.
func GoOffline(ctx context.Context) error {
	if err := enableNetwork(ctx); err != nil {
		return err
	}
	if err := emulateNetwork(ctx, network.Conditions{Offline: true, DownloadThroughput: -1, UploadThroughput: -1}, true); err != nil {
		return err
	}
	_, err := chromedp.Call(ctx, network.OverrideNetworkState, network.OverrideNetworkStateParams{Offline: true})
	return err
}

// byRuleParams are Network.emulateNetworkConditionsByRule's parameters as
// Chromium 148 and later read them: with a top-level offline field, which
// Chromium 148 requires ("Failed to deserialize params.offline -
// BINDINGS: mandatory field missing") and cdproto v0.159 does not send.
// Earlier versions ignore the field they do not know.
type byRuleParams struct {
	Offline                     bool                  `json:"offline"`
	EmulateOfflineServiceWorker bool                  `json:"emulateOfflineServiceWorker,omitzero"`
	MatchedNetworkConditions    []*network.Conditions `json:"matchedNetworkConditions"`
}

// emulateByRule is Network.emulateNetworkConditionsByRule with byRuleParams.
var emulateByRule = cdp.Command[byRuleParams, network.EmulateNetworkConditionsByRuleResult]{Method: network.CommandEmulateNetworkConditionsByRule}

// legacyParams are the parameters of Network.emulateNetworkConditions, the
// command Chromium had before emulateNetworkConditionsByRule (deprecated,
// still served by Chromium 148 and 156).
type legacyParams struct {
	Offline            bool    `json:"offline"`
	Latency            float64 `json:"latency"`
	DownloadThroughput float64 `json:"downloadThroughput"`
	UploadThroughput   float64 `json:"uploadThroughput"`
}

// emulateLegacy is Network.emulateNetworkConditions.
var emulateLegacy = cdp.Command[legacyParams, struct{}]{Method: "Network.emulateNetworkConditions"}

// emulateNetwork applies c to every request of the tab (and, with
// serviceWorker, to its service worker), with the command the installed
// chromium speaks: emulateNetworkConditionsByRule with a top-level
// offline field, or, where that is refused, the older
// emulateNetworkConditions.
func emulateNetwork(ctx context.Context, c network.Conditions, serviceWorker bool) error {
	c.URLPattern = "" // every request, p2p included
	_, err := chromedp.Call(ctx, emulateByRule, byRuleParams{
		Offline:                     c.Offline,
		EmulateOfflineServiceWorker: serviceWorker && c.Offline,
		MatchedNetworkConditions:    []*network.Conditions{&c},
	})
	if err == nil {
		return nil
	}
	_, legacyErr := chromedp.Call(ctx, emulateLegacy, legacyParams{
		Offline: c.Offline, Latency: c.Latency,
		DownloadThroughput: c.DownloadThroughput, UploadThroughput: c.UploadThroughput,
	})
	if legacyErr != nil {
		return fmt.Errorf("emulating network conditions: %w (and the older command: %v)", err, legacyErr)
	}
	return nil
}

// Request is one request the server answered.
type Request struct {
	Host, Path, Encoding string
	Status               int
}

// Server serves a built site and logs every request.
type Server struct {
	*httptest.Server
	mu      sync.Mutex
	log     []Request
	h       http.Handler
	refused map[string]bool
}

// NewServer serves dir on a loopback port.
func NewServer(dir string) *Server {
	s := &Server{h: serve.Handler(dir)}
	s.Server = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		rec := &statusWriter{ResponseWriter: w, status: 200}
		s.mu.Lock()
		h, refused := s.h, s.refused[r.URL.Path]
		s.mu.Unlock()
		if refused {
			h = http.NotFoundHandler()
		}
		h.ServeHTTP(rec, r)
		s.mu.Lock()
		s.log = append(s.log, Request{Host: r.Host, Path: r.URL.RequestURI(), Status: rec.status, Encoding: w.Header().Get("Content-Encoding")})
		s.mu.Unlock()
	}))
	return s
}

// Deploy switches the server to the site in dir, as a deploy would.
func (s *Server) Deploy(dir string) {
	s.mu.Lock()
	s.h = serve.Handler(dir)
	s.mu.Unlock()
}

// Refuse makes the server answer 404 Not Found to the given paths from
// now on, as a site without those files would: a page that still gets
// them gets them from its service worker's cache.
func (s *Server) Refuse(paths ...string) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.refused == nil {
		s.refused = map[string]bool{}
	}
	for _, p := range paths {
		s.refused[p] = true
	}
}

// Requests returns the requests answered so far.
func (s *Server) Requests() []Request {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]Request(nil), s.log...)
}

type statusWriter struct {
	http.ResponseWriter
	status int
}

func (w *statusWriter) WriteHeader(code int) {
	w.status = code
	w.ResponseWriter.WriteHeader(code)
}

// WaitReady waits until the wasm runs and storage is open: the loader is
// gone and the shell says data-ready.
func WaitReady(ctx context.Context, timeout time.Duration) error {
	_, err := chromedp.Run(ctx, chromedp.Poll[bool](
		`document.getElementById("app-wasm-loader") === null && !!document.querySelector('.shell[data-ready="true"]')`,
		chromedp.WithPollingTimeout(timeout), chromedp.WithPollingInterval(20*time.Millisecond)))
	if err != nil {
		return fmt.Errorf("app did not become ready within %s: %w", timeout, err)
	}
	return nil
}

// CachedPaths lists the URL paths held by the service worker's cache(s).
func CachedPaths(ctx context.Context) ([]string, error) {
	return chromedp.Run(ctx, chromedp.Evaluate[[]string](`(async () => {
		const out = [];
		for (const name of await caches.keys()) {
			for (const req of await (await caches.open(name)).keys()) out.push(new URL(req.url).pathname);
		}
		return out;
	})()`, chromedp.EvalAwaitPromise))
}

// WaitCached waits until the cache holds every path in want.
func WaitCached(ctx context.Context, want []string, timeout time.Duration) ([]string, error) {
	deadline := time.Now().Add(timeout)
	for {
		got, err := CachedPaths(ctx)
		if err == nil && covers(got, want) {
			return got, nil
		}
		if time.Now().After(deadline) {
			return got, fmt.Errorf("service worker cache holds %v after %s, want all of %v (err %v)", got, timeout, want, err)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

func covers(got, want []string) bool {
	have := map[string]bool{}
	for _, g := range got {
		have[g] = true
	}
	for _, w := range want {
		if !have[w] {
			return false
		}
	}
	return true
}

// Screenshot saves a PNG of the viewport.
func Screenshot(ctx context.Context, path string) error {
	png, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		return err
	}
	return os.WriteFile(path, png, 0o644)
}
