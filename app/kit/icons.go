package kit

// Inline SVG icons (no remote files): 24×24 strokes in currentColor.
var iconPaths = map[string]string{
	"home":     `<rect x="4" y="4" width="7" height="7" rx="1.5"/><rect x="13" y="4" width="7" height="7" rx="1.5"/><rect x="4" y="13" width="7" height="7" rx="1.5"/><rect x="13" y="13" width="7" height="7" rx="1.5"/>`,
	"game":     `<path d="M12 3l7 4v6c0 4-3 7-7 8-4-1-7-4-7-8V7z"/><path d="M9 12l2 2 4-4"/>`,
	"stable":   `<path d="M3 11l9-7 9 7"/><path d="M5 10v10h14V10"/><path d="M10 20v-6h4v6"/>`,
	"sheets":   `<rect x="5" y="3" width="14" height="18" rx="2"/><path d="M9 8h6M9 12h6M9 16h3"/>`,
	"dials":    `<circle cx="12" cy="12" r="8"/><path d="M12 12l4-4M12 4v2M20 12h-2M12 20v-2M4 12h2"/>`,
	"ledger":   `<path d="M4 19V5h12l4 4v10z"/><path d="M8 10h8M8 14h8M8 17h5"/>`,
	"meks":     `<rect x="3" y="5" width="12" height="15" rx="2"/><path d="M9 3h10a2 2 0 0 1 2 2v13"/>`,
	"dice":     `<rect x="4" y="4" width="16" height="16" rx="3"/><circle cx="9" cy="9" r="1.2"/><circle cx="15" cy="15" r="1.2"/><circle cx="15" cy="9" r="1.2"/><circle cx="9" cy="15" r="1.2"/>`,
	"settings": `<circle cx="12" cy="12" r="3"/><path d="M12 2v3M12 19v3M4.2 4.2l2.1 2.1M17.7 17.7l2.1 2.1M2 12h3M19 12h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1"/>`,
}

// Icon is the inline SVG icon of the given name.
func Icon(name string) HTML {
	return HTML(`<svg class="icon" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">` + iconPaths[name] + `</svg>`)
}
