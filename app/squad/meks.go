package squad

import (
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"lancemate/app/share"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/store"
	"lancemate/engine/meks"
)

// campaign is the Meks campaign in play: its record (saved on every
// change), the log lines of its events (auto marks the steps the page
// ended by itself), and a copy of its state, which is the "before" of the
// next event's log line.
type campaign struct {
	rec     *session.Record[meks.State]
	lines   []string
	auto    []bool
	prev    meks.State
	version int
}

// meksData is what the Meks page has read from storage: the newest
// readable campaign and the damaged ones, which are never overwritten.
var meksData struct {
	loaded bool
	loads  int // sess.loads when read, so an imported backup is re-read
	c      *campaign
	bad    []store.Damaged
	err    error
}

// meksCampaign returns the campaign in play, reading storage the first
// time (and again after a backup was imported).
func meksCampaign() (*campaign, []store.Damaged, error) {
	_, loads := session.RollLogVersion()
	if !meksData.loaded || meksData.loads != loads {
		meksData.loaded, meksData.loads, meksData.c = true, loads, nil
		var recs []*session.Record[meks.State]
		recs, meksData.bad, meksData.err = session.LoadRecords(store.NSMeks, meks.NewJournal)
		if n := len(recs); n > 0 {
			meksData.c = newCampaign(recs[n-1])
		}
	}
	return meksData.c, meksData.bad, meksData.err
}

// newCampaign wraps a loaded record and writes its log by replaying it.
func newCampaign(r *session.Record[meks.State]) *campaign {
	c := &campaign{rec: r}
	j := meks.NewJournal()
	for _, ev := range r.Log() {
		before := j.State()
		if j.Apply(ev) != nil {
			break
		}
		c.lines = append(c.lines, meks.Describe(&before, j.Peek(), ev))
		c.auto = append(c.auto, autoStep(&before, ev))
	}
	c.prev = r.State()
	return c
}

// autoStep reports whether ev, applied to before, is a step the page ends
// by itself: a next_step where the step waited for nothing.
func autoStep(before *meks.State, ev meks.Event) bool {
	_, next := ev.(*meks.NextStep)
	return next && !before.StepNeedsInput()
}

// startCampaign begins a new campaign (the old ones stay in storage).
func startCampaign(mc int, defs meks.Defs) error {
	r, err := session.NewRecord(store.NSMeks, meks.NewJournal())
	if err != nil {
		return err
	}
	c := &campaign{rec: r, prev: r.State()}
	if err := c.apply(&meks.Start{MC: mc, Defs: defs}); err != nil {
		return err
	}
	meksData.c = c
	return nil
}

// apply applies an event (filled already), then ends the engagement
// steps left with nothing to do (settle), logs them all and saves once.
// The event is saved even if ending a step fails.
func (c *campaign) apply(ev meks.Event) error {
	var settled error
	err := c.rec.Commit(func() error {
		if err := c.rec.Journal.Apply(ev); err != nil {
			return err
		}
		c.logged()
		settled = c.settle()
		return nil
	})
	if err != nil {
		return err
	}
	return settled
}

// settle applies next_step while the engagement's step waits for nothing
// (StepNeedsInput): a fight takes no tap for a step where no one can
// attack. It stops after a round's worth of steps, so a round where no
// one can attack at all waits for the player (to retreat, or play a card).
func (c *campaign) settle() error {
	for range meks.Steps {
		if c.rec.Peek().StepNeedsInput() {
			return nil
		}
		if err := c.rec.Journal.Apply(&meks.NextStep{}); err != nil {
			return fmt.Errorf("ending a step with nothing to do: %w", err)
		}
		c.logged()
	}
	return nil
}

// logged writes the line of the newest event and keeps the new state as
// the next event's "before".
func (c *campaign) logged() {
	if log := c.rec.Log(); len(log) > len(c.lines) {
		ev := log[len(log)-1]
		c.lines = append(c.lines, meks.Describe(&c.prev, c.rec.Peek(), ev))
		c.auto = append(c.auto, autoStep(&c.prev, ev))
	}
	c.lines, c.auto = c.lines[:c.rec.Len()], c.auto[:c.rec.Len()]
	c.prev = c.rec.State()
	c.version++
}

