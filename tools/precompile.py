"""The page's standard library: only what it can import, its start-up compiled.

Pyodide's `python_stdlib.zip` holds 614 source files, of which the page may
ever import about 200 (tools/stdlib_imports.py works out which, from the
source), and the rest (`email`, `multiprocessing`, `xml`, `unittest`, most of
`encodings` ...) would be downloaded by every first visit for nothing. So the
build keeps only those. And Python compiles the modules it imports while
starting, on every visit: on a two-core machine that was about two thirds of
the time before the page is ready. So those modules ship as bytecode; the
others stay source. The price: a traceback through one of the compiled
modules names its file and line but cannot quote the line.

The bytecode comes from the vendored Pyodide itself, run under Node
(tools/precompile.mjs), and is keyed to its Python version. It is compiled
as `python -OO -X no_debug_ranges` would (no docstrings, no asserts, line
numbers without columns), which the standard library is written and tested
for; the game's own code is not compiled here. The
.pyc files are "unchecked" (PEP 552): the standard library is read-only and
this zip replaces it whole, so there is no source to compare against.

`startup_imports()` names what the page imports (the game's modules and
PyScript's Python package); Node's interpreter imports those, and whatever the
standard library loaded by then is what gets compiled. The build then imports
every kept module under Pyodide's zip and under the built one, and stops if
one imports only under Pyodide's. An e2e test drives both tables and their
error paths and checks that the page never missed a module Pyodide has, and
that every standard library module it loaded came from bytecode.
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
from dataclasses import dataclass
from pathlib import Path

from tools import zips

ROOT = Path(__file__).resolve().parent.parent
STOCK = ROOT / "static" / "vendor" / "pyodide" / "python_stdlib.zip"
PYSCRIPT_PYTHON = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"
CACHE = ROOT / "build" / "precompile"
RULES = ROOT / "tools" / "stdlib_imports.py"

# Imported by name at run time, so no import statement leads to them: the
# codecs Python looks up for the page's text, its JSON (which may arrive in
# UTF-16 or UTF-32) and its zips (cp437 names).
EXTRA = tuple(f"encodings.{codec}" for codec in (
    "utf_8", "utf_8_sig", "ascii", "latin_1", "cp437", "utf_16", "utf_16_le", "utf_16_be",
    "utf_32", "utf_32_le", "utf_32_be", "unicode_escape", "raw_unicode_escape",
))
# Imported somewhere in the standard library, never on a path the page takes:
CUTS = (
    "multiprocessing", "concurrent.futures.process",  # a browser tab starts no processes
    "pydoc", "_pyrepl", "pdb",  # help(), the interactive prompt and the debugger: the page has no console
    "unittest", "doctest",  # test runners
    "email", "http", "xmlrpc", "urllib.request", "ftplib",  # network clients: the page never leaves its origin
    "importlib.metadata",  # installed packages' metadata: the page installs none
    "tarfile",  # shutil's tar archives: the page's archives are unpacked in JavaScript (static/boot/archive.mjs)
    "argparse",  # modules' command lines (`python -m zipfile`): a page has no command line
    "concurrent.futures.interpreter", "concurrent.interpreters",  # subinterpreters: Pyodide has none
)
OPTIMIZE = 2


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
    """Everything the built zip depends on."""
    stamp = hashlib.sha256()
    for part in (STOCK.read_bytes(), json.dumps([imports, EXTRA, CUTS, OPTIMIZE]).encode(), RULES.read_bytes(),
                 (ROOT / "tools" / "precompile.mjs").read_bytes(),
                 (ROOT / "static" / "vendor" / "versions.json").read_bytes()):
        stamp.update(hashlib.sha256(part).digest())
    return stamp.hexdigest()[:20]


def node(job: dict, scratch: Path, *flags: str) -> dict:
    (Path(scratch) / "job.json").write_text(json.dumps({
        "indexURL": str(ROOT / "static" / "vendor" / "pyodide") + "/", "stdlib": str(STOCK), **job}))
    result = Path(scratch) / "result.json"
    run = subprocess.run(["node", str(ROOT / "tools" / "precompile.mjs"), *flags, str(Path(scratch) / "job.json"),
                          str(result)], capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"compiling with the vendored Pyodide failed:\n{run.stderr[-4000:]}")
    return json.loads(result.read_text())


@dataclass(frozen=True)
class Stdlib:
    """What the build keeps of Pyodide's zip, and which of it is compiled."""

    compiled: dict
    """{path in the zip: .pyc bytes}"""
    keep: tuple
    """Paths of Pyodide's zip that go into the page's."""


