package ledger

import (
	"bytes"
	"encoding/json"
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/share"
	"math"
	"reflect"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/store"
	"lancemate/engine/journal"
	"lancemate/engine/melee"
	"lancemate/sheets/design"
	"lancemate/sheets/roster"
	"lancemate/sheets/ssw"
)

// ledgerEv is one Solaris Melee Challenge ledger event.
type ledgerEv = journal.Event[melee.State]

// ledgerRec is one SMC event's ledger, saved under store.NSLedger.
type ledgerRec = session.Record[melee.State]

// LedgerPage is the Solaris Melee Challenge ledger (/ledger): the stored
// events, and for the open one its players and pilots, the on-board
// events, each pilot's guided Off Board Cycle, each pilot's and each
// stable's ledger (printable and exported as CSV or JSON) and the judge's
// standings. Every change is an engine/melee event previewed
// (melee.Preview, melee.ArenaPreview) in a sheet above the bottom bar
// before it is committed, and undone or redone in one tap; a repair or
// purchase the purse cannot pay is offered with the loan that covers it.
// Refusals and results show in the kit's feedback region. The page is
// HTML text served by one delegated tap handler; typed values live in
// form.
type LedgerPage struct {
	app.Compo

	recs    []*ledgerRec
	bad     []store.Damaged
	loaded  bool
	loadErr string // why the stored events could not be read
	cur     *ledgerRec
	tab     string // pilots, board, obc, ledger, judge
	pilot   string // the selected pilot
	stable  string // the ledger tab shows this player's whole ledger ("" the pilot's)
	form    map[string]string
	pend    ledgerEv      // the event waiting for confirmation
	entries []melee.Entry // what it will write
	lines   []string      // or what entering or leaving the arena will do
	offer   string        // why pend takes a loan: the refusal without one
	msg     string        // why the last action was refused (also said in the feedback region)
	print   bool          // the print view of the ledger shown
	want    string        // a fact of the game in play to open (/ledger?fact=)
	wantEv  string        // an event to open (/ledger?event=key&pilot=name: an import)
	wantPi  string        // the pilot to show in it

	follow    string // the judge's code this page was opened with (/ledger#follow.…), until its ledger is open
	followKey string // this phone's copy of the judge's ledger, once Follow is tapped
	followers int    // the phones following the open event when last told (noteFollowers)

	designs   *roster.Roster // the built-in and imported designs, once asked for
	designErr string
	finding   bool // the designs are being read
	kit.Follower
}

// OnInit sets the form's starting values.
func (p *LedgerPage) OnInit() {
	p.form = map[string]string{"rs": "L", "advsp": "1", "turn": "1", "claim": "1", "turns": "4", "chit": "1", "am-tons": "1"}
	p.tab = "pilots"
}

// OnMount follows the session, so the events appear once storage is open
// (and a fact the game page sent opens then).
func (p *LedgerPage) OnMount(ctx app.Context) {
	p.Follow(ctx, p.openWanted)
}

// OnNav reads the fact the game page sent (Record in ledger), or the
// event and pilot the import page opens (/ledger?event=key&pilot=name).
func (p *LedgerPage) OnNav(ctx app.Context) {
	q := ctx.Page().URL().Query()
	if f := q.Get("fact"); f != "" {
		p.want = f
	}
	if ev := q.Get("event"); ev != "" {
		p.wantEv, p.wantPi = ev, q.Get("pilot")
	}
	if f := ctx.Page().URL().Fragment; strings.HasPrefix(f, session.FollowPrefix) {
		p.follow, p.followKey, p.msg = f, "", ""
	} else {
		p.follow, p.followKey = "", "" // the bottom bar's Ledger leaves a judge's code
	}
	p.openWanted(ctx)
}

// openWanted opens the fact the game page sent once the events are read:
// outside rendering, so its preview or refusal shows after the page is
// mounted.
func (p *LedgerPage) openWanted(app.Context) {
	p.followed()
	p.noteFollowers()
	if (p.want == "" && p.wantEv == "") || !session.Ready() {
		return
	}
	p.load()
	if p.loaded && p.wantEv != "" {
		key, pilot := p.wantEv, p.wantPi
		p.wantEv, p.wantPi = "", ""
		p.open(key)
		if p.cur != nil && pilot != "" {
			p.tab = "ledger"
			p.choose(pilot)
		}
	}
	if p.want == "" {
		return
	}
	if p.loaded {
		id := p.want
		p.want = ""
		p.openFact(id)
	}
}

