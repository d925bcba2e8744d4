package play

import (
	"errors"
	"fmt"
	"lancemate/app/kit"
	"lancemate/app/session"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/engine/dice"
	"lancemate/engine/game"
)

// entry is an event being made whose dice are asked for one roll at a
// time in the dice sheet. Nothing is recorded until its last roll: a
// mistyped die can be taken back (back one die) and cancelling discards
// the dice entered.
type entry struct {
	ev      game.Event
	back    string         // the sheet it was started from, open again once it is done
	who     string         // whose dice: the attacker, or "" for the unit the engine names
	what    string         // what the event is, in players' words
	need    *game.NeedRoll // the roll asked for now
	faces   []int          // the faces of its dice picked so far, 0 for not yet
	picks   []int          // the dice picked, in the order they were tapped
	rolls   []rolled       // the rolls made so far
	auto    bool           // the app rolls every die
	locRoll bool           // a hit without a location: the first roll is its hit location roll
	refused string         // why the rules refuse the event with these dice
	cite    string         // the seed lines of the refusal
	trial   *trial         // an attack's shots resolved so far on a copy of the game
}

// rolled is one roll made: what it was asked for and its dice.
type rolled struct {
	need game.NeedRoll
	roll dice.Roll
}

// outcome is what the last event made through a sheet did: shown as a
// card (an attack's summary) or in the sheet it was made from.
type outcome struct {
	title   string
	what    string
	lines   []string // the summary's phrases, in players' words
	why     []string // the engine's report, with its seed lines
	rolls   []string // every roll the event made, in order (rollLine)
	version int      // the game's version once it was made: Undo is offered while it is the last event
	back    string   // the sheet Done goes back to
}

// start makes ev from the sheet back, asking for its dice.
func (p *GamePage) start(ev game.Event, back string) { p.begin(ev, back, false) }

// startAuto makes ev with the app's dice when app, else asks for them.
func (p *GamePage) startAuto(ev game.Event, back string, app bool) { p.begin(ev, back, app) }

func (p *GamePage) begin(ev game.Event, back string, auto bool) {
	if ev == nil {
		return
	}
	t, _ := session.Game()
	p.card, p.notice = nil, ""
	p.in = &entry{ev: ev, back: back, auto: auto, who: whoRolls(ev), what: describe(t.State(), ev)}
	if h, ok := ev.(*game.Hit); ok && h.Loc == nil && h.Roll == 0 {
		p.in.locRoll = true
	}
	p.next()
}

// resolve makes pending roll id, with the app's dice when app; item is
// the bin picked to explode if an ammunition roll fails (a number),
// anything else for none.
func (p *GamePage) resolve(id int, item string, app bool) {
	r := &game.Roll{Pending: id}
	if i, err := strconv.Atoi(item); err == nil {
		r.Item = &i
	}
	p.begin(r, sheetRolls, app)
}

// next applies the event if its dice are all there, or asks for the next
// roll: the hit location roll of a hit without a location, then whatever
// the engine names (game.NeedRoll). With auto the app rolls them all.
func (p *GamePage) next() {
	in := p.in
	for {
		need, err := in.nextNeed()
		switch {
		case need != nil && in.auto:
			in.add(need, need.Dice.Roll(session.Dice()))
			p.advanceTrial()
			continue
		case need != nil:
			in.need, in.faces, in.picks = need, make([]int, need.Dice.Count), nil
			p.open = sheetDice
			return
		case errors.Is(err, session.ErrSent):
			p.proposed()
			return
		case err != nil:
			p.refuse(err)
			return
		}
		p.committed()
		return
	}
}

// nextNeed is the next roll the event needs, nil with a nil error once
// it has been applied, or the rules' refusal.
func (in *entry) nextNeed() (*game.NeedRoll, error) {
	if h, ok := in.ev.(*game.Hit); ok && in.locRoll && h.Roll == 0 {
		return &game.NeedRoll{Unit: h.Unit, Dice: dice.TwoD6, Purpose: "hit location roll (" + h.Dir.String() + ")"}, nil
	}
	err := session.Play(in.ev)
	var need *game.NeedRoll
	if errors.As(err, &need) && tape(in.ev) != nil {
		return need, nil
	}
	return nil, err
}

