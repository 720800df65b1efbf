"""The standard library the page boots from: Pyodide's own, cut to what the
page can import, with the modules Python imports while the page starts
shipped as bytecode (tools/precompile.py)."""
from __future__ import annotations

import io
import json
import zipfile
from pathlib import Path

import pytest

from tools import bundle, precompile

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def compiled_stdlib() -> dict[str, bytes]:
    bundle.main()
    return bundle.stdlib_files()


@pytest.fixture(scope="module")
def stock_stdlib() -> dict[str, bytes]:
    with zipfile.ZipFile(precompile.STOCK) as stdlib:
        return {name: stdlib.read(name) for name in stdlib.namelist()}


def test_only_modules_the_page_can_import_are_shipped_and_unchanged(compiled_stdlib, stock_stdlib):
    as_shipped = {name.removesuffix("c") if name.endswith(".pyc") else name for name in compiled_stdlib}
    assert as_shipped < set(stock_stdlib)
    assert len(as_shipped) < len(stock_stdlib) / 2
    for name, data in compiled_stdlib.items():
        if not name.endswith(".pyc"):
            assert data == stock_stdlib[name], name
    # what an error path imports lazily, the codecs looked up by name
    for needed in ("linecache", "tokenize", "traceback", "difflib", "encodings/cp437", "encodings/utf_16"):
        assert f"{needed}.py" in as_shipped, needed
    for never in ("email/", "xml/", "unittest/", "multiprocessing/", "_pyrepl/", "http/", "pydoc.py",
                  "encodings/cp1252.py"):
        assert not [name for name in as_shipped if name.startswith(never)], never


def test_the_modules_python_needs_to_start_come_compiled(compiled_stdlib):
    compiled = {name for name in compiled_stdlib if name.endswith(".pyc")}
    # Pyodide's own start-up, PyScript's, and what the game imports
    for needed in ("encodings/__init__.pyc", "_pyodide/_base.pyc", "pyodide/webloop.pyc", "asyncio/tasks.pyc",
                   "json/decoder.pyc", "dataclasses.pyc", "zipfile/__init__.pyc", "fractions.pyc"):
        assert needed in compiled
    # and only those: the rest stay source, so the download barely grows
    assert 100 < len(compiled) < 300
    assert "email/parser.pyc" not in compiled and "unittest/case.pyc" not in compiled


def test_compiled_modules_are_unchecked_hash_based_bytecode_for_one_python(compiled_stdlib):
    headers = {data[:4] for name, data in compiled_stdlib.items() if name.endswith(".pyc")}
    assert len(headers) == 1 and headers.pop().endswith(b"\r\n"), "one interpreter's magic number"
    for name, data in compiled_stdlib.items():
        if name.endswith(".pyc"):
            # PEP 552 flags: hash-based (bit 0) and not checked against a source (bit 1)
            assert int.from_bytes(data[4:8], "little") == 0b01, name


def test_the_compiled_standard_library_is_reproducible(tmp_path, compiled_stdlib):
    """The build name, and with it every player's offline cache and snapshot,
    follows these bytes: the same inputs must give the same bytecode."""
    imports = bundle.stdlib_imports()
    shipped = precompile.built_stdlib(imports)  # the build's own, from its cache
    again = precompile.built_stdlib(imports, cache=tmp_path, check=False)  # Node run afresh (the build checked it)
    assert again == shipped and "json/decoder.py" in again.compiled
    with zipfile.ZipFile(io.BytesIO(precompile.stdlib_bytes(again))) as rebuilt:
        assert {name: rebuilt.read(name) for name in rebuilt.namelist()} == compiled_stdlib


def test_start_up_imports_are_the_standard_library_the_game_and_pyscript_name():
    names = precompile.startup_imports(['import json\nfrom dataclasses import dataclass\nimport game.asnas\n'
                                        'from pyscript import web\nfrom . import cards\nfrom xml import dom\n'])
    assert {"json", "dataclasses", "asyncio"} <= set(names)  # asyncio: PyScript's own
    assert {"xml", "xml.dom"} <= set(names)  # `from package import module` names the module
    assert not [name for name in names if name.split(".")[0] in ("game", "pyscript", "js", "polyscript")]


def test_the_page_and_the_snapshot_worker_boot_from_the_compiled_standard_library():
    boot = (ROOT / "static" / "boot" / "pyodide.mjs").read_text()
    worker = (ROOT / "static" / "boot" / "snapshot-worker.mjs").read_text()
    parts = (ROOT / "static" / "boot" / "stdlib.mjs").read_text()
    assert f"const PARTS = {json.dumps([part.name for part in bundle.STDLIB_PARTS])};" in parts
    assert "...STDLIB," in boot and "const STDLIB = stdlibSettings();" in boot
    assert "loadPyodide({ indexURL, ...stdlibSettings()," in worker


def test_the_standard_library_comes_in_parts_under_512_kib_sharing_no_module(compiled_stdlib):
    """YouTube Playables asks every file to be under 512 KiB; a package split across parts
    would not find its submodules (they are looked for only in the zip it came from)."""
    tops = []
    for part in bundle.STDLIB_PARTS:
        assert part.stat().st_size < precompile.PART_LIMIT, part.name
        with zipfile.ZipFile(part) as stdlib:
            tops.append({precompile.top_level(name) for name in stdlib.namelist()})
    assert all(tops) and not set.intersection(*tops)
    assert sum(len(names) for names in tops) == len({precompile.top_level(name) for name in compiled_stdlib})
