package ui

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
)

// htmlWriter collects HTML.
type htmlWriter struct{ strings.Builder }

// f writes the format with its arguments, exactly as fmt.Fprintf would
// (TestHTMLWriterMatchesFmt). The verbs the pages use on strings, integers
// and booleans (%s %v %d %+d %t %q, %% and argument indexes like %[2]s)
// are written directly: fmt's general machinery costs a phone's wasm a
// large share of a tap (make bench, game). Anything else goes to fmt.
func (w *htmlWriter) f(format string, a ...any) {
	if !simpleFormat(format, a) {
		fmt.Fprintf(w, format, a...)
		return
	}
	arg := 0
	for i := 0; i < len(format); i++ {
		c := format[i]
		if c != '%' {
			start := i
			for i < len(format) && format[i] != '%' {
				i++
			}
			w.WriteString(format[start:i])
			i--
			continue
		}
		i++
		if format[i] == '%' {
			w.WriteByte('%')
			continue
		}
		plus := format[i] == '+'
		if plus {
			i++
		}
		if format[i] == '[' {
			end := i + strings.IndexByte(format[i:], ']')
			n, _ := strconv.Atoi(format[i+1 : end])
			arg, i = n-1, end+1
		}
		w.arg(format[i], plus, a[arg])
		arg++
	}
}

// arg writes one argument that simpleFormat accepted for the verb.
func (w *htmlWriter) arg(verb byte, plus bool, v any) {
	switch v := v.(type) {
	case string:
		if verb == 'q' {
			w.WriteString(strconv.Quote(v))
		} else {
			w.WriteString(v)
		}
		return
	case int:
		if plus && v >= 0 {
			w.WriteByte('+')
		}
		w.WriteString(strconv.Itoa(v))
		return
	case bool:
		w.WriteString(strconv.FormatBool(v))
		return
	}
	if verb == 's' || verb == 'v' { // %d and %t never call the methods
		switch v := v.(type) {
		case error:
			w.WriteString(v.Error())
			return
		case fmt.Stringer:
			w.WriteString(v.String())
			return
		}
	}
	r := reflect.ValueOf(v)
	switch {
	case r.CanInt():
		if plus && r.Int() >= 0 {
			w.WriteByte('+')
		}
		w.WriteString(strconv.FormatInt(r.Int(), 10))
	case r.CanUint():
		if plus {
			w.WriteByte('+')
		}
		w.WriteString(strconv.FormatUint(r.Uint(), 10))
	case r.Kind() == reflect.Bool:
		w.WriteString(strconv.FormatBool(r.Bool()))
	default: // reflect.String
		w.WriteString(r.String())
	}
}

// simpleFormat reports whether f can write the format itself: every verb
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

// simpleArg reports whether htmlWriter.arg writes v for the verb as fmt
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
