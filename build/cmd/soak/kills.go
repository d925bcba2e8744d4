package main

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/chromedp/chromedp"

	"lancemate/app/store"
	"lancemate/build/browser"
	"lancemate/engine/dice"
	"lancemate/engine/game"
	"lancemate/sheets/library"
)

// The kinds of change a kill trial makes.
const (
	kindDice   = "dice rolls"
	kindGame   = "game damage taps"
	kindLedger = "ledger entries"
	kindImport = "backup imports"
)

// onScreenMin is how long a change must have been on screen before the
// kill for its loss to count as a failure (issue 17: "any change on screen
// for 50 ms survives a kill of the browser").
const onScreenMin = 50 * time.Millisecond

// importRecords is the number of roll-log records in each trial's backup.
const importRecords = 50

// change is one change a trial made and what became of it.
type change struct {
	trial    int // 1-based
	tap      int // 1-based, of the trial's taps
	kind     string
	onScreen time.Duration // from the frame that showed it to the kill
	kept     bool
	note     string // what the page showed, and what was stored
}

// killReport is what the kill trials found.
type killReport struct {
	trials         map[string]int
	changes        []change
	neverShown     int
	corrupted      []string
	failedRestarts int
	restarts       []time.Duration
	skipped        map[string]string // kind → why it could not be driven
}

func (k *killReport) ok() bool {
	return k.lostShown() == 0 && len(k.corrupted) == 0 && k.failedRestarts == 0 && k.neverShown == 0
}

func (k *killReport) lostShown() int {
	n := 0
	for _, c := range k.changes {
		if !c.kept && c.onScreen >= onScreenMin {
			n++
		}
	}
	return n
}

func (k *killReport) print() {
	total := 0
	for _, n := range k.trials {
		total += n
	}
	fmt.Println()
	rows := [][]string{{"kill trials", "value"}}
	rows = append(rows, []string{"trials", fmt.Sprintf("%d (%d dice rolls, %d game damage taps, %d ledger entries, %d backup imports)",
		total, k.trials[kindDice], k.trials[kindGame], k.trials[kindLedger], k.trials[kindImport])})
	var shown50, lostEarly, keptEarly int
	var screens []time.Duration
	for _, c := range k.changes {
		screens = append(screens, c.onScreen)
		switch {
		case c.onScreen >= onScreenMin:
			shown50++
		case c.kept:
			keptEarly++
		default:
			lostEarly++
		}
	}
	rows = append(rows,
		[]string{"changes made", fmt.Sprintf("%d (%d on screen ≥ 50 ms before the kill)", len(k.changes), shown50)},
		[]string{"changes lost that were on screen ≥ 50 ms before the kill", strconv.Itoa(k.lostShown())},
		[]string{"changes on screen < 50 ms before the kill: kept / lost", fmt.Sprintf("%d / %d", keptEarly, lostEarly)},
		[]string{"time on screen before the kill: min / p50 / max", fmt.Sprintf("%s / %s / %s", msText(pct(screens, 0)), msText(pct(screens, 50)), msText(pct(screens, 100)))},
		[]string{"changes never shown", strconv.Itoa(k.neverShown)},
		[]string{"corrupted records", strconv.Itoa(len(k.corrupted))},
		[]string{"failed restarts", strconv.Itoa(k.failedRestarts)},
		[]string{"restart to ready (p50 / p95)", fmt.Sprintf("%s / %s", msText(pct(k.restarts, 50)), msText(pct(k.restarts, 95)))},
	)
	table(rows)
	for kind, why := range k.skipped {
		fmt.Printf("%s: not driven (%s); dice rolls took their trials\n", kind, why)
	}
	for _, c := range k.corrupted {
		fmt.Println("corrupted:", c)
	}
	for _, c := range k.changes {
		if !c.kept {
			fmt.Printf("lost: trial %d, %s, tap %d, on screen %s before the kill (%s)\n", c.trial, c.kind, c.tap, msText(c.onScreen), c.note)
		}
	}
}

