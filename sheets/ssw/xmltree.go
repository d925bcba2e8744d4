package ssw

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// This file is a small XML reader, written for .ssw files so that the
// importer does not link encoding/xml into the app. It reads a document
// into a tree of elements: entities (the five named ones and character
// references) are decoded, CDATA sections are text, and comments,
// processing instructions (the XML declaration among them) and <!DOCTYPE>
// are skipped. It refuses what encoding/xml refused in its strict mode,
// except what .ssw files never have: namespaces (a prefixed name is a name
// like any other), an XML version other than 1.0, and names with non-ASCII
// characters XML does not allow in names.

// node is one element: its name, its attributes in the order written, the
// character data directly inside it (text and CDATA sections joined; not
// the text of its child elements) and its child elements in order.
type node struct {
	name     string
	attrs    []xmlAttr
	text     string
	children []*node
}

// xmlAttr is one attribute of an element, its value decoded.
type xmlAttr struct{ name, value string }

// xmlSyntaxError is malformed XML at a line of the file (counted from 1).
type xmlSyntaxError struct {
	line int
	msg  string
}

func (e *xmlSyntaxError) Error() string { return fmt.Sprintf("line %d: %s", e.line, e.msg) }

// xmlReader reads src, an XML document, from pos on.
type xmlReader struct {
	src string
	pos int
}

// openElement is an element whose end tag has not been read yet.
type openElement struct {
	n    *node
	at   int // offset of its start tag
	text strings.Builder
}

// readXML reads the root element of an XML document, which must be named
// root, and stops at its end tag: what follows it is not read. Malformed
// XML gives an *xmlSyntaxError; a document whose root element has another
// name, or that has none, gives another error.
func readXML(src, root string) (*node, error) {
	r := &xmlReader{src: src}
	var stack []*openElement
	for {
		end := len(src)
		if i := strings.IndexByte(src[r.pos:], '<'); i >= 0 {
			end = r.pos + i
		}
		if i := strings.Index(src[r.pos:end], "]]>"); i >= 0 {
			return nil, r.errorf(r.pos+i, "]]> outside a CDATA section")
		}
		text, err := r.decode(r.pos, end)
		if err != nil {
			return nil, err
		}
		if len(stack) > 0 {
			stack[len(stack)-1].text.WriteString(text)
		}
		r.pos = end
		rest := src[end:]
		switch {
		case rest == "":
			if len(stack) == 0 {
				return nil, fmt.Errorf("no <%s> element", root)
			}
			o := stack[len(stack)-1]
			return nil, r.errorf(o.at, "<%s> is not closed", o.n.name)
		case strings.HasPrefix(rest, "<!--"):
			err = r.comment()
		case strings.HasPrefix(rest, "<![CDATA["):
			var cdata string
			if cdata, err = r.cdata(); err == nil && len(stack) > 0 {
				stack[len(stack)-1].text.WriteString(cdata)
			}
		case strings.HasPrefix(rest, "<!"):
			err = r.directive()
		case strings.HasPrefix(rest, "<?"):
			err = r.procInst()
		case strings.HasPrefix(rest, "</"):
			var name string
			if name, err = r.endTag(); err != nil {
				return nil, err
			}
			if len(stack) == 0 {
				return nil, r.errorf(end, "end tag </%s> without a start tag", name)
			}
			o := stack[len(stack)-1]
			if name != o.n.name {
				return nil, r.errorf(end, "end tag </%s> does not match <%s> (line %d)", name, o.n.name, r.line(o.at))
			}
			stack = stack[:len(stack)-1]
			o.n.text = o.text.String()
			if len(stack) == 0 {
				return o.n, nil
			}
		default:
			n, empty, err := r.startTag()
			if err != nil {
				return nil, err
			}
			if len(stack) == 0 && n.name != root {
				return nil, fmt.Errorf("the root element is <%s>, not <%s>", n.name, root)
			}
			if len(stack) > 0 {
				p := stack[len(stack)-1].n
				p.children = append(p.children, n)
			}
			switch {
			case !empty:
				stack = append(stack, &openElement{n: n, at: end})
			case len(stack) == 0:
				return n, nil
			}
		}
		if err != nil {
			return nil, err
		}
	}
}

// line is the line of the offset at.
func (r *xmlReader) line(at int) int { return 1 + strings.Count(r.src[:at], "\n") }

