package main

import (
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// defaultAnchor is where the go-app hello world lives beside the
// repository: the floor every go-app v10 app starts from.
const defaultAnchor = "../shared/anchors/goapp-hello"

// buildAnchor builds the go-app hello world whose sources are in src (its
// own module) the way its README says, writing only to a new temporary
// folder: the wasm and the static site go there, the sources are read
// where they are. It returns the site's folder; remove removes it all.
func buildAnchor(src string) (dist string, remove func(), err error) {
	if _, err := os.Stat(filepath.Join(src, "go.mod")); err != nil {
		return "", nil, fmt.Errorf("no go-app hello world in %s", src)
	}
	tmp, err := os.MkdirTemp("", "lancemate-anchor-")
	if err != nil {
		return "", nil, err
	}
	remove = func() { os.RemoveAll(tmp) }
	dist = filepath.Join(tmp, "dist")
	wasm := filepath.Join(tmp, "app.wasm")
	steps := []struct {
		env  []string
		args []string
	}{
		{[]string{"GOOS=js", "GOARCH=wasm"}, []string{"build", "-trimpath", "-ldflags=-s -w", "-o", wasm, "./cmd/app"}},
		{[]string{"APP_VERSION=v1"}, []string{"run", "./cmd/app", "static", dist}},
	}
	run := func(env, args []string) error {
		cmd := exec.Command("go", args...)
		cmd.Dir = src
		cmd.Env = append(os.Environ(), env...)
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("go %s (in %s): %w\n%s", strings.Join(args, " "), src, err, out)
		}
		return nil
	}
	for _, s := range steps {
		if err := run(s.env, s.args); err != nil {
			remove()
			return "", nil, err
		}
	}
	// cp -r web/. DIST/web/, with the wasm built outside the sources.
	if err := copyFiles(filepath.Join(src, "web"), filepath.Join(dist, "web")); err == nil {
		err = copyFiles(wasm, filepath.Join(dist, "web", "app.wasm"))
	}
	if err == nil {
		err = run(nil, []string{"run", "./tools/minifydist", dist})
	}
	if err == nil {
		err = run(nil, []string{"run", "./tools/precompress", dist})
	}
	if err != nil {
		remove()
		return "", nil, err
	}
	return dist, remove, nil
}

// copyFiles copies a file, or a folder's files, to dst.
func copyFiles(src, dst string) error {
	return filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		target := filepath.Join(dst, rel)
		if d.IsDir() {
			return os.MkdirAll(target, 0o755)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		return os.WriteFile(target, b, 0o644)
	})
}
