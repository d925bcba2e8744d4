package session

import (
	"bytes"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	"lancemate/app/store"
	"lancemate/engine/game"
	"lancemate/engine/live"
)

// The live table: the game in play kept on every phone at the table
// through engine/live, over WebRTC data channels (rtc_js.go) opened with
// two codes (a QR code and a typed or scanned answer), with no server. The
// host's phone orders the log; a guest's tap is proposed to it and applied
// here only once the host commits it; a refusal comes back to the guest.
// Every phone saves the game in its own storage as it does alone.

// Live table roles (LiveInfo.Role).
const (
	LiveHost  = "host"
	LiveGuest = "guest"
)

// ErrSent says a guest's tap went to the host's phone: it shows here once
// the host records it (or comes back refused, TakeRefusals).
var ErrSent = errors.New("sent to the host's phone")

// JoinPath is the page a guest's camera opens from the host's QR code:
// /join#<host's code>.<secret>.<game id>.
const JoinPath = "/join"

// LiveInfo is what the table screens show.
type LiveInfo struct {
	Role     string // "", LiveHost or LiveGuest
	Side     int    // this phone's side: 0 for every unit, else Sides[Side-1]
	AllowAll bool   // everyone may do everything (the host's choice; control)
	Guests   []int  // host: the side of each joined guest (0 for every unit)
	Quiet    []bool // host: whether each of Guests has not been heard from for live.SilentAfter
	Invite   string // host: the link of the code shown to the next guest, "" for none
	Answer   string // guest: the code to show the host, "" until made
	Joined   bool   // guest: the host has sent the game
	Silent   bool   // guest: the host's phone has not answered for live.SilentAfter (it may be gone)
	Busy     string // what the phone is doing now ("" for nothing)
	Err      string // the last problem, for the table screen
	Refused  int    // messages refused (malformed or not this table's)
	Rejoined bool   // guest: the host's phone sent what this phone missed since it was last at the table
	Missed   int    // guest: how many changes came in then
	Ended    bool   // guest: the host's phone ended the table (it left it), rather than going out of reach
}

// liveTable is one phone's part in a live table.
type liveTable struct {
	mu        sync.Mutex
	node      *live.Node
	game      string        // the table's game id
	key       string        // the game's record here (the shared record's, for rec)
	rec       *sharedRecord // the journal record shared instead of the game in play (liverecord.go), nil for the game
	joinAt    string        // host: the page and fragment prefix of its codes' links (JoinPath+"#" for the game)
	secret    string        // guest: the secret of the host's code
	info      LiveInfo
	conns     map[live.PeerID]*conn
	invite    *conn // host: the connection waiting for a guest's code
	inviteID  live.PeerID
	next      int          // host: the number of the next guest's channel
	origin    string       // host: the app's origin, for the links of its codes
	refused   []string     // guest: refusals not yet shown
	saved     []savedEntry // the log as last stored (saveTable)
	saveDue   bool         // a change is held in memory, to be stored after the next paint (saveTableSoon)
	told      bool         // guest: TakeRejoined has told of the last rejoin
	endTold   bool         // guest: TakeTableEnded has told that the host ended the table
	pulse     live.Pulse   // when each peer was last heard from (beats)
	quietNews bool         // guest: the host fell silent or answers again, not yet told (TakeHostSilence)
	left      string       // a shared record's table this phone left: tableHead.Left
}

// link is the page and fragment prefix of the links of a host's codes.
func (lt *liveTable) link() string {
	if lt.joinAt != "" {
		return lt.joinAt
	}
	return JoinPath + "#"
}

// host is what the player calls the host's phone: the host's, or the
// judge's for a shared ledger.
func (lt *liveTable) host() string {
	if lt.rec != nil {
		return "judge"
	}
	return "host"
}

// what is what the table shares, in the player's words.
func (lt *liveTable) what() string {
	if lt.rec != nil {
		return "ledger"
	}
	return "game"
}

// byeTime is how long a host that leaves its table keeps the channels
// open for its "bye" to reach the guests.
const byeTime = 500 * time.Millisecond

// hostPeer is a guest's name for its host's channel.
const hostPeer live.PeerID = "host"

func (s *session) liveTable() *liveTable {
	s.mu.Lock()
	lt, resume := s.lt, s.lt == nil && !s.ltResumed && s.st != nil
	if resume {
		s.ltResumed = true
	}
	s.mu.Unlock()
	if resume {
		lt = s.resumeTable()
	}
	return lt
}

// Live is the state of this phone's live table.
func Live() LiveInfo {
	lt := sess.liveTable()
	if lt == nil {
		return LiveInfo{}
	}
	lt.mu.Lock()
	defer lt.mu.Unlock()
	info := lt.info
	info.Guests = nil
	if lt.node != nil && lt.node.Hosting() {
		for p, seat := range lt.node.Guests() {
			info.Guests = append(info.Guests, seatSide(seat))
			info.Quiet = append(info.Quiet, lt.pulse.Silent(p))
		}
	}
	if lt.node != nil && !lt.node.Hosting() {
		info.Joined, info.Ended = lt.node.Joined(), lt.node.Ended()
	}
	return info
}

