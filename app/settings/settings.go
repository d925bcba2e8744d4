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
// status, backup export/import and the damaged-records list.
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
	damaged     []store.Damaged
	busy        string        // what is being read or checked
	cancel      chan struct{} // closed to cancel the import running
	done, total int           // records imported so far, of
	// ctx is the page's context: work started by a tap reports back
	// through it, because go-app drops a dispatch from the context of an
	// element that is gone (the tapped button, replaced by a progress bar).
	ctx app.Context

	installable, apple bool
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

func (s *SettingsPage) setPrefs(ctx app.Context, p session.Prefs) {
	if err := session.SavePrefs(p); err != nil {
		kit.Say(kit.Error, "Not saved: "+err.Error())
	}
	kit.ApplyTheme(p.Theme)
}

// Render implements app.Composer.
func (s *SettingsPage) Render() app.UI {
	p := session.GetPrefs()
	return &kit.Shell{Title: "Settings", Active: "/settings", Content: []app.UI{
		app.Section().Class("panel").Body(
			app.H2().Text("Display"),
			app.Div().Class("segmented").Role("group").Aria("label", "Theme").Body(
				app.Button().Class(kit.Cls("seg", p.Theme != "light")).ID("theme-dark").Aria("pressed", p.Theme != "light").Text("Dark").
					OnClick(func(ctx app.Context, e app.Event) { p := session.GetPrefs(); p.Theme = "dark"; s.setPrefs(ctx, p) }),
				app.Button().Class(kit.Cls("seg", p.Theme == "light")).ID("theme-light").Aria("pressed", p.Theme == "light").Text("Light").
					OnClick(func(ctx app.Context, e app.Event) { p := session.GetPrefs(); p.Theme = "light"; s.setPrefs(ctx, p) }),
			),
			app.Label().Class("toggle").Body(
				app.Input().Type("checkbox").ID("wakelock").Checked(p.WakeLock).
					OnChange(func(ctx app.Context, e app.Event) {
						p := session.GetPrefs()
						p.WakeLock = ctx.JSSrc().Get("checked").Bool()
						s.setPrefs(ctx, p)
						kit.ScreenLock.Set(p.WakeLock, func(ok bool) {
							ctx.Dispatch(func(app.Context) { s.lockOn = ok })
						})
					}),
				app.Span().Text("Keep the screen awake"),
			),
			app.P().Class("muted").ID("wakelock-state").Text(wakeText(p.WakeLock, s.lockOn, kit.ScreenLock.Supported())),
		),
		s.renderSystems(p),
		s.renderInstall(),
		s.renderStorage(),
		s.renderBackup(),
		s.renderDamaged(),
		app.If(s.busy != "", func() app.UI { return app.P().Class("notice").ID("settings-busy").Role("status").Text(s.busy) }),
		app.P().Class("muted small").Text("Lancemate " + app.Getenv("GOAPP_VERSION")),
	}}
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

func (s *SettingsPage) renderInstall() app.UI {
	switch {
	case s.installable:
		return app.Section().Class("panel").Body(
			app.H2().Text("Install"),
			app.P().Class("muted").Text("Installed, Lancemate opens like an app and works without signal."),
			app.Button().Class("btn").ID("install").Text("Install Lancemate").
				OnClick(func(ctx app.Context, e app.Event) { ctx.ShowAppInstallPrompt() }),
		)
	case s.apple:
		return app.Section().Class("panel").Body(
			app.H2().Text("Install"),
			app.P().Class("muted").Text("To install on iPhone or iPad: Share → Add to Home Screen."),
		)
	}
	return app.Text("")
}

func (s *SettingsPage) renderStorage() app.UI {
	status := "Checking…"
	if s.hasInfo {
		status = fmt.Sprintf("Using %s of %s.", bytesText(s.info.Usage), bytesText(s.info.Quota))
		if s.info.Persisted {
			status += " Storage is persistent: the browser will not clear it to free space."
		} else {
			status += " Storage is not yet persistent: the browser may clear it when the device runs low on space."
		}
	}
	return app.Section().Class("panel").Body(
		app.H2().Text("Storage"),
		app.P().ID("storage-status").Text(status),
		app.If(s.hasInfo && !s.info.Persisted, func() app.UI {
			return app.Button().Class("btn").ID("persist").Text("Keep my data").
				OnClick(func(ctx app.Context, e app.Event) {
					session.RequestPersistence(func(ok bool) {
						ctx.Dispatch(func(ctx app.Context) {
							if !ok {
								kit.Say(kit.Info, "The browser declined for now; installing the app usually makes storage persistent.")
							}
							s.refreshStorage(ctx)
						})
					})
				})
		}),
	)
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

func (s *SettingsPage) renderBackup() app.UI {
	return app.Section().Class("panel").Body(
		app.H2().Text("Backup"),
		app.P().Class("muted").Text("One file with everything Lancemate has saved on this device."),
		app.Button().Class("btn").ID("export").Text("Export backup").
			OnClick(func(ctx app.Context, e app.Event) {
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
				kit.Download("lancemate-backup-"+now.Format("2006-01-02-1504")+".json", "application/json", string(data))
				kit.Say(kit.Done, "Exported "+kit.Count(st.Count(""), "record", "")+".")
			}),
		app.Label().Class("btn filebtn").Body(
			app.Span().Text("Import backup…"),
			app.Input().Type("file").ID("import-file").Accept(".json,application/json").
				OnChange(func(ctx app.Context, e app.Event) {
					input := ctx.JSSrc()
					kit.ReadFile(input, func(name, text string, err error) {
						ctx.Dispatch(func(app.Context) {
							input.Set("value", "")
							s.planImport(name, []byte(text), store.Merge, err)
						})
					})
				}),
		),
		app.If(s.plan != nil, func() app.UI { return s.renderPlan() }),
	)
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

func (s *SettingsPage) renderPlan() app.UI {
	p := s.plan
	if s.cancel != nil {
		return app.Div().Class("plan").ID("import-plan").Body(
			app.P().ID("import-progress-text").Text(fmt.Sprintf("Importing %s: %d of %d records…", s.planFile, s.done, s.total)),
			app.Progress().ID("import-progress").Max(max(s.total, 1)).Value(s.done).Aria("label", "Import progress"),
			app.Button().Class("btn").ID("import-stop").Text("Cancel the import").
				OnClick(func(ctx app.Context, e app.Event) {
					if s.cancel != nil {
						close(s.cancel)
						s.cancel = nil
					}
				}),
		)
	}
	return app.Div().Class("plan").ID("import-plan").Body(
		app.P().Body(app.Strong().Text(s.planFile+": "), app.Span().ID("import-summary").Text(p.Summary())),
		app.Div().Class("segmented").Role("group").Aria("label", "Import mode").Body(
			app.Button().Class(kit.Cls("seg", s.mode == store.Merge)).ID("import-merge").Aria("pressed", s.mode == store.Merge).Text("Merge").
				OnClick(func(ctx app.Context, e app.Event) { s.planImport(s.planFile, s.importData, store.Merge, nil) }),
			app.Button().Class(kit.Cls("seg", s.mode == store.Replace)).ID("import-replace").Aria("pressed", s.mode == store.Replace).Text("Replace all").
				OnClick(func(ctx app.Context, e app.Event) { s.planImport(s.planFile, s.importData, store.Replace, nil) }),
		),
		app.P().Class("muted").Text(map[store.ImportMode]string{
			store.Merge:   "Merge adds the file's records and updates changed ones; everything else stays.",
			store.Replace: "Replace makes this device hold exactly what the file holds.",
		}[s.mode]),
		app.If(len(p.Refused) > 0, func() app.UI {
			return app.Details().ID("import-refused").Body(
				app.Summary().Text(fmt.Sprintf("%d record%s of the file will not be imported", len(p.Refused), kit.Plural(len(p.Refused)))),
				app.Ul().Class("damaged").Body(app.Range(p.Refused).Slice(func(i int) app.UI {
					r := p.Refused[i]
					return app.Li().Body(app.Strong().Text(r.Key), app.P().Class("error").Text(r.Reason))
				})),
			)
		}),
		app.Div().Class("row").Body(
			app.Button().Class("btn primary").ID("import-apply").Text("Import").
				OnClick(func(ctx app.Context, e app.Event) {
					if s.plan != nil && s.cancel == nil {
						s.applyImport()
					}
				}),
			app.Button().Class("btn").ID("import-cancel").Text("Cancel").
				OnClick(func(ctx app.Context, e app.Event) { s.plan, s.importData = nil, nil }),
		),
	)
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
			if err != nil {
				session.Problem("Some records could not be checked: " + err.Error())
			}
		})
	})
}

