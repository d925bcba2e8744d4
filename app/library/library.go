package library

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/share"
	"lancemate/app/store"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/sheets/design"
	"lancemate/sheets/record"
	"lancemate/sheets/roster"
)

// LibraryPage is the Sheets section: every built-in and imported design,
// searched as you type, with import and a detail view.
type LibraryPage struct {
	app.Compo

	// Design is the roster id of the design to open first, as the link
	// /sheets?design=ID asks (OnNav).
	Design string

	roster    *roster.Roster
	reading   bool // the roster is being asked for (load)
	loadErr   string
	query     string
	class     classic.WeightClass
	shown     int
	typed     int    // keystrokes in the search, so a list's late rows know whether they are still wanted
	selected  string // roster id of the design in the detail view
	results   []session.ImportResult
	busy      string
	paste     string
	pasting   bool
	importing bool
	stop      chan struct{} // closed to cancel the unit import running
	confirm   bool
	page      app.Context // the page's own, from OnMount
	kit.Follower

	// The pilot of the next 'Mech added to the game, and what the last
	// addition did.
	pilot             string
	gunnery, piloting int
	side              int // index into session.Sides(): the side last chosen
	added             string
}

// OnInit shows the first results and sets a regular pilot's skills
// (Gunnery 4, Piloting 5).
func (l *LibraryPage) OnInit() {
	l.shown, l.gunnery, l.piloting = firstShown, 4, 5
	if l.Design != "" {
		l.selected = l.Design
	}
}

// OnNav opens the design the address names (?design=ID), if any.
func (l *LibraryPage) OnNav(ctx app.Context) {
	if id := ctx.Page().URL().Query().Get("design"); id != "" {
		l.selected = id
	}
}

// OnMount loads the roster once storage is open, and again whenever the
// session's roster is made anew (load).
func (l *LibraryPage) OnMount(ctx app.Context) {
	l.page = ctx
	l.Follow(ctx, l.load)
	l.load(ctx)
}

func (l *LibraryPage) load(ctx app.Context) {
	if l.reading || l.roster != nil && session.RosterIs(l.roster) || !session.Ready() {
		return
	}
	l.reading = true
	ctx.Async(func() {
		r, err := session.Roster()
		ctx.Dispatch(func(app.Context) {
			l.reading = false
			if r != l.roster {
				resetRows()
			}
			l.roster, l.loadErr = r, ""
			if err != nil {
				l.loadErr = err.Error()
				return
			}
			l.load(ctx) // again if the roster was forgotten meanwhile
		})
	})
}

// reload rebuilds the roster after an import or a delete. The roster
// arrives through the page's own context: the control tapped may be gone
// by then (the paste box closes, the deleted design's page too), and a
// context whose element is gone drops what it is given.
func (l *LibraryPage) reload() {
	session.ForgetRoster()
	l.roster = nil
	l.load(l.page)
}

// Render implements app.Composer. The page is HTML text (kit.View)
// served by one delegated tap handler and one input and one change
// handler: the search and its filters with the import panel, then the
// results; or a design's detail.
func (l *LibraryPage) Render() app.UI {
	if l.selected != "" && l.roster != nil {
		if e, ok := l.roster.Get(l.selected); ok {
			return &kit.Shell{Title: e.Name(), Active: "/sheets", Content: []app.UI{
				app.Div().ID("library").OnClick(l.onTap).OnInput(l.onInput).OnChange(l.onChange).Body(
					&kit.View{ID: "design-detail", HTML: l.detailHTML(e)},
				),
			}}
		}
	}
	return &kit.Shell{Title: "Sheets", Active: "/sheets", Content: []app.UI{
		app.Div().ID("library").OnClick(l.onTap).OnInput(l.onInput).OnChange(l.onChange).Body(
			&kit.View{ID: "lib-top", HTML: l.topHTML()},
			&kit.View{ID: "lib-results", HTML: l.resultsHTML()},
		),
	}}
}

