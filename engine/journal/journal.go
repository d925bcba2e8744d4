// Package journal keeps a state as the fold of a log of serialisable
// events, so undo, redo, replay and saving are one mechanism. The game
// engines (dials, card game, ledgers) each define a state type and their
// events; a Journal applies them and a Registry reads and writes them as
// JSON objects with a "type" field.
package journal

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
)

// Event is one change to a state S. Apply validates the change and makes
// it; on error the journal discards the half-changed copy of the state.
type Event[S any] interface {
	// Type is the event's name in the log ("buy_mech").
	Type() string
	// Apply changes s, or says why it cannot.
	Apply(s *S) error
}

// Registry maps event type names to constructors for reading logs back.
type Registry[S any] struct {
	makers map[string]func() Event[S]
}

// Register makes events of type name readable; mk returns a pointer to a
// zero event. Registering a name twice panics: it is a programming error.
func (r *Registry[S]) Register(mk func() Event[S]) {
	if r.makers == nil {
		r.makers = map[string]func() Event[S]{}
	}
	name := mk().Type()
	if _, dup := r.makers[name]; dup {
		panic("journal: event type registered twice: " + name)
	}
	r.makers[name] = mk
}

// Types lists the registered event type names, sorted.
func (r *Registry[S]) Types() []string {
	out := make([]string, 0, len(r.makers))
	for k := range r.makers {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// Marshal writes ev as a JSON object whose first field is "type".
func (r *Registry[S]) Marshal(ev Event[S]) ([]byte, error) {
	body, err := json.Marshal(ev)
	if err != nil {
		return nil, fmt.Errorf("journal: writing %s event: %w", ev.Type(), err)
	}
	if len(body) < 2 || body[0] != '{' {
		return nil, fmt.Errorf("journal: %s event is not a JSON object", ev.Type())
	}
	head, _ := json.Marshal(ev.Type())
	out := append([]byte(`{"type":`), head...)
	if rest := bytes.TrimSpace(body[1:]); len(rest) > 1 {
		out = append(out, ',')
	}
	return append(out, body[1:]...), nil
}

// Unmarshal reads an event written by Marshal.
func (r *Registry[S]) Unmarshal(b []byte) (Event[S], error) {
	var head struct {
		Type string `json:"type"`
	}
	if err := json.Unmarshal(b, &head); err != nil {
		return nil, fmt.Errorf("journal: reading event: %w", err)
	}
	mk, ok := r.makers[head.Type]
	if !ok {
		return nil, fmt.Errorf("journal: unknown event type %q", head.Type)
	}
	ev := mk()
	if err := json.Unmarshal(b, ev); err != nil {
		return nil, fmt.Errorf("journal: reading %s event: %w", head.Type, err)
	}
	return ev, nil
}

// Journal is a state and the events that built it.
type Journal[S any] struct {
	reg   *Registry[S]
	init  func() S
	clone func(S) S
	state S
	log   []Event[S]
	redo  []Event[S]
}

// New starts a journal at init(). clone must return a deep copy of a
// state; nil means a JSON round trip, which suits states made of plain
// exported fields.
func New[S any](reg *Registry[S], init func() S, clone func(S) S) *Journal[S] {
	if clone == nil {
		clone = jsonClone[S]
	}
	return &Journal[S]{reg: reg, init: init, clone: clone, state: init()}
}

func jsonClone[S any](s S) S {
	b, err := json.Marshal(s)
	if err != nil {
		panic("journal: state cannot be copied: " + err.Error())
	}
	var out S
	if err := json.Unmarshal(b, &out); err != nil {
		panic("journal: state cannot be copied: " + err.Error())
	}
	return out
}

// State returns a copy of the current state.
func (j *Journal[S]) State() S { return j.clone(j.state) }

// Peek returns the current state without copying it; the caller must not
// change it.
func (j *Journal[S]) Peek() *S { return &j.state }

// Len is the number of events applied.
func (j *Journal[S]) Len() int { return len(j.log) }

// Log returns the events applied so far, oldest first.
func (j *Journal[S]) Log() []Event[S] { return append([]Event[S](nil), j.log...) }

// Try applies ev to a copy of the state and returns that copy, leaving the
// journal unchanged: a preview of what the event would do.
func (j *Journal[S]) Try(ev Event[S]) (S, error) {
	next, _, err := j.try(ev)
	return next, err
}

func (j *Journal[S]) try(ev Event[S]) (S, Event[S], error) {
	var zero S
	if ev == nil {
		return zero, nil, fmt.Errorf("journal: nil event")
	}
	// The stored event is a copy read back from JSON, so what is kept is
	// exactly what a saved log replays.
	b, err := j.reg.Marshal(ev)
	if err != nil {
		return zero, nil, err
	}
	stored, err := j.reg.Unmarshal(b)
	if err != nil {
		return zero, nil, err
	}
	next := j.clone(j.state)
	if err := stored.Apply(&next); err != nil {
		return zero, nil, err
	}
	return next, stored, nil
}

// Apply validates ev and applies it. On error the journal is unchanged.
// Applying an event clears the redo list.
func (j *Journal[S]) Apply(ev Event[S]) error {
	next, stored, err := j.try(ev)
	if err != nil {
		return err
	}
	j.state, j.log, j.redo = next, append(j.log, stored), nil
	return nil
}

// CanUndo reports whether there is an event to undo.
func (j *Journal[S]) CanUndo() bool { return len(j.log) > 0 }

// CanRedo reports whether an undone event can be applied again.
func (j *Journal[S]) CanRedo() bool { return len(j.redo) > 0 }

// Undo takes back the last event: the state is rebuilt from the log
// without it, so it is exactly the state before that event.
func (j *Journal[S]) Undo() error {
	if len(j.log) == 0 {
		return fmt.Errorf("nothing to undo")
	}
	s, err := j.fold(j.log[:len(j.log)-1])
	if err != nil {
		return fmt.Errorf("undo: %w", err)
	}
	j.redo = append(j.redo, j.log[len(j.log)-1])
	j.state, j.log = s, j.log[:len(j.log)-1]
	return nil
}

// Redo applies the last undone event again.
func (j *Journal[S]) Redo() error {
	if len(j.redo) == 0 {
		return fmt.Errorf("nothing to redo")
	}
	redo := j.redo[:len(j.redo)-1]
	if err := j.Apply(j.redo[len(j.redo)-1]); err != nil {
		return fmt.Errorf("redo: %w", err)
	}
	j.redo = redo
	return nil
}

func (j *Journal[S]) fold(log []Event[S]) (S, error) {
	s := j.init()
	for i, ev := range log {
		if err := ev.Apply(&s); err != nil {
			return s, fmt.Errorf("event %d (%s): %w", i+1, ev.Type(), err)
		}
	}
	return s, nil
}

// saved is the JSON form of a journal: the log and the redo list.
type saved struct {
	Log  []json.RawMessage `json:"log"`
	Redo []json.RawMessage `json:"redo,omitempty"`
}

// MarshalJSON writes the log and the redo list, so redo survives a reload.
func (j *Journal[S]) MarshalJSON() ([]byte, error) {
	var out saved
	for _, list := range []struct {
		evs []Event[S]
		to  *[]json.RawMessage
	}{{j.log, &out.Log}, {j.redo, &out.Redo}} {
		*list.to = make([]json.RawMessage, 0, len(list.evs))
		for _, ev := range list.evs {
			b, err := j.reg.Marshal(ev)
			if err != nil {
				return nil, err
			}
			*list.to = append(*list.to, b)
		}
	}
	return json.Marshal(out)
}

// Load replaces the journal's contents with a saved one, replaying every
// event. On error the journal is unchanged and the error names the event.
func (j *Journal[S]) Load(b []byte) error {
	var in saved
	if err := json.Unmarshal(b, &in); err != nil {
		return fmt.Errorf("journal: reading saved log: %w", err)
	}
	read := func(raw []json.RawMessage, what string) ([]Event[S], error) {
		out := make([]Event[S], 0, len(raw))
		for i, r := range raw {
			ev, err := j.reg.Unmarshal(r)
			if err != nil {
				return nil, fmt.Errorf("%s event %d: %w", what, i+1, err)
			}
			out = append(out, ev)
		}
		return out, nil
	}
	log, err := read(in.Log, "log")
	if err != nil {
		return err
	}
	redo, err := read(in.Redo, "redo")
	if err != nil {
		return err
	}
	s, err := j.fold(log)
	if err != nil {
		return fmt.Errorf("journal: replaying saved log: %w", err)
	}
	j.state, j.log, j.redo = s, log, redo
	return nil
}
