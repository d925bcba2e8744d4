// Package melee is the ledger engine of the Solaris Melee Challenge: the
// Fame, Character Points (CP) and C-bills of pilots over a day of arena
// play, under one of two rulesets chosen per event: Tournament 2.47
// (seed 001) and League 2.67 (seed 002).
//
// Every change is a journal event (package journal): awards recorded on
// the board, the Off Board Cycle (repairs, sales, abilities, 'Mech
// purchases), loans and Edge cards. Each event writes ledger entries that
// say who, what, why and which rule, with running balances, so undo, redo,
// preview, save and load come from the journal. The ruleset differences
// are data in a Ruleset value; where the seeds are silent the engine
// follows the rules digest's default and lists it in Notes.
package melee
