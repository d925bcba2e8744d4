// Package live keeps one event log on every phone at a table, with no
// server: one phone hosts, the others are guests joined over a direct
// channel (WebRTC in the app; any ordered byte channel here).
//
// The host alone decides the order. A guest's tap becomes a proposal; the
// host checks it with the engine exactly as a local tap is checked and, if
// the engine takes it, commits it as the log's next entry and sends it to
// every phone with its sequence number. Every phone applies entries in
// sequence order only, so all hold the same log and, because the engines
// are deterministic (dice results travel inside events), the same state.
// A refusal goes back to the guest who proposed.
//
// A guest that dropped says how much of the log it holds (a count and the
// hash chain's value there) and receives only what it missed. If the host
// is gone, any guest can host with the log it holds ([Node.Host]); the
// others rejoin it the same way, and a rejoining guest that holds entries
// the new host lacks (committed by the old host just before it died) hands
// them over, so nothing committed is lost.
//
// The package knows nothing of the engines: an [Engine] applies an [Op]
// (an encoded event, an undo or a redo) or says why it cannot.
package live

import (
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"slices"
)

// Op kinds.
const (
	KindEvent = "event" // Op.Event holds one engine event
	KindUndo  = "undo"  // take back the last entry's effect
	KindRedo  = "redo"  // apply the last undone event again
)

// Op is one change a player asks for.
type Op struct {
	Kind  string          `json:"kind"`
	Event json.RawMessage `json:"event,omitempty"`
}

// Entry is one committed op: the log's Seq-th entry (from 1), proposed by
// the seat By as that seat's proposal number ID (0 for the host's own).
type Entry struct {
	Seq int    `json:"seq"`
	By  string `json:"by"`
	ID  int    `json:"id,omitempty"`
	Op  Op     `json:"op"`
}

// Engine is the shared state: Apply checks op and applies it, or returns
// why not and leaves the state as it was. Two engines started alike and
// given the same ops in the same order end in the same state.
type Engine interface {
	Apply(op Op) error
}

// Control says whether seat may make op; nil means anyone may do anything.
// The host asks it for every proposal (a phone marks only its own units
// unless the table allows everyone to do everything; Authors says whose
// change an undo or a redo would touch).
type Control func(seat string, op Op) error

// PeerID names the other end of a channel, as the transport knows it.
type PeerID string

// Send is one message to write to a peer's channel.
type Send struct {
	To   PeerID
	Data []byte
}

// Refusal is a proposal the host refused, for the guest that made it.
type Refusal struct {
	ID     int
	Reason string
}

// Node is one phone's side of a live table: host or guest.
type Node struct {
	seat    string
	engine  Engine
	control Control

	log   []Entry
	chain []string // chain[i] is the hash of the first i entries

	game    string // the game's id: only phones of the same game join
	base    int    // host: the log's length when this phone began to host
	hosting bool
	secret  string                  // host: the one-time secret a new guest must show; guest: the one it showed (Join)
	guests  map[PeerID]string       // host: joined peers and their seats
	done    map[string]map[int]bool // host: each seat's committed proposals
	host    PeerID                  // guest: the host's channel
	joined  bool                    // guest: welcomed by the host
	stale   bool                    // guest: the host committed an entry that differs from this phone's
	ahead   map[int]Entry           // guest: entries that came before their turn
	pending map[int]Op              // guest: proposals not yet committed or refused
	nextID  int                     // guest: the next proposal's number
	refused []Refusal               // guest: refusals not yet taken by the app
	kept    [][]Entry               // guest: log tails set aside when the host's log differed
	ended   bool                    // guest: the host ended the table (End)
}

// New starts a node for seat (a name unique to the phone) in the game with
// the id game, over engine, holding log (entries already applied to
// engine, from an earlier session; nil for a new game).
func New(seat, game string, engine Engine, log []Entry) (*Node, error) {
	n := &Node{seat: seat, game: game, engine: engine, chain: []string{""}}
	for i, e := range log {
		if e.Seq != i+1 {
			return nil, fmt.Errorf("live: entry %d has sequence number %d", i+1, e.Seq)
		}
		n.append(e)
		if e.By == seat {
			n.nextID = max(n.nextID, e.ID)
		}
	}
	return n, nil
}

