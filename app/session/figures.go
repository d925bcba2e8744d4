package session

import (
	"lancemate/app/store"
	"lancemate/sheets/figures"
)

// FigureLibraryKey is the record of the player's Solaris 7 figure library:
// the Dials section keeps it (its figures and heat effects); the Stable
// offers its figures when a stable buys a 'Mech.
const FigureLibraryKey = store.NSDials + "set"

// FigureDraft is the figure library as stored. It is a set being edited,
// so it is saved and read without the set's validation (store.Validator):
// its problems are shown in the editor, never a reason to refuse the
// record.
type FigureDraft figures.Set

// FigureLibrary reads the figure library; it is empty when there is none
// yet (or storage is not open).
func FigureLibrary() (figures.Set, error) {
	var d FigureDraft
	if st := sess.store(); st != nil {
		if _, err := st.Load(FigureLibraryKey, &d); err != nil {
			return figures.Set{}, err
		}
	}
	return figures.Set(d), nil
}