// randomHex is n random bytes in hex.
func randomHex(n int) string {
	b := make([]byte, n)
	randomBytes(b)
	return hex.EncodeToString(b)
}

// seat names this phone at the table: a random id and the side it marks
// (the host's Control reads the side from it).
func seat(side int) string { return randomHex(6) + "/" + strconv.Itoa(side) }

// seatSide is the side a seat marks, 0 for every unit.
func seatSide(seat string) int {
	_, n, _ := strings.Cut(seat, "/")
	side, err := strconv.Atoi(n)
	if err != nil || side < 0 || side > MaxSides {
		return -1 // marks nothing
	}
	return side
}

// tableEngine is the game in play as engine/live applies ops to it: each
// op is checked and applied exactly as a tap on this phone is, and saved.
type tableEngine struct{ s *session }

// Apply implements live.Engine. The game is saved by saveTable, in the
// same browser event but after the change has gone out to the other
// phones: a commit waits for no storage.
func (e tableEngine) Apply(op live.Op) error {
	if err := e.s.writable(); err != nil {
		return err
	}
	t, _ := e.s.game()
	if t == nil {
		return errors.New("no game in play")
	}
	err := applyOp(t, op)
	if err == nil {
		e.s.mu.Lock()
		e.s.unsaved = t
		e.s.mu.Unlock()
	}
	return err
}

// applyOp applies one op of the table's log to the game t.
func applyOp(t *Table, op live.Op) error {
	switch op.Kind {
	case live.KindUndo:
		return t.Undo()
	case live.KindRedo:
		return t.Redo()
	case live.KindEvent:
		ev, err := game.UnmarshalEvent(op.Event)
		if err == nil {
			if err = t.apply(ev); err == nil {
				t.history[len(t.history)-1].raw = append(json.RawMessage(nil), op.Event...)
			}
		}
		return err
	}
	return fmt.Errorf("a change of unknown kind %q", op.Kind)
}

// Reset implements live.Resetter: the game starts again from nothing,
// under the same key.
func (e tableEngine) Reset() error {
	t, _ := e.s.game()
	if t == nil {
		return errors.New("no game in play")
	}
	nt := newTable(t.key)
	e.s.mu.Lock()
	e.s.tbl, e.s.unsaved = nt, nt
	e.s.mu.Unlock()
	return nil
}

// host makes lt's node the table's host, with the log it holds as base
// and this phone's rule for who marks what (control).
func (s *session) host(lt *liveTable) { lt.node.Host("", s.control(lt)) }

// HostTable makes this phone the host of a live table for the game in
// play, marking the units of side (0 for every unit).
func HostTable(side int) error { return sess.hostTable(side) }

func (s *session) hostTable(side int) error {
	if err := s.writable(); err != nil {
		return err
	}
	if lt := s.liveTable(); lt != nil {
		return errors.New("this phone is already at a table")
	}
	t, _ := s.game()
	if t == nil {
		return errors.New("no game in play")
	}
	if _, err := t.Log(); err != nil { // every event's JSON, for the entries
		return err
	}
	me := seat(side)
	entries := hostedLog(me, t)
	lt := &liveTable{game: randomHex(8), key: t.key, conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: LiveHost, Side: side}}
	n, err := live.New(me, lt.game, tableEngine{s}, entries)
	if err != nil {
		return err
	}
	lt.node = n
	s.host(lt)
	s.mu.Lock()
	s.lt = lt
	s.mu.Unlock()
	lt.mu.Lock()
	s.saveTable(lt)
	lt.mu.Unlock()
	s.notify()
	return nil
}

// hostedLog is the table's log of a game this phone starts hosting: its
// events, then the events undone before (the first undone last) and as
// many undos, so every guest holds the same redo list as the host.
func hostedLog(me string, t *Table) []live.Entry {
	entries := make([]live.Entry, 0, len(t.history)+2*len(t.undone))
	add := func(op live.Op) {
		entries = append(entries, live.Entry{Seq: len(entries) + 1, By: me, Op: op})
	}
	for _, p := range t.history {
		add(live.Op{Kind: live.KindEvent, Event: p.raw})
	}
	for i := len(t.undone) - 1; i >= 0; i-- {
		add(live.Op{Kind: live.KindEvent, Event: t.undone[i].raw})
	}
	for range t.undone {
		add(live.Op{Kind: live.KindUndo})
	}
	return entries
}

// Invite makes the code for the next guest: a new channel, its offer and
// a one-time secret, in a link to origin's join page (LiveInfo.Invite).
func Invite(origin string) {
	if lt := sess.liveTable(); lt != nil {
		sess.inviteGuest(lt, origin)
	}
}

