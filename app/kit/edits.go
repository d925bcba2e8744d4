package kit

import (
	"strconv"
	"strings"
)

// A part's HTML usually changes in a few texts and attributes: a number,
// a class, a label. edits finds those in Go, from the part's old HTML and
// its new one, so the page changes them node by node (lmPatch's edit)
// instead of parsing the whole part and comparing every node with the
// page's (morphNode): the parse and the comparison were half of a game
// tap at 4× CPU (make bench, game; bench -profile game).
//
// It reads the HTML the way a browser's parser builds the page from it
// only for the markup the kit writes: one root element, every element
// closed, the kit's escapes. Anything that could build another tree than
// the tags say (tables, forms' fields, raw text, a block inside a <p>,
// a comment) is not edited: the part is then replaced as before. The page
// checks every node it edits still holds the old value, and the part is
// replaced when one does not (Patch.Apply).

// Separators of lmPatch's ops: between ops, and between an op's fields.
// Text holding either is never edited.
const (
	opSep    = "\x1e"
	fieldSep = "\x1f"
)

// edits writes to b the changes that make a node tree parsed from old the
// one parsed from new, each as four fields (path, what, old value, new
// value), and reports whether it could: false when the two differ in
// their elements, or either holds markup edits does not read.
//
// A path is the child indexes from the root element, joined by dots (""
// for the root). What is "#" for a text node's text, "=name" for an
// attribute whose value changes, "+name" for one added (old value "") and
// "-name" for one removed (new value "").
func edits(b *strings.Builder, old, new string) bool {
	a, z := tokens{s: old}, tokens{s: new}
	var path []int    // the child index of each open element, from the root's children
	var open []string // the open elements' names
	count := []int{0} // children seen so far under each open element, and at the top
	for {
		x, y := a.next(), z.next()
		if x.kind != y.kind || x.name != y.name || x.kind == bad {
			return false
		}
		switch x.kind {
		case end:
			return len(open) == 0 && count[0] == 1
		case text:
			if len(open) == 0 {
				return false // text beside the root element
			}
			at := count[len(count)-1]
			count[len(count)-1]++
			if x.raw != y.raw {
				ov, ok1 := unescape(x.raw)
				nv, ok2 := unescape(y.raw)
				if !ok1 || !ok2 {
					return false
				}
				if ov != nv {
					writeEdit(b, append(path, at), "#", ov, nv)
				}
			}
		case close:
			if len(open) == 0 || open[len(open)-1] != x.name {
				return false
			}
			open, count = open[:len(open)-1], count[:len(count)-1]
			if len(path) > 0 {
				path = path[:len(path)-1]
			}
		case start:
			if len(open) == 0 && count[0] > 0 || !nests(open, x.name) {
				return false
			}
			at := count[len(count)-1]
			count[len(count)-1]++
			here := path
			if len(open) > 0 {
				here = append(path, at)
			}
			if x.raw != y.raw && !attrEdits(b, here, x, y) {
				return false
			}
			if !void[x.name] {
				path, open, count = here, append(open, x.name), append(count, 0)
			} else if x.selfClosed != y.selfClosed {
				return false
			}
		}
	}
}

// nests reports whether an element named name, opened inside the open
// elements, is parsed where its tag stands: not one of the elements whose
// parse depends on more than the tags, not a block that would close an
// open <p>, not a link, button, list item or heading inside another.
func nests(open []string, name string) bool {
	if notEdited[name] {
		return false
	}
	for _, o := range open {
		if o == "p" && closesP[name] || implied[o] != "" && implied[o] == implied[name] {
			return false
		}
	}
	return true
}

