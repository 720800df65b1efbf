/* Cardavia's service worker: after one visit the site plays with no network.

   The list of files and the build name come from static/app/precache.js,
   which tools/bundle.py writes on every build. A new build means a new
   precache.js, so the browser installs this worker again: it fills a cache
   named after the new build, and on activation deletes every older Cardavia
   cache (files and Pyodide snapshots of other builds alike). A page that was
   open during the update is told so and can reload; nothing mixes the files
   of two builds, because every response comes from one build's cache.

   Its scope is the folder it is served from, so it works at the root of a
   host and under a GitHub Pages project path alike. */
"use strict";

importScripts("./static/app/precache.js");

const BUILD = self.CARDAVIA_BUILD.build;
const FILES_CACHE = "cardavia-files-" + BUILD;
const SNAPSHOT_CACHE = self.CARDAVIA_BUILD.snapshot_cache;
const SCOPE = new URL("./", self.location).href;
const PAGE = new URL("./index.html", SCOPE).href;

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(FILES_CACHE);
    /* `no-cache` asks the server whether the browser's copy is still current:
       a file cached under this build must be this build's file, not one the
       browser kept from an older visit, yet the files this very visit just
       downloaded are not downloaded a second time (the answer is a 304). */
    await cache.addAll(self.CARDAVIA_BUILD.files.map((file) => new Request(file, { cache: "no-cache" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("cardavia-") && name !== FILES_CACHE && name !== SNAPSHOT_CACHE) {
        await caches.delete(name);
      }
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) {
    return;
  }
  event.respondWith(answer(request));
});

async function answer(request) {
  const cache = await caches.open(FILES_CACHE);
  /* Every address of the page (`?lang=fa`, `?embed=1&game=tractor`, a
     `#/route`) is the same index.html. */
  const url = new URL(request.url);
  const isPage = request.mode === "navigate" && (url.pathname.endsWith("/") || url.pathname.endsWith("/index.html"));
  const cached = await cache.match(isPage ? PAGE : request, { ignoreSearch: isPage });
  if (cached) {
    return cached;
  }
  return fetch(request);
}
