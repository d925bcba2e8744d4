package play

import (
	"net/url"
	"strconv"
	"strings"

	"lancemate/app/kit"
	"lancemate/app/session"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The live table: the game on every phone at the table (session's live
// table, engine/live). The host opens the Table sheet from the game menu,
// picks its side and shows a QR code to each guest; the guest's camera
// opens the join page (JoinPage), where the guest picks a side and shows
// its own code back, which the host scans or types in.

// sheetTable is the Table sheet of the game page.
const sheetTable = "table"

// sideName is a side's name for a player: "Side 2", or every unit.
func sideName(n int) string {
	sides := session.Sides()
	if n <= 0 || n > len(sides) {
		return "every unit"
	}
	return sides[n-1]
}

// sideButtons writes one button per side and one for every unit, data-act
// act with the side's number.
func sideButtons(w *kit.Writer, act, idPrefix string, sides []string) {
	w.F(`<div class="drow2">`)
	for i, s := range sides {
		w.F(`<button class="btn primary" id="%s-%d" data-act="%s" data-v="%d">%s</button>`, idPrefix, i+1, act, i+1, s)
	}
	w.F(`</div><button class="btn" id="%s-0" data-act="%s" data-v="0">Every unit</button>`, idPrefix, act)
}

// tableSheet is the host's Table sheet: start the table, show each guest
// a code, take the guest's code back, who may mark what.
func (p *GamePage) tableSheet() kit.Sheet {
	info := session.Live()
	var w kit.Writer
	switch info.Role {
	case "":
		w.F(`<p id="table-intro">Every phone at the table follows this game and marks its own &#39;Mechs. The phones need the same Wi-Fi, or this phone&#39;s hotspot; no internet is used.</p><h3 id="table-side-h">This phone marks</h3>`)
		sideButtons(&w, "host", "host-side", session.Sides())
		return kit.Sheet{Title: "Table", Sub: "Play on several phones", Body: w.HTML()}
	case session.LiveGuest:
		w.F(`<p id="table-status" role="status">At the table: this phone marks %s.`, sideName(info.Side))
		if info.Ended {
			w.F(` %s`, hostEnded)
		} else if !info.Joined {
			w.F(` Not connected to the host&#39;s phone: scan its code again to rejoin; the game is kept here.`)
		} else if info.Silent {
			w.F(` %s`, hostSilent)
		} else if info.Rejoined {
			w.F(` %s`, backAt(info.Missed))
		}
		w.F(`</p>`)
		if info.Busy != "" {
			w.F(`<p class="notice" id="table-busy" role="status">%s</p>`, info.Busy)
		}
		w.F(`<p class="muted small" id="table-rule">%s</p>`, session.TableRule())
		refusedLine(&w, info.Refused)
		if !info.Joined || info.Silent {
			w.F(`<button class="btn primary" id="table-takeover" data-act="takeover">The host left? Host this game here</button><p class="muted small" id="table-takeover-why">This phone then shows a code; the other players scan it and keep playing the game as this phone holds it.</p>`)
		}
		awakeButton(&w)
		w.F(`<button class="btn" id="table-leave" data-act="leave">Leave the table</button>`)
		return kit.Sheet{Title: "Table", Sub: "You are a guest", Body: w.HTML()}
	}
	n := len(info.Guests)
	w.F(`<p id="table-status" role="status">You host this table and mark %s. %s joined`, sideName(info.Side), kit.Count(n, "phone", "phones"))
	for i, g := range info.Guests {
		if i == 0 {
			w.F(`: `)
		} else {
			w.F(`, `)
		}
		w.F(`%s`, sideName(g))
		if info.Quiet[i] {
			w.F(` (not answering: asleep or out of reach)`)
		}
	}
	w.F(`.</p>`)
	if info.Busy != "" {
		w.F(`<p class="notice" id="table-busy" role="status">%s</p>`, info.Busy)
	}
	if info.Err != "" {
		w.F(`<p class="error" id="table-error" role="alert">%s</p>`, info.Err)
	}
	refusedLine(&w, info.Refused)
	if info.Invite != "" {
		if qr, ok := kit.QR(inviteLink(info.Invite, session.Sides())); ok {
			w.F(`<figure class="qrbox" id="table-qr">%s<figcaption>The next player scans this with the phone&#39;s camera, then shows you a code.</figcaption></figure>`, qr)
		}
		w.F(`<label class="field"><span>The player&#39;s code</span><input id="table-code" autocomplete="off" autocapitalize="off" spellcheck="false" placeholder="Scan it or type it"></label>`)
		w.F(`<div class="drow2">`)
		if kit.CanScan() {
			w.F(`<button class="btn" id="table-scan" data-act="scan">Scan the code</button>`)
		}
		w.F(`<button class="btn primary" id="table-accept" data-act="accept">Connect</button></div>`)
		kit.ScanView(&w, "table-video")
	} else if info.Busy == "" {
		w.F(`<button class="btn primary" id="table-invite" data-act="invite">Invite a player</button>`)
	}
	w.F(`<button class="btn%s" id="table-all" data-act="allowall" aria-pressed="%t">Everyone may do everything</button><p class="muted small" id="table-rule">%s</p>`, kit.On(info.AllowAll), info.AllowAll, session.TableRule())
	awakeButton(&w)
	w.F(`<button class="btn" id="table-leave" data-act="leave">Leave the table</button>`)
	return kit.Sheet{Title: "Table", Sub: "Play on several phones", Body: w.HTML()}
}

// maxSideNames is the most characters the sides' names add to the link
// of the host's code: more would make the QR code too dense to scan at a
// glance, and the join page then numbers the sides.
const maxSideNames = 120

// inviteLink is the link of the host's code with the game's sides after
// it (…#code.secret.game.Ana,Bo), so the guest's join page offers the
// host's sides by their names, not those of the guest's own game.
func inviteLink(invite string, sides []string) string {
	names := make([]string, len(sides))
	for i, s := range sides {
		names[i] = url.PathEscape(s)
	}
	if list := strings.Join(names, ","); len(list) <= maxSideNames {
		return invite + "." + list
	}
	return invite
}

// joinLink splits the fragment of the host's link into the host's code
// (for session.JoinTable) and the sides' names after it (inviteLink);
// without names, the sides are numbered as a new game's.
func joinLink(fragment string) (code string, sides []string) {
	parts := strings.SplitN(fragment, ".", 4)
	if len(parts) == 4 {
		for _, n := range strings.Split(parts[3], ",") {
			if name, err := url.PathUnescape(n); err == nil && name != "" && len(sides) < session.MaxSides {
				sides = append(sides, name)
			}
		}
		fragment = strings.Join(parts[:3], ".")
	}
	if len(sides) == 0 {
		sides = session.SidesOf(nil)
	}
	return fragment, sides
}

// refusedLine says how many messages from other phones were refused
// (malformed, or not this table's), when any were: nothing of them was
// applied.
func refusedLine(w *kit.Writer, n int) {
	if n > 0 {
		w.F(`<p class="muted small" id="table-refused">%s from other phones refused and not applied (damaged, or not this table&#39;s).</p>`, kit.Count(n, "message", "messages"))
	}
}

// awake is whether the Table sheet turned the screen wake lock on.
var awake bool

// awakeButton offers to keep the screen on while the table is live (where
// the browser can).
func awakeButton(w *kit.Writer) {
	if kit.ScreenLock.Supported() {
		on := awake || session.GetPrefs().WakeLock
		w.F(`<button class="btn%s" id="table-awake" data-act="awake" aria-pressed="%t">Keep the screen awake</button>`, kit.On(on), on)
	}
}

// tableTap serves the Table sheet's taps.
func (p *GamePage) tableTap(act string, n int) {
	switch act {
	case "host":
		if err := session.HostTable(n); err != nil {
			kit.Refuse(err)
			return
		}
		session.Invite(origin())
	case "invite":
		session.Invite(origin())
	case "accept":
		code := app.Window().GetElementByID("table-code").Get("value").String()
		if code == "" {
			p.tell(kit.Error, "Type or scan the player's code first.")
			return
		}
		if err := session.AcceptGuest(code); err != nil {
			p.tell(kit.Error, "That code does not open a connection: check it with the player's screen.")
		}
	case "scan":
		kit.ScanQR("table-video", func(text string, err error) {
			if err != nil {
				kit.Refuse(err)
				return
			}
			if err := session.AcceptGuest(text); err != nil {
				kit.Say(kit.Error, "That code does not open a connection: scan the player's code again.")
			}
		})
	case "allowall":
		session.SetAllowAll(!session.Live().AllowAll)
	case "awake":
		if session.GetPrefs().WakeLock {
			kit.Say(kit.Info, "The screen stays awake: Settings › Keep the screen awake is on.")
			return
		}
		awake = !awake
		kit.ScreenLock.Set(awake, nil)
	case "takeover":
		if err := session.TakeOver(origin()); err != nil {
			kit.Refuse(err)
			return
		}
		kit.Say(kit.Done, "This phone hosts the table now: each player scans its code to rejoin.")
	case "leave":
		session.LeaveTable()
		p.closeSheet()
		kit.Say(kit.Done, "You left the table: the game stays on this phone.")
	}
}

// backAt says what came in while a guest's phone was away from the table.
func backAt(missed int) string {
	if missed == 0 {
		return "Back at the table: nothing changed while this phone was away."
	}
	return "Back at the table: " + kit.Count(missed, "change", "changes") + " came in while this phone was away."
}

// hostSilent says a guest's host has stopped answering (session.LiveInfo
// Silent).
const hostSilent = "The host's phone has not answered for a few seconds: it may have left the Wi-Fi. If it is gone, this phone can host the game: the button below."

// hostEnded says the host's phone left the table (session.LiveInfo Ended).
const hostEnded = "The host's phone ended the table: the game is kept here. If the host opens a table again, scan its new code to play on."

// tableNews says, once, that a guest is back at the table and what came
// in while it was away, or that its host ended the table.
func tableNews() {
	if session.TakeTableEnded() {
		kit.Say(kit.Info, hostEnded)
	}
	if missed, ok := session.TakeRejoined(); ok {
		kit.Say(kit.Done, backAt(missed))
	}
	if silent, changed := session.TakeHostSilence(); changed {
		if silent {
			kit.Say(kit.Error, "The host's phone has not answered for a few seconds: it may have left the Wi-Fi. If it is gone, open ⋯ › Play on several phones to host the game on this phone.")
		} else {
			kit.Say(kit.Done, "The host's phone answers again: play on.")
		}
	}
}

// origin is the app's own origin, for the link of the host's code.
func origin() string { return app.Window().Get("location").Get("origin").String() }

// JoinPage is where a guest's camera opens the host's code
// (/join#code.secret.game): the guest picks the side its phone marks and
// shows its own code back to the host; once the host takes it, the game
// opens.
type JoinPage struct {
	app.Compo
	fragment string   // the host's code (joinLink)
	sides    []string // the host's sides, from its link
	side     int
	picked   bool
	problem  string
	kit.Follower
}

// OnMount follows the session (the table's progress).
func (p *JoinPage) OnMount(ctx app.Context) {
	p.Follow(ctx, func(ctx app.Context) {
		if session.Live().Joined && p.picked {
			ctx.Navigate(kit.GamePath) // which says what came in while away (tableNews)
		}
	})
}

// OnNav reads the host's code from the link.
func (p *JoinPage) OnNav(ctx app.Context) {
	if f := ctx.Page().URL().Fragment; f != "" {
		p.fragment, p.sides = joinLink(f)
	}
}

// Render implements app.Composer.
func (p *JoinPage) Render() app.UI {
	return &kit.Shell{Title: "Join a table", Active: kit.GamePath, Content: []app.UI{
		app.Div().ID("join").OnClick(p.onTap).Body(&kit.View{ID: "join-main", HTML: p.html()}),
	}}
}

func (p *JoinPage) html() kit.HTML {
	var w kit.Writer
	info := session.Live()
	switch {
	case !session.Ready():
		w.F(`<p class="muted">Opening storage…</p>`)
	case p.fragment == "":
		w.F(`<section class="panel" id="join-none"><p>Scan the code on the host&#39;s phone (Game › ⋯ › Play on several phones) with this phone&#39;s camera.</p></section>`)
	case !p.picked && p.rejoin():
		side, _ := session.StoredTable(p.fragment)
		w.F(`<section class="panel" id="join-again"><h2>Rejoin the table</h2><p>This phone was at this table and marks %s: it keeps its game and receives what it missed.</p>`, sideName(side))
		w.F(`<button class="btn primary" id="join-rejoin" data-act="side" data-v="%d">Rejoin</button></section>`, side)
	case !p.picked:
		w.F(`<section class="panel" id="join-pick"><h2>Join the table</h2><p>This phone marks:</p>`)
		sideButtons(&w, "side", "join-side", p.sides)
		w.F(`<p class="muted small">The game you have here now stays saved; the table&#39;s game is added next to it.</p></section>`)
	default:
		w.F(`<section class="panel" id="join-answer"><h2>Show this to the host</h2>`)
		if p.problem != "" {
			w.F(`<p class="error" id="join-error" role="alert">%s</p>`, p.problem)
		}
		if info.Err != "" {
			w.F(`<p class="error" id="join-error2" role="alert">%s</p>`, info.Err)
		}
		if info.Busy != "" {
			w.F(`<p class="notice" id="join-busy" role="status">%s</p>`, info.Busy)
		}
		if info.Answer != "" {
			if qr, ok := kit.QR(info.Answer); ok {
				w.F(`<figure class="qrbox" id="join-qr">%s<figcaption>The host scans this in Lancemate, or types the code below.</figcaption></figure>`, qr)
			}
			w.F(`<p class="code" id="join-code">%s</p>`, info.Answer)
		}
		w.F(`</section>`)
	}
	return w.HTML()
}

// rejoin reports whether this phone was at the table of the host's code.
func (p *JoinPage) rejoin() bool {
	_, ok := session.StoredTable(p.fragment)
	return ok
}

func (p *JoinPage) onTap(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return
	}
	ds := el.Get("dataset")
	if ds.Get("act").String() == "side" {
		n, err := strconv.Atoi(ds.Get("v").String())
		if err != nil || n < 0 || n > len(p.sides) {
			n = 0
		}
		p.side, p.picked, p.problem = n, true, ""
		if err := session.JoinTable(p.fragment, p.side); err != nil {
			text, _ := says(err)
			p.problem = text
		}
	}
}