// Proposals returns what a guest must keep to go on after the app is
// closed and opened again: its next proposal's number and the proposals
// it sent that were neither committed nor refused.
func (n *Node) Proposals() (next int, pending map[int]Op) {
	if len(n.pending) > 0 {
		pending = make(map[int]Op, len(n.pending))
		for id, op := range n.pending {
			pending[id] = op
		}
	}
	return n.nextID, pending
}

// Resume gives a node made by New from a stored log the proposals kept by
// Proposals: a proposal number is never used twice (the host would take a
// new tap for one it committed already and drop it), and the waiting
// proposals are sent again when the guest rejoins.
func (n *Node) Resume(next int, pending map[int]Op) {
	n.nextID = max(n.nextID, next)
	if len(pending) > 0 && n.pending == nil {
		n.pending = map[int]Op{}
	}
	for id, op := range pending {
		n.nextID = max(n.nextID, id)
		n.pending[id] = op
	}
	for _, e := range n.log { // committed already
		if e.By == n.seat {
			delete(n.pending, e.ID)
		}
	}
}

// Seat is the node's own seat.
func (n *Node) Seat() string { return n.seat }

// Log returns the committed entries, oldest first.
func (n *Node) Log() []Entry { return append([]Entry(nil), n.log...) }

// Hash is the hash chain's value over the whole log: two nodes with the
// same Len and Hash hold the same log.
func (n *Node) Hash() string { return n.chain[len(n.log)] }

// Hosting reports whether the node is the host.
func (n *Node) Hosting() bool { return n.hosting }

// Joined reports whether a guest has been welcomed by its host.
func (n *Node) Joined() bool { return n.joined }

// Pending is the number of the guest's proposals still waiting for the host.
func (n *Node) Pending() int { return len(n.pending) }

// Refusals returns and clears the refusals received since the last call.
func (n *Node) Refusals() []Refusal {
	r := n.refused
	n.refused = nil
	return r
}

// SetAside returns the log tails this guest set aside because the host's
// log differed from its own (two phones that both hosted): they are not
// part of the game any more, and the app keeps them as a separate copy.
func (n *Node) SetAside() [][]Entry { return n.kept }

func (n *Node) append(e Entry) {
	n.log = append(n.log, e)
	n.chain = append(n.chain, chainHash(n.chain[len(n.chain)-1], e))
}

// chainHash is the hash of an entry after prev: 128-bit FNV-1a, which
// tells logs apart (it guards against damage and drift, not against a
// phone that forges a collision to fool itself); crypto/sha256 would add
// Go's FIPS module to the app's download (about 60 KB brotli, make size).
func chainHash(prev string, e Entry) string {
	b, _ := json.Marshal(e) // an Entry always marshals
	h := fnv.New128a()
	h.Write([]byte(prev))
	h.Write(b)
	return hex.EncodeToString(h.Sum(nil))
}

