/*
 * Woundly's service worker: caches the workspace's app shell only — its page, its
 * hashed code and styles, the manifest and icons — so the installed app opens without a network.
 * It never stores an /api answer, a photo, or any other response: those always go to the network.
 * Registered by the workspace with scope /demo, so the public pages are never controlled.
 */
const CACHE = 'woundly-shell-v1';
const SHELL = ['/demo', '/manifest.json', '/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
const STATIC = /^\/(assets\/[\w.-]+\.(js|css|woff2?|svg|png|webp)|icons\/[\w.-]+\.png|manifest\.json|favicon\.svg)$/;

/** What to do with a request: 'shell' (network first, the cached page offline), 'static' (cache first), or 'network' (not touched). */
function policy(method, url, mode, origin) {
  if (method !== 'GET' || url.origin !== origin) return 'network';
  if (url.pathname.startsWith('/api/')) return 'network';
  // every workspace address (/demo/patients/…, /demo/upload?wound=…) is the same app shell page
  if (mode === 'navigate') return url.pathname === '/demo' || url.pathname.startsWith('/demo/') ? 'shell' : 'network';
  if (url.search) return 'network';
  return STATIC.test(url.pathname) ? 'static' : 'network';
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const kind = policy(request.method, new URL(request.url), request.mode, self.location.origin);
  if (kind === 'network') return;
  if (kind === 'shell') {
    event.respondWith(fetch(request).catch(() => caches.match('/demo')));
    return;
  }
  event.respondWith(
    caches.match(request).then(
      (hit) =>
        hit ||
        fetch(request).then((response) => {
          if (response.ok && response.type === 'basic') {
            const copy = response.clone();
            event.waitUntil(caches.open(CACHE).then((cache) => cache.put(request, copy)));
          }
          return response;
        }),
    ),
  );
});

// Background Sync (Chromium): the upload queue lives in the page (IndexedDB, the signed-in
// account's photos), so the worker only wakes the open app to send them; it sends nothing itself.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'upload-queue') return;
  event.waitUntil(
    self.clients
      .matchAll({ type: 'window' })
      .then((clients) => clients.forEach((client) => client.postMessage({ type: 'upload-queue:flush' }))),
  );
});
