package session

import (
	"slices"
	"strconv"

	"lancemate/app/store"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/roster"
)

// Open opens storage once, in the background; subscribers hear when it is
// open.
func Open() { sess.open() }

// SetBuild names the app's build (go-app's version of it), which the
// summaries of imported designs kept in storage are tied to: after an
// update the library lists the last build's summaries and reads every
// design again in the background (store.LoadSummaries, RecheckSummaries).
func SetBuild(v string) {
	sess.mu.Lock()
	sess.build = v
	sess.mu.Unlock()
}

// Ready reports whether storage has been opened (successfully or not).
func Ready() bool { return sess.ready() }

// Store is the open store, nil before it is open or when it failed to open.
func Store() *store.Store { return sess.store() }

// Problem adds a problem for the shell's banner (a write failure, a record
// that could not be read).
func Problem(msg string) { sess.problem(msg) }

// Problems lists the problems to show, oldest first.
func Problems() []string { return sess.snapshotProblems() }

// DismissProblems clears the problems shown.
func DismissProblems() { sess.dismissProblems() }

// Subscribe registers f to run after every change of the session; it
// returns the function that cancels the subscription.
func Subscribe(f func()) func() { return sess.subscribe(f) }

// GetPrefs returns the player's settings.
func GetPrefs() Prefs { return sess.getPrefs() }

// SavePrefs saves the player's settings.
func SavePrefs(p Prefs) error { return sess.savePrefs(p) }

// Dice is the app's random source for rolls the app makes.
func Dice() dice.Source { return sess.src }

// RecordRoll adds a roll to the persistent roll log.
func RecordRoll(purpose string, target int, r dice.Roll) (dice.Entry, error) {
	return sess.recordRoll(purpose, target, r)
}

// RecentRolls returns up to n rolls, newest first, and how many there are.
func RecentRolls(n int) (out []dice.Entry, total int) { return sess.recentRolls(n) }

// RollLogVersion changes whenever the roll log does.
func RollLogVersion() (count, loads int) { return sess.rollLogVersion() }

// Reload re-reads everything after an import or a discard.
func Reload() { sess.reload() }

// Roster is the roster of built-in and imported designs, built on first
// use; call it off the UI goroutine, it may read storage.
func Roster() (*roster.Roster, error) { return sess.loadRoster() }

// RosterIs reports whether r is the roster Roster gives now: false once it
// has been forgotten (an import, or designs read otherwise after an
// update), so a page holding r asks again.
func RosterIs(r *roster.Roster) bool {
	sess.mu.Lock()
	defer sess.mu.Unlock()
	return sess.roster == r
}

// ForgetRoster makes the next Roster rebuild it.
func ForgetRoster() { sess.forgetRoster() }

// ImportFile imports one unit file and saves its designs: an import of
// its own (ImportBatch). Files picked together are imported with one
// NewImportBatch, so that two designs of the same name are both kept.
func ImportFile(name string, data []byte) ImportResult { return NewImportBatch().File(name, data) }

// Game returns the game in play (nil when there is none, or before storage
// is open) and the saved games that could not be read.
func Game() (*Table, []store.Damaged) { return sess.game() }

// PrimeGame gets storage ready to save the game in play as an edit of
// its stored log (store.Store.Prime), in idle time, so the first taps
// after opening a game do not hand the whole log to the writer.
func PrimeGame() { sess.primeGame() }

// NewGame ends the game in play and starts an empty one.
func NewGame() error { return sess.newGame() }

// Change runs f on the game in play and saves the game when f succeeds.
func Change(f func(*Table) error) error { return sess.change(f) }

// Undo takes back the last event of the game in play (through the live
// table when one is: a guest's undo returns ErrSent).
func Undo() error { return sess.undo() }

// Redo applies the last undone event again (through the live table when
// one is).
func Redo() error { return sess.redo() }

// Play applies an event to the game in play and saves it.
func Play(ev game.Event) error { return sess.play(ev) }

// AddUnit puts a design on the table with its pilot, on side ("" for
// none), starting a game when none is in play, and returns the unit's id.
func AddUnit(d design.Design, p game.Pilot, side string) (string, error) {
	return sess.addUnit(d, p, side)
}

// MaxSides is the most sides a game offers.
const MaxSides = 6

// Sides are the sides a unit may be put on in the game in play (SidesOf).
func Sides() []string {
	if t, _ := Game(); t != nil {
		return SidesOf(t.State())
	}
	return SidesOf(nil)
}

// SidesOf are the sides a unit may be put on in a game with state s (nil
// for none): the game's sides in the order they came into play
// (game.State.Sides), "Side 1" and "Side 2" while it has fewer than two,
// then a new side, up to MaxSides; a side to come is named by its place
// ("Side 3"), or the next such name not taken.
func SidesOf(s *game.State) []string {
	var out []string
	if s != nil {
		out = slices.Clone(s.Sides)
	}
	played := len(out)
	for len(out) < 2 || len(out) == played && len(out) < MaxSides {
		n := len(out) + 1 // named by its place, else the next name free
		for slices.Contains(out, "Side "+strconv.Itoa(n)) {
			n++
		}
		out = append(out, "Side "+strconv.Itoa(n))
	}
	return out
}

// ForTest makes the app's session one on backend b with dice from src, as
// a fresh start of the app, for the tests of the sections; restore puts
// the previous session back.
func ForTest(b store.Backend, src dice.Source, onError func(error)) (restore func(), err error) {
	st, err := store.Open(b, onError)
	if err != nil {
		return nil, err
	}
	s := &session{subs: map[int]func(){}, st: st, src: src}
	s.once.Do(func() {})
	s.mu.Lock()
	s.load()
	s.mu.Unlock()
	old := sess
	sess = s
	return func() { sess = old }, nil
}
