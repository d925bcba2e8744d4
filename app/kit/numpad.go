package kit

// NumPad writes number entry for key: the number held (v, "" for none)
// over a pad of the ten digits, a delete key and a clear key (data-act
// "pad", data-k key, data-v the digit, "back" or "clear"), each a full tap
// target. A number takes as many taps as it has digits and the phone's
// keyboard never covers the screen. PadPress applies a key.
func NumPad(w *Writer, key, label, v string) {
	shown := v
	if shown == "" {
		shown = "–"
	}
	w.F(`<div class="numpad" role="group" aria-labelledby="%s-lbl"><div class="padhead"><span class="steplabel" id="%[1]s-lbl">%s</span>`+
		`<output class="padval" id="%[1]s-val" aria-labelledby="%[1]s-lbl">%[3]s</output></div><div class="padkeys">`, key, label, shown)
	for _, k := range [...]string{"1", "2", "3", "4", "5", "back", "6", "7", "8", "9", "0", "clear"} {
		switch k {
		case "back":
			w.F(`<button class="pad" id="%s-pad-back" data-act="pad" data-k="%[1]s" data-v="back" aria-label="Delete a digit: %s">⌫</button>`, key, label)
		case "clear":
			w.F(`<button class="pad" id="%s-pad-clear" data-act="pad" data-k="%[1]s" data-v="clear" aria-label="Clear: %s">C</button>`, key, label)
		default:
			w.F(`<button class="pad" id="%s-pad-%s" data-act="pad" data-k="%[1]s" data-v="%[2]s">%[2]s</button>`, key, k)
		}
	}
	w.F(`</div></div>`)
}

// PadPress is the number v after a tap on the NumPad key k: a digit is
// added (a leading 0 replaced) while v has fewer than digits digits,
// "back" deletes the last one, "clear" empties it.
func PadPress(v, k string, digits int) string {
	switch {
	case k == "back":
		if v == "" {
			return v
		}
		return v[:len(v)-1]
	case k == "clear":
		return ""
	case len(k) != 1 || k[0] < '0' || k[0] > '9' || len(v) >= digits:
		return v
	case v == "0":
		return k
	}
	return v + k
}
