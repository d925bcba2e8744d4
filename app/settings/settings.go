package settings

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/store"
)

// SettingsPage holds the theme, the screen wake lock, install, storage
// status, backup export/import and the damaged-records list. The page is
// HTML text (kit.View) served by one delegated tap handler and one change
// handler (the screen wake lock, the backup file); the damaged records'
// section is made again only when it changes.
type SettingsPage struct {
	app.Compo

	info        kit.StorageInfo
	hasInfo     bool
	lockOn      bool
	plan        *store.ImportPlan
	planFile    string
	importData  []byte
	mode        store.ImportMode
	confirm     string // key of a damaged record awaiting discard confirmation
	whole       string // key of the damaged record shown whole
	wholeText   string // its whole text, read on demand
	damaged     []store.Damaged
	busy        string        // what is being read or checked
	cancel      chan struct{} // closed to cancel the import running
	done, total int           // records imported so far, of
	// ctx is the page's context: work started by a tap reports back
	// through it, because go-app drops a dispatch from the context of an
	// element that is gone (the tapped button, replaced by a progress bar).
	ctx app.Context

	installable, apple bool

	dmgHTML kit.HTML // the damaged records' section, for dmgMade
	dmgVer  int      // bumped when damaged or confirm changes
	dmgMade int      // the dmgVer dmgHTML was made for
	kit.Follower
}

// OnMount reads the storage status and follows the session.
func (s *SettingsPage) OnMount(ctx app.Context) {
	s.ctx = ctx
	s.Follow(ctx, s.listDamaged)
	s.refreshStorage(ctx)
	s.installable, s.apple = ctx.IsAppInstallable(), ctx.IsAppleBrowser()
	s.listDamaged(ctx)
}

// OnAppInstallChange shows or hides the install button as the browser
// offers installation or the app gets installed.
func (s *SettingsPage) OnAppInstallChange(ctx app.Context) { s.installable = ctx.IsAppInstallable() }

func (s *SettingsPage) refreshStorage(ctx app.Context) {
	kit.QueryStorage(func(i kit.StorageInfo) {
		ctx.Dispatch(func(app.Context) { s.info, s.hasInfo = i, true })
	})
}

func (s *SettingsPage) setPrefs(p session.Prefs) {
	if err := session.SavePrefs(p); err != nil {
		if ro := (*session.ReadOnlyError)(nil); errors.As(err, &ro) {
			kit.Refuse(err) // refused before it was made
			return
		}
		kit.Say(kit.Error, "Not saved: "+err.Error())
	}
	kit.ApplyTheme(p.Theme)
}

// Render implements app.Composer.
func (s *SettingsPage) Render() app.UI {
	return &kit.Shell{Title: "Settings", Active: "/settings", Content: []app.UI{
		app.Div().ID("settings").OnClick(s.onTap).OnChange(s.onChange).Body(
			&kit.View{ID: "settings-main", HTML: s.mainHTML()},
			&kit.View{ID: "settings-damaged", HTML: s.damagedHTML()},
			&kit.View{ID: "settings-foot", HTML: s.footHTML()},
		),
	}}
}

// mainHTML is the display, the games, install, storage and backup.
func (s *SettingsPage) mainHTML() kit.HTML {
	p := session.GetPrefs()
	var w kit.Writer
	dark := p.Theme != "light"
	w.F(`<section class="panel"><h2>Display</h2><div class="segmented" role="group" aria-label="Theme">`+
		`<button class="seg%s" id="theme-dark" data-act="theme" data-v="dark" aria-pressed="%t">Dark</button>`+
		`<button class="seg%s" id="theme-light" data-act="theme" data-v="light" aria-pressed="%t">Light</button></div>`,
		kit.On(dark), dark, kit.On(!dark), !dark)
	checked := kit.HTML("")
	if p.WakeLock {
		checked = " checked"
	}
	w.F(`<label class="toggle"><input type="checkbox" id="wakelock"%s><span>Keep the screen awake</span></label>`+
		`<p class="muted" id="wakelock-state">%s</p></section>`, checked, wakeText(p.WakeLock, s.lockOn, kit.ScreenLock.Supported()))
	s.systemsHTML(&w, p)
	s.installHTML(&w)
	s.storageHTML(&w)
	s.backupHTML(&w)
	return w.HTML()
}

