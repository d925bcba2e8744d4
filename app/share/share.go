// Package share is Lancemate's share format: one `.lancemate` file (or
// the fragment of a QR code's link) carries a design, a force, a game, a
// figure set, a stable, a ledger event or one pilot's ledger, or a Meks
// campaign from one phone to the next with no network.
//
// A share file is gzip-compressed JSON:
//
//	{"format": "lancemate-share", "version": 1, "kind": "design",
//	 "title": "Atlas AS7-D", "schema": 1,
//	 "records": {"designs/atlas-as7-d": {...the record as stored...}}}
//
// The records are storage records (app/store keys and their JSON text,
// written as JSON values rather than strings), so the receiving phone
// reads them with the same loaders and checks as a backup import
// (store.PlanImport and the validators the sections register): Prepare
// builds the import and its preview, Apply carries it out. Build*, Stored
// and the kit's Share make the file on the sending phone.
package share

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strings"

	"lancemate/app/store"
)

// Format names a share file; Version is the version of the share format
// this build writes and reads (a newer one is refused with a message).
const (
	Format  = "lancemate-share"
	Version = 1
)

// Extension is the file extension of a share file, and MIME its type.
const (
	Extension = ".lancemate"
	MIME      = "application/vnd.lancemate+gzip"
)

// Limits. A share file is at most MaxFile bytes as sent and MaxJSON bytes
// unpacked (a game of eight 'Mechs played for hours is a few hundred KB).
const (
	MaxFile = 4 << 20
	MaxJSON = 16 << 20
)

// Kind is what a share file holds.
type Kind string

// The kinds of share files.
const (
	KindDesign  Kind = "design"  // one or more 'Mech designs (designs/)
	KindForce   Kind = "force"   // a game's units with their pilots, joining the game in play
	KindGame    Kind = "game"    // a game in play: its log and undo history (games/)
	KindFigures Kind = "figures" // a Solaris 7 figure set (dials/set)
	KindStable  Kind = "stable"  // a Solaris 7 stable ledger (stable/)
	KindEvent   Kind = "event"   // a Solaris Melee Challenge event's ledger (ledger/)
	KindPilot   Kind = "pilot"   // one pilot's ledger: the event it is kept in, opened at the pilot
	KindMeks    Kind = "meks"    // a Meks card-game campaign (meks/)
)

// kinds describes each kind: the namespace its records live in, whether
// it holds exactly one record, and its name in the player's words.
var kinds = map[Kind]struct {
	ns    string
	one   bool
	words string
}{
	KindDesign:  {store.NSDesigns, false, "a 'Mech design"},
	KindForce:   {store.NSGames, true, "a force"},
	KindGame:    {store.NSGames, true, "a game in play"},
	KindFigures: {store.NSDials, true, "a figure set"},
	KindStable:  {store.NSStable, true, "a stable"},
	KindEvent:   {store.NSLedger, true, "a ledger event"},
	KindPilot:   {store.NSLedger, true, "a pilot's ledger"},
	KindMeks:    {store.NSMeks, true, "a Meks campaign"},
}

// Words is the kind in the player's words: "a 'Mech design".
func (k Kind) Words() string {
	if d, ok := kinds[k]; ok {
		return d.words
	}
	return "something unknown"
}

// File is a share file, read or to be written.
type File struct {
	Kind Kind
	// Title says what is shared, in the sender's words ("Atlas AS7-D"):
	// shown to the receiver, always as text.
	Title string
	// Pilot names the pilot whose ledger is shared (KindPilot).
	Pilot string
	// Schema is the storage schema the records were written in.
	Schema  int
	Records []Record
}

// Record is one storage record: its key and its JSON text as stored.
type Record struct {
	Key  string
	Text string
}

