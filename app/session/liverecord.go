package session

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

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

// sharedRecord is a journal record a live table shares (recordBook).
type sharedRecord interface {
	live.Engine
	live.Resetter
	// changed returns the record's text when the table changed it since
	// it was last asked, for saveTable to store with the table's log.
	changed() (text []byte, ok bool, err error)
}

// recordBook is a journal record as a live table shares it.
type recordBook[S any] struct {
	rec   *Record[S]
	made  bool // the op being committed was already made on the journal (the host's own change, Record.Commit)
	dirty bool // the journal changed since saveTable last stored it
}

// Apply implements live.Engine.
func (b *recordBook[S]) Apply(op live.Op) error {
	if b.made {
		b.made, b.dirty = false, true
		return nil
	}
	if err := (live.Journal[S]{J: b.rec.Journal}).Apply(op); err != nil {
		return err
	}
	b.dirty = true
	return nil
}

// Reset implements live.Resetter.
func (b *recordBook[S]) Reset() error {
	b.rec.Journal.Reset()
	b.dirty = true
	return nil
}

func (b *recordBook[S]) changed() ([]byte, bool, error) {
	if !b.dirty {
		return nil, false, nil
	}
	b.dirty = false
	text, err := json.Marshal(b.rec.Journal)
	return text, true, err
}

