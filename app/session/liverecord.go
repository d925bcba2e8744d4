package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"hash/fnv"
	"strconv"
	"strings"

	"lancemate/app/store"
	"lancemate/engine/journal"
	"lancemate/engine/live"
)

// Shared records: a journal record (a Solaris Melee Challenge event's
// ledger) kept by one phone, the judge's, and followed live and read-only
// by the players' phones, through the same live table as the game in play
// (live.go, engine/live): the judge's phone hosts; each change it makes on
// the record (Record.Commit, with the page's previews and dice) is entered
// in the table's log as made and sent to every follower, which applies it
// to its own copy. A follower's change is refused at the tap
// (ErrFollowing) and by the host (live.HostOnly). A phone may be at one
// game table and share or follow one record at the same time (session.lt
// and session.lr).

// kindRecord is a stored table's Kind when it shares a journal record.
const kindRecord = "record"

// FollowPrefix starts the fragment of a judge's code, after the ledger
// page's path: /ledger#follow.<code>.<secret>.<table id>.
const FollowPrefix = "follow."

// ledgerPage is the page that shows ledgers, the one a judge's code opens.
const ledgerPage = "/ledger"

// ErrFollowing refuses a change to a record this phone follows.
var ErrFollowing = errors.New("this ledger follows the judge's phone live: only the judge's phone records in it")

// sharedJournal is what a live table uses of a journal, whatever its
// state (journal.Journal[S] has it): an interface, so the app carries one
// copy of the sharing code for every kind of journal it keeps.
type sharedJournal interface {
	Len() int
	CanRedo() bool
	Undo() error
	Redo() error
	MarshalJSON() ([]byte, error)
	Load(saved []byte) error
}

// sharedRecord is a journal record as a live table shares it: its ops
// are the journal's events as a saved journal holds them, undos and
// redos.
type sharedRecord struct {
	key   string                   // the record's key
	j     sharedJournal            // its journal
	apply func(event []byte) error // reads one event as a saved journal holds it and applies it
	made  bool                     // the op being committed was already made on the journal (the host's own change, Record.Commit)
	dirty bool                     // the journal changed since saveTable last stored it
	text  []byte                   // the journal as the host's change left it (commitShared), nil when not known
}

// shareOf is r, whose events reg reads, as a live table shares it.
func shareOf[S any](r *Record[S], reg *journal.Registry[S]) *sharedRecord {
	j := r.Journal
	return &sharedRecord{key: r.Key, j: j, apply: func(b []byte) error {
		ev, err := reg.Unmarshal(b)
		if err != nil {
			return err
		}
		return j.Apply(ev)
	}}
}

// Apply implements live.Engine.
func (b *sharedRecord) Apply(op live.Op) error {
	if b.made {
		b.made, b.dirty = false, true
		return nil
	}
	var err error
	switch op.Kind {
	case live.KindUndo:
		err = b.j.Undo()
	case live.KindRedo:
		err = b.j.Redo()
	case live.KindEvent:
		err = b.apply(op.Event)
	default:
		err = fmt.Errorf("a change of unknown kind %q", op.Kind)
	}
	if err == nil {
		b.dirty, b.text = true, nil
	}
	return err
}

// emptyJournal is a saved journal with nothing in it.
var emptyJournal = []byte(`{"log":[]}`)

// Reset implements live.Resetter.
func (b *sharedRecord) Reset() error {
	b.dirty, b.text = true, nil
	return b.j.Load(emptyJournal)
}

// changed returns the record's text when the table changed it since it
// was last asked, for saveTable to store with the table's log.
func (b *sharedRecord) changed() ([]byte, bool, error) {
	if !b.dirty {
		return nil, false, nil
	}
	b.dirty = false
	if b.text != nil {
		return b.text, true, nil
	}
	text, err := b.j.MarshalJSON()
	return text, true, err
}

// journalLog is the table's log of a journal a phone starts sharing: its
// events, then its undone events (the first undone last) and as many
// undos, so every follower holds the same redo list.
func journalLog(me string, j sharedJournal) ([]live.Entry, error) {
	b, err := j.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var saved struct {
		Log, Redo []json.RawMessage
	}
	if err := json.Unmarshal(b, &saved); err != nil {
		return nil, err
	}
	entries := make([]live.Entry, 0, len(saved.Log)+2*len(saved.Redo))
	add := func(op live.Op) {
		entries = append(entries, live.Entry{Seq: len(entries) + 1, By: me, Op: op})
	}
	for _, ev := range saved.Log {
		add(live.Op{Kind: live.KindEvent, Event: ev})
	}
	for i := len(saved.Redo) - 1; i >= 0; i-- {
		add(live.Op{Kind: live.KindEvent, Event: saved.Redo[i]})
	}
	for range saved.Redo {
		add(live.Op{Kind: live.KindUndo})
	}
	return entries, nil
}