func (s *session) inviteGuest(lt *liveTable, origin string) {
	if !lt.node.Hosting() {
		return
	}
	lt.mu.Lock()
	if lt.invite != nil {
		lt.invite.close()
	}
	lt.origin = origin
	lt.next++
	id := live.PeerID("guest" + strconv.Itoa(lt.next))
	c, err := newConn(func() {}, func(b []byte) { s.receive(lt, id, b) }, func() { s.lost(lt, id) })
	if err != nil {
		lt.info.Err = err.Error()
		lt.mu.Unlock()
		s.notify()
		return
	}
	lt.invite, lt.inviteID = c, id
	lt.info.Invite, lt.info.Err, lt.info.Busy = "", "", "Making the code…"
	secret := randomHex(12)
	lt.node.NewSecret(secret)
	lt.mu.Unlock()
	s.notify()
	c.offer(func(code string, err error) {
		lt.mu.Lock()
		if lt.invite == c {
			lt.info.Busy = ""
			if err != nil {
				lt.info.Err = "The code could not be made: " + err.Error()
			} else {
				lt.info.Invite = origin + lt.link() + code + "." + secret + "." + lt.game
			}
		}
		lt.mu.Unlock()
		s.notify()
	})
}

// AcceptGuest takes a guest's code (scanned or typed) for the code shown:
// the guest's phone connects and receives the game.
func AcceptGuest(code string) error { return sess.acceptGuest(sess.liveTable(), code) }

func (s *session) acceptGuest(lt *liveTable, code string) error {
	if lt == nil || !lt.node.Hosting() {
		return errors.New("this phone is not hosting a table")
	}
	code = strings.TrimSpace(code)
	lt.mu.Lock()
	c, id := lt.invite, lt.inviteID
	if c == nil {
		lt.mu.Unlock()
		return errors.New("show a code to the guest first (Invite a player)")
	}
	lt.mu.Unlock()
	var failed error
	c.accept(code, func(err error) {
		lt.mu.Lock()
		defer lt.mu.Unlock()
		if err != nil {
			failed = err
			lt.info.Err = "That code does not open a connection: check it with the player's screen, or scan it again."
			println("lancemate: live table: a player's code:", err.Error())
			return
		}
		lt.conns[id] = c
		lt.invite, lt.info.Invite, lt.info.Busy = nil, "", "Connecting…"
	})
	if failed != nil {
		return failed
	}
	s.notify()
	return nil
}

// JoinTable joins the table of the host's link fragment (what follows
// "#" in the link of the host's code), marking the units of side (0 for
// every unit): the answer code to show the host comes in LiveInfo.Answer.
// A phone that was at the same table rejoins it with the game it holds.
func JoinTable(fragment string, side int) error { return sess.joinTable(fragment, side) }

func (s *session) joinTable(fragment string, side int) error {
	if err := s.writable(); err != nil {
		return err
	}
	parts := strings.Split(strings.TrimSpace(fragment), ".")
	if len(parts) != 3 || parts[1] == "" || len(parts[1]) > 128 || !validGameID(parts[2]) {
		return errors.New("this link is not a Lancemate table's code: scan the host's code again")
	}
	offer, secret, gameID := parts[0], parts[1], parts[2]
	if s, err := live.ReadCompact(offer); err != nil || !s.Offer {
		return errors.New("this link's code is damaged or is not a host's: scan the host's code again")
	}
	if side < 0 || side > MaxSides {
		return fmt.Errorf("no side %d", side)
	}
	if !rtcSupported() {
		return errors.New("this browser cannot connect to the host's phone (no WebRTC): open the link in Chrome, Safari or Firefox")
	}
	lt := s.liveTable()
	if lt != nil && lt.game != gameID {
		return errors.New("this phone is at another table: leave it first")
	}
	st := s.store()
	if st == nil {
		return errors.New("storage is not open yet")
	}
	if lt == nil {
		// A phone that was at this table goes on with the game it holds.
		var rec tableRecord
		if found, err := st.Load(tableNS+gameID, &rec); found && err == nil && rec.Kind == "" {
			if lt, err = s.resume(rec); err != nil {
				return fmt.Errorf("this phone's game of this table could not be opened again (%w): leave it under Game › Table first", err)
			}
		}
	}
	if lt == nil {
		// The table's game is a game of its own here: the game this
		// phone had in play stays saved as it was.
		t := newTable(FreshKey(st, "games/"))
		log, err := t.Log()
		if err == nil {
			err = st.SaveJSON(t.key, log)
		}
		if err != nil {
			return err
		}
		s.mu.Lock()
		s.tbl, s.tableLoaded = t, true
		s.mu.Unlock()
		lt = &liveTable{game: gameID, key: t.key, conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: LiveGuest, Side: side}}
		n, err := live.New(seat(side), gameID, tableEngine{s}, nil)
		if err != nil {
			return err
		}
		lt.node = n
		s.mu.Lock()
		s.lt = lt
		s.mu.Unlock()
	}
	return s.connect(lt, offer, secret)
}