// onTap runs what the tapped control's data-act names (data-v, data-k,
// data-id); what it needs is read now, not when the page was drawn.
func (l *LibraryPage) onTap(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return
	}
	ds := el.Get("dataset")
	v, _ := strconv.Atoi(ds.Get("v").String())
	switch ds.Get("act").String() {
	case "class":
		if v >= 0 && v < len(classChoices) {
			l.class, l.shown = classChoices[v], firstShown
		}
	case "import":
		l.importing = !l.importing
	case "more":
		l.shown += 100
	case "pick": // the design opens at its top, wherever the list was scrolled
		l.selected, l.confirm, l.added = ds.Get("id").String(), false, ""
		ctx.Defer(func(app.Context) { kit.ToTop() })
	case "paste":
		l.pasting = !l.pasting
	case "import-stop":
		if l.stop != nil {
			close(l.stop)
			l.busy = "Cancelling: putting back what the import changed…"
		}
	case "paste-import":
		l.paste = fieldValue("paste-text", l.paste)
		l.results = []session.ImportResult{session.ImportFile("pasted text", []byte(l.paste))}
		if l.results[0].Err == "" {
			l.paste, l.pasting = "", false
		}
		l.reload()
	case "back":
		l.selected = ""
	case "plist-drop":
		if list := printList(); v >= 0 && v < len(list) {
			setPrintList(append(list[:v:v], list[v+1:]...))
		}
	case "plist-clear":
		setPrintList(nil)
	case "plist-print":
		l.printPicked()
	case "seg":
		if ds.Get("k").String() == "side" && v >= 0 && v < len(session.Sides()) {
			l.side = v
		}
	case "step":
		switch ds.Get("k").String() {
		case "gunnery":
			l.gunnery = kit.Clamp(l.gunnery+v, 0, 8)
		case "piloting":
			l.piloting = kit.Clamp(l.piloting+v, 0, 8)
		}
	default:
		l.onDetailTap(ds.Get("act").String())
	}
}

// onDetailTap serves the buttons of a design's detail: Add to game,
// Export design, Delete and Really delete.
func (l *LibraryPage) onDetailTap(act string) {
	if l.roster == nil {
		return
	}
	e, ok := l.roster.Get(l.selected)
	if !ok {
		return
	}
	switch act {
	case "delete":
		l.confirm = !e.BuiltIn
		return
	case "delete-confirm":
		key, imported := roster.StoredKey(e.ID)
		if !imported || !l.confirm {
			return
		}
		if err := session.Store().Delete(key); err != nil {
			l.busy = err.Error()
		}
		l.selected, l.confirm = "", false
		l.reload()
		return
	}
	d, err := e.Design()
	if err != nil {
		kit.Say(kit.Error, "Not done: "+err.Error()+".")
		return
	}
	switch act {
	case "add":
		l.pilot = fieldValue("pilot-name", l.pilot)
		name := strings.TrimSpace(l.pilot)
		if name == "" {
			name = "MechWarrior"
		}
		sides := session.Sides()
		side := sides[min(l.side, len(sides)-1)]
		id, err := session.AddUnit(d, game.Pilot{Name: name, Gunnery: l.gunnery, Piloting: l.piloting}, side)
		l.added = ""
		if err != nil {
			kit.Say(kit.Error, "Not added to the game: "+err.Error())
			return
		}
		l.added, l.pilot = id+" is in the game on "+side+".", ""
	case "export":
		if b, err := design.Marshal(d); err == nil {
			kit.Download(strings.TrimPrefix(roster.Key(d), "designs/")+".json", "application/json", string(b))
		}
	case "share":
		kit.Share(share.Design(d))
	case "print":
		printSheet(d)
	case "plist":
		list := printList()
		if len(list) >= session.MaxPrintList {
			kit.Say(kit.Error, fmt.Sprintf("Not added: the print list holds %d designs at most. Print it, or remove some, from the Sheets list.", session.MaxPrintList))
			return
		}
		if setPrintList(append(list, e.ID)) {
			kit.Say(kit.Done, fmt.Sprintf("%s is on the print list (%s). Go back to the list (← Library) to print it.", d.Name(), kit.Count(len(list)+1, "'Mech", "'Mechs")))
		}
	}
}

