// The service worker (docs/product.md#web-client): the app installs, its hashed scripts and styles come from the
// cache on the next visit, and a page asked for without a connection answers the offline page. It never answers
// an API call: balances and records always come from the server.
const CACHE = 'nexatech-shell-v1';
const SHELL = ['/offline.html', '/favicon.svg', '/icons/icon-192.png', '/manifest.webmanifest'];
const API_PREFIXES = [
  '/publicApi/',
  '/sellerApi/',
  '/vendorApi/',
  '/adminApi/',
  '/dev/',
  '/docs',
  '/healthz',
  '/readyz',
];

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
      .then((names) => Promise.all(names.filter((name) => name !== CACHE).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match('/offline.html')));
    return;
  }
  // The offline page's own files, so it shows whole without a connection.
  if (SHELL.includes(url.pathname)) {
    event.respondWith(caches.match(request).then((cached) => cached || fetch(request)));
    return;
  }
  // Names under /assets/ carry a content hash: once fetched, the same name never changes.
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(
      caches.match(request).then(
        (cached) =>
          cached ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(CACHE).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
  }
});