// footHTML is what is being read or checked, and the version.
func (s *SettingsPage) footHTML() kit.HTML {
	var w kit.Writer
	if s.busy != "" {
		w.F(`<p class="notice" id="settings-busy" role="status">%s</p>`, s.busy)
	}
	w.F(`<p class="muted small" id="settings-version">Lancemate, build %s (what to quote when you report a problem)</p>`, app.Getenv("GOAPP_VERSION"))
	return w.HTML()
}

// onTap runs what the tapped control's data-act names (data-v, data-k);
// what it needs is read now, not when the page was drawn.
func (s *SettingsPage) onTap(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return
	}
	ds := el.Get("dataset")
	v, k := ds.Get("v").String(), ds.Get("k").String()
	switch ds.Get("act").String() {
	case "theme":
		p := session.GetPrefs()
		p.Theme = v
		s.setPrefs(p)
	case "sys":
		s.toggleSystem(k)
	case "install":
		ctx.ShowAppInstallPrompt()
	case "persist":
		s.persist()
	case "export":
		s.export()
	case "mode":
		mode := store.Merge
		if v == "replace" {
			mode = store.Replace
		}
		s.planImport(s.planFile, s.importData, mode, nil)
	case "apply":
		if s.plan != nil && s.cancel == nil {
			s.applyImport()
		}
	case "cancel":
		s.plan, s.importData = nil, nil
	case "stop":
		if s.cancel != nil {
			close(s.cancel)
			s.cancel = nil
		}
	case "dexport":
		s.readWhole(k, func(text string) { kit.Download("damaged-record.txt", "text/plain", k+"\n"+text) })
		ctx.PreventUpdate()
	case "dwhole":
		s.readWhole(k, func(text string) {
			s.whole, s.wholeText = k, text
			s.dmgVer++
		})
	case "discard":
		s.confirm = k
		s.dmgVer++
	case "really":
		if err := session.Store().Discard(k); err != nil {
			kit.Say(kit.Error, "Not discarded: "+err.Error())
		}
		s.confirm = ""
		s.dmgVer++
		session.Reload()
	}
}

// onChange serves the screen wake lock's checkbox and the backup file
// picked; what they start reports back through the page's context.
func (s *SettingsPage) onChange(ctx app.Context, e app.Event) {
	el := e.Get("target")
	page := s.ctx
	switch el.Get("id").String() {
	case "wakelock":
		p := session.GetPrefs()
		p.WakeLock = el.Get("checked").Bool()
		s.setPrefs(p)
		kit.ScreenLock.Set(p.WakeLock, func(ok bool) {
			page.Dispatch(func(app.Context) { s.lockOn = ok })
		})
	case "import-file":
		kit.ReadFile(el, func(name string, data []byte, err error) {
			page.Dispatch(func(app.Context) {
				el.Set("value", "")
				s.planImport(name, data, store.Merge, err)
			})
		})
	default:
		ctx.PreventUpdate()
	}
}

func wakeText(want, on, supported bool) string {
	switch {
	case !supported:
		return "This browser cannot keep the screen awake."
	case want && on:
		return "The screen stays on while Lancemate is open."
	case want:
		return "Asking the browser to keep the screen on…"
	}
	return "The screen may dim as usual."
}

// installHTML offers to install the app where the browser can, or says
// how on an Apple device.
func (s *SettingsPage) installHTML(w *kit.Writer) {
	switch {
	case s.installable:
		w.F(`<section class="panel"><h2>Install</h2><p class="muted">Installed, Lancemate opens like an app and works without signal.</p>` +
			`<button class="btn" id="install" data-act="install">Install Lancemate</button></section>`)
	case s.apple:
		w.F(`<section class="panel"><h2>Install</h2><p class="muted">To install on iPhone or iPad: Share → Add to Home Screen.</p></section>`)
	}
}

