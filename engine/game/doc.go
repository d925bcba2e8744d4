// Package game holds a classic BattleTech game in play: the 'Mechs with
// their armor, structure, critical slots, heat and pilots, and an ordered
// log of serialisable events. The state is the fold of the log: Apply
// validates an event and applies it, Undo and Redo move along the log, and
// Replay rebuilds a game from a saved log, all by the same mechanism, so a
// game is exactly reproducible.
//
// Events carry the results of the dice, never a random source: an event that
// needs rolls while it is resolved (critical hits, hit locations of a fall,
// slot selection) holds them in its Rolls tape, consumed in order. When the
// tape runs short Apply fails with a *NeedRoll error naming the roll it
// needs, so a player can roll physical dice and try again; Game.Fill rolls
// the missing dice from a dice.Source instead.
//
// Rules follow the BattleMech Manual (seed 003); comments cite its lines as
// 003 Lx-y. Where the seed is silent or contradicts itself the package
// follows the defaults of the engineering digest (section 16) and exposes
// the choice as a Note the UI can show (Notes).
package game
