// Package stable is the campaign ledger of MechWarrior: Solaris 7 (seed
// 000): a stable's stones, pilots (fame, experience, skills, injuries),
// Mechs (value, class, damage, equipment, modifications) and facilities,
// for the Basic, Standard and Advanced games (000 L714-931).
//
// Every change is an event in a journal (lancemate/engine/journal), so
// undo, redo, saving and loading are one mechanism, and every event writes
// history entries naming who, what, why and the seed lines it follows,
// with running balances. Dice results are stored in events; FillRolls
// fills missing ones from a dice.Source. Tables the seed lacks (league
// payouts, experience per match) are Settings with visible defaults, and
// every interpretation is a Note.
package stable
