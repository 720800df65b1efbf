"""The bytecode the first visit gets instead of compiling (tools/bytecode.py) and the archives it travels in."""
from __future__ import annotations

import ast
from pathlib import Path

import pytest

from tools import bundle, bytecode, tarball

ROOT = Path(__file__).resolve().parents[2]


def test_start_up_modules_follow_module_level_imports_and_not_those_inside_functions():
    sources = {
        "game/__init__.py": "",
        "game/ui/__init__.py": "",
        "game/ui/boot.py": "from game.ui import table\nimport game.rules\n",
        "game/ui/table.py": "class Table:\n    from game.cards import FACES\n\n"
                            "def later():\n    import game.engine\n",
        "game/rules.py": "try:\n    import game.fast\nexcept ImportError:\n    import game.slow\n",
        "game/cards.py": "", "game/engine.py": "", "game/fast.py": "", "game/slow.py": "",
    }
    assert bytecode.start_up_modules(sources, "game.ui.boot") == [
        "game/__init__.py", "game/cards.py", "game/fast.py", "game/rules.py", "game/slow.py",
        "game/ui/__init__.py", "game/ui/boot.py", "game/ui/table.py"]


def test_pyscripts_package_is_read_from_its_bundle_module_for_module():
    sources = bytecode.pyscript_sources()
    package = ROOT / "node_modules" / "@pyscript" / "core" / "src" / "stdlib" / "pyscript"
    shipped_with_pyscript = {f"pyscript/{path.name}" for path in package.glob("*.py")}
    assert set(sources) == shipped_with_pyscript
    for path, source in sources.items():
        ast.parse(source, path)
    assert "from pyscript.context import" in sources["pyscript/__init__.py"]


def test_a_javascript_object_literal_reads_bare_and_quoted_keys_and_escaped_strings():
    text = 'x={pyscript:{"a.py":"print(\\"hi\\")\\n\\tpass","sub":{"b.py":""}}},y'
    literal, end = bytecode._object_literal(text, text.index("{"))
    assert literal == {"pyscript": {"a.py": 'print("hi")\n\tpass', "sub": {"b.py": ""}}}
    assert text[end:] == ",y"


@pytest.fixture(scope="module")
def pyscript_archive():
    bundle.main()
    return tarball.read_tar_gz(bundle.PYSCRIPT_BYTECODE.read_bytes())


def test_pyscripts_modules_ship_as_checked_bytecode_beside_the_sources_pyscript_writes(pyscript_archive):
    tag = f"cpython-{bundle.pyodide_version()[:3]}"
    assert sorted(pyscript_archive) == sorted(f"pyscript/__pycache__/{Path(path).stem}.{tag}.pyc"
                                              for path in bytecode.pyscript_sources())
    for name, data in pyscript_archive.items():
        assert int.from_bytes(data[4:8], "little") == 0b11, f"{name}: hash-based and checked (PEP 552)"


def test_game_and_pyscript_bytecode_come_from_the_same_interpreter_as_the_standard_librarys(pyscript_archive):
    game = tarball.read_tar_gz(bundle.ARCHIVE.read_bytes())
    standard = next(data for name, data in bundle.stdlib_files().items() if name.endswith(".pyc"))
    magic = {data[:4] for name, data in [*game.items(), *pyscript_archive.items()] if name.endswith(".pyc")}
    assert magic == {standard[:4]}


def test_the_same_sources_compile_to_the_same_bytecode_in_separate_runs(tmp_path):
    sources = {"game/a.py": "LEVELS = frozenset({'easy', 'normal', 'hard'})\n",
               "game/b.py": "def f():\n    return {1, 2}\n"}
    first = bytecode.compiled(sources, cache=tmp_path / "one")
    second = bytecode.compiled(sources, cache=tmp_path / "two")
    assert first == second and sorted(first) == [f"game/__pycache__/{stem}.cpython-{bundle.pyodide_version()[:3]}.pyc"
                                                 for stem in ("a", "b")]


def test_archives_are_reproducible_and_refuse_names_the_page_could_not_read():
    entries = [("game/a.py", b"x = 1\n"), ("game/data/b.json", b"{}")]
    packed = tarball.reproducible_tar_gz(entries)
    assert packed == tarball.reproducible_tar_gz(entries)
    assert tarball.read_tar_gz(packed) == dict(entries)
    with pytest.raises(ValueError):
        tarball.reproducible_tar_gz([("game/" + "x" * 100 + ".py", b"")])