// storageHTML says how much storage is used and whether it is
// persistent, with a way to ask for it.
func (s *SettingsPage) storageHTML(w *kit.Writer) {
	status := "Checking…"
	if s.hasInfo {
		status = fmt.Sprintf("Using %s of %s.", bytesText(s.info.Usage), bytesText(s.info.Quota))
		if s.info.Persisted {
			status += " Storage is persistent: the browser will not clear it to free space."
		} else {
			status += " Storage is not yet persistent: the browser may clear it when the device runs low on space."
		}
	}
	w.F(`<section class="panel"><h2>Storage</h2><p id="storage-status">%s</p>`, status)
	if s.hasInfo && !s.info.Persisted {
		w.F(`<button class="btn" id="persist" data-act="persist">Keep my data</button>`)
	}
	w.F(`</section>`)
}

// persist asks the browser to keep the storage; the answer comes back
// through the page's context.
func (s *SettingsPage) persist() {
	page := s.ctx
	session.RequestPersistence(func(ok bool) {
		page.Dispatch(func(ctx app.Context) {
			if !ok {
				kit.Say(kit.Info, "The browser declined for now; installing the app usually makes storage persistent.")
			}
			s.refreshStorage(ctx)
		})
	})
}

func bytesText(b float64) string {
	switch {
	case b >= 1<<30:
		return fmt.Sprintf("%.1f GB", b/(1<<30))
	case b >= 1<<20:
		return fmt.Sprintf("%.1f MB", b/(1<<20))
	}
	return fmt.Sprintf("%.0f KB", b/(1<<10))
}

// backupHTML offers the backup's export and import, and the plan of an
// import.
func (s *SettingsPage) backupHTML(w *kit.Writer) {
	w.F(`<section class="panel"><h2>Backup</h2><p class="muted">One file with everything Lancemate has saved on this device.</p>` +
		`<button class="btn" id="export" data-act="export">Export backup</button>` +
		`<label class="btn filebtn"><span>Import backup…</span><input type="file" id="import-file" accept=".json,application/json"></label>` +
		`<p class="muted small">A game, a force, a stable or a design sent from another phone (a .lancemate file):</p><a class="btn" href="/import" id="open-shared">Open a shared file…</a>`)
	if s.plan != nil {
		s.planHTML(w)
	}
	w.F(`</section>`)
}

// export downloads every record as one file.
func (s *SettingsPage) export() {
	st := session.Store()
	if st == nil {
		return
	}
	st.Flush()
	now := time.Now()
	data, err := st.Export(now)
	if err != nil {
		kit.Refuse(err)
		return
	}
	name := "lancemate-backup-" + now.Format("2006-01-02-1504") + ".json"
	kit.Download(name, "application/json", string(data))
	kit.Say(kit.Done, "Exported "+kit.Count(st.Count(""), "record", "")+" to "+name+", in your downloads.")
}

// planImport previews what importing the backup would change, off the UI
// goroutine: every record is checked with the loaders the pages use, and
// what would be damaged is refused in the preview, each with its reason.
func (s *SettingsPage) planImport(name string, data []byte, mode store.ImportMode, err error) {
	ctx := s.ctx
	s.plan = nil
	kit.Say(kit.Info, "")
	st := session.Store()
	if err == nil && st == nil {
		err = fmt.Errorf("storage is not open")
	}
	if err != nil {
		kit.Say(kit.Error, "Import refused: "+err.Error())
		return
	}
	s.busy = "Checking " + name + "…"
	ctx.Async(func() {
		p, err := st.PlanImport(data, mode)
		ctx.Dispatch(func(app.Context) {
			s.busy = ""
			if err != nil {
				kit.Say(kit.Error, "Import refused: "+name+": "+err.Error())
				return
			}
			s.plan, s.planFile, s.importData, s.mode = &p, name, data, mode
		})
	})
}

// applyImport carries the plan out in chunks, off the UI goroutine, with
// a progress bar and a cancel that leaves storage as it was.
func (s *SettingsPage) applyImport() {
	ctx := s.ctx
	p := *s.plan
	cancel := make(chan struct{})
	s.cancel, s.done, s.total = cancel, 0, len(p.Add)+len(p.Change)+len(p.Remove)
	ctx.Async(func() {
		err := session.Store().ApplyImportChunks(p, 0, func(done, total int) {
			ctx.Dispatch(func(app.Context) { s.done, s.total = done, total })
		}, cancel)
		ctx.Dispatch(func(app.Context) {
			s.cancel = nil
			switch {
			case errors.Is(err, store.ErrCanceled):
				kit.Say(kit.Info, "Import cancelled: nothing was changed.")
				return
			case err != nil:
				kit.Say(kit.Error, "Import failed, nothing was changed: "+err.Error())
				return
			}
			kit.Say(kit.Done, "Imported: "+p.Summary()+".")
			s.plan, s.importData = nil, nil
			session.Reload()
		})
	})
}