// printSheet prints the design's blank record sheet.
func printSheet(d design.Design) {
	s, err := record.Blank(d)
	if err != nil {
		kit.Say(kit.Error, "Not printed: this design's record sheet could not be worked out.")
		return
	}
	var w kit.Writer
	kit.RecordSheet(&w, s)
	kit.Print(w.HTML())
}

// printList is the roster ids of the designs picked to print together (a
// force to check in with on paper, before any game): a roster page, then
// each design's blank sheet. It is kept in the preferences, so a reload
// keeps it.
func printList() []string { return slices.Clone(session.GetPrefs().PrintList) }

// setPrintList saves the print list, or says why it could not.
func setPrintList(list []string) bool {
	p := session.GetPrefs()
	p.PrintList = list
	if err := session.SavePrefs(p); err != nil {
		kit.Say(kit.Error, "The print list was not saved: "+err.Error())
		return false
	}
	return true
}

// printPicked prints the roster of the designs on the print list and their
// blank record sheets, in one print job.
func (l *LibraryPage) printPicked() {
	if l.roster == nil || len(printList()) == 0 {
		return
	}
	var sheets []record.Sheet
	for _, id := range printList() {
		e, ok := l.roster.Get(id)
		if !ok {
			continue
		}
		d, err := e.Design()
		if err != nil {
			kit.Say(kit.Error, "Not printed: "+e.Name()+": "+err.Error()+".")
			return
		}
		s, err := record.Blank(d)
		if err != nil {
			kit.Say(kit.Error, "Not printed: the record sheet of "+e.Name()+" could not be worked out.")
			return
		}
		sheets = append(sheets, s)
	}
	var w kit.Writer
	kit.ForceRoster(&w, "Print list", 0, sheets)
	kit.Print(w.HTML())
}

// printListHTML is the print list's panel on the Sheets list: each design
// with its Remove, then Print and Clear.
func (l *LibraryPage) printListHTML(w *kit.Writer) {
	list := printList()
	if len(list) == 0 || l.roster == nil {
		return
	}
	w.F(`<section class="panel" id="plist"><h2>Print list: %s</h2><ul class="plist">`, kit.Count(len(list), "'Mech", "'Mechs"))
	for i, id := range list {
		name := id
		if e, ok := l.roster.Get(id); ok {
			name = e.Name()
		}
		w.F(`<li><span>%s</span><button class="btn" id="plist-drop-%d" data-act="plist-drop" data-v="%d" aria-label="Remove %s from the print list">Remove</button></li>`, name, i, i, name)
	}
	w.F(`</ul><div class="row"><button class="btn primary" id="plist-print" data-act="plist-print">Print roster and sheets</button><button class="btn" id="plist-clear" data-act="plist-clear">Clear</button></div></section>`)
}

// fieldValue is the value of the page's field with the id, as the player
// left it (or was typing it), else was.
func fieldValue(id, was string) string {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		return el.Get("value").String()
	}
	return was
}

// onInput serves typing: at every keystroke of the search the list of
// results is written anew at once (kit.Replace, the fast path: no morph of
// the long list, no render of the page) and its count changed in place;
// the pilot's name and the pasted text are kept.
func (l *LibraryPage) onInput(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	el := e.Get("target")
	switch el.Get("id").String() {
	case "lib-search":
		l.query, l.shown = el.Get("value").String(), firstShown
		if l.roster == nil {
			return
		}
		all, count, list, rest := l.resultParts(firstPainted)
		kit.Replace("lib-found", list)
		if c := app.Window().GetElementByID("lib-count"); c.Truthy() {
			c.Set("textContent", count)
		}
		kit.Shown("lib-results", all)
		l.typed++
		if rest.html != "" {
			typed := l.typed
			kit.AfterPaint(func() {
				// Unless another keystroke wrote the list since, or a
				// render wrote another list: the rows go after the last
				// one written.
				ul := app.Window().GetElementByID("lib-list")
				if typed != l.typed || !ul.Truthy() || ul.Get("childElementCount").Int() != firstPainted {
					return
				}
				if last := ul.Get("lastElementChild").Call("querySelector", "button"); last.Truthy() && last.Get("id").String() == rest.after {
					ul.Call("insertAdjacentHTML", "beforeend", string(rest.html))
				}
			})
		}
	case "pilot-name":
		l.pilot = el.Get("value").String()
	case "paste-text":
		l.paste = el.Get("value").String()
	}
}

