package kit

import (
	"errors"

	"github.com/maxence-charriere/go-app/v10/pkg/app"
)

// Scanning a QR code in the app: the camera through getUserMedia, decoded
// by the browser's own BarcodeDetector where it has one (Chrome on
// Android, ChromeOS and macOS). Where it has none, CanScan is false and
// the code is typed in: no decoder is carried in the download.

// CanScan reports whether this browser can read a QR code from the camera.
func CanScan() bool {
	w := app.Window()
	md := w.Get("navigator").Get("mediaDevices")
	return w.Get("BarcodeDetector").Truthy() && md.Truthy() && md.Get("getUserMedia").Truthy()
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
	det := w.Get("BarcodeDetector").New(map[string]any{"formats": []any{"qr_code"}})
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
	w.Get("navigator").Get("mediaDevices").Call("getUserMedia", opts).Call("then", fn(func(s app.Value) {
		stream = s
		video.Set("srcObject", s)
		video.Set("hidden", false)
		video.Call("play")
		w.Call("setTimeout", look, 200)
	}), fail)
}
