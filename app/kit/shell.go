// Package kit is Lancemate's UI kit, shared by every section: the app's
// shell with its bottom navigation and feedback region, the HTML writer
// that escapes every string it is given (trusted markup is the HTML type,
// made only here), tap delegation, the DOM patcher, and the controls every
// screen uses: steppers, number entry, segmented choices, bottom sheets,
// confirmations, the dice prompt and the rules-notes disclosure.
package kit

import (
	"runtime/debug"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/session"
)

// Garbage collector settings of the app (see Start).
const (
	gcPercent   = 300
	memoryLimit = 192 << 20
)

// Shell is the frame of every page: a title bar, banners for problems and
// updates, the page content and the bottom navigation.
type Shell struct {
	app.Compo

	Title   string
	Active  string // path of the current section
	Content []app.UI

	update bool
	unsub  func()
}

// OnPreRender names the static page for its section.
func (s *Shell) OnPreRender(ctx app.Context) { ctx.Page().SetTitle("%s", s.pageTitle()) }

// pageTitle is the document's title: the section's, then the app's.
func (s *Shell) pageTitle() string {
	if s.Title == "" || s.Title == "Lancemate" {
		return "Lancemate"
	}
	return s.Title + " · Lancemate"
}

// OnMount starts storage (once per app run), applies the saved theme,
// names the document, starts a new page at its top, and listens for
// session changes such as write failures.
func (s *Shell) OnMount(ctx app.Context) {
	ctx.Page().SetTitle("%s", s.pageTitle())
	if !shown {
		shown = true // the first page keeps the browser's own scroll restoring
	} else if ctx.Page().URL().Fragment == "" {
		app.Window().Call("scrollTo", 0, 0)
	}
	Say("", "")
	session.Open()
	s.update = ctx.AppUpdateAvailable()
	s.unsub = session.Subscribe(func() {
		ctx.Dispatch(func(ctx app.Context) {
			applyPrefs()
			ctx.Defer(func(app.Context) { markReady() })
		})
	})
	applyPrefs()
	ctx.Defer(func(app.Context) { markReady() })
}

// applyPrefs applies the saved theme and wake-lock choice to the browser.
func applyPrefs() {
	p := session.GetPrefs()
	ApplyTheme(p.Theme)
	if p.WakeLock && !ScreenLock.want {
		ScreenLock.Set(true, nil)
	}
}

// Start is called once when the app starts in the browser: it opens storage
// right away and tells an installing service worker the wasm has arrived.
func Start() {
	session.Mark("lancemate:start")
	// The wasm's garbage collector stops the page while it runs; on a
	// throttled phone a collection of the few-MB heap took a whole frame
	// every few taps. Collecting at 4× the live heap instead of 2×, with a
	// ceiling well under a phone's tab limit, makes that rare.
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(memoryLimit)
	session.Open()
	announceWasmLoaded()
	listenExport()
}

// OnDismount stops listening.
func (s *Shell) OnDismount() {
	if s.unsub != nil {
		s.unsub()
	}
}

// OnAppUpdate shows the update banner when a new version has been cached.
func (s *Shell) OnAppUpdate(ctx app.Context) { s.update = ctx.AppUpdateAvailable() }

// Render implements app.Composer.
func (s *Shell) Render() app.UI {
	problems := session.Problems()
	return app.Div().Class("shell").DataSet("ready", session.Ready()).Body(
		app.Header().Class("topbar").Body(
			app.H1().Text(s.Title),
		),
		app.If(s.update, func() app.UI {
			return app.Div().Class("banner update").ID("update-banner").Body(
				app.Span().Text("Update available"),
				app.Button().Class("btn small").ID("update-reload").Text("Reload").
					OnClick(func(ctx app.Context, e app.Event) { ctx.Reload() }),
			)
		}),
		app.If(len(problems) > 0, func() app.UI {
			return app.Div().Class("banner error").ID("problems").Role("alert").Body(
				app.Ul().Body(app.Range(problems).Slice(func(i int) app.UI { return app.Li().Text(problems[i]) })),
				app.Button().Class("btn small").Text("Dismiss").
					OnClick(func(ctx app.Context, e app.Event) { session.DismissProblems() }),
			)
		}),
		app.Main().Class("content").Body(s.Content...),
		// The feedback region: refusals, confirmations and outcomes shown
		// above the bottom bar whatever the scroll position, and announced
		// (Say). Its text is written by Say only, never by go-app.
		app.Div().ID("feedback").Class("feedback").Role("status").Aria("live", "polite").Aria("atomic", true).
			OnClick(func(ctx app.Context, e app.Event) { Say("", "") }),
		&NavBar{Active: s.Active, Systems: strings.Join(session.GetPrefs().Systems, " ")},
	)
}

// shown is set once the first page of the app run has been shown.
var shown bool

// NavBar is the bottom navigation: the sections of the game systems the
// player chose, then Dice and Settings. As its own component it is
// re-rendered only when the active section or the systems change, which
// keeps taps elsewhere cheap.
type NavBar struct {
	app.Compo
	Active  string
	Systems string // the chosen systems, space-separated
}

// Render implements app.Composer.
func (n *NavBar) Render() app.UI {
	secs := NavSections(strings.Fields(n.Systems))
	return app.Nav().Class("bottomnav n"+strconv.Itoa(len(secs))).Aria("label", "Sections").Body(
		app.Range(secs).Slice(func(i int) app.UI {
			sec := secs[i]
			a := app.A().Class(Cls("navitem", sec.Path == n.Active)).Href(sec.Path).ID("nav-" + sec.Icon)
			if sec.Path == n.Active {
				a = a.Aria("current", "page")
			}
			return a.Body(
				Icon(sec.Icon),
				app.Span().Text(sec.Label),
			)
		}),
	)
}

// Follower re-renders a page whenever the session changes (storage opened,
// a write failed, data imported); pages embed it and call follow from
// OnMount. Its OnDismount stops following.
type Follower struct{ unsub func() }

// Follow subscribes to the session; then, when not nil, runs on each change
// before the page renders again.
func (f *Follower) Follow(ctx app.Context, then func(app.Context)) {
	f.unsub = session.Subscribe(func() {
		ctx.Dispatch(func(ctx app.Context) {
			if then != nil {
				then(ctx)
			}
		})
	})
}

// OnDismount stops following the session.
func (f *Follower) OnDismount() {
	if f.unsub != nil {
		f.unsub()
	}
}