// Render implements app.Composer. The page is a few raw HTML nodes, each
// swapped only when its text changes: the bar, the preview, the tab and
// the rules notes (which never change).
func (p *LedgerPage) Render() app.UI {
	return &kit.Shell{Title: "Ledger", Active: "/ledger", Content: []app.UI{
		app.Div().ID("ledger").Class(kit.Cls("ledger", p.print)).OnClick(p.onTap).OnInput(p.onInput).OnChange(p.onChange).Body(p.content()...),
	}}
}

func (p *LedgerPage) content() []app.UI {
	if !session.Ready() {
		return []app.UI{app.P().Class("muted").Text("Opening storage…")}
	}
	p.load()
	if p.follow != "" {
		return []app.UI{&kit.View{ID: "led-main", HTML: p.followHTML()}}
	}
	if p.cur == nil {
		return []app.UI{&kit.View{ID: "led-main", HTML: p.eventsHTML()}}
	}
	s := p.cur.Peek()
	if p.print {
		return []app.UI{&kit.View{ID: "led-print", HTML: p.printHTML(s)}}
	}
	return []app.UI{
		&kit.View{ID: "led-bar-view", HTML: p.barHTML(s)},
		&kit.View{ID: "led-prev-view", HTML: p.previewHTML(s)},
		&kit.View{ID: "led-tab-view", HTML: p.tabHTML(s)},
		kit.Raw(kit.Notes("led-notes", melee.Notes())),
	}
}

// load reads the stored events once storage is open.
func (p *LedgerPage) load() {
	if p.loaded {
		return
	}
	recs, bad, err := session.LoadRecords(store.NSLedger, melee.New)
	if err != nil {
		p.loadErr = err.Error()
		return
	}
	session.AdoptShared(recs, melee.Registry()) // a ledger shared or followed live changes through its table
	p.recs, p.bad, p.loaded = recs, bad, true
}

// selected returns the selected pilot, or the first one.
func (p *LedgerPage) selected(s *melee.State) *melee.Pilot {
	if pi, err := s.Pilot(p.pilot); err == nil {
		return pi
	}
	if len(s.Pilots) > 0 {
		return s.Pilots[0]
	}
	return nil
}

// onTap runs what the tapped element's data-act names, with its data-k
// and data-v.
func (p *LedgerPage) onTap(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return
	}
	ds := el.Get("dataset")
	act := ds.Get("act").String()
	if act == "why" {
		ctx.PreventUpdate()
		return
	}
	k := ""
	if x := ds.Get("k"); x.Truthy() {
		k = x.String()
	}
	opened := !p.print
	p.tap(act, k, ds.Get("v").String())
	if act == "print" && opened && p.print {
		// The print view opens at its top: its title, not the middle of its table.
		ctx.Defer(func(app.Context) { app.Window().Call("scrollTo", 0, 0) })
	}
}

// tap runs a tap on a control: act is what it does, k the form key of a
// stepper or number pad, v its value. A new tap clears the feedback of
// the last one.
func (p *LedgerPage) tap(act, k, v string) {
	p.msg = ""
	kit.Say(kit.Info, "")
	if p.liveTap(act) {
		return
	}
	switch act {
	case "rs":
		p.form["rs"] = v
	case "flag":
		p.form[v] = map[bool]string{true: "", false: "1"}[p.form[v] == "1"]
	case "in":
		p.form["out-"+v] = map[bool]string{true: "", false: "1"}[p.form["out-"+v] == "1"]
	case "step":
		d, _ := strconv.Atoi(v)
		lim := stepLimits[k]
		p.form[k] = strconv.Itoa(kit.Clamp(p.num(k)+d, lim[0], lim[1]))
	case "pad":
		p.form[k] = kit.PadPress(p.form[k], v, 3)
	case "create":
		p.create()
	case "open":
		p.open(v)
	case "close":
		p.cur, p.pend, p.print = nil, nil, false
	case "tab":
		p.tab, p.pend = v, nil
	case "pilot":
		p.choose(v)
	case "stable":
		p.stable, p.pend = v, nil
	case "tgt":
		p.form["tgt"] = v
	case "pickdesign":
		p.pickDesign(v)
	case "undo":
		p.report(p.cur.Commit(p.cur.Undo))
	case "redo":
		p.report(p.cur.Commit(p.cur.Redo))
	case "confirm":
		p.confirm()
	case "cancel":
		p.pend = nil
	case "print":
		p.print = !p.print
	case "doprint":
		app.Window().Call("print")
	case "export":
		p.export(v)
	case "share":
		p.share(v)
	default:
		p.propose(p.event(act, v))
	}
}

