package library

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/classic"
	"lancemate/engine/game"
	"lancemate/sheets/design"
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
	loadErr   string
	query     string
	class     classic.WeightClass
	shown     int
	selected  string // roster id of the design in the detail view
	results   []session.ImportResult
	busy      string
	paste     string
	pasting   bool
	importing bool
	confirm   bool
	page      app.Context // the page's own, from OnMount
	kit.Follower

	// The pilot of the next 'Mech added to the game, and what the last
	// addition did.
	pilot             string
	gunnery, piloting int
	added             string
}

// OnInit shows the first 50 results and sets a regular pilot's skills
// (Gunnery 4, Piloting 5).
func (l *LibraryPage) OnInit() {
	l.shown, l.gunnery, l.piloting = 50, 4, 5
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

// OnMount loads the roster once storage is open.
func (l *LibraryPage) OnMount(ctx app.Context) {
	l.page = ctx
	l.Follow(ctx, l.load)
	l.load(ctx)
}

func (l *LibraryPage) load(ctx app.Context) {
	if l.roster != nil || !session.Ready() {
		return
	}
	ctx.Async(func() {
		r, err := session.Roster()
		ctx.Dispatch(func(app.Context) {
			if r != l.roster {
				resetRows()
			}
			l.roster, l.loadErr = r, ""
			if err != nil {
				l.loadErr = err.Error()
			}
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

// Render implements app.Composer.
func (l *LibraryPage) Render() app.UI {
	if l.selected != "" && l.roster != nil {
		if e, ok := l.roster.Get(l.selected); ok {
			return &kit.Shell{Title: e.Design.Name(), Active: "/sheets", Content: []app.UI{l.renderDetail(e)}}
		}
	}
	return &kit.Shell{Title: "Sheets", Active: "/sheets", Content: []app.UI{
		l.renderSearch(),
		app.If(l.importing || len(l.results) > 0 || l.busy != "", func() app.UI { return l.renderImport() }),
		l.renderList(),
	}}
}

var classChoices = []classic.WeightClass{classic.Unclassed, classic.Light, classic.Medium, classic.Heavy, classic.Assault}

func (l *LibraryPage) renderSearch() app.UI {
	return app.Section().Class("panel").Body(
		app.Div().Class("searchrow").Body(
			app.Input().Type("search").ID("lib-search").Class("search").Aria("label", "Search the designs").
				Placeholder("Name, 65, 55-75, clan…").Value(l.query).
				OnInput(l.onSearch),
			app.Button().Class(kit.Cls("btn", l.importing)).ID("import-toggle").Aria("expanded", l.importing).Text("Import").
				OnClick(func(ctx app.Context, e app.Event) { l.importing = !l.importing }),
			app.A().Class("btn").Href(kit.GamePath).ID("lib-game").Text("Game"),
		),
		app.Div().Class("chips five").Role("group").Aria("label", "Weight class").Body(
			app.Range(classChoices).Slice(func(i int) app.UI {
				c := classChoices[i]
				label := c.String()
				if c == classic.Unclassed {
					label = "All"
				}
				return app.Button().Class(kit.Cls("chip small", l.class == c)).ID("class-"+strings.ToLower(label)).
					Aria("pressed", l.class == c).Text(label).
					OnClick(func(ctx app.Context, e app.Event) { l.class = c; l.shown = 50 })
			}),
		),
	)
}

func (l *LibraryPage) renderList() app.UI {
	if l.loadErr != "" {
		return app.P().Class("error").Role("alert").Text("The library could not be loaded: " + l.loadErr)
	}
	if l.roster == nil {
		return app.P().Class("muted").Text("Loading the library…")
	}
	found, visible := l.find()
	return app.Section().Class("panel").Body(
		app.H2().ID("lib-count").Text(l.countText(found)),
		// The list is one raw node with one delegated click handler: on each
		// keystroke go-app then swaps a single string instead of diffing
		// hundreds of nodes (see make bench, library search).
		app.Div().OnClick(l.onPick).Body(kit.Raw(designList(visible))),
		app.If(len(found) > len(visible), func() app.UI {
			return app.Button().Class("btn").ID("lib-more").Text("Show more (" + kit.Number(int64(len(found)-len(visible))) + " left)").
				OnClick(func(ctx app.Context, e app.Event) { l.shown += 100 })
		}),
	)
}

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

// onSearch runs on every keystroke. Besides updating the state (go-app
// re-renders on its next frame, up to 8 ms later) it writes the new list
// into the page at once, so the results show in the very next frame; the
// re-render then finds the same content.
func (l *LibraryPage) onSearch(ctx app.Context, e app.Event) {
	l.query, l.shown = ctx.JSSrc().Get("value").String(), 50
	if l.roster == nil {
		return
	}
	found, visible := l.find()
	doc := app.Window().Get("document")
	kit.Replace("lib-list", designRows(visible))
	if count := doc.Call("getElementById", "lib-count"); count.Truthy() {
		count.Set("textContent", l.countText(found))
	}
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
	d := e.Design
	var badge kit.HTML
	if !e.BuiltIn {
		badge = `<span class="badge">imported</span>`
	}
	var w kit.Writer
	w.F(`<li><button class="design" id="design-%s" data-id="%[1]s"><span class="dname">%s</span><span class="dmeta">%dt %s · %s · %d/%d/%d</span>%s</button></li>`,
		e.ID, d.Name(), d.Tons, e.Class, techName(d.Tech), d.Walk, d.Run(), d.Jump, badge)
	return w.HTML()
}

// onPick opens the design whose row was tapped.
func (l *LibraryPage) onPick(ctx app.Context, e app.Event) {
	row := e.Get("target").Call("closest", "[data-id]")
	if row.Truthy() {
		l.selected, l.confirm, l.added = row.Get("dataset").Get("id").String(), false, ""
	}
}

// renderAdd puts the design on the table with a pilot.
func (l *LibraryPage) renderAdd(e *roster.Entry) app.UI {
	return app.Section().Class("panel").ID("add-panel").Body(
		app.H2().Text("Add to game"),
		app.Label().Class("field").Body(
			app.Span().Text("Pilot"),
			app.Input().Type("text").ID("pilot-name").Placeholder("MechWarrior").Value(l.pilot).MaxLength(40).
				OnInput(func(ctx app.Context, ev app.Event) { l.pilot = ctx.JSSrc().Get("value").String() }),
		),
		app.Div().Class("steppers").Body(
			kit.StepperUI("gunnery", "Gunnery", strconv.Itoa(l.gunnery), func(d int) { l.gunnery = kit.Clamp(l.gunnery+d, 0, 8) }),
			kit.StepperUI("piloting", "Piloting", strconv.Itoa(l.piloting), func(d int) { l.piloting = kit.Clamp(l.piloting+d, 0, 8) }),
		),
		app.Button().Class("btn primary big").ID("add-to-game").Text("Add to game").
			OnClick(func(ctx app.Context, ev app.Event) {
				name := strings.TrimSpace(l.pilot)
				if name == "" {
					name = "MechWarrior"
				}
				id, err := session.AddUnit(e.Design, game.Pilot{Name: name, Gunnery: l.gunnery, Piloting: l.piloting})
				l.added = ""
				if err != nil {
					kit.Say(kit.Error, "Not added to the game: "+err.Error())
					return
				}
				l.added, l.pilot = id+" is in the game.", ""
			}, app.EventScope(e.ID)),
		app.If(l.added != "", func() app.UI {
			return app.P().Class("notice").ID("added").Role("status").Body(
				app.Text(l.added+" "),
				app.A().Class("btn small").Href(kit.GamePath).ID("open-game").Text("Open the game"),
			)
		}),
	)
}

func (l *LibraryPage) renderImport() app.UI {
	return app.Section().Class("panel").Body(
		app.H2().Text("Import"),
		app.P().Class("muted small").Text("MegaMek .mtf, Solaris Skunk Werks .ssw or Lancemate .json files."),
		app.Div().Class("row").Body(
			app.Label().Class("btn filebtn").Body(
				app.Span().Text("Files…"),
				app.Input().Type("file").ID("import-units").Multiple(true).Accept(".mtf,.ssw,.json,.MTF,.SSW").
					OnChange(l.onFiles),
			),
			app.Label().Class("btn filebtn").Body(
				app.Span().Text("Folder…"),
				app.Input().Type("file").ID("import-folder").Multiple(true).Attr("webkitdirectory", true).
					OnChange(l.onFiles),
			),
			app.Button().Class(kit.Cls("btn", l.pasting)).ID("import-paste").Text("Paste text").
				OnClick(func(ctx app.Context, e app.Event) { l.pasting = !l.pasting }),
		),
		app.If(l.pasting, func() app.UI {
			return app.Div().Class("paste").Body(
				app.Textarea().ID("paste-text").Rows(6).Placeholder("Paste the text of a .mtf or .ssw file").Text(l.paste).
					OnChange(func(ctx app.Context, e app.Event) { l.paste = ctx.JSSrc().Get("value").String() }),
				app.Button().Class("btn primary").ID("paste-import").Text("Import pasted text").
					OnClick(func(ctx app.Context, e app.Event) {
						l.results = []session.ImportResult{session.ImportFile("pasted text", []byte(l.paste))}
						if l.results[0].Err == "" {
							l.paste, l.pasting = "", false
						}
						l.reload()
					}),
			)
		}),
		app.If(l.busy != "", func() app.UI { return app.P().Class("notice").Role("status").Text(l.busy) }),
		app.If(len(l.results) > 0, func() app.UI { return renderImportReport(l.results) }),
	)
}

func (l *LibraryPage) onFiles(ctx app.Context, e app.Event) {
	input := ctx.JSSrc()
	var results []session.ImportResult
	l.busy, l.results = "Reading files…", nil
	kit.ReadFiles(input, unitFile, func(name string, data []byte, err error) {
		ctx.Dispatch(func(app.Context) {
			if err != nil {
				results = append(results, session.ImportResult{File: name, Err: err.Error()})
			} else {
				results = append(results, session.ImportFile(name, data))
			}
			l.busy = "Imported " + kit.Count(len(results), "file", "") + "…"
		})
	}, func(skipped int) {
		ctx.Dispatch(func(ctx app.Context) {
			input.Set("value", "")
			l.busy = "Saving…"
			// The report appears once every design is in storage, so a
			// reload right after it loses nothing.
			ctx.Async(func() {
				if st := session.Store(); st != nil {
					st.Flush()
				}
				ctx.Dispatch(func(ctx app.Context) {
					l.results, l.busy = results, ""
					if skipped > 0 {
						l.busy = kit.Count(skipped, "other file", "other files") + " in the folder skipped: not unit files."
					}
					l.reload()
				})
			})
		})
	})
}

// unitFile says which files of a folder are offered to the importer.
func unitFile(name string) bool {
	n := strings.ToLower(name)
	return strings.HasSuffix(n, ".mtf") || strings.HasSuffix(n, ".ssw") || strings.HasSuffix(n, ".json")
}

func renderImportReport(results []session.ImportResult) app.UI {
	ok, refused := 0, 0
	for _, r := range results {
		if r.Err == "" {
			ok++
		} else {
			refused++
		}
	}
	return app.Div().Class("report").ID("import-report").Body(
		app.P().Body(app.Strong().Text(kit.Number(int64(ok))+" imported, "+kit.Number(int64(refused))+" refused")),
		app.Ul().Body(app.Range(results).Slice(func(i int) app.UI {
			r := results[i]
			if r.Err != "" {
				return app.Li().Class("refused").Body(app.Strong().Text("✗ "+r.File), app.Span().Text(": "+strings.TrimPrefix(r.Err, r.File+": ")))
			}
			text := strings.Join(r.Designs, ", ")
			if r.Updated > 0 {
				text += " (" + kit.Number(int64(r.Updated)) + " replaced an earlier import)"
			}
			return app.Li().Class("imported").Body(
				app.Strong().Text("✓ "+r.File), app.Span().Text(": "+text),
				app.If(len(r.Unknown) > 0, func() app.UI {
					return app.P().Class("muted small").Text("Not in the rules catalogue (kept by name, no game effect): " + strings.Join(r.Unknown, "; "))
				}),
			)
		})),
	)
}

func (l *LibraryPage) renderDetail(e *roster.Entry) app.UI {
	d := e.Design
	is, _ := d.Structure()
	return app.Div().ID("design-detail").Body(
		app.Button().Class("btn").ID("detail-back").Text("← Library").
			OnClick(func(ctx app.Context, ev app.Event) { l.selected = "" }),
		app.Section().Class("panel").Body(
			app.Dl().Class("facts").Body(
				fact("Tonnage", fmt.Sprintf("%d t (%s)", d.Tons, e.Class)),
				fact("Tech", techName(d.Tech)+ruleText(d)),
				fact("Movement", fmt.Sprintf("Walk %d · Run %d · Jump %d", d.Walk, d.Run(), d.Jump)),
				fact("Engine", fmt.Sprintf("%s %d", roster.ItemName(d.Engine.Type), d.Engine.Rating)),
				fact("Heat sinks", heatSinkText(d)),
				fact("Internal structure", roster.ItemName(d.StructureType)),
				fact("Armor", roster.ItemName(d.ArmorType)),
				app.If(d.Cost > 0, func() app.UI { return fact("Cost", kit.Number(int64(d.Cost+0.5))+" C-bills") }),
				fact("Source", d.Source),
			),
		),
		l.renderAdd(e),
		app.Section().Class("panel").Body(
			app.H2().Text("Armor and structure"),
			app.Table().Class("armor").Body(
				app.Tr().Body(app.Th().Text("Location"), app.Th().Text("Armor"), app.Th().Text("Rear"), app.Th().Text("Structure")),
				app.Range(classic.Locations).Slice(func(i int) app.UI {
					loc := classic.Locations[i]
					rear := "—"
					if loc.HasRear() {
						rear = fmt.Sprint(d.Rear.At(loc))
					}
					return app.Tr().Body(
						app.Th().Text(loc.Name(d.Config)), app.Td().Text(d.Armor[loc]), app.Td().Text(rear), app.Td().Text(is[loc]),
					)
				}),
			),
		),
		app.Section().Class("panel").Body(
			app.H2().Text("Critical slots"),
			app.Range(classic.Locations).Slice(func(i int) app.UI {
				loc := classic.Locations[i]
				return app.Div().Class("critloc").Body(
					app.H3().Text(loc.Name(d.Config)),
					app.Ol().Class("slots").Body(app.Range(slotLabels(d, loc)).Slice(func(j int) app.UI {
						return app.Li().Text(slotLabels(d, loc)[j])
					})),
				)
			}),
		),
		app.Div().Class("row").Body(
			app.Button().Class("btn").ID("detail-export").Text("Export design").
				OnClick(func(ctx app.Context, ev app.Event) {
					if b, err := design.Marshal(d); err == nil {
						kit.Download(strings.TrimPrefix(roster.Key(d), "designs/")+".json", "application/json", string(b))
					}
				}, app.EventScope(e.ID)),
			app.If(!e.BuiltIn, func() app.UI {
				if !l.confirm {
					return app.Button().Class("btn").ID("detail-delete").Text("Delete").
						OnClick(func(ctx app.Context, ev app.Event) { l.confirm = true })
				}
				return app.Button().Class("btn danger").ID("detail-delete-confirm").Text("Really delete").
					OnClick(func(ctx app.Context, ev app.Event) {
						if err := session.Store().Delete(roster.Key(d)); err != nil {
							l.busy = err.Error()
						}
						l.selected, l.confirm = "", false
						l.reload()
					}, app.EventScope(e.ID))
			}),
		),
	)
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

func fact(term, value string) app.UI {
	return app.Div().Body(app.Dt().Text(term), app.Dd().Text(value))
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

// techName is a tech base in full.
func techName(t design.Tech) string {
	switch t {
	case design.InnerSphere:
		return "Inner Sphere"
	case design.MixedIS:
		return "Mixed (Inner Sphere)"
	case design.MixedClan:
		return "Mixed (Clan)"
	}
	return string(t)
}

func heatSinkText(d design.Design) string {
	if d.HeatSinks.Double() {
		return fmt.Sprintf("%d double (dissipate %d)", d.HeatSinks.Count, 2*d.HeatSinks.Count)
	}
	return fmt.Sprintf("%d single", d.HeatSinks.Count)
}
