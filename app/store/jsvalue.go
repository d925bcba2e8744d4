//go:build js && wasm

package store

import (
	"encoding/base64"
	"fmt"
	"strings"
	"syscall/js"
)

// Reading values out of IndexedDB. Lancemate writes only strings, but
// anything else may sit under its keys (another script, a browser
// extension, a hand edit in the developer tools), and syscall/js panics on
// some of it: js.Value.Type, Truthy and String panic ("bad type flag") on a
// BigInt. So a value is classified by Object.prototype.toString first,
// every call runs under a recover, and a value that is not a string becomes
// a Record with NotText set and a faithful text rendering.

// tagOf returns Object.prototype.toString.call(v), e.g. "[object BigInt]":
// a primitive string whatever v is, so safe to read in Go.
func tagOf(v js.Value) string {
	return js.Global().Get("Object").Get("prototype").Get("toString").Call("call", v).String()
}

// jsText returns String(v): a primitive string for any value but a Symbol
// object, safe to read in Go.
func jsText(v js.Value) string { return js.Global().Get("String").Invoke(v).String() }

// kindOf names what v is from its tag: "BigInt", "ArrayBuffer",
// "Uint8Array", "Object", "Array", ...
func kindOf(v js.Value) string {
	return strings.TrimSuffix(strings.TrimPrefix(tagOf(v), "[object "), "]")
}

// jsCatch runs f and turns a panic (a JavaScript exception thrown
// through syscall/js, or a syscall/js panic on an odd value) into an error.
func jsCatch(what string, f func()) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("%s: %v", what, p)
		}
	}()
	f()
	return nil
}

// keyOf returns a key read from IndexedDB as a string. ok is false when
// the key is not a string (a number, a date, bytes or an array): Lancemate
// never writes such keys and leaves those records alone.
func keyOf(k js.Value) (key string, ok bool) {
	err := jsCatch("reading a key", func() {
		if kindOf(k) == "String" && k.Type() == js.TypeString {
			key, ok = k.String(), true
		}
	})
	return key, ok && err == nil
}

// recordOf reads a value from IndexedDB: a string is a record's text;
// anything else is a Record with NotText set, whose Text is a faithful
// rendering (NotTextPrefix, the value's kind, then the value as text; the
// bytes of an ArrayBuffer or typed array in base64). It never panics.
func recordOf(v js.Value) (r Record) {
	err := jsCatch("reading a stored value", func() { r = readValue(v) })
	if err != nil {
		return notText("unreadable value", err.Error())
	}
	return r
}

func readValue(v js.Value) Record {
	switch {
	case v.IsUndefined():
		return notText("undefined", "")
	case v.IsNull():
		return notText("null", "")
	}
	kind := kindOf(v)
	if kind == "BigInt" {
		// typeof v is "bigint" (or a BigInt object): v.Type() would panic.
		return notText("BigInt", jsText(v)+"n")
	}
	switch v.Type() {
	case js.TypeString:
		// A text longer than a record can be (each UTF-16 unit is one
		// byte of UTF-8 or more) is read by its start only.
		// A string is no object: its length and slice come through its
		// String wrapper (js.Value's Length and Call panic on a string).
		if o := js.Global().Get("Object").Invoke(v); o.Get("length").Int() > MaxRecord {
			return Record{Text: o.Call("slice", 0, HeadChars).String(), Size: o.Get("length").Int()}
		}
		return Record{Text: v.String()}
	case js.TypeNumber:
		return notText("number", jsText(v))
	case js.TypeBoolean:
		return notText("boolean", jsText(v))
	case js.TypeSymbol:
		return notText("symbol", jsText(v))
	case js.TypeFunction:
		return notText("function", "")
	}
	if b, ok := bytesOf(v, kind); ok {
		return notTextBytes(kind, b)
	}
	switch kind {
	case "String", "Number", "Boolean":
		return notText(kind+" object", jsText(v))
	case "Blob", "File":
		d := fmt.Sprintf("%d bytes, type %q", v.Get("size").Int(), jsText(v.Get("type")))
		if kind == "File" {
			d += fmt.Sprintf(", name %q", jsText(v.Get("name")))
		}
		return notText(kind, d+" (its bytes cannot be read here)")
	case "Date", "RegExp", "Error":
		return notText(kind, jsText(v))
	case "Object":
		kind = "object"
	case "Array":
		kind = "array"
	}
	return notText(kind, jsonOf(v))
}

// bytesOf copies the bytes of an ArrayBuffer or of any view of one (typed
// arrays, DataView).
func bytesOf(v js.Value, kind string) ([]byte, bool) {
	u8 := js.Global().Get("Uint8Array")
	var a js.Value
	switch {
	case kind == "ArrayBuffer":
		a = u8.New(v)
	case js.Global().Get("ArrayBuffer").Call("isView", v).Bool():
		a = u8.New(v.Get("buffer"), v.Get("byteOffset"), v.Get("byteLength"))
	default:
		return nil, false
	}
	b := make([]byte, a.Get("length").Int())
	js.CopyBytesToGo(b, a)
	return b, true
}

// jsonOf renders an object as JSON, with what JSON.stringify cannot write
// made readable: a BigInt as "5n", bytes as base64, a Map or a Set as an
// array of its entries. A structure it cannot write at all (one that refers
// to itself) is rendered by String.
func jsonOf(v js.Value) string {
	replacer := js.FuncOf(func(this js.Value, args []js.Value) any {
		x := args[1]
		if x.IsUndefined() || x.IsNull() {
			return x
		}
		switch kind := kindOf(x); kind {
		case "BigInt":
			return jsText(x) + "n"
		case "Map", "Set":
			return js.Global().Get("Array").Call("from", x)
		default:
			if kind != "Object" && kind != "Array" {
				if b, ok := bytesOf(x, kind); ok {
					return kind + " " + base64.StdEncoding.EncodeToString(b)
				}
			}
		}
		return x
	})
	defer replacer.Release()
	var out string
	err := jsCatch("", func() {
		s := js.Global().Get("JSON").Call("stringify", v, replacer)
		if kindOf(s) == "String" {
			out = s.String()
		}
	})
	if err != nil || out == "" {
		return jsText(v) + " (not writable as JSON)"
	}
	return out
}

// notText is the Record of a stored value that is not text.
func notText(kind, text string) Record {
	t := NotTextPrefix + kind + "]"
	if text != "" {
		t += " " + text
	}
	return Record{Text: t, NotText: kind}
}

// notTextBytes is the Record of stored bytes: their kind and count, then
// the bytes in base64, so an export keeps them.
func notTextBytes(kind string, b []byte) Record {
	return Record{
		Text:    fmt.Sprintf("%s%s, %d bytes, base64] %s", NotTextPrefix, kind, len(b), base64.StdEncoding.EncodeToString(b)),
		NotText: kind,
	}
}
