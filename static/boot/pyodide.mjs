/* The interpreter module PyScript loads (`interpreter` in pyscript.toml).

   It wraps the vendored Pyodide so that a repeat visit restores Python's
   initialised memory from a snapshot instead of starting the interpreter
   from nothing, which is most of the wait before a player can act.

   - First visit: Pyodide boots as usual. Once the page is ready and idle,
     snapshot-worker.mjs boots a second Pyodide in a worker, imports the
     game's engines, takes a memory snapshot and stores it in the Cache API
     (about 31 MB).
   - Repeat visit: the stored snapshot is handed to loadPyodide.
   - A snapshot belongs to one Pyodide version and one site build (the cache
     name says both), so an update never restores a stale heap. If restoring
     fails in any way the snapshot is deleted and Pyodide boots as usual:
     never a blank page. "Any way" includes a heap that restores but then
     fails: every snapshot carries a SHA-256 digest of its bytes, checked
     before it is used, and a snapshot boot that fails in Python before the
     page is drawn deletes the snapshot and reloads the page, which then
     boots the plain way.
   - Storage that is refused, throws or never answers only means no snapshot.

   `_loadSnapshot` and `_makeSnapshot` are Pyodide's underscored (unstable)
   options, so they are used only with the version this was written and
   tested against (SNAPSHOT_PYODIDE in tools/bundle.py, which then names the
   snapshot cache in build.json); any other version boots the plain way. The
   build step also writes the modules the snapshot warms and the cache
   prefix there, so nothing here repeats a Python module name.

   What happened is recorded for the tests and the benchmark:
   window.cardaviaBoot is "cold", "snapshot", "cold-after-bad-snapshot" or,
   just before that reload, "snapshot-failed";
   window.cardaviaSnapshot says what became of the background snapshot. */
import { loadPyodide as startPyodide, version } from "../vendor/pyodide/pyodide.mjs";
import { ARCHIVES, fetchArchive, unpackInto } from "./archive.mjs";
import { digestOf } from "./digest.mjs";
import { stdlibSettings } from "./stdlib.mjs";

export { version };

const INDEX_URL = new URL("../vendor/pyodide/", import.meta.url).href;
/* Pyodide's standard library with the modules Python imports while starting
   already compiled (tools/precompile.py): most of a first visit's boot was
   Python compiling them. In two parts (stdlib.mjs), fetched from the moment
   this module runs. */
const STDLIB = stdlibSettings();
const SNAPSHOT_KEY = new URL("../../cardavia-snapshot.bin", import.meta.url).href;

/* Storage that never answers must not hold the boot: a storage call that
   has not answered in this time is given up, and Python starts the plain way. */
const LOOKUP_LIMIT_MS = 3000;
const READ_LIMIT_MS = 10000; // reading the 31 MB itself, on a slow phone's disk
const GIVEN_UP = Symbol("storage did not answer");

/* Started as soon as the module loads, so the lookups overlap the download
   of Pyodide itself. */
const build = fetch(new URL("../app/build.json", import.meta.url))
  .then((response) => (response.ok ? response.json() : null))
  .catch(() => null);
const stored = findSnapshot().catch(() => null);
/* The game and PyScript's bytecode (index.html preloads both), inflated
   while Python starts and unpacked into the working folder before PyScript
   gets the interpreter, so its first import finds them. */
const archives = ARCHIVES.map((url) => {
  const archive = fetchArchive(url);
  archive.catch(() => {}); // reported when the boot awaits it, not as an unhandled rejection before
  return archive;
});

/* The words of the language the page is read in, unless English's (the game archive holds
   those): index.html has guessed it (`data-words`) in the order Python chooses it. Fetched
   with the game, so the first drawing is in that language; if they do not come, Python shows
   English and asks for them again (game/ui/site/app.py). */
const language = document.documentElement.dataset.words || "en";
const words = /^[a-z]{2,3}$/.test(language) && language !== "en"
  ? fetchArchive(new URL(`../app/words/${language}.tar.gz`, import.meta.url).href).catch(() => null)
  : Promise.resolve(null);

/* Pyodide's lock file lists the 357 packages it could install; this page
   installs none, so build.json carries the lock's header with no packages
   and the 27 KB file is never fetched. Without build.json, the file it is. */
const lock = build.then((stamp) => (stamp && stamp.lock)
  || fetch(new URL("pyodide-lock.json", INDEX_URL)).then((response) => response.json()));

/* build.json (tools/bundle.py) names this build's snapshot cache, or null
   when the vendored Pyodide is not the version snapshots were tested with. */
