package live

import (
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"net/netip"
	"strconv"
	"strings"
)

// Signal is what one phone must tell the other to open a WebRTC data
// channel with no server: the few lines of its session description that
// matter (ICE credentials, the DTLS fingerprint that ties the channel to
// this phone, its DTLS role and its host candidates). Compact writes it in
// about 140 characters, for a QR code; SDP writes the description back for
// the browser.
type Signal struct {
	Offer       bool       // an offer (the host's), else an answer
	Ufrag, Pwd  string     // ICE credentials
	Fingerprint [32]byte   // sha-256 of the phone's DTLS certificate
	Setup       string     // actpass, active or passive
	Candidates  []HostCand // host candidates only: no STUN, no TURN
}

// HostCand is one host candidate: an IP address or Chrome's mDNS name
// (a UUID followed by ".local"), and a UDP port.
type HostCand struct {
	Addr string
	Port uint16
}

var setups = []string{"actpass", "active", "passive"}

// ParseSDP reads the Signal out of a browser's session description.
func ParseSDP(sdp string, offer bool) (Signal, error) {
	s := Signal{Offer: offer}
	var fp bool
	for _, line := range strings.Split(sdp, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case strings.HasPrefix(line, "a=ice-ufrag:"):
			s.Ufrag = strings.TrimPrefix(line, "a=ice-ufrag:")
		case strings.HasPrefix(line, "a=ice-pwd:"):
			s.Pwd = strings.TrimPrefix(line, "a=ice-pwd:")
		case strings.HasPrefix(line, "a=setup:"):
			s.Setup = strings.TrimPrefix(line, "a=setup:")
		case strings.HasPrefix(line, "a=fingerprint:sha-256 "):
			b, err := hex.DecodeString(strings.ReplaceAll(strings.TrimPrefix(line, "a=fingerprint:sha-256 "), ":", ""))
			if err != nil || len(b) != 32 {
				return Signal{}, fmt.Errorf("reading the fingerprint %q", line)
			}
			copy(s.Fingerprint[:], b)
			fp = true
		case strings.HasPrefix(line, "a=candidate:"):
			// candidate:<foundation> <component> <proto> <priority> <addr> <port> typ <type> …
			f := strings.Fields(strings.TrimPrefix(line, "a=candidate:"))
			if len(f) < 8 || f[1] != "1" || !strings.EqualFold(f[2], "udp") || f[7] != "host" {
				continue // only UDP host candidates of the one component are used
			}
			port, err := strconv.ParseUint(f[5], 10, 16)
			if err != nil {
				return Signal{}, fmt.Errorf("reading the candidate %q: %w", line, err)
			}
			s.Candidates = append(s.Candidates, HostCand{Addr: f[4], Port: uint16(port)})
		}
	}
	if err := s.check(); err != nil {
		return Signal{}, err
	}
	if !fp {
		return Signal{}, errors.New("the description has no sha-256 fingerprint")
	}
	return s, nil
}

func (s Signal) check() error {
	if !iceChars(s.Ufrag) || !iceChars(s.Pwd) {
		return errors.New("the description has no ICE credentials, or ones with characters ICE does not use")
	}
	if indexOf(setups, s.Setup) < 0 {
		return fmt.Errorf("the description's DTLS role %q is unknown", s.Setup)
	}
	if len(s.Candidates) == 0 || len(s.Candidates) > 16 {
		return fmt.Errorf("the description has %d host candidates (1 to 16)", len(s.Candidates))
	}
	for _, c := range s.Candidates {
		if _, err := c.bytes(); err != nil {
			return err
		}
	}
	return nil
}

// iceChars reports whether s is 1 to 255 of ICE's ice-char (RFC 8839:
// letters, digits, "+" and "/"), so nothing else can slip into the
// description written from it.
func iceChars(s string) bool {
	if s == "" || len(s) > 255 {
		return false
	}
	for _, r := range s {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9' || r == '+' || r == '/') {
			return false
		}
	}
	return true
}

func indexOf(list []string, s string) int {
	for i, v := range list {
		if v == s {
			return i
		}
	}
	return -1
}

// Candidate address kinds in the compact form.
const (
	addrIPv4 = 4
	addrIPv6 = 6
	addrMDNS = 'm' // a UUID .local name, as 16 bytes
)

func (c HostCand) bytes() ([]byte, error) {
	var out []byte
	if name, ok := strings.CutSuffix(c.Addr, ".local"); ok {
		b, err := hex.DecodeString(strings.ReplaceAll(name, "-", ""))
		if err != nil || len(b) != 16 || len(name) != 36 {
			return nil, fmt.Errorf("the candidate address %q is not an mDNS name Lancemate can carry", c.Addr)
		}
		out = append([]byte{addrMDNS}, b...)
	} else {
		ip, err := netip.ParseAddr(c.Addr)
		if err != nil {
			return nil, fmt.Errorf("the candidate address %q: %w", c.Addr, err)
		}
		if ip.Is4() {
			a := ip.As4()
			out = append([]byte{addrIPv4}, a[:]...)
		} else {
			a := ip.As16()
			out = append([]byte{addrIPv6}, a[:]...)
		}
	}
	return binary.BigEndian.AppendUint16(out, c.Port), nil
}

