package main

import (
	"bytes"
	"os"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// chromeProc is one process of a running Chromium.
type chromeProc struct {
	pid      int
	renderer bool
}

// chromeProcs lists the processes the browser process started and theirs
// (zygotes, renderers, the GPU process, the network and storage services:
// IndexedDB runs in the storage service), read from /proc. A renderer's
// command line is rewritten by the zygote as one string, so it is searched,
// not split.
func chromeProcs(browserPID int) []chromeProc {
	entries, _ := os.ReadDir("/proc")
	parent := map[int]int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid …: the command name may hold spaces.
		s := string(b)
		if i := strings.LastIndexByte(s, ')'); i >= 0 {
			if f := strings.Fields(s[i+1:]); len(f) > 1 {
				parent[pid], _ = strconv.Atoi(f[1])
			}
		}
	}
	var out []chromeProc
	for pid := range parent {
		for q := parent[pid]; q > 1; q = parent[q] {
			if q == browserPID {
				cmd, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
				out = append(out, chromeProc{pid: pid, renderer: bytes.Contains(cmd, []byte("--type=renderer"))})
				break
			}
		}
	}
	return out
}

// killAll kills the browser process and every other process of the
// profile's Chromium (procs, listed beforehand so that the kill comes on
// time) at once, with SIGKILL, as the system does to a browser it needs
// the memory of: nothing runs after it, no handler, no flush. It returns
// the time of the kill and waits until they are gone.
func killAll(browserPID int, procs []chromeProc) time.Time {
	at := time.Now()
	syscall.Kill(browserPID, syscall.SIGKILL)
	for _, p := range procs {
		syscall.Kill(p.pid, syscall.SIGKILL)
	}
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		alive := false
		for _, p := range append(procs, chromeProc{pid: browserPID}) {
			if running(p.pid) {
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
	for _, p := range chromeProcs(browserPID) {
		if !p.renderer {
			continue
		}
		b, err := os.ReadFile("/proc/" + strconv.Itoa(p.pid) + "/status")
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
