package browser

import (
	"bytes"
	"os"
	"strconv"
	"strings"
)

// Proc is one process of a running Chromium.
type Proc struct {
	PID      int
	Renderer bool
}

// Procs lists the processes the browser process started and theirs
// (zygotes, renderers, the GPU process, the network and storage services:
// IndexedDB runs in the storage service), read from /proc. A renderer's
// command line is rewritten by the zygote as one string, so it is searched,
// not split.
func Procs(browserPID int) []Proc {
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
	var out []Proc
	for pid := range parent {
		for q := parent[pid]; q > 1; q = parent[q] {
			if q == browserPID {
				cmd, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/cmdline")
				out = append(out, Proc{PID: pid, Renderer: bytes.Contains(cmd, []byte("--type=renderer"))})
				break
			}
		}
	}
	return out
}
