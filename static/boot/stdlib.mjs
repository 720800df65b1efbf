/* The standard library this build ships (tools/bundle.py, tools/precompile.py),
   as loadPyodide's settings, for the page and the snapshot worker alike.

   It comes in two zips, each under the 512 KiB that YouTube Playables asks
   of every file of a game. Python's own start imports from both (Pyodide
   alone loads 125 modules, 838 KiB of the 999), so both are in place before
   it starts: the first where Pyodide mounts its standard library, the
   second written beside it by `fsInit` and named in PYTHONPATH. The parts
   share no module or package, so the order they are searched in changes
   nothing. The page and the snapshot worker must mount the same parts the
   same way, or a restored heap would not match the files beneath it. */

const PARTS = ["python_stdlib.zip", "python_stdlib_2.zip"];

export const STDLIB_URLS = PARTS.map((name) => new URL(`../app/${name}`, import.meta.url).href);

async function bytesOf(url) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: ${response.status}`);
  }
  return new Uint8Array(await response.arrayBuffer());
}

/* Settings for loadPyodide. The later parts are fetched as soon as this is called (the page
   calls it as its boot module loads), alongside the first, which Pyodide fetches itself. */
export function stdlibSettings() {
  const later = PARTS.slice(1).map((name, index) => {
    const bytes = bytesOf(STDLIB_URLS[index + 1]);
    bytes.catch(() => {}); // reported by the boot that awaits it
    return [`/lib/${name}`, bytes];
  });
  return {
    stdLibURL: STDLIB_URLS[0],
    env: { PYTHONPATH: later.map(([path]) => path).join(":") },
    fsInit: async (FS) => {
      for (const [path, bytes] of later) {
        FS.writeFile(path, await bytes);
      }
    },
  };
}
