package live

import (
	"strings"
	"testing"
)

// An offer as Debian's Chromium 156 wrote it for one negotiated data
// channel with no ICE servers (its two host candidates are mDNS names).
const chromeOffer = `v=0
o=- 5973184971443314306 2 IN IP4 127.0.0.1
s=-
t=0 0
a=group:BUNDLE 0
a=extmap-allow-mixed
a=msid-semantic: WMS
m=application 9 UDP/DTLS/SCTP webrtc-datachannel
c=IN IP4 0.0.0.0
a=candidate:2146668433 1 udp 2113937151 d8f2a714-5d77-41d9-ae02-c60b557a89be.local 58890 typ host generation 0 network-cost 999
a=candidate:2021778209 1 udp 2113942271 e742d8d8-bc29-4f5a-80ec-05ab9a5ac6ff.local 49602 typ host generation 0 network-cost 999
a=candidate:1 1 tcp 1518280447 192.168.1.2 9 typ host tcptype active
a=ice-ufrag:V6pC
a=ice-pwd:E/kJqUopFmbSCszab60nEE5l
a=ice-options:trickle
a=fingerprint:sha-256 17:F1:4B:14:3A:A9:EE:FA:A1:32:80:5D:4B:11:1F:2F:86:4E:06:1D:27:21:A2:83:7D:5A:0B:7D:1A:53:09:D8
a=setup:actpass
a=mid:0
a=sctp-port:5000
a=max-message-size:262144
`

func TestSignalRoundTrip(t *testing.T) {
	s, err := ParseSDP(chromeOffer, true)
	if err != nil {
		t.Fatal(err)
	}
	if s.Ufrag != "V6pC" || s.Pwd != "E/kJqUopFmbSCszab60nEE5l" || s.Setup != "actpass" || s.Fingerprint[0] != 0x17 || s.Fingerprint[31] != 0xD8 {
		t.Errorf("read %+v", s)
	}
	if len(s.Candidates) != 2 || s.Candidates[0] != (HostCand{"d8f2a714-5d77-41d9-ae02-c60b557a89be.local", 58890}) {
		t.Errorf("candidates %+v, want the two UDP host ones", s.Candidates)
	}
	s.Candidates = append(s.Candidates, HostCand{"192.168.43.7", 50000}, HostCand{"fe80::1", 1})
	code, err := s.Compact()
	if err != nil {
		t.Fatal(err)
	}
	if len(code) > 200 || strings.ContainsAny(code, "+/=") {
		t.Errorf("code %q (%d characters): want at most 200, URL-safe", code, len(code))
	}
	back, err := ReadCompact(code)
	if err != nil {
		t.Fatal(err)
	}
	again, err := ParseSDP(back.SDP(), true)
	if err != nil {
		t.Fatalf("the written description does not read back: %v\n%s", err, back.SDP())
	}
	for _, got := range []Signal{back, again} {
		if got.Ufrag != s.Ufrag || got.Pwd != s.Pwd || got.Setup != s.Setup || got.Fingerprint != s.Fingerprint || !got.Offer || len(got.Candidates) != 4 {
			t.Fatalf("round trip %+v, want %+v", got, s)
		}
		for i := range s.Candidates {
			if got.Candidates[i] != s.Candidates[i] {
				t.Errorf("candidate %d: %+v, want %+v", i, got.Candidates[i], s.Candidates[i])
			}
		}
	}
}

func TestSignalRefusals(t *testing.T) {
	good, _ := ParseSDP(chromeOffer, false)
	code, _ := good.Compact()
	for name, text := range map[string]string{
		"not base64":    "**",
		"empty":         "",
		"truncated":     code[:len(code)-4],
		"extra bytes":   code + "AAAA",
		"other version": "Ag" + code[2:],
		"too long":      strings.Repeat("A", 2000),
	} {
		if _, err := ReadCompact(text); err == nil {
			t.Errorf("%s: read without an error", name)
		}
	}
	for name, sdp := range map[string]string{
		"no fingerprint": strings.ReplaceAll(chromeOffer, "a=fingerprint", "a=x"),
		"no candidates":  strings.ReplaceAll(chromeOffer, "a=candidate", "a=x"),
		"no ufrag":       strings.ReplaceAll(chromeOffer, "a=ice-ufrag", "a=x"),
		"injected line":  strings.ReplaceAll(chromeOffer, "a=ice-ufrag:V6pC", "a=ice-ufrag:V6pC\ra=setup:active"),
	} {
		if _, err := ParseSDP(sdp, true); err == nil {
			t.Errorf("%s: parsed", name)
		}
	}
}