// onChange serves the files picked to import.
func (l *LibraryPage) onChange(ctx app.Context, e app.Event) {
	el := e.Get("target")
	switch el.Get("id").String() {
	case "import-units", "import-folder":
		l.onFiles(el)
	case "paste-text":
		l.paste = el.Get("value").String()
		ctx.PreventUpdate()
	default:
		ctx.PreventUpdate()
	}
}

var classChoices = []classic.WeightClass{classic.Unclassed, classic.Light, classic.Medium, classic.Heavy, classic.Assault}

// topHTML is the search, the weight classes and, when open, the import
// panel.
func (l *LibraryPage) topHTML() kit.HTML {
	var w kit.Writer
	w.F(`<section class="panel"><div class="searchrow">`+
		`<input type="search" id="lib-search" class="search" aria-label="Search the designs" placeholder="Name, 65, 55-75, clan…" value="%s">`+
		`<button class="btn%s" id="import-toggle" data-act="import" aria-expanded="%t">Import</button>`+
		`<a class="btn" href="%s" id="lib-game">Game</a></div>`+
		`<div class="chips five" role="group" aria-label="Weight class">`, l.query, kit.On(l.importing), l.importing, kit.GamePath)
	for i, c := range classChoices {
		label := c.String()
		if c == classic.Unclassed {
			label = "All"
		}
		w.F(`<button class="chip small%s" id="class-%s" data-act="class" data-v="%d" aria-pressed="%t">%s</button>`,
			kit.On(l.class == c), strings.ToLower(label), i, l.class == c, label)
	}
	w.F(`</div></section>`)
	if l.importing || len(l.results) > 0 || l.busy != "" {
		l.importHTML(&w)
	}
	l.printListHTML(&w)
	return w.HTML()
}

// resultsHTML is the count of designs found, the list and Show more; or
// why there is none yet.
func (l *LibraryPage) resultsHTML() kit.HTML {
	switch {
	case l.loadErr != "":
		return kit.Fmt(`<p class="error" role="alert">The library could not be loaded: %s</p>`, l.loadErr)
	case l.roster == nil:
		return `<p class="muted">Loading the library…</p>`
	}
	all, _, _, _ := l.resultParts(firstShown)
	return all
}

// lateRows are the rows of a list written after its first ones: their
// HTML, and the id of the row they follow.
type lateRows struct {
	html  kit.HTML
	after string
}

// resultParts is the results' HTML (the roster loaded), and in it the count
// line and the list with Show more: the list's first rows (first), and in
// rest the rows after them.
func (l *LibraryPage) resultParts(first int) (all kit.HTML, count string, list kit.HTML, rest lateRows) {
	found, visible := l.find()
	var more kit.HTML
	if len(found) > len(visible) {
		more = kit.Fmt(`<button class="btn" id="lib-more" data-act="more">Show more (%s left)</button>`, kit.Number(int64(len(found)-len(visible))))
	}
	count = l.countText(found)
	all = kit.Fmt(`<section class="panel"><h2 id="lib-count">%s</h2><div id="lib-found">%s%s</div></section>`, count, designList(visible), more)
	if len(visible) > first {
		rest = lateRows{html: designRows(visible[first:]), after: "design-" + visible[first-1].ID}
		visible = visible[:first]
	}
	return all, count, designList(visible) + more, rest
}

// firstShown is how many designs a search lists before Show more: a
// phone's screen shows about eight, and each keystroke writes the list
// anew, so a shorter list answers the key sooner (bench -search, 4× CPU,
// 4,052 designs, alternating: p50 14.5 against 15.2–16.1 ms with 50).
const firstShown = 25

