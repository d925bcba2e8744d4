//go:build js && wasm

package store

import (
	"encoding/base64"
	"strings"
	"syscall/js"
	"testing"
)

// Run under Node: GOOS=js GOARCH=wasm go test -exec="$(go env GOROOT)/lib/wasm/go_js_wasm_exec" ./app/store/
// (Node has no IndexedDB, so the values IndexedDB could hand back are
// built here.)

func jsParse(s string) js.Value { return js.Global().Get("JSON").Call("parse", s) }

func u8(b ...byte) js.Value {
	a := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(a, b)
	return a
}

func TestRecordOfEveryKindOfValue(t *testing.T) {
	g := js.Global()
	withBigInt := jsParse(`{"a":1}`)
	withBigInt.Set("b", g.Get("BigInt").Invoke(7))
	withBytes := jsParse(`{"a":1}`)
	withBytes.Set("b", u8(1, 2).Get("buffer"))
	cyclic := jsParse(`{"a":1}`)
	cyclic.Set("self", cyclic)
	throwing := jsParse(`{}`)
	g.Get("Object").Call("defineProperty", throwing, "x", jsParse(`{"enumerable":true}`))
	desc := jsParse(`{"enumerable":true}`)
	desc.Set("get", g.Get("JSON").Get("parse")) // JSON.parse() throws
	g.Get("Object").Call("defineProperty", throwing, "y", desc)
	m := g.Get("Map").New()
	m.Call("set", "a", 1)
	view := u8(9, 0, 1, 2, 3, 9)
	tests := []struct {
		name     string
		v        js.Value
		kind     string // "" for text
		text     string // exact Text, or
		contains string // a part of it
	}{
		{"string", js.ValueOf(`{"log":[]}`), "", `{"log":[]}`, ""},
		{"empty string", js.ValueOf(""), "", "", ""},
		{"BigInt", g.Get("BigInt").Invoke(5), "BigInt", "[not text: BigInt] 5n", ""},
		{"BigInt object", g.Get("Object").Invoke(g.Get("BigInt").Invoke(-12)), "BigInt", "[not text: BigInt] -12n", ""},
		{"number", js.ValueOf(3.5), "number", "[not text: number] 3.5", ""},
		{"zero", js.ValueOf(0), "number", "[not text: number] 0", ""},
		{"NaN", js.ValueOf(js.Global().Get("NaN")), "number", "[not text: number] NaN", ""},
		{"boolean", js.ValueOf(true), "boolean", "[not text: boolean] true", ""},
		{"null", js.Null(), "null", "[not text: null]", ""},
		{"undefined", js.Undefined(), "undefined", "[not text: undefined]", ""},
		{"symbol", g.Get("Symbol").Invoke("s"), "symbol", "[not text: symbol] Symbol(s)", ""},
		{"object", jsParse(`{"log":"oops"}`), "object", `[not text: object] {"log":"oops"}`, ""},
		{"array", jsParse(`[1,"x",null]`), "array", `[not text: array] [1,"x",null]`, ""},
		{"object holding a BigInt", withBigInt, "object", `[not text: object] {"a":1,"b":"7n"}`, ""},
		{"object holding bytes", withBytes, "object", `[not text: object] {"a":1,"b":"ArrayBuffer AQI="}`, ""},
		{"cyclic object", cyclic, "object", "[not text: object] [object Object] (not writable as JSON)", ""},
		{"object whose getter throws", throwing, "object", "[not text: object] [object Object] (not writable as JSON)", ""},
		{"Map", m, "Map", `[not text: Map] [["a",1]]`, ""},
		{"String object", g.Get("String").New("hi"), "String object", "[not text: String object] hi", ""},
		{"ArrayBuffer", u8(0, 1, 2).Get("buffer"), "ArrayBuffer", "[not text: ArrayBuffer, 3 bytes, base64] AAEC", ""},
		{"empty ArrayBuffer", g.Get("ArrayBuffer").New(0), "ArrayBuffer", "[not text: ArrayBuffer, 0 bytes, base64] ", ""},
		{"Uint8Array", u8('{', '}'), "Uint8Array", "[not text: Uint8Array, 2 bytes, base64] e30=", ""},
		{"Uint16Array view into a buffer", g.Get("Uint16Array").New(view.Get("buffer"), 2, 1), "Uint16Array", "[not text: Uint16Array, 2 bytes, base64] AQI=", ""},
		{"DataView", g.Get("DataView").New(view.Get("buffer"), 1, 4), "DataView", "[not text: DataView, 4 bytes, base64] AAECAw==", ""},
		{"Date", g.Get("Date").New(0), "Date", "", "[not text: Date] "},
		{"Blob", g.Get("Blob").New(jsParse(`["abc"]`)), "Blob", `[not text: Blob] 3 bytes, type "" (its bytes cannot be read here)`, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := recordOf(tt.v)
			if r.NotText != tt.kind {
				t.Errorf("NotText = %q, want %q", r.NotText, tt.kind)
			}
			if tt.contains != "" {
				if !strings.Contains(r.Text, tt.contains) {
					t.Errorf("Text = %q, want it to hold %q", r.Text, tt.contains)
				}
			} else if r.Text != tt.text {
				t.Errorf("Text = %q, want %q", r.Text, tt.text)
			}
			if tt.kind != "" && !strings.HasPrefix(r.Text, NotTextPrefix) {
				t.Errorf("rendering %q lacks the marker %q", r.Text, NotTextPrefix)
			}
		})
	}
}