// HostRecord shares the record r, whose events reg reads, live from this
// phone (the judge's): the code for the first follower is made at once
// (InviteFollower).
func HostRecord[S any](r *Record[S], reg *journal.Registry[S], origin string) error {
	sr := shareOf(r, reg)
	err := sess.hostRecord(sr, origin)
	if err == nil && sess.tableOf(sr) != nil {
		r.share = sr
	}
	return err
}

func (s *session) hostRecord(r *sharedRecord, origin string) error {
	if err := s.writable(); err != nil {
		return err
	}
	s.mu.Lock()
	cur := s.lr
	s.mu.Unlock()
	if cur != nil {
		if cur.key == r.key && cur.node.Hosting() {
			s.inviteGuest(cur, origin)
			return nil
		}
		return errors.New("this phone already shares or follows another ledger: stop that first")
	}
	game, me := randomHex(8), seat(0)
	if rec, ok := s.leftTable(func(h tableHead) bool { return h.Role == LiveHost && h.Key == r.key }); ok {
		// Shared again: at the same table, so a player's copy goes on.
		game, me = rec.Game, rec.Seat
	}
	entries, err := journalLog(me, r.j)
	if err != nil {
		return fmt.Errorf("the ledger could not be shared: %w", err)
	}
	lt := &liveTable{game: game, key: r.key, rec: r, joinAt: ledgerPage + "#" + FollowPrefix,
		conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: LiveHost}}
	if lt.node, err = live.New(me, lt.game, lt.rec, entries); err != nil {
		return err
	}
	lt.node.Host("", live.HostOnly(me))
	s.mu.Lock()
	s.lr = lt
	s.mu.Unlock()
	lt.mu.Lock()
	s.saveTable(lt)
	lt.mu.Unlock()
	s.inviteGuest(lt, origin)
	return nil
}

// LiveRecord is the live table of the record key, as its page shows it
// (Role "" when the record is neither shared nor followed).
func LiveRecord(key string) LiveInfo {
	sess.mu.Lock()
	lt := sess.lr
	sess.mu.Unlock()
	if lt == nil || lt.key != key {
		return LiveInfo{}
	}
	lt.mu.Lock()
	defer lt.mu.Unlock()
	info := lt.info
	info.Guests, info.Quiet = nil, nil
	if lt.node.Hosting() {
		for p := range lt.node.Guests() {
			info.Guests = append(info.Guests, 0)
			info.Quiet = append(info.Quiet, lt.pulse.Silent(p))
		}
	} else {
		info.Joined = lt.node.Joined()
	}
	return info
}

// sharedTable returns the live table of a shared or followed record.
func (s *session) sharedTable() *liveTable {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.lr
}

// InviteFollower makes the code for the next phone to follow the shared
// record (LiveRecord's Invite).
func InviteFollower(origin string) {
	if lt := sess.sharedTable(); lt != nil {
		sess.inviteGuest(lt, origin)
	}
}

// AcceptFollower takes a follower's code (scanned or typed) for the code
// shown: that phone connects and receives the record.
func AcceptFollower(code string) error { return sess.acceptGuest(sess.sharedTable(), code) }

// StopSharing closes this phone's channels to the shared or followed
// record's table; the record stays saved here as it is (a follower's copy
// becomes a record of this phone's own, known as a copy: FollowedCopy),
// and the table is kept, marked left, for sharing or following again.
func StopSharing() {
	if lt := sess.sharedTable(); lt != nil {
		sess.leave(lt)
	}
}

// TakeSharingEnded reports, once, that the judge stopped sharing the
// record key this phone followed: the copy here is this phone's own now.
func TakeSharingEnded(key string) bool {
	sess.mu.Lock()
	defer sess.mu.Unlock()
	if key == "" || sess.lrEnded != key {
		return false
	}
	sess.lrEnded = ""
	return true
}

