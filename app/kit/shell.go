// Package kit is Lancemate's UI kit, shared by every section: the app's
// shell with its bottom navigation and feedback region, the HTML writer
// that escapes every string it is given (trusted markup is the HTML type,
// made only here), tap delegation, the DOM patcher, and the controls every
// screen uses: steppers, number entry, segmented choices, bottom sheets,
// confirmations, the dice prompt and the rules-notes disclosure.
package kit

import (
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/session"
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
		ToTop()
	}
	Say("", "")
	session.Open()
	s.update = ctx.AppUpdateAvailable()
	s.unsub = session.Subscribe(func() {
		ctx.Dispatch(func(ctx app.Context) {
			applyPrefs()
			adopt(s.Active)
			ctx.Defer(func(app.Context) { markReady() })
		})
	})
	applyPrefs()
	if adopt(s.Active) {
		ctx.Update()
	}
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
	tuneGC()
	session.SetBuild(app.Getenv("GOAPP_VERSION"))
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

// Render implements app.Composer. The title bar and its banners, and the
// bottom bar, are HTML the kit writes (Views); go-app renders only the
// frame, the page's content and the feedback region.
func (s *Shell) Render() app.UI {
	return app.Div().Class("shell").DataSet("ready", session.Ready()).Body(
		&View{ID: "shell-top", HTML: s.topHTML(session.Problems()), Tap: s.onTap},
		app.Main().Class("content").Body(s.Content...),
		// The feedback region: refusals, confirmations and outcomes shown
		// in the title bar's place whatever the scroll position, and announced
		// (Say). Its text is written by Say only, never by go-app.
		app.Div().ID("feedback").Class("feedback").Role("status").Aria("live", "polite").Aria("atomic", true).
			OnClick(func(ctx app.Context, e app.Event) { Say("", "") }),
		&View{ID: "shell-nav", HTML: navHTML(s.Active, session.GetPrefs().Systems)},
	)
}

// topHTML is the title bar, then the update banner and the problems of
// the session, if any.
func (s *Shell) topHTML(problems []string) HTML {
	var w Writer
	w.F(`<header class="topbar"><h1>%s</h1></header>`, s.Title)
	if s.update {
		w.F(`<div class="banner update" id="update-banner"><span>Update available</span>` +
			`<button class="btn small" id="update-reload" data-act="reload">Reload</button></div>`)
	}
	if len(problems) > 0 {
		w.F(`<div class="banner error" id="problems" role="alert"><ul>`)
		for _, p := range problems {
			w.F(`<li>%s</li>`, p)
		}
		w.F(`</ul><button class="btn small" id="problems-dismiss" data-act="dismiss">Dismiss</button></div>`)
	}
	return w.HTML()
}

// onTap serves the banners' buttons: Reload for the new version, Dismiss
// for the problems.
func (s *Shell) onTap(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return
	}
	switch el.Get("dataset").Get("act").String() {
	case "reload":
		ctx.Reload()
	case "dismiss":
		session.DismissProblems()
	}
}

// shown is set once the first page of the app run has been shown.
var shown bool

// navHTML is the bottom navigation (NavBar): Home, the sections of the
// system the player is in and of the other systems they play as far as
// they fit, then Dice and Settings, the page's own marked. It is made once
// per page, system in use and choice of systems (navMade), which keeps taps
// elsewhere cheap.
func navHTML(active string, systems []string) HTML {
	if s := SystemOf(active); s != "" {
		lastSystem = s
	}
	key := active + "|" + lastSystem + "|" + strings.Join(systems, " ")
	if h, ok := navMade[key]; ok {
		return h
	}
	secs := NavBar(active, systems, lastSystem)
	var w Writer
	w.F(`<nav class="bottomnav n%d" aria-label="Sections">`, len(secs))
	for _, sec := range secs {
		if sec.Path == active {
			w.F(`<a class="navitem on" href="%s" id="nav-%s" aria-current="page">%s<span>%s</span></a>`, sec.Path, sec.Icon, Icon(sec.Icon), sec.Label)
		} else {
			w.F(`<a class="navitem" href="%s" id="nav-%s">%s<span>%s</span></a>`, sec.Path, sec.Icon, Icon(sec.Icon), sec.Label)
		}
	}
	w.F(`</nav>`)
	navMade[key] = w.HTML()
	return navMade[key]
}

// lastSystem is the game system of the last page of one (Dials for
// Solaris 7): the bottom bar of Home, Dice and Settings keeps its sections.
var lastSystem string

// navMade are the bottom bars made so far, by page, system in use and
// systems chosen.
var navMade = map[string]HTML{}

// adopt adds the system of the page at active to the games the player
// plays, once storage is open, and says so: the bottom bar follows the
// games the player opens. It reports whether it changed the choice.
func adopt(active string) bool {
	sys := SystemOf(active)
	if sys == "" || !session.Ready() || session.Store() == nil {
		return false
	}
	p := session.GetPrefs()
	cur := p.Systems
	if len(cur) == 0 {
		cur = DefaultSystems
	}
	if slices.Contains(cur, sys) {
		return false
	}
	p.Systems = append(slices.Clone(cur), sys)
	if err := session.SavePrefs(p); err != nil {
		Say(Error, "The bottom bar could not keep this game's pages: "+err.Error())
		return false
	}
	var names []string
	for _, s := range Sections {
		if s.System == sys {
			names = append(names, s.Label)
		}
	}
	game, _, _ := strings.Cut(SystemName(sys), " (")
	Say(Info, "Added "+strings.Join(names, " and ")+" to the bottom bar, for "+game+". Settings › Your games changes it.")
	return true
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

// ToTop scrolls the page to its top: a new page, or a view that replaces
// another in the same page (a design opened from a scrolled list).
func ToTop() { app.Window().Call("scrollTo", 0, 0) }
