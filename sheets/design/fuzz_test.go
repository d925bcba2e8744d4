package design

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// FuzzLoad: any bytes are loaded as a design or refused with an error,
// never a panic, and a design that loads is written, read back and
// written again unchanged, and converts to the game's form (or says why
// not) without a panic: what the library, the roster and "Add to game"
// do with a stored design. A file quickDecode reads is read the same by
// decode, the format's own reading.
//
//	go test -run='^$' -fuzz=FuzzLoad -fuzztime=5s -fuzzminimizetime=1s ./sheets/design
func FuzzLoad(f *testing.F) {
	f.Add([]byte(locust))
	files, _ := filepath.Glob(filepath.Join("..", "library", "designs", "*.json"))
	for i, name := range files {
		if i%8 != 0 { // a spread of the built-in library
			continue
		}
		if b, err := os.ReadFile(name); err == nil {
			f.Add(b)
		}
	}
	// The damaged shapes of stored records (issue 17).
	for _, s := range []string{
		`{"log":"oops"}`, `{}`, `null`, ``, `[]`, `"text"`, `5`,
		`[not text: BigInt] 5n`, `[not text: ArrayBuffer, 3 bytes, base64] AAEC`,
		strings.Replace(locust, `"tons":20`, `"tons":20,"tons":-20`, 1),
		strings.Replace(locust, `"tons":20`, `"tons":"20"`, 1),
		strings.Replace(locust, `"version":1`, `"version":1e9`, 1),
		strings.Replace(locust, `"walk":8`, `"walk":-8`, 1),
		strings.Replace(locust, `"HD":6`, `"HD":600000000000`, 1),
		locust[:len(locust)/2],
		locust + `{}`,
		locust + `}`,
		locust + " \n\t",
		strings.Replace(locust, `"version":1`, `"version":1.0`, 1),
		strings.Replace(locust, `"version":1`, `"version":3`, 1),
		strings.Replace(locust, `"format":"lancemate-mech"`, `"format":"lancemate-mek"`, 1),
		strings.Replace(locust, `"tons":20`, `"tons":20,"Tons":30`, 1),
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		if q, ok := quickDecode(data); ok {
			d, err := decode(data)
			if err != nil || !reflect.DeepEqual(q, d) {
				t.Fatalf("quickDecode read a design that decode reads otherwise (%v):\n%+v\n%+v", err, q, d)
			}
		}
		d, err := Load(data)
		if err != nil {
			return
		}
		b, err := Marshal(d)
		if err != nil {
			t.Fatalf("a loaded design cannot be written: %v", err)
		}
		again, err := Load(b)
		if err != nil {
			t.Fatalf("a design written by Marshal does not load: %v\n%s", err, b)
		}
		if b2, err := Marshal(again); err != nil || string(b2) != string(b) {
			t.Fatalf("the round trip changed the design (%v):\n%s\n%s", err, b, b2)
		}
		_, _ = d.Game()
		_ = d.Unknowns()
		_ = d.Placed()
		_, _ = d.Structure()
	})
}