// add puts a roll made on the event's tape.
func (in *entry) add(n *game.NeedRoll, r dice.Roll) {
	in.rolls = append(in.rolls, rolled{*n, r})
	if h, ok := in.ev.(*game.Hit); ok && in.locRoll && h.Roll == 0 {
		h.Roll = r.Total
	} else {
		*tape(in.ev) = append(*tape(in.ev), r.Total)
	}
	in.need, in.faces, in.picks, in.refused = nil, nil, nil, ""
}

// refuse shows the rules' refusal of the event: in the dice sheet when
// dice were entered (they can be corrected), else where the event was
// started, which it leaves as it was.
func (p *GamePage) refuse(err error) {
	if len(p.in.rolls) > 0 {
		p.in.refused, p.in.cite = says(err)
		p.in.need = nil
		return
	}
	back := p.in.back
	p.in = nil
	p.open = back
	p.refusal(err)
}

// tell shows a line where the player is looking: in the open sheet, or in
// the feedback region when none is open.
func (p *GamePage) tell(kind, text string) {
	p.cite = ""
	if p.open == "" {
		kit.Say(kind, text)
		return
	}
	p.notice = text
	if kind == kit.Error {
		p.notice = "Not recorded: " + text
	}
}

// refusal tells why the rules refuse what was asked (game.Refusal): its
// text in the main line, its seed lines behind a Why? in the open sheet.
func (p *GamePage) refusal(err error) {
	text, cite := says(err)
	p.tell(kit.Error, text)
	p.cite = cite
}

// committed ends an event the game has taken: its dice go to the roll
// log, and what it did is shown — as a summary card when dice were rolled
// or it was an attack, else in the sheet it was made from (which a move,
// a stand or a PSR closes, back to the record sheet).
func (p *GamePage) committed() {
	in := p.in
	p.in = nil
	for _, r := range in.rolls {
		if _, err := session.RecordRoll(r.need.Unit+": "+r.need.Purpose, r.need.Target, r.roll); err != nil {
			kit.Refuse(err)
		}
	}
	t, _ := session.Game()
	h := t.History()
	last := h[len(h)-1]
	o := &outcome{title: titleOf(in.ev), what: in.what, lines: clauses(last.Summary), why: last.Lines, version: t.Version(), back: in.back}
	for _, r := range in.rolls {
		o.rolls = append(o.rolls, rollLine(r.need, r.roll))
	}
	if _, ok := in.ev.(*game.Initiative); ok && in.back == sheetNext {
		// Rolled when Next phase asked for it: the phase ends too.
		if err := session.Play(&game.EndPhase{}); err == nil {
			s := t.State()
			o.lines = append(o.lines, fmt.Sprintf("Turn %d, %s phase.", s.Turn, phaseName(s.Phase)))
		}
	}
	_, attack := in.ev.(*game.Fire)
	if _, ok := in.ev.(*game.Physical); ok {
		attack = true
	}
	switch {
	case len(in.rolls) > 0 || attack:
		p.card, p.open = o, sheetDice
	case in.back == sheetMove || in.back == sheetInit || in.back == "":
		p.closeSheet()
		kit.Say(kit.Done, clauseText(last.Summary))
	default:
		p.card, p.open = o, in.back
	}
}

// proposed ends an event a guest's phone sent to the host's (a live
// table): its dice go to this phone's roll log, and the game shows it
// once the host records it (or says why not: GamePage.OnMount).
func (p *GamePage) proposed() {
	in := p.in
	p.in = nil
	for _, r := range in.rolls {
		if _, err := session.RecordRoll(r.need.Unit+": "+r.need.Purpose, r.need.Target, r.roll); err != nil {
			kit.Refuse(err)
		}
	}
	p.sent(session.ErrSent)
}

// sent tells that a tap went to the host's phone (session.ErrSent), and
// reports whether err was that.
func (p *GamePage) sent(err error) bool {
	if !errors.Is(err, session.ErrSent) {
		return false
	}
	p.closeSheet()
	if !session.Live().Joined {
		kit.Say(kit.Info, "Not connected: this goes to the host's phone when this phone rejoins the table (scan its code).")
		return true
	}
	kit.Say(kit.Done, "Sent to the host's phone: it shows here once the host records it.")
	return true
}

