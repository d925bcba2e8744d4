package kit

import (
	"image"
	"image/color"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/makiuchi-d/gozxing"
	"github.com/makiuchi-d/gozxing/qrcode"
)

// svgImage draws QR markup (as qrSVG writes it) at scale pixels a module.
func svgImage(t *testing.T, h HTML, scale int) image.Image {
	t.Helper()
	m := regexp.MustCompile(`viewBox="0 0 (\d+) (\d+)"`).FindStringSubmatch(string(h))
	if m == nil {
		t.Fatalf("no viewBox in %.80s", h)
	}
	n, _ := strconv.Atoi(m[1])
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	d := regexp.MustCompile(`<path d="([^"]*)"`).FindStringSubmatch(string(h))
	for _, r := range regexp.MustCompile(`M(\d+) (\d+)h(\d+)v1h-(\d+)z`).FindAllStringSubmatch(d[1], -1) {
		x, _ := strconv.Atoi(r[1])
		y, _ := strconv.Atoi(r[2])
		w, _ := strconv.Atoi(r[3])
		for px := x * scale; px < (x+w)*scale; px++ {
			for py := y * scale; py < (y+1)*scale; py++ {
				img.SetGray(px, py, color.Gray{})
			}
		}
	}
	return img
}

// decodeQR reads a QR code in an image.
func decodeQR(t *testing.T, img image.Image) string {
	t.Helper()
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	if err != nil {
		t.Fatal(err)
	}
	res, err := qrcode.NewQRCodeReader().Decode(bmp, map[gozxing.DecodeHintType]any{gozxing.DecodeHintType_PURE_BARCODE: true})
	if err != nil {
		t.Fatalf("decoding the QR code: %v", err)
	}
	return res.GetText()
}

func TestQRDecodesToTheLink(t *testing.T) {
	for _, link := range []string{
		"http://127.0.0.1:8000/import#" + strings.Repeat("MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43UOV3HO6DZPI", 20),
		"https://lancemate.example/import#GEZDGNBVGY3TQOJQ",
		"https://lancemate.example/import#lower-case-is-bytes",
		"https://lancemate.example/",
	} {
		h, ok := QR(link)
		if !ok {
			t.Fatalf("%.60s… does not fit", link)
		}
		if strings.Contains(string(h), "style") {
			t.Errorf("QR markup has a style attribute (CSP): %.80s", h)
		}
		if got := decodeQR(t, svgImage(t, h, 4)); got != link {
			t.Errorf("QR reads %q, want %q", got, link)
		}
	}
}

func TestQRRefusesWhatOneCodeCannotCarry(t *testing.T) {
	// Version 23 at level L carries 1,091 bytes: about 1,540 characters
	// of base32 after the link's start.
	fits := "http://127.0.0.1:8000/import#" + strings.Repeat("A", 1500)
	if _, ok := QR(fits); !ok {
		t.Errorf("a %d-character link should fit", len(fits))
	}
	big := "http://127.0.0.1:8000/import#" + strings.Repeat("A", 1600)
	if _, ok := QR(big); ok {
		t.Errorf("a %d-character link should not fit one code", len(big))
	}
}
