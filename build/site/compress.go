package site

import (
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"sort"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// compressible reports whether a file is worth compressing (images are
// already compressed).
func compressible(path string) bool {
	switch filepath.Ext(path) {
	case ".png", ".jpg", ".webp", ".br", ".gz":
		return false
	}
	return true
}

// compressDir writes .br (quality 11) and .gz (level 9) siblings of every
// compressible file under dir, reusing results from cache when the input
// bytes are the same, and returns every file's sizes.
func compressDir(dir, cache string) ([]File, error) {
	paths, err := listFiles(dir)
	if err != nil {
		return nil, err
	}
	files := make([]File, len(paths))
	errs := make([]error, len(paths))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.NumCPU())
	for i, p := range paths {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			files[i], errs[i] = compressFile(dir, p, cache)
		}()
	}
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return nil, err
		}
	}
	sort.Slice(files, func(i, j int) bool { return files[i].Path < files[j].Path })
	return files, nil
}

// urlPath maps a file of the site to the URL that serves it.
func urlPath(dir, p string) string {
	rel, _ := filepath.Rel(dir, p)
	u := "/" + filepath.ToSlash(rel)
	if u == "/index.html" {
		return "/"
	}
	return strings.TrimSuffix(u, ".html")
}

func compressFile(dir, p, cache string) (File, error) {
	in, err := os.ReadFile(p)
	if err != nil {
		return File{}, err
	}
	f := File{Path: urlPath(dir, p), Raw: int64(len(in)), Gzip: int64(len(in)), Brotli: int64(len(in))}
	if !compressible(p) {
		return f, nil
	}
	f.Compress = true
	sum := sha256.Sum256(in)
	key := hex.EncodeToString(sum[:])
	for _, enc := range []struct {
		ext   string
		cache string // suffix of the cached copy; names the settings
		size  *int64
		fn    func([]byte) ([]byte, error)
	}{{".br", brotliCacheSuffix, &f.Brotli, brotliBytes}, {".gz", ".gz", &f.Gzip, gzipBytes}} {
		out, err := cached(cache, key+enc.cache, func() ([]byte, error) { return enc.fn(in) })
		if err != nil {
			return File{}, fmt.Errorf("compressing %s: %w", p, err)
		}
		if err := os.WriteFile(p+enc.ext, out, 0o644); err != nil {
			return File{}, err
		}
		*enc.size = int64(len(out))
	}
	return f, nil
}

// Brotli compresses in as the site does (.br siblings), reusing a result
// from cache (a folder; may be empty) when the same bytes were compressed
// before.
func Brotli(in []byte, cache string) ([]byte, error) {
	sum := sha256.Sum256(in)
	return cached(cache, hex.EncodeToString(sum[:])+brotliCacheSuffix, func() ([]byte, error) { return brotliBytes(in) })
}

// brotliCacheSuffix names the settings of brotliBytes in the cache.
const brotliCacheSuffix = ".q11w24.br"

func cached(cache, name string, make func() ([]byte, error)) ([]byte, error) {
	if cache != "" {
		if b, err := os.ReadFile(filepath.Join(cache, name)); err == nil {
			return b, nil
		}
	}
	b, err := make()
	if err != nil {
		return nil, err
	}
	if cache != "" {
		if err := os.MkdirAll(cache, 0o755); err == nil {
			os.WriteFile(filepath.Join(cache, name), b, 0o644)
		}
	}
	return b, nil
}

// brotliBytes compresses at the best quality with the largest window of
// standard brotli (16 MiB, RFC 7932 §9.1): app.wasm is over 4 MiB, and
// letting it refer back across the whole file saves about 1.5% over the
// default 4 MiB window. Every browser decodes it.
func brotliBytes(in []byte) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterOptions(&buf, brotli.WriterOptions{Quality: brotli.BestCompression, LGWin: 24})
	if _, err := w.Write(in); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func gzipBytes(in []byte) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(in); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