// titleOf is the heading of an event's outcome.
func titleOf(ev game.Event) string {
	switch ev.(type) {
	case *game.Fire, *game.Physical:
		return "Attack recorded"
	case *game.Roll:
		return "Roll made"
	case *game.Hit:
		return "Damage recorded"
	case *game.MarkCrit:
		return "Critical hit marked"
	case *game.Initiative:
		return "Initiative rolled"
	}
	return "Recorded"
}

// face takes one die of a physical roll; the last one completes it.
func (p *GamePage) face(die, face int) {
	in := p.in
	if in == nil || in.need == nil || die < 0 || die >= len(in.faces) {
		return
	}
	in.faces[die] = face
	in.picks = append(slices.DeleteFunc(in.picks, func(d int) bool { return d == die }), die)
	for _, f := range in.faces {
		if f == 0 {
			return
		}
	}
	r, err := in.need.Dice.Typed(in.faces...)
	if err != nil {
		in.refused = err.Error()
		return
	}
	in.add(in.need, r)
	p.advanceTrial()
	p.next()
}

// rollForMe rolls the roll asked for with the app's dice.
func (p *GamePage) rollForMe() {
	if in := p.in; in != nil && in.need != nil {
		in.add(in.need, in.need.Dice.Roll(session.Dice()))
		p.advanceTrial()
		p.next()
	}
}

// backOne takes back the last die entered: a face picked of the roll
// asked for, else the last die of the last roll made, whose other dice
// stay picked.
func (p *GamePage) backOne() {
	in := p.in
	if in == nil {
		return
	}
	if n := len(in.picks); n > 0 && in.refused == "" {
		in.faces[in.picks[n-1]] = 0
		in.picks = in.picks[:n-1]
		return
	}
	n := len(in.rolls)
	if n == 0 {
		return
	}
	last := in.rolls[n-1]
	in.rolls = in.rolls[:n-1]
	if h, ok := in.ev.(*game.Hit); ok && in.locRoll && n == 1 {
		h.Roll = 0
	} else if tp := tape(in.ev); len(*tp) > 0 {
		*tp = (*tp)[:len(*tp)-1]
	}
	need := last.need
	in.need, in.refused = &need, ""
	in.faces, in.picks = make([]int, need.Dice.Count), nil
	if last.roll.Physical {
		for i := range len(in.faces) - 1 {
			in.faces[i] = last.roll.Faces[i]
			in.picks = append(in.picks, i)
		}
	}
	if tr := in.trial; tr != nil {
		tr.tried, tr.refused = 0, ""
		if tr.used > len(*tape(in.ev)) && tr.g != nil {
			in.trial = nil
		}
	}
}

// cancel drops the event being made and says what was discarded.
func (p *GamePage) cancel() {
	in := p.in
	if in == nil {
		return
	}
	p.in = nil
	p.open = in.back
	n := diceIn(in)
	if n == 0 {
		p.tell(kit.Info, "Cancelled: "+in.what+". Nothing was recorded.")
		return
	}
	p.tell(kit.Info, fmt.Sprintf("Cancelled: %s. %d %s discarded; nothing was recorded.", in.what, n, plural(n, "die", "dice")))
}

// diceIn counts the dice entered for an event.
func diceIn(in *entry) int {
	n := len(in.picks)
	for _, r := range in.rolls {
		n += len(r.roll.Faces)
	}
	return n
}

// plural is one or many, for n.
func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// finish closes the outcome card, back to the sheet the event came from.
func (p *GamePage) finish() {
	back := ""
	if p.card != nil && p.open == sheetDice {
		back = p.card.back
	}
	p.card = nil
	p.open = back
	switch back {
	case sheetLoc, sheetDamage, sheetHeat, sheetPilot:
	case sheetRolls:
		if p.rollsLeft() == 0 {
			p.open = ""
		}
	default:
		p.open = ""
	}
}

// rollsLeft counts the rolls owed.
func (p *GamePage) rollsLeft() int {
	t, _ := session.Game()
	return len(t.State().Pending)
}

