"""The house rules of docs/design.md that hold for every pure package: the engines
(and the few UI models the page's snapshot imports) use the standard library
only, never the page, never the global random generator, nothing newer than
Python 3.11, and every module says why it exists."""
import ast
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ["game/core", "game/asnas", "game/tractor"]
PURE = ENGINES + ["game/i18n", "game/__init__.py",
                  "game/ui/site/look.py", "game/ui/site/routes.py", "game/ui/site/games.py"]
PAGE_ONLY = ("pyscript", "js", "pyodide")


def files(entries):
    for entry in entries:
        path = ROOT / entry
        yield from ([path] if path.is_file() else sorted(path.rglob("*.py")))


def tree_of(path: Path) -> ast.Module:
    return ast.parse(path.read_text(encoding="utf-8"), filename=str(path), feature_version=(3, 11))


def imported(tree: ast.Module):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            yield "." if node.level else node.module


def ids(path: Path) -> str:
    return path.relative_to(ROOT).as_posix()


@pytest.mark.parametrize("path", list(files(PURE)), ids=ids)
def test_pure_code_imports_only_the_standard_library_and_the_game_never_the_page(path):
    for name in imported(tree_of(path)):
        top = name.split(".")[0]
        assert top not in PAGE_ONLY, name
        assert not name.startswith("game.ui") or path.is_relative_to(ROOT / "game" / "ui"), name
        assert top in sys.stdlib_module_names or top in ("game", ""), name


@pytest.mark.parametrize("path", list(files(ENGINES)), ids=ids)
def test_engines_take_randomness_as_an_argument_never_from_the_global_generator(path):
    tree = tree_of(path)
    for node in ast.walk(tree):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
            assert node.attr == "Random", f"random.{node.attr}"
        if isinstance(node, ast.ImportFrom) and node.module == "random":
            assert [alias.name for alias in node.names] == ["Random"]


@pytest.mark.parametrize("path", list(files(ENGINES)), ids=ids)
def test_every_engine_module_says_why_it_exists(path):
    assert ast.get_docstring(tree_of(path))


@pytest.mark.parametrize("path", sorted((ROOT / "game").rglob("*.py")), ids=ids)
def test_no_module_is_longer_than_400_lines(path):
    assert len(path.read_text(encoding="utf-8").splitlines()) <= 400


def test_the_guards_cover_every_engine_package():
    covered = {path.parent for path in files(PURE)}
    assert {ROOT / "game" / name for name in ("core", "asnas", "tractor", "i18n")} <= covered


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports_of(path: Path, modules: set[str]) -> set[str]:
    """Every game module `path` imports, at the top or inside a function: an
    import put off until first use still joins the two modules, so a circle
    through it is still a circle."""
    found = set()
    package = module_name(path) if path.name == "__init__.py" else module_name(path).rpartition(".")[0]
    for node in ast.walk(tree_of(path)):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            found.add(base)
            found.update(f"{base}.{alias.name}" for alias in node.names)
    return {name for name in found if name in modules}


def test_no_game_module_imports_itself_round_a_circle():
    paths = sorted((ROOT / "game").rglob("*.py"))
    modules = {module_name(path) for path in paths}
    graph = {module_name(path): imports_of(path, modules) for path in paths}
    for name in graph:  # a package's own __init__ is imported before its modules: not a circle
        graph[name] = {other for other in graph[name] if not name.startswith(other + ".")}
    done, stack = set(), []

    def visit(name):
        if name in stack:
            pytest.fail("import circle: " + " -> ".join(stack[stack.index(name):] + [name]))
        if name in done:
            return
        stack.append(name)
        for other in sorted(graph[name]):
            visit(other)
        stack.pop()
        done.add(name)

    for name in sorted(graph):
        visit(name)


def test_the_site_imports_no_games_own_ui_module_and_asks_each_game_through_one_name():
    """The site shell finds a game's table and records page by the names in
    `game/ui/site/games.py` and `records_page`, so a new game adds modules of
    its own and edits no site code."""
    paths = sorted((ROOT / "game").rglob("*.py"))
    modules = {module_name(path) for path in paths}
    site = [path for path in paths if module_name(path).startswith("game.ui.site.")]
    games_own = {name for name in modules if name.startswith(("game.ui.asnas", "game.ui.tractor"))}
    assert {f"{module_name(path)} imports {name}" for path in site for name in imports_of(path, modules) & games_own} \
        == set()


def test_the_ui_shows_its_layers_services_below_tables_below_the_site():
    """`game/ui` is built in layers: the services every table uses (storage, records, sound,
    pace) at the bottom, importing nothing above them; the shared table parts and each
    game's table above them; the site shell on top. Nothing imports a layer above its own,
    and no game's table imports another game's."""
    paths = sorted((ROOT / "game").rglob("*.py"))
    modules = {module_name(path) for path in paths}

    def layer(name):
        if name.startswith("game.ui.services"):
            return "services"
        if name.startswith("game.ui.site"):
            return "site"
        if name.startswith(("game.ui.asnas", "game.ui.tractor")):
            return name.split(".")[2]
        return "shared" if name.startswith("game.ui") else "below"

    allowed = {"services": {"services", "below"}, "shared": {"services", "shared", "below"},
               "asnas": {"services", "shared", "asnas", "below"}, "tractor": {"services", "shared", "tractor", "below"},
               "site": {"services", "shared", "site", "below"}}
    crossings = set()
    for path in paths:
        name = module_name(path)
        if layer(name) == "below":
            continue
        for other in imports_of(path, modules):
            if other.startswith("game.ui") and layer(other) not in allowed[layer(name)]:
                crossings.add(f"{name} ({layer(name)}) imports {other} ({layer(other)})")
    assert crossings == set()