// Marshal writes the file's JSON (not yet compressed).
func (f File) Marshal() ([]byte, error) {
	if _, ok := kinds[f.Kind]; !ok {
		return nil, fmt.Errorf("sharing: unknown kind %q", f.Kind)
	}
	var b bytes.Buffer
	str := func(s string) {
		q, _ := json.Marshal(s)
		b.Write(q)
	}
	b.WriteString(`{"format":`)
	str(Format)
	fmt.Fprintf(&b, `,"version":%d,"kind":`, Version)
	str(string(f.Kind))
	b.WriteString(`,"title":`)
	str(f.Title)
	if f.Pilot != "" {
		b.WriteString(`,"pilot":`)
		str(f.Pilot)
	}
	schema := f.Schema
	if schema == 0 {
		schema = store.SchemaVersion
	}
	fmt.Fprintf(&b, `,"schema":%d,"records":{`, schema)
	for i, r := range f.Records {
		if !json.Valid([]byte(r.Text)) {
			return nil, fmt.Errorf("sharing %s: the record is not valid JSON", r.Key)
		}
		if i > 0 {
			b.WriteByte(',')
		}
		str(r.Key)
		b.WriteByte(':')
		if err := json.Compact(&b, []byte(r.Text)); err != nil {
			return nil, fmt.Errorf("sharing %s: %w", r.Key, err)
		}
	}
	b.WriteString("}}")
	return b.Bytes(), nil
}

// Refusals of a whole file, in the player's words.
var (
	ErrNotShare = errors.New("this is not a Lancemate share file")
	ErrBackup   = errors.New("this is a Lancemate backup, not a shared file: import it under Settings → Backup")
	ErrDamaged  = errors.New("this file is damaged or incomplete (it could not be unpacked): ask for it to be sent again")
)

// tooBig says a file is over a limit, in the player's words.
func tooBig(what string, n, limit int) error {
	return fmt.Errorf("%s is %s; a shared file is at most %s", what, SizeText(n), SizeText(limit))
}

// unpacksTooBig says a file unpacks to more than limit bytes.
func unpacksTooBig(limit int) error {
	return fmt.Errorf("this file unpacks to more than %s; a shared file holds at most that", SizeText(limit))
}

// SizeText is a byte count in the player's words: "1.2 KB", "4 MB".
func SizeText(n int) string {
	switch {
	case n >= 1<<20:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/(1<<20)), ".0") + " MB"
	case n >= 1<<10:
		return strings.TrimSuffix(fmt.Sprintf("%.1f", float64(n)/(1<<10)), ".0") + " KB"
	}
	return fmt.Sprintf("%d bytes", n)
}

// gzipped reports whether data starts like a gzip stream.
func gzipped(data []byte) bool { return len(data) >= 2 && data[0] == 0x1f && data[1] == 0x8b }

// Read reads a share file as received: gzip-compressed JSON (or the JSON
// itself). It checks the file as a whole — its size, its format and
// version, its kind, that it holds records of that kind only — and
// refuses it with a message in the player's words; the records themselves
// are checked by Prepare, with the store's loaders. It waits for the
// browser to unpack the file: call it off the UI goroutine.
func Read(data []byte) (File, error) {
	if len(data) > MaxFile {
		return File{}, tooBig("this file", len(data), MaxFile)
	}
	if gzipped(data) {
		var err error
		if data, err = Unpack(data, MaxJSON); err != nil {
			return File{}, err
		}
	}
	return parse(data)
}

// envelope is a share file's JSON as read.
type envelope struct {
	format, kind, title, pilot string
	version, schema            int
	records                    []Record
	seen                       map[string]bool
}

// parse reads the JSON of a share file: every top-level field once, the
// records in file order, each key once.
func parse(data []byte) (File, error) {
	if len(data) > MaxJSON {
		return File{}, unpacksTooBig(MaxJSON)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return File{}, ErrNotShare
	}
	e := envelope{seen: map[string]bool{}}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return File{}, ErrNotShare
		}
		name, _ := t.(string)
		if e.seen[name] {
			return File{}, fmt.Errorf("this file holds %q twice, so it is not clear which to use: nothing was imported", name)
		}
		e.seen[name] = true
		switch name {
		case "format":
			err = dec.Decode(&e.format)
		case "version":
			err = dec.Decode(&e.version)
		case "kind":
			err = dec.Decode(&e.kind)
		case "title":
			err = dec.Decode(&e.title)
		case "pilot":
			err = dec.Decode(&e.pilot)
		case "schema":
			err = dec.Decode(&e.schema)
		case "records":
			e.records, err = readRecords(dec)
		default:
			var skip json.RawMessage
			err = dec.Decode(&skip)
		}
		if err != nil {
			if e.format == store.BackupFormat {
				return File{}, ErrBackup
			}
			if e.format == Format {
				return File{}, fmt.Errorf("this file is damaged (%s): nothing was imported", name)
			}
			return File{}, ErrNotShare
		}
	}
	if _, err := dec.Token(); err != nil {
		return File{}, ErrDamaged
	}
	if _, err := dec.Token(); err != io.EOF {
		return File{}, errors.New("this file is damaged (something follows the shared data): nothing was imported")
	}
	return e.check()
}