// undo takes back the player's last action: the last event, and with it
// the steps the page ended by itself after it (an undo never stops on a
// step with nothing to do, which the page would end again at once).
func (c *campaign) undo() error { return c.group(c.rec.Journal.Undo, c.rec.CanUndo) }

// redo applies the last undone action again, with the steps that ended
// by themselves after it.
func (c *campaign) redo() error { return c.group(c.rec.Journal.Redo, c.rec.CanRedo) }

// group runs step (an undo or a redo) once, then again while the state
// it reaches waits for nothing and more says there is more, logging each
// and saving once.
func (c *campaign) group(step func() error, more func() bool) error {
	var later error
	err := c.rec.Commit(func() error {
		err := step()
		c.logged()
		if err != nil {
			return err
		}
		for later == nil && !c.rec.Peek().StepNeedsInput() && more() {
			later = step()
			c.logged()
		}
		return nil
	})
	if err != nil {
		return err
	}
	return later
}

// MeksPage is the Meks card game companion: the squad, the missions, the
// engagement step by step, the debriefing and repair, the card
// definitions and the campaign's log. Like the game page it is HTML text
// with one delegated tap handler (data-act, data-v).
type MeksPage struct {
	app.Compo

	tab      string            // "", "cards" or "log"
	inputs   map[string]string // what was typed, by input id
	size     meks.Size         // of the next Mek
	grade    meks.Grade        // of the next pilot
	skills   []string          // of the next pilot
	mek      string            // the Mek selected in the squad
	mission  string            // the offered mission selected
	left     map[string]bool   // Meks left out of the mission
	target   int               // the foe our attacks aim at
	atk      *meksAttack       // the attack waiting for its dice
	ask      *meksAsk          // the die an event waits for
	adv      []meks.Advancement
	mc       int // starting money of a new campaign
	edit     *meks.AttachmentDef
	bedit    *meks.BuildCard // the Build card edited
	editAt   int             // index of the attachment or Build card edited; -1 for a new one
	black    string          // the Black Market card waiting for its pick
	imported *meks.Defs      // the last definitions file imported
	msg      string
	note     string // what the last action did, when it is not in the log
	kit.Follower
}

// OnInit sets the forms' starting values.
func (p *MeksPage) OnInit() {
	p.inputs, p.left, p.size, p.grade, p.mc = map[string]string{}, map[string]bool{}, meks.Medium, meks.Green, 100
}

// OnMount follows the session, so the campaign appears once storage is open.
func (p *MeksPage) OnMount(ctx app.Context) {
	p.Follow(ctx, nil)
}

// Render implements app.Composer.
func (p *MeksPage) Render() app.UI {
	return &kit.Shell{Title: "Meks", Active: "/meks", Content: []app.UI{
		app.Div().ID("meks").OnClick(p.onTap).OnInput(p.onInput).OnChange(p.onFile).Body(p.content()),
	}}
}

func (p *MeksPage) content() app.UI {
	if !session.Ready() {
		return app.P().Class("muted").Text("Opening storage…")
	}
	c, bad, err := meksCampaign()
	var w kit.Writer
	w.F(`<div>`)
	if err != nil {
		w.F(`<p class="error" role="alert">%s</p>`, err.Error())
	}
	for _, d := range bad {
		why, _ := kit.Head(d.Err.Error(), kit.RawPreview)
		w.F(`<section class="panel warn" id="meks-damaged"><p class="error" role="alert">A saved Meks campaign could not be read: %s. It is kept as it is (below, and under Settings → Damaged records); a new campaign is saved apart from it.</p>`, why)
		kit.DamagedRaw(&w, d.Raw, d.Size, false)
		w.F(`</section>`)
	}
	if c == nil {
		p.startHTML(&w)
	} else {
		p.pageHTML(&w, c)
	}
	w.F(`</div>`)
	return &kit.View{ID: "meks-view", HTML: w.HTML()}
}