function snapshotsPossible(stamp) {
  try {
    return Boolean(stamp.snapshot_cache) && version === stamp.pyodide
      && typeof caches !== "undefined" && typeof Worker !== "undefined"
      && typeof crypto !== "undefined" && Boolean(crypto.subtle);
  } catch (refused) {
    return false; // a browser that refuses storage may throw from the `caches` getter itself
  }
}

async function answered(promise, limit = LOOKUP_LIMIT_MS) {
  const outcome = await Promise.race([promise, new Promise((resolve) => setTimeout(resolve, limit, GIVEN_UP))]);
  if (outcome === GIVEN_UP) {
    throw new Error(`storage did not answer in ${limit} ms`);
  }
  return outcome;
}

async function findSnapshot() {
  const stamp = await build;
  if (!stamp || !snapshotsPossible(stamp)) {
    return null;
  }
  try {
    const cache = await answered(caches.open(stamp.snapshot_cache));
    const response = await answered(cache.match(SNAPSHOT_KEY));
    if (!response) {
      return null;
    }
    const bytes = new Uint8Array(await answered(response.arrayBuffer(), READ_LIMIT_MS));
    /* A write cut short leaves fewer bytes than the worker recorded, and a
       heap changed in place no longer matches its digest. */
    if (String(bytes.length) !== response.headers.get("x-snapshot-length")
        || await digestOf(bytes) !== response.headers.get("x-snapshot-digest")) {
      await cache.delete(SNAPSHOT_KEY);
      forgetTry();
      return { bad: true };
    }
    return { bytes, cache };
  } catch (error) {
    return null; // refused, throwing or silent storage: no snapshot this time
  }
}

/* Python's output goes wherever PyScript asks once it calls loadPyodide;
   anything printed before then waits for it. */
const pending = [];
let sinks = null;
const relay = (stream) => (text) => (sinks ? sinks[stream](text) : pending.push([stream, text]));

/* The boot starts the moment this module runs (index.html loads it while the
   page is parsed), not when PyScript gets round to asking: PyScript's own
   start-up, its config and its plugins then overlap with Pyodide's. */
const booting = boot({ indexURL: INDEX_URL, ...STDLIB, lockFileContents: lock, stdout: relay("stdout"),
                       stderr: relay("stderr") });

/* Let the loading screen and the static lobby paint first: compiling Python's
   WebAssembly would otherwise hold that first frame back. A hidden tab paints
   no frames, hence the timer. */
function afterFirstPaint() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
  });
}

export function loadPyodide(options = {}) {
  sinks = { stdout: options.stdout || console.log, stderr: options.stderr || console.warn };
  pending.splice(0).forEach(([stream, text]) => sinks[stream](text));
  return booting;
}

async function boot(settings) {
  await afterFirstPaint();
  performance.mark("cardavia:painted");
  const snapshot = await stored;
  let how = snapshot && snapshot.bad ? "cold-after-bad-snapshot" : "cold";
  if (snapshot && snapshot.bytes) {
    let restored = null;
    try {
      restored = await startPyodide({ ...settings, _loadSnapshot: snapshot.bytes });
      if (restored.runPython("import sys; sys.version_info[0] * 10 + 1") !== 31) {
        throw new Error("the restored interpreter does not compute");
      }
    } catch (error) {
      console.warn("Cardavia: the stored Python snapshot could not be restored, so Python starts afresh.", error);
      await snapshot.cache.delete(SNAPSHOT_KEY).catch(() => {});
      forgetTry();
      how = "cold-after-bad-snapshot";
      restored = null;
    }
    if (restored) {
      // outside the snapshot's checks: an archive that fails to arrive says nothing against the snapshot
      await unpackArchives(restored);
      reportMemory(restored);
      window.cardaviaBoot = "snapshot";
      return fallBackIfPythonFails(restored, snapshot.cache);
    }
  }
  performance.mark("cardavia:python-starting");
  const pyodide = await startPyodide(settings);
  performance.mark("cardavia:python-started");
  await unpackArchives(pyodide);
  reportMemory(pyodide);
  window.cardaviaBoot = how;
  makeSnapshotLater();
  return pyodide;
}

/* Python's memory in bytes, for the memory bench and the tests' crash files; and the
   unpacking of an archive the page fetches later (the friends' table's code,
   game/ui/site/on_demand.py), by the same reader as the boot's. */
function reportMemory(pyodide) {
  window.cardaviaPythonMemory = () => pyodide._module.HEAPU8.buffer.byteLength;
  window.cardaviaUnpack = async (url) => unpackInto(pyodide, await fetchArchive(new URL(url, document.baseURI).href));
}

async function unpackArchives(pyodide) {
  for (const archive of archives) {
    unpackInto(pyodide, await archive);
  }
  const read = await words;
  if (read) {
    unpackInto(pyodide, read);
  }
}

