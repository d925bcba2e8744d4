package kit

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Scanning a QR code in the app: the camera through getUserMedia, decoded
// by the browser's own BarcodeDetector where it has one (Chrome on
// Android, ChromeOS and macOS), and elsewhere (Safari on iPhones, Firefox)
// by jsQR, web/jsqr.js: a script loaded only then, never part of the first
// load, which the service worker keeps for offline use once the app is
// installed. Both answer detect(video) the same way.

// QRReader is the QR reader of a browser without BarcodeDetector, which
// the service worker keeps once the app is installed; it defines
// QRReaderClass, a BarcodeDetector-like class.
const (
	QRReader      = "/web/jsqr.js"
	QRReaderClass = "LancemateQR"
)

// CanScan reports whether this browser can show the camera to read a QR
// code from it.
func CanScan() bool {
	md := app.Window().Get("navigator").Get("mediaDevices")
	return md.Truthy() && md.Get("getUserMedia").Truthy()
}

// ScanView writes the (hidden) video element a scan shows the camera in.
func ScanView(w *Writer, id string) {
	w.F(`<video id="%s" class="scan" playsinline muted hidden></video>`, id)
}

// ScanQR shows the camera in the video element id and hands done the text
// of the first QR code it sees, or why it could not (no camera, refused,
// nothing read in a minute). The camera is stopped either way.
func ScanQR(id string, done func(string, error)) {
	w := app.Window()
	video := w.GetElementByID(id)
	if !CanScan() || !video.Truthy() {
		done("", errors.New("this phone's browser cannot read a code from the camera: type the code instead"))
		return
	}
	var funcs []app.Func
	fn := func(f func(app.Value)) app.Func {
		jf := app.FuncOf(func(_ app.Value, args []app.Value) any {
			var v app.Value
			if len(args) > 0 {
				v = args[0]
			}
			f(v)
			return nil
		})
		funcs = append(funcs, jf)
		return jf
	}
	var stream app.Value
	tries := 0
	finish := func(text string, err error) {
		if stream != nil && stream.Truthy() {
			tracks := stream.Call("getTracks")
			for i := range tracks.Length() {
				tracks.Index(i).Call("stop")
			}
		}
		video.Set("hidden", true)
		done(text, err)
		for _, f := range funcs {
			defer f.Release()
		}
	}
	fail := fn(func(app.Value) {
		finish("", errors.New("the camera could not be opened: allow it in the browser, or type the code instead"))
	})
	opts := app.Window().Get("Object").New()
	cam := app.Window().Get("Object").New()
	cam.Set("facingMode", "environment")
	opts.Set("video", cam)
	var det app.Value
	var look app.Func
	look = fn(func(app.Value) {
		tries++
		if tries > 300 {
			finish("", errors.New("no code was read: hold it steady in view, or type it instead"))
			return
		}
		det.Call("detect", video).Call("then", fn(func(codes app.Value) {
			if codes.Length() > 0 {
				finish(codes.Index(0).Get("rawValue").String(), nil)
				return
			}
			w.Call("setTimeout", look, 200)
		}), fail)
	})
	open := fn(func(app.Value) {
		if bd := w.Get("BarcodeDetector"); bd.Truthy() {
			det = bd.New(map[string]any{"formats": []any{"qr_code"}})
		} else {
			det = w.Get(QRReaderClass).New()
		}
		w.Get("navigator").Get("mediaDevices").Call("getUserMedia", opts).Call("then", fn(func(s app.Value) {
			stream = s
			video.Set("srcObject", s)
			video.Set("hidden", false)
			video.Call("play")
			w.Call("setTimeout", look, 200)
		}), fail)
	})
	if w.Get("BarcodeDetector").Truthy() || w.Get(QRReaderClass).Truthy() {
		open.Invoke()
		return
	}
	doc := w.Get("document")
	script := doc.Call("createElement", "script")
	script.Set("src", QRReader)
	script.Set("onload", open)
	script.Set("onerror", fn(func(app.Value) {
		script.Call("remove")
		finish("", errors.New("this phone has not kept the code reader yet: open Lancemate once with a connection, or type the code instead"))
	}))
	doc.Get("head").Call("appendChild", script)
}