// connect opens a guest's channel to the host of offer (its code) with
// the secret of its link: the answer code to show the host comes in
// LiveInfo.Answer, and the guest's hello goes once the channel opens.
func (s *session) connect(lt *liveTable, offer, secret string) error {
	lt.mu.Lock()
	if lt.node.Hosting() {
		// This phone hosted the table and another took over: it follows
		// the new host, handing over what it holds that the host lacks.
		for p, c := range lt.conns {
			c.close()
			delete(lt.conns, p)
		}
		if lt.invite != nil {
			lt.invite.close()
			lt.invite = nil
		}
		lt.info.Role, lt.info.Invite = LiveGuest, ""
	}
	if old := lt.conns[hostPeer]; old != nil {
		old.close()
		delete(lt.conns, hostPeer)
		lt.node.Leave(hostPeer)
	}
	lt.pulse.Forget(hostPeer)
	lt.info.Silent, lt.quietNews = false, false
	lt.secret = secret
	lt.info.Rejoined, lt.info.Missed, lt.endTold = false, 0, false
	c, err := newConn(func() { s.greet(lt) }, func(b []byte) { s.receive(lt, hostPeer, b) }, func() { s.lost(lt, hostPeer) })
	if err != nil {
		lt.mu.Unlock()
		return err
	}
	lt.conns[hostPeer] = c
	lt.info.Answer, lt.info.Err, lt.info.Busy = "", "", "Making your code…"
	lt.mu.Unlock()
	s.notify()
	c.answer(offer, func(code string, err error) {
		lt.mu.Lock()
		lt.info.Busy = ""
		if err != nil {
			lt.info.Err = "This phone could not answer the " + lt.host() + "'s code: " + err.Error()
		} else {
			lt.info.Answer, lt.info.Busy = code, "Waiting for the "+lt.host()+" to take your code…"
		}
		lt.mu.Unlock()
		s.notify()
	})
	return nil
}

// greet is a guest's first message on an open channel: what it holds.
func (s *session) greet(lt *liveTable) {
	lt.mu.Lock()
	sends := lt.node.Join(hostPeer, lt.secret)
	lt.info.Busy = "Receiving the " + lt.what() + "…"
	lt.pulse.Heard(hostPeer, time.Now())
	lt.mu.Unlock()
	s.send(lt, sends)
	s.startBeats()
	s.notify()
}

// receive takes one message from peer p.
func (s *session) receive(lt *liveTable, p live.PeerID, b []byte) {
	lt.mu.Lock()
	had, wasJoined := lt.node.Len(), lt.node.Joined()
	back := lt.pulse.Heard(p, time.Now())
	if back && p == hostPeer {
		lt.info.Silent, lt.quietNews = false, true
	}
	sends, err := lt.node.Receive(p, b)
	if err == nil && !back && live.IsBeat(b) && lt.beatChangesNothing(p) {
		lt.sendLocked(sends) // a host's answer
		lt.mu.Unlock()
		return // nothing to store or to show: a phone hears one a second
	}
	if err != nil {
		lt.info.Refused++
		println("lancemate: live table:", err.Error())
	}
	joined := false
	if lt.node.Hosting() {
		// The guest being connected has joined (a beat from a guest
		// already at the table is not that).
		if _, ok := lt.node.Guests()[p]; ok && p == lt.inviteID && lt.info.Busy == "Connecting…" {
			lt.info.Busy, joined = "", true
			lt.node.NewSecret("") // the code shown was used: the next guest needs a new one
		}
	} else {
		if lt.node.Joined() {
			lt.info.Busy, lt.info.Answer = "", ""
			if !wasJoined && had > 0 {
				lt.info.Rejoined, lt.info.Missed, lt.told = true, max(lt.node.Len()-had, 0), false
			}
		}
		for _, r := range lt.node.Refusals() {
			lt.refused = append(lt.refused, r.Reason)
		}
		if lt.node.Missing() {
			sends = append(sends, lt.node.Join(hostPeer, lt.secret)...)
		}
		if lt.node.Ended() && lt.rec == nil {
			lt.info.Busy, lt.info.Answer = "", ""
		}
	}
	origin, ended := lt.origin, lt.node.Ended()
	lt.sendLocked(sends) // the commit goes on first; storing waits for it
	lt.mu.Unlock()
	if ended && lt.rec != nil {
		// The judge stopped sharing: the copy is this phone's own now.
		s.mu.Lock()
		s.lrEnded = lt.key
		s.mu.Unlock()
		s.leave(lt)
		return
	}
	s.saveTableSoon(lt)
	if joined {
		s.startBeats()
		s.inviteGuest(lt, origin) // the next guest's code, ready to scan
	} else if lt.rec != nil {
		s.notify() // a followed ledger's page draws itself again
	} else {
		s.tableChanged()
	}
}

// beatChangesNothing reports whether a beat just received from p, not
// silent before, leaves this phone's part as it was: always on a host but
// from the guest being connected (whose first message joins it); on a
// guest that is at the table, missing nothing and busy with nothing (a
// beat there would end the wait or ask again for what is missing).
// Called with lt.mu held.
func (lt *liveTable) beatChangesNothing(p live.PeerID) bool {
	if lt.node.Hosting() {
		return p != lt.inviteID || lt.info.Busy != "Connecting…"
	}
	return lt.node.Joined() && !lt.node.Missing() && lt.info.Busy == "" && lt.info.Answer == ""
}