// tape returns the dice an event carries, for the events this page
// starts that carry dice.
func tape(ev game.Event) *[]int {
	switch e := ev.(type) {
	case *game.Hit:
		return &e.Rolls.Rolls
	case *game.Roll:
		return &e.Rolls.Rolls
	case *game.Fire:
		return &e.Rolls.Rolls
	case *game.Physical:
		return &e.Rolls.Rolls
	case *game.MarkCrit:
		return &e.Rolls.Rolls
	case *game.Initiative:
		return &e.Rolls.Rolls
	case *game.Move:
		return &e.Rolls.Rolls
	}
	return nil
}

// whoRolls is whose dice an event's rolls are: the attacker's for an
// attack (its cluster and hit location rolls too), "" where the engine
// names the unit rolling.
func whoRolls(ev game.Event) string {
	switch e := ev.(type) {
	case *game.Fire:
		return e.Unit
	case *game.Physical:
		return e.Attacker
	case *game.Hit:
		return e.Attacker
	case *game.MarkCrit:
		return e.Attacker
	case *game.Move:
		return e.Unit
	}
	return ""
}

// describe says what an event is, in players' words.
func describe(s *game.State, ev game.Event) string {
	switch e := ev.(type) {
	case *game.Fire:
		var targets []string
		for _, sh := range e.Shots {
			if sh.Target != "" && !slices.Contains(targets, sh.Target) {
				targets = append(targets, sh.Target)
			}
		}
		n := len(e.Shots)
		d := fmt.Sprintf("%s fires %d weapon%s", e.Unit, n, kit.Plural(n))
		if len(targets) > 0 {
			d += " at " + strings.Join(targets, ", ")
		}
		return d
	case *game.Physical:
		return fmt.Sprintf("%s: %s on %s", e.Attacker, physicalLabel(e.Attack), e.Target)
	case *game.Hit:
		where := "a rolled location"
		if u, ok := s.Unit(e.Unit); ok && e.Loc != nil {
			where = "the " + e.Loc.Name(u.Config)
		}
		return fmt.Sprintf("%d damage to %s, %s", e.Damage, e.Unit, where)
	case *game.Roll:
		for _, q := range s.Pending {
			if q.ID == e.Pending {
				return fmt.Sprintf("%s: %s %d+ (%s)", q.Unit, q.Kind.Label(), q.Target, plain(q.Reason))
			}
		}
	case *game.MarkCrit:
		if u, ok := s.Unit(e.Unit); ok {
			return fmt.Sprintf("%s: critical hit on the %s, slot %d", e.Unit, e.Loc.Name(u.Config), e.Slot)
		}
	case *game.Initiative:
		return fmt.Sprintf("Initiative, turn %d", s.Turn)
	case *game.StandUp:
		return e.Unit + " stands up"
	case *game.Move:
		return e.Unit + ": " + moveLabel(&moveForm{mode: e.Mode, hexes: e.Hexes, masc: e.MASC, super: e.Supercharger})
	}
	return ev.Type()
}

// rollLine says what a roll did: against a target number, hit or miss
// (an attack roll) or passed or failed; else the number rolled.
func rollLine(n game.NeedRoll, r dice.Roll) string {
	total := strconv.Itoa(r.Total)
	if len(r.Faces) > 1 {
		fs := make([]string, len(r.Faces))
		for i, f := range r.Faces {
			fs[i] = strconv.Itoa(f)
		}
		total += " (" + strings.Join(fs, "+") + ")"
	}
	what := plain(n.Purpose)
	if n.Target <= 0 {
		return what + ": " + total
	}
	ok, no := "passed", "failed"
	if strings.Contains(n.Purpose, "attack roll") || strings.Contains(n.Purpose, "to-hit") {
		ok, no = "hit", "miss"
	}
	verdict := no
	if r.Total >= n.Target {
		verdict = ok
	}
	return fmt.Sprintf("%s: %s vs %d+ — %s", what, total, n.Target, verdict)
}