// errorf is a syntax error at the offset at.
func (r *xmlReader) errorf(at int, format string, args ...any) error {
	return &xmlSyntaxError{line: r.line(at), msg: fmt.Sprintf(format, args...)}
}

// skipTo moves past the next occurrence of end, at least skip bytes on;
// what of is named in the error if there is none.
func (r *xmlReader) skipTo(skip int, end, what string) (string, error) {
	i := strings.Index(r.src[r.pos+skip:], end)
	if i < 0 {
		return "", r.errorf(r.pos, "%s is not closed", what)
	}
	s := r.src[r.pos+skip : r.pos+skip+i]
	r.pos += skip + i + len(end)
	return s, nil
}

// comment skips a comment. Like encoding/xml it refuses "--" inside one.
func (r *xmlReader) comment() error {
	at := r.pos
	s, err := r.skipTo(len("<!--"), "--", "comment")
	if err == nil && !strings.HasPrefix(r.src[r.pos:], ">") {
		err = r.errorf(at+len("<!--")+len(s), `"--" inside a comment`)
	}
	r.pos++
	return err
}

// cdata reads a CDATA section: its text, taken as it is written.
func (r *xmlReader) cdata() (string, error) {
	at := r.pos
	s, err := r.skipTo(len("<![CDATA["), "]]>", "CDATA section")
	if err != nil {
		return "", err
	}
	return s, r.check(at+len("<![CDATA["), s)
}

// directive skips a <!DOCTYPE> or other <!...> declaration, with the <>
// nested in it; > in quotes or in a comment does not end it, nor does the
// byte after <!, which starts the declaration's keyword.
func (r *xmlReader) directive() error {
	at := r.pos
	if strings.HasPrefix(r.src[at:], "<![") || strings.HasPrefix(r.src[at:], "<!-") {
		return r.errorf(at, "%.9s is neither a comment nor a CDATA section", r.src[at:])
	}
	depth, quote := 0, byte(0)
	for i := at + 3; i < len(r.src); i++ {
		switch b := r.src[i]; {
		case quote != 0:
			if b == quote {
				quote = 0
			}
		case b == '"' || b == '\'':
			quote = b
		case strings.HasPrefix(r.src[i:], "<!--"):
			j := strings.Index(r.src[i+4:], "-->")
			if j < 0 {
				return r.errorf(i, "comment is not closed")
			}
			i += 4 + j + 2
		case b == '<':
			depth++
		case b == '>' && depth == 0:
			r.pos = i + 1
			return nil
		case b == '>':
			depth--
		}
	}
	return r.errorf(at, "<!%s is not closed", r.name(at+2))
}

// procInst skips a processing instruction, such as the XML declaration.
func (r *xmlReader) procInst() error {
	if r.name(r.pos+2) == "" {
		return r.errorf(r.pos, "no target name after <?")
	}
	_, err := r.skipTo(2, "?>", "<?"+r.name(r.pos+2))
	return err
}

// endTag reads an end tag and returns its name.
func (r *xmlReader) endTag() (string, error) {
	at := r.pos
	name := r.name(at + 2)
	if name == "" {
		return "", r.errorf(at, "no element name after </")
	}
	r.pos = r.space(at + 2 + len(name))
	if r.pos == len(r.src) || r.src[r.pos] != '>' {
		return "", r.errorf(r.pos, "end tag </%s has no >", name)
	}
	r.pos++
	return name, nil
}

// startTag reads a start tag or an empty-element tag (empty is true).
func (r *xmlReader) startTag() (n *node, empty bool, err error) {
	at := r.pos
	n = &node{name: r.name(at + 1)}
	if n.name == "" {
		return nil, false, r.errorf(at, "no element name after <")
	}
	r.pos = at + 1 + len(n.name)
	for {
		r.pos = r.space(r.pos)
		rest := r.src[r.pos:]
		switch {
		case rest == "":
			return nil, false, r.errorf(at, "tag <%s is not closed", n.name)
		case strings.HasPrefix(rest, "/>"):
			r.pos += 2
			return n, true, nil
		case rest[0] == '>':
			r.pos++
			return n, false, nil
		}
		a, err := r.attr(n.name)
		if err != nil {
			return nil, false, err
		}
		n.attrs = append(n.attrs, a)
	}
}

