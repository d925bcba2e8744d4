package ledger

import (
	"errors"
	"strings"

	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/store"
	"lancemate/engine/melee"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// The live ledger: the judge's phone shares the open event (Judge tab ›
// Share live with players' phones) and shows a QR code; a player's camera
// opens this page with the judge's code (/ledger#follow.…), the player
// taps Follow and shows its own code back, which the judge scans or types
// in. The player's phone then keeps a copy of the ledger that changes as
// the judge records, read-only (session's shared records, engine/live).

// followingText refuses a change on a phone that follows the judge's.
const followingText = "This ledger follows the judge's phone live: only the judge records in it. Ask the judge, or stop following under Judge to keep it as your own copy."

// liveInfo is the open event's live table ("" Role when it has none).
func (p *LedgerPage) liveInfo() session.LiveInfo {
	if p.cur == nil {
		return session.LiveInfo{}
	}
	return session.LiveRecord(p.cur.Key)
}

// following reports whether the open event follows the judge's phone.
func (p *LedgerPage) following() bool { return p.liveInfo().Role == session.LiveGuest }

// liveLine is the bar's line on the open event's live table, "" for none.
func (p *LedgerPage) liveLine(w *kit.Writer) {
	info := p.liveInfo()
	switch info.Role {
	case session.LiveGuest:
		w.F(`<div class="notice small" id="led-live" role="status"><p>Live from the judge&#39;s phone, read-only.`)
		switch {
		case !info.Joined:
			w.F(` Not connected: the judge&#39;s phone is out of reach or stopped sharing. Scan the judge&#39;s code again to catch up, or stop following to keep this copy as your own.`)
		case info.Silent:
			w.F(` The judge&#39;s phone has not answered for a few seconds: it may have left the Wi-Fi.`)
		}
		w.F(`</p>`)
		btn(w, "led-live-stop", "btn small", "live-stop", "", "Stop following", false)
		w.F(`</div>`)
	case session.LiveHost:
		w.F(`<p class="notice small" id="led-live" role="status">Shared live with %s (Judge tab).</p>`, kit.Count(len(info.Guests), "phone", "phones"))
	default:
		if p.cur != nil && session.FollowedCopy(p.cur.Key) {
			w.F(`<p class="notice small" id="led-live" role="status">Your copy of the judge&#39;s ledger, as last received. Scan the judge&#39;s code to follow again.</p>`)
		}
	}
}

// shareHTML is the Judge tab's section on players' phones: share the
// event live, invite each player's phone, or stop.
func (p *LedgerPage) shareHTML(w *kit.Writer) {
	info := p.liveInfo()
	w.F(`<section class="panel" id="led-share"><h2>Players&#39; phones</h2>`)
	switch info.Role {
	case "":
		w.F(`<p class="small">Players can follow this ledger on their own phones, live and read-only: every change recorded here shows there. The phones need the same Wi-Fi, or this phone&#39;s hotspot; no internet is used.</p>`)
		btn(w, "led-share-go", "btn primary", "live-host", "", "Share live with players&#39; phones", false)
	case session.LiveGuest:
		w.F(`<p class="small" id="led-share-status">This ledger follows the judge&#39;s phone. Stop following (at the top) to keep it here as your own copy, as last received.</p>`)
	default:
		n := len(info.Guests)
		quiet := 0
		for _, q := range info.Quiet {
			if q {
				quiet++
			}
		}
		w.F(`<p id="led-share-status" role="status">%s this ledger live.`, kit.Count(n, "phone follows", "phones follow"))
		if quiet > 0 {
			w.F(` %s not answering (asleep or out of reach): scanning the next code again catches it up.`, kit.Count(quiet, "is", "are"))
		}
		w.F(`</p>`)
		if info.Busy != "" {
			w.F(`<p class="notice" id="led-share-busy" role="status">%s</p>`, info.Busy)
		}
		if info.Err != "" {
			w.F(`<p class="error" id="led-share-error" role="alert">%s</p>`, info.Err)
		}
		if info.Invite != "" {
			if qr, ok := kit.QR(info.Invite); ok {
				w.F(`<figure class="qrbox" id="led-share-qr">%s<figcaption>The next player scans this with the phone&#39;s camera, then shows you a code.</figcaption></figure>`, qr)
			}
			w.F(`<label class="field"><span>The player&#39;s code</span><input id="led-share-code" autocomplete="off" autocapitalize="off" spellcheck="false" placeholder="Scan it or type it" value="%s"></label><div class="drow2">`, p.form["led-share-code"])
			if kit.CanScan() {
				btn(w, "led-share-scan", "btn", "live-scan", "", "Scan the code", false)
			}
			btn(w, "led-share-accept", "btn primary", "live-accept", "", "Connect", false)
			w.F(`</div>`)
			kit.ScanView(w, "led-share-video")
		} else if info.Busy == "" {
			btn(w, "led-share-invite", "btn primary", "live-invite", "", "Invite a player", false)
		}
		btn(w, "led-share-stop", "btn", "live-stop", "", "Stop sharing", false)
	}
	w.F(`</section>`)
}

// liveTap serves the live ledger's taps; false when act is not one.
func (p *LedgerPage) liveTap(act string) bool {
	switch act {
	case "live-host":
		if p.cur == nil {
			return true
		}
		if err := session.HostRecord(p.cur, melee.Registry(), origin()); err != nil {
			p.refuse(err.Error())
		}
	case "live-invite":
		session.InviteFollower(origin())
	case "live-accept":
		code := app.Window().GetElementByID("led-share-code").Get("value").String()
		if strings.TrimSpace(code) == "" {
			p.refuse("Type or scan the player's code first.")
			return true
		}
		if err := session.AcceptFollower(code); err != nil {
			p.refuse("That code does not open a connection: check it with the player's screen.")
			return true
		}
		p.form["led-share-code"] = ""
	case "live-scan":
		kit.ScanQR("led-share-video", func(text string, err error) {
			if err != nil {
				kit.Refuse(err)
				return
			}
			if err := session.AcceptFollower(text); err != nil {
				kit.Say(kit.Error, "That code does not open a connection: scan the player's code again.")
			}
		})
	case "live-stop":
		following := p.following()
		session.StopSharing()
		if following {
			kit.Say(kit.Done, "You stopped following the judge's phone: the ledger stays here as your own copy.")
		} else {
			kit.Say(kit.Done, "The ledger is no longer shared: players' phones keep their copies as they are.")
		}
	case "follow-cancel":
		p.follow, p.followKey = "", ""
	case "follow":
		key, err := session.FollowRecord(store.NSLedger, p.follow, melee.New, melee.Registry())
		if err != nil {
			p.refuse(err.Error())
			return true
		}
		p.followKey, p.loaded = key, false
	default:
		return false
	}
	return true
}

// followHTML is what a player's phone shows for the judge's code it was
// opened with: Follow, then its own code for the judge to scan.
func (p *LedgerPage) followHTML() kit.HTML {
	var w kit.Writer
	w.F(`<section class="panel" id="led-follow">`)
	if p.msg != "" {
		w.F(`<p class="error" id="led-follow-error" role="alert">%s</p>`, p.msg)
	}
	if p.followKey == "" {
		w.F(`<h2>Follow the judge&#39;s ledger</h2>`)
		if err := session.CheckFollowLink(p.follow); err != nil {
			w.F(`<p class="error" id="led-follow-bad" role="alert">%s</p>`, plain(err.Error()))
			btn(&w, "led-follow-cancel", "btn", "follow-cancel", "", "‹ Events", false)
			w.F(`</section>`)
			return w.HTML()
		}
		_, again, changed := session.FollowedKey(p.follow)
		switch {
		case again:
			w.F(`<p>This phone followed this ledger before: it keeps its copy and receives what it missed.</p>`)
			btn(&w, "led-follow-go", "btn primary big", "follow", "", "Follow again", false)
		case changed:
			w.F(`<p>This phone followed this ledger before, and its copy was changed here since: that copy stays as it is, and a new copy follows the judge&#39;s phone, live and read-only.</p>`)
			btn(&w, "led-follow-go", "btn primary big", "follow", "", "Follow", false)
		default:
			w.F(`<p>This phone shows the event&#39;s ledger as the judge&#39;s phone keeps it, live and read-only. The phones need the same Wi-Fi, or the judge&#39;s hotspot; no internet is used.</p>`)
			btn(&w, "led-follow-go", "btn primary big", "follow", "", "Follow", false)
		}
		w.F(`</section>`)
		return w.HTML()
	}
	info := session.LiveRecord(p.followKey)
	w.F(`<h2>Show this to the judge</h2>`)
	if info.Err != "" {
		w.F(`<p class="error" id="led-follow-error2" role="alert">%s</p>`, info.Err)
	}
	if info.Busy != "" {
		w.F(`<p class="notice" id="led-follow-busy" role="status">%s</p>`, info.Busy)
	}
	if info.Answer != "" {
		if qr, ok := kit.QR(info.Answer); ok {
			w.F(`<figure class="qrbox" id="led-follow-qr">%s<figcaption>The judge scans this in Lancemate, or types the code below.</figcaption></figure>`, qr)
		}
		w.F(`<p class="code" id="led-follow-code">%s</p>`, info.Answer)
	}
	btn(&w, "led-follow-cancel", "btn", "follow-cancel", "", "‹ Events", false)
	w.F(`</section>`)
	return w.HTML()
}

// followed opens the judge's ledger once this phone has received it.
func (p *LedgerPage) followed() {
	if p.followKey == "" || !session.LiveRecord(p.followKey).Joined {
		return
	}
	p.load()
	key := p.followKey
	p.follow, p.followKey = "", ""
	p.open(key)
	kit.Say(kit.Done, "Following the judge's ledger: it changes here as the judge records.")
}

// noteFollowers says, where the judge is looking, that one more phone
// follows the open event: the code shown is then a new one.
func (p *LedgerPage) noteFollowers() {
	if p.cur != nil && session.TakeSharingEnded(p.cur.Key) {
		kit.Say(kit.Done, "The judge stopped sharing: this ledger stays here as your own copy.")
	}
	info := p.liveInfo()
	n := len(info.Guests)
	if info.Role == session.LiveHost && n > p.followers {
		kit.Say(kit.Done, kit.Count(n, "phone follows", "phones follow")+" this ledger live. The next player scans the new code.")
	}
	p.followers = n
}

// refusedFollowing reports a change refused because the event follows the
// judge's phone, in the player's words.
func refusedFollowing(err error) bool { return errors.Is(err, session.ErrFollowing) }

// origin is the app's own origin, for the links of the judge's codes.
func origin() string { return app.Window().Get("location").Get("origin").String() }