// refusedRows is how many of a backup's refused records the preview
// lists: a file of 38,980 records all refused would otherwise be drawn as
// 38,980 rows.
const refusedRows = 100

// importModes say what each import mode does.
var importModes = map[store.ImportMode]string{
	store.Merge:   "Merge adds the file's records and updates changed ones; everything else stays.",
	store.Replace: "Replace makes this device hold exactly what the file holds.",
}

// planHTML is the import's progress with its cancel, or its preview: what
// it changes, the mode, the records refused, Import and Cancel.
func (s *SettingsPage) planHTML(w *kit.Writer) {
	p := s.plan
	if s.cancel != nil {
		w.F(`<div class="plan" id="import-plan"><p id="import-progress-text">Importing %s: %d of %d records…</p>`+
			`<progress id="import-progress" max="%d" value="%d" aria-label="Import progress"></progress>`+
			`<button class="btn" id="import-stop" data-act="stop">Cancel the import</button></div>`,
			s.planFile, s.done, s.total, max(s.total, 1), s.done)
		return
	}
	merge, replace := s.mode == store.Merge, s.mode == store.Replace
	w.F(`<div class="plan" id="import-plan"><p><strong>%s: </strong><span id="import-summary">%s</span></p>`+
		`<div class="segmented" role="group" aria-label="Import mode">`+
		`<button class="seg%s" id="import-merge" data-act="mode" data-v="merge" aria-pressed="%t">Merge</button>`+
		`<button class="seg%s" id="import-replace" data-act="mode" data-v="replace" aria-pressed="%t">Replace all</button></div>`+
		`<p class="muted">%s</p>`,
		s.planFile, p.Summary(), kit.On(merge), merge, kit.On(replace), replace, importModes[s.mode])
	if n := len(p.Refused); n > 0 {
		w.F(`<details id="import-refused"><summary>%d record%s of the file will not be imported</summary><ul class="damaged">`, n, kit.Plural(n))
		for _, r := range p.Refused[:min(n, refusedRows)] {
			w.F(`<li><strong>%s</strong><p class="error">%s</p></li>`, r.Key, r.Reason)
		}
		w.F(`</ul>`)
		if n > refusedRows {
			w.F(`<p class="muted" id="import-refused-more">%s more record%s not listed here.</p>`, kit.Number(int64(n-refusedRows)), kit.Plural(n-refusedRows))
		}
		w.F(`</details>`)
	}
	w.F(`<div class="row"><button class="btn primary" id="import-apply" data-act="apply">Import</button>` +
		`<button class="btn" id="import-cancel" data-act="cancel">Cancel</button></div></div>`)
}

// readWhole reads the whole text of the damaged record at key, off the UI
// goroutine when it is read from storage (a record too long to be one is
// held by its start only), and hands it to then on the UI goroutine.
func (s *SettingsPage) readWhole(key string, then func(text string)) {
	ctx := s.ctx
	st := session.Store()
	if st == nil {
		return
	}
	s.busy = "Reading " + key + "…"
	ctx.Async(func() {
		text, err := st.Whole(key)
		ctx.Dispatch(func(app.Context) {
			s.busy = ""
			if err != nil {
				kit.Say(kit.Error, "Not read: "+err.Error())
				return
			}
			then(text)
		})
	})
}

// listDamaged lists every damaged record, those of the designs read on
// demand included: the store first checks every record against its
// section's loader, off the UI goroutine.
func (s *SettingsPage) listDamaged(app.Context) {
	ctx := s.ctx
	st := session.Store()
	if st == nil {
		return
	}
	ctx.Async(func() {
		damaged, err := st.DamagedAll()
		ctx.Dispatch(func(app.Context) {
			s.damaged = damaged
			s.dmgVer++
			if err != nil {
				session.Problem("Some records could not be checked: " + err.Error())
			}
		})
	})
}