// attr reads one attribute, name="value" or name='value', of an element.
func (r *xmlReader) attr(elem string) (xmlAttr, error) {
	a := xmlAttr{name: r.name(r.pos)}
	if a.name == "" {
		return a, r.errorf(r.pos, "%q in the tag <%s", r.src[r.pos:r.pos+1], elem)
	}
	r.pos = r.space(r.pos + len(a.name))
	if !strings.HasPrefix(r.src[r.pos:], "=") {
		return a, r.errorf(r.pos, "attribute %s of <%s> is not followed by =", a.name, elem)
	}
	r.pos = r.space(r.pos + 1)
	if r.pos == len(r.src) || r.src[r.pos] != '"' && r.src[r.pos] != '\'' {
		return a, r.errorf(r.pos, "value of attribute %s of <%s> is not in quotes", a.name, elem)
	}
	start := r.pos + 1
	end := strings.IndexByte(r.src[start:], r.src[r.pos])
	if lt := strings.IndexByte(r.src[start:], '<'); lt >= 0 && (end < 0 || lt < end) {
		return a, r.errorf(start+lt, "< in the value of attribute %s of <%s> (a quote missing?)", a.name, elem)
	}
	if end < 0 {
		return a, r.errorf(r.pos, "value of attribute %s of <%s> is not closed", a.name, elem)
	}
	r.pos = start + end + 1
	var err error
	a.value, err = r.decode(start, start+end)
	return a, err
}

// space returns the offset of the first byte from at on that is not XML
// white space.
func (r *xmlReader) space(at int) int {
	for at < len(r.src) && strings.IndexByte(" \t\r\n", r.src[at]) >= 0 {
		at++
	}
	return at
}

// name returns the XML name that starts at the offset at, or "" if there
// is none. Letters, digits, '_', ':', '.', '-' and all non-ASCII
// characters make a name; it does not start with a digit, '.' or '-'.
func (r *xmlReader) name(at int) string {
	end := at
	for end < len(r.src) {
		b := r.src[end]
		if !('a' <= b && b <= 'z' || 'A' <= b && b <= 'Z' || '0' <= b && b <= '9' ||
			b == '_' || b == ':' || b == '.' || b == '-' || b >= utf8.RuneSelf) {
			break
		}
		end++
	}
	if end == at || strings.IndexByte("0123456789.-", r.src[at]) >= 0 {
		return ""
	}
	return r.src[at:end]
}

// entities are the named entities XML knows without a DTD.
var entities = map[string]string{"lt": "<", "gt": ">", "amp": "&", "apos": "'", "quot": `"`}

// decode returns the text or attribute value src[start:end] with its
// entities and character references replaced.
func (r *xmlReader) decode(start, end int) (string, error) {
	s := r.src[start:end]
	if err := r.check(start, s); err != nil || !strings.Contains(s, "&") {
		return s, err
	}
	var b strings.Builder
	for {
		amp := strings.IndexByte(s, '&')
		if amp < 0 {
			b.WriteString(s)
			return b.String(), nil
		}
		b.WriteString(s[:amp])
		at := end - len(s) + amp
		semi := strings.IndexByte(s[amp:], ';')
		if semi < 0 {
			return "", r.errorf(at, "%.12q is not an entity (no ;)", s[amp:])
		}
		ent := s[amp+1 : amp+semi]
		text, ok := entities[ent]
		if num, isNum := strings.CutPrefix(ent, "#"); isNum {
			base := 10
			if hex, isHex := strings.CutPrefix(num, "x"); isHex {
				num, base = hex, 16
			}
			n, err := strconv.ParseUint(num, base, 32)
			ok, text = err == nil && n <= utf8.MaxRune, string(rune(n))
			if err := r.check(at, text); ok && err != nil {
				return "", err
			}
		}
		if !ok {
			return "", r.errorf(at, "&%s; is not an entity", ent)
		}
		b.WriteString(text)
		s = s[amp+semi+1:]
	}
}

// check refuses the characters XML does not allow, such as control
// characters, in s, which is at the offset at.
func (r *xmlReader) check(at int, s string) error {
	for i, c := range s {
		if c == '\t' || c == '\n' || c == '\r' || c >= 0x20 && c <= 0xD7FF || c >= 0xE000 && c <= 0xFFFD || c >= 0x10000 {
			continue
		}
		return r.errorf(at+i, "character %U is not allowed in XML", c)
	}
	return nil
}
