package store

// The browser database: its name, version and one object store of text
// records under string keys.
const (
	DBName      = "lancemate"
	dbVersion   = 1
	objectStore = "records"
)
