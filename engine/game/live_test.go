package game

import (
	"reflect"
	"testing"

	"lancemate/engine/classic"
	"lancemate/engine/live"
)

// Two phones share a game: the guest's hit, checked by the host's game,
// reaches both, and both games end in the same state; a hit on a unit
// that is not in the game is refused at the host and applied nowhere.
func TestSharedGame(t *testing.T) {
	hostGame, guestGame := &Shared{Game: New()}, &Shared{Game: New()}
	host, _ := live.New("host", "g", hostGame, nil)
	host.Host("secret", nil)
	guest, _ := live.New("amy", "g", guestGame, nil)
	nodes := map[live.PeerID]*live.Node{"host": host, "amy": guest}
	// send delivers out, sent by from, and whatever it leads to, in order.
	send := func(from live.PeerID, out []live.Send) {
		t.Helper()
		type msg struct {
			from live.PeerID
			live.Send
		}
		var queue []msg
		for _, s := range out {
			queue = append(queue, msg{from, s})
		}
		for len(queue) > 0 {
			m := queue[0]
			queue = queue[1:]
			more, err := nodes[m.To].Receive(m.from, m.Data)
			if err != nil {
				t.Fatal(err)
			}
			for _, s := range more {
				queue = append(queue, msg{m.To, s})
			}
		}
	}
	send("amy", guest.Join("host", "secret"))
	add, err := Op(&AddUnit{ID: "hbk", Design: loadDesign(t, "hunchback"), Pilot: Pilot{Name: "Ann", Gunnery: 4, Piloting: 5}})
	if err != nil {
		t.Fatal(err)
	}
	_, out, err := host.Do(add)
	if err != nil {
		t.Fatal(err)
	}
	send("host", out)
	loc := classic.CenterTorso
	hit, _ := Op(&Hit{Unit: "hbk", Loc: &loc, Damage: 5})
	_, out, _ = guest.Do(hit)
	send("amy", out)
	bad, _ := Op(&Hit{Unit: "nobody", Loc: &loc, Damage: 5})
	id, out, _ := guest.Do(bad)
	send("amy", out)
	if r := guest.Refusals(); len(r) != 1 || r[0].ID != id {
		t.Errorf("refusals %+v, want the hit on a unit not in the game", r)
	}
	if host.Len() != 2 || guest.Hash() != host.Hash() {
		t.Fatalf("the host holds %d entries; the guest's log is the same: %v", host.Len(), guest.Hash() == host.Hash())
	}
	replayed := &Shared{Game: New()}
	for _, e := range host.Log() {
		if err := replayed.Apply(e.Op); err != nil {
			t.Fatal(err)
		}
	}
	got, want := guestGame.Game.View().Units, replayed.Game.View().Units
	if len(got) != 1 || !reflect.DeepEqual(got, want) {
		t.Errorf("the guest's units %+v differ from the host's log replayed alone %+v", got, want)
	}
	if !reflect.DeepEqual(hostGame.Game.View().Units, want) {
		t.Error("the host's game differs from its own log replayed")
	}
}
