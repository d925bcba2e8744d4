package kit

import (
	"strconv"
	"strings"

	"rsc.io/qr/coding"
)

// QR codes: rsc.io/qr's coder (a small Reed–Solomon QR encoder) builds
// the modules, the kit draws them as inline SVG markup (no image, no
// script, no style attribute: the colours are web/lancemate.css's .qr).

// qrLevel and qrMaxVersion bound what a QR code carries: error
// correction level L (the code is read off a bright screen, not a
// scuffed label) and at most version 23, 109 modules a side and 117 with
// its quiet zone, so that drawn across a 360 px phone's share sheet
// (.qrbox, 358 CSS px) each module is at least 3 CSS px: a version-23
// code drawn 272 px wide (2.3 px a module) could not be read off a
// screenshot by two standard decoders (issue 35). Bigger payloads are
// sent as a file.
const (
	qrLevel      = coding.L
	qrMaxVersion = coding.Version(23)
)

// QR is the QR code of link as SVG markup, and false when the link is too
// long for one code a phone reads easily. A link's fragment in upper case
// letters and digits (share.Fragment) is written in the QR code's
// alphanumeric mode, the rest byte by byte.
func QR(link string) (HTML, bool) {
	segs := []coding.Encoding{coding.String(link)}
	if i := strings.IndexByte(link, '#'); i >= 0 && coding.Alpha(link[i+1:]).Check() == nil {
		segs = []coding.Encoding{coding.String(link[:i+1]), coding.Alpha(link[i+1:])}
	}
	for v := coding.Version(coding.MinVersion); v <= qrMaxVersion; v++ {
		bits := 0
		for _, s := range segs {
			bits += s.Bits(v)
		}
		if bits > v.DataBytes(qrLevel)*8 {
			continue
		}
		code, err := bestMask(v, segs)
		if err != nil {
			return "", false
		}
		return qrSVG(code), true
	}
	return "", false
}

// bestMask encodes with each of the eight masks and keeps the code with
// the lowest penalty (ISO/IEC 18004 §7.8.3): fewer long runs, blocks and
// finder-like patterns, an even share of dark modules, so a camera finds
// and reads it more easily.
func bestMask(v coding.Version, segs []coding.Encoding) (*coding.Code, error) {
	var best *coding.Code
	bestScore := -1
	for m := coding.Mask(0); m < 8; m++ {
		p, err := coding.NewPlan(v, qrLevel, m)
		if err != nil {
			return nil, err
		}
		c, err := p.Encode(segs...)
		if err != nil {
			return nil, err
		}
		if s := qrPenalty(c); bestScore < 0 || s < bestScore {
			best, bestScore = c, s
		}
	}
	return best, nil
}

// qrPenalty scores a code by the four rules of the QR standard.
func qrPenalty(c *coding.Code) int {
	n := c.Size
	dark := func(x, y int) bool { return c.Black(x, y) }
	score, black := 0, 0
	finder := func(get func(i int) bool) {
		// 1:1:3:1:1 dark-light pattern with four light modules on a side.
		pat := []bool{true, false, true, true, true, false, true}
		for i := 0; i+7 <= n; i++ {
			ok := true
			for k, want := range pat {
				if get(i+k) != want {
					ok = false
					break
				}
			}
			if !ok {
				continue
			}
			light := func(from, to int) bool {
				for j := from; j < to; j++ {
					if j >= 0 && j < n && get(j) {
						return false
					}
				}
				return true
			}
			if light(i-4, i) || light(i+7, i+11) {
				score += 40
			}
		}
	}
	for a := 0; a < n; a++ {
		for _, get := range []func(i int) bool{
			func(i int) bool { return dark(i, a) },
			func(i int) bool { return dark(a, i) },
		} {
			run := 1
			for i := 1; i <= n; i++ {
				if i < n && get(i) == get(i-1) {
					run++
					continue
				}
				if run >= 5 {
					score += 3 + run - 5
				}
				run = 1
			}
			finder(get)
		}
		for b := 0; b < n; b++ {
			if dark(a, b) {
				black++
			}
			if a+1 < n && b+1 < n {
				d := dark(a, b)
				if dark(a+1, b) == d && dark(a, b+1) == d && dark(a+1, b+1) == d {
					score += 3
				}
			}
		}
	}
	pct := black * 100 / (n * n)
	dev := pct - 50
	if dev < 0 {
		dev = -dev
	}
	return score + dev/5*10
}

// qrSVG draws a code with its four-module quiet zone: one path of the
// dark modules, row by row, each run of them one rectangle.
func qrSVG(c *coding.Code) HTML {
	const quiet = 4
	size := strconv.Itoa(c.Size + 2*quiet)
	var d strings.Builder
	for y := 0; y < c.Size; y++ {
		for x := 0; x < c.Size; {
			if !c.Black(x, y) {
				x++
				continue
			}
			run := 1
			for x+run < c.Size && c.Black(x+run, y) {
				run++
			}
			r := strconv.Itoa(run)
			d.WriteString("M" + strconv.Itoa(x+quiet) + " " + strconv.Itoa(y+quiet) + "h" + r + "v1h-" + r + "z")
			x += run
		}
	}
	return HTML(`<svg class="qr" viewBox="0 0 ` + size + ` ` + size + `" role="img" aria-label="QR code" shape-rendering="crispEdges">` +
		`<rect width="` + size + `" height="` + size + `"/><path d="` + d.String() + `"/></svg>`)
}
