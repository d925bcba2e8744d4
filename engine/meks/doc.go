// Package meks is the rules engine of the Meks solo card game (seed 004):
// a squad of Meks with pilots and attachments goes on missions, fights the
// foes of the Foe deck round by round in four range steps, is paid and
// repaired. A campaign is a State plus a journal of serialisable events
// (see Registry and NewJournal); every die result and every drawn card is
// stored in the events, and Fill rolls or draws what the player left out.
//
// The engine knows no card texts of its own: the decks, attachments and
// pilot skills arrive as Defs in the Start event (lancemate/sheets/meks
// ships the seed's cards and editable defaults).
package meks
