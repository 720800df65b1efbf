/* Unpacks the page's archives into Python's working folder.

   The game and PyScript's bytecode travel as gzipped tar files
   (tools/tarball.py): one stream compresses the files together, and the
   browser inflates it natively, so none of the unpacking runs in Python
   (PyScript's own ran `shutil.unpack_archive` while the page waited). The
   reader knows only what the build writes: plain files, names in the ustar
   name field. The page and the snapshot worker both unpack this way. */

export const ARCHIVES = ["../app/game.tar.gz", "../app/pyscript-bytecode.tar.gz"]
  .map((path) => new URL(path, import.meta.url).href);

const BLOCK = 512;
const REGULAR = new Set([0, 48]); // "\0" and "0": a plain file
const UTF8 = new TextDecoder();

function field(header, start, length) {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return UTF8.decode(end < 0 ? bytes : bytes.subarray(0, end));
}

/* [[path, bytes], ...] of a tar file's plain files. */
export function tarEntries(tar) {
  const entries = [];
  for (let at = 0; at + BLOCK <= tar.length;) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) {
      break; // the end-of-archive blocks
    }
    const name = field(header, 0, 100);
    const size = parseInt(field(header, 124, 12).trim() || "0", 8);
    if (!name || Number.isNaN(size) || at + BLOCK + size > tar.length) {
      throw new Error(`a damaged archive entry at byte ${at}`);
    }
    if (REGULAR.has(header[156])) {
      entries.push([name, tar.subarray(at + BLOCK, at + BLOCK + size)]);
    }
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return entries;
}

const gzipped = (bytes) => bytes[0] === 0x1f && bytes[1] === 0x8b;

/* The gzip stream's bytes inflated with Python's zlib, which is built into
   the interpreter: for a browser without DecompressionStream. */
function inflatedByPython(pyodide, bytes) {
  const path = "/tmp/cardavia-archive.gz";
  pyodide.FS.writeFile(path, bytes);
  const scope = pyodide.globals.get("dict")();
  const proxy = pyodide.runPython(
    `import zlib\nwith open("${path}", "rb") as handle:\n    inflated = zlib.decompress(handle.read(), 31)\ninflated`,
    { globals: scope });
  try {
    return proxy.toJs();
  } finally {
    proxy.destroy();
    scope.destroy();
    pyodide.FS.unlink(path);
  }
}

/* Fetches an archive and inflates it natively where the browser can, while
   Python is still starting; a missing archive is an error the page reports,
   not a half-unpacked game. A host that sends the file with
   `Content-Encoding: gzip` has had the browser inflate it already. */
export async function fetchArchive(url) {
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`${url}: ${response.status} ${response.statusText}`);
  }
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!gzipped(bytes) || typeof DecompressionStream !== "function") {
    return bytes;
  }
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/* Writes each file of the tar `bytes` (still gzipped where fetchArchive
   could not inflate it) below Python's working folder. */
export function unpackInto(pyodide, bytes) {
  const FS = pyodide.FS;
  const home = FS.cwd();
  const made = new Set();
  for (const [name, data] of tarEntries(gzipped(bytes) ? inflatedByPython(pyodide, bytes) : bytes)) {
    if (name.startsWith("/") || name.split("/").includes("..")) {
      throw new Error(`${name}: an archive entry outside the working folder`);
    }
    const path = `${home}/${name}`;
    const folder = path.slice(0, path.lastIndexOf("/"));
    if (!made.has(folder)) {
      FS.mkdirTree(folder);
      made.add(folder);
    }
    FS.writeFile(path, data, { canOwn: true });
  }
}
