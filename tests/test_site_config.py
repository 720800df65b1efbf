"""The page's configuration matches the files and the house rules."""
from __future__ import annotations

import ast
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CONFIG = tomllib.loads((ROOT / "pyscript.toml").read_text())

# Run from the command line, never by the page (tools/page_files.py agrees).
NOT_FOR_THE_PAGE = {"bench.py", "ai_bench.py", "__main__.py"}


def game_files() -> set[str]:
    return {
        "./" + path.relative_to(ROOT).as_posix()
        for path in (ROOT / "game").rglob("*")
        if path.suffix in (".py", ".json") and "__pycache__" not in path.parts
        and path.name not in NOT_FOR_THE_PAGE
    }


def test_pyscript_toml_lists_every_game_file_the_page_needs():
    listed = set(CONFIG["files"])
    assert sorted(game_files() - listed) == [], "add these to [files] in pyscript.toml"
    assert sorted(listed - game_files()) == [], "listed but missing or not for the page"


def test_each_file_lands_at_its_own_path():
    for source, destination in CONFIG["files"].items():
        assert source == destination


def test_interpreter_is_the_vendored_pyodide_and_no_packages_are_fetched():
    assert CONFIG["interpreter"] == "./static/vendor/pyodide/pyodide.mjs"
    assert "packages" not in CONFIG


def test_page_loads_the_vendored_pyscript_and_this_config():
    html = (ROOT / "index.html").read_text()
    assert 'src="./static/vendor/pyscript/core.js"' in html
    assert 'config="./pyscript.toml"' in html
    assert "https://" not in html.split("<body>")[0]


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(), filename=str(path))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            names.add(node.module)
    return names


PURE = ["game/asnas", "game/tractor", "game/i18n", "game/__init__.py",
        "game/ui/look.py", "game/ui/routes.py", "game/ui/games.py"]


def pure_files():
    for entry in PURE:
        path = ROOT / entry
        yield from ([path] if path.is_file() else sorted(path.rglob("*.py")))


@pytest.mark.parametrize("path", list(pure_files()), ids=lambda p: p.relative_to(ROOT).as_posix())
def test_engines_and_models_import_no_ui(path):
    forbidden = [name for name in imported_modules(path)
                 if name.split(".")[0] in ("pyscript", "js", "pyodide") or name.startswith("game.ui")
                 and not path.is_relative_to(ROOT / "game" / "ui")]
    assert forbidden == []


def test_the_engine_guard_covers_every_pure_package():
    covered = {path.parent for path in pure_files()}
    assert {ROOT / "game" / "i18n", ROOT / "game" / "ui"} <= covered