// firstPainted is how many of them a keystroke writes before the frame is
// painted: a screenful; the rest follow right after it (onInput), so the
// key's frame parses only what the screen shows.
const firstPainted = 10

// find runs the current search: every match, and the ones shown.
func (l *LibraryPage) find() (found, visible []*roster.Entry) {
	q := roster.ParseQuery(l.query)
	if l.class != classic.Unclassed {
		q.Class = l.class
	}
	found = l.roster.Find(q)
	return found, found[:min(len(found), l.shown)]
}

func (l *LibraryPage) countText(found []*roster.Entry) string {
	return kit.Number(int64(len(found))) + " of " + kit.Count(l.roster.Len(), "design", "")
}

// designList writes the HTML of the result list.
func designList(es []*roster.Entry) kit.HTML {
	var w kit.Writer
	w.F(`<ul class="designs" id="lib-list">%s</ul>`, designRows(es))
	return w.HTML()
}

// designRows writes the list's rows. Each row's HTML is made once per
// roster entry and kept (rows), so a keystroke only joins strings.
func designRows(es []*roster.Entry) kit.HTML {
	var w kit.Writer
	for _, e := range es {
		r, ok := rows[e]
		if !ok {
			r = designRow(e)
			rows[e] = r
		}
		w.Put(r)
	}
	return w.HTML()
}

// rows caches row HTML by entry; entries of a rebuilt roster are new
// pointers, so resetRows is called whenever the roster is replaced.
var rows = map[*roster.Entry]kit.HTML{}

func resetRows() { clear(rows) }

func designRow(e *roster.Entry) kit.HTML {
	d := e.Summary
	var badge kit.HTML
	if !e.BuiltIn {
		badge = `<span class="badge">imported</span>`
	}
	var w kit.Writer
	w.F(`<li><button class="design" id="design-%s" data-act="pick" data-id="%[1]s"><span class="dname">%s</span><span class="dmeta">%dt %s · %s · %d/%d/%d</span>%s</button></li>`,
		e.ID, d.Name(), d.Tons, e.Class, d.Tech.Name(), d.Walk, d.Run(), d.Jump, badge)
	return w.HTML()
}

// addHTML puts the design on the table with a pilot, on a side (the one
// last chosen, so a force is added with one tap on its side).
func (l *LibraryPage) addHTML(w *kit.Writer) {
	w.F(`<section class="panel" id="add-panel"><h2>Add to game</h2>`+
		`<label class="field"><span>Pilot</span><input type="text" id="pilot-name" placeholder="MechWarrior" value="%s" maxlength="40"></label><div class="steppers">`, l.pilot)
	kit.Stepper(w, "gunnery", "Gunnery", l.gunnery)
	kit.Stepper(w, "piloting", "Piloting", l.piloting)
	w.F(`</div><p class="steplabel" id="side-lbl">Side</p>`)
	sides := session.Sides()
	kit.Seg(w, "side", "Side", min(l.side, len(sides)-1), sides...)
	w.F(`<button class="btn primary big" id="add-to-game" data-act="add">Add to game</button>`)
	if l.added != "" {
		w.F(`<p class="notice" id="added" role="status">%s <a class="btn small" href="%s" id="open-game">Open the game</a></p>`, l.added, kit.GamePath)
	}
	w.F(`</section>`)
}

