package live

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// counter is a small engine whose refusals depend on the order: a sum
// that must stay at 0 or above, with undo and redo.
type counter struct {
	done []int // applied adds, in order
	redo []int
}

type addEvent struct {
	Add int `json:"add"`
}

func (c *counter) Apply(op Op) error {
	switch op.Kind {
	case KindUndo:
		if len(c.done) == 0 {
			return errors.New("nothing to undo")
		}
		c.redo = append(c.redo, c.done[len(c.done)-1])
		c.done = c.done[:len(c.done)-1]
		return nil
	case KindRedo:
		if len(c.redo) == 0 {
			return errors.New("nothing to redo")
		}
		add := c.redo[len(c.redo)-1]
		if c.sum()+add < 0 {
			return errors.New("below zero")
		}
		c.done, c.redo = append(c.done, add), c.redo[:len(c.redo)-1]
		return nil
	}
	var ev addEvent
	if err := json.Unmarshal(op.Event, &ev); err != nil {
		return err
	}
	if c.sum()+ev.Add < 0 {
		return fmt.Errorf("%d would take the sum below zero", ev.Add)
	}
	c.done, c.redo = append(c.done, ev.Add), nil
	return nil
}

func (c *counter) Reset() error {
	*c = counter{}
	return nil
}

func (c *counter) sum() int {
	s := 0
	for _, a := range c.done {
		s += a
	}
	return s
}

func add(k int) Op {
	b, _ := json.Marshal(addEvent{Add: k})
	return Op{Kind: KindEvent, Event: b}
}

// replay applies a log to a new counter, as one phone alone would.
func replay(t *testing.T, log []Entry) *counter {
	t.Helper()
	c := &counter{}
	for _, e := range log {
		if err := c.Apply(e.Op); err != nil {
			t.Fatalf("replaying entry %d: %v", e.Seq, err)
		}
	}
	return c
}

// net is an in-memory table: each peer's inbox holds messages that are
// delivered in a random order, or dropped.
type net struct {
	t     *testing.T
	rng   *rand.Rand
	nodes map[PeerID]*Node
	inbox map[PeerID][]envelope
	drop  float64 // chance that a message is lost
	down  map[PeerID]bool
}

type envelope struct {
	from PeerID
	data []byte
}

func (n *net) send(from PeerID, out []Send) {
	for _, s := range out {
		if n.down[s.To] || n.down[from] || n.rng.Float64() < n.drop {
			continue
		}
		n.inbox[s.To] = append(n.inbox[s.To], envelope{from, s.Data})
	}
}

// deliver hands one waiting message, chosen at random among the first
// few of a random inbox (so messages overtake one another), to its peer.
func (n *net) deliver() bool {
	var ids []PeerID
	for id, box := range n.inbox {
		if len(box) > 0 && !n.down[id] {
			ids = append(ids, id)
		}
	}
	if len(ids) == 0 {
		return false
	}
	sortPeers(ids)
	to := ids[n.rng.IntN(len(ids))]
	box := n.inbox[to]
	i := n.rng.IntN(min(len(box), 4))
	env := box[i]
	n.inbox[to] = append(box[:i], box[i+1:]...)
	out, err := n.nodes[to].Receive(env.from, env.data)
	if err != nil && !errors.Is(err, ErrRefused) {
		n.t.Fatalf("%s: %v", to, err)
	}
	n.send(to, out)
	return true
}

// do is a tap on peer p, with every message it leads to delivered.
func (n *net) do(p PeerID, op Op) {
	_, out, _ := n.nodes[p].Do(op)
	n.send(p, out)
	for n.deliver() {
	}
}

func sortPeers(ids []PeerID) {
	for i := 1; i < len(ids); i++ {
		for j := i; j > 0 && ids[j] < ids[j-1]; j-- {
			ids[j], ids[j-1] = ids[j-1], ids[j]
		}
	}
}

// settle delivers everything with no more losses, having guests that miss
// entries or wait on proposals join again, until the table is quiet.
func (n *net) settle(host PeerID, guests ...PeerID) {
	n.drop = 0
	for round := 0; round < 50; round++ {
		for n.deliver() {
		}
		quiet := true
		for _, g := range guests {
			node := n.nodes[g]
			if node.Missing() || node.Pending() > 0 || !node.Joined() || node.Len() != n.nodes[host].Len() {
				quiet = false
				n.send(g, node.Join(host, "s3cret"))
			}
		}
		if quiet {
			return
		}
	}
	n.t.Fatal("the table did not settle in 50 rounds")
}