// trial is an attack resolved shot by shot on a copy of the game as its
// dice come in (session.Table.Copy), so each shot's outcome — hit or
// miss, cluster hits, where it struck, the armor and structure before and
// after, critical hits — shows as soon as its last die is in, before the
// attack is recorded.
type trial struct {
	g       *game.Game
	shots   int       // shots resolved
	used    int       // dice of the attack they took
	tried   int       // dice of the next shot known to be too few
	outs    []shotOut // what each shot resolved did
	refused string    // why the next shot cannot be resolved
}

// shotOut is what a shot did, and how many dice of the attack had been
// entered when its last one was.
type shotOut struct {
	at    int
	lines []string
}

// advanceTrial resolves on the copy the shots whose dice are all in.
func (p *GamePage) advanceTrial() {
	f, ok := p.in.ev.(*game.Fire)
	if !ok {
		return
	}
	tp := f.Rolls.Rolls
	in := p.in
	if in.trial == nil {
		// The copy is made once the tap's frame is painted, so the first
		// die of an attack costs no more than the others (make bench,
		// game; the copy was a replay of the log before game.Game.Fork).
		in.trial = &trial{}
		kit.AfterPaint(func() {
			t, _ := session.Game()
			if p.in == in {
				in.trial.g = t.Copy()
				p.advanceTrial()
				if app.IsClient {
					p.paint()
				}
			}
		})
	}
	tr := in.trial
	if tr.g == nil {
		return
	}
	for tr.refused == "" && tr.shots < len(f.Shots) {
		rest := tp[tr.used:]
		n := tr.tried
		for ; n <= len(rest); n++ {
			err := tr.g.Apply(&game.Fire{Unit: f.Unit, Shots: f.Shots[tr.shots : tr.shots+1], Rolls: game.Rolls{Rolls: slices.Clone(rest[:n])}})
			var need *game.NeedRoll
			if errors.As(err, &need) {
				continue
			}
			if err != nil {
				tr.refused = err.Error()
				return
			}
			break
		}
		if n > len(rest) {
			tr.tried = n
			return
		}
		tr.used += n
		tr.outs = append(tr.outs, shotOut{at: tr.used, lines: shotLines(f.Unit, tr.g.View().Summary)})
		tr.shots, tr.tried = tr.shots+1, 0
	}
}

// shotLines are the phrases of a shot's summary, without the attacker's
// heat (the attack's summary gives it once).
func shotLines(attacker, summary string) []string {
	var out []string
	for _, c := range clauses(summary) {
		if rest, ok := strings.CutPrefix(c, attacker+": "); ok && strings.HasSuffix(c, " heat") {
			i := strings.LastIndex(rest, ", +")
			if i < 0 {
				continue // the heat alone
			}
			c = attacker + ": " + rest[:i]
		}
		out = append(out, c)
	}
	return out
}

// diceSheet asks for the roll the event needs: whose dice and what for,
// the chance of meeting the target, the app's roll or the faces of the
// player's own dice; above, what the last roll did and the rolls so far,
// newest first. Back one die and Cancel (which says what it discards)
// stay at the bottom.
func (p *GamePage) diceSheet() kit.Sheet {
	in := p.in
	who := in.who
	if who == "" && in.need != nil {
		who = in.need.Unit
	}
	if who == "" && len(in.rolls) > 0 {
		who = in.rolls[len(in.rolls)-1].need.Unit
	}
	var w kit.Writer
	if n := len(in.rolls); n > 0 {
		w.F(`<div class="dlast" id="dice-last" role="status"><p><span class="muted">Last roll</span> %s</p>`, rollLine(in.rolls[n-1].need, in.rolls[n-1].roll))
		p.shotOutcome(&w, n)
		w.F(`</div>`)
	}
	if in.refused != "" {
		w.F(`<p class="error" id="dice-refused" role="alert">The rules do not allow this: %s. Go back a die to correct it, or cancel.</p>`, plain(in.refused))
		whyRules(&w, "dice-why", in.cite)
	} else if in.need != nil {
		w.F(`<p class="need" id="need-what">%s</p>`, plain(in.need.Purpose))
		if t := in.need.Target; t > 0 {
			pr := in.need.Dice.Chance(t)
			w.F(`<p class="chance" id="need-chance">Needs %d+ on %s: <strong>%s</strong> <span class="muted">(%s)</span></p>`, t, in.need.Dice, pr.Percent(), pr)
		}
	}
	if n := len(in.rolls); n > 1 {
		w.F(`<ol class="outs" id="dice-outs" reversed aria-label="Rolls so far">`)
		for i := n - 2; i >= 0; i-- {
			w.F(`<li>%s`, rollLine(in.rolls[i].need, in.rolls[i].roll))
			p.shotOutcome(&w, i+1)
			w.F(`</li>`)
		}
		w.F(`</ol>`)
	}
	body := w.HTML()
	w.Reset()
	if in.need != nil && in.refused == "" {
		w.F(`<button class="btn primary big" id="need-roll" data-act="roll">Roll %s for me</button><p class="muted small dhint">Or tap the faces of your own dice:</p>`, in.need.Dice)
		kit.Faces(&w, in.need.Dice.Sides, in.faces)
	}
	n := diceIn(in)
	cancel := "Cancel"
	if n > 0 {
		cancel = fmt.Sprintf("Cancel: discard %d %s", n, plural(n, "die", "dice"))
	}
	w.F(`<div class="drow2"><button class="btn" id="need-back" data-act="back"%s>Back one die</button><button class="btn" id="need-cancel" data-act="cancel">%s</button></div>`, kit.Disabled(n == 0), cancel)
	return kit.Sheet{Title: "Dice for " + who, Sub: kit.Escape(in.what), Body: body, Foot: w.HTML(), Modal: true}
}