// lost forgets a closed channel: a guest keeps its game and rejoins by
// scanning the host's code again.
func (s *session) lost(lt *liveTable, p live.PeerID) {
	lt.mu.Lock()
	if c := lt.conns[p]; c != nil {
		delete(lt.conns, p)
		lt.node.Leave(p)
		lt.pulse.Forget(p)
		if p == hostPeer {
			lt.info.Silent, lt.quietNews = false, false // gone: Joined says so now
		}
		if p == hostPeer && !lt.node.Ended() { // an ended table says so (receive)
			lt.info.Err = "The " + lt.host() + "'s phone is out of reach. Scan its code again to rejoin: the " + lt.what() + " is kept here."
		}
	}
	if lt.node.Hosting() && lt.info.Busy == "Connecting…" {
		lt.info.Busy = ""
		lt.info.Err = "The player's phone could not be reached: both phones need the same Wi-Fi, or this phone's hotspot. Invite again."
	}
	lt.mu.Unlock()
	s.notify()
}

// startBeats starts, once, the timer that beats for this phone's table
// every live.BeatEvery (beat).
func (s *session) startBeats() {
	s.beatOnce.Do(func() {
		go func() {
			for {
				time.Sleep(live.BeatEvery)
				s.beat()
			}
		}()
	})
}

// beat sends a guest's beat to its host and judges who has gone silent
// (live.Pulse): a guest whose host is silent offers to take over
// (TakeHostSilence, the Table sheet), a host marks a silent guest.
func (s *session) beat() {
	s.mu.Lock()
	tables := []*liveTable{s.lt, s.lr}
	s.mu.Unlock()
	for _, lt := range tables {
		if lt != nil {
			s.beatTable(lt)
		}
	}
}

// beatTable is beat for one table.
func (s *session) beatTable(lt *liveTable) {
	lt.mu.Lock()
	sends := lt.node.Beat()
	quiet := lt.pulse.Tick(time.Now())
	for _, p := range quiet {
		if p == hostPeer && !lt.node.Hosting() {
			lt.info.Silent, lt.quietNews = true, true
		}
	}
	lt.mu.Unlock()
	s.send(lt, sends)
	if len(quiet) > 0 {
		s.notify()
	}
}

// TakeHostSilence reports, once each time it changes, whether this
// guest's host has gone silent (not answered for live.SilentAfter: it may
// have left the network) or answers again.
func TakeHostSilence() (silent, changed bool) {
	lt := sess.liveTable()
	if lt == nil {
		return false, false
	}
	lt.mu.Lock()
	defer lt.mu.Unlock()
	changed = lt.quietNews && !lt.node.Hosting()
	lt.quietNews = false
	return lt.info.Silent, changed
}

// send writes the node's messages to their channels.
func (s *session) send(lt *liveTable, sends []live.Send) {
	lt.mu.Lock()
	defer lt.mu.Unlock()
	lt.sendLocked(sends)
}

// sendLocked writes the node's messages to their channels, with lt.mu
// held.
func (lt *liveTable) sendLocked(sends []live.Send) {
	for _, m := range sends {
		if c := lt.conns[m.To]; c != nil {
			c.send(m.Data)
		}
	}
}

// OnTable has show run, in the browser event that brought it, after each
// message from another phone at the table has been applied and saved (a
// change committed, a refusal, a guest joined), instead of telling every
// subscriber (Subscribe): the game page shows it by writing just the views
// it changed, not through a render of the whole page. It returns the
// function that stops it.
func OnTable(show func()) func() {
	sess.mu.Lock()
	sess.nextSub++
	id := sess.nextSub
	sess.onTable, sess.onTableID = show, id
	sess.mu.Unlock()
	return func() {
		sess.mu.Lock()
		if sess.onTableID == id { // not replaced by a newer page's since
			sess.onTable = nil
		}
		sess.mu.Unlock()
	}
}

// tableChanged shows what a message from another phone changed: through
// OnTable's function when a page set one, else by telling every subscriber.
func (s *session) tableChanged() {
	s.mu.Lock()
	show := s.onTable
	s.mu.Unlock()
	if show == nil {
		s.notify()
		return
	}
	show()
}

// liveDo makes op through the table: the host checks and commits it; a
// guest proposes it and returns ErrSent.
func (s *session) liveDo(lt *liveTable, op live.Op) error {
	lt.mu.Lock()
	_, sends, err := lt.node.Do(op)
	hosting := lt.node.Hosting()
	if err == nil {
		lt.sendLocked(sends) // the change goes out first; storing waits for it
		s.saveTable(lt)
	}
	lt.mu.Unlock()
	if err != nil {
		return err
	}
	if !hosting {
		return ErrSent
	}
	return nil
}

