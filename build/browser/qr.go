package browser

import (
	"errors"
	"fmt"
	"image"
	"image/draw"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// ReadQR reads the QR code in img (a screenshot) as a standard decoder
// does: gozxing first, then, where it fails, jsQR (reader: the path of
// web/jsqr.js, the app's own fallback decoder) under Node. gozxing v0.1.1
// misses about one valid code in forty; a guest's real camera would try
// again on the next frame, which a screenshot of a still code cannot.
func ReadQR(img image.Image, reader string) (string, error) {
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		return "", fmt.Errorf("reading a QR code: %w", err)
	}
	res, zerr := qrcode.NewQRCodeReader().Decode(bmp, nil)
	if zerr == nil {
		return res.GetText(), nil
	}
	text, jerr := jsQR(img, reader)
	if jerr != nil {
		return "", fmt.Errorf("no QR code read: gozxing: %w; jsQR: %w", zerr, jerr)
	}
	return text, nil
}

// jsQR reads a QR code in img with the jsQR script at reader under Node.
func jsQR(img image.Image, reader string) (string, error) {
	node, err := exec.LookPath("node")
	if err != nil {
		return "", err
	}
	b := img.Bounds()
	rgba := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	draw.Draw(rgba, rgba.Bounds(), img, b.Min, draw.Src)
	dir, err := os.MkdirTemp("", "lancemate-qr")
	if err != nil {
		return "", err
	}
	defer os.RemoveAll(dir)
	pix := filepath.Join(dir, "shot.rgba")
	if err := os.WriteFile(pix, rgba.Pix, 0o644); err != nil {
		return "", err
	}
	const script = `const fs = require("fs");
const [reader, pix, w, h] = process.argv.slice(1);
const m = {exports: {}};
new Function("module", "exports", "self", "window", fs.readFileSync(reader, "utf8"))(m, m.exports, globalThis, globalThis);
const jsQR = typeof m.exports === "function" ? m.exports : (m.exports.default || globalThis.jsQR);
const r = jsQR(new Uint8ClampedArray(fs.readFileSync(pix)), +w, +h);
if (!r) { console.error("no code found"); process.exit(1); }
process.stdout.write(r.data);`
	out, err := exec.Command(node, "-e", script, reader, pix, strconv.Itoa(b.Dx()), strconv.Itoa(b.Dy())).Output()
	if ee := (*exec.ExitError)(nil); errors.As(err, &ee) {
		return "", fmt.Errorf("%w: %s", err, ee.Stderr)
	}
	return string(out), err
}