// attrEdits writes the changes between two start tags' attributes; false
// when they cannot be edited (a field's value or state, which the page
// keeps in the element's properties, a disclosure's open state, which
// the player sets, a name twice, or markup it does not read).
func attrEdits(b *strings.Builder, path []int, x, y token) bool {
	xs, ok1 := attrs(x.raw)
	ys, ok2 := attrs(y.raw)
	if !ok1 || !ok2 || x.name == "input" {
		return false
	}
	for _, o := range xs {
		if x.name == "details" && o.name == "open" {
			return false
		}
		n, found := find(ys, o.name)
		switch {
		case !found:
			writeEdit(b, path, "-"+o.name, o.value, "")
		case n.value != o.value:
			writeEdit(b, path, "="+o.name, o.value, n.value)
		}
	}
	for _, n := range ys {
		if _, found := find(xs, n.name); !found {
			if x.name == "details" && n.name == "open" {
				return false
			}
			writeEdit(b, path, "+"+n.name, "", n.value)
		}
	}
	return true
}

func find(as []attr, name string) (attr, bool) {
	for _, a := range as {
		if a.name == name {
			return a, true
		}
	}
	return attr{}, false
}

// writeEdit writes one change's four fields.
func writeEdit(b *strings.Builder, path []int, what, old, new string) {
	b.WriteString(fieldSep)
	for i, n := range path {
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(strconv.Itoa(n))
	}
	for _, f := range [...]string{what, old, new} {
		b.WriteString(fieldSep)
		b.WriteString(f)
	}
}

// void elements have no content and no end tag.
var void = setOf("area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr")

// notEdited are the elements whose content a browser does not parse as
// their tags say (raw text, tables' fostering, a select's options, foreign
// content, a leading newline dropped) or whose state lives in properties.
var notEdited = setOf("script", "style", "textarea", "title", "pre", "listing", "xmp", "iframe", "noembed",
	"noframes", "noscript", "plaintext", "template", "table", "caption", "colgroup", "col", "tbody", "thead",
	"tfoot", "tr", "td", "th", "select", "option", "optgroup", "datalist", "svg", "math", "form", "html",
	"head", "body", "frameset", "frame", "image", "ruby", "rb", "rp", "rt", "rtc", "nobr")

// implied groups the elements whose start tag closes an open one of the
// same group (a list item another, a heading another).
var implied = map[string]string{"a": "a", "button": "button", "li": "li", "dd": "d", "dt": "d",
	"h1": "h", "h2": "h", "h3": "h", "h4": "h", "h5": "h", "h6": "h"}

// closesP are the elements whose start tag closes an open <p>.
var closesP = setOf("address", "article", "aside", "blockquote", "center", "details", "dialog", "dir", "div",
	"dl", "fieldset", "figcaption", "figure", "footer", "header", "hgroup", "hr", "main", "menu", "nav", "ol",
	"p", "search", "section", "summary", "ul")

func setOf(names ...string) map[string]bool {
	m := make(map[string]bool, len(names))
	for _, n := range names {
		m[n] = true
	}
	return m
}

// Kinds of token.
const (
	end   = iota // the end of the HTML
	text         // text between tags
	start        // a start tag
	close        // an end tag
	bad          // markup edits does not read
)

// token is one piece of HTML: a run of text, or a tag.
type token struct {
	kind       int
	name       string // a tag's element name
	raw        string // the text as written; a start tag's attributes as written
	selfClosed bool   // a start tag ending in "/>"
}

// tokens cuts HTML into tokens.
type tokens struct {
	s string
	i int
}

func (t *tokens) next() token {
	s, i := t.s, t.i
	if i >= len(s) {
		return token{kind: end}
	}
	if s[i] != '<' {
		j := strings.IndexByte(s[i:], '<')
		if j < 0 {
			j = len(s) - i
		}
		t.i = i + j
		return token{kind: text, raw: s[i : i+j]}
	}
	kind := start
	i++
	if i < len(s) && s[i] == '/' {
		kind = close
		i++
	}
	n := i
	for n < len(s) && (s[n] >= 'a' && s[n] <= 'z' || n > i && (s[n] >= '0' && s[n] <= '9' || s[n] == '-')) {
		n++
	}
	if n == i || n == len(s) {
		return token{kind: bad}
	}
	name := s[i:n]
	e := tagEnd(s, n)
	if e < 0 {
		return token{kind: bad}
	}
	t.i = e + 1
	raw := s[n:e]
	if kind == close {
		if strings.TrimSpace(raw) != "" || void[name] {
			return token{kind: bad}
		}
		return token{kind: close, name: name}
	}
	self := strings.HasSuffix(raw, "/")
	if self {
		if !void[name] {
			return token{kind: bad}
		}
		raw = raw[:len(raw)-1]
	}
	if raw != "" && raw[0] != ' ' {
		return token{kind: bad}
	}
	return token{kind: start, name: name, raw: raw, selfClosed: self}
}