// followLink splits the fragment of a judge's code (after FollowPrefix)
// into the host's code, the secret and the table's id.
func followLink(fragment string) (offer, secret, id string, err error) {
	rest, ok := strings.CutPrefix(strings.TrimSpace(fragment), FollowPrefix)
	parts := strings.Split(rest, ".")
	if !ok || len(parts) != 3 || parts[1] == "" || len(parts[1]) > 128 || !validGameID(parts[2]) {
		return "", "", "", errors.New("this link is not a Lancemate ledger's code: scan the judge's code again")
	}
	if s, err := live.ReadCompact(parts[0]); err != nil || !s.Offer {
		return "", "", "", errors.New("this link's code is damaged or is not a judge's: scan the judge's code again")
	}
	return parts[0], parts[1], parts[2], nil
}

// CheckFollowLink says what is wrong with the fragment of a judge's code
// (FollowPrefix included), nil when it can be followed.
func CheckFollowLink(fragment string) error {
	_, _, _, err := followLink(fragment)
	return err
}

// FollowedKey reports whether this phone follows, or followed, the table
// of a judge's code, and the key of its copy of the record there. changed
// says it holds a copy it has changed since it stopped following: following
// again then makes a new copy, and leaves that one as it is.
func FollowedKey(fragment string) (key string, ok, changed bool) {
	rest, _ := strings.CutPrefix(strings.TrimSpace(fragment), FollowPrefix)
	parts := strings.Split(rest, ".")
	if len(parts) != 3 || !validGameID(parts[2]) {
		return "", false, false
	}
	if lt := sess.sharedTable(); lt != nil {
		return lt.key, lt.game == parts[2], false
	}
	st := sess.store()
	if st == nil {
		return "", false, false
	}
	var rec tableHead
	if found, err := st.Load(tableNS+parts[2], &rec); !found || err != nil || rec.Kind != kindRecord {
		return "", false, false
	}
	if !copyAsLeft(st, rec) {
		return "", false, rec.Role == LiveGuest && st.Has(rec.Key)
	}
	return rec.Key, true, false
}

// copyAsLeft reports whether the record of the table h is stored here as
// this phone left the table (always true while it is at the table): a
// follower's copy that following again may go on with. A copy changed
// or deleted since is not; following again makes a new copy, and the
// changed one stays as it is.
func copyAsLeft(st *store.Store, h tableHead) bool {
	if h.Left == "" {
		return true
	}
	var text json.RawMessage
	found, err := st.Load(h.Key, &text)
	return found && err == nil && leftHash(text) == h.Left
}

// recordHash is leftHash of the text of the record lt shares; false for a
// game's table, or a record that cannot be written.
func (lt *liveTable) recordHash() (string, bool) {
	if lt.rec == nil {
		return "", false
	}
	text, err := lt.rec.j.MarshalJSON()
	return leftHash(text), err == nil
}

// leftHash is tableHead.Left for a record's text.
func leftHash(text []byte) string {
	f := fnv.New64a()
	f.Write(text)
	return strconv.FormatUint(f.Sum64(), 36)
}

// leftTable returns the first stored table this phone left (tableHead.Left)
// whose head matches.
func (s *session) leftTable(match func(tableHead) bool) (tableRecord, bool) {
	st := s.store()
	if st == nil {
		return tableRecord{}, false
	}
	for _, k := range st.Keys(tableNS) {
		var rec tableRecord
		if found, err := st.Load(k, &rec); found && err == nil && rec.Kind == kindRecord && rec.Left != "" && match(rec.tableHead) {
			return rec, true
		}
	}
	return tableRecord{}, false
}

// FollowedCopy reports whether the record key is a copy of a record
// another phone shared, which this phone no longer follows (the judge
// stopped sharing, or this phone stopped following).
func FollowedCopy(key string) bool {
	sess.mu.Lock()
	copies := sess.copies
	sess.mu.Unlock()
	if copies == nil {
		copies = map[string]bool{}
		if st := sess.store(); st != nil {
			for _, k := range st.Keys(tableNS) {
				var h tableHead
				if found, err := st.Load(k, &h); found && err == nil && h.Kind == kindRecord && h.Left != "" && h.Role == LiveGuest {
					copies[h.Key] = true
				}
			}
		}
		sess.mu.Lock()
		sess.copies = copies
		sess.mu.Unlock()
	}
	return copies[key]
}

// forgetCopies makes FollowedCopy read the stored tables again (a table
// was left, or followed again).
func (s *session) forgetCopies() {
	s.mu.Lock()
	s.copies = nil
	s.mu.Unlock()
}