// importHTML is the import panel: files, a folder or pasted text, what is
// being read, and the report of the last import.
func (l *LibraryPage) importHTML(w *kit.Writer) {
	w.F(`<section class="panel"><h2>Import</h2><p class="muted small">MegaMek .mtf, Solaris Skunk Werks .ssw or Lancemate .json files, or a .zip of them.</p><div class="row">`+
		`<label class="btn filebtn"><span>Files…</span><input type="file" id="import-units" multiple accept=".mtf,.ssw,.json,.zip,.MTF,.SSW,.ZIP"></label>`+
		`<label class="btn filebtn"><span>Folder…</span><input type="file" id="import-folder" multiple webkitdirectory></label>`+
		`<button class="btn%s" id="import-paste" data-act="paste">Paste text</button></div>`, kit.On(l.pasting))
	if l.pasting {
		w.F(`<div class="paste"><textarea id="paste-text" rows="6" placeholder="Paste the text of a .mtf or .ssw file">%s</textarea>`+
			`<button class="btn primary" id="paste-import" data-act="paste-import">Import pasted text</button></div>`, l.paste)
	}
	if l.busy != "" {
		w.F(`<p class="notice" role="status" id="import-busy">%s</p>`, l.busy)
	}
	if l.stop != nil {
		w.F(`<button class="btn" id="import-units-stop" data-act="import-stop">Cancel the import</button>`)
	}
	if len(l.results) > 0 {
		w.Put(importReport(l.results))
	}
	w.F(`</section>`)
}

// unitIn is a unit file read, waiting to be imported.
type unitIn struct {
	name string
	data []byte
	err  error
}

// onFiles imports every unit file picked (or in the folder picked). The
// browser reads the files 32 at a time into a queue (kit.ReadFiles: its
// callbacks only hand off), no further than readAhead files ahead of the
// importer; a goroutine imports them, yielding to the page
// every 8 ms (store.Pacer) so a tap is answered while thousands of files
// go in, hands each slice's designs to storage together
// (ImportBatch.Slice), and reports its progress through the page's context
// at most every 250 ms. Cancel stops it and puts storage back as it was
// (ImportBatch.Undo).
func (l *LibraryPage) onFiles(input app.Value) {
	if l.stop != nil {
		return // one import at a time
	}
	ctx := l.page
	// One batch for the files picked together: two designs of the same
	// name are both kept (the second as "… (2)").
	batch := session.NewImportBatch()
	stop := make(chan struct{})
	l.stop, l.busy, l.results = stop, "Reading files…", nil
	var (
		mu      sync.Mutex
		queue   []unitIn
		read    bool   // every file read
		parked  func() // goes on reading, once the importer has taken the queue
		skipped int
		wake    = make(chan struct{}, 1)
	)
	// unpark lets the reader go on, if it waits.
	unpark := func() {
		mu.Lock()
		resume := parked
		parked = nil
		mu.Unlock()
		if resume != nil {
			resume()
		}
	}
	signal := func() {
		select {
		case wake <- struct{}{}:
		default:
		}
	}
	stopped := func() bool {
		select {
		case <-stop:
			return true
		default:
			return false
		}
	}
	kit.ReadFiles(input, unitExts, func(name string, data []byte, err error) bool {
		mu.Lock()
		queue = append(queue, unitIn{name, data, err})
		mu.Unlock()
		signal()
		return !stopped()
	}, func(resume func()) bool {
		mu.Lock()
		defer mu.Unlock()
		if len(queue) < readAhead {
			return true
		}
		parked = resume
		return false
	}, func(n int) {
		mu.Lock()
		read, skipped = true, n
		mu.Unlock()
		signal()
	})
	ctx.Async(func() {
		var results []session.ImportResult
		var pace store.Pacer
		shown := time.Now()
		for !stopped() {
			mu.Lock()
			next, all := queue, read
			queue = nil
			mu.Unlock()
			unpark() // the next files are read while these are imported
			if len(next) == 0 {
				if all {
					break
				}
				select {
				case <-wake:
				case <-stop:
				}
				continue
			}
			for len(next) > 0 && !stopped() {
				// A slice of files, their designs handed to storage in one
				// message, then the page's turn.
				batch.Slice(func() {
					for len(next) > 0 && !stopped() && !pace.Due() {
						f := next[0]
						next = next[1:]
						if f.err != nil {
							results = append(results, session.ImportResult{File: f.name, Err: f.err.Error()})
						} else {
							results = append(results, batch.File(f.name, f.data))
						}
					}
				})
				pace.Pace()
				if time.Since(shown) > 250*time.Millisecond {
					shown = time.Now()
					n := len(results)
					ctx.Dispatch(func(app.Context) { l.busy = "Imported " + kit.Count(n, "file", "") + "…" })
				}
			}
		}
		unpark() // a reader waiting is told to stop (each answers false)
		cancelled := stopped()
		var undoErr error
		if cancelled {
			undoErr = batch.Undo()
		} else if st := session.Store(); st != nil {
			// The report appears once every design is in storage, so a
			// reload right after it loses nothing.
			st.Flush()
		}
		ctx.Dispatch(func(app.Context) {
			input.Set("value", "")
			l.stop, l.busy = nil, ""
			switch {
			case undoErr != nil:
				kit.Say(kit.Error, "Import cancelled, but not every design could be put back: "+undoErr.Error())
			case cancelled:
				kit.Say(kit.Info, "Import cancelled: nothing was changed.")
			default:
				l.results = results
				switch {
				case skipped == 1:
					l.busy = "1 other file skipped: it is not a unit file."
				case skipped > 1:
					l.busy = kit.Count(skipped, "other file", "other files") + " skipped: they are not unit files."
				}
			}
			l.reload()
		})
	})
}