// tagEnd is the index of the '>' ending the tag whose attributes start
// at i, past quoted values; -1 when there is none.
func tagEnd(s string, i int) int {
	var q byte
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case q != 0:
			if c == q {
				q = 0
			}
		case c == '"' || c == '\'':
			q = c
		case c == '>':
			return i
		case c == '<':
			return -1
		}
	}
	return -1
}

// attr is an attribute, its value unescaped.
type attr struct{ name, value string }

// attrs reads a start tag's attributes; false for markup it does not
// read (an unquoted value, a name twice, an escape it does not know).
func attrs(raw string) ([]attr, bool) {
	var out []attr
	s := raw
	for {
		s = strings.TrimLeft(s, " \t\n")
		if s == "" {
			return out, true
		}
		n := 0
		for n < len(s) && (s[n] >= 'a' && s[n] <= 'z' || s[n] >= '0' && s[n] <= '9' || s[n] == '-' || s[n] == '_' || s[n] == ':') {
			n++
		}
		if n == 0 {
			return nil, false
		}
		a := attr{name: s[:n]}
		s = s[n:]
		if s != "" && s[0] == '=' {
			if len(s) < 2 || s[1] != '"' && s[1] != '\'' {
				return nil, false
			}
			j := strings.IndexByte(s[2:], s[1])
			if j < 0 {
				return nil, false
			}
			v, ok := unescape(s[2 : 2+j])
			if !ok {
				return nil, false
			}
			a.value, s = v, s[2+j+1:]
		} else if s != "" && s[0] != ' ' && s[0] != '\t' && s[0] != '\n' {
			return nil, false
		}
		if _, twice := find(out, a.name); twice {
			return nil, false
		}
		out = append(out, a)
	}
}

// entities are the named escapes unescape reads: the escaper's and the
// ones written in the pages' markup.
var entities = map[string]string{"amp": "&", "lt": "<", "gt": ">", "quot": `"`, "apos": "'", "nbsp": "\u00a0"}

// unescape is text or an attribute value as the page holds it; false when
// it holds an escape unescape does not know, a carriage return or a NUL
// (which the parser changes), or a separator of lmPatch's ops.
func unescape(s string) (string, bool) {
	if strings.ContainsAny(s, "\r\x00"+opSep+fieldSep) {
		return "", false
	}
	if !strings.Contains(s, "&") {
		return s, true
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '&')
		if i < 0 {
			b.WriteString(s)
			return b.String(), true
		}
		b.WriteString(s[:i])
		s = s[i+1:]
		j := strings.IndexByte(s, ';')
		if j <= 0 {
			return "", false
		}
		name := s[:j]
		s = s[j+1:]
		if v, ok := entities[name]; ok {
			b.WriteString(v)
			continue
		}
		if name[0] != '#' {
			return "", false
		}
		base, digits := 10, name[1:]
		if digits != "" && (digits[0] == 'x' || digits[0] == 'X') {
			base, digits = 16, digits[1:]
		}
		r, err := strconv.ParseUint(digits, base, 21)
		if err != nil || r == 0 || r > 0x10FFFF || r >= 0xD800 && r <= 0xDFFF || r < 0x20 && r != '\t' && r != '\n' || r >= 0x7F && r <= 0x9F {
			return "", false
		}
		b.WriteRune(rune(r))
	}
}
