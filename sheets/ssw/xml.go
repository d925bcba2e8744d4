package ssw

// The XML structure of a Solaris Skunk Werks file, as far as a record
// sheet needs it; xmlMech is the root element, <mech>. Each type's fill
// reads one element into it as encoding/xml's Unmarshal did: an attribute
// or a child element's text that is missing leaves its field as it was, a
// repeated one (or a repeated child element read into a struct) is read
// again into the same field, the last one winning, and the elements read
// into a slice are appended in order. Element text is taken as it is
// written, untrimmed.
type xmlMech struct {
	Name, Model, Tons string // attributes
	Cost              string
	RulesLevel        string
	MechType          string
	TechBase          string
	Year              string
	Motive            string
	Structure         xmlTyped
	Engine            xmlEngine
	Gyro              string
	Cockpit           xmlTyped
	Armor             xmlArmor
	Enhance           *xmlTyped
	Base              xmlLoadout
	Loadouts          []xmlLoadout
}

func (m *xmlMech) fill(n *node) {
	n.attr("name", &m.Name)
	n.attr("model", &m.Model)
	n.attr("tons", &m.Tons)
	n.childText("cost", &m.Cost)
	n.childText("rules_level", &m.RulesLevel)
	n.childText("mech_type", &m.MechType)
	n.childText("techbase", &m.TechBase)
	n.childText("year", &m.Year)
	n.childText("motive_type", &m.Motive)
	n.each("structure", m.Structure.fill)
	n.each("engine", m.Engine.fill)
	n.childText("gyro", &m.Gyro)
	n.each("cockpit", m.Cockpit.fill)
	n.each("armor", m.Armor.fill)
	fillPointer(&m.Enhance, n, "enhancement")
	n.each("baseloadout", m.Base.fill)
	m.Loadouts = fillSlice(m.Loadouts, n, "loadout")
}

// xmlLocation is a <location> or <splitlocation>: the location's code as
// its text, the first slot's index and (split) the number of slots.
type xmlLocation struct {
	Index, Number string // attributes
	Loc           string
}

func (l *xmlLocation) fill(n *node) {
	n.attr("index", &l.Index)
	n.attr("number", &l.Number)
	l.Loc = n.text
}

// xmlLocations is an element's <location> children.
type xmlLocations struct {
	Locations []xmlLocation
}

func (l *xmlLocations) fill(n *node) { l.Locations = fillSlice(l.Locations, n, "location") }

// xmlTyped is a component with a <type> and its slots: <structure>,
// <cockpit>, <enhancement>.
type xmlTyped struct {
	Type     string
	TechBase string // attribute
	xmlLocations
}

func (t *xmlTyped) fill(n *node) {
	n.childText("type", &t.Type)
	n.attr("techbase", &t.TechBase)
	t.xmlLocations.fill(n)
}

// xmlEngine is the <engine>: its type as its text.
type xmlEngine struct {
	Rating, LSStart, RSStart, TechBase string // attributes
	Type                               string
}

func (e *xmlEngine) fill(n *node) {
	n.attr("rating", &e.Rating)
	n.attr("lsstart", &e.LSStart)
	n.attr("rsstart", &e.RSStart)
	n.attr("techbase", &e.TechBase)
	e.Type = n.text
}

// xmlArmor is the <armor>: its type, slots and points per location.
type xmlArmor struct {
	xmlTyped
	HD, CT, CTR, LT, LTR, RT, RTR, LA, RA, LL, RL string
}

func (a *xmlArmor) fill(n *node) {
	a.xmlTyped.fill(n)
	for _, f := range []struct {
		elem string
		dst  *string
	}{
		{"hd", &a.HD}, {"ct", &a.CT}, {"ctr", &a.CTR}, {"lt", &a.LT}, {"ltr", &a.LTR},
		{"rt", &a.RT}, {"rtr", &a.RTR}, {"la", &a.LA}, {"ra", &a.RA}, {"ll", &a.LL}, {"rl", &a.RL},
	} {
		n.childText(f.elem, f.dst)
	}
}

// xmlLoadout is the <baseloadout> or one <loadout> of an OmniMech.
type xmlLoadout struct {
	Name      string // attribute
	Cost      string
	Actuators *xmlActuators
	ClanCASE  string
	HeatSinks *xmlCounted
	JumpJets  *xmlCounted
	Equipment []xmlEquipment
	Multislot []xmlMulti
	Armored   *xmlLocations
}

func (l *xmlLoadout) fill(n *node) {
	n.attr("name", &l.Name)
	n.childText("cost", &l.Cost)
	fillPointer(&l.Actuators, n, "actuators")
	n.childText("clancase", &l.ClanCASE)
	fillPointer(&l.HeatSinks, n, "heatsinks")
	fillPointer(&l.JumpJets, n, "jumpjets")
	l.Equipment = fillSlice(l.Equipment, n, "equipment")
	l.Multislot = fillSlice(l.Multislot, n, "multislot")
	fillPointer(&l.Armored, n, "armored_locations")
}

// xmlActuators says which arm actuators a 'Mech has (TRUE or FALSE).
type xmlActuators struct {
	LLA, LH, RLA, RH string // attributes
}

func (a *xmlActuators) fill(n *node) {
	n.attr("lla", &a.LLA)
	n.attr("lh", &a.LH)
	n.attr("rla", &a.RLA)
	n.attr("rh", &a.RH)
}

// xmlCounted is the <heatsinks> or <jumpjets>: how many and where.
type xmlCounted struct {
	Number string // attribute
	xmlTyped
}

func (c *xmlCounted) fill(n *node) {
	n.attr("number", &c.Number)
	c.xmlTyped.fill(n)
}

// xmlEquipment is one <equipment>: its name and where it is.
type xmlEquipment struct {
	Name string
	xmlLocations
	Split []xmlLocation
}

func (e *xmlEquipment) fill(n *node) {
	n.childText("name", &e.Name)
	e.xmlLocations.fill(n)
	e.Split = fillSlice(e.Split, n, "splitlocation")
}

// xmlMulti is one <multislot>: a system spread over several slots.
type xmlMulti struct {
	Name string // attribute
	xmlLocations
}

func (m *xmlMulti) fill(n *node) {
	n.attr("name", &m.Name)
	m.xmlLocations.fill(n)
}

// attr sets *dst to the value of n's attribute name, if n has one (the
// last one, if it is repeated).
func (n *node) attr(name string, dst *string) {
	for _, a := range n.attrs {
		if a.name == name {
			*dst = a.value
		}
	}
}

// childText sets *dst to the text of n's child element name, if n has one
// (the last one, if it is repeated).
func (n *node) childText(name string, dst *string) {
	n.each(name, func(c *node) { *dst = c.text })
}

// each calls fill with each child element of n called name, in order.
func (n *node) each(name string, fill func(*node)) {
	for _, c := range n.children {
		if c.name == name {
			fill(c)
		}
	}
}

// filler is a pointer to one of the types above.
type filler[T any] interface {
	*T
	fill(*node)
}

// fillPointer reads each child element of n called name into **p, which
// is allocated for the first one.
func fillPointer[T any, P filler[T]](p *P, n *node, name string) {
	n.each(name, func(c *node) {
		if *p == nil {
			*p = new(T)
		}
		(*p).fill(c)
	})
}

// fillSlice appends to s a T read from each child element of n called
// name.
func fillSlice[T any, P filler[T]](s []T, n *node, name string) []T {
	n.each(name, func(c *node) {
		var v T
		P(&v).fill(c)
		s = append(s, v)
	})
	return s
}
