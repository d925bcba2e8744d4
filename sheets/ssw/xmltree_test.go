package ssw

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

// dump writes n and its children on one line: name, attributes, text in
// quotes, children in brackets.
func dump(n *node) string {
	s := n.name
	for _, a := range n.attrs {
		s += fmt.Sprintf(" %s=%q", a.name, a.value)
	}
	if n.text != "" {
		s += fmt.Sprintf(" %q", n.text)
	}
	if len(n.children) > 0 {
		var cs []string
		for _, c := range n.children {
			cs = append(cs, dump(c))
		}
		s += " [" + strings.Join(cs, ", ") + "]"
	}
	return s
}

func TestReadXML(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"entities", `<r a="&lt;&amp;&gt;&quot;&apos;&#39;">x &gt; y&#x41;&#65;&#xe9;</r>`, `r a="<&>\"''" "x > yAAé"`},
		{"CDATA", `<r>a<![CDATA[<b>&amp;]]]>c</r>`, `r "a<b>&amp;]c"`},
		{"comments", `<!-- before --><r>a<!-- <x> & -->b<!---->c</r>`, `r "abc"`},
		{"declaration and DOCTYPE", "<?xml version=\"1.0\" encoding =\"UTF-8\"?>\n<!DOCTYPE r [<!ELEMENT r ANY> <!-- > --> <!ENTITY e '>'>]>\n<?pi x?><r/>", `r`},
		{"attributes", "<r a='1\"' b = \"2'\"\tc=\"x\ny\" d=\"\"a=\"3\"/>", `r a="1\"" b="2'" c="x\ny" d="" a="3"`},
		{"self-closing", `<r><a/><b x="1" /><c></c></r>`, `r [a, b x="1", c]`},
		{"nesting", "<r>\n  t1 <a>in<b>deep</b></a>\n  <a/> t2\n</r>", `r "\n  t1 \n   t2\n" [a "in" [b "deep"], a]`},
		{"names", `<r><x.y-z_1 a:b="1"/><é/></r   >`, `r [x.y-z_1 a:b="1", é]`},
		{"after the root", `<r/><x>&bad;<`, `r`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n, err := readXML(tc.src, "r")
			if err != nil {
				t.Fatal(err)
			}
			if got := dump(n); got != tc.want {
				t.Errorf("got  %s\nwant %s", got, tc.want)
			}
		})
	}
}

func TestReadXMLErrors(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"unclosed", "<r>\n<a>\n<b/>", "line 2: <a> is not closed"},
		{"mismatched", "<r>\n<a>\n</r>", "line 3: end tag </r> does not match <a> (line 2)"},
		{"end tag alone", "\n</r>", "line 2: end tag </r> without a start tag"},
		{"end tag junk", "<r></r x>", "line 1: end tag </r has no >"},
		{"end tag no name", "<r></ r>", "line 1: no element name after </"},
		{"bad entity", "<r>\n&foo;</r>", "line 2: &foo; is not an entity"},
		{"bad entity in attribute", "<r\na=\"&lt\"/>", `line 2: "&lt" is not an entity (no ;)`},
		{"no semicolon", "<r>a & b</r>", `line 1: "& b" is not an entity (no ;)`},
		{"bad reference", "<r>&#xZZ;</r>", "line 1: &#xZZ; is not an entity"},
		{"reference too large", "<r>&#1114112;</r>", "line 1: &#1114112; is not an entity"},
		{"control reference", "<r>&#1;</r>", "line 1: character U+0001 is not allowed in XML"},
		{"control character", "<r>\n\x01</r>", "line 2: character U+0001 is not allowed in XML"},
		{"]]> in text", "<r>a]]>b</r>", "line 1: ]]> outside a CDATA section"},
		{"no element name", "<r>< a/></r>", "line 1: no element name after <"},
		{"name starts with a digit", "<1r/>", "line 1: no element name after <"},
		{"tag not closed", "<r\na=\"1\"", "line 1: tag <r is not closed"},
		{"junk in tag", `<r "a"/>`, `line 1: "\"" in the tag <r`},
		{"no =", "<r\nsrc../x.png\"/>", "line 2: attribute src.. of <r> is not followed by ="},
		{"unquoted value", "<r a=1/>", "line 1: value of attribute a of <r> is not in quotes"},
		{"< in value", "<r a=\"1\n/><x a=\"2\"/>", "line 2: < in the value of attribute a of <r> (a quote missing?)"},
		{"value not closed", `<r a="1/>`, "line 1: value of attribute a of <r> is not closed"},
		{"comment not closed", "<r>\n<!-- x</r>", "line 2: comment is not closed"},
		{"-- in comment", "<r><!-- a -- b --></r>", `line 1: "--" inside a comment`},
		{"CDATA not closed", "<r><![CDATA[x</r>", "line 1: CDATA section is not closed"},
		{"bad <![", "<r><![CDAT[x]]></r>", "line 1: <![CDAT[x is neither a comment nor a CDATA section"},
		{"bad <!-", "<r><!-x--></r>", "line 1: <!-x--></ is neither a comment nor a CDATA section"},
		{"DOCTYPE not closed", `<!DOCTYPE r [<!ENTITY e ">">`, "line 1: <!DOCTYPE is not closed"},
		{"comment in DOCTYPE not closed", `<!DOCTYPE r [<!-- ]>`, "line 1: comment is not closed"},
		{"no target", "<? x?><r/>", "line 1: no target name after <?"},
		{"declaration not closed", `<?xml version="1.0"><r/>`, "line 1: <?xml is not closed"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			n, err := readXML(tc.src, "r")
			var se *xmlSyntaxError
			if !errors.As(err, &se) || err.Error() != tc.want {
				t.Fatalf("got %v, %v; want the syntax error %q", n, err, tc.want)
			}
		})
	}
}

