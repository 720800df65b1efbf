/* Makes the Pyodide memory snapshot that the next visit restores from.

   It runs in a worker because taking a snapshot needs `_makeSnapshot` at boot,
   and booting the page's own interpreter that way breaks its access to the
   page (`js.document`). The snapshot holds a fresh interpreter that has
   already imported the game's engines and catalogues (`warm`: modules that
   never touch the page), so a repeat visit skips that work too; nothing of a
   player's state is in it. Because those modules are this build's code, it
   is stored under a cache named for this Pyodide version and site build;
   snapshots of other builds are deleted, since nothing will ever restore
   them. */
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";
import { fetchArchive, unpackInto } from "./archive.mjs";
import { digestOf } from "./digest.mjs";
import { stdlibSettings } from "./stdlib.mjs";

self.onmessage = async (event) => {
  const { indexURL, cacheName, key, prefix, archives, warm, lock } = event.data;
  try {
    const pyodide = await loadPyodide({ indexURL, ...stdlibSettings(), lockFileContents: lock, _makeSnapshot: true });
    for (const archive of archives) {
      unpackInto(pyodide, await fetchArchive(archive));
    }
    pyodide.runPython(warm);
    const bytes = pyodide.makeMemorySnapshot();
    const digest = await digestOf(bytes);
    for (const name of await caches.keys()) {
      if (name.startsWith(prefix) && name !== cacheName) {
        await caches.delete(name);
      }
    }
    const cache = await caches.open(cacheName);
    await cache.put(key, new Response(bytes, {
      headers: { "content-type": "application/octet-stream", "x-snapshot-length": String(bytes.length),
                 "x-snapshot-digest": digest },
    }));
    self.postMessage({ ok: true, size: bytes.length, memory: pyodide._module.HEAPU8.buffer.byteLength });
  } catch (error) {
    self.postMessage({ ok: false, error: String(error) });
  }
};