// livePlay plays ev at the table. A guest first tries it on a copy of the
// game, so a roll still to make or a refusal of the rules shows at once.
func (s *session) livePlay(lt *liveTable, ev game.Event) error {
	if !lt.node.Hosting() {
		if err := s.writable(); err != nil {
			return err
		}
		t, _ := s.game()
		if t == nil {
			return errors.New("no game in play")
		}
		if err := t.Copy().Apply(ev); err != nil {
			return err
		}
	}
	b, err := game.MarshalEvent(ev)
	if err != nil {
		return err
	}
	return s.liveDo(lt, live.Op{Kind: live.KindEvent, Event: b})
}

// TakeRejoined reports, once per rejoin, that this guest is back at the
// table and how many changes came in while it was away.
func TakeRejoined() (missed int, ok bool) {
	lt := sess.liveTable()
	if lt == nil {
		return 0, false
	}
	lt.mu.Lock()
	defer lt.mu.Unlock()
	if !lt.info.Rejoined || lt.told || !lt.node.Joined() {
		return 0, false
	}
	lt.told = true
	return lt.info.Missed, true
}

// TakeTableEnded reports, once, that this guest's host ended the table
// (it left it): the game stays here as it is.
func TakeTableEnded() bool {
	lt := sess.liveTable()
	if lt == nil {
		return false
	}
	lt.mu.Lock()
	defer lt.mu.Unlock()
	if !lt.node.Ended() || lt.endTold {
		return false
	}
	lt.endTold = true
	return true
}

// TakeRefusals returns and clears the host's refusals of this phone's
// taps, as the host's phone gave them.
func TakeRefusals() []string {
	lt := sess.liveTable()
	if lt == nil {
		return nil
	}
	lt.mu.Lock()
	defer lt.mu.Unlock()
	r := lt.refused
	lt.refused = nil
	return r
}

// SetAllowAll lets everyone at the table mark every unit, or each phone
// only its side's (the host's setting).
func SetAllowAll(all bool) {
	if lt := sess.liveTable(); lt != nil && lt.node.Hosting() {
		lt.mu.Lock()
		lt.info.AllowAll = all
		sess.saveTable(lt)
		lt.mu.Unlock()
		sess.notify()
	}
}

// saveTableSoon stores the table (saveTable) once the page has painted
// the change just received: a message from another phone is sent on and
// shown first, and stored in a task of its own right after its frame
// (store.AfterPaint), with whatever else came in before it. Storing it
// took a third of a guest's handling of a change (issue 34). A change on
// screen is still handed to the writer within a frame, and a phone that
// loses it all the same gets it again from the host when it rejoins. It
// stores nothing once the phone has left the table. Called without lt.mu.
func (s *session) saveTableSoon(lt *liveTable) {
	st := s.store()
	if st == nil {
		return
	}
	lt.mu.Lock()
	asked := lt.saveDue
	lt.saveDue = true
	lt.mu.Unlock()
	if asked {
		return
	}
	st.AfterPaint(func() {
		s.mu.Lock()
		current := s.lt == lt || s.lr == lt
		s.mu.Unlock()
		lt.mu.Lock()
		defer lt.mu.Unlock()
		if current && lt.saveDue {
			s.saveTable(lt)
		}
	})
}

// LeaveTable closes this phone's channels and forgets the table; the
// game stays saved here, as a game of this phone's own.
func LeaveTable() {
	if lt := sess.liveTable(); lt != nil {
		sess.leave(lt)
	}
}

// leave closes lt's channels, deletes its stored record (a shared
// record's is kept, marked left: tableHead.Left) and forgets it. A
// host first tells its guests the table is over (live.Node.End): their
// channels close a moment later, once that is sent (closing the
// connection at once would drop it).
func (s *session) leave(lt *liveTable) {
	lt.mu.Lock()
	if h, ok := lt.recordHash(); ok {
		// A shared record's table is kept, marked left: see tableHead.Left.
		lt.left = h
		s.saveTable(lt)
		s.forgetCopies()
	} else if st := s.store(); st != nil {
		if err := st.Delete(tableNS + lt.game); err != nil {
			s.problem("The table could not be forgotten: " + err.Error())
		}
	}
	bye := lt.node.End()
	lt.sendLocked(bye)
	conns := make([]*conn, 0, len(lt.conns)+1)
	for p, c := range lt.conns {
		conns = append(conns, c)
		delete(lt.conns, p)
	}
	if lt.invite != nil {
		conns = append(conns, lt.invite)
	}
	lt.mu.Unlock()
	closeAll := func() {
		for _, c := range conns {
			c.close()
		}
	}
	if len(bye) > 0 {
		time.AfterFunc(byeTime, closeAll)
	} else {
		closeAll()
	}
	s.mu.Lock()
	if s.lt == lt {
		s.lt = nil
	}
	if s.lr == lt {
		s.lr = nil
	}
	s.mu.Unlock()
	s.notify()
}

