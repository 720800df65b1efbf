/* Compiles the standard library modules the page imports at start, with the
   page's own Pyodide running under Node (tools/precompile.py runs this).

   Pyodide ships its standard library as source, so every visit compiles the
   hundred-odd modules Python needs to start: most of the boot's time on a
   slow machine. Bytecode has to come from the very interpreter that runs it,
   hence Node and the vendored Pyodide rather than the host's Python.

   usage: node tools/precompile.mjs JOB.json RESULT.json
     JOB     {"indexURL", "stdlib": stock zip, "archive": game.zip, "imports": [module, ...]}
     RESULT  {"modules": {"path/in/zip.py": base64 .pyc}}

   Which modules: those this interpreter has loaded from the standard library
   once it has started, unpacked the game archive with unpackArchive (as
   PyScript does, which imports modules of its own), and imported what the
   job names (the page's own imports). */
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "../static/vendor/pyodide/pyodide.mjs";

const [jobPath, resultPath] = process.argv.slice(2);
const job = JSON.parse(readFileSync(jobPath, "utf8"));

const pyodide = await loadPyodide({
  indexURL: job.indexURL,
  stdLibURL: job.stdlib,
  env: { PYTHONHASHSEED: "0" }, // the same bytes for the same sources
  stdout: () => {},
  stderr: (text) => process.stderr.write(text + "\n"),
});
pyodide.unpackArchive(new Uint8Array(readFileSync(job.archive)), "zip", { extractDir: "/tmp/game" });
pyodide.globals.set("IMPORTS", pyodide.toPy(job.imports));

const result = pyodide.runPython(`
import base64, importlib, importlib.util, json, sys, zipfile
from importlib import _bootstrap_external

for name in IMPORTS:
    try:
        importlib.import_module(name)
    except ImportError:
        pass  # not in this runtime (pyscript, js): the page supplies those

archive = next(entry for entry in sys.path if entry.endswith(".zip"))
prefix = archive + "/"
loaded = sorted({
    module.__spec__.origin[len(prefix):]
    for module in list(sys.modules.values())
    if getattr(module, "__spec__", None) is not None
    and (module.__spec__.origin or "").startswith(prefix)
    and module.__spec__.origin.endswith(".py")
})
modules = {}
with zipfile.ZipFile(archive) as stdlib:
    for path in loaded:
        source = stdlib.read(path)
        # The name Python would give the module's code had it compiled the
        # source itself, so tracebacks name the same file and line.
        code = compile(source, prefix + path, "exec", dont_inherit=True)
        pyc = _bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        modules[path] = base64.b64encode(bytes(pyc)).decode()
json.dumps({"modules": modules})
`);
writeFileSync(resultPath, result);
