package ui

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
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

// OnMount starts storage (once per app run), applies the saved theme and
// listens for session changes such as write failures.
func (s *Shell) OnMount(ctx app.Context) {
	sess.open()
	s.update = ctx.AppUpdateAvailable()
	s.unsub = sess.subscribe(func() {
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
	p := sess.getPrefs()
	applyTheme(p.Theme)
	if p.WakeLock && !screenLock.want {
		screenLock.set(true, nil)
	}
}

// Start is called once when the app starts in the browser: it opens storage
// right away and tells an installing service worker the wasm has arrived.
func Start() {
	mark("lancemate:start")
	// The wasm's garbage collector stops the page while it runs; on a
	// throttled phone a collection of the few-MB heap took a whole frame
	// every few taps. Collecting at 4× the live heap instead of 2×, with a
	// ceiling well under a phone's tab limit, makes that rare.
	debug.SetGCPercent(gcPercent)
	debug.SetMemoryLimit(memoryLimit)
	sess.open()
	announceWasmLoaded()
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
	problems := sess.snapshotProblems()
	return app.Div().Class("shell").DataSet("ready", sess.ready()).Body(
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
					OnClick(func(ctx app.Context, e app.Event) { sess.dismissProblems() }),
			)
		}),
		app.Main().Class("content").Body(s.Content...),
		&NavBar{Active: s.Active},
	)
}

// NavBar is the bottom navigation. As its own component it is re-rendered
// only when the active section changes, which keeps taps elsewhere cheap.
type NavBar struct {
	app.Compo
	Active string
}

// Render implements app.Composer.
func (n *NavBar) Render() app.UI {
	return app.Nav().Class("bottomnav").Aria("label", "Sections").Body(
		app.Range(Sections).Slice(func(i int) app.UI {
			sec := Sections[i]
			return app.A().Class(cls("navitem", sec.Path == n.Active)).Href(sec.Path).ID("nav-"+sec.Icon).Body(
				icon(sec.Icon),
				app.Span().Text(sec.Label),
			)
		}),
	)
}

// follower re-renders a page whenever the session changes (storage opened,
// a write failed, data imported); pages embed it and call follow from
// OnMount. Its OnDismount stops following.
type follower struct{ unsub func() }

// follow subscribes to the session; then, when not nil, runs on each change
// before the page renders again.
func (f *follower) follow(ctx app.Context, then func(app.Context)) {
	f.unsub = sess.subscribe(func() {
		ctx.Dispatch(func(ctx app.Context) {
			if then != nil {
				then(ctx)
			}
		})
	})
}

// OnDismount stops following the session.
func (f *follower) OnDismount() {
	if f.unsub != nil {
		f.unsub()
	}
}
