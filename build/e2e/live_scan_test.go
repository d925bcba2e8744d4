package e2e

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"rsc.io/qr"

	lmbrowser "lancemate/build/browser"
)

// decoder is the QR reader of a browser without BarcodeDetector, which
// the service worker keeps once the app is installed (app/kit/scan.go).
const decoder = "/web/jsqr.js"

// TestLiveTableScan: the host reads the guest's answer code with the
// phone's camera in a browser without BarcodeDetector (hidden here, as
// Safari on an iPhone and Firefox have none), so the app loads its own
// reader, web/jsqr.js. The camera is chromium's fake one, playing a video
// of the guest's code, written once the guest shows it. The app is
// installed first (the service worker active and holding the reader);
// then the server refuses the reader, so the scan works only with the
// worker's copy, as it must offline. The guest joins; the host's page
// fetched nothing from any other origin.
func TestLiveTableScan(t *testing.T) {
	dir := siteDir(t)
	srv := lmbrowser.NewServer(dir)
	t.Cleanup(srv.Close)
	camera := filepath.Join(t.TempDir(), "camera.y4m")
	writeCamera(t, camera, "") // a blank picture until the guest shows its code
	host := startWith(t, lmbrowser.Options{ProfileDir: t.TempDir(), Phone: true, Camera: camera})
	do(t, host, chromedp.Navigate(srv.URL+"/sheets"))
	ready(t, host)
	t.Logf("this chromium has BarcodeDetector: %v", eval[bool](t, host, `typeof BarcodeDetector === "function"`))
	if _, err := chromedp.Call(host, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `delete self.BarcodeDetector;`}); err != nil {
		t.Fatal(err)
	}
	if _, err := lmbrowser.WaitCached(host, []string{decoder}, 90*time.Second); err != nil {
		t.Fatal(err)
	}
	do(t, host, chromedp.Reload())
	ready(t, host)
	if !eval[bool](t, host, `!!navigator.serviceWorker.controller && typeof BarcodeDetector === "undefined"`) {
		t.Fatal("the host's page is not served by the service worker, or still has BarcodeDetector")
	}
	srv.Refuse(decoder)
	hunchbackAndAtlas(t, host, "Ana")

	guest, join := hostCode(t, host, srv.URL)
	do(t, guest, chromedp.Navigate(join))
	ready(t, guest)
	click(t, guest, "join-side-2")
	waitFor(t, guest, "#join-qr svg")
	code := strings.TrimSpace(text(t, guest, "#join-code"))

	// The host's camera sees the guest's code; one tap on Scan the code.
	writeCamera(t, camera, code)
	click(t, host, "table-scan")
	waitText(t, host, "#table-status", "1 phone joined: Side 2")
	shot(t, host, "live-host-scanned", "#sh-table", false)
	waitText(t, guest, "#units", "Atlas")
	if eval[bool](t, host, `!!document.getElementById("table-video") && !document.getElementById("table-video").hidden`) {
		t.Error("the camera still shows after the code was read")
	}

	hostName := strings.TrimPrefix(srv.URL, "http://")
	for _, r := range srv.Requests() {
		if r.Host == hostName && r.Path == decoder && r.Status != 200 {
			t.Errorf("the host's phone asked the server for the reader after it was kept (HTTP %d): the worker did not serve it", r.Status)
		}
	}
	if others := eval[[]string](t, host, `performance.getEntriesByType("resource").map(e => e.name).filter(n => !n.startsWith(location.origin + "/"))`); len(others) > 0 {
		t.Errorf("the host's page fetched from other origins: %v", others)
	}
}

// TestScanReaderOffline: once the app is installed, the QR reader of a
// browser without BarcodeDetector is on the phone: offline (server gone,
// browser offline), the page loads it and it reads a code off the camera.
func TestScanReaderOffline(t *testing.T) {
	dir := siteDir(t)
	srv := lmbrowser.NewServer(dir)
	t.Cleanup(srv.Close)
	camera := filepath.Join(t.TempDir(), "camera.y4m")
	const want = "LANCEMATE OFFLINE READER 0123456789"
	writeCamera(t, camera, want)
	ctx := startWith(t, lmbrowser.Options{ProfileDir: t.TempDir(), Phone: true, Camera: camera})
	do(t, ctx, chromedp.Navigate(srv.URL+"/"))
	ready(t, ctx)
	if _, err := lmbrowser.WaitCached(ctx, append(precache(t, dir), decoder), 90*time.Second); err != nil {
		t.Fatal(err)
	}
	srv.Close()
	if err := lmbrowser.GoOffline(ctx); err != nil {
		t.Fatal(err)
	}
	do(t, ctx, chromedp.Reload())
	ready(t, ctx)
	got := eval[string](t, ctx, `new Promise((resolve, reject) => {
		const s = document.createElement("script");
		s.src = "`+decoder+`";
		s.onerror = () => reject(new Error("the reader did not load"));
		s.onload = async () => {
			const v = document.createElement("video");
			v.muted = true;
			v.srcObject = await navigator.mediaDevices.getUserMedia({video: true});
			await v.play();
			const det = new LancemateQR();
			for (let i = 0; i < 100; i++) {
				const codes = await det.detect(v);
				if (codes.length) return resolve(codes[0].rawValue);
				await new Promise((r) => setTimeout(r, 100));
			}
			resolve("");
		};
		document.head.appendChild(s);
	})`)
	if got != want {
		t.Errorf("offline, the reader read %q off the camera, want %q", got, want)
	}
}

// startWith starts chromium with o for a test of at most four minutes.
func startWith(t *testing.T, o lmbrowser.Options) context.Context {
	t.Helper()
	ctx, cancel, err := lmbrowser.Start(context.Background(), o)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(cancel)
	ctx, cancelT := context.WithTimeout(ctx, 4*time.Minute)
	t.Cleanup(cancelT)
	return ctx
}

// Camera pictures: 640×480 YUV4MPEG2 (a header, then frames of raw I420:
// the luma plane, then the two chroma planes at half size).
const camW, camH = 640, 480

// writeCamera writes the video chromium's fake camera plays: the QR code
// of text drawn black on white, as large as fits with its quiet zone, or
// a white picture for "".
func writeCamera(t *testing.T, path, text string) {
	t.Helper()
	luma := bytes.Repeat([]byte{235}, camW*camH)
	if text != "" {
		code, err := qr.Encode(text, qr.L)
		if err != nil {
			t.Fatal(err)
		}
		side := code.Size + 8
		scale := (camH * 9 / 10) / side
		if scale < 2 {
			t.Fatalf("a QR code of %d modules does not fit the camera's %d rows", code.Size, camH)
		}
		x0, y0 := (camW-side*scale)/2+4*scale, (camH-side*scale)/2+4*scale
		for y := range code.Size * scale {
			for x := range code.Size * scale {
				if code.Black(x/scale, y/scale) {
					luma[(y0+y)*camW+x0+x] = 16
				}
			}
		}
	}
	chroma := bytes.Repeat([]byte{128}, camW*camH/2)
	var b bytes.Buffer
	fmt.Fprintf(&b, "YUV4MPEG2 W%d H%d F30:1 Ip A1:1\n", camW, camH)
	for range 2 {
		b.WriteString("FRAME\n")
		b.Write(luma)
		b.Write(chroma)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}
