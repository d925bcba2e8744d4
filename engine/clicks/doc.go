// Package clicks is the rules engine for the match side of the Solaris 7
// click-miniatures variant (seed 000): figures with a combat dial and a heat
// dial, the dial tracker, turns and actions, attack and piloting rolls,
// injuries, in-match fame, elimination stones and placement.
//
// A match is a Match state built by events through lancemate/engine/journal
// (NewJournal). Events carry the faces of the dice they use, never a random
// source: when an event's dice run out, Apply fails with a *NeedDice naming
// the roll the rules ask for next; Fill completes the dice from a
// dice.Source, or the player types the faces of physical dice (AddDice).
//
// Rules are cited as 000 Lx-y (seed 000, line numbers); where the seed is
// silent or contradicts itself the engine follows the digest's default and
// lists it in Notes.
package clicks