// stored is what the profile's IndexedDB holds, read from the page.
type stored struct {
	Rolls   int            `json:"rolls"` // roll-log records but imported ones
	Game    int            `json:"game"`  // events in games/bench's log, -1 without
	Ledger  int            `json:"ledger"`
	Imports map[string]int `json:"imports"` // trial → records of its backup
	Bad     []string       `json:"bad"`
	Meta    []string       `json:"meta"` // meta/ keys but the schema version
}

const readStored = `new Promise((ok, fail) => {
	const r = indexedDB.open("lancemate");
	r.onerror = () => fail(r.error);
	r.onsuccess = () => {
		const db = r.result, tx = db.transaction("records"), c = tx.objectStore("records").openCursor();
		const out = {rolls: 0, game: -1, ledger: -1, imports: {}, bad: [], meta: []};
		c.onsuccess = () => {
			const cur = c.result;
			if (!cur) return;
			const k = cur.key, v = cur.value;
			if (typeof k !== "string") {
			} else if (k.startsWith("meta/")) {
				if (k !== "meta/schema") out.meta.push(k);
			} else if (typeof v !== "string") {
				out.bad.push(k + ": not text");
			} else {
				let j;
				try { j = JSON.parse(v); } catch (e) { out.bad.push(k + ": " + e.message); }
				if (j !== undefined) {
					const m = k.match(/^dice\/log\/soak-imp-(\d+)-/);
					if (k.startsWith("dice/log/") && (!j || !j.id || !Array.isArray(j.faces))) out.bad.push(k + ": not a roll");
					else if (m) out.imports[m[1]] = (out.imports[m[1]] || 0) + 1;
					else if (k.startsWith("dice/log/")) out.rolls++;
					else if (k === "games/bench" || k.startsWith("ledger/")) {
						if (!j || !Array.isArray(j.log)) out.bad.push(k + ": no log");
						else if (k === "games/bench") out.game = j.log.length;
						else out.ledger = j.log.length;
					}
				}
			}
			cur.continue();
		};
		tx.oncomplete = () => { db.close(); ok(out); };
		tx.onerror = () => fail(tx.error);
	};
})`

// trial is one planned change: what to tap, how many times and how far
// apart, and when each tap's change is on screen.
type trial struct {
	id    string
	taps  int
	gap   int    // ms between taps
	shown string // JavaScript of i: tap i's change is on screen
	note  string // JavaScript read once all are shown, printed with a loss
}

// shownTimes is what shownScript answers.
type shownTimes struct {
	At   []float64 `json:"at"`
	Note string    `json:"note"`
}

