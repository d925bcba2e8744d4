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

// rendererCPU is the processor time the profile's renderer processes have
// used so far (user and system, from /proc): over a stretch of wall time,
// it tells a page that is busy from one that waits.
func rendererCPU(browserPID int) time.Duration {
	var ticks int64
	for _, p := range browser.Procs(browserPID) {
		if !p.Renderer {
			continue
		}
		b, err := os.ReadFile("/proc/" + strconv.Itoa(p.PID) + "/stat")
		if err != nil {
			continue
		}
		s := string(b)
		if i := strings.LastIndexByte(s, ')'); i >= 0 {
			// After the state: fields 4 on; utime and stime are 14 and 15.
			f := strings.Fields(s[i+2:])
			if len(f) > 12 {
				u, _ := strconv.ParseInt(f[11], 10, 64)
				st, _ := strconv.ParseInt(f[12], 10, 64)
				ticks += u + st
			}
		}
	}
	return time.Duration(ticks) * 10 * time.Millisecond // USER_HZ is 100
}
