package site

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"text/tabwriter"
)

// FirstLoadBudget is the most a first visit may download, in bytes: every
// precached file and the service worker at the encoding a browser gets
// (brotli where the site has a .br sibling). `make test` fails above it
// (TestFirstLoadBudget): the brief's ceiling.
const FirstLoadBudget = 1_900_000

// FirstLoadTarget is issue 36's lower budget, which `make bench` reports
// against. On 2026-11-29 issue 36's size work alone brought the first load
// to 1,787,549 bytes; merged with that round's live table and import
// work, 1,810,735.
const FirstLoadTarget = 1_800_000

// Scan reads the sizes of a site already built in dir: each file, and its
// .gz and .br siblings where they exist.
func Scan(dir string) (*Result, error) {
	precached, err := PrecacheList(dir)
	if err != nil {
		return nil, err
	}
	r := &Result{}
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !compressible(p) && filepath.Ext(p) != ".png" {
			return err
		}
		st, err := d.Info()
		if err != nil {
			return err
		}
		f := File{Path: urlPath(dir, p), Raw: st.Size(), Gzip: st.Size(), Brotli: st.Size(), Compress: compressible(p)}
		if s, err := os.Stat(p + ".gz"); err == nil {
			f.Gzip = s.Size()
		}
		if s, err := os.Stat(p + ".br"); err == nil {
			f.Brotli = s.Size()
		}
		_, f.Precached = precached[f.Path]
		r.Files = append(r.Files, f)
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("scanning %s: %w", dir, err)
	}
	sort.Slice(r.Files, func(i, j int) bool { return r.Files[i].Path < r.Files[j].Path })
	return r, nil
}

// FirstLoad is what a first visit downloads with brotli: every precached
// file plus the service worker, compressed where the server can.
func (r *Result) FirstLoad() (raw, gzip, brotli int64) {
	for _, f := range r.Files {
		if f.Precached || f.Path == "/app-worker.js" {
			raw, gzip, brotli = raw+f.Raw, gzip+f.Gzip, brotli+f.Brotli
		}
	}
	return raw, gzip, brotli
}

// File returns the entry for a URL path.
func (r *Result) File(path string) (File, bool) {
	for _, f := range r.Files {
		if f.Path == path {
			return f, true
		}
	}
	return File{}, false
}

// PrintSizes writes the size table of a build.
func (r *Result) PrintSizes(w io.Writer) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "file\traw\tgzip\tbrotli\tprecached\t")
	for _, f := range r.Files {
		pre := ""
		if f.Precached {
			pre = "yes"
		}
		fmt.Fprintf(tw, "%s\t%d\t%d\t%d\t%s\t\n", f.Path, f.Raw, f.Gzip, f.Brotli, pre)
	}
	raw, gz, br := r.FirstLoad()
	fmt.Fprintf(tw, "first load\t%d\t%d\t%d\t\t\n", raw, gz, br)
	tw.Flush()
	fmt.Fprintf(w, "version %s\n", r.Version)
}