func TestReadXMLRoot(t *testing.T) {
	for src, want := range map[string]string{
		"":                      "no <r> element",
		"<?xml version='1.0'?>": "no <r> element",
		"<x><unclosed>":         "the root element is <x>, not <r>",
	} {
		_, err := readXML(src, "r")
		var se *xmlSyntaxError
		if err == nil || errors.As(err, &se) || err.Error() != want {
			t.Errorf("%q: got %v, want %q (not a syntax error)", src, err, want)
		}
	}
}

// TestFill checks that the structs are filled as encoding/xml filled
// them: missing parts leave zero values, a repeated element is read
// again into the same field, repeated elements of a slice are appended.
func TestFill(t *testing.T) {
	n, err := readXML(`<mech name=" A " tons="30" tons="35">
		<cost>1</cost><cost> 2 </cost>
		<structure techbase="1"><type>Endo</type><location index="1">LA</location></structure>
		<structure><location index="2" number="3"> RA </location></structure>
		<engine rating="150">XL <x>no</x>Engine</engine>
		<baseloadout><actuators lla="TRUE"/><actuators rh="FALSE"/></baseloadout>
		<loadout name="A"><equipment><name>E</name><splitlocation index="0" number="2">LT</splitlocation></equipment></loadout>
		<loadout><armored_locations><location index="0">HD</location></armored_locations></loadout>
	</mech>`, "mech")
	if err != nil {
		t.Fatal(err)
	}
	var m xmlMech
	m.fill(n)
	got := fmt.Sprintf("%q %q %q %+v %+v %+v %v %v", m.Name, m.Tons, m.Cost, m.Structure, m.Engine, *m.Base.Actuators, m.Enhance, m.Base.HeatSinks)
	want := `" A " "35" " 2 " {Type:Endo TechBase:1 xmlLocations:{Locations:[{Index:1 Number: Loc:LA} {Index:2 Number:3 Loc: RA }]}} {Rating:150 LSStart: RSStart: TechBase: Type:XL Engine} {LLA:TRUE LH: RLA: RH:FALSE} <nil> <nil>`
	if got != want {
		t.Errorf("got  %s\nwant %s", got, want)
	}
	if len(m.Loadouts) != 2 || m.Loadouts[0].Name != "A" || m.Loadouts[0].Equipment[0].Split[0].Number != "2" ||
		m.Loadouts[1].Armored.Locations[0].Loc != "HD" || m.Loadouts[1].Equipment != nil {
		t.Errorf("loadouts %+v", m.Loadouts)
	}
}
