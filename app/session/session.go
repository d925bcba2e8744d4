// Package session is the state shared by every page of one running app:
// the open store, the player's settings, the roll log, the roster of
// designs, the game in play and the journal records of the other
// sections. Pages read and change it through the package's functions and
// subscribe to hear about changes made elsewhere.
package session

import (
	"encoding/hex"
	"fmt"
	"slices"
	"sort"
	"sync"
	"sync/atomic"
	"time"

	"lancemate/app/store"
	"lancemate/engine/dice"
	"lancemate/sheets/roster"
)

// Prefs are the player's settings, saved under settings/prefs.
type Prefs struct {
	Theme    string `json:"theme"` // "dark" (default) or "light"
	WakeLock bool   `json:"wakeLock"`
	// Systems are the game systems whose sections the bottom bar shows
	// (kit.Systems); none chosen shows the default.
	Systems []string `json:"systems,omitempty"`
	// StripBySide orders the game's force strip by side (the game menu's
	// Order by side).
	StripBySide bool `json:"stripBySide,omitempty"`
	// PrintList holds the roster ids of the designs picked in Sheets to
	// print together (a roster, then their blank sheets), in order.
	PrintList []string `json:"printList,omitempty"`
}

// MaxPrintList is how many designs the print list holds.
const MaxPrintList = 60

// knownSystems are the names Prefs.Systems may hold.
var knownSystems = []string{"classic", "solaris7", "smc", "meks"}

// Validate implements store.Validator.
func (p Prefs) Validate() error {
	if p.Theme != "" && p.Theme != "dark" && p.Theme != "light" {
		return fmt.Errorf("unknown theme %q", p.Theme)
	}
	for _, s := range p.Systems {
		if !slices.Contains(knownSystems, s) {
			return fmt.Errorf("unknown game system %q", s)
		}
	}
	if len(p.PrintList) > MaxPrintList {
		return fmt.Errorf("the print list holds %d designs; at most %d", len(p.PrintList), MaxPrintList)
	}
	for _, id := range p.PrintList {
		if id == "" || len(id) > 300 {
			return fmt.Errorf("the print list holds a design id of %d characters", len(id))
		}
	}
	return nil
}

const prefsKey = store.NSSettings + "prefs"

// session is the state shared by every page of one running app: the open
// store and what has been loaded from it. Pages subscribe to hear about
// changes made elsewhere (storage opened, write failures).
type session struct {
	mu       sync.Mutex
	once     sync.Once
	st       *store.Store
	openErr  error
	problems []string // write failures and load problems, newest last
	prefs    Prefs
	rolls    []dice.Entry // oldest first
	loads    int          // changes each time records are (re)loaded (loadCount)
	seq      int          // rolls recorded in this run
	roster   *roster.Roster
	// rosterGen counts forgetRoster's calls: a roster made from what was
	// read before one is not kept.
	rosterGen int
	build     string // the app's build (SetBuild)
	// rechecking is set while recheckDesigns runs.
	rechecking bool
	// imported holds, by key, the designs imports saved that the roster
	// has not read since (noteImported).
	imported map[string]importedNote
	badRolls int
	// tbl is the game in play (play.go), read from storage on first use.
	tbl         *Table
	tableLoaded bool
	lt          *liveTable      // the live table this phone is at (live.go), nil for none
	ltResumed   bool            // the table stored for the game in play was looked for (resumeTable)
	lr          *liveTable      // the live table of a shared record (a judge's ledger, liverecord.go), nil for none
	lrResumed   bool            // the table stored for a shared record was looked for (adoptShared)
	lrEnded     string          // the key of the followed record whose host ended sharing, until TakeSharingEnded
	copies      map[string]bool // the keys of the copies of records this phone followed (FollowedCopy); nil: not read yet
	unsaved     *Table          // the game the table changed and saveTable has not saved yet
	onTable     func()          // shows a change the table brought (OnTable), nil for none
	onTableID   int             // which OnTable call set onTable
	beatOnce    sync.Once       // the live table's beat timer is started (startBeats)
	subs        map[int]func()
	nextSub     int
	src         dice.Source
}

// loadCount counts the loads of records of every session of the process,
// so a section that keeps what it read until the count changes never takes
// one session's records for another's (the tests start many).
var loadCount atomic.Int64

var sess = &session{subs: map[int]func(){}, src: dice.Entropy(randomBytes)}

// open opens storage once, in the background, and notifies subscribers.
func (s *session) open() {
	s.once.Do(func() {
		go func() {
			st, err := openStore(func(err error) { s.problem(err.Error()) })
			s.mu.Lock()
			s.st, s.openErr = st, err
			if err == nil {
				s.load()
			}
			s.mu.Unlock()
			Mark("lancemate:store")
			if err == nil {
				// Ask once per start; browsers answer without a prompt
				// (Chromium grants it to installed or engaged sites).
				RequestPersistence(func(bool) {})
			}
			s.notify()
			if err == nil {
				// Check every record read against its section's loader
				// (store validators), so a record that would make a page
				// fail is listed as damaged instead; the pages then read
				// again.
				st.ValidateLoaded()
				Mark("lancemate:checked")
				s.notify()
			}
		}()
	})
}

