/* Builds the page's standard library from the vendored Pyodide's, running
   that Pyodide under Node (tools/precompile.py runs this).

   Pyodide ships its standard library as source, so every visit compiles the
   hundred-odd modules Python needs to start: most of the boot's time on a
   slow machine. Bytecode has to come from the very interpreter that runs it,
   hence Node and the vendored Pyodide rather than the host's Python.

   usage: node tools/precompile.mjs JOB.json RESULT.json
     JOB     {"indexURL", "stdlib": stock zip, "imports": [module, ...],
              "extra": [module, ...], "cuts": [module, ...], "rules": tools/stdlib_imports.py's source,
              "optimize": level}
     RESULT  {"modules": {"path/in/zip.py": base64 .pyc}, "keep": ["path/in/zip.py", ...]}
   usage: node tools/precompile.mjs --check JOB.json RESULT.json
     JOB     {"indexURL", "stdlib": stock zip, "trimmed": the built zip, "modules": [module, ...]}
     RESULT  {"stock": {module: error}, "trimmed": {module: error}}: what failed to import in each
   usage: node tools/precompile.mjs --sources JOB.json RESULT.json
     JOB     {"indexURL", "stdlib": a zip, "sources": {"/path/of/module.py": source}}
     RESULT  {"/path/of/__pycache__/module.cpython-3XY.pyc": base64 .pyc, checked against the source}

   Which modules are compiled: those this interpreter has loaded from the
   standard library once it has started and imported what the job names
   (the page's own imports). Which are kept:
   those and every module their source, or the job's, may import
   (tools/stdlib_imports.py), but for the modules frozen into the
   interpreter, whose source is never read. The check imports every kept module under both
   zips: one that imports under Pyodide's and not under the built one lacks
   something the build left out. */
import { readFileSync, writeFileSync } from "node:fs";
import { loadPyodide } from "../static/vendor/pyodide/pyodide.mjs";

const args = process.argv.slice(2);
const checking = args[0] === "--check";
const [jobPath, resultPath] = args[0].startsWith("--") ? args.slice(1) : args;
const job = JSON.parse(readFileSync(jobPath, "utf8"));

const boot = (stdLibURL) => loadPyodide({
  indexURL: job.indexURL,
  stdLibURL,
  /* PYTHONHASHSEED: the same bytes for the same sources. PYTHONNODEBUGRANGES:
     line numbers without the columns, a quarter of the bytecode; the columns
     only serve to underline a quoted line (the standard library ships
     without its source lines; a traceback through the game's start-up or
     PyScript quotes its line without the marks under it). */
  env: { PYTHONHASHSEED: "0", PYTHONNODEBUGRANGES: "1" },
  stdout: () => {},
  stderr: (text) => process.stderr.write(text + "\n"),
});

/* Each module imported on its own, in order; an import that raises is noted
   with its error, whatever the error. */
async function failures(stdLibURL) {
  const python = await boot(stdLibURL);
  python.globals.set("MODULES", python.toPy(job.modules));
  return JSON.parse(python.runPython(`
import importlib, json
failed = {}
for name in MODULES:
    try:
        importlib.import_module(name)
    except BaseException as error:
        failed[name] = f"{type(error).__name__}: {error}"
json.dumps(failed)
`));
}

/* Modules outside the standard library that the page imports before it is
   ready (tools/bytecode.py): each source compiled under the path the page
   imports it from, as a .pyc for the __pycache__ folder beside it, checked
   against its source's hash (their sources ship too). */
if (args[0] === "--sources") {
  const python = await boot(job.stdlib);
  python.globals.set("SOURCES", python.toPy(job.sources));
  writeFileSync(resultPath, python.runPython(`
import base64, importlib.util, json
from importlib import _bootstrap_external

compiled = {}
for path, text in SOURCES.items():
    source = text.encode()
    code = compile(source, path, "exec", dont_inherit=True)
    pyc = _bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=True)
    compiled[importlib.util.cache_from_source(path)] = base64.b64encode(bytes(pyc)).decode()
json.dumps(compiled)
`));
  process.exit(0);
}

if (checking) {
  const stock = await failures(job.stdlib);
  const trimmed = await failures(job.trimmed);
  writeFileSync(resultPath, JSON.stringify({ stock, trimmed }));
  process.exit(0);
}

const pyodide = await boot(job.stdlib);
for (const key of ["imports", "extra", "cuts", "rules", "optimize"]) {
  pyodide.globals.set(key.toUpperCase(), pyodide.toPy(job[key]));
}

const result = pyodide.runPython(`
import base64, importlib, importlib.machinery, importlib.util, json, sys, zipfile
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
started = sorted(
    name for name, module in list(sys.modules.items())
    if (getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(prefix)
)
rules = {}
exec(RULES, rules)
modules = {}
with zipfile.ZipFile(archive) as stdlib:
    files = set(stdlib.namelist())
    reachable = rules["importable"](list(IMPORTS) + list(EXTRA) + started, files, stdlib.read, CUTS,
                                    frozenset(sys.builtin_module_names))
    for path in loaded:
        source = stdlib.read(path)
        # The name Python would give the module's code had it compiled the
        # source itself, so tracebacks name the same file and line.
        code = compile(source, prefix + path, "exec", dont_inherit=True, optimize=OPTIMIZE)
        pyc = _bootstrap_external._code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False)
        modules[path] = base64.b64encode(bytes(pyc)).decode()
# A frozen module's code is inside the WebAssembly already, and a traceback
# through it names "<frozen os>", never the file: its source is never read.
frozen = {path for name, path in reachable.items() if importlib.machinery.FrozenImporter.find_spec(name)
          or getattr(getattr(sys.modules.get(name), "__spec__", None), "origin", None) == "frozen"}
json.dumps({"modules": modules, "keep": sorted((set(reachable.values()) | set(loaded)) - frozen)})
`);
writeFileSync(resultPath, result);