// choose selects a pilot: the claimant count starts again at one, and a
// pending preview is dropped.
func (p *LedgerPage) choose(name string) {
	if name != p.pilot {
		p.form["claim"] = "1"
	}
	p.pilot, p.stable, p.pend = name, "", nil
}

// onInput keeps what is typed. The page is not re-rendered (the field
// would lose the keyboard); the 'Mech price is updated in place.
func (p *LedgerPage) onInput(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	el := e.Get("target")
	id := el.Get("id").String()
	if id == "" || el.Get("type").String() == "file" {
		return
	}
	p.form[id] = el.Get("value").String()
	switch {
	case id == "bm-find":
		p.find(ctx)
	case strings.HasPrefix(id, "bm-") && p.cur != nil:
		text, _ := p.mechPrice(p.cur.Peek())
		if out := app.Window().GetElementByID("bm-price"); out.Truthy() {
			out.Set("textContent", text)
		}
	}
}

// onChange reads an .ssw file chosen for a 'Mech purchase: its design
// fills in the name, tonnage, Clan flag and book cost.
func (p *LedgerPage) onChange(ctx app.Context, e app.Event) {
	input := e.Get("target")
	if input.Get("id").String() != "bm-file" {
		ctx.PreventUpdate()
		return
	}
	kit.ReadFile(input, func(name string, data []byte, err error) {
		ctx.Dispatch(func(app.Context) {
			input.Set("value", "")
			var ds []design.Design
			if err == nil {
				ds, err = ssw.Parse(name, data)
			}
			if err == nil && (len(ds) == 0 || ds[0].Cost <= 0) {
				err = fmt.Errorf("%s gives no cost", name)
			}
			if err != nil {
				p.refuse(err.Error())
				return
			}
			d := ds[0]
			p.form["bm-design"] = strings.TrimSpace(d.Chassis + " " + d.Model)
			p.form["bm-tons"] = strconv.Itoa(d.Tons)
			p.form["bm-book"] = strconv.FormatInt(int64(math.Round(d.Cost)), 10)
			p.form["bm-clan"] = map[bool]string{true: "1"}[d.Tech == design.Clan || d.Tech == design.MixedClan]
			p.form["bm-from"] = name
		})
	})
}

// num reads a number from the form, 0 when none.
func (p *LedgerPage) num(k string) int {
	n, _ := strconv.Atoi(strings.TrimSpace(p.form[k]))
	return n
}

func (p *LedgerPage) num64(k string) int64 {
	n, _ := strconv.ParseInt(strings.ReplaceAll(strings.TrimSpace(p.form[k]), ",", ""), 10, 64)
	return n
}

// report drops the preview and says why f failed, if it did.
func (p *LedgerPage) report(err error) {
	p.pend = nil
	switch {
	case refusedFollowing(err):
		p.refuse(followingText)
	case err != nil:
		p.refuse(err.Error())
	}
}

// refuse says why an action was refused, in the player's words, in the
// feedback region just above the bottom bar (in view wherever the page is
// scrolled).
func (p *LedgerPage) refuse(msg string) {
	p.msg = plain(msg)
	kit.Say(kit.Error, p.msg)
}