// tableNS holds this phone's part in each live table it is at, one record
// per table (tableNS + the table's game id), so a phone that slept, was
// reloaded or lost the host goes on with the same game: its seat, the
// table's log and the proposals still waiting. Leaving a game's table
// deletes it (the game's own record stays); a shared record's stays,
// marked left (tableHead.Left).
const tableNS = store.NSSettings + "table/"

// seatNotRestored is why a backup's table record is not restored (nor this
// phone's removed by a restore that replaces everything): the seat is the
// phone's that sat at the table, and a second phone holding it would take
// the first one's proposal numbers, so the host would drop taps of one of
// them as already made. The game itself is in the backup as a game.
const seatNotRestored = "this phone's seat at a live table stays with the phone that sat there; the table's game is restored as a game of its own (to play it at the table, join again)"

// tableHead is a stored table but its log.
type tableHead struct {
	Game     string          `json:"game"`
	Seat     string          `json:"seat"`
	Role     string          `json:"role"`
	Side     int             `json:"side"`
	Key      string          `json:"key"`            // the game's record (the shared record's, for kindRecord)
	Kind     string          `json:"kind,omitempty"` // "" for the game in play, kindRecord for a shared journal record
	AllowAll bool            `json:"allowAll,omitempty"`
	Next     int             `json:"next,omitempty"`
	Pending  map[int]live.Op `json:"pending,omitempty"`
	// Left, for a shared record's table this phone is no longer at (the
	// judge stopped sharing, or this phone stopped sharing or following),
	// is a hash of the record's text when it left (leftHash); "" while at
	// the table. The judge shares the record again at the same table, and
	// a follower's copy still as it was then goes on with it (followRecord).
	Left string `json:"left,omitempty"`
}

// tableRecord is a stored table: its head and the log this phone holds.
type tableRecord struct {
	tableHead
	Log []live.Entry `json:"log"`
}

// Validate implements store.Validator: what resumeTable relies on.
func (r tableRecord) Validate() error {
	switch {
	case !validGameID(r.Game):
		return fmt.Errorf("the table's game id %q is not one", r.Game)
	case r.Role != LiveHost && r.Role != LiveGuest:
		return fmt.Errorf("the role %q is neither host nor guest", r.Role)
	case seatSide(r.Seat) != r.Side:
		return fmt.Errorf("the seat %q does not mark side %d", r.Seat, r.Side)
	case r.Kind == "" && !strings.HasPrefix(r.Key, store.NSGames):
		return fmt.Errorf("the game's key %q is not a game's", r.Key)
	case r.Kind == kindRecord && !strings.HasPrefix(r.Key, store.NSLedger):
		return fmt.Errorf("the shared record's key %q is not a ledger's", r.Key)
	case r.Kind != "" && r.Kind != kindRecord:
		return fmt.Errorf("the table shares something of an unknown kind %q", r.Kind)
	}
	for i, e := range r.Log {
		if e.Seq != i+1 {
			return fmt.Errorf("entry %d has sequence number %d", i+1, e.Seq)
		}
	}
	return nil
}

// validGameID reports whether id can be a table's game id: the host makes
// it of hex digits; it names a stored record here.
func validGameID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for _, c := range id {
		if (c < '0' || c > '9') && (c < 'a' || c > 'z') {
			return false
		}
	}
	return true
}

// savedEntry is one entry of the log as stored, written once.
type savedEntry struct {
	e   live.Entry
	raw []byte
}

// saveTable stores this phone's part in the table (called with lt.mu
// held, after every change of the node), and the game when the table
// changed it (tableEngine.Apply). Each entry's JSON is written once and
// kept, as the game's events are (Table.Log).
func (s *session) saveTable(lt *liveTable) {
	lt.saveDue = false
	st := s.store()
	if st == nil {
		return
	}
	head := tableHead{Game: lt.game, Seat: lt.node.Seat(), Role: lt.info.Role, Side: lt.info.Side, Key: lt.key, AllowAll: lt.info.AllowAll, Left: lt.left}
	if lt.rec != nil {
		head.Kind = kindRecord
	}
	if !lt.node.Hosting() {
		head.Next, head.Pending = lt.node.Proposals()
	}
	hb, _ := json.Marshal(head) // a tableHead always marshals
	log := lt.node.Log()
	keep := 0
	for keep < len(log) && keep < len(lt.saved) && sameEntry(lt.saved[keep].e, log[keep]) {
		keep++
	}
	lt.saved = lt.saved[:keep]
	var b strings.Builder
	b.Write(hb[:len(hb)-1])
	b.WriteString(`,"log":[`)
	for i, e := range log {
		if i >= keep {
			raw, _ := json.Marshal(e) // an Entry always marshals
			lt.saved = append(lt.saved, savedEntry{e, raw})
		}
		if i > 0 {
			b.WriteByte(',')
		}
		b.Write(lt.saved[i].raw)
	}
	b.WriteString(`]}`)
	recs := [][2]string{{tableNS + lt.game, b.String()}}
	if lt.rec != nil {
		if text, ok, err := lt.rec.changed(); err != nil {
			s.problem("The shared record could not be saved: " + err.Error())
		} else if ok {
			recs = append(recs, [2]string{lt.key, string(text)})
		}
	} else if t := s.takeUnsaved(); t != nil {
		log, err := t.Log()
		if err != nil {
			s.problem("The game could not be saved: " + err.Error())
		} else {
			recs = append(recs, [2]string{t.key, log})
		}
	}
	// The record and the table's log in one hand-off to the writer.
	if err := st.SaveJSONs(recs...); err != nil {
		s.problem("The table's " + lt.what() + " could not be saved: " + err.Error())
	}
}