// journalLog is the table's log of a journal a phone starts sharing: its
// events, then its undone events (the first undone last) and as many
// undos, so every follower holds the same redo list.
func journalLog[S any](me string, j *journal.Journal[S]) ([]live.Entry, error) {
	b, err := json.Marshal(j)
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

// HostRecord shares the record r live from this phone (the judge's):
// the code for the first follower is made at once (InviteFollower).
func HostRecord[S any](r *Record[S], origin string) error {
	s := sess
	if err := s.writable(); err != nil {
		return err
	}
	s.mu.Lock()
	cur := s.lr
	s.mu.Unlock()
	if cur != nil {
		if cur.key == r.Key && cur.node.Hosting() {
			s.inviteGuest(cur, origin)
			return nil
		}
		return errors.New("this phone already shares or follows another ledger: stop that first")
	}
	me := seat(0)
	entries, err := journalLog(me, r.Journal)
	if err != nil {
		return fmt.Errorf("the ledger could not be shared: %w", err)
	}
	lt := &liveTable{game: randomHex(8), key: r.Key, rec: &recordBook[S]{rec: r}, joinAt: ledgerPage + "#" + FollowPrefix,
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
// record's table and forgets the table; the record stays saved here as it
// is (a follower's copy becomes a record of this phone's own).
func StopSharing() {
	if lt := sess.sharedTable(); lt != nil {
		sess.leave(lt)
	}
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

// FollowedKey reports whether this phone follows, or followed, the table
// of a judge's code, and the key of its copy of the record there.
func FollowedKey(fragment string) (key string, ok bool) {
	rest, _ := strings.CutPrefix(strings.TrimSpace(fragment), FollowPrefix)
	parts := strings.Split(rest, ".")
	if len(parts) != 3 || !validGameID(parts[2]) {
		return "", false
	}
	if lt := sess.sharedTable(); lt != nil {
		return lt.key, lt.game == parts[2]
	}
	st := sess.store()
	if st == nil {
		return "", false
	}
	var rec tableRecord
	if found, err := st.Load(tableNS+parts[2], &rec); !found || err != nil || rec.Kind != kindRecord {
		return "", false
	}
	return rec.Key, true
}

// FollowRecord follows the record of a judge's code (the link's fragment,
// FollowPrefix included), kept in namespace ns as a journal made by fresh:
// the answer code to show the judge comes in LiveRecord's Answer. A phone
// that followed the same table goes on with its copy and receives only
// what it missed. It returns the key of the copy here.
func FollowRecord[S any](ns, fragment string, fresh func() *journal.Journal[S]) (string, error) {
	s := sess
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
	st := s.store()
	if st == nil {
		return "", errors.New("storage is not open yet")
	}
	lt := s.sharedTable()
	if lt != nil && lt.game != id {
		return "", errors.New("this phone already shares or follows another ledger: stop that first")
	}
	if lt == nil {
		var rec tableRecord
		if found, err := st.Load(tableNS+id, &rec); found && err == nil && rec.Kind == kindRecord {
			r := &Record[S]{Key: rec.Key, Journal: fresh()}
			if lt, err = resumeRecord(r, rec); err != nil {
				return "", fmt.Errorf("this phone's copy of the ledger could not be opened again (%w): stop following it first", err)
			}
		}
	}
	if lt == nil {
		r, err := NewRecord(ns, fresh())
		if err != nil {
			return "", err
		}
		lt = &liveTable{game: id, key: r.Key, rec: &recordBook[S]{rec: r}, conns: map[live.PeerID]*conn{}, info: LiveInfo{Role: LiveGuest}}
		if lt.node, err = live.New(seat(0), id, lt.rec, nil); err != nil {
			return "", err
		}
		s.mu.Lock()
		s.lr = lt
		s.mu.Unlock()
	}
	return lt.key, s.connect(lt, offer, secret)
}

// resumeRecord makes the stored table rec, sharing the record r, this
// phone's shared record: r's journal is made again from the table's log,
// so the two cannot disagree after a crash between their writes. A host
// hosts again (the followers scan its next code); a follower is not
// connected until it scans the judge's code again.
func resumeRecord[S any](r *Record[S], rec tableRecord) (*liveTable, error) {
	s := sess
	book := &recordBook[S]{rec: r}
	r.Journal.Reset()
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

// adoptShared puts the live table's own record in place of the one just
// read for the same key (the page and the table then change one
// journal), and, the first time records are read, goes back to a shared
// record's table stored for one of them (the app was closed or reloaded).
func adoptShared[S any](recs []*Record[S]) {
	s := sess
	s.mu.Lock()
	lt, resume := s.lr, s.lr == nil && !s.lrResumed
	if resume {
		s.lrResumed = true
	}
	s.mu.Unlock()
	if lt != nil {
		if book, ok := lt.rec.(*recordBook[S]); ok {
			for i, r := range recs {
				if r.Key == lt.key {
					recs[i] = book.rec
				}
			}
		}
		return
	}
	st := s.store()
	if !resume || st == nil {
		return
	}
	for _, k := range st.Keys(tableNS) {
		var rec tableRecord
		if found, err := st.Load(k, &rec); !found || err != nil || rec.Kind != kindRecord {
			continue
		}
		for _, r := range recs {
			if r.Key != rec.Key {
				continue
			}
			if _, err := resumeRecord(r, rec); err != nil {
				s.problem("The live table of the ledger " + r.Key + " could not be opened again (" + err.Error() + "): the ledger is kept as it was.")
				if _, err := st.Load(r.Key, &replayed[S]{r.Journal}); err != nil {
					s.problem("The ledger " + r.Key + " could not be read again: " + err.Error())
				}
			}
			return
		}
	}
}

// commitShared is Record.Commit for a record at a live table: refused on
// a follower; on the host, f makes the change on the journal and the
// change is entered in the table's log as made (one op: an event, an undo
// or a redo), sent to every follower and stored with the log.
func commitShared[S any](lt *liveTable, r *Record[S], f func() error) error {
	book, ok := lt.rec.(*recordBook[S])
	if !ok || book.rec != r {
		return errors.New("this ledger is open twice: open it again from the list")
	}
	lt.mu.Lock()
	defer lt.mu.Unlock()
	if !lt.node.Hosting() {
		return ErrFollowing
	}
	n0, d0 := r.Len(), r.Redos()
	if err := f(); err != nil {
		return err
	}
	op, made, err := madeOp(r.Journal, n0, d0)
	if err == nil && !made {
		return nil // nothing changed
	}
	if err == nil {
		book.made = true
		_, sends, derr := lt.node.Do(op)
		book.made, err = false, derr
		if err == nil {
			lt.sendLocked(sends) // the change goes out first; storing waits for it
			sess.saveTable(lt)
			return nil
		}
	}
	// The change cannot be shared: the journal goes back to the table's log.
	r.Journal.Reset()
	for _, e := range lt.node.Log() {
		if rerr := (live.Journal[S]{J: r.Journal}).Apply(e.Op); rerr != nil {
			return fmt.Errorf("the ledger could not be made again from the table's log (entry %d: %w)", e.Seq, rerr)
		}
	}
	return fmt.Errorf("the change could not be shared: %w", err)
}

// madeOp is the one op that took the journal j from n0 events and d0
// undone ones to where it is now. A new event is told from a redo by the
// redo list it leaves: a new event empties it, a redo shortens it by one.
// When the list held one event, both leave it empty and give the same
// journal, so the event is sent. made is false when nothing changed.
func madeOp[S any](j *journal.Journal[S], n0, d0 int) (op live.Op, made bool, err error) {
	n, d := j.Len(), j.Redos()
	switch {
	case n == n0 && d == d0:
		return live.Op{}, false, nil
	case n == n0+1 && d == 0:
		b, err := j.MarshalEvent(j.Log()[n-1])
		return live.Op{Kind: live.KindEvent, Event: b}, true, err
	case n == n0+1 && d == d0-1:
		return live.Op{Kind: live.KindRedo}, true, nil
	case n == n0-1 && d == d0+1:
		return live.Op{Kind: live.KindUndo}, true, nil
	}
	return live.Op{}, false, fmt.Errorf("the ledger went from %d events to %d at once", n0, n)
}

// sharedRecordTable returns the live table of the record key, nil when it
// is neither shared nor followed.
func (s *session) sharedRecordTable(key string) *liveTable {
	lt := s.sharedTable()
	if lt == nil || lt.key != key {
		return nil
	}
	return lt
}