// load reads the settings and the roll log; called with s.mu held.
func (s *session) load() {
	if _, err := s.st.Load(prefsKey, &s.prefs); err != nil {
		s.problems = append(s.problems, "Settings could not be read ("+err.Error()+"); defaults are used and the saved text is kept under Settings → Damaged records.")
	}
	s.loads = int(loadCount.Add(1))
	var err error
	s.rolls, s.badRolls, err = store.LoadAll[dice.Entry](s.st, store.NSDiceLog)
	if err != nil {
		s.problems = append(s.problems, "The roll log could not be read: "+err.Error())
	}
	if s.badRolls > 0 {
		msg := fmt.Sprintf("%d roll log entries could not be read; they are kept under Settings → Damaged records.", s.badRolls)
		if s.badRolls == 1 {
			msg = "A roll log entry could not be read; it is kept under Settings → Damaged records."
		}
		s.problems = append(s.problems, msg)
	}
	if err := s.st.ReadOnly(); err != nil {
		s.problems = append(s.problems, err.Error())
	}
}

func (s *session) problem(msg string) {
	s.mu.Lock()
	s.problems = append(s.problems, msg)
	s.mu.Unlock()
	s.notify()
}

// subscribe registers f to run after every change; it returns the
// function that cancels the subscription.
func (s *session) subscribe(f func()) func() {
	s.mu.Lock()
	defer s.mu.Unlock()
	id := s.nextSub
	s.nextSub++
	s.subs[id] = f
	return func() {
		s.mu.Lock()
		delete(s.subs, id)
		s.mu.Unlock()
	}
}

func (s *session) notify() {
	s.mu.Lock()
	fs := make([]func(), 0, len(s.subs))
	for _, f := range s.subs {
		fs = append(fs, f)
	}
	s.mu.Unlock()
	for _, f := range fs {
		f()
	}
}

// ready reports whether storage has been opened (successfully or not).
func (s *session) ready() bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.st != nil || s.openErr != nil
}

func (s *session) store() *store.Store {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.st
}

func (s *session) snapshotProblems() []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	out := append([]string(nil), s.problems...)
	if s.openErr != nil {
		out = append([]string{"Storage could not be opened: " + s.openErr.Error() + ". Nothing can be saved in this browser profile."}, out...)
	}
	return out
}

func (s *session) dismissProblems() {
	s.mu.Lock()
	s.problems = nil
	s.mu.Unlock()
}

func (s *session) getPrefs() Prefs {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.prefs
}

func (s *session) savePrefs(p Prefs) error {
	if err := s.writable(); err != nil {
		return err
	}
	s.mu.Lock()
	s.prefs = p
	st := s.st
	s.mu.Unlock()
	if st == nil {
		return fmt.Errorf("storage is not open yet")
	}
	return st.Save(prefsKey, p)
}

// recordRoll adds a roll to the persistent log.
func (s *session) recordRoll(purpose string, target int, r dice.Roll) (dice.Entry, error) {
	if err := s.writable(); err != nil {
		return dice.Entry{}, err
	}
	now := time.Now()
	var b [2]byte
	randomBytes(b[:])
	s.mu.Lock()
	s.seq++
	seq := s.seq
	s.mu.Unlock()
	// Keys sort by time, then by order within this run; the random tail
	// keeps two devices' rolls apart when a backup merges them.
	e := dice.Entry{
		ID:      fmt.Sprintf("%s-%04d-%s", now.UTC().Format("20060102T150405.000000000"), seq%10000, hex.EncodeToString(b[:])),
		Time:    now,
		Purpose: purpose,
		Target:  target,
		Roll:    r,
	}
	s.mu.Lock()
	st := s.st
	s.rolls = append(s.rolls, e)
	sort.SliceStable(s.rolls, func(i, j int) bool { return s.rolls[i].ID < s.rolls[j].ID })
	s.mu.Unlock()
	if st == nil {
		return e, fmt.Errorf("storage is not open yet: this roll is not saved")
	}
	if err := st.Save(store.NSDiceLog+e.ID, e); err != nil {
		return e, err
	}
	return e, nil
}

// recentRolls returns up to n rolls, newest first.
func (s *session) recentRolls(n int) (out []dice.Entry, total int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for i := len(s.rolls) - 1; i >= 0 && len(out) < n; i-- {
		out = append(out, s.rolls[i])
	}
	return out, len(s.rolls)
}

// rollLogVersion changes whenever the roll log does: a roll added, or the
// records reloaded after an import.
func (s *session) rollLogVersion() (count, loads int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.rolls), s.loads
}

// reload re-reads everything after an import or a discard.
func (s *session) reload() {
	s.mu.Lock()
	if s.st != nil {
		s.prefs = Prefs{}
		s.roster = nil
		s.tbl, s.tableLoaded = nil, false
		s.load()
	}
	s.mu.Unlock()
	s.notify()
}