// takeUnsaved returns and forgets the game the table changed and
// saveTable has not stored yet.
func (s *session) takeUnsaved() *Table {
	s.mu.Lock()
	defer s.mu.Unlock()
	t := s.unsaved
	s.unsaved = nil
	return t
}

// sameEntry reports whether two entries are the same.
func sameEntry(a, b live.Entry) bool {
	return a.Seq == b.Seq && a.By == b.By && a.ID == b.ID && a.Op.Kind == b.Op.Kind && bytes.Equal(a.Op.Event, b.Op.Event)
}

// resumeTable goes back to the table stored for the game in play, if
// there is one (the app was closed or reloaded at a table): a guest is
// not connected until it scans the host's code again; a host shows new
// codes to the phones that were at its table.
func (s *session) resumeTable() *liveTable {
	t, _ := s.game()
	st := s.store()
	if t == nil || st == nil {
		return nil
	}
	for _, k := range st.Keys(tableNS) {
		var rec tableRecord
		if found, err := st.Load(k, &rec); !found || err != nil || rec.Key != t.key || rec.Kind != "" {
			continue
		}
		lt, err := s.resume(rec)
		if err != nil {
			s.problem("The table this game was played at could not be opened again (" + err.Error() + "): the game is kept on this phone as it was.")
			return nil
		}
		return lt
	}
	return nil
}

// resume makes the stored table rec this phone's table: its game, made
// again from the table's log under its own key, is the game in play.
func (s *session) resume(rec tableRecord) (*liveTable, error) {
	t := newTable(rec.Key)
	for _, e := range rec.Log {
		if err := applyOp(t, e.Op); err != nil {
			return nil, fmt.Errorf("entry %d: %w", e.Seq, err)
		}
	}
	lt := &liveTable{game: rec.Game, key: rec.Key, conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: rec.Role, Side: rec.Side, AllowAll: rec.AllowAll}}
	n, err := live.New(rec.Seat, rec.Game, tableEngine{s}, rec.Log)
	if err != nil {
		return nil, err
	}
	n.Resume(rec.Next, rec.Pending)
	lt.node = n
	if rec.Role == LiveHost {
		s.host(lt)
	} else {
		// A guest's taps wait for its host from now on (its hello is
		// sent when it scans the host's code again).
		n.Join(hostPeer, "")
	}
	s.mu.Lock()
	s.tbl, s.tableLoaded, s.lt = t, true, lt
	s.mu.Unlock()
	s.save(t)
	s.notify()
	return lt, nil
}

// StoredTable reports whether this phone was at the table of the host's
// link fragment (it is at it now, or stored it), and the side it marks
// there: scanning the host's code again rejoins it.
func StoredTable(fragment string) (side int, ok bool) {
	parts := strings.Split(strings.TrimSpace(fragment), ".")
	if len(parts) != 3 || !validGameID(parts[2]) {
		return 0, false
	}
	if lt := sess.liveTable(); lt != nil {
		return lt.info.Side, lt.game == parts[2]
	}
	st := sess.store()
	if st == nil {
		return 0, false
	}
	var rec tableRecord
	if found, err := st.Load(tableNS+parts[2], &rec); !found || err != nil || rec.Kind != "" {
		return 0, false
	}
	return rec.Side, true
}

// TakeOver makes this guest the table's host with the log it holds, when
// the host's phone is gone: its code for the next player is shown at
// once (a link to origin's join page), and the other phones rejoin by
// scanning it, handing over any change they hold that this phone missed.
func TakeOver(origin string) error { return sess.takeOver(origin) }

func (s *session) takeOver(origin string) error {
	if err := s.writable(); err != nil {
		return err
	}
	lt := s.liveTable()
	if lt == nil || lt.node.Hosting() {
		return errors.New("this phone is not a guest at a table")
	}
	lt.mu.Lock()
	if c := lt.conns[hostPeer]; c != nil {
		c.close()
		delete(lt.conns, hostPeer)
	}
	lt.node.Leave(hostPeer)
	lt.pulse.Forget(hostPeer)
	lt.info.Silent = false
	s.host(lt)
	lt.info.Role, lt.info.Answer, lt.info.Busy, lt.info.Err, lt.info.Rejoined = LiveHost, "", "", "", false
	for _, r := range lt.node.Refusals() { // its own taps that were waiting, refused here
		lt.refused = append(lt.refused, r.Reason)
	}
	s.saveTable(lt)
	lt.mu.Unlock()
	s.inviteGuest(lt, origin)
	return nil
}