// readAhead is how many files the browser reads ahead of the importer: a
// few batches of lmReadFiles, so the importer never waits for the next
// files, and the page's queue is not flooded with file reads.
const readAhead = 64

// unitExts are the endings (lower case) of the files of a folder offered
// to the importer; a .zip is read as the unit files it holds (web/boot.js
// lmZip: a phone's picker cannot select thousands of files).
var unitExts = []string{".mtf", ".ssw", ".json", ".zip"}

// reportRows is how many files an import's report lists: a corpus of
// 7,549 files drawn as 7,549 rows held the page for seconds. The refused
// ones come first, so a refusal is never behind a long list.
const reportRows = 100

// importReport is the report of an import: why each file was refused and
// what each of the others gave, the first reportRows of them.
func importReport(results []session.ImportResult) kit.HTML {
	ok, refused := 0, 0
	for _, r := range results {
		if r.Err == "" {
			ok++
		} else {
			refused++
		}
	}
	var w kit.Writer
	w.F(`<div class="report" id="import-report"><p><strong>%s imported, %s refused</strong></p><ul>`, kit.Number(int64(ok)), kit.Number(int64(refused)))
	shown := 0
	for _, r := range results {
		if r.Err != "" && shown < reportRows {
			shown++
			w.F(`<li class="refused"><strong>✗ %s</strong><span>: %s</span></li>`, r.File, strings.TrimPrefix(r.Err, r.File+": "))
		}
	}
	for _, r := range results {
		if r.Err != "" || shown >= reportRows {
			continue
		}
		shown++
		text := strings.Join(r.Designs, ", ")
		if r.Updated > 0 {
			text += " (" + kit.Number(int64(r.Updated)) + " replaced an earlier import)"
		}
		w.F(`<li class="imported"><strong>✓ %s</strong><span>: %s</span>`, r.File, text)
		if len(r.Renamed) > 0 {
			w.F(`<p class="muted small">Same name as another file of this import, kept as: %s</p>`, strings.Join(r.Renamed, ", "))
		}
		if len(r.Unknown) > 0 {
			w.F(`<p class="muted small">Not in the rules catalogue (kept by name, no game effect): %s</p>`, strings.Join(r.Unknown, "; "))
		}
		w.F(`</li>`)
	}
	w.F(`</ul>`)
	if rest := len(results) - shown; rest > 0 {
		w.F(`<p class="muted" id="import-report-more">%s more file%s not listed here; every design imported is in the library.</p>`, kit.Number(int64(rest)), kit.Plural(rest))
	}
	w.F(`</div>`)
	return w.HTML()
}

