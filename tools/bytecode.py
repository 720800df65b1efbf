"""Bytecode for the Python the page runs before it is ready, outside the standard library.

On a first visit Python compiled PyScript's package and the game's start-up
modules from source: on a two-core machine about a fifth of a second each,
while the page could not be used. So the build compiles them with the
vendored Pyodide (tools/precompile.mjs) and ships each as a hash-based .pyc
(PEP 552) in the `__pycache__` folder beside its source. Python hashes the
source it finds and loads the bytecode only if the hash matches, so a source
that is not the one compiled (PyScript's bytecode travels apart from
PyScript's bundle, and a cache may keep one file and not the other) is
compiled as before instead of running stale code; hashing is a small part of
compiling. The sources stay, so a traceback quotes its lines, without the
column marks (the bytecode has no columns, as the standard library's).

Which of the game's modules: those the page's entry point imports at module
level, followed through the game's own imports (a module imported inside a
function is imported when a table opens, and compiles then). PyScript's:
all of its package, from the text PyScript itself writes into the file
system, so the bytecode matches the file byte for byte. That text sits in
PyScript's bundle as a JavaScript object literal; if it cannot be found
there the build stops, rather than ship bytecode of other sources.
"""
from __future__ import annotations

import ast
import base64
import hashlib
import json
import tempfile
from pathlib import Path

from tools import precompile

ROOT = Path(__file__).resolve().parent.parent
HOME = "/home/pyodide"
"""Pyodide's working folder: PyScript writes its package there, and the page's archives unpack there."""
ENTRY = "game.ui.site.boot"
PYSCRIPT = ROOT / "static" / "vendor" / "pyscript"
PYSCRIPT_LITERAL = '{pyscript:{"__init__.py":'
CACHE = ROOT / "build" / "bytecode"


def _module_level_imports(tree: ast.Module) -> set[str]:
    """Modules a module imports while it is imported: not inside its functions."""
    names = set()
    pending = list(tree.body)
    while pending:
        node = pending.pop()
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            pending.extend(child for child in ast.iter_child_nodes(node)
                           if isinstance(child, (ast.stmt, ast.excepthandler)))
    return names


def start_up_modules(sources: dict[str, str], entry: str = ENTRY) -> list[str]:
    """The paths in `sources` ({"game/x/y.py": source}) that importing `entry` imports, with
    every package above them."""
    by_name = {path.removesuffix(".py").removesuffix("/__init__").replace("/", "."): path for path in sources}
    seen, pending = set(), [entry]
    while pending:
        name = pending.pop()
        parts = name.split(".")
        for depth in range(1, len(parts) + 1):
            package = ".".join(parts[:depth])
            if package in by_name and package not in seen:
                seen.add(package)
                pending.extend(_module_level_imports(ast.parse(sources[by_name[package]])))
    return sorted(by_name[name] for name in seen)


def _object_literal(text: str, start: int) -> tuple[dict, int]:
    """The JavaScript object literal at `start`: keys bare or quoted, values strings or objects."""
    decoder = json.JSONDecoder()
    result, at = {}, start + 1
    while text[at] != "}":
        if text[at] == '"':
            key, at = decoder.raw_decode(text, at)
        else:
            colon = text.index(":", at)
            key, at = text[at:colon], colon
        at += 1  # the colon
        if text[at] == "{":
            value, at = _object_literal(text, at)
        else:
            value, at = decoder.raw_decode(text, at)
        result[key] = value
        if text[at] == ",":
            at += 1
    return result, at + 1


def pyscript_sources() -> dict[str, str]:
    """{"pyscript/x.py": source} as PyScript writes them into the working folder."""
    for bundle in sorted(PYSCRIPT.glob("core-*.js")):
        text = bundle.read_text(encoding="utf-8")
        start = text.find(PYSCRIPT_LITERAL)
        if start >= 0:
            tree, _end = _object_literal(text, start)
            return {f"pyscript/{name}": source for name, source in tree["pyscript"].items()}
    raise SystemExit(f"PyScript's Python package was not found in {PYSCRIPT}/core-*.js: "
                     "update tools/bytecode.py for this PyScript")


def _cache_key(sources: dict[str, str]) -> str:
    stamp = hashlib.sha256(json.dumps(sources, sort_keys=True).encode())
    for part in ((ROOT / "tools" / "precompile.mjs").read_bytes(),
                 (ROOT / "static" / "vendor" / "versions.json").read_bytes()):
        stamp.update(hashlib.sha256(part).digest())
    return stamp.hexdigest()[:20]


def compiled(sources: dict[str, str], cache: Path = CACHE) -> dict[str, bytes]:
    """{"folder/__pycache__/x.cpython-3XY.pyc": bytecode} for `sources` ({"folder/x.py": source},
    paths below the working folder). Kept in `cache` until a source or the compiler changes."""
    remembered = cache / f"{_cache_key(sources)}.json"
    if not remembered.exists():
        cache.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryDirectory(dir=cache) as scratch:
            job = {"sources": {f"{HOME}/{path}": source for path, source in sources.items()}}
            (Path(scratch) / "built.json").write_text(json.dumps(precompile.node(job, Path(scratch), "--sources")))
            for old in cache.glob("*.json"):
                old.unlink()
            (Path(scratch) / "built.json").replace(remembered)
    built = json.loads(remembered.read_text())
    return {path.removeprefix(HOME + "/"): base64.b64decode(pyc) for path, pyc in sorted(built.items())}
