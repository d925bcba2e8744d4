package e2e

import (
	"testing"

	lmbrowser "lancemate/build/browser"
)

func TestProbeShot(t *testing.T) {
	ctx, _ := phoneScreen(t, "/dice")
	tap(t, ctx, "mode-manual")
	tap(t, ctx, "face-1-4")
	tap(t, ctx, "face-2-3")
	tap(t, ctx, "record")
	waitText(t, ctx, "#result-total", "7")
	lmbrowser.Screenshot(ctx, "/tmp/a11y-shots/dice-manual.png")
	tap(t, ctx, "record")
	waitText(t, ctx, "#feedback", "Tap")
	lmbrowser.Screenshot(ctx, "/tmp/a11y-shots/dice-refusal.png")
}