func newTable(t *testing.T, seed uint64, guests ...PeerID) *net {
	n := &net{t: t, rng: rand.New(rand.NewPCG(seed, 7)), nodes: map[PeerID]*Node{}, inbox: map[PeerID][]envelope{}, down: map[PeerID]bool{}}
	host, _ := New("host", "g1", &counter{}, nil)
	host.Host("s3cret", nil)
	n.nodes["host"] = host
	for _, g := range guests {
		node, _ := New(string(g), "g1", &counter{}, nil)
		n.nodes[g] = node
		n.send(g, node.Join("host", "s3cret"))
	}
	return n
}

// randomOp is a proposal: mostly adds (some that the sum refuses), now and
// then an undo or a redo.
func randomOp(rng *rand.Rand) Op {
	switch r := rng.IntN(20); {
	case r == 0:
		return Op{Kind: KindUndo}
	case r == 1:
		return Op{Kind: KindRedo}
	default:
		return add(rng.IntN(11) - 4)
	}
}

// Three phones, 1,000 proposals from all of them with messages delayed,
// reordered and dropped, guests rejoining when they notice a gap: every
// phone ends with the host's log, and the state one phone gets by
// applying that log alone.
func TestConvergence(t *testing.T) {
	for seed := uint64(1); seed <= 5; seed++ {
		t.Run(fmt.Sprint("seed ", seed), func(t *testing.T) {
			n := newTable(t, seed, "amy", "ben")
			n.drop = 0.05
			peers := []PeerID{"host", "amy", "ben"}
			refused := 0
			for i := 0; i < 1000; i++ {
				p := peers[n.rng.IntN(3)]
				node := n.nodes[p]
				_, out, err := node.Do(randomOp(n.rng))
				if err != nil {
					refused++
				}
				n.send(p, out)
				for d := n.rng.IntN(8); d > 0; d-- {
					n.deliver()
				}
				if g := peers[1+n.rng.IntN(2)]; n.rng.IntN(50) == 0 || n.nodes[g].Missing() && n.rng.IntN(5) == 0 {
					n.send(g, n.nodes[g].Join("host", "s3cret"))
				}
			}
			n.settle("host", "amy", "ben")
			host := n.nodes["host"]
			want := replay(t, host.Log())
			if host.Len() < 300 {
				t.Errorf("only %d of 1,000 proposals were committed", host.Len())
			}
			for _, p := range peers {
				node := n.nodes[p]
				if node.Hash() != host.Hash() || !reflect.DeepEqual(node.Log(), host.Log()) {
					t.Errorf("%s holds %d entries (hash %s), the host %d (%s)", p, node.Len(), node.Hash(), host.Len(), host.Hash())
				}
				if got := node.engine.(*counter); !reflect.DeepEqual(got, want) {
					t.Errorf("%s's state %v differs from the host's log replayed alone %v", p, got.done, want.done)
				}
			}
			for _, g := range []PeerID{"amy", "ben"} {
				seen := map[int]bool{}
				for _, e := range host.Log() {
					if e.By == string(g) {
						if seen[e.ID] {
							t.Errorf("%s's proposal %d was committed twice", g, e.ID)
						}
						seen[e.ID] = true
					}
				}
			}
		})
	}
}

// A refused proposal comes back to the guest that made it, and to no one
// else; nothing is applied anywhere.
func TestRefusalReachesTheProposer(t *testing.T) {
	n := newTable(t, 1, "amy", "ben")
	for n.deliver() {
	}
	id, out, err := n.nodes["amy"].Do(add(-3))
	if err != nil {
		t.Fatal(err)
	}
	n.send("amy", out)
	for n.deliver() {
	}
	r := n.nodes["amy"].Refusals()
	if len(r) != 1 || r[0].ID != id || r[0].Reason == "" {
		t.Fatalf("amy's refusals %+v, want one for proposal %d with a reason", r, id)
	}
	if got := n.nodes["ben"].Refusals(); len(got) != 0 {
		t.Errorf("ben received amy's refusal: %+v", got)
	}
	for _, p := range []PeerID{"host", "amy", "ben"} {
		if n.nodes[p].Len() != 0 {
			t.Errorf("%s applied a refused proposal", p)
		}
	}
}

// Control decides who may do what: a guest's op on something that is not
// its own is refused with the control's reason.
func TestControl(t *testing.T) {
	n := newTable(t, 1, "amy")
	n.nodes["host"].Host("s3cret", func(seat string, op Op) error {
		if seat == "amy" && op.Kind == KindUndo {
			return errors.New("only the host takes moves back")
		}
		return nil
	})
	n.send("amy", n.nodes["amy"].Join("host", "s3cret"))
	for n.deliver() {
	}
	for _, op := range []Op{add(2), {Kind: KindUndo}} {
		n.do("amy", op)
	}
	if got := n.nodes["amy"].Refusals(); len(got) != 1 || got[0].Reason != "only the host takes moves back" {
		t.Errorf("refusals %+v, want the control's reason for the undo", got)
	}
	if n.nodes["amy"].Len() != 1 || n.nodes["host"].Len() != 1 {
		t.Errorf("logs hold %d and %d entries, want the add alone", n.nodes["amy"].Len(), n.nodes["host"].Len())
	}
}

