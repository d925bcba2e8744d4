package dice

import (
	"encoding/binary"
	mrand "math/rand/v2"
)

// Source yields uniformly distributed integers in [0, n). It is the only
// door through which randomness enters the engine.
type Source interface {
	Intn(n int) int
}

// Seeded returns a reproducible source for tests and replays.
func Seeded(seed uint64) Source {
	return seeded{mrand.New(mrand.NewPCG(seed, seed^0x9e3779b97f4a7c15))}
}

type seeded struct{ r *mrand.Rand }

func (s seeded) Intn(n int) int { return s.r.IntN(n) }

// Entropy returns a source backed by a cryptographic generator that fills
// byte slices: crypto.getRandomValues in the browser, crypto/rand natively.
// The generator is passed in so that this package imports no crypto code
// (crypto/rand would add its FIPS generator to the wasm download).
func Entropy(fill func([]byte)) Source { return entropySource{mrand.New(entropyBits(fill))} }

type entropyBits func([]byte)

func (f entropyBits) Uint64() uint64 {
	var b [8]byte
	f(b[:])
	return binary.LittleEndian.Uint64(b[:])
}

type entropySource struct{ r *mrand.Rand }

func (c entropySource) Intn(n int) int { return c.r.IntN(n) }

// Script returns a source that yields the given die faces in order, for
// tests and scenario files: with it, a roll of 2D6 takes the next two faces.
// Each face must fit the die it is used for; a face out of range, or running
// out of faces, panics, because a scenario that asks for more dice than it
// scripted is a broken test.
func Script(faces ...int) Source { return &script{faces: faces} }

type script struct {
	faces []int
	next  int
}

func (s *script) Intn(n int) int {
	if s.next >= len(s.faces) {
		panic("dice.Script: ran out of scripted faces")
	}
	f := s.faces[s.next]
	s.next++
	if f < 1 || f > n {
		panic("dice.Script: scripted face out of range for the die")
	}
	return f - 1
}