// The bytes of a large ArrayBuffer come back whole.
func TestRecordOfKeepsEveryByte(t *testing.T) {
	want := make([]byte, 70000)
	for i := range want {
		want[i] = byte(i * 7)
	}
	r := recordOf(u8(want...).Get("buffer"))
	_, b64, ok := strings.Cut(r.Text, "] ")
	if !ok {
		t.Fatalf("no payload in %.60q", r.Text)
	}
	got, err := base64.StdEncoding.DecodeString(b64)
	if err != nil || string(got) != string(want) {
		t.Errorf("bytes differ after the round trip (err %v, %d bytes)", err, len(got))
	}
}

func TestKeyOf(t *testing.T) {
	g := js.Global()
	tests := []struct {
		name string
		k    js.Value
		want string
		ok   bool
	}{
		{"string", js.ValueOf("dice/log/1"), "dice/log/1", true},
		{"empty string", js.ValueOf(""), "", true},
		{"number", js.ValueOf(5), "", false},
		{"date", g.Get("Date").New(0), "", false},
		{"bytes", u8(1).Get("buffer"), "", false},
		{"array", jsParse(`["a"]`), "", false},
		{"BigInt", g.Get("BigInt").Invoke(1), "", false},
		{"String object", g.Get("String").New("x"), "", false},
	}
	for _, tt := range tests {
		if got, ok := keyOf(tt.k); got != tt.want || ok != tt.ok {
			t.Errorf("%s: keyOf = %q, %v; want %q, %v", tt.name, got, ok, tt.want, tt.ok)
		}
	}
}

func TestDomError(t *testing.T) {
	g := js.Global()
	tests := []struct {
		name string
		e    js.Value
		want string
	}{
		{"TypeError", g.Get("TypeError").New("boom"), "TypeError: boom"},
		{"thrown BigInt", g.Get("BigInt").Invoke(3), "Error: 3"},
		{"thrown string", js.ValueOf("oops"), "Error: oops"},
		{"nothing", js.Null(), "unknown storage error"},
	}
	for _, tt := range tests {
		if got := domError(tt.e).Error(); got != tt.want {
			t.Errorf("%s: %q, want %q", tt.name, got, tt.want)
		}
	}
}

// Text is read whole up to MaxRecord UTF-16 units and, longer, by its
// first HeadChars characters with its length (a string is no object:
// js.Value's Length panics on one, which once made every record damaged).
func TestRecordOfText(t *testing.T) {
	for _, c := range []struct {
		name string
		v    js.Value
		want Record
	}{
		{"short", js.ValueOf(`{"log":[]}`), Record{Text: `{"log":[]}`}},
		{"empty", js.ValueOf(""), Record{}},
		{"at the limit", js.ValueOf(strings.Repeat("a", MaxRecord)), Record{Text: strings.Repeat("a", MaxRecord)}},
		{"over the limit", js.ValueOf("é" + strings.Repeat("b", MaxRecord)), Record{Text: "é" + strings.Repeat("b", HeadChars-1), Size: MaxRecord + 1}},
	} {
		got := recordOf(c.v)
		if got.Text != c.want.Text || got.Size != c.want.Size || got.NotText != "" {
			t.Errorf("%s: %d characters, size %d, not text %q; want %d characters, size %d", c.name, len(got.Text), got.Size, got.NotText, len(c.want.Text), c.want.Size)
		}
	}
}
