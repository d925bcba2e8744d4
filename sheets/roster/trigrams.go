package roster

// trigrams indexes texts by the three-byte sequences they hold, so that a
// search for a word of three bytes or more tests only the texts that hold
// the word's rarest sequence (Roster.Find) instead of scanning them all:
// with the whole corpus imported (8,776 designs) the scan was the largest
// part of a keystroke. Bytes are folded into 37 symbols (letters, digits,
// anything else), so a bucket may hold a text without the word; Find tests
// each candidate whole.
type trigrams struct {
	// The texts (by index, ascending, each once) that hold a sequence of
	// bucket b are list[start[b]:start[b+1]].
	start []int32
	list  []int32
}

// symbols is how many symbols gram folds a byte into.
const symbols = 37

// symbol folds a byte: a–z, 0–9, then everything else as one.
func symbol(c byte) int {
	switch {
	case 'a' <= c && c <= 'z':
		return int(c - 'a')
	case '0' <= c && c <= '9':
		return 26 + int(c-'0')
	}
	return 36
}

// gram is the bucket of the three bytes s[i:i+3].
func gram(s string, i int) int {
	return (symbol(s[i])*symbols+symbol(s[i+1]))*symbols + symbol(s[i+2])
}

// newTrigrams indexes texts in two passes: count each bucket's texts, then
// place them, so the index is two flat arrays.
func newTrigrams(texts []string) trigrams {
	const buckets = symbols * symbols * symbols
	start := make([]int32, buckets+1)
	last := make([]int32, buckets)
	forEach := func(f func(b int, k int32)) {
		for b := range last {
			last[b] = -1
		}
		for k, s := range texts {
			for i := 0; i+3 <= len(s); i++ {
				if b := gram(s, i); last[b] != int32(k) {
					last[b] = int32(k)
					f(b, int32(k))
				}
			}
		}
	}
	forEach(func(b int, _ int32) { start[b+1]++ })
	for b := 1; b <= buckets; b++ {
		start[b] += start[b-1]
	}
	list := make([]int32, start[buckets])
	next := make([]int32, buckets)
	copy(next, start)
	forEach(func(b int, k int32) {
		list[next[b]] = k
		next[b]++
	})
	return trigrams{start: start, list: list}
}

// candidates are the texts that may hold every word: those of the
// smallest bucket among the words' sequences, in order. ok is false when
// no word is three bytes long, and every text is a candidate.
func (t trigrams) candidates(words []string) (ks []int32, ok bool) {
	for _, w := range words {
		for i := 0; i+3 <= len(w); i++ {
			b := gram(w, i)
			if in := t.list[t.start[b]:t.start[b+1]]; !ok || len(in) < len(ks) {
				ks, ok = in, true
			}
		}
	}
	return ks, ok
}