// Compact writes s in a short URL-safe text: a version byte, the kind and
// DTLS role, the credentials, the fingerprint and the candidates, in
// unpadded base64url.
func (s Signal) Compact() (string, error) {
	if err := s.check(); err != nil {
		return "", err
	}
	flags := byte(indexOf(setups, s.Setup))
	if s.Offer {
		flags |= 0x80
	}
	b := []byte{1, flags, byte(len(s.Ufrag))}
	b = append(b, s.Ufrag...)
	b = append(b, byte(len(s.Pwd)))
	b = append(b, s.Pwd...)
	b = append(b, s.Fingerprint[:]...)
	b = append(b, byte(len(s.Candidates)))
	for _, c := range s.Candidates {
		cb, _ := c.bytes() // checked above
		b = append(b, cb...)
	}
	return base64.RawURLEncoding.EncodeToString(b), nil
}

// ReadCompact reads what Compact wrote, refusing anything else.
func ReadCompact(text string) (Signal, error) {
	if len(text) > 1024 {
		return Signal{}, errors.New("the code is too long to be a Lancemate table code")
	}
	b, err := base64.RawURLEncoding.DecodeString(text)
	if err != nil {
		return Signal{}, fmt.Errorf("the code is not a Lancemate table code: %w", err)
	}
	r := reader{b: b}
	if v := r.byte(); v != 1 {
		return Signal{}, fmt.Errorf("the code is of version %d; this Lancemate reads version 1", v)
	}
	flags := r.byte()
	s := Signal{Offer: flags&0x80 != 0}
	if i := int(flags & 0x7f); i < len(setups) {
		s.Setup = setups[i]
	}
	s.Ufrag = string(r.next(int(r.byte())))
	s.Pwd = string(r.next(int(r.byte())))
	copy(s.Fingerprint[:], r.next(32))
	for n := int(r.byte()); n > 0 && r.err == nil; n-- {
		var c HostCand
		switch kind := r.byte(); kind {
		case addrIPv4:
			a, _ := netip.AddrFromSlice(r.next(4))
			c.Addr = a.String()
		case addrIPv6:
			a, _ := netip.AddrFromSlice(r.next(16))
			c.Addr = a.String()
		case addrMDNS:
			h := hex.EncodeToString(r.next(16))
			if len(h) == 32 {
				c.Addr = h[:8] + "-" + h[8:12] + "-" + h[12:16] + "-" + h[16:20] + "-" + h[20:] + ".local"
			}
		default:
			r.err = fmt.Errorf("a candidate of unknown kind %d", kind)
		}
		c.Port = binary.BigEndian.Uint16(r.next(2))
		s.Candidates = append(s.Candidates, c)
	}
	if r.err == nil && r.pos != len(b) {
		r.err = errors.New("bytes after its end")
	}
	if r.err != nil {
		return Signal{}, fmt.Errorf("the code is damaged: %w", r.err)
	}
	if err := s.check(); err != nil {
		return Signal{}, fmt.Errorf("the code is damaged: %w", err)
	}
	return s, nil
}

// reader reads bytes, remembering the first time it ran short.
type reader struct {
	b   []byte
	pos int
	err error
}

func (r *reader) next(n int) []byte {
	if r.err != nil || r.pos+n > len(r.b) {
		r.err = errors.New("it ends too soon")
		return make([]byte, n)
	}
	out := r.b[r.pos : r.pos+n]
	r.pos += n
	return out
}

func (r *reader) byte() byte { return r.next(1)[0] }

// SDP writes s as a session description a browser takes for its one data
// channel (negotiated with id 0 on both sides).
func (s Signal) SDP() string {
	var b strings.Builder
	b.WriteString("v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\ns=-\r\nt=0 0\r\na=group:BUNDLE 0\r\na=msid-semantic: WMS\r\n")
	b.WriteString("m=application 9 UDP/DTLS/SCTP webrtc-datachannel\r\nc=IN IP4 0.0.0.0\r\n")
	for i, c := range s.Candidates {
		// Foundation and priority are this phone's to choose; earlier
		// candidates are preferred, as the browser listed them.
		fmt.Fprintf(&b, "a=candidate:%d 1 udp %d %s %d typ host generation 0\r\n", i+1, 2113937151-i, c.Addr, c.Port)
	}
	fmt.Fprintf(&b, "a=ice-ufrag:%s\r\na=ice-pwd:%s\r\n", s.Ufrag, s.Pwd)
	fp := make([]string, 32)
	for i, x := range s.Fingerprint {
		fp[i] = fmt.Sprintf("%02X", x)
	}
	fmt.Fprintf(&b, "a=fingerprint:sha-256 %s\r\na=setup:%s\r\na=mid:0\r\na=sctp-port:5000\r\na=max-message-size:262144\r\n", strings.Join(fp, ":"), s.Setup)
	return b.String()
}
