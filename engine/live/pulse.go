package live

import (
	"bytes"
	"time"
)

// Heartbeats. A host that drops off the network closes nothing: its
// channel only fails once the transport gives up on it (about 30 s in
// WebRTC). So each guest sends its host a beat every BeatEvery and the
// host answers each beat at once, from the message itself rather than a
// timer of its own (a host phone whose page is in the background has its
// timers slowed to one a minute, but still reads its messages). A peer
// heard from nothing for SilentAfter is silent: a guest then offers to
// take over, a host shows the guest as silent. Any message is a sign of
// life, and a silent peer that is heard again is no longer silent, so a
// wrong verdict is taken back by the next beat.
//
// SilentAfter is six beats. A host that is slow but alive answers well
// within it: the longest the app keeps its main thread at 4× CPU is a
// cold start (1–4 s, and a restarted page has a new channel anyway); a
// tap at the live table takes 220 ms at p95 and a full game's welcome
// less than a second. A beat lost on a weak Wi-Fi link is sent again by
// the transport within a second or two. A phone that itself stalled
// (Pulse.Tick came late) judges no one on that tick.
const (
	BeatEvery   = time.Second
	SilentAfter = 6 * time.Second
)

// beat is the heartbeat message, a type and nothing else: what
// encode(Message{Type: msgBeat}) writes (TestBeatIsEncoded), written out so
// that the app's start does not build JSON's encoder for Message (30–46
// ms of a start at 4× CPU, most of it compiling that code: bench -profile
// start).
var beat = []byte(`{"t":"beat"}`)

// IsBeat reports whether data is a heartbeat as Beat sends it: a message
// that tells only that its sender is alive.
func IsBeat(data []byte) bool { return bytes.Equal(data, beat) }

// Beat is what a guest sends its host every BeatEvery (nothing on a host,
// or on a guest not connected to a host).
func (n *Node) Beat() []Send {
	if n.hosting || n.host == "" {
		return nil
	}
	return []Send{{To: n.host, Data: beat}}
}

// Pulse tells which peers have gone silent, on a clock the caller gives
// (the app's, or a test's).
type Pulse struct {
	heard  map[PeerID]time.Time
	silent map[PeerID]bool
	last   time.Time // the last Tick
}

// Heard notes a message from p at now. It reports whether p was silent
// (and is not any more).
func (u *Pulse) Heard(p PeerID, now time.Time) (back bool) {
	if u.heard == nil {
		u.heard, u.silent = map[PeerID]time.Time{}, map[PeerID]bool{}
	}
	back = u.silent[p]
	delete(u.silent, p)
	u.heard[p] = now
	return back
}

// Forget stops watching p (its channel closed).
func (u *Pulse) Forget(p PeerID) {
	delete(u.heard, p)
	delete(u.silent, p)
}

// Silent reports whether p has been heard from nothing for SilentAfter.
func (u *Pulse) Silent(p PeerID) bool { return u.silent[p] }

// Tick is called about every BeatEvery; it returns the peers that fell
// silent since the last tick, in no particular order. A tick more than SilentAfter/2
// after the one before (this phone was frozen or busy, and messages that
// came meanwhile may be unread) judges no one: it counts every peer's
// silence from now.
func (u *Pulse) Tick(now time.Time) []PeerID {
	late := !u.last.IsZero() && now.Sub(u.last) > SilentAfter/2
	u.last = now
	var out []PeerID
	for p, at := range u.heard {
		switch {
		case u.silent[p]:
		case late:
			u.heard[p] = now
		case now.Sub(at) >= SilentAfter:
			u.silent[p] = true
			out = append(out, p)
		}
	}
	return out
}