// shotOutcome writes what the shot resolved with the n-th roll did, and
// why the next shot cannot be resolved when that came with it.
func (p *GamePage) shotOutcome(w *kit.Writer, n int) {
	tr := p.in.trial
	if tr == nil {
		return
	}
	for _, o := range tr.outs {
		if o.at == n && len(o.lines) > 0 {
			w.F(`<ul class="olines">`)
			for _, l := range o.lines {
				w.F(`<li>%s</li>`, l)
			}
			w.F(`</ul>`)
		}
	}
	if tr.refused != "" && tr.used == n && p.in.refused == "" && n == len(p.in.rolls) {
		w.F(`<p class="error small">The next shot: %s</p>`, plain(tr.refused))
	}
}

// cardSheet is the outcome card of the last event: an attack's summary,
// each roll's result, the damage with armor and structure before and
// after, critical hits and the rolls it queued; the engine's full report
// behind "Why?"; Undo while it is the last event, and Done.
func (p *GamePage) cardSheet(t *session.Table) kit.Sheet {
	var w kit.Writer
	outcomeHTML(&w, t, p.card)
	body := w.HTML()
	w.Reset()
	w.F(`<div class="drow2">`)
	if p.card.version == t.Version() {
		w.F(`<button class="btn" id="card-undo" data-act="undo">Undo this</button>`)
	}
	w.F(`<button class="btn primary" id="card-done" data-act="done">Done</button></div>`)
	return kit.Sheet{Title: p.card.title, Sub: kit.Escape(p.card.what), Body: body, Foot: w.HTML()}
}

// outcomeHTML writes an outcome: its phrases, every roll it made, the
// engine's report behind "Why?", and the facts it gives the Solaris
// ledger.
func outcomeHTML(w *kit.Writer, t *session.Table, o *outcome) {
	w.F(`<div class="outcome" id="outcome" role="status"><ul class="olines">`)
	for _, l := range o.lines {
		w.F(`<li>%s</li>`, l)
	}
	w.F(`</ul><details class="why" id="outcome-why"><summary>Why?</summary><ul class="notes">`)
	for _, l := range o.why {
		w.F(`<li>%s</li>`, l)
	}
	w.F(`</ul></details>`)
	if o.version == t.Version() {
		factsNotice(w, t)
	}
	w.F(`</div>`)
	// The rolls follow the outcome, which stays at the top of the sheet,
	// in view however many rolls there were.
	if len(o.rolls) > 0 {
		w.F(`<ol class="orolls" id="outcome-rolls" aria-label="Dice rolled">`)
		for _, r := range o.rolls {
			w.F(`<li>%s</li>`, r)
		}
		w.F(`</ol>`)
	}
}
