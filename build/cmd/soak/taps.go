package main

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// tapGap is how often the soak taps while the page is busy.
const tapGap = 200 * time.Millisecond

// toggle is a control the soak taps over and over: each tap asks for the
// other of two states than the tap before, the first for the other than
// the one shown, and the page shows which state it is in.
type toggle struct {
	// click is JavaScript that taps for a state: want, a boolean.
	click string
	// state is a JavaScript expression of the state shown (a boolean).
	state string
}

// theme is Settings' theme: light is true.
var theme = toggle{
	click: `document.getElementById(want ? "theme-light" : "theme-dark").click()`,
	state: `(document.getElementById("theme-light") || {}).ariaPressed === "true"`,
}

// pasteToggle is Sheets' "Paste text": its text box open is true.
var pasteToggle = toggle{
	click: `document.getElementById("import-paste").click()`,
	state: `!!document.getElementById("paste-text")`,
}

// tapStream is what tapping without waiting measured.
type tapStream struct {
	waits      []time.Duration // each tap answered: sent → the frame showing its answer
	unanswered int             // taps with no answer when the stream ended
	longest    time.Duration   // the longest wait, an unanswered tap's counted until the end
	longestAt  time.Duration   // when the tap that waited longest was sent, after the first
	first      time.Time       // when the first tap was sent
	each       []sentTap       // every tap, answered or not
}

// sentTap is one tap of a stream: when it was sent, after the first, and
// how long it waited (an unanswered tap's until the end).
type sentTap struct{ at, wait time.Duration }

// longestFrom is the longest wait of the taps sent at or after t.
func (s tapStream) longestFrom(t time.Time) time.Duration {
	var l time.Duration
	for _, e := range s.each {
		if !s.first.Add(e.at).Before(t) {
			l = max(l, e.wait)
		}
	}
	return l
}