// readRecords reads the records object: keys in file order, each once.
func readRecords(dec *json.Decoder) ([]Record, error) {
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return nil, errors.New("records are not an object")
	}
	var out []Record
	seen := map[string]bool{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return nil, err
		}
		key, _ := t.(string)
		var raw json.RawMessage
		if err := dec.Decode(&raw); err != nil {
			return nil, err
		}
		if seen[key] {
			return nil, fmt.Errorf("%s appears twice", key)
		}
		seen[key] = true
		out = append(out, Record{Key: key, Text: string(raw)})
	}
	_, err := dec.Token()
	return out, err
}

// check refuses a file that is not a share this build can read.
func (e envelope) check() (File, error) {
	switch {
	case e.format == store.BackupFormat:
		return File{}, ErrBackup
	case e.format != Format:
		return File{}, ErrNotShare
	case e.version > Version:
		return File{}, fmt.Errorf("this file was shared from a newer Lancemate (share format %d); update Lancemate on this phone to open it", e.version)
	case e.version < 1:
		return File{}, errors.New("this file is damaged (it names no share format version): nothing was imported")
	case e.schema > store.SchemaVersion:
		return File{}, fmt.Errorf("this file was shared from a newer Lancemate (records of layout %d); update Lancemate on this phone to open it", e.schema)
	case e.schema < 1:
		return File{}, errors.New("this file is damaged (it names no record layout): nothing was imported")
	case !e.seen["records"] || len(e.records) == 0:
		return File{}, errors.New("this file holds nothing to import")
	}
	k := Kind(e.kind)
	d, ok := kinds[k]
	if !ok {
		return File{}, fmt.Errorf("this file holds %q, which this Lancemate cannot open; update Lancemate on this phone to open it", e.kind)
	}
	if d.one && len(e.records) != 1 {
		return File{}, fmt.Errorf("this file should hold %s alone but holds %d records: nothing was imported", d.words, len(e.records))
	}
	for _, r := range e.records {
		if !strings.HasPrefix(r.Key, d.ns) {
			return File{}, fmt.Errorf("this file should hold %s only but also holds %s: nothing was imported", d.words, dataWords(r.Key))
		}
	}
	if k == KindPilot && strings.TrimSpace(e.pilot) == "" {
		return File{}, errors.New("this pilot's ledger names no pilot: nothing was imported")
	}
	return File{Kind: k, Title: e.title, Pilot: e.pilot, Schema: e.schema, Records: e.records}, nil
}

// dataWords names what a storage key holds, in the player's words.
func dataWords(key string) string {
	for _, n := range [][2]string{
		{store.NSSettings, "your settings"}, {store.NSDiceLog, "a roll log"}, {store.NSDesigns, "designs"},
		{store.NSGames, "a game"}, {store.NSDials, "Dials data"}, {store.NSStable, "a stable"},
		{store.NSLedger, "a ledger event"}, {store.NSMeks, "a Meks campaign"},
	} {
		if strings.HasPrefix(key, n[0]) {
			return n[1]
		}
	}
	return "data this Lancemate does not use"
}

// Pack writes the file compressed, as it is sent. It waits for the
// browser to compress it: call it off the UI goroutine.
func (f File) Pack() ([]byte, error) {
	b, err := f.Marshal()
	if err != nil {
		return nil, err
	}
	return Pack(b)
}

// FileName is the name a share file is sent under: the title made safe
// for a file system, with the extension.
func (f File) FileName() string {
	var b strings.Builder
	dash := false
	for _, r := range f.Title {
		switch {
		case r >= 'a' && r <= 'z', r >= 'A' && r <= 'Z', r >= '0' && r <= '9':
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
		if b.Len() >= 60 {
			break
		}
	}
	name := strings.Trim(b.String(), "-")
	if name == "" {
		name = "lancemate-" + string(f.Kind)
	}
	return name + Extension
}
