package session

import "lancemate/engine/game"

// Copy is a copy of the game in play (game.Game.Fork) to try events on
// before they are recorded: the game page resolves an attack shot by shot
// on it as the dice come in, so each roll's outcome shows before the whole
// attack is. The game in play never changes.
func (t *Table) Copy() *game.Game { return t.g.Fork() }

// Event is the event that was played, to read (never to change).
func (p *Played) Event() game.Event { return p.ev }