// damagedHTML lists the damaged records with their text as stored,
// each with Export text and Discard (which asks again).
func (s *SettingsPage) damagedHTML() kit.HTML {
	if s.dmgMade == s.dmgVer {
		return s.dmgHTML
	}
	s.dmgMade, s.dmgHTML = s.dmgVer, ""
	if len(s.damaged) == 0 {
		return ""
	}
	var w kit.Writer
	w.F(`<section class="panel warn" id="damaged"><h2>Damaged records (%s)</h2>`+
		`<p>These saved records could not be read. Their text is kept exactly as stored: export it, then discard it if you no longer need it.</p><ul class="damaged">`,
		kit.Number(int64(len(s.damaged))))
	for _, d := range s.damaged {
		why, _ := kit.Head(d.Err.Error(), kit.RawPreview)
		w.F(`<li data-key="%s"><strong>%s</strong> <span class="muted small">%[1]s, %[3]s</span><p class="error">%[4]s</p>`,
			d.Key, recordKind(d.Key), kit.Bytes(max(d.Size, len(d.Raw))), why)
		if s.whole == d.Key {
			kit.DamagedRaw(&w, s.wholeText, 0, true)
		} else {
			kit.DamagedRaw(&w, d.Raw, d.Size, false)
		}
		w.F(`<div class="row"><button class="btn small" data-act="dexport" data-k="%s">Export text</button>`, d.Key)
		if _, more := kit.Head(d.Raw, kit.RawPreview); (more || d.Cut()) && s.whole != d.Key {
			w.F(`<button class="btn small" data-act="dwhole" data-k="%s">Show all text</button>`, d.Key)
		}
		if s.confirm == d.Key {
			w.F(`<button class="btn small danger" data-act="really" data-k="%s">Really discard</button>`, d.Key)
		} else {
			w.F(`<button class="btn small" data-act="discard" data-k="%s">Discard</button>`, d.Key)
		}
		w.F(`</div></li>`)
	}
	w.F(`</ul></section>`)
	s.dmgHTML = w.HTML()
	return s.dmgHTML
}

// systemsHTML lets the player choose the games they play: the bottom bar
// shows those games' sections (the home page lists them all).
func (s *SettingsPage) systemsHTML(w *kit.Writer, p session.Prefs) {
	chosen := p.Systems
	if len(chosen) == 0 {
		chosen = kit.DefaultSystems
	}
	w.F(`<section class="panel" id="systems"><h2>Your games</h2><p class="muted small">The bottom bar shows the games you play, and a game joins it when you open one of its pages; Home lists every section.</p>` +
		`<div class="chips" role="group" aria-label="Games shown in the bottom bar">`)
	for _, sys := range kit.Systems {
		on := slices.Contains(chosen, sys[0])
		w.F(`<button class="chip%s" id="sys-%s" data-act="sys" data-k="%[2]s" aria-pressed="%t">%s</button>`, kit.On(on), sys[0], on, sys[1])
	}
	w.F(`</div></section>`)
}

// toggleSystem shows or hides a game's sections in the bottom bar; one
// game at least stays.
func (s *SettingsPage) toggleSystem(id string) {
	p := session.GetPrefs()
	cur := p.Systems
	if len(cur) == 0 {
		cur = kit.DefaultSystems
	}
	next := slices.DeleteFunc(slices.Clone(cur), func(x string) bool { return x == id })
	if !slices.Contains(cur, id) {
		next = append(next, id)
	}
	if len(next) == 0 {
		kit.Say(kit.Error, "Keep at least one game: the bottom bar shows its pages.")
		return
	}
	p.Systems = next
	s.setPrefs(p)
}

// recordKinds name what a stored record holds by its key's namespace, in
// the player's words (the key itself is storage's).
var recordKinds = []struct{ ns, name string }{
	{store.NSDiceLog, "A roll in the roll log"},
	{store.NSDesigns, "An imported design"},
	{store.NSGames, "A game"},
	{store.NSDials, "Solaris 7 figures or a match"},
	{store.NSStable, "A Solaris 7 stable"},
	{store.NSLedger, "A Solaris Melee Challenge event"},
	{store.NSMeks, "A Meks campaign"},
	{store.NSSettings, "Your settings"},
}

// recordKind says what the record at key holds.
func recordKind(key string) string {
	for _, k := range recordKinds {
		if strings.HasPrefix(key, k.ns) {
			return k.name
		}
	}
	return "A record"
}
