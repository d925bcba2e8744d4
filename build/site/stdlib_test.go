package site

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// stdProbe uses what the wasm reaches of the replaced packages: net/url's
// bracketed hosts (through net/netip and unique), netip's zones and their
// handles' equality, timers (time asks internal/godebug) and a setting's
// value.
const stdProbe = `package main

import (
	"fmt"
	"net/netip"
	"net/url"
	"time"
)

func main() {
	for _, s := range []string{"http://[fe80::1%25en0]:8080/x?a=1", "http://[::ffff:1.2.3.4]/", "http://[1.2.3.4]/",
		"http://[fe80::1%25]/", "http://a:b:c/", "https://host:80:81/", "mailto:x@y", "http://[zz]/", "/dials?id=7"} {
		u, err := url.Parse(s)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Println(u.Scheme, u.Host, u.Hostname(), u.Port(), u.Path, u.Query())
	}
	a, b := netip.MustParseAddr("fe80::1%eth0"), netip.MustParseAddr("fe80::1%eth0")
	c, d := netip.MustParseAddr("fe80::1%eth1"), netip.MustParseAddr("fe80::1")
	fmt.Println(a == b, a == c, a == d, a.Zone(), c.Zone(), d.Zone() == "", a.WithZone("") == d, d.WithZone("eth1") == c)
	fmt.Println(netip.MustParseAddr("1.2.3.4") == netip.AddrFrom4([4]byte{1, 2, 3, 4}), netip.MustParseAddr("::ffff:1.2.3.4").Unmap().Is4())
	t := time.NewTimer(time.Hour)
	fmt.Println(t.Stop(), t.Reset(time.Millisecond))
	<-t.C
	select {
	case <-time.After(time.Millisecond):
		fmt.Println("after")
	case <-time.After(time.Hour):
	}
	fmt.Println(len(fmt.Sprint(time.Date(2026, 11, 30, 6, 0, 0, 0, time.UTC))))
}
`

// TestStdReplacements runs a program that uses what the wasm reaches of
// stdReplacements, natively, with the reduced packages and with the
// standard ones: it must print the same. It fails when this Go no longer
// builds with them, so the wasm build's fallback is never silent in make
// test.
func TestStdReplacements(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program twice")
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module probe\n\ngo 1.26\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(stdProbe), 0o644); err != nil {
		t.Fatal(err)
	}
	overlay, err := writeStdOverlay(dir, t.TempDir())
	if err != nil {
		t.Fatal(err)
	}
	if overlay == "" {
		t.Fatal("this Go lacks a file that stdReplacements replaces: update build/site/stdlib.go")
	}
	run := func(flags ...string) string {
		cmd := exec.Command("go", append(append([]string{"run"}, flags...), ".")...)
		cmd.Dir = dir
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("go run %s: %v\n%s", strings.Join(flags, " "), err, out)
		}
		return string(out)
	}
	std, reduced := run(), run("-overlay="+overlay)
	if reduced != std {
		t.Errorf("with build/site's reduced packages the probe printed\n%s\nwith the standard ones\n%s", reduced, std)
	}
	if !strings.Contains(std, "fe80::1%en0") || !strings.Contains(std, "after") {
		t.Errorf("the probe did not run as written:\n%s", std)
	}
}