// Only a phone that shows the secret of the host's code joins.
func TestJoinNeedsTheSecret(t *testing.T) {
	n := newTable(t, 1)
	guest, _ := New("eve", "g1", &counter{}, nil)
	n.nodes["eve"] = guest
	n.send("eve", guest.Join("host", "guess"))
	for n.deliver() {
	}
	if guest.Joined() || len(n.nodes["host"].Guests()) != 0 {
		t.Fatal("a phone without the secret joined")
	}
	_, out, _ := n.nodes["host"].Do(add(1))
	if len(out) != 0 {
		t.Errorf("the host sent %d messages to a phone that did not join", len(out))
	}
}

// A guest that slept rejoins and receives only the entries it missed.
func TestRejoinSendsOnlyWhatWasMissed(t *testing.T) {
	n := newTable(t, 1, "amy", "ben")
	for n.deliver() {
	}
	for i := 0; i < 5; i++ {
		n.do("host", add(1))
	}
	n.down["ben"] = true
	n.nodes["host"].Leave("ben")
	for i := 0; i < 3; i++ {
		n.do("amy", add(2))
	}
	n.down["ben"] = false
	hello := n.nodes["ben"].Join("host", "s3cret")
	out, err := n.nodes["host"].Receive("ben", hello[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	m, _ := Decode(out[0].Data)
	if m.Type != msgWelcome || m.From != 6 || len(m.Entries) != 3 {
		t.Fatalf("welcome from %d with %d entries, want the 3 missed from entry 6", m.From, len(m.Entries))
	}
	if _, err := n.nodes["ben"].Receive("host", out[0].Data); err != nil {
		t.Fatal(err)
	}
	if n.nodes["ben"].Hash() != n.nodes["host"].Hash() {
		t.Error("ben does not hold the host's log after rejoining")
	}
}

// The host dies; a guest hosts with the log it holds, and the other guest,
// which had received entries the new host had not, hands them over: no
// committed entry is lost and everyone ends with one log.
func TestTakeover(t *testing.T) {
	n := newTable(t, 3, "amy", "ben")
	for n.deliver() {
	}
	for i := 0; i < 10; i++ {
		n.do("host", add(1))
	}
	// Two more commits reach ben only, then the host dies.
	n.down["amy"] = true
	for i := 0; i < 2; i++ {
		n.do("host", add(5))
	}
	n.down["amy"], n.down["host"] = false, true
	_, out, _ := n.nodes["amy"].Do(add(3)) // waits for a host
	n.send("amy", out)
	if n.nodes["ben"].Len() != 12 || n.nodes["amy"].Len() != 10 {
		t.Fatalf("before takeover ben holds %d, amy %d", n.nodes["ben"].Len(), n.nodes["amy"].Len())
	}
	n.nodes["amy"].Host("s3cret", nil)
	n.send("ben", n.nodes["ben"].Join("amy", "s3cret"))
	n.settle("amy", "ben")
	amy, ben := n.nodes["amy"], n.nodes["ben"]
	if amy.Len() != 13 || ben.Hash() != amy.Hash() {
		t.Fatalf("after takeover amy holds %d (want 13: 12 committed and her own), ben's log equal: %v", amy.Len(), ben.Hash() == amy.Hash())
	}
	if got := replay(t, amy.Log()).sum(); got != 10+10+3 {
		t.Errorf("sum %d, want 23", got)
	}
	// The old host comes back as a guest and follows.
	n.down["host"] = false
	n.settle("amy", "host")
	if n.nodes["host"].Hash() != amy.Hash() {
		t.Error("the old host does not follow the new one")
	}
}

// Two phones that both hosted (the table split): when one joins the
// other, its entries are handed over and made again after the host's
// differing ones, each checked; nothing is lost.
func TestSplitTablesMerge(t *testing.T) {
	n := newTable(t, 1, "amy")
	for n.deliver() {
	}
	n.do("host", add(1))
	n.nodes["host"].Leave("amy")
	amy := n.nodes["amy"]
	amy.Host("other", nil)
	amy.Do(add(4))
	amy.Do(add(4))
	n.nodes["host"].Do(add(2))
	n.send("amy", amy.Join("host", "s3cret"))
	n.settle("host", "amy")
	host := n.nodes["host"]
	if amy.Hash() != host.Hash() || host.Len() != 4 {
		t.Fatalf("amy follows the host: %v; the host holds %d entries, want 4", amy.Hash() == host.Hash(), host.Len())
	}
	if got := replay(t, host.Log()).sum(); got != 11 {
		t.Errorf("sum %d, want 11 (1 + 4 + 4 + 2)", got)
	}
	if len(amy.SetAside()) != 0 {
		t.Errorf("amy set aside %v", amy.SetAside())
	}
}

// A guest whose log differs from the host's within what the host held
// when it began to host sets its own differing entries aside (the app
// keeps them as a copy) and follows the host.
func TestDifferingGuestSetsItsTailAside(t *testing.T) {
	hostLog := []Entry{{Seq: 1, By: "host", Op: add(1)}, {Seq: 2, By: "host", Op: add(2)}}
	c := &counter{}
	for _, e := range hostLog {
		c.Apply(e.Op)
	}
	host, err := New("host", "g1", c, hostLog)
	if err != nil {
		t.Fatal(err)
	}
	host.Host("s3cret", nil)
	ca := &counter{}
	amyLog := []Entry{{Seq: 1, By: "host", Op: add(1)}, {Seq: 2, By: "host", Op: add(5)}}
	for _, e := range amyLog {
		ca.Apply(e.Op)
	}
	amy, _ := New("amy", "g1", ca, amyLog)
	n := &net{t: t, rng: rand.New(rand.NewPCG(1, 7)), nodes: map[PeerID]*Node{"host": host, "amy": amy}, inbox: map[PeerID][]envelope{}, down: map[PeerID]bool{}}
	n.send("amy", amy.Join("host", "s3cret"))
	n.settle("host", "amy")
	if amy.Hash() != host.Hash() {
		t.Fatal("amy does not follow the host")
	}
	aside := amy.SetAside()
	if len(aside) != 1 || len(aside[0]) != 1 || aside[0][0].Seq != 2 {
		t.Errorf("set aside %+v, want amy's entry 2", aside)
	}
	if got := ca.sum(); got != 3 {
		t.Errorf("amy's sum %d, want the host's 3", got)
	}
}

// A phone of another game does not join, even with the secret.
func TestJoinNeedsTheSameGame(t *testing.T) {
	n := newTable(t, 1)
	other, _ := New("amy", "g2", &counter{}, nil)
	n.nodes["amy"] = other
	n.send("amy", other.Join("host", "s3cret"))
	for n.deliver() {
	}
	if other.Joined() {
		t.Error("a phone of another game joined")
	}
}

// Hostile and malformed messages are refused, never applied.
func TestHostileMessages(t *testing.T) {
	n := newTable(t, 1, "amy")
	for n.deliver() {
	}
	bad := []string{
		``, `{}`, `[]`, `{"t":"hello"}`, `{"t":"nope","seat":"x"}`,
		`{"t":"propose","id":1,"op":{"kind":"event","event":"not json"}}`,
		`{"t":"propose","id":1,"op":{"kind":"rm -rf"}}`,
		`{"t":"propose","id":-1,"op":{"kind":"undo"}}`,
		`{"t":"propose","id":1,"op":{"kind":"undo"},"extra":1}`,
		`{"t":"commit","entries":[{"seq":2,"op":{"kind":"undo"}},{"seq":1,"op":{"kind":"undo"}}]}`,
		`{"t":"welcome","from":1} trailing`,
		`{"t":"bye"}`, // a host does not take one
		`{"t":"bye","id":3}`,
	}
	for _, b := range bad {
		if _, err := n.nodes["host"].Receive("amy", []byte(b)); !errors.Is(err, ErrRefused) {
			t.Errorf("host took %q (err %v)", b, err)
		}
	}
	// A commit forged by someone other than the host.
	forged := encode(Message{Type: msgCommit, Entries: []Entry{{Seq: 1, By: "host", Op: add(100)}}})
	if _, err := n.nodes["amy"].Receive("mallory", forged); !errors.Is(err, ErrRefused) {
		t.Errorf("amy took a commit from a peer that is not her host (err %v)", err)
	}
	// A guest may not send commits.
	if _, err := n.nodes["host"].Receive("amy", forged); !errors.Is(err, ErrRefused) {
		t.Errorf("the host took a commit from a guest (err %v)", err)
	}
	big := make([]byte, MaxMessage+1)
	if _, err := n.nodes["host"].Receive("amy", big); !errors.Is(err, ErrRefused) {
		t.Error("the host took an oversized message")
	}
	// A bye forged by someone other than the host.
	if _, err := n.nodes["amy"].Receive("mallory", encode(Message{Type: msgBye})); !errors.Is(err, ErrRefused) || n.nodes["amy"].Ended() {
		t.Errorf("amy took a bye from a peer that is not her host (err %v)", err)
	}
	if n.nodes["host"].Len() != 0 || n.nodes["amy"].Len() != 0 {
		t.Error("a hostile message changed a log")
	}
}

// A host that ends the table tells every guest, which keeps its log and
// is no longer at the table; a guest that joins again is welcome, and no
// longer ended.
func TestEnd(t *testing.T) {
	n := newTable(t, 2, "amy", "ben")
	for n.deliver() {
	}
	host := n.nodes["host"]
	out := host.End()
	if len(out) != 2 || len(host.Guests()) != 0 {
		t.Fatalf("End: %d messages, %d guests left; want 2 and 0", len(out), len(host.Guests()))
	}
	for _, m := range out {
		if _, err := n.nodes[m.To].Receive("host", m.Data); err != nil {
			t.Fatal(err)
		}
	}
	for _, g := range []string{"amy", "ben"} {
		if gn := n.nodes[PeerID(g)]; !gn.Ended() || gn.Joined() {
			t.Errorf("%s after the host ended: ended %v, joined %v", g, gn.Ended(), gn.Joined())
		}
	}
	if n.nodes["amy"].Join("host", ""); n.nodes["amy"].Ended() {
		t.Error("a guest joining again is still ended")
	}
	if (&Node{}).End() != nil {
		t.Error("a guest ended a table")
	}
}

// A commit that differs from an entry the guest already holds (it missed
// the host's welcome after a merge) makes the guest ask to join again.
func TestDifferingCommitMakesTheGuestRejoin(t *testing.T) {
	n := newTable(t, 1, "amy")
	for n.deliver() {
	}
	n.do("host", add(1))
	amy := n.nodes["amy"]
	if amy.Missing() {
		t.Fatal("amy misses something before the test")
	}
	other := encode(Message{Type: msgCommit, Entries: []Entry{{Seq: 1, By: "host", Op: add(2)}}})
	if _, err := amy.Receive("host", other); err != nil {
		t.Fatal(err)
	}
	if !amy.Missing() {
		t.Error("amy does not notice that the host's entry 1 differs from hers")
	}
}

// A guest whose app was closed goes on from what it stored (its log and
// Proposals): rejoining on a new channel it receives only what it missed,
// its proposal still waiting is committed once, and its next tap gets a
// number of its own (a number used before would be taken by the host for
// a proposal it already committed, and dropped).
func TestResumeAfterReload(t *testing.T) {
	n := newTable(t, 1, "amy")
	for n.deliver() {
	}
	n.do("amy", add(2))
	n.do("host", add(1))
	n.down["host"] = true
	_, out, _ := n.nodes["amy"].Do(add(3)) // lost with the host's channel
	n.send("amy", out)
	n.down["host"] = false
	n.nodes["host"].Leave("amy")
	n.do("host", add(5))

	// amy's app is closed; it opens again with what it stored.
	old := n.nodes["amy"]
	next, pending := old.Proposals()
	if next != 2 || len(pending) != 1 {
		t.Fatalf("stored proposals: next %d, %d waiting; want 2 and the add(3)", next, len(pending))
	}
	amy, err := New("amy", "g1", replay(t, old.Log()), old.Log())
	if err != nil {
		t.Fatal(err)
	}
	amy.Resume(next, pending)
	n.nodes["amy2"] = amy
	hello := amy.Join("host", "s3cret")
	welcome, err := n.nodes["host"].Receive("amy2", hello[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	if m, _ := Decode(welcome[0].Data); m.From != 3 || len(m.Entries) != 1 {
		t.Fatalf("welcome from %d with %d entries, want only the missed entry 3", m.From, len(m.Entries))
	}
	out, err = amy.Receive("host", welcome[0].Data)
	if err != nil {
		t.Fatal(err)
	}
	n.send("amy2", out)
	for n.deliver() {
	}
	n.do("amy2", add(4))
	host := n.nodes["host"]
	if amy.Hash() != host.Hash() || host.Len() != 5 || amy.Pending() != 0 {
		t.Fatalf("amy holds the host's log: %v; the host holds %d entries (want 5); amy waits on %d", amy.Hash() == host.Hash(), host.Len(), amy.Pending())
	}
	if got := replay(t, host.Log()).sum(); got != 2+1+5+3+4 {
		t.Errorf("sum %d, want 15", got)
	}
}
