package store

import "strconv"

// The browser database: its name, version and one object store of text
// records under string keys.
const (
	DBName      = "lancemate"
	dbVersion   = 1
	objectStore = "records"
)

// OpenEarlyJS is a script for the page head: it starts opening the
// database (creating it on a first visit) while app.wasm is still
// downloading and compiling, and leaves the pending open in
// self.lancemateDB, a Promise of the IDBDatabase that OpenIndexedDB takes
// over. A fresh profile spends ~0.3 s of a throttled phone's start-up
// creating the database; this way it overlaps the download.
func OpenEarlyJS() string {
	return `self.lancemateDB=new Promise((ok,fail)=>{try{const r=indexedDB.open("` + DBName + `",` + strconv.Itoa(dbVersion) + `);` +
		`r.onupgradeneeded=()=>{const d=r.result;if(!d.objectStoreNames.contains("` + objectStore + `"))d.createObjectStore("` + objectStore + `")};` +
		`r.onsuccess=()=>ok(r.result);r.onerror=()=>fail(r.error);r.onblocked=()=>fail(new Error("another tab holds an older Lancemate open"))}catch(e){fail(e)}});`
}