// Host makes the node the table's host (a new table, or a guest taking
// over from a host that is gone) with control deciding who may do what.
// secret is the one-time secret the host's code carries; a guest must show
// it to join.
func (n *Node) Host(secret string, control Control) {
	n.hosting, n.secret, n.control, n.base = true, secret, control, len(n.log)
	n.guests, n.done = map[PeerID]string{}, map[string]map[int]bool{}
	n.host, n.joined, n.ahead = "", false, nil
	for _, e := range n.log {
		n.markDone(e)
	}
	// Proposals of this phone's own that were waiting for the old host
	// are made again here, where they are checked like any other.
	ids := make([]int, 0, len(n.pending))
	for id := range n.pending {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	pending := n.pending
	n.pending = nil
	for _, id := range ids {
		if _, err := n.commit(n.seat, id, pending[id]); err != nil {
			n.refused = append(n.refused, Refusal{ID: id, Reason: err.Error()})
		}
	}
}

// NewSecret replaces the host's one-time secret (after a guest used it).
func (n *Node) NewSecret(secret string) { n.secret = secret }

// Guests lists the joined peers and their seats.
func (n *Node) Guests() map[PeerID]string {
	out := make(map[PeerID]string, len(n.guests))
	for p, s := range n.guests {
		out[p] = s
	}
	return out
}

// Join is a guest's first message on a new channel to host, with the
// secret from the host's code: it says what the guest holds and resends
// what it proposed and has not seen committed.
func (n *Node) Join(host PeerID, secret string) []Send {
	n.hosting, n.host, n.joined, n.ended, n.secret = false, host, false, false, secret
	if n.pending == nil {
		n.pending = map[int]Op{}
	}
	return []Send{{To: host, Data: encode(Message{Type: msgHello, Secret: secret, Seat: n.seat, Game: n.game, Have: len(n.log), Hash: n.Hash()})}}
}

// Leave forgets the peer's channel (it closed). A guest that lost its host
// stays in the game with its log and rejoins with Join.
func (n *Node) Leave(p PeerID) {
	if n.hosting {
		delete(n.guests, p)
		return
	}
	if p == n.host {
		n.joined = false
	}
}

// End is the host ending the table: the message that tells every guest
// (Ended), and no guest is at the table any more. A guest that joins
// again later is welcome.
func (n *Node) End() []Send {
	if !n.hosting {
		return nil
	}
	out := make([]Send, 0, len(n.guests))
	for _, p := range n.sortedGuests() {
		out = append(out, Send{To: p, Data: encode(Message{Type: msgBye})})
	}
	n.guests = map[PeerID]string{}
	return out
}

// Ended reports whether this guest's host ended the table (End), rather
// than going out of reach.
func (n *Node) Ended() bool { return n.ended }

// Do is a tap on this phone. The host checks and commits it at once (the
// returned sends carry it to every guest); a guest proposes it to the host
// and returns its proposal number, and the op is applied here only when
// the host's commit comes back.
func (n *Node) Do(op Op) (id int, out []Send, err error) {
	if n.hosting || n.host == "" {
		if n.hosting {
			if err := n.allowed(n.seat, op); err != nil {
				return 0, nil, err
			}
		}
		e, err := n.commit(n.seat, 0, op)
		if err != nil {
			return 0, nil, err
		}
		return 0, n.broadcast([]Entry{e}), nil
	}
	n.nextID++
	id = n.nextID
	n.pending[id] = op
	if !n.joined {
		return id, nil, nil // sent when the host welcomes this phone again
	}
	return id, []Send{{To: n.host, Data: encode(Message{Type: msgPropose, ID: id, Op: &op})}}, nil
}

func (n *Node) allowed(seat string, op Op) error {
	if n.control == nil {
		return nil
	}
	return n.control(seat, op)
}

// commit applies op as the log's next entry.
func (n *Node) commit(by string, id int, op Op) (Entry, error) {
	if err := checkOp(op); err != nil {
		return Entry{}, err
	}
	if err := n.engine.Apply(op); err != nil {
		return Entry{}, err
	}
	e := Entry{Seq: len(n.log) + 1, By: by, ID: id, Op: op}
	n.append(e)
	n.markDone(e)
	return e, nil
}

// markDone records a guest's committed proposal, so one sent again after a
// rejoin is not committed twice.
func (n *Node) markDone(e Entry) {
	if n.done == nil || e.ID == 0 {
		return
	}
	if n.done[e.By] == nil {
		n.done[e.By] = map[int]bool{}
	}
	n.done[e.By][e.ID] = true
}

func (n *Node) broadcast(es []Entry) []Send {
	if !n.hosting || len(es) == 0 {
		return nil
	}
	data := encode(Message{Type: msgCommit, Entries: es})
	peers := n.sortedGuests()
	out := make([]Send, 0, len(peers))
	for _, p := range peers {
		out = append(out, Send{To: p, Data: data})
	}
	return out
}

func (n *Node) sortedGuests() []PeerID {
	peers := make([]PeerID, 0, len(n.guests))
	for p := range n.guests {
		peers = append(peers, p)
	}
	slices.Sort(peers)
	return peers
}

// ErrRefused wraps every reason a message from a peer was not taken.
var ErrRefused = errors.New("live: message refused")

// Receive reads one message from peer p and returns what to send. A
// malformed, oversized, unexpected or hostile message changes nothing and
// comes back as an error wrapping ErrRefused, to be logged.
func (n *Node) Receive(p PeerID, data []byte) ([]Send, error) {
	if IsBeat(data) { // a phone hears one a second: not worth decoding
		return n.receiveBeat(p)
	}
	m, err := Decode(data)
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrRefused, err)
	}
	if m.Type == msgBeat {
		return n.receiveBeat(p)
	}
	if n.hosting {
		return n.receiveAsHost(p, m)
	}
	if p != n.host {
		return nil, fmt.Errorf("%w: %s message from %q, which is not this phone's host", ErrRefused, m.Type, p)
	}
	return n.receiveAsGuest(m)
}

