package kit

import "github.com/maxence-charriere/go-app/v10/pkg/app"

// Raw is trusted markup as a go-app node.
func Raw(h HTML) app.UI { return app.Raw(string(h)) }

// Cls is the class list base, with " on" added when on.
func Cls(base string, on bool) string {
	if on {
		return base + " on"
	}
	return base
}

// On is " on" when b, for class lists.
func On(b bool) HTML {
	if b {
		return " on"
	}
	return ""
}

// Disabled is the disabled attribute when off.
func Disabled(off bool) HTML {
	if off {
		return " disabled"
	}
	return ""
}

// Clamp is v held between lo and hi.
func Clamp(v, lo, hi int) int { return max(lo, min(hi, v)) }

// StepperUI is a labelled value with − and + buttons as go-app nodes, each
// a full tap target named for the quantity it changes; step gets −1 or 1.
func StepperUI(id, label, value string, step func(int)) app.UI {
	return app.Div().Class("stepper").Body(
		app.Span().Class("steplabel").ID(id+"-lbl").Text(label),
		app.Div().Class("stepctl").Body(
			app.Button().Class("step").ID(id+"-dec").Aria("label", "Less: "+label).Text("−").
				OnClick(func(ctx app.Context, e app.Event) { step(-1) }),
			app.Output().Class("stepval").ID(id+"-val").Aria("labelledby", id+"-lbl").Text(value),
			app.Button().Class("step").ID(id+"-inc").Aria("label", "More: "+label).Text("+").
				OnClick(func(ctx app.Context, e app.Event) { step(1) }),
		),
	)
}
