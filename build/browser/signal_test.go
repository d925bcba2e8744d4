package browser

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"

	"lancemate/engine/live"
)

// Two pages open a WebRTC data channel with no server, each knowing only
// what the other's compact code carries (engine/live Signal), as two
// phones at a table would through QR codes; a message then crosses it.
func TestCompactSignalOpensAChannel(t *testing.T) {
	needChromium(t)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte("<!doctype html><title>t</title>ok"))
	}))
	defer srv.Close()
	ctx := started(t)
	guest, cancelGuest, err := NewTab(ctx, Options{})
	if err != nil {
		t.Fatal(err)
	}
	defer cancelGuest()
	const setup = `
		window.gather = pc => new Promise(r => { if (pc.iceGatheringState === "complete") r(); pc.onicegatheringstatechange = () => pc.iceGatheringState === "complete" && r(); });
		window.pc = new RTCPeerConnection({iceServers: []});
		window.ch = pc.createDataChannel("lancemate", {negotiated: true, id: 0});
		window.got = new Promise(r => ch.onmessage = e => r(e.data));
		window.opened = new Promise(r => ch.onopen = () => r(true));
		true`
	for _, c := range []context.Context{ctx, guest} {
		if _, err := chromedp.Run(c, chromedp.Navigate(srv.URL)); err != nil {
			t.Fatal(err)
		}
		if _, err := chromedp.Run(c, chromedp.Evaluate[bool](setup)); err != nil {
			t.Fatal(err)
		}
	}
	local := func(c context.Context, js string, offer bool) string {
		t.Helper()
		sdp, err := chromedp.Run(c, chromedp.Evaluate[string](js, chromedp.EvalAwaitPromise))
		if err != nil {
			t.Fatal(err)
		}
		s, err := live.ParseSDP(sdp, offer)
		if err != nil {
			t.Fatal(err)
		}
		code, err := s.Compact()
		if err != nil {
			t.Fatal(err)
		}
		return code
	}
	remote := func(code string) string {
		t.Helper()
		s, err := live.ReadCompact(code)
		if err != nil {
			t.Fatal(err)
		}
		return s.SDP()
	}
	offer := local(ctx, `(async () => { await pc.setLocalDescription(await pc.createOffer()); await gather(pc); return pc.localDescription.sdp; })()`, true)
	answer := local(guest, `(async (sdp) => {
		await pc.setRemoteDescription({type: "offer", sdp});
		await pc.setLocalDescription(await pc.createAnswer()); await gather(pc); return pc.localDescription.sdp;
	})(`+quote(remote(offer))+`)`, false)
	t.Logf("offer code %d characters, answer code %d", len(offer), len(answer))
	if _, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`(async (sdp) => {
		await pc.setRemoteDescription({type: "answer", sdp}); await opened; ch.send("hit CT 5"); return true;
	})(`+quote(remote(answer))+`)`, chromedp.EvalAwaitPromise)); err != nil {
		t.Fatal(err)
	}
	got, err := chromedp.Run(guest, chromedp.Evaluate[string](`got`, chromedp.EvalAwaitPromise))
	if err != nil || got != "hit CT 5" {
		t.Fatalf("the guest received %q (%v)", got, err)
	}
}

// quote writes s as a JavaScript string literal.
func quote(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}