// receiveBeat takes a beat from p: a host answers a guest at its table, a
// guest not yet welcomed says hello again.
func (n *Node) receiveBeat(p PeerID) ([]Send, error) {
	if n.hosting {
		if _, ok := n.guests[p]; !ok {
			// Not at the table (its hello was refused): unanswered, so
			// it does not say a refused hello again every second.
			return nil, nil
		}
		return []Send{{To: p, Data: beat}}, nil // the answer: this host is alive
	}
	if p != n.host {
		return nil, fmt.Errorf("%w: a beat from %q, which is not this phone's host", ErrRefused, p)
	}
	if !n.joined && !n.ended {
		// The host is there but its welcome never came (the hello
		// came before the host's side of the channel was open, or the
		// welcome was lost): say hello again with what this phone
		// holds now. The host answers a hello from a guest at its
		// table as the first time, so one sent again while a welcome
		// is on its way (a guest handing over its tail) is harmless.
		return n.Join(n.host, n.secret), nil
	}
	return nil, nil
}

func (n *Node) receiveAsHost(p PeerID, m Message) ([]Send, error) {
	if m.Type == msgHello {
		return n.hello(p, m)
	}
	seat, ok := n.guests[p]
	if !ok {
		return nil, fmt.Errorf("%w: %s message from %q, which has not joined", ErrRefused, m.Type, p)
	}
	switch m.Type {
	case msgPropose:
		if n.done[seat][m.ID] {
			return nil, nil // already committed: a proposal sent again after a rejoin
		}
		if err := n.allowed(seat, *m.Op); err != nil {
			return []Send{{To: p, Data: encode(Message{Type: msgRefuse, ID: m.ID, Reason: err.Error()})}}, nil
		}
		e, err := n.commit(seat, m.ID, *m.Op)
		if err != nil {
			return []Send{{To: p, Data: encode(Message{Type: msgRefuse, ID: m.ID, Reason: err.Error()})}}, nil
		}
		return n.broadcast([]Entry{e}), nil
	case msgTail:
		return n.takeTail(p, m)
	}
	return nil, fmt.Errorf("%w: a host does not take %s messages", ErrRefused, m.Type)
}

// hello welcomes a guest with what it misses. A guest whose log runs past
// the point where this phone began to host and differs from this log may
// hold entries an earlier host committed that this one lacks: it is asked
// for them (Ask) before it follows.
func (n *Node) hello(p PeerID, m Message) ([]Send, error) {
	if m.Game != n.game {
		return nil, fmt.Errorf("%w: %q is in another game", ErrRefused, p)
	}
	if _, again := n.guests[p]; !again {
		if n.secret == "" || m.Secret != n.secret {
			return nil, fmt.Errorf("%w: %q did not show this table's secret", ErrRefused, p)
		}
	}
	n.guests[p] = m.Seat
	w := Message{Type: msgWelcome, Have: len(n.log), Hash: n.Hash()}
	switch {
	case m.Have <= len(n.log) && n.chain[m.Have] == m.Hash:
		w.From, w.Entries = m.Have+1, n.log[m.Have:]
	case m.Have > n.base:
		w.From, w.Entries = 1, n.log
		w.Ask, w.Base, w.BaseHash = true, n.base, n.chain[n.base]
	default:
		w.From, w.Entries = 1, n.log // the guest's log differs: all of it
	}
	return []Send{{To: p, Data: encode(w)}}, nil
}

