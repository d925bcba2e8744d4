package kit

import (
	"github.com/maxence-charriere/go-app/v10/pkg/app"

	"lancemate/app/share"
)

// Share opens the share sheet for what a section shares, made by one of
// the share package's functions, in one line:
//
//	kit.Share(share.Design(d))
//	kit.Share(share.Stored(share.KindStable, key, "Stable: "+name))
//
// The sheet (above the bottom bar, whatever the scroll) packs the file,
// shows a QR code of a link to /import on this app's own origin with the
// file in the fragment when it fits one code (the other phone's camera
// opens Lancemate there, offline), says so when it does not, and offers
// the file: "Send file" hands it to the phone's share sheet (Web Share,
// where the browser can share such a file: nearby share, AirDrop) and
// "Save file" downloads it. A refusal (err) is said in the feedback
// region. Safe to call in a tap: the packing runs on a goroutine.
func Share(f share.File, err error) {
	if err != nil {
		Say(Error, "Not shared: "+err.Error())
		return
	}
	sharing.open(f)
}

// shareSheet is the open share sheet's state.
type shareSheet struct {
	seq    int // counts opens: a packing that finishes late is dropped
	f      share.File
	packed []byte
	file   app.Value // the packed file as a browser File, once packed
	canWeb bool      // the browser can share the file (navigator.canShare)
	qr     HTML
	fits   bool
	err    string
	tap    app.Func // the sheet's click listener, made once
}

var sharing shareSheet

func (s *shareSheet) open(f share.File) {
	s.seq++
	seq := s.seq
	s.f, s.packed, s.file, s.canWeb, s.qr, s.fits, s.err = f, nil, nil, false, "", false, ""
	s.render()
	go Guard("sharing", func() {
		packed, err := f.Pack()
		if seq != s.seq {
			return
		}
		if err != nil {
			s.err = err.Error()
			s.render()
			return
		}
		s.packed = packed
		s.prepare()
		s.render()
	})
}

// prepare makes the browser File and the QR code of the packed file.
func (s *shareSheet) prepare() {
	win := app.Window()
	if loc := win.Get("location"); loc.Truthy() {
		s.qr, s.fits = QR(loc.Get("origin").String() + share.ImportPath + "#" + share.Fragment(s.packed))
	}
	if !win.Get("File").Truthy() {
		return
	}
	u8 := win.Get("Uint8Array").New(len(s.packed))
	app.CopyBytesToJS(u8, s.packed)
	s.file = win.Get("File").New([]any{u8}, s.f.FileName(), map[string]any{"type": share.MIME})
	nav := win.Get("navigator")
	if nav.Get("canShare").Truthy() && nav.Get("share").Truthy() {
		s.canWeb = nav.Call("canShare", map[string]any{"files": []any{s.file}}).Truthy()
	}
}

// html is the sheet's content.
func (s *shareSheet) html() HTML {
	var w Writer
	w.F(`<h2 id="share-h">Share %s</h2><p class="share-title" id="share-title">%s</p>`, s.f.Kind.Words(), s.f.Title)
	switch {
	case s.err != "":
		w.F(`<p class="error" role="alert" id="share-error">%s</p>`, s.err)
	case s.packed == nil:
		w.F(`<p class="muted" id="share-busy">Packing…</p>`)
	case s.fits:
		w.F(`<figure class="qrbox" id="share-qr">%s<figcaption>Scan it with the other phone's camera: Lancemate opens it there, even with no signal (once Lancemate has been opened on that phone).</figcaption></figure>`, s.qr)
	default:
		w.F(`<p class="notice" id="share-noqr">Too big for a QR code (%s): send it as a file.</p>`, share.SizeText(len(s.packed)))
	}
	w.F(`<div class="row sheet-actions">`)
	if s.packed != nil {
		if s.canWeb {
			w.F(`<button class="btn primary" id="share-send" data-share="send">Send file</button><button class="btn" id="share-save" data-share="save">Save file</button>`)
		} else {
			w.F(`<button class="btn primary" id="share-save" data-share="save">Save file</button>`)
		}
	}
	w.F(`<button class="btn" id="share-close" data-share="close">Close</button></div>`)
	if s.packed != nil {
		w.F(`<p class="muted small" id="share-file">%s · %s</p>`, s.f.FileName(), share.SizeText(len(s.packed)))
	}
	return w.HTML()
}

// render writes the sheet into the page, making it the first time.
func (s *shareSheet) render() {
	doc := app.Window().Get("document")
	if !doc.Truthy() {
		return
	}
	el := doc.Call("getElementById", "share-sheet")
	if !el.Truthy() {
		el = doc.Call("createElement", "section")
		el.Set("id", "share-sheet")
		el.Set("className", "panel share-sheet")
		el.Call("setAttribute", "role", "dialog")
		el.Call("setAttribute", "aria-labelledby", "share-h")
		if s.tap == nil {
			s.tap = app.FuncOf(func(_ app.Value, args []app.Value) any {
				if len(args) > 0 {
					Guard("sharing", func() { s.onTap(args[0]) })
				}
				return nil
			})
		}
		el.Call("addEventListener", "click", s.tap)
		parent := doc.Call("querySelector", ".shell")
		if !parent.Truthy() {
			parent = doc.Get("body")
		}
		parent.Call("appendChild", el)
	}
	app.Window().Call("lmMorph", el, string(s.html()))
}

// onTap runs a tap on the sheet's buttons. Sending calls the Web Share
// API in the tap itself, which the browser requires.
func (s *shareSheet) onTap(e app.Value) {
	b := e.Get("target").Call("closest", "[data-share]")
	if !b.Truthy() {
		return
	}
	switch b.Get("dataset").Get("share").String() {
	case "close":
		s.close()
	case "save":
		s.save()
	case "send":
		if s.file == nil || !s.canWeb {
			s.save()
			return
		}
		var ok, fail app.Func
		ok = app.FuncOf(func(app.Value, []app.Value) any {
			ok.Release()
			fail.Release()
			s.close()
			Say(Done, "Shared "+s.f.FileName()+".")
			return nil
		})
		fail = app.FuncOf(func(_ app.Value, args []app.Value) any {
			ok.Release()
			fail.Release()
			if len(args) > 0 && args[0].Truthy() && args[0].Get("name").String() == "AbortError" {
				return nil // the player closed the phone's share sheet
			}
			s.save()
			return nil
		})
		app.Window().Get("navigator").Call("share", map[string]any{"files": []any{s.file}, "title": s.f.Title}).Call("then", ok, fail)
	}
}

// save downloads the file and closes the sheet.
func (s *shareSheet) save() {
	if s.packed == nil {
		return
	}
	DownloadBytes(s.f.FileName(), share.MIME, s.packed)
	s.close()
	Say(Done, "Saved "+s.f.FileName()+": send it to the other phone, where it opens in Lancemate.")
}

// close removes the sheet.
func (s *shareSheet) close() {
	s.seq++
	if el := app.Window().GetElementByID("share-sheet"); el.Truthy() {
		el.Call("remove")
	}
}