// onTap runs what the tapped button's data-act names, with its data-v (a
// stepper's data-k names what it steps), then shows a refusal or a note
// in the feedback region and brings what the tap made into view.
func (p *MeksPage) onTap(ctx app.Context, e app.Event) {
	el := e.Get("target").Call("closest", "[data-act]")
	if !el.Truthy() {
		ctx.PreventUpdate()
		return
	}
	p.readInputs()
	ds := el.Get("dataset")
	act, v := ds.Get("act").String(), ds.Get("v").String()
	if act == "step" {
		act = ds.Get("k").String()
	}
	n, _ := strconv.Atoi(v)
	p.msg, p.note = "", ""
	if kit.Said() != "" {
		kit.Say(kit.Info, "")
	}
	defer p.tell()
	if act == "new" {
		p.report(startCampaign(p.mc, p.defaults()))
		return
	}
	if act == "mc" {
		p.mc = kit.Clamp(p.mc+n*mcStep, 0, maxStartMC)
		return
	}
	c, _, _ := meksCampaign()
	if c == nil {
		return
	}
	phase, events := c.rec.Peek().Phase, c.rec.Len()
	switch act {
	case "tab":
		p.tab = v
	case "undo":
		p.atk, p.ask, p.black = nil, nil, ""
		p.report(c.undo())
	case "redo":
		p.atk, p.ask, p.black = nil, nil, ""
		p.report(c.redo())
	case "share":
		kit.Share(share.Stored(share.KindMeks, c.rec.Key, "Meks campaign"))

	default:
		prompt := p.atk
		if !p.squadTap(c, act, v, n) && !p.missionTap(c, act, v, n, ds) && !p.fightTap(c, act, v, n, ds) {
			p.cardsTap(c, act, v, n)
		}
		if p.tab != "" {
			return
		}
		s := c.rec.Peek()
		switch {
		case (p.atk != nil && prompt == nil) || p.ask != nil:
			ctx.ScrollTo("meks-prompt")
		case s.Phase != phase:
			ctx.ScrollTo(phaseSection(s.Phase))
		case s.Phase == meks.Engage && p.atk == nil && (c.rec.Len() != events || prompt != nil):
			ctx.ScrollTo("meks-results")
		}
	}
}

// Starting money: the stepper's step and its highest value.
const (
	mcStep     = 10
	maxStartMC = 9990
)

// phaseSection is the id of the section a phase starts with.
func phaseSection(ph meks.Phase) string {
	switch ph {
	case meks.Engage:
		return "meks-engage"
	case meks.Debrief, meks.Repair:
		return "meks-debrief"
	}
	return "meks-mission"
}

// readInputs takes what the page's fields hold at the moment of a tap,
// so a tap that follows the typing at once sees every character typed
// (the input events may not all have been handled yet). A field still
// holding what was written into it is left alone.
func (p *MeksPage) readInputs() {
	root := app.Window().GetElementByID("meks")
	if !root.Truthy() {
		return
	}
	fields := root.Call("querySelectorAll", "input[id]:not([type=file])")
	for i := 0; i < fields.Length(); i++ {
		f := fields.Index(i)
		if v := f.Get("value").String(); v != f.Get("defaultValue").String() {
			p.inputs[f.Get("id").String()] = v
		}
	}
}

// tell shows the tap's refusal or note in the feedback region, where the
// player is looking whatever the scroll position: the main line only, the
// rules it cites stay behind the page's "Why?".
func (p *MeksPage) tell() {
	switch {
	case p.msg != "":
		text, _ := splitCites(p.msg)
		kit.Say(kit.Error, text)
	case p.note != "":
		kit.Say(kit.Info, p.note)
	}
}

// onInput keeps what is typed without repainting (the field would lose
// the keyboard).
func (p *MeksPage) onInput(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	el := e.Get("target")
	if id := el.Get("id").String(); id != "" && el.Get("type").String() != "file" {
		p.inputs[id] = el.Get("value").String()
	}
}

// input returns what was typed into the field id, trimmed.
func (p *MeksPage) input(id string) string { return strings.TrimSpace(p.inputs[id]) }

// play asks for the dice of ev the player may roll or type (askFor),
// fills its missing cards from the app's source and applies it.
func (p *MeksPage) play(c *campaign, ev meks.Event) {
	if p.ask = askFor(c.rec.Peek(), ev); p.ask != nil {
		return
	}
	if err := meks.Fill(c.rec.Peek(), ev, session.Dice()); err != nil {
		p.report(err)
		return
	}
	p.report(c.apply(ev))
}

// report keeps err's message as the tap's refusal.
func (p *MeksPage) report(err error) {
	if err != nil {
		p.msg = err.Error()
	}
}