// killTrials runs n kill trials on one profile.
func killTrials(url, profile string, n int, cpu float64, rng *rand.Rand) (*killReport, error) {
	rep := &killReport{trials: map[string]int{}, skipped: map[string]string{}}
	p := &phone{url: url, profile: profile, cpu: cpu}
	if err := p.start("/dice"); err != nil {
		return nil, err
	}
	defer p.close()
	// The bottom bar shows the Ledger too, so trials reach every page
	// without starting the app again.
	if err := p.goTo("/settings"); err != nil {
		return nil, err
	}
	if err := click(p, "sys-smc"); err != nil {
		return nil, err
	}
	if err := setUpGame(p); err != nil {
		rep.skipped[kindGame] = err.Error()
	}
	if err := setUpLedger(p); err != nil {
		rep.skipped[kindLedger] = err.Error()
	}
	files := profile + "-files"
	if err := os.MkdirAll(files, 0o755); err != nil {
		return nil, err
	}
	defer os.RemoveAll(files)

	kinds := make([]string, n)
	for i := range kinds {
		kinds[i] = []string{kindDice, kindDice, kindDice, kindGame, kindGame, kindGame, kindLedger, kindLedger, kindImport, kindImport}[i%10]
	}
	rng.Shuffle(n, func(i, j int) { kinds[i], kinds[j] = kinds[j], kinds[i] })
	gameSlot := 0
	for i, kind := range kinds {
		if _, skip := rep.skipped[kind]; skip {
			kind = kindDice
		}
		before, tr, err := prepare(p, kind, i, files, &gameSlot)
		if err != nil && kind != kindDice {
			// A page whose controls moved: say so and roll dice instead.
			rep.skipped[kind] = err.Error()
			kind = kindDice
			before, tr, err = prepare(p, kind, i, files, &gameSlot)
		}
		if err != nil {
			return nil, fmt.Errorf("trial %d (%s): %w", i+1, kind, err)
		}
		offset, err := pageClock(p)
		if err != nil {
			return nil, err
		}
		if tr.note == "" {
			tr.note = `""`
		}
		res, err := eval[shownTimes](p, shownScript(tr.id, tr.taps, tr.gap, tr.shown, tr.note))
		shown := res.At
		if err != nil {
			return nil, fmt.Errorf("trial %d (%s): %w", i+1, kind, err)
		}
		last := 0.0
		for _, s := range shown {
			last = max(last, s)
		}
		// Kill 0–300 ms after the last change was on screen.
		delay := time.Duration(rng.IntN(301)) * time.Millisecond
		target := time.UnixMicro(int64((last - offset) * 1000)).Add(delay)
		procs := browser.Procs(p.pid)
		time.Sleep(time.Until(target))
		killed := epochMS(p.kill(procs)) + offset // on the page's clock
		rep.trials[kind]++

		t0 := time.Now()
		err = p.start("/settings")
		for tries := 1; err != nil; tries++ {
			rep.failedRestarts++
			fmt.Printf("trial %d: restart %d failed: %v\n", i+1, tries, err)
			killAll(p.pid, browser.Procs(p.pid))
			p.close()
			if tries == 3 {
				return nil, err
			}
			err = p.start("/settings")
		}
		rep.restarts = append(rep.restarts, time.Since(t0))
		after, err := eval[stored](p, readStored)
		if err != nil {
			return nil, err
		}
		time.Sleep(300 * time.Millisecond) // Settings lists what DamagedAll finds
		listed, err := eval[[]string](p, `[...document.querySelectorAll("#damaged li strong")].map(e => e.textContent)`)
		if err != nil {
			return nil, err
		}
		if crash, _ := eval[string](p, `(document.getElementById("lm-crash") || {}).innerText || ""`); crash != "" {
			rep.failedRestarts++
			fmt.Printf("trial %d: the restarted app shows the error card: %s\n", i+1, crash)
		}
		for _, b := range append(after.Bad, listed...) {
			rep.corrupted = append(rep.corrupted, fmt.Sprintf("trial %d: %s", i+1, b))
		}
		for _, m := range after.Meta {
			rep.corrupted = append(rep.corrupted, fmt.Sprintf("trial %d: %s left after the restart", i+1, m))
		}
		kept := keptChanges(kind, i, before, after, tr.taps, rep)
		for j, s := range shown {
			if s == 0 {
				rep.neverShown++
				continue
			}
			rep.changes = append(rep.changes, change{trial: i + 1, tap: j + 1, kind: kind, onScreen: time.Duration((killed - s) * float64(time.Millisecond)), kept: j < kept,
				note: fmt.Sprintf("page: %s; stored before %+v, after %+v", res.Note, before, after)})
		}
		if (i+1)%20 == 0 {
			fmt.Printf("%d trials: %d changes, %d lost after ≥ 50 ms on screen, %d corrupted, %d failed restarts\n",
				i+1, len(rep.changes), rep.lostShown(), len(rep.corrupted), rep.failedRestarts)
		}
	}
	return rep, nil
}

// keptChanges is how many of the trial's changes, first ones first, the
// restarted app holds. Changes are stored in the order they were made, so
// those kept are the first ones.
func keptChanges(kind string, i int, before, after stored, taps int, rep *killReport) int {
	d := 0
	switch kind {
	case kindDice:
		d = after.Rolls - before.Rolls
	case kindGame:
		d = after.Game - before.Game
	case kindLedger:
		d = after.Ledger - before.Ledger
	case kindImport:
		switch got := after.Imports[strconv.Itoa(i)]; got {
		case 0:
		case importRecords:
			d = 1
		default:
			rep.corrupted = append(rep.corrupted, fmt.Sprintf("trial %d: %d of the backup's %d records imported", i+1, got, importRecords))
		}
	}
	if d < 0 || d > taps {
		rep.corrupted = append(rep.corrupted, fmt.Sprintf("trial %d (%s): %d changes stored for %d made", i+1, kind, d, taps))
		return max(0, min(d, taps))
	}
	return d
}

