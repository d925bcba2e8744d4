package live

import (
	"errors"
	"reflect"
	"testing"
)

// FuzzDecode: any bytes on a live channel are read without a panic; what
// Decode takes reads back the same after writing, and a host and a guest
// given it either take it or refuse it with ErrRefused, never anything else.
func FuzzDecode(f *testing.F) {
	for _, m := range []Message{
		{Type: msgHello, Seat: "amy", Secret: "s", Game: "g1", Have: 2, Hash: "ab"},
		{Type: msgWelcome, From: 1, Entries: []Entry{{Seq: 1, By: "host", Op: add(2)}}, Ask: true},
		{Type: msgPropose, ID: 1, Op: &Op{Kind: KindUndo}},
		{Type: msgCommit, Entries: []Entry{{Seq: 1, By: "amy", ID: 3, Op: add(-1)}, {Seq: 2, Op: Op{Kind: KindRedo}}}},
		{Type: msgRefuse, ID: 4, Reason: "no"},
		{Type: msgTail, Entries: []Entry{{Seq: 1, By: "host", Op: add(1)}}},
		{Type: msgBeat},
		{Type: msgBye},
	} {
		f.Add(encode(m))
	}
	f.Add([]byte(`{"t":"commit","entries":[{"seq":0,"op":{"kind":"event","event":{}}}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		m, err := Decode(data)
		if err == nil {
			again, err := Decode(encode(m))
			if err != nil {
				t.Fatalf("a decoded message does not read back: %v", err)
			}
			if !reflect.DeepEqual(normal(again), normal(m)) {
				t.Fatalf("read back %+v, want %+v", again, m)
			}
		}
		host, _ := New("host", "g1", &counter{}, nil)
		host.Host("s", nil)
		guest, _ := New("amy", "g1", &counter{}, nil)
		guest.Join("host", "s")
		for _, n := range []*Node{host, guest} {
			if _, err := n.Receive("host", data); err != nil && !errors.Is(err, ErrRefused) {
				t.Fatalf("%s: an error that is not a refusal: %v", n.Seat(), err)
			}
		}
	})
}

// normal writes a message's events compactly, as the wire does.
func normal(m Message) string { return string(encode(m)) }

// FuzzReadCompact: any text scanned from a QR code is read without a
// panic, and what reads writes back to the same code.
func FuzzReadCompact(f *testing.F) {
	s, _ := ParseSDP(chromeOffer, true)
	code, _ := s.Compact()
	f.Add(code)
	f.Add("AQ")
	f.Fuzz(func(t *testing.T, text string) {
		s, err := ReadCompact(text)
		if err != nil {
			return
		}
		again, err := s.Compact()
		if err != nil {
			t.Fatalf("a code that reads does not write: %v", err)
		}
		if back, err := ReadCompact(again); err != nil || !reflect.DeepEqual(back, s) {
			t.Fatalf("written again it reads as %+v (%v), want %+v", back, err, s)
		}
	})
}
