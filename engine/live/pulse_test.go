package live

import (
	"bytes"
	"errors"
	"reflect"
	"slices"
	"testing"
	"time"
)

// A guest beats, the host answers at once; a beat carries nothing else,
// and a guest takes beats from its host only.
func TestBeatsTravel(t *testing.T) {
	n := newTable(t, 1, "amy")
	for n.deliver() {
	}
	host, amy := n.nodes["host"], n.nodes["amy"]
	if host.Beat() != nil {
		t.Error("a host beats on its own; it only answers")
	}
	out := amy.Beat()
	if len(out) != 1 || out[0].To != "host" || string(out[0].Data) != `{"t":"beat"}` {
		t.Fatalf("amy's beat is %+v", out)
	}
	if !IsBeat(out[0].Data) || IsBeat([]byte(`{"t":"beat","id":1}`)) || IsBeat(nil) {
		t.Error("IsBeat does not tell a beat from other messages")
	}
	answer, err := host.Receive("amy", out[0].Data)
	if err != nil || len(answer) != 1 || answer[0].To != "amy" || string(answer[0].Data) != `{"t":"beat"}` {
		t.Fatalf("the host answers amy's beat with %+v (err %v)", answer, err)
	}
	if sends, err := amy.Receive("host", answer[0].Data); err != nil || sends != nil {
		t.Errorf("amy takes the host's beat with %+v (err %v)", sends, err)
	}
	if _, err := amy.Receive("mallory", answer[0].Data); !errors.Is(err, ErrRefused) {
		t.Errorf("amy took a beat from a peer that is not her host (err %v)", err)
	}
	for _, b := range []string{`{"t":"beat","id":1}`, `{"t":"beat","entries":[{"seq":1,"op":{"kind":"undo"}}]}`} {
		if _, err := host.Receive("amy", []byte(b)); !errors.Is(err, ErrRefused) {
			t.Errorf("the host took %s (err %v)", b, err)
		}
	}
	if host.Len() != 0 || amy.Len() != 0 {
		t.Error("a beat changed a log")
	}
}

// Pulse on a fake clock: at each second (a tick of the app's timer), which
// peers were heard from, and which the tick finds newly silent.
func TestPulse(t *testing.T) {
	type step struct {
		at     time.Duration // since the start
		heard  []PeerID      // before the tick
		silent []PeerID      // the tick's verdict
		back   []PeerID      // of heard: those that were silent
	}
	s := time.Second
	tests := []struct {
		name  string
		steps []step
	}{
		{"silent six seconds after the last beat", []step{
			{at: 0, heard: []PeerID{"host"}}, {at: 1 * s, heard: []PeerID{"host"}}, {at: 2 * s, heard: []PeerID{"host"}},
			{at: 4 * s}, {at: 5 * s, heard: []PeerID{"host"}}, {at: 7 * s}, {at: 9 * s}, {at: 10 * s},
			{at: 11 * s, silent: []PeerID{"host"}},
		}},
		{"silent after SilentAfter, said once", []step{
			{at: 0, heard: []PeerID{"host"}}, {at: 1 * s}, {at: 2 * s}, {at: 3 * s}, {at: 4 * s}, {at: 5 * s},
			{at: 6 * s, silent: []PeerID{"host"}}, {at: 7 * s}, {at: 8 * s},
		}},
		{"heard again: no longer silent, and silent again later", []step{
			{at: 0, heard: []PeerID{"host"}}, {at: 3 * s}, {at: 6 * s, silent: []PeerID{"host"}},
			{at: 7 * s, heard: []PeerID{"host"}, back: []PeerID{"host"}}, {at: 10 * s}, {at: 13 * s, silent: []PeerID{"host"}},
		}},
		{"each peer on its own clock", []step{
			{at: 0, heard: []PeerID{"b", "a"}}, {at: 2 * s, heard: []PeerID{"a"}}, {at: 4 * s},
			{at: 6 * s, silent: []PeerID{"b"}}, {at: 7 * s}, {at: 8 * s, silent: []PeerID{"a"}},
		}},
		{"a late tick judges no one", []step{
			{at: 0, heard: []PeerID{"host"}}, {at: 1 * s},
			{at: 9 * s}, // this phone stalled 8 s: the host's beats may be unread
			{at: 10 * s}, {at: 12 * s}, {at: 14 * s}, {at: 15 * s, silent: []PeerID{"host"}},
		}},
		{"a tick just under the stall limit still judges", []step{
			{at: 0, heard: []PeerID{"host"}}, {at: 3 * s}, {at: 6 * s, silent: []PeerID{"host"}},
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var u Pulse
			start := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
			for _, st := range tt.steps {
				now := start.Add(st.at)
				var back []PeerID
				for _, p := range st.heard {
					if u.Heard(p, now) {
						back = append(back, p)
					}
				}
				if !reflect.DeepEqual(back, st.back) {
					t.Errorf("at %v, heard again after silence: %v, want %v", st.at, back, st.back)
				}
				got := u.Tick(now)
				slices.Sort(got)
				if !reflect.DeepEqual(got, st.silent) {
					t.Errorf("at %v, newly silent: %v, want %v", st.at, got, st.silent)
				}
			}
		})
	}
}