// create opens a new event under the chosen ruleset and settings.
func (p *LedgerPage) create() {
	name := strings.TrimSpace(p.form["ev-name"])
	if name == "" {
		p.refuse("Name the event first.")
		return
	}
	j := melee.New()
	rs, err := melee.RulesetByID(p.form["rs"])
	if err != nil {
		p.refuse(err.Error())
		return
	}
	set := melee.Settings{MechCap: p.num64("ev-cap"), MinTurns: p.num("ev-turns"), NoClan: p.form["noclan"] == "1",
		Betting: p.form["bet"] == "1" && rs.Chips != nil, AdvancedSponsors: p.form["advsp"] == "1" && rs.Sponsors != nil}
	if strings.TrimSpace(p.form["ee-fame"]+p.form["ee-cb"]) != "" {
		// typed as the penalty: "2" Fame and "100000" C-bills lost (AMB-52)
		f, c := p.num("ee-fame"), p.num64("ee-cb")
		set.EarlyExit = &melee.Gain{Fame: -max(f, -f), Cbills: -max(c, -c)}
	}
	if err := j.Apply(&melee.Open{Name: name, Ruleset: p.form["rs"], Settings: set}); err != nil {
		p.refuse(err.Error())
		return
	}
	r, err := session.NewRecord(store.NSLedger, j)
	if err != nil {
		p.refuse(err.Error())
		return
	}
	p.recs = append(p.recs, r)
	p.cur, p.tab, p.pilot, p.form["ev-name"] = r, "pilots", "", ""
}

// open opens a stored event.
func (p *LedgerPage) open(key string) {
	for _, r := range p.recs {
		if r.Key == key {
			p.cur, p.tab, p.pilot, p.pend = r, "pilots", "", nil
		}
	}
}

// propose previews an event: what entering or leaving the arena will do,
// the entries any other event would write, or the engine's refusal. A
// repair, healing or purchase refused for lack of money is offered again
// with the loan that covers what is missing, when the engine allows it.
func (p *LedgerPage) propose(ev ledgerEv) {
	p.pend, p.entries, p.lines, p.offer = nil, nil, nil, ""
	if ev == nil || p.cur == nil {
		return
	}
	if p.following() {
		p.refuse(followingText)
		return
	}
	switch ev.(type) {
	case *melee.EnterArena, *melee.LeaveArena:
		lines, err := melee.ArenaPreview(p.cur.Journal, ev)
		if err != nil {
			p.refuse(err.Error())
			return
		}
		p.pend, p.lines = ev, lines
		return
	}
	es, err := melee.Preview(p.cur.Journal, ev)
	if err != nil {
		if lv := withLoan(ev); lv != nil {
			les, lerr := melee.Preview(p.cur.Journal, lv)
			if lerr == nil {
				p.pend, p.entries, p.offer = lv, les, plain(err.Error())
				return
			}
			if i := strings.Index(err.Error(), ": take a loan"); i >= 0 {
				// The loan the refusal suggests cannot be taken: say why.
				p.refuse(err.Error()[:i] + ". No loan covers it: " + plain(lerr.Error()))
				return
			}
		}
		p.refuse(err.Error())
		return
	}
	p.pend, p.entries = ev, es
}

// withLoan is ev paid with a loan for what the purse lacks, nil for an
// event that takes no loan or already takes one.
func withLoan(ev ledgerEv) ledgerEv {
	switch e := ev.(type) {
	case *melee.Repair:
		if !e.Loan {
			c := *e
			c.Loan = true
			return &c
		}
	case *melee.Heal:
		if !e.Loan {
			c := *e
			c.Loan = true
			return &c
		}
	case *melee.BuyMech:
		if !e.Loan {
			c := *e
			c.Loan = true
			return &c
		}
	case *melee.BuyAmmo:
		if !e.Loan {
			c := *e
			c.Loan = true
			return &c
		}
	}
	return nil
}

// confirm commits the previewed event with the reason typed in.
func (p *LedgerPage) confirm() {
	if p.pend == nil {
		return
	}
	if why := strings.TrimSpace(p.form["why"]); why != "" {
		if f := reflect.ValueOf(p.pend).Elem().FieldByName("Why"); f.IsValid() && f.Kind() == reflect.String {
			f.SetString(why)
		}
	}
	ev, done, loan := p.pend, p.doneText(), p.offer != ""
	err := p.cur.Apply(ev)
	p.report(err)
	if err != nil {
		return
	}
	if pl := p.payer(ev); loan && pl != nil {
		done = strings.TrimSuffix(done, ".") + ". " + pl.Name + " owes " + cb(pl.Owed()) + " C-bills on the loan."
	}
	kit.Say(kit.Done, done)
	p.form["why"] = ""
	switch e := ev.(type) {
	case *melee.BuyMech:
		for k := range p.form {
			if strings.HasPrefix(k, "bm-") {
				delete(p.form, k) // the next pilot's 'Mech starts blank
			}
		}
	case *melee.Award:
		if e.Kind == "damage" {
			p.form["dmg"] = "" // the next claim is typed afresh
		}
	case *melee.AddPlayer:
		for k := range p.form {
			if strings.HasPrefix(k, "pl-") {
				delete(p.form, k) // the next stable is typed afresh
			}
		}
	}
	// A pilot left out of an entrance stays left out (a tap on the chip
	// brings them back): the next entrance does not enter them by surprise.
}

