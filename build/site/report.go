package site

import (
	"fmt"
	"io"
	"text/tabwriter"
)

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