// streamTaps taps the control every gap from now until done (a
// JavaScript expression, checked at every change of the page: a message
// the next tap clears counts) holds, without waiting for any answer: each tap
// is sent to the page on its own, as a finger's touch is queued while the
// page is busy, and waits there until the page runs it. A tap counts as
// answered at the first animation frame after it ran that shows the state
// it asked for, once the state has changed since it ran (twice, when it
// already showed that state: an earlier tap was not answered yet); a tap
// a later one overtook counts as answered with that one. Its wait runs
// from the moment it was sent (this program's clock; offset is the page
// clock's, pageClock) to that frame.
//
// begin, when set, runs on a goroutine of its own once the taps are ready
// to go (the corpus's files picked while the taps go on).
func streamTaps(p *phone, offset float64, c toggle, done string, gap, limit time.Duration, begin func()) (tapStream, error) {
	var s tapStream
	if _, err := eval[bool](p, `(() => {
		const clock = () => performance.timeOrigin + performance.now();
		const state = () => { try { return !!(`+c.state+`); } catch (_) { return null; } };
		const P = {ran: [], ans: [], from: [], flips0: [], state: state(), flips: 0};
		const first = P.state;
		const wants = (n) => (n % 2 === 0) !== first;
		const settle = (t) => {
			for (let n = 0; n < P.ran.length; n++) {
				if (P.ran[n] === undefined || P.ans[n] !== undefined) continue;
				const target = wants(n);
				const need = P.from[n] === target ? 2 : 1;
				if (P.state === target && P.flips - P.flips0[n] >= need) {
					for (let m = 0; m <= n; m++) if (P.ran[m] !== undefined && P.ans[m] === undefined) P.ans[m] = t;
				}
			}
		};
		const done = () => { try { return !!(`+done+`); } catch (_) { return false; } };
		P.done = done();
		new MutationObserver(() => {
			P.done = P.done || done();
			const s = state();
			if (s === P.state) return;
			P.state = s;
			P.flips++;
			requestAnimationFrame(() => settle(clock()));
		}).observe(document.body, {subtree: true, childList: true, attributes: true});
		P.tap = (n) => {
			if (P.done) { // sent before the end but run after it: not counted
				P.late = (P.late || 0) + 1;
				P.ans[n] = -1;
				return true;
			}
			P.ran[n] = clock();
			P.from[n] = P.state;
			P.flips0[n] = P.flips;
			const want = wants(n);
			try { `+c.click+`; } catch (_) { /* not there: never answered */ }
			return true;
		};
		self.lmProbe = P;
		return true;
	})()`); err != nil {
		return s, fmt.Errorf("starting the taps: %w", err)
	}
	var finished atomic.Bool
	var checkErr error
	t0 := time.Now()
	deadline := t0.Add(limit)
	checked := make(chan struct{})
	go func() { // whether done holds, asked while the taps go on
		defer close(checked)
		for !finished.Load() {
			ok, err := eval[bool](p, `self.lmProbe.done`)
			if errors.Is(err, context.DeadlineExceeded) && time.Now().Before(deadline) {
				continue // the page is busy: the taps go on, and so does asking
			}
			if err != nil {
				checkErr = fmt.Errorf("asking the page whether it is done, %.0f s after the first tap: %w", time.Since(t0).Seconds(), err)
				finished.Store(true)
				return
			}
			if ok {
				finished.Store(true)
				return
			}
			time.Sleep(gap)
		}
	}()
	if begin != nil {
		go begin()
	}
	var sent []time.Time
	var inFlight sync.WaitGroup
	for next := time.Now(); !finished.Load(); next = next.Add(gap) {
		if time.Now().After(deadline) {
			finished.Store(true)
			<-checked
			return s, fmt.Errorf("not done after %s", limit)
		}
		time.Sleep(time.Until(next))
		n := len(sent)
		sent = append(sent, time.Now())
		inFlight.Add(1)
		go func() {
			defer inFlight.Done()
			_, _ = eval[bool](p, `self.lmProbe.tap(`+strconv.Itoa(n)+`)`)
		}()
	}
	<-checked
	if checkErr != nil {
		return s, checkErr
	}
	// The last taps are answered or given up on within a few seconds.
	waited := make(chan struct{})
	go func() { inFlight.Wait(); close(waited) }()
	select {
	case <-waited:
	case <-time.After(30 * time.Second):
	}
	time.Sleep(time.Second)
	end := time.Now()
	var ans []float64
	var err error
	for try := 0; ; try++ { // the page may be busy drawing what the end shows
		ans, err = eval[[]float64](p, `Array.from({length: `+strconv.Itoa(len(sent))+`}, (_, n) => self.lmProbe.ans[n] || 0)`)
		if err == nil || try == 5 {
			break
		}
	}
	if err != nil {
		return s, fmt.Errorf("reading the answers: %w", err)
	}
	if len(sent) > 0 {
		s.first = sent[0]
	}
	for n, at := range ans {
		var d time.Duration
		switch {
		case at < 0:
			continue
		case at == 0:
			s.unanswered++
			d = end.Sub(sent[n])
		default:
			d = time.Duration((at - offset - epochMS(sent[n])) * float64(time.Millisecond))
			s.waits = append(s.waits, d)
		}
		s.each = append(s.each, sentTap{sent[n].Sub(sent[0]), d})
		if d > s.longest {
			s.longest, s.longestAt = d, sent[n].Sub(sent[0])
		}
	}
	return s, nil
}

// summary writes the stream in a table cell: taps, p50 and longest wait.
func (s tapStream) summary() string {
	out := fmt.Sprintf("%d, p50 %s, longest %s (sent at %.1f s)", len(s.waits)+s.unanswered, msText(pct(s.waits, 50)), msText(s.longest), s.longestAt.Seconds())
	if s.unanswered > 0 {
		out += fmt.Sprintf(" (%d unanswered)", s.unanswered)
	}
	return out
}

// toggleOnce taps the control once, for the state it does not show, and
// measures the time from sending the tap to the frame that shows it.
func toggleOnce(p *phone, offset float64, c toggle) (time.Duration, error) {
	return oneTap(p, offset, `self.lmWant = !(`+c.state+`); { const want = self.lmWant; `+c.click+`; }`, `(`+c.state+`) === self.lmWant`)
}
