package live

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
)

// MaxMessage is the largest message a node reads (a welcome carries the
// whole log of a long game; a share file is held to the same 4 MB).
const MaxMessage = 4 << 20

// MaxEvent is the largest event one op carries.
const MaxEvent = 64 << 10

// Message types.
const (
	msgHello   = "hello"   // guest → host: Secret, Seat, Game, Have, Hash
	msgWelcome = "welcome" // host → guest: From, Entries; Have, Hash (the host's); Ask, Base, BaseHash
	msgPropose = "propose" // guest → host: ID, Op
	msgCommit  = "commit"  // host → guests: Entries
	msgRefuse  = "refuse"  // host → guest: ID, Reason
	msgTail    = "tail"    // guest → new host: Entries the host lacks
	msgBeat    = "beat"    // guest → host every BeatEvery, host → guest in answer: nothing else
	msgBye     = "bye"     // host → guests: the host ended the table (End): nothing else
)

// Message is the one shape every message on a live channel has (its JSON
// form is the wire format: the README of this package lists the fields
// each type uses).
type Message struct {
	Type     string  `json:"t"`
	Secret   string  `json:"secret,omitempty"`
	Seat     string  `json:"seat,omitempty"`
	Have     int     `json:"have,omitempty"`
	Hash     string  `json:"hash,omitempty"`
	From     int     `json:"from,omitempty"`
	Ask      bool    `json:"ask,omitempty"`
	Base     int     `json:"base,omitempty"`
	BaseHash string  `json:"baseHash,omitempty"`
	Game     string  `json:"game,omitempty"`
	ID       int     `json:"id,omitempty"`
	Op       *Op     `json:"op,omitempty"`
	Entries  []Entry `json:"entries,omitempty"`
	Reason   string  `json:"reason,omitempty"`
}

func encode(m Message) []byte {
	b, _ := json.Marshal(m) // a Message always marshals
	return b
}

// Decode reads one message and checks its shape: a known type with the
// fields it needs, sizes within bounds, entries numbered in order. It never
// panics, whatever the bytes.
func Decode(data []byte) (Message, error) {
	var m Message
	if len(data) > MaxMessage {
		return m, fmt.Errorf("a message of %d bytes (at most %d)", len(data), MaxMessage)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&m); err != nil {
		return Message{}, fmt.Errorf("reading a message: %w", err)
	}
	if _, err := dec.Token(); err != io.EOF {
		return Message{}, fmt.Errorf("reading a message: more after its end")
	}
	if err := m.check(); err != nil {
		return Message{}, fmt.Errorf("%s message: %w", m.Type, err)
	}
	return m, nil
}

func (m Message) check() error {
	if len(m.Seat) > 64 || len(m.Secret) > 128 || len(m.Hash) > 64 || len(m.BaseHash) > 64 || len(m.Game) > 128 || len(m.Reason) > 1024 {
		return fmt.Errorf("a field is too long")
	}
	if m.Have < 0 || m.From < 0 || m.ID < 0 || m.Base < 0 {
		return fmt.Errorf("a negative number")
	}
	switch m.Type {
	case msgHello:
		if m.Seat == "" {
			return fmt.Errorf("no seat")
		}
	case msgWelcome:
		if m.From < 1 {
			return fmt.Errorf("no first entry number")
		}
	case msgPropose:
		if m.ID < 1 || m.Op == nil {
			return fmt.Errorf("no proposal number or op")
		}
		if err := checkOp(*m.Op); err != nil {
			return err
		}
	case msgCommit, msgTail:
		if len(m.Entries) == 0 {
			return fmt.Errorf("no entries")
		}
	case msgRefuse:
		if m.ID < 1 {
			return fmt.Errorf("no proposal number")
		}
	case msgBeat, msgBye:
		if m.Secret != "" || m.Seat != "" || m.Have != 0 || m.Hash != "" || m.From != 0 || m.Ask || m.Base != 0 ||
			m.BaseHash != "" || m.Game != "" || m.ID != 0 || m.Op != nil || len(m.Entries) != 0 || m.Reason != "" {
			return fmt.Errorf("a %s that carries more than its type", m.Type)
		}
	default:
		return fmt.Errorf("unknown message type")
	}
	for i, e := range m.Entries {
		if i > 0 && e.Seq != m.Entries[i-1].Seq+1 {
			return fmt.Errorf("entries out of order (%d after %d)", e.Seq, m.Entries[i-1].Seq)
		}
		if m.Type == msgWelcome && i == 0 && e.Seq != m.From {
			return fmt.Errorf("the first entry is %d, not %d", e.Seq, m.From)
		}
		if e.Seq < 1 || e.ID < 0 || len(e.By) > 64 {
			return fmt.Errorf("entry %d is malformed", e.Seq)
		}
		if err := checkOp(e.Op); err != nil {
			return fmt.Errorf("entry %d: %w", e.Seq, err)
		}
	}
	return nil
}

// checkOp checks an op's shape (its content is the engine's to check).
func checkOp(op Op) error {
	switch op.Kind {
	case KindEvent:
		if len(op.Event) == 0 || len(op.Event) > MaxEvent || op.Event[0] != '{' || !json.Valid(op.Event) {
			return fmt.Errorf("an event that is empty, too large or not a JSON object")
		}
	case KindUndo, KindRedo:
		if len(op.Event) != 0 {
			return fmt.Errorf("an %s that carries an event", op.Kind)
		}
	default:
		return fmt.Errorf("an op of unknown kind %q", op.Kind)
	}
	return nil
}