// FollowRecord follows the record of a judge's code (the link's fragment,
// FollowPrefix included), kept in namespace ns as a journal made by fresh
// whose events reg reads:
// the answer code to show the judge comes in LiveRecord's Answer. A phone
// that followed the same table goes on with its copy and receives only
// what it missed. It returns the key of the copy here.
func FollowRecord[S any](ns, fragment string, fresh func() *journal.Journal[S], reg *journal.Registry[S]) (string, error) {
	return sess.followRecord(fragment, ns, func(key string) *sharedRecord {
		return shareOf(&Record[S]{Key: key, Journal: fresh()}, reg)
	})
}

// followRecord is FollowRecord; record makes a record of the right kind
// under a key.
func (s *session) followRecord(fragment, ns string, record func(key string) *sharedRecord) (string, error) {
	if err := s.writable(); err != nil {
		return "", err
	}
	offer, secret, id, err := followLink(fragment)
	if err != nil {
		return "", err
	}
	if !rtcSupported() {
		return "", errors.New("this browser cannot connect to the judge's phone (no WebRTC): open the link in Chrome, Safari or Firefox")
	}
	lt, err := s.followTable(id, ns, record)
	if err != nil {
		return "", err
	}
	return lt.key, s.connect(lt, offer, secret)
}

// followTable makes the table id, shared from another phone, this phone's
// shared record's, not yet connected: the copy this phone holds of it if
// it followed it before and the copy is as it left it, else a new copy in
// namespace ns.
func (s *session) followTable(id, ns string, record func(key string) *sharedRecord) (*liveTable, error) {
	st := s.store()
	if st == nil {
		return nil, errors.New("storage is not open yet")
	}
	defer s.forgetCopies()
	lt := s.sharedTable()
	if lt != nil && lt.game != id {
		return nil, errors.New("this phone already shares or follows another ledger: stop that first")
	}
	if lt != nil {
		return lt, nil
	}
	var rec tableRecord
	if found, err := st.Load(tableNS+id, &rec); found && err == nil && rec.Kind == kindRecord && rec.Role == LiveGuest && copyAsLeft(st, rec.tableHead) {
		lt, err := s.resumeRecord(record(rec.Key), rec)
		if err != nil {
			return nil, fmt.Errorf("this phone's copy of the ledger could not be opened again (%w): stop following it first", err)
		}
		return lt, nil
	}
	r := record(FreshKey(st, ns))
	text, err := r.j.MarshalJSON()
	if err == nil {
		err = st.SaveJSON(r.key, string(text))
	}
	if err != nil {
		return nil, err
	}
	lt = &liveTable{game: id, key: r.key, rec: r, conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: LiveGuest}}
	if lt.node, err = live.New(seat(0), id, lt.rec, nil); err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.lr = lt
	s.mu.Unlock()
	return lt, nil
}

// resumeRecord makes the stored table rec, sharing the record r, this
// phone's shared record: r's journal is made again from the table's log,
// so the two cannot disagree after a crash between their writes. A host
// hosts again (the followers scan its next code); a follower is not
// connected until it scans the judge's code again.
func (s *session) resumeRecord(book *sharedRecord, rec tableRecord) (*liveTable, error) {
	if err := book.Reset(); err != nil {
		return nil, err
	}
	for _, e := range rec.Log {
		if err := book.Apply(e.Op); err != nil {
			return nil, fmt.Errorf("entry %d: %w", e.Seq, err)
		}
	}
	lt := &liveTable{game: rec.Game, key: rec.Key, rec: book, conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: rec.Role}}
	n, err := live.New(rec.Seat, rec.Game, book, rec.Log)
	if err != nil {
		return nil, err
	}
	lt.node = n
	if rec.Role == LiveHost {
		lt.joinAt = ledgerPage + "#" + FollowPrefix
		n.Host("", live.HostOnly(rec.Seat))
	} else {
		n.Join(hostPeer, "")
	}
	s.mu.Lock()
	s.lr = lt
	s.mu.Unlock()
	lt.mu.Lock()
	s.saveTable(lt)
	lt.mu.Unlock()
	return lt, nil
}

// AdoptShared is for the records a page has just read (LoadRecords) that
// can be shared live, whose events reg reads: the one the live table shares or follows gets the
// table's own journal (the page and the table then change one journal,
// and its changes go through the table: Record.Commit), and, the first
// time, a table stored for one of them is opened again (the app was
// closed or reloaded).
func AdoptShared[S any](recs []*Record[S], reg *journal.Registry[S]) {
	shared := make([]*sharedRecord, len(recs))
	for i, r := range recs {
		shared[i] = shareOf(r, reg)
	}
	if i, sr := sess.adopt(shared); i >= 0 {
		if j, ok := sr.j.(*journal.Journal[S]); ok {
			recs[i].Journal, recs[i].share = j, sr
		}
	}
}

