// Package importer reads unit files of any supported kind: MegaMek .mtf
// and Solaris Skunk Werks .ssw files, and Lancemate's own design JSON. It
// chooses the reader by file name and content, for the import screen's
// "one or many files" and pasted text.
package importer

import (
	"bytes"
	"fmt"
	"path"
	"strings"

	"lancemate/sheets/design"
	"lancemate/sheets/mtf"
	"lancemate/sheets/ssw"
)

// Import reads one file: a .mtf or .ssw unit file, or a design in
// Lancemate's format (.json). A file name without a known extension (pasted
// text) is recognised by its content. It returns the designs the file
// holds (several for an OmniMech .ssw file), or an error naming the file,
// the line or element and what is wrong; errors.Is(err,
// design.ErrUnsupported) tells a unit Lancemate cannot play yet.
func Import(name string, data []byte) ([]design.Design, error) {
	if len(data) > design.MaxFileSize {
		return nil, fmt.Errorf("%s: file is %d bytes, more than the %d a unit file may have", name, len(data), design.MaxFileSize)
	}
	switch kind(name, data) {
	case "mtf":
		d, err := mtf.Parse(name, data)
		if err != nil {
			return nil, err
		}
		return []design.Design{d}, nil
	case "ssw":
		return ssw.Parse(name, data)
	case "json":
		d, err := design.Load(data)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", name, err)
		}
		return []design.Design{d}, nil
	}
	return nil, fmt.Errorf("%s: not a .mtf, .ssw or Lancemate design file", name)
}

func kind(name string, data []byte) string {
	switch strings.ToLower(path.Ext(name)) {
	case ".mtf":
		return "mtf"
	case ".ssw":
		return "ssw"
	case ".json":
		return "json"
	}
	head := bytes.TrimSpace(data[:min(len(data), 512)])
	switch {
	case bytes.HasPrefix(head, []byte("{")):
		return "json"
	case bytes.HasPrefix(head, []byte("<")):
		return "ssw"
	case bytes.Contains(bytes.ToLower(head), []byte("chassis:")):
		return "mtf"
	}
	return ""
}