def built_stdlib(imports: list[str], cache: Path = CACHE, check: bool = True) -> Stdlib:
    """Running Node takes several seconds, so the result is kept in `cache`
    until an input changes. `check`: import every kept module under the built
    zip and under Pyodide's (`check_nothing_missing`), a second Node run."""
    remembered = cache / f"{cache_key(imports)}.json"
    if not remembered.exists():
        cache.mkdir(parents=True, exist_ok=True)
        for old in cache.glob("*.json"):
            old.unlink()
        # next to the cache, so the result moves in with a rename on any host
        with tempfile.TemporaryDirectory(dir=cache) as scratch:
            built = node({"imports": imports, "extra": EXTRA, "cuts": CUTS,
                          "rules": RULES.read_text(encoding="utf-8"), "optimize": OPTIMIZE}, Path(scratch))
            if check:
                check_nothing_missing(stdlib_bytes(_decoded(built)), built["keep"], Path(scratch))
            (Path(scratch) / "built.json").write_text(json.dumps(built))
            (Path(scratch) / "built.json").replace(remembered)
    return _decoded(json.loads(remembered.read_text()))


def _decoded(built: dict) -> Stdlib:
    return Stdlib({path: base64.b64decode(pyc) for path, pyc in built["modules"].items()}, tuple(built["keep"]))


def module_name(path: str) -> str:
    return path.removesuffix(".py").removesuffix("/__init__").replace("/", ".")


def check_nothing_missing(zipped: bytes, keep: list[str], scratch: Path) -> None:
    """Every kept module must import under the built zip wherever it imports
    under Pyodide's; one that does not needs something the build left out."""
    trimmed = scratch / "trimmed.zip"
    trimmed.write_bytes(zipped)
    modules = [module_name(path) for path in keep if path.endswith(".py")]
    failed = node({"trimmed": str(trimmed), "modules": modules}, scratch, "--check")
    missing = {name: error for name, error in failed["trimmed"].items() if name not in failed["stock"]}
    if missing:
        sys.exit("the built standard library lacks what these modules import:\n"
                 + "\n".join(f"  {name}: {error}" for name, error in sorted(missing.items())))


def stdlib_bytes(built: Stdlib) -> bytes:
    """The built standard library as one zip (what `check_nothing_missing` imports from)."""
    return zips.reproducible_zip(stdlib_entries(built))


PART_LIMIT = 512 * 1024
"""YouTube Playables asks every file of a game to be under 512 KiB."""


def stdlib_parts(built: Stdlib, count: int) -> list[bytes]:
    """The same entries in `count` zips, each under PART_LIMIT, each top-level module or
    package whole in one of them: a package's submodules are looked for only in the zip
    it was found in. Packed largest first into the emptiest part, each part in Pyodide's
    order. A standard library grown past `count` parts stops the build (the boot module
    lists the parts: static/boot/stdlib.mjs)."""
    groups: dict[str, list] = {}
    for entry in stdlib_entries(built):
        groups.setdefault(top_level(entry[0]), []).append(entry)
    sizes = {name: len(zips.reproducible_zip(group)) for name, group in groups.items()}
    parts: list[set] = [set() for _ in range(count)]
    for name in sorted(groups, key=lambda name: (-sizes[name], name)):
        min(parts, key=lambda part: (sum(sizes[member] for member in part), parts.index(part))).add(name)
    zipped = [zips.reproducible_zip([entry for name, group in groups.items() if name in part for entry in group])
              for part in parts]
    if any(len(data) >= PART_LIMIT for data in zipped):
        sys.exit(f"the standard library no longer fits {count} parts under {PART_LIMIT // 1024} KiB "
                 f"({', '.join(str(len(data) // 1024) for data in zipped)} KiB): add one in "
                 "tools/bundle.py and static/boot/stdlib.mjs")
    return zipped


def top_level(path: str) -> str:
    """The module or package a path of the zip belongs to: `asyncio/events.pyc` and `asyncio/`
    to asyncio, `json.pyc` to json."""
    head = path.split("/", 1)[0]
    return head if "/" in path else head.removesuffix(".pyc").removesuffix(".py")


def stdlib_entries(built: Stdlib) -> list[tuple[str, bytes, int]]:
    """Pyodide's zip, in its order, with only the kept modules (and their
    packages' folders), each compiled module's source swapped for its bytecode."""
    keep = set(built.keep)
    folders = {path[:index + 1] for path in keep for index, char in enumerate(path) if char == "/"}
    with zipfile.ZipFile(STOCK) as stock:
        entries = []
        for entry in stock.infolist():
            name = entry.filename
            if name not in keep and name not in folders:
                continue
            data = stock.read(entry)
            if name in built.compiled:
                name, data = name + "c", built.compiled[name]
            entries.append((name, data, entry.external_attr))
    return entries