// takeTail takes the entries a rejoining guest holds past this host's
// base. Those this log already has are skipped; from the first that
// differs, the guest's entries (committed by an earlier host) go first and
// this host's own later entries are made again after them, each checked
// by the engine; an entry the engine now refuses goes back to its
// proposer as a refusal. Every guest then receives the log.
func (n *Node) takeTail(p PeerID, m Message) ([]Send, error) {
	tail := m.Entries
	if tail[0].Seq != n.base+1 {
		return nil, fmt.Errorf("%w: a tail from entry %d to a host whose base is %d", ErrRefused, tail[0].Seq, n.base)
	}
	for len(tail) > 0 && tail[0].Seq <= len(n.log) && sameEntry(tail[0], n.log[tail[0].Seq-1]) {
		tail = tail[1:]
	}
	if len(tail) == 0 {
		return []Send{{To: p, Data: encode(Message{Type: msgWelcome, From: 1, Entries: n.log, Have: len(n.log), Hash: n.Hash()})}}, nil
	}
	displaced := append([]Entry(nil), n.log[tail[0].Seq-1:]...)
	if len(displaced) > 0 {
		if err := n.restart(tail[0].Seq - 1); err != nil {
			return nil, err
		}
	}
	var out []Send
	refuse := func(e Entry, err error) {
		if e.By == n.seat {
			n.refused = append(n.refused, Refusal{ID: e.ID, Reason: err.Error()})
			return
		}
		for peer, seat := range n.guests {
			if seat == e.By && e.ID > 0 {
				out = append(out, Send{To: peer, Data: encode(Message{Type: msgRefuse, ID: e.ID, Reason: err.Error()})})
			}
		}
	}
	for _, e := range append(tail, displaced...) {
		if n.done[e.By][e.ID] && e.ID > 0 {
			continue
		}
		err := n.allowed(e.By, e.Op)
		if err == nil {
			_, err = n.commit(e.By, e.ID, e.Op)
		}
		if err != nil {
			refuse(e, err)
		}
	}
	// Every guest follows the log as it now is.
	w := encode(Message{Type: msgWelcome, From: 1, Entries: n.log, Have: len(n.log), Hash: n.Hash()})
	for _, peer := range n.sortedGuests() {
		out = append(out, Send{To: peer, Data: w})
	}
	return out, nil
}

func (n *Node) receiveAsGuest(m Message) ([]Send, error) {
	switch m.Type {
	case msgWelcome:
		return n.welcome(m)
	case msgCommit:
		if !n.joined {
			return nil, nil // a commit from before the welcome is sent again with it
		}
		for _, e := range m.Entries {
			switch {
			case e.Seq < 1:
				return nil, fmt.Errorf("%w: an entry numbered %d", ErrRefused, e.Seq)
			case e.Seq > len(n.log):
				if n.ahead == nil {
					n.ahead = map[int]Entry{}
				}
				n.ahead[e.Seq] = e
			case !sameEntry(e, n.log[e.Seq-1]):
				n.stale = true // this phone's log differs: Join again to follow the host
			}
		}
		return nil, n.applyAhead()
	case msgBye:
		n.joined, n.ended = false, true
		return nil, nil
	case msgRefuse:
		if _, ok := n.pending[m.ID]; ok {
			delete(n.pending, m.ID)
			n.refused = append(n.refused, Refusal{ID: m.ID, Reason: m.Reason})
		}
		return nil, nil
	}
	return nil, fmt.Errorf("%w: a guest does not take %s messages", ErrRefused, m.Type)
}

