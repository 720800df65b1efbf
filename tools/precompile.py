"""The standard library the page loads, with its start-up modules compiled.

Pyodide's `python_stdlib.zip` holds source files, so on every visit Python
compiles the modules it imports while starting: on a two-core machine that is
about two thirds of the time before the page is ready. This step ships those
modules as bytecode instead. Only they change: every other module stays as
source, so nothing is lost and the download grows by a fraction of a megabyte
rather than doubling.

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
import io
import json
import subprocess
import sys
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STOCK = ROOT / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
PYSCRIPT_PYTHON = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"
CACHE = ROOT / "build" / "precompile"
FIXED_TIME = (1980, 1, 1, 0, 0, 0)


def stock_top_level() -> set[str]:
    with zipfile.ZipFile(STOCK) as stdlib:
        return {name.split("/")[0].removesuffix(".py") for name in stdlib.namelist()}


def imported_names(source: str) -> set[str]:
    names = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def startup_imports(game_sources: list[str]) -> list[str]:
    """Standard library modules named by the game's code and PyScript's."""
    sources = list(game_sources) + [path.read_text(encoding="utf-8") for path in sorted(PYSCRIPT_PYTHON.glob("*.py"))]
    stdlib = stock_top_level()
    names = set()
    for source in sources:
        names |= {name for name in imported_names(source) if name.split(".")[0] in stdlib}
    return sorted(names)


def compiled_modules(archive: Path, imports: list[str]) -> dict[str, bytes]:
    """{path in the zip: .pyc bytes}, from Node, remembered per input."""
    stamp = hashlib.sha256()
    for part in (STOCK.read_bytes(), archive.read_bytes(), json.dumps(imports).encode(),
                 (ROOT / "tools" / "precompile.mjs").read_bytes(),
                 (ROOT / "static" / "vendor" / "versions.json").read_bytes()):
        stamp.update(hashlib.sha256(part).digest())
    remembered = CACHE / f"{stamp.hexdigest()[:20]}.json"
    if not remembered.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        for old in CACHE.glob("*.json"):
            old.unlink()
        with tempfile.TemporaryDirectory() as scratch:
            job = Path(scratch) / "job.json"
            job.write_text(json.dumps({
                "indexURL": str(ROOT / "static" / "vendor" / "pyodide") + "/",
                "stdlib": str(STOCK), "archive": str(archive), "imports": imports,
            }))
            result = Path(scratch) / "result.json"
            run = subprocess.run(["node", str(ROOT / "tools" / "precompile.mjs"), str(job), str(result)],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                sys.exit(f"precompiling the standard library failed:\n{run.stderr}")
            result.replace(remembered)
    modules = json.loads(remembered.read_text())["modules"]
    return {path: base64.b64decode(pyc) for path, pyc in modules.items()}


def stdlib_bytes(compiled: dict[str, bytes]) -> bytes:
    """Pyodide's zip, entry for entry, with each compiled module's source
    swapped for its bytecode. Reproducible: fixed times and order."""
    buffer = io.BytesIO()
    with zipfile.ZipFile(STOCK) as stock, zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED, compresslevel=9) as out:
        for entry in stock.infolist():
            name, data = entry.filename, stock.read(entry)
            if name in compiled:
                name, data = name + "c", compiled[name]
            info = zipfile.ZipInfo(name, date_time=FIXED_TIME)
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = entry.external_attr
            out.writestr(info, data)
    return buffer.getvalue()