// rollCount is JavaScript for the number in "Roll log (N)".
const rollCount = `(() => { const h = [...document.querySelectorAll("h2")].find(e => e.textContent.startsWith("Roll log"));
	const m = h && h.textContent.match(/\((\d+)\)/); return m ? +m[1] : 0; })()`

// prepare opens the page of a trial's kind, gets it ready for the timed
// taps, and reads what is stored before them.
func prepare(p *phone, kind string, i int, files string, gameSlot *int) (stored, trial, error) {
	var tr trial
	switch kind {
	case kindDice:
		if err := p.goTo("/dice"); err != nil {
			return stored{}, tr, err
		}
		if err := poll(p, `!!document.getElementById("roll") && [...document.querySelectorAll("h2")].some(e => e.textContent.startsWith("Roll log"))`, 20*time.Second); err != nil {
			return stored{}, tr, err
		}
		n, err := eval[int](p, rollCount)
		if err != nil {
			return stored{}, tr, err
		}
		tr = trial{id: "roll", taps: 1 + i%3, gap: 7, shown: rollCount + ` >= ` + strconv.Itoa(n) + ` + i + 1`}
	case kindGame:
		if err := p.goTo("/game"); err != nil {
			return stored{}, tr, err
		}
		// Points of damage to a torso or leg of one of the eight 'Mechs,
		// a different one each trial: never more than a few points to one
		// location (at most 10 in 200 trials, the least armour 17), so no
		// hit reaches the structure and asks for a roll.
		slot := *gameSlot
		*gameSlot++
		unit, loc := strconv.Itoa(slot%8), []string{"LT", "RT", "LL", "RL"}[slot/8%4]
		if err := poll(p, `(() => { const u = document.getElementById("unit-`+unit+`"); if (!u) return false; u.click();
			const b = document.getElementById("loc-`+loc+`"); if (!b) return false; b.click();
			const d = document.getElementById("dmg"); if (!d) return false;
			d.value = "1"; d.dispatchEvent(new Event("input", {bubbles: true}));
			const a = document.getElementById("hit-apply"); return !!a && a.textContent.startsWith("1 damage"); })()`, 20*time.Second); err != nil {
			return stored{}, tr, fmt.Errorf("the game page has no unit-N, loc-XX, dmg and hit-apply: %w", err)
		}
		// Two hits untimed first: the page hands the writer the game's
		// log whole, then for it to keep, so the timed hits go as edits of
		// what the writer holds (app/store edit.go).
		for range 2 {
			if _, err := eval[bool](p, `(self.soakSheet = document.getElementById("sheet").textContent, document.getElementById("hit-apply").click(), true)`); err != nil {
				return stored{}, tr, err
			}
			if err := poll(p, `document.getElementById("sheet").textContent !== self.soakSheet && !!document.getElementById("hit-apply")`, 20*time.Second); err != nil {
				return stored{}, tr, fmt.Errorf("a hit did not change the record sheet: %w", err)
			}
		}
		// Stored before the count the trial starts from is read.
		if err := poll(p, `!!window.lancemateSaved && window.lancemateSaved()`, 20*time.Second); err != nil {
			return stored{}, tr, fmt.Errorf("the untimed hits were not saved: %w", err)
		}
		tr = trial{id: "hit-apply", taps: 1 + i%3, gap: 7, shown: `text() !== before[i]`,
			note: `((document.getElementById("sheet") || {}).textContent || "").slice(0, 160)`}
	case kindLedger:
		if err := p.goTo("/ledger"); err != nil {
			return stored{}, tr, err
		}
		if err := poll(p, `!!document.getElementById("pl-name") || (!!document.getElementById("ev-0") && (document.getElementById("ev-0").click(), false))`, 20*time.Second); err != nil {
			return stored{}, tr, fmt.Errorf("the ledger page has no ev-0 and pl-name: %w", err)
		}
		name := fmt.Sprintf("Pilot %d", i+1)
		for _, id := range []string{"pl-name", "pl-p1"} {
			if err := typeInto(p, id, name); err != nil {
				return stored{}, tr, err
			}
		}
		if err := click(p, "pl-add"); err != nil {
			return stored{}, tr, err
		}
		if err := poll(p, `!!document.getElementById("led-preview") && !!document.getElementById("led-confirm")`, 20*time.Second); err != nil {
			return stored{}, tr, fmt.Errorf("adding a player showed no preview: %w", err)
		}
		tr = trial{id: "led-confirm", taps: 1, shown: `!document.getElementById("led-preview") && text() !== before[i]`}
	case kindImport:
		if err := p.goTo("/settings"); err != nil {
			return stored{}, tr, err
		}
		path := filepath.Join(files, fmt.Sprintf("backup-%d.json", i))
		if err := writeTrialBackup(path, i); err != nil {
			return stored{}, tr, err
		}
		if err := poll(p, `!!document.getElementById("import-file")`, 20*time.Second); err != nil {
			return stored{}, tr, err
		}
		if err := chromedp.Do(p.ctx, chromedp.SetUploadFiles(chromedp.ID("import-file"), []string{path})); err != nil {
			return stored{}, tr, err
		}
		if err := poll(p, `((document.getElementById("import-summary") || {}).textContent || "").startsWith("`+strconv.Itoa(importRecords)+` new")`, 30*time.Second); err != nil {
			return stored{}, tr, fmt.Errorf("the backup's preview did not show: %w", err)
		}
		tr = trial{id: "import-apply", taps: 1, shown: `(document.getElementById("feedback").textContent || "").startsWith("Imported")`}
	}
	before, err := eval[stored](p, readStored)
	return before, tr, err
}