// A forgotten peer (its channel closed) is neither watched nor silent.
func TestPulseForget(t *testing.T) {
	var u Pulse
	now := time.Date(2026, 11, 29, 10, 0, 0, 0, time.UTC)
	u.Heard("a", now)
	u.Tick(now.Add(3 * time.Second))
	if got := u.Tick(now.Add(SilentAfter)); len(got) != 1 || !u.Silent("a") {
		t.Fatalf("a is not silent after %v: %v", SilentAfter, got)
	}
	u.Forget("a")
	if u.Silent("a") || len(u.Tick(now.Add(SilentAfter+time.Second))) != 0 {
		t.Error("a forgotten peer is still judged")
	}
}

// A guest whose welcome was lost (its hello reached the host before the
// host's side of the channel was open) says hello again when the host's
// answer to its beat shows the host is there, and then joins; a joined or
// ended guest does not. A phone whose hello the host refused gets no
// answer to its beats, so it does not say that hello again every second.
func TestBeatAsksAgainForALostWelcome(t *testing.T) {
	host, _ := New("host", "g1", &counter{}, nil)
	host.Host("s3cret", nil)
	host.Do(add(2))
	amy, _ := New("amy", "g1", &counter{}, nil)
	hello := amy.Join("host", "s3cret")
	if _, err := host.Receive("amy", hello[0].Data); err != nil { // the welcome it answers is lost
		t.Fatal(err)
	}
	host.NewSecret("") // the code was used
	answer, _ := host.Receive("amy", amy.Beat()[0].Data)
	again, err := amy.Receive("host", answer[0].Data)
	if err != nil || len(again) != 1 || !bytes.Contains(again[0].Data, []byte(`"t":"hello"`)) {
		t.Fatalf("amy, not welcomed, takes the host's beat with %s (err %v); want a hello", again, err)
	}
	welcome, err := host.Receive("amy", again[0].Data)
	if err != nil || len(welcome) != 1 {
		t.Fatalf("the host answers the second hello with %d messages (err %v)", len(welcome), err)
	}
	if _, err := amy.Receive("host", welcome[0].Data); err != nil || !amy.Joined() || amy.Len() != 1 {
		t.Fatalf("after the welcome: joined %v, %d entries (err %v); want joined with 1", amy.Joined(), amy.Len(), err)
	}
	if out, _ := amy.Receive("host", answer[0].Data); out != nil {
		t.Errorf("a joined guest answers a beat with %s", out)
	}
	mallory, _ := New("mallory", "g1", &counter{}, nil)
	refused := mallory.Join("host", "guessed")
	if _, err := host.Receive("mallory", refused[0].Data); !errors.Is(err, ErrRefused) {
		t.Fatalf("the host took a hello with a wrong secret (err %v)", err)
	}
	if out, err := host.Receive("mallory", mallory.Beat()[0].Data); out != nil || err != nil {
		t.Errorf("the host answers the beat of a phone whose hello it refused with %s (err %v)", out, err)
	}
	amy.Receive("host", encode(Message{Type: msgBye}))
	if out, _ := amy.Receive("host", answer[0].Data); out != nil {
		t.Errorf("a guest whose host ended the table answers a beat with %s", out)
	}
}

// The heartbeat written out is the message encode writes.
func TestBeatIsEncoded(t *testing.T) {
	if got := encode(Message{Type: msgBeat}); string(got) != string(beat) {
		t.Errorf("encode(beat message) = %s, beat = %s", got, beat)
	}
}
