package kit

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// HTML is markup the kit vouches for: format strings written in the code
// (constants convert to HTML by themselves) and what a Writer made. A
// string from anywhere else — a player's text, an imported unit file, a
// saved record — is never HTML: the Writer escapes it. Only the kit
// converts a computed string to HTML (TestSectionsMakeNoHTML).
type HTML string

// Writer collects HTML. F escapes every string argument (and every error
// and fmt.Stringer); an HTML argument is written as it is. So a page's
// markup comes from its format strings and nothing a player typed or a
// file held can become an element or an attribute.
type Writer struct{ b strings.Builder }

// HTML is what the writer holds.
func (w *Writer) HTML() HTML { return HTML(w.b.String()) }

// Len is the length of what the writer holds, in bytes.
func (w *Writer) Len() int { return w.b.Len() }

// Reset empties the writer.
func (w *Writer) Reset() { w.b.Reset() }

// Text writes s escaped.
func (w *Writer) Text(s string) { escapeTo(&w.b, s) }

// Put writes trusted markup.
func (w *Writer) Put(h HTML) { w.b.WriteString(string(h)) }

// escaper escapes text and quoted attribute values exactly as
// html.EscapeString does (TestEscaperMatchesHTML); the html package itself
// would bring its table of 2,000 named entities into the wasm.
var escaper = strings.NewReplacer(`&`, "&amp;", `'`, "&#39;", `<`, "&lt;", `>`, "&gt;", `"`, "&#34;")

// escapeTo writes s escaped for text and quoted attribute values.
func escapeTo(b *strings.Builder, s string) {
	if strings.ContainsAny(s, `<>&'"`) {
		b.WriteString(escaper.Replace(s))
		return
	}
	b.WriteString(s)
}

// Escape is s escaped for text and quoted attribute values, as HTML.
func Escape(s string) HTML { return HTML(escaper.Replace(s)) }

// F writes the format with its arguments as fmt.Fprintf would, string,
// error and Stringer arguments escaped first (TestWriterMatchesFmt). The
// verbs the pages use on strings, integers and booleans (%s %v %d %+d %t
// %q, %% and argument indexes like %[2]s) are written directly: fmt's
// general machinery costs a phone's wasm a large share of a tap (make
// bench, game). Anything else goes to fmt, its arguments escaped.
func (w *Writer) F(format HTML, a ...any) {
	f := string(format)
	if !simpleFormat(f, a) {
		fmt.Fprintf(&w.b, f, escapeArgs(a)...)
		return
	}
	arg := 0
	for i := 0; i < len(f); i++ {
		c := f[i]
		if c != '%' {
			start := i
			for i < len(f) && f[i] != '%' {
				i++
			}
			w.b.WriteString(f[start:i])
			i--
			continue
		}
		i++
		if f[i] == '%' {
			w.b.WriteByte('%')
			continue
		}
		plus := f[i] == '+'
		if plus {
			i++
		}
		if f[i] == '[' {
			end := i + strings.IndexByte(f[i:], ']')
			n, _ := strconv.Atoi(f[i+1 : end])
			arg, i = n-1, end+1
		}
		w.arg(f[i], plus, a[arg])
		arg++
	}
}

// escapeArgs is a for fmt: HTML as its markup, and every other argument
// wrapped so that what fmt writes of it for %s, %v and %q is escaped.
func escapeArgs(a []any) []any {
	out := make([]any, len(a))
	for i, v := range a {
		if h, ok := v.(HTML); ok {
			out[i] = string(h)
		} else {
			out[i] = escaped{v}
		}
	}
	return out
}

// escaped formats its value as fmt would, escaped for %s, %v and %q.
type escaped struct{ v any }

// Format implements fmt.Formatter.
func (e escaped) Format(f fmt.State, verb rune) {
	s := fmt.Sprintf(fmt.FormatString(f, verb), e.v)
	if verb == 's' || verb == 'v' || verb == 'q' {
		s = escaper.Replace(s)
	}
	f.Write([]byte(s))
}

// arg writes one argument that simpleFormat accepted for the verb.
func (w *Writer) arg(verb byte, plus bool, v any) {
	switch v := v.(type) {
	case HTML:
		w.b.WriteString(string(v))
		return
	case string:
		if verb == 'q' {
			escapeTo(&w.b, strconv.Quote(v))
		} else {
			escapeTo(&w.b, v)
		}
		return
	case int:
		if plus && v >= 0 {
			w.b.WriteByte('+')
		}
		w.b.WriteString(strconv.Itoa(v))
		return
	case bool:
		w.b.WriteString(strconv.FormatBool(v))
		return
	}
	if verb == 's' || verb == 'v' { // %d and %t never call the methods
		switch v := v.(type) {
		case error:
			escapeTo(&w.b, v.Error())
			return
		case fmt.Stringer:
			escapeTo(&w.b, v.String())
			return
		}
	}
	r := reflect.ValueOf(v)
	switch {
	case r.CanInt():
		if plus && r.Int() >= 0 {
			w.b.WriteByte('+')
		}
		w.b.WriteString(strconv.FormatInt(r.Int(), 10))
	case r.CanUint():
		if plus {
			w.b.WriteByte('+')
		}
		w.b.WriteString(strconv.FormatUint(r.Uint(), 10))
	case r.Kind() == reflect.Bool:
		w.b.WriteString(strconv.FormatBool(r.Bool()))
	default: // reflect.String
		escapeTo(&w.b, r.String())
	}
}

// simpleFormat reports whether F can write the format itself: every verb
// is one of %s %v %d %+d %t %q or %%, with an optional argument index,
// applied to an argument of a kind it writes the way fmt does, and every
// argument is used (fmt would flag a missing or extra one).
func simpleFormat(format string, a []any) bool {
	arg, reordered := 0, false
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		if i++; i == len(format) {
			return false
		}
		if format[i] == '%' {
			continue
		}
		plus := format[i] == '+'
		if plus {
			if i++; i == len(format) {
				return false
			}
		}
		if format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			if end < 0 {
				return false
			}
			n, err := strconv.Atoi(format[i+1 : i+end])
			if err != nil || n < 1 || n > len(a) {
				return false
			}
			arg, reordered, i = n-1, true, i+end+1
			if i == len(format) {
				return false
			}
		}
		if arg >= len(a) || !simpleArg(format[i], plus, a[arg]) {
			return false
		}
		arg++
	}
	return reordered || arg == len(a)
}

// simpleArg reports whether Writer.arg writes v for the verb as fmt
// does.
func simpleArg(verb byte, plus bool, v any) bool {
	if _, ok := v.(fmt.Formatter); ok {
		return false
	}
	r := reflect.ValueOf(v)
	if !r.IsValid() {
		return false // fmt writes %!s(<nil>)
	}
	_, isErr := v.(error)
	_, isStringer := v.(fmt.Stringer)
	method := isErr || isStringer
	if method && r.Kind() == reflect.Pointer && r.IsNil() {
		return false // fmt catches the nil receiver's panic
	}
	switch verb {
	case 's':
		return !plus && (method || r.Kind() == reflect.String)
	case 'v':
		return !plus && (method || r.Kind() == reflect.String || r.CanInt() || r.CanUint() || r.Kind() == reflect.Bool)
	case 'q':
		_, ok := v.(string)
		return !plus && ok
	case 'd':
		return r.CanInt() || r.CanUint()
	case 't':
		return !plus && r.Kind() == reflect.Bool
	}
	return false
}

// Fmt is the format written with its arguments, as Writer.F writes it.
func Fmt(format HTML, a ...any) HTML {
	var w Writer
	w.F(format, a...)
	return w.HTML()
}
