package e2e

import "testing"

// TestStableBuyMechUntyped is issue 32's Buy Mech form opened with nothing
// typed: it says what it needs, shows no error, and keeps its button off
// until a label and points are in.
func TestStableBuyMechUntyped(t *testing.T) {
	ctx, _, _ := launch(t, "/stable")
	click(t, ctx, "stable-new")
	typeInto(t, ctx, "stable-name", "Kell's")
	typeInto(t, ctx, "stable-game", "basic")
	click(t, ctx, "stable-create")
	click(t, ctx, "tab-mech")
	waitText(t, ctx, "#prev-mech", "type the label and points")
	if n := count(t, ctx, "#prev-mech .error"); n != 0 {
		t.Errorf("the untouched Buy Mech form shows an error: %q", text(t, ctx, "#prev-mech"))
	}
	if !eval[bool](t, ctx, `document.getElementById("mech-go").disabled`) {
		t.Error("Buy is on with nothing typed")
	}
	typeInto(t, ctx, "mech-name", "Spider")
	typeInto(t, ctx, "mech-points", "93")
	waitText(t, ctx, "#prev-mech", "Stones")
}
