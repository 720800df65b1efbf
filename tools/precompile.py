"""The standard library the page loads, with its start-up modules compiled.

Pyodide's `python_stdlib.zip` holds source files, so on every visit Python
compiles the modules it imports while starting: on a two-core machine that is
about two thirds of the time before the page is ready. This step ships those
modules as bytecode instead. Only they change: every other module stays as
source, so every module is still there and the download grows by a fraction of
a megabyte rather than doubling. The price: a traceback through one of the
compiled modules names its file and line but cannot quote the line.

The bytecode comes from the vendored Pyodide itself, run under Node
(tools/precompile.mjs), and is keyed to its Python version. The .pyc files are
"unchecked" (PEP 552): the standard library is read-only and this zip replaces
it whole, so there is no source to compare against.

`startup_imports()` names what the page imports (the game's modules and
PyScript's Python package); Node's interpreter imports those, and whatever the
standard library loaded by then is what gets compiled. An e2e test checks
that every standard library module the real page has loaded came from bytecode.
"""
from __future__ import annotations

import ast
import base64
import hashlib
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

from tools import zips

ROOT = Path(__file__).resolve().parent.parent
STOCK = ROOT / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
PYSCRIPT_PYTHON = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"
CACHE = ROOT / "build" / "precompile"


def stock_top_level() -> set[str]:
    with zipfile.ZipFile(STOCK) as stdlib:
        return {name.split("/")[0].removesuffix(".py") for name in stdlib.namelist()}


def imported_names(source: str) -> set[str]:
    """`from concurrent import futures` may name a module too, so both
    spellings count; names that are not modules fail to import in Node and
    are skipped there."""
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names if alias.name != "*")
    return names


def startup_imports(game_sources: list[str]) -> list[str]:
    """Standard library modules named by the game's code and PyScript's."""
    sources = list(game_sources) + [path.read_text(encoding="utf-8") for path in sorted(PYSCRIPT_PYTHON.glob("*.py"))]
    stdlib = stock_top_level()
    names = set()
    for source in sources:
        names |= {name for name in imported_names(source) if name.split(".")[0] in stdlib}
    return sorted(names)


def cache_key(imports: list[str]) -> str:
    """Everything the compiled modules depend on. The game archive is not:
    Node unpacks it only for the modules unpacking imports, whatever it holds."""
    stamp = hashlib.sha256()
    for part in (STOCK.read_bytes(), json.dumps(imports).encode(),
                 (ROOT / "tools" / "precompile.mjs").read_bytes(),
                 (ROOT / "static" / "vendor" / "versions.json").read_bytes()):
        stamp.update(hashlib.sha256(part).digest())
    return stamp.hexdigest()[:20]


def compiled_modules(archive: Path, imports: list[str], cache: Path = CACHE) -> dict[str, bytes]:
    """{path in the zip: .pyc bytes}. Running Node takes a few seconds, so the
    result is kept in `cache` until an input changes."""
    remembered = cache / f"{cache_key(imports)}.json"
    if not remembered.exists():
        cache.mkdir(parents=True, exist_ok=True)
        for old in cache.glob("*.json"):
            old.unlink()
        # next to the cache, so the result moves in with a rename on any host
        with tempfile.TemporaryDirectory(dir=cache) as scratch:
            job = Path(scratch) / "job.json"
            job.write_text(json.dumps({
                "indexURL": str(ROOT / "static" / "vendor" / "pyodide") + "/",
                "stdlib": str(STOCK), "archive": str(archive), "imports": imports,
            }))
            result = Path(scratch) / "result.json"
            run = subprocess.run(["node", str(ROOT / "tools" / "precompile.mjs"), str(job), str(result)],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit(f"precompiling the standard library failed:\n{run.stderr[-4000:]}")
            result.replace(remembered)
    modules = json.loads(remembered.read_text())["modules"]
    return {path: base64.b64decode(pyc) for path, pyc in modules.items()}


def stdlib_bytes(compiled: dict[str, bytes]) -> bytes:
    """Pyodide's zip, entry for entry, with each compiled module's source
    swapped for its bytecode."""
    with zipfile.ZipFile(STOCK) as stock:
        entries = []
        for entry in stock.infolist():
            name, data = entry.filename, stock.read(entry)
            if name in compiled:
                name, data = name + "c", compiled[name]
            entries.append((name, data, entry.external_attr))
    return zips.reproducible_zip(entries)
