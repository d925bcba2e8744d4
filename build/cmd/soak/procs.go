package main

import (
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"

	"lancemate/build/browser"
)

// killAll kills the browser process and every other process of the
// profile's Chromium (procs, listed beforehand so that the kill comes on
// time) at once, with SIGKILL, as the system does to a browser it needs
// the memory of: nothing runs after it, no handler, no flush. It returns
// the time of the kill and waits until they are gone.
func killAll(browserPID int, procs []browser.Proc) time.Time {
	at := time.Now()
	syscall.Kill(browserPID, syscall.SIGKILL)
	for _, p := range procs {
		syscall.Kill(p.PID, syscall.SIGKILL)
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		alive := false
		for _, p := range append(procs, browser.Proc{PID: browserPID}) {
			if running(p.PID) {
				alive = true
			}
		}
		if !alive {
			break
		}
		time.Sleep(5 * time.Millisecond)
	}
	return at
}

// running reports whether pid is a live process (not a zombie).
func running(pid int) bool {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat")
	if err != nil {
		return false
	}
	// The state follows the command name in parentheses.
	s := string(b)
	if i := strings.LastIndexByte(s, ')'); i >= 0 && i+2 < len(s) {
		return s[i+2] != 'Z' && s[i+2] != 'X'
	}
	return true
}

// rendererMemory is the resident memory of the profile's renderer
// processes now and their peak (VmRSS and VmHWM, the largest of each), in
// bytes: the page, its wasm and its JavaScript heap.
func rendererMemory(browserPID int) (rss, peak int64) {
	for _, p := range browser.Procs(browserPID) {
		if !p.Renderer {
			continue
		}
		b, err := os.ReadFile("/proc/" + strconv.Itoa(p.PID) + "/status")
		if err != nil {
			continue
		}
		for _, line := range strings.Split(string(b), "\n") {
			name, v, ok := strings.Cut(line, ":")
			if !ok || (name != "VmRSS" && name != "VmHWM") {
				continue
			}
			kb, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(v), " kB"), 10, 64)
			if name == "VmRSS" {
				rss = max(rss, kb<<10)
			} else {
				peak = max(peak, kb<<10)
			}
		}
	}
	return rss, peak
}
