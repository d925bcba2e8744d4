package ssw

import "encoding/xml"

// The XML structure of a Solaris Skunk Werks file, as far as a record
// sheet needs it.
type xmlMech struct {
	XMLName    xml.Name     `xml:"mech"`
	Name       string       `xml:"name,attr"`
	Model      string       `xml:"model,attr"`
	Tons       string       `xml:"tons,attr"`
	Cost       string       `xml:"cost"`
	RulesLevel string       `xml:"rules_level"`
	MechType   string       `xml:"mech_type"`
	TechBase   string       `xml:"techbase"`
	Year       string       `xml:"year"`
	Motive     string       `xml:"motive_type"`
	Structure  xmlTyped     `xml:"structure"`
	Engine     xmlEngine    `xml:"engine"`
	Gyro       string       `xml:"gyro"`
	Cockpit    xmlTyped     `xml:"cockpit"`
	Armor      xmlArmor     `xml:"armor"`
	Enhance    *xmlTyped    `xml:"enhancement"`
	Base       xmlLoadout   `xml:"baseloadout"`
	Loadouts   []xmlLoadout `xml:"loadout"`
}

type xmlLocation struct {
	Index  string `xml:"index,attr"`
	Number string `xml:"number,attr"`
	Loc    string `xml:",chardata"`
}

type xmlTyped struct {
	Type      string        `xml:"type"`
	TechBase  string        `xml:"techbase,attr"`
	Locations []xmlLocation `xml:"location"`
}

type xmlEngine struct {
	Rating   string `xml:"rating,attr"`
	LSStart  string `xml:"lsstart,attr"`
	RSStart  string `xml:"rsstart,attr"`
	TechBase string `xml:"techbase,attr"`
	Type     string `xml:",chardata"`
}

type xmlArmor struct {
	xmlTyped
	HD  string `xml:"hd"`
	CT  string `xml:"ct"`
	CTR string `xml:"ctr"`
	LT  string `xml:"lt"`
	LTR string `xml:"ltr"`
	RT  string `xml:"rt"`
	RTR string `xml:"rtr"`
	LA  string `xml:"la"`
	RA  string `xml:"ra"`
	LL  string `xml:"ll"`
	RL  string `xml:"rl"`
}

type xmlLoadout struct {
	Name      string `xml:"name,attr"`
	Cost      string `xml:"cost"`
	Actuators *struct {
		LLA string `xml:"lla,attr"`
		LH  string `xml:"lh,attr"`
		RLA string `xml:"rla,attr"`
		RH  string `xml:"rh,attr"`
	} `xml:"actuators"`
	ClanCASE  string         `xml:"clancase"`
	HeatSinks *xmlCounted    `xml:"heatsinks"`
	JumpJets  *xmlCounted    `xml:"jumpjets"`
	Equipment []xmlEquipment `xml:"equipment"`
	Multislot []xmlMulti     `xml:"multislot"`
	Armored   *struct {
		Locations []xmlLocation `xml:"location"`
	} `xml:"armored_locations"`
}

type xmlCounted struct {
	Number    string        `xml:"number,attr"`
	TechBase  string        `xml:"techbase,attr"`
	Type      string        `xml:"type"`
	Locations []xmlLocation `xml:"location"`
}

type xmlEquipment struct {
	Name      string        `xml:"name"`
	Locations []xmlLocation `xml:"location"`
	Split     []xmlLocation `xml:"splitlocation"`
}

type xmlMulti struct {
	Name      string        `xml:"name,attr"`
	Locations []xmlLocation `xml:"location"`
}