// doneText says what the pending event did, for the feedback region.
func (p *LedgerPage) doneText() string {
	if len(p.lines) > 0 {
		return p.lines[0]
	}
	if len(p.entries) == 0 {
		return "Saved."
	}
	e := p.entries[len(p.entries)-1]
	for _, x := range p.entries {
		if x.Gain != (melee.Gain{}) && !strings.HasPrefix(x.What, "Took a loan") {
			e = x
			break
		}
	}
	who := e.Pilot
	if who == "" {
		who = e.Player
	}
	t := who + ": " + lineText(e.What)
	if g := gainWords(e.Gain); g != "" {
		t += ", " + g
	}
	if n := len(p.entries) - 1; n > 0 && !strings.HasPrefix(p.entries[0].What, "Took a loan") {
		t += " (and " + count(n, "more line") + ")"
	}
	return t + "."
}

// payer is the player whose purse an event of one pilot pays from, nil
// for other events.
func (p *LedgerPage) payer(ev ledgerEv) *melee.Player {
	name := ""
	switch e := ev.(type) {
	case *melee.Repair:
		name = e.Pilot
	case *melee.Heal:
		name = e.Pilot
	case *melee.BuyMech:
		name = e.Pilot
	case *melee.BuyAmmo:
		name = e.Pilot
	}
	s := p.cur.Peek()
	pi, err := s.Pilot(name)
	if err != nil {
		return nil
	}
	pl, _ := s.Player(pi.Player)
	return pl
}

// share opens the share sheet for the pilot's ledger shown ("pilot") or
// the whole event: a file, or a QR code when it is small enough.
func (p *LedgerPage) share(what string) {
	s := p.cur.Peek()
	if what == "pilot" {
		if l, err := p.shownLedger(s); err == nil && l.Pilot != "" {
			kit.Share(share.Pilot(p.cur.Key, l.Pilot+"'s ledger · "+s.Name, l.Pilot))
			return
		}
	}
	kit.Share(share.Stored(share.KindEvent, p.cur.Key, "Event: "+s.Name))
}

// export downloads the ledger shown (a pilot's or a whole stable's), the
// standings or the stables' money as CSV, or the whole event's log as
// JSON.
func (p *LedgerPage) export(what string) {
	s := p.cur.Peek()
	var b bytes.Buffer
	var err error
	name := fileName(s.Name)
	switch what {
	case "ledger":
		l, lerr := p.shownLedger(s)
		if lerr != nil {
			p.refuse(lerr.Error())
			return
		}
		err = l.WriteCSV(&b)
		who := l.Pilot
		if who == "" {
			who = l.Player
		}
		name += "-" + fileName(who) + ".csv"
	case "standings":
		err = s.WriteStandingsCSV(&b)
		name += "-standings.csv"
	case "stables":
		err = s.WriteStableStandingsCSV(&b)
		name += "-stables.csv"
	default:
		var out []byte
		out, err = json.MarshalIndent(struct {
			Event     *journal.Journal[melee.State] `json:"event"`
			Standings []melee.Standing              `json:"standings"`
			Entries   []melee.Entry                 `json:"entries"`
		}{p.cur.Journal, s.Standings(), s.Entries}, "", " ")
		b.Write(out)
		name += ".json"
	}
	if err != nil {
		p.refuse(err.Error())
		return
	}
	mime := "text/csv"
	if strings.HasSuffix(name, ".json") {
		mime = "application/json"
	}
	kit.Download(name, mime, b.String())
}

// fileName makes a name safe for a downloaded file.
func fileName(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '/' || r == '\\' || r == ':' {
			return '-'
		}
		return r
	}, s)
}
