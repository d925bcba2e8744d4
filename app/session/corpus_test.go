package session

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"lancemate/app/store"
)

// TestCorpusImportKeepsEveryDesign imports the shared corpus (every .mtf
// and .ssw file) in one batch, as a player picking the whole folder:
// every design a file makes is stored, none written over another (issue
// 17 counted 3,413 of 8,724 designs sharing a name), and each kept
// beside another is marked "(n)". It skips without ../shared.
func TestCorpusImportKeepsEveryDesign(t *testing.T) {
	root := "../../../shared/corpus"
	if _, err := os.Stat(root); err != nil {
		t.Skipf("shared corpus not present: %v", err)
	}
	s := testSession(t)
	batch := s.newImportBatch()
	files, designs, renamed := 0, 0, 0
	marked := regexp.MustCompile(` \(\d+\)$`)
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		n := strings.ToLower(p)
		if d.IsDir() || !(strings.HasSuffix(n, ".mtf") || strings.HasSuffix(n, ".ssw")) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		files++
		res := batch.File(filepath.Base(p), data)
		designs += len(res.Designs)
		renamed += len(res.Renamed)
		if len(res.Replaced) > 0 {
			t.Errorf("%s replaced %v within one import", p, res.Replaced)
		}
		for _, r := range res.Renamed {
			if !marked.MatchString(r) {
				t.Errorf("%s: %q kept beside another without a mark", p, r)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if stored := s.st.Count(store.NSDesigns); stored != designs || renamed == 0 {
		t.Errorf("%d files made %d designs (%d renamed); %d are stored", files, designs, renamed, stored)
	}
	t.Logf("%d files, %d designs, %d kept under a marked name", files, designs, renamed)
}