func (s *SettingsPage) renderDamaged() app.UI {
	damaged := s.damaged
	if len(damaged) == 0 {
		return app.Text("")
	}
	return app.Section().Class("panel warn").ID("damaged").Body(
		app.H2().Text("Damaged records ("+kit.Number(int64(len(damaged)))+")"),
		app.P().Text("These saved records could not be read. Their text is kept exactly as stored: export it, then discard it if you no longer need it."),
		app.Ul().Class("damaged").Body(app.Range(damaged).Slice(func(i int) app.UI {
			d := damaged[i]
			return app.Li().Body(
				app.Strong().Text(recordKind(d.Key)),
				app.P().Class("error").Text(d.Err.Error()),
				app.Pre().Class("raw").Text(d.Raw),
				app.Div().Class("row").Body(
					app.Button().Class("btn small").Text("Export text").
						OnClick(func(ctx app.Context, e app.Event) { kit.Download("damaged-record.txt", "text/plain", d.Key+"\n"+d.Raw) }, app.EventScope(d.Key)),
					app.If(s.confirm == d.Key, func() app.UI {
						return app.Button().Class("btn small danger").Text("Really discard").
							OnClick(func(ctx app.Context, e app.Event) {
								if err := session.Store().Discard(d.Key); err != nil {
									kit.Say(kit.Error, "Not discarded: "+err.Error())
								}
								s.confirm = ""
								session.Reload()
							}, app.EventScope(d.Key))
					}).Else(func() app.UI {
						return app.Button().Class("btn small").Text("Discard").
							OnClick(func(ctx app.Context, e app.Event) { s.confirm = d.Key }, app.EventScope(d.Key))
					}),
				),
			)
		})),
	)
}

// renderSystems lets the player choose the games they play: the bottom bar
// shows those games' sections (the home page lists them all).
func (s *SettingsPage) renderSystems(p session.Prefs) app.UI {
	chosen := p.Systems
	if len(chosen) == 0 {
		chosen = kit.DefaultSystems
	}
	return app.Section().Class("panel").ID("systems").Body(
		app.H2().Text("Your games"),
		app.P().Class("muted small").Text("The bottom bar shows the games you play; the start page lists every section."),
		app.Div().Class("chips").Role("group").Aria("label", "Games shown in the bottom bar").Body(
			app.Range(kit.Systems).Slice(func(i int) app.UI {
				id, name := kit.Systems[i][0], kit.Systems[i][1]
				on := slices.Contains(chosen, id)
				return app.Button().Class(kit.Cls("chip", on)).ID("sys-"+id).Aria("pressed", on).Text(name).
					OnClick(func(ctx app.Context, e app.Event) {
						// Read the settings now: go-app keeps the first
						// handler of a button, so what it captured is stale.
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
						s.setPrefs(ctx, p)
					})
			}),
		),
	)
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