// writeTrialBackup writes a backup of importRecords roll-log records
// whose keys name trial i.
func writeTrialBackup(path string, i int) error {
	b := store.Backup{Format: store.BackupFormat, Schema: store.SchemaVersion, Exported: time.Now().UTC(), Records: map[string]string{}}
	e, _ := dice.Parse("2d6")
	for j := range importRecords {
		en := dice.Entry{ID: fmt.Sprintf("soak-imp-%d-%03d", i, j), Time: time.Now(), Purpose: "soak import", Roll: e.Roll(dice.Seeded(uint64(i*1000 + j)))}
		raw, err := json.Marshal(en)
		if err != nil {
			return err
		}
		b.Records[store.NSDiceLog+en.ID] = string(raw)
	}
	data, err := json.Marshal(b)
	if err != nil {
		return err
	}
	return os.WriteFile(path, data, 0o644)
}

// setUpGame stores a game with the eight heaviest built-in 'Mechs (as
// make bench does) and opens it.
func setUpGame(p *phone) error {
	all, err := library.All()
	if err != nil {
		return err
	}
	var lg game.Log
	for i, e := range all[len(all)-8:] {
		d, err := e.Design.Game()
		if err != nil {
			return err
		}
		lg = append(lg, &game.AddUnit{ID: fmt.Sprintf("%s %d", e.Design.Chassis, i+1), Design: d, Pilot: game.Pilot{Name: "Soak", Gunnery: 4, Piloting: 5}})
	}
	raw, err := json.Marshal(map[string]game.Log{"log": lg, "redo": nil})
	if err != nil {
		return err
	}
	if _, err := eval[bool](p, `new Promise((ok, fail) => {
		const r = indexedDB.open("lancemate");
		r.onsuccess = () => {
			const tx = r.result.transaction("records", "readwrite");
			tx.objectStore("records").put(`+strconv.Quote(string(raw))+`, "games/bench");
			tx.oncomplete = () => { r.result.close(); ok(true); };
			tx.onerror = () => fail(tx.error);
		};
	})`); err != nil {
		return err
	}
	if err := p.open("/game"); err != nil {
		return err
	}
	return poll(p, `document.querySelectorAll("#units .unit").length === 8`, 30*time.Second)
}

// setUpLedger creates a Tournament event.
func setUpLedger(p *phone) error {
	if err := p.open("/ledger"); err != nil {
		return err
	}
	if err := typeInto(p, "ev-name", "Soak night"); err != nil {
		return err
	}
	for _, id := range []string{"ev-rs-T", "ev-create"} {
		if err := click(p, id); err != nil {
			return err
		}
	}
	return poll(p, `!!document.getElementById("pl-name") && window.lancemateSaved()`, 20*time.Second)
}