// welcome brings the guest's log to the host's and sends its proposals
// again.
func (n *Node) welcome(m Message) ([]Send, error) {
	var out []Send
	if m.Ask && m.Base < len(n.log) && n.chain[m.Base] == m.BaseHash {
		// This phone may hold entries the new host lacks: it hands over
		// all it holds past the host's base, and follows the log the
		// host sends back.
		return []Send{{To: n.host, Data: encode(Message{Type: msgTail, Entries: n.log[m.Base:]})}}, nil
	}
	{
		if m.From < 1 || m.From > len(n.log)+1 {
			return nil, fmt.Errorf("%w: a welcome from entry %d to a phone that holds %d", ErrRefused, m.From, len(n.log))
		}
		// From before this phone's end: the host's log differs from
		// this one somewhere after From. Keep the common part, set the
		// rest aside and follow the host.
		same := m.From - 1
		for same < len(n.log) && same-(m.From-1) < len(m.Entries) && sameEntry(n.log[same], m.Entries[same-(m.From-1)]) {
			same++
		}
		if same < len(n.log) {
			if err := n.rewind(same); err != nil {
				return nil, err
			}
		}
	}
	n.joined, n.stale, n.ahead = true, false, map[int]Entry{}
	for _, e := range m.Entries {
		n.ahead[e.Seq] = e
	}
	if err := n.applyAhead(); err != nil {
		return nil, err
	}
	ids := make([]int, 0, len(n.pending))
	for id := range n.pending {
		ids = append(ids, id)
	}
	slices.Sort(ids)
	for _, id := range ids {
		op := n.pending[id]
		out = append(out, Send{To: n.host, Data: encode(Message{Type: msgPropose, ID: id, Op: &op})})
	}
	return out, nil
}

func sameEntry(a, b Entry) bool {
	return chainHash("", a) == chainHash("", b)
}

// rewind sets aside the log past keep entries and starts the game again
// from the first keep.
func (n *Node) rewind(keep int) error {
	if keep < len(n.log) {
		n.kept = append(n.kept, append([]Entry(nil), n.log[keep:]...))
	}
	return n.restart(keep)
}

// restart brings the engine back to the log's first keep entries: the
// engine starts again (Resetter) and replays them.
func (n *Node) restart(keep int) error {
	r, ok := n.engine.(Resetter)
	if !ok {
		return fmt.Errorf("%w: the host's log differs from this phone's and this engine cannot start again", ErrRefused)
	}
	old := n.log[:keep]
	n.log, n.chain = nil, []string{""}
	if err := r.Reset(); err != nil {
		return fmt.Errorf("live: starting the game again: %w", err)
	}
	if n.hosting {
		n.done = map[string]map[int]bool{}
	}
	for _, e := range old {
		if err := n.engine.Apply(e.Op); err != nil {
			return fmt.Errorf("live: replaying entry %d: %w", e.Seq, err)
		}
		n.append(e)
		n.markDone(e)
	}
	return nil
}

// Resetter is an Engine that can go back to its starting state, so a guest
// whose log differs from its host's can follow the host's.
type Resetter interface {
	Reset() error
}

// applyAhead applies the entries that have come in, in sequence order.
func (n *Node) applyAhead() error {
	for {
		e, ok := n.ahead[len(n.log)+1]
		if !ok {
			for seq := range n.ahead {
				if seq <= len(n.log) {
					delete(n.ahead, seq)
				}
			}
			return nil
		}
		delete(n.ahead, e.Seq)
		if err := checkOp(e.Op); err != nil {
			return fmt.Errorf("%w: entry %d: %v", ErrRefused, e.Seq, err)
		}
		if err := n.engine.Apply(e.Op); err != nil {
			// The host's engine took it and this one does not: the two
			// phones run different builds or a message was forged.
			return fmt.Errorf("%w: entry %d was committed by the host but this phone's engine refuses it: %v", ErrRefused, e.Seq, err)
		}
		n.append(e)
		if e.By == n.seat {
			delete(n.pending, e.ID)
		}
	}
}

// Missing reports whether a guest is waiting for entries that did not come
// (a gap in the sequence), or holds entries that differ from the host's:
// it should Join again to receive what it lacks.
func (n *Node) Missing() bool { return !n.hosting && (len(n.ahead) > 0 || n.stale) }

// Len is the number of committed entries.
func (n *Node) Len() int { return len(n.log) }