// adopt is AdoptShared: the index of the record the live table shares
// and the table's part; -1 for none.
func (s *session) adopt(recs []*sharedRecord) (int, *sharedRecord) {
	s.mu.Lock()
	lt, resume := s.lr, s.lr == nil && !s.lrResumed
	if resume {
		s.lrResumed = true
	}
	s.mu.Unlock()
	if lt != nil {
		for i, r := range recs {
			if r.key == lt.key {
				return i, lt.rec
			}
		}
		return -1, nil
	}
	st := s.store()
	if !resume || st == nil {
		return -1, nil
	}
	for _, k := range st.Keys(tableNS) {
		var rec tableRecord
		if found, err := st.Load(k, &rec); !found || err != nil || rec.Kind != kindRecord || rec.Left != "" {
			continue
		}
		for i, r := range recs {
			if r.key != rec.Key {
				continue
			}
			_, err := s.resumeRecord(r, rec)
			if err == nil {
				return i, r
			}
			// The journal, emptied by the attempt, is read again as stored.
			s.problem("The live table of the ledger " + rec.Key + " could not be opened again (" + err.Error() + "): the ledger is kept as it was.")
			var text json.RawMessage
			if _, lerr := st.Load(rec.Key, &text); lerr == nil {
				if lerr = r.j.Load(text); lerr != nil {
					s.problem("The ledger " + rec.Key + " could not be read again: " + lerr.Error())
				}
			}
			return -1, nil
		}
	}
	return -1, nil
}

// commitShared is Record.Commit for a record at a live table: refused on
// a follower; on the host, f makes the change on the journal and the
// change is entered in the table's log as made (one op: an event, an undo
// or a redo), sent to every follower and stored with the log.
func commitShared(lt *liveTable, f func() error) error {
	book, r := lt.rec, lt.rec.j
	lt.mu.Lock()
	defer lt.mu.Unlock()
	if !lt.node.Hosting() {
		return ErrFollowing
	}
	n0 := r.Len()
	if err := f(); err != nil {
		return err
	}
	text, err := r.MarshalJSON()
	var op live.Op
	made := false
	if err == nil {
		op, made, err = madeOp(text, n0, r.CanRedo())
	}
	if err == nil && !made {
		return nil // nothing changed
	}
	if err == nil {
		book.made = true
		_, sends, derr := lt.node.Do(op)
		book.made, err = false, derr
		if err == nil {
			book.text = text
			lt.sendLocked(sends) // the change goes out first; storing waits for it
			sess.saveTable(lt)
			return nil
		}
	}
	// The change cannot be shared: the journal goes back to the table's log.
	if rerr := book.Reset(); rerr != nil {
		return fmt.Errorf("the ledger could not be made again from the table's log: %w", rerr)
	}
	for _, e := range lt.node.Log() {
		if rerr := book.Apply(e.Op); rerr != nil {
			return fmt.Errorf("the ledger could not be made again from the table's log (entry %d: %w)", e.Seq, rerr)
		}
	}
	return fmt.Errorf("the change could not be shared: %w", err)
}

// madeOp is the one op that took a journal from n0 events to text (the
// journal now, as saved), whose redo list is now empty unless canRedo.
// Only an undo shortens the log. A redo lengthens it and leaves its
// redo list short by one; a new event empties the list: a redo that
// empties it gives the same journal as the event it makes again, so the
// event is sent. made is false when nothing changed.
func madeOp(text []byte, n0 int, canRedo bool) (op live.Op, made bool, err error) {
	var saved struct{ Log []json.RawMessage }
	if err := json.Unmarshal(text, &saved); err != nil {
		return live.Op{}, false, err
	}
	switch n := len(saved.Log); {
	case n == n0:
		return live.Op{}, false, nil
	case n == n0-1:
		return live.Op{Kind: live.KindUndo}, true, nil
	case n == n0+1 && canRedo:
		return live.Op{Kind: live.KindRedo}, true, nil
	case n == n0+1:
		return live.Op{Kind: live.KindEvent, Event: saved.Log[n-1]}, true, nil
	default:
		return live.Op{}, false, fmt.Errorf("the ledger went from %d events to %d at once", n0, n)
	}
}

// tableOf returns the live table that shares sr, nil when none does now
// (the record is no longer shared or followed, or sr is nil).
func (s *session) tableOf(sr *sharedRecord) *liveTable {
	lt := s.sharedTable()
	if sr == nil || lt == nil || lt.rec != sr {
		return nil
	}
	return lt
}
