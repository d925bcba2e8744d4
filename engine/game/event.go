package game

import (
	"bytes"
	"encoding"
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// Event is one entry of a game's log. Events are plain data: they hold
// the players' decisions and the dice they rolled, and apply deterministically
// to a State. In JSON an event is an object tagged with its type, e.g.
// {"type":"hit","unit":"a","loc":"LA","damage":10}.
type Event interface {
	// Type is the event's JSON tag.
	Type() string
	apply(s *State, t *tape) error
}

// rolled is implemented by events that carry a tape of dice results.
type rolled interface {
	rollTape() *[]int
}

// Rolls is the tape of dice results an event carries, consumed in order:
// 2D6 totals and 1D6 faces as the resolution asks for them (see NeedRoll).
type Rolls struct {
	Rolls []int `json:"rolls,omitempty"`
}

func (r *Rolls) rollTape() *[]int { return &r.Rolls }

// eventTypes maps JSON tags to constructors.
var eventTypes = map[string]func() Event{
	"add_unit":      func() Event { return &AddUnit{} },
	"options":       func() Event { return &SetOptions{} },
	"set_side":      func() Event { return &SetSide{} },
	"name_side":     func() Event { return &NameSide{} },
	"end_phase":     func() Event { return &EndPhase{} },
	"move":          func() Event { return &Move{} },
	"stand":         func() Event { return &StandUp{} },
	"fire":          func() Event { return &Fire{} },
	"external_heat": func() Event { return &ExternalHeat{} },
	"psr":           func() Event { return &RequirePSR{} },
	"hit":           func() Event { return &Hit{} },
	"physical":      func() Event { return &Physical{} },
	"roll":          func() Event { return &Roll{} },
	"crit":          func() Event { return &MarkCrit{} },
	"initiative":    func() Event { return &Initiative{} },
	"pilot_hit":     func() Event { return &PilotHit{} },
	"set_heat":      func() Event { return &SetHeat{} },
	"set_ammo":      func() Event { return &SetAmmo{} },
	"unjam":         func() Event { return &Unjam{} },
	"stealth":       func() Event { return &Stealth{} },
}

// EventTypes lists the JSON tags of every event type.
func EventTypes() []string {
	out := make([]string, 0, len(eventTypes))
	for k := range eventTypes {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

// MarshalEvent writes an event as a tagged JSON object.
func MarshalEvent(ev Event) ([]byte, error) {
	if ev == nil {
		return nil, fmt.Errorf("nil event")
	}
	if _, ok := eventTypes[ev.Type()]; !ok {
		return nil, fmt.Errorf("unknown event type %q", ev.Type())
	}
	if h, ok := ev.(*Hit); ok {
		if b, ok := h.appendJSON(nil); ok {
			return b, nil
		}
	}
	return marshalTagged(ev)
}

// marshalTagged is MarshalEvent's text of ev through encoding/json.
func marshalTagged(ev Event) ([]byte, error) {
	body, err := json.Marshal(ev)
	if err != nil {
		return nil, err
	}
	tag, _ := json.Marshal(ev.Type())
	out := []byte(`{"type":` + string(tag))
	if rest := bytes.TrimPrefix(body, []byte("{")); !bytes.Equal(rest, []byte("}")) {
		out = append(out, ',')
		out = append(out, rest...)
	} else {
		out = append(out, '}')
	}
	return out, nil
}

// UnmarshalEvent reads a tagged JSON object. Unknown types and unknown
// fields are errors, so a log never loses data silently.
func UnmarshalEvent(b []byte) (Event, error) {
	var fields map[string]json.RawMessage
	if err := json.Unmarshal(b, &fields); err != nil {
		return nil, fmt.Errorf("event: %w", err)
	}
	var typ string
	if raw, ok := fields["type"]; !ok {
		return nil, fmt.Errorf("event has no type (want one of %s)", strings.Join(EventTypes(), ", "))
	} else if err := json.Unmarshal(raw, &typ); err != nil {
		return nil, fmt.Errorf("event type: %w", err)
	}
	mk, ok := eventTypes[typ]
	if !ok {
		return nil, fmt.Errorf("unknown event type %q (want one of %s)", typ, strings.Join(EventTypes(), ", "))
	}
	delete(fields, "type")
	body, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	ev := mk()
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.DisallowUnknownFields()
	if err := dec.Decode(ev); err != nil {
		return nil, fmt.Errorf("%s event: %w", typ, err)
	}
	return ev, nil
}

// copyEvent returns an independent copy of an event, so the log never
// shares memory with the caller. It refuses an event that could not be
// saved: one holding a value whose text form cannot be written (an
// out-of-range enum), as json.Marshal would. The copy is made field by
// field (clone), far faster in a phone's wasm than a round trip through
// JSON, which matters on every tap (make bench, game); a hit, the event
// of most taps, copies itself without reflection (Hit.copy).
func copyEvent(ev Event) (Event, error) {
	if _, ok := eventTypes[ev.Type()]; !ok {
		return nil, fmt.Errorf("unknown event type %q", ev.Type())
	}
	if h, ok := ev.(*Hit); ok && h != nil {
		cp, err := h.copy()
		if err != nil {
			return nil, fmt.Errorf("%s event: %w", ev.Type(), err)
		}
		return cp, nil
	}
	cp, err := clone(reflect.ValueOf(ev))
	if err != nil {
		return nil, fmt.Errorf("%s event: %w", ev.Type(), err)
	}
	return cp.Interface().(Event), nil
}

var textMarshaler = reflect.TypeFor[encoding.TextMarshaler]()

// clone returns a deep copy of v: what pointers, slices and maps refer to
// is copied too. Events hold exported fields only (TestEventTypesCloneable).
// A value with a text form (encoding.TextMarshaler) must be able to write
// it.
func clone(v reflect.Value) (reflect.Value, error) {
	if v.Kind() != reflect.Pointer && v.Type().Implements(textMarshaler) {
		if _, err := v.Interface().(encoding.TextMarshaler).MarshalText(); err != nil {
			return v, err
		}
	}
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() {
			return v, nil
		}
		e, err := clone(v.Elem())
		if err != nil {
			return v, err
		}
		c := reflect.New(v.Type().Elem())
		c.Elem().Set(e)
		return c, nil
	case reflect.Slice:
		if v.IsNil() {
			return v, nil
		}
		c := reflect.MakeSlice(v.Type(), v.Len(), v.Len())
		for i := range v.Len() {
			e, err := clone(v.Index(i))
			if err != nil {
				return v, err
			}
			c.Index(i).Set(e)
		}
		return c, nil
	case reflect.Map:
		if v.IsNil() {
			return v, nil
		}
		c := reflect.MakeMapWithSize(v.Type(), v.Len())
		for it := v.MapRange(); it.Next(); {
			k, err := clone(it.Key())
			if err != nil {
				return v, err
			}
			e, err := clone(it.Value())
			if err != nil {
				return v, err
			}
			c.SetMapIndex(k, e)
		}
		return c, nil
	case reflect.Struct:
		c := reflect.New(v.Type()).Elem()
		c.Set(v)
		for i := range v.NumField() {
			if f := c.Field(i); f.CanSet() {
				e, err := clone(v.Field(i))
				if err != nil {
					return v, err
				}
				f.Set(e)
			}
		}
		return c, nil
	}
	return v, nil
}

// Log is an ordered list of events; in JSON, an array of tagged objects.
type Log []Event

// MarshalJSON writes the events as tagged objects.
func (l Log) MarshalJSON() ([]byte, error) {
	parts := make([]json.RawMessage, len(l))
	for i, ev := range l {
		b, err := MarshalEvent(ev)
		if err != nil {
			return nil, fmt.Errorf("event %d: %w", i+1, err)
		}
		parts[i] = b
	}
	return json.Marshal(parts)
}

// UnmarshalJSON reads an array of tagged objects.
func (l *Log) UnmarshalJSON(b []byte) error {
	var parts []json.RawMessage
	if err := json.Unmarshal(b, &parts); err != nil {
		return err
	}
	out := make(Log, len(parts))
	for i, p := range parts {
		ev, err := UnmarshalEvent(p)
		if err != nil {
			return fmt.Errorf("event %d: %w", i+1, err)
		}
		out[i] = ev
	}
	*l = out
	return nil
}