// detailHTML is a design's detail: its facts, Add to game, its armor and
// structure, its critical slots, Export and (for an import) Delete.
func (l *LibraryPage) detailHTML(e *roster.Entry) kit.HTML {
	var w kit.Writer
	w.F(`<button class="btn" id="detail-back" data-act="back">← Library</button>`)
	d, err := e.Design()
	if err != nil {
		w.F(`<section class="panel"><p class="error" id="detail-unread" role="alert">%s: %s.</p><a class="btn" id="detail-settings" href="/settings">Open Settings</a></section>`, e.Name(), err.Error())
		return w.HTML()
	}
	is, _ := d.Structure()
	w.F(`<section class="panel"><dl class="facts">`)
	fact(&w, "Tonnage", fmt.Sprintf("%d t (%s)", d.Tons, e.Class))
	fact(&w, "Tech", d.Tech.Name()+ruleText(d))
	fact(&w, "Movement", fmt.Sprintf("Walk %d · Run %d · Jump %d", d.Walk, d.Run(), d.Jump))
	fact(&w, "Engine", fmt.Sprintf("%s %d", roster.ItemName(d.Engine.Type), d.Engine.Rating))
	fact(&w, "Heat sinks", heatSinkText(d))
	fact(&w, "Internal structure", roster.ItemName(d.StructureType))
	fact(&w, "Armor", roster.ItemName(d.ArmorType))
	if d.Cost > 0 {
		fact(&w, "Cost", kit.Number(int64(d.Cost+0.5))+" C-bills")
	}
	fact(&w, "Source", d.Source)
	w.F(`</dl></section>`)
	l.addHTML(&w)
	w.F(`<section class="panel"><h2>Armor and structure</h2><table class="armor"><tbody>` +
		`<tr><th>Location</th><th>Armor</th><th>Rear</th><th>Structure</th></tr>`)
	for _, loc := range classic.Locations {
		rear := "—"
		if loc.HasRear() {
			rear = strconv.Itoa(d.Rear.At(loc))
		}
		w.F(`<tr><th>%s</th><td>%d</td><td>%s</td><td>%d</td></tr>`, loc.Name(d.Config), d.Armor[loc], rear, is[loc])
	}
	w.F(`</tbody></table></section><section class="panel"><h2>Critical slots</h2>`)
	for _, loc := range classic.Locations {
		w.F(`<div class="critloc"><h3>%s</h3><ol class="slots">`, loc.Name(d.Config))
		for _, label := range slotLabels(d, loc) {
			w.F(`<li>%s</li>`, label)
		}
		w.F(`</ol></div>`)
	}
	w.F(`</section><div class="row"><button class="btn" id="detail-print" data-act="print">Print sheet</button><button class="btn" id="detail-plist" data-act="plist">Add to print list</button><button class="btn" id="detail-share" data-act="share">Share</button><button class="btn" id="detail-export" data-act="export">Export design</button>`)
	switch {
	case e.BuiltIn:
	case l.confirm:
		w.F(`<button class="btn danger" id="detail-delete-confirm" data-act="delete-confirm">Really delete</button>`)
	default:
		w.F(`<button class="btn" id="detail-delete" data-act="delete">Delete</button>`)
	}
	w.F(`</div>`)
	return w.HTML()
}

// slotLabels lists the labels of a location's critical slots, one per
// slot, "Roll Again" for empty ones.
func slotLabels(d design.Design, loc classic.Location) []string {
	var out []string
	for _, m := range d.Slots[loc] {
		label := roster.MountLabel(m)
		for range m.Slots() {
			out = append(out, label)
		}
	}
	for len(out) < loc.SlotsFor(d.Config) {
		out = append(out, "Roll Again")
	}
	return out
}

// fact writes one line of a design's facts.
func fact(w *kit.Writer, term, value string) {
	w.F(`<div><dt>%s</dt><dd>%s</dd></div>`, term, value)
}

// ruleText is the design's rules level and year, after its tech base.
func ruleText(d design.Design) string {
	s := ""
	if d.Rules != "" {
		s += " · " + d.Rules + " rules"
	}
	if d.Year > 0 {
		s += fmt.Sprintf(" · year %d", d.Year)
	}
	return s
}

func heatSinkText(d design.Design) string {
	if d.HeatSinks.Double() {
		return fmt.Sprintf("%d double (dissipate %d)", d.HeatSinks.Count, 2*d.HeatSinks.Count)
	}
	return fmt.Sprintf("%d single", d.HeatSinks.Count)
}
