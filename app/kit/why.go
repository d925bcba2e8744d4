package kit

// Why writes a "Why?" disclosure: the reason behind a line (the seed
// lines, the reading the app takes where the rules are silent) kept out of
// the main line and shown on a tap. id may be "".
func Why(w *Writer, id, text string) {
	if id == "" {
		w.F(`<details class="why"><summary>Why?</summary><p class="small">%s</p></details>`, text)
		return
	}
	w.F(`<details class="why" id="%s"><summary>Why?</summary><p class="small">%s</p></details>`, id, text)
}
