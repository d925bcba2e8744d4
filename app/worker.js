// Lancemate service worker (go-app ServiceWorkerTemplate).
// - Install waits for the whole precache (event.waitUntil): a failed
//   download fails the install instead of activating with an empty cache.
// - On a first visit the page is still downloading app.wasm; rather than
//   download it a second time, the worker waits for the page to say it has
//   the wasm (web/boot.js lmAnnounceWasm) and takes it from the
//   HTTP cache. Updates and timeouts fetch it normally (revalidated).
// - Navigations (with query strings, or to unknown paths) are answered from
//   the cached page or the cached app shell, so every deep link works offline.
// - No clients.claim(): a first visit stays uncontrolled until its next
//   navigation, so go-app does not mistake the first install for an update
//   (its banner fires when a worker activates while a controller exists).
//   Updates take over open pages through skipWaiting.
// - Share target (the manifest's share_target): a file shared to the
//   installed app arrives as a POST to /import, answered here, offline:
//   the files go into the inbox cache (kept across updates) and the page
//   is sent to /import?inbox=<batch>, which takes them (app/kit
//   TakeInbox). A shared link to /import#… is opened as it is. A post
//   over maxPost bytes, or a file over maxFile, is refused before anything
//   is cached (the page says why: /import?inbox=toobig), and batches left
//   in the inbox for more than a day (never opened) are cleared.
// - Kept later (lazyResources): files a page loads only now and then (the
//   QR reader of a browser without BarcodeDetector, web/jsqr.js) are not
//   precached, so a first visit neither waits for nor pays them; once the
//   worker is active it fetches them into its cache in the background,
//   and again on a navigation while one is missing, so they are there
//   offline. They are served from the cache first, like the precache.
const cacheName = "app-" + "{{.Version}}";
const version = "{{.Version}}";
const resourcesToCache = {{.ResourcesToCache}};
const wasmURL = "/web/app.wasm";
const wasmWaitMs = 90000;
const inboxName = "lancemate-inbox";
const importPath = "/import";
const maxFile = 4194304; // share.MaxFile: a shared file is at most 4 MB
const maxPost = 16777216; // a share's files and form together
const inboxDays = 1;
const lazyResources = ["/web/jsqr.js"];

let wasmLoaded;
const wasmLoadedPromise = new Promise((resolve) => (wasmLoaded = resolve));

self.addEventListener("message", (event) => {
  const msg = event.data;
  if (msg && msg.type === "lancemate:wasm-loaded" && msg.version === version) {
    wasmLoaded(true);
  }
});

self.addEventListener("install", (event) => {
  event.waitUntil(install());
});

async function install() {
  const cache = await caches.open(cacheName);
  const rest = resourcesToCache.filter((url) => url !== wasmURL);
  await cache.addAll(rest.map((url) => new Request(url, { cache: "no-cache" })));
  await cache.put(wasmURL, await fetchWasm());
  await self.skipWaiting();
}

async function fetchWasm() {
  // First install only: a page of this very version is downloading the wasm.
  if (!self.registration.active) {
    const timeout = new Promise((resolve) => setTimeout(() => resolve(false), wasmWaitMs));
    if (await Promise.race([wasmLoadedPromise, timeout])) {
      const res = await fetch(wasmURL, { cache: "force-cache" });
      if (res.ok) {
        return res;
      }
    }
  }
  const res = await fetch(wasmURL, { cache: "no-cache" });
  if (!res.ok) {
    throw new Error("precaching " + wasmURL + ": HTTP " + res.status);
  }
  return res;
}

self.addEventListener("activate", (event) => {
  const done = activate();
  event.waitUntil(done);
  // Not in waitUntil: the pages' requests do not wait for these.
  done.then(cacheLazy, () => {});
});

async function activate() {
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k !== cacheName && k !== inboxName).map((k) => caches.delete(k)));
  await clearOldInbox();
}

// cacheLazy fetches the lazyResources the cache does not hold yet; a
// failure (no network) leaves them for the next try.
async function cacheLazy() {
  const cache = await caches.open(cacheName);
  for (const url of lazyResources) {
    try {
      if (!(await cache.match(url))) {
        const res = await fetch(url, { cache: "no-cache" });
        if (res.ok) {
          await cache.put(url, res);
        }
      }
    } catch (e) {
      console.warn("Lancemate: keeping " + url + " for offline use: " + e);
    }
  }
}

self.addEventListener("fetch", (event) => {
  const req = event.request;
  if (req.method === "POST" && new URL(req.url).pathname === importPath) {
    event.respondWith(receive(req));
    return;
  }
  if (req.method !== "GET") {
    return;
  }
  if (req.mode === "navigate") {
    event.waitUntil(cacheLazy());
  }
  event.respondWith(respond(req));
});

async function respond(req) {
  const cache = await caches.open(cacheName);
  if (req.mode === "navigate") {
    const page = (await cache.match(req, { ignoreSearch: true })) || (await cache.match("/"));
    if (page) {
      return page;
    }
    return fetch(req);
  }
  const hit = await cache.match(req);
  return hit || fetch(req);
}

// receive keeps the files of a share in the inbox and sends the page to
// the import preview; a shared link to the import page is opened as it is.
async function receive(req) {
  try {
    await clearOldInbox();
    // The length the post declares, then each file's own size: nothing
    // over the limits is read whole or cached.
    const length = Number(req.headers.get("Content-Length"));
    if (length > maxPost) {
      return Response.redirect(importPath + "?inbox=toobig", 303);
    }
    const form = await req.formData();
    let files = 0;
    for (const value of form.values()) {
      if (typeof value !== "string") {
        files += value.size;
        if (value.size > maxFile || files > maxPost) {
          return Response.redirect(importPath + "?inbox=toobig", 303);
        }
      }
    }
    const batch = Date.now().toString(36) + Math.random().toString(36).slice(2, 8).padEnd(6, "0");
    const cache = await caches.open(inboxName);
    let n = 0;
    for (const value of form.values()) {
      if (typeof value === "string") {
        continue;
      }
      const headers = { "Content-Type": value.type || "application/octet-stream", "X-Name": encodeURIComponent(value.name || "shared file") };
      await cache.put(new Request("/inbox/" + batch + "/" + n++), new Response(value, { headers }));
    }
    if (n > 0) {
      return Response.redirect(importPath + "?inbox=" + batch, 303);
    }
    for (const value of form.values()) {
      const m = typeof value === "string" && value.match(/\/import#([A-Za-z0-9]+)/);
      if (m) {
        return Response.redirect(importPath + "#" + m[1], 303);
      }
    }
  } catch (e) {
    console.error("Lancemate: receiving a share: " + e);
  }
  return Response.redirect(importPath + "?inbox=failed", 303);
}

// clearOldInbox deletes the inbox's batches older than inboxDays: a share
// the page never opened (the app closed before it took them). A batch's
// name starts with the time it came in (Date.now in base 36, then six
// random characters).
async function clearOldInbox() {
  if (!(await caches.has(inboxName))) {
    return; // opening it would make an empty inbox cache
  }
  const cache = await caches.open(inboxName);
  const before = Date.now() - inboxDays * 86400000;
  for (const req of await cache.keys()) {
    const m = new URL(req.url).pathname.match(/^\/inbox\/([0-9a-z]+)\//);
    const at = m ? parseInt(m[1].slice(0, -6), 36) : NaN;
    if (!(at >= before)) {
      await cache.delete(req);
    }
  }
}