/* A restored heap can pass the checks above and still be wrong somewhere
   only the page's own code reaches. Until the page is drawn, any Python
   failure is taken to be the snapshot's: it is deleted and the page reloads
   once, booting the plain way (the snapshot being gone, no second reload). */
function fallBackIfPythonFails(pyodide, cache) {
  const root = document.documentElement;
  const drawn = () => root.getAttribute("data-ready") === "true";
  let fallingBack = false;
  const fallBack = (error) => {
    if (!drawn() && !fallingBack) {
      fallingBack = true;
      forgetTry();
      window.cardaviaBoot = "snapshot-failed";
      console.warn("Cardavia: Python failed after restoring the stored snapshot, so the page starts afresh.", error);
      /* Reload once the snapshot is gone, whoever deleted it (another tab
         may have been first); if it cannot be removed, stay, rather than
         reload into the same failure for ever. */
      cache.delete(SNAPSHOT_KEY).catch(() => false)
        .then(() => cache.match(SNAPSHOT_KEY))
        .then((still) => still || location.reload(), () => {});
    }
  };
  for (const name of ["runPython", "runPythonAsync"]) {
    const run = pyodide[name].bind(pyodide);
    pyodide[name] = (...args) => {
      let result;
      try {
        result = run(...args);
      } catch (error) {
        fallBack(error);
        throw error;
      }
      if (result && typeof result.then === "function") {
        result.catch(fallBack);
      }
      return result;
    };
  }
  return pyodide;
}

/* The browser tests switch the worker off (e2e/conftest.py); only a page
   served from this machine's own name honours the switch. */
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const switchedOff = () => window.cardaviaSnapshotOff === true && LOOPBACK.has(location.hostname);

/* One try per tab and build, so a reload never starts a second Python in
   a tab; a snapshot found bad is forgotten with its try, so a good one
   replaces it. Refused storage only loses this memory. */
const TRIED_KEY = "cardavia:snapshot-tried";

function triedInThisTab(stamp) {
  try {
    if (sessionStorage.getItem(TRIED_KEY) === stamp.build) {
      return true;
    }
    sessionStorage.setItem(TRIED_KEY, stamp.build);
  } catch (refused) {}
  return false;
}

function forgetTry() {
  try {
    sessionStorage.removeItem(TRIED_KEY);
  } catch (refused) {}
}

/* After the page is ready and the main thread idle, so the worker never
   competes with the first drawing of the page. */
function makeSnapshotLater() {
  if (switchedOff()) {
    window.cardaviaSnapshot = "skipped: switched off";
    return;
  }
  window.cardaviaSnapshot = "waiting";
  const root = document.documentElement;
  const whenReady = () => {
    if (root.getAttribute("data-ready") === "true") {
      const idle = window.requestIdleCallback || ((callback) => setTimeout(callback, 1000));
      idle(() => makeSnapshot().catch((error) => { window.cardaviaSnapshot = "failed: " + error; }), { timeout: 5000 });
      return true;
    }
    return false;
  };
  if (!whenReady()) {
    const watcher = new MutationObserver(() => whenReady() && watcher.disconnect());
    watcher.observe(root, { attributes: true, attributeFilter: ["data-ready"] });
  }
}

const ROOM_NEEDED = 100 * 1024 * 1024; // the snapshot is about 31 MB; keep ample headroom

async function makeSnapshot() {
  const stamp = await build;
  if (!stamp || !snapshotsPossible(stamp)) {
    window.cardaviaSnapshot = "skipped: not supported here";
    return;
  }
  if (triedInThisTab(stamp)) {
    window.cardaviaSnapshot = "skipped: tried in this tab";
    return;
  }
  if (navigator.storage && navigator.storage.estimate) {
    const { quota, usage } = await navigator.storage.estimate();
    if (quota !== undefined && quota - (usage || 0) < ROOM_NEEDED) {
      window.cardaviaSnapshot = "skipped: storage is short";
      return;
    }
  }
  window.cardaviaSnapshot = "making";
  const lockContents = await lock;
  const worker = new Worker(new URL("./snapshot-worker.mjs", import.meta.url), { type: "module" });
  const outcome = await new Promise((resolve) => {
    worker.onmessage = (event) => resolve(event.data);
    worker.onerror = (event) => resolve({ ok: false, error: event.message || "worker error" });
    worker.postMessage({ indexURL: INDEX_URL, cacheName: stamp.snapshot_cache, key: SNAPSHOT_KEY,
                         prefix: stamp.snapshot_prefix, archives: ARCHIVES, warm: stamp.warm, lock: lockContents });
  });
  worker.terminate();
  window.cardaviaSnapshotMemory = outcome.memory || null;
  window.cardaviaSnapshot = outcome.ok ? "stored" : "failed: " + outcome.error;
}
