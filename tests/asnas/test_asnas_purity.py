"""House rules for the engine: standard library only, no page code, no global randomness."""
import ast
import pathlib
import sys

PACKAGE = pathlib.Path(__file__).resolve().parents[2] / "game" / "asnas"
SOURCES = sorted(PACKAGE.glob("*.py"))


def imports(tree):
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0:
            yield node.module


def test_the_engine_imports_only_the_standard_library_and_itself():
    assert SOURCES
    for path in SOURCES:
        for name in imports(ast.parse(path.read_text(encoding="utf-8"))):
            top = name.split(".")[0]
            assert top in sys.stdlib_module_names, f"{path.name} imports {name}"
            assert top not in ("pyscript", "js"), f"{path.name} imports {name}"


def test_randomness_is_always_passed_in_never_the_global_generator():
    for path in SOURCES:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "random"
            ):
                assert node.attr == "Random", f"{path.name} uses random.{node.attr}"
