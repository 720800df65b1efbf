"""Which standard library modules the page can ever import.

The page ships a standard library of its own (tools/precompile.py), and it
should hold exactly what the page may import on any path: the start, both
tables, every language, refusals, saves, tracebacks and error reports. This
is worked out from the source, following every import statement, not only
the ones that run at start, since an error path imports lazily (a traceback
imports `linecache`, which imports `tokenize` ...). Three kinds of import are
not followed, because an importer never runs them:

- the body of `if __name__ == "__main__":`, and the module-level functions
  reached only from there (a module's command line, e.g. `random.main`);
- the `if sys.platform == "win32":` side of a test for Windows (Pyodide's
  platform is "emscripten");
- the pure Python stand-in that `try: from _datetime import * except
  ImportError: from _pydatetime import *` falls back on, when the module it
  tries is built into the interpreter (`builtin`);
- what `cuts` names, with a reason each, in tools/precompile.py.

The sources are Pyodide's, so the parsing runs in Pyodide's own Python
(tools/precompile.mjs); this module keeps to syntax CPython 3.11 reads too,
so that the rules are tested there on small sources.
"""
import ast
from collections import Counter

WINDOWS_TESTS = frozenset({
    "sys.platform == 'win32'", "os.name == 'nt'", "_os.name == 'nt'", "sys.platform.startswith('win')",
    "_WINDOWS", "MS_WINDOWS", "_IS_WINDOWS", "IS_WINDOWS", "WINDOWS", "_mswindows",
})


def is_main_guard(node) -> bool:
    test = getattr(node, "test", None)
    return (isinstance(node, ast.If) and isinstance(test, ast.Compare) and isinstance(test.left, ast.Name)
            and test.left.id == "__name__")


def _names(nodes) -> Counter:
    return Counter(name.id for node in nodes for name in ast.walk(node) if isinstance(name, ast.Name))


def command_line(tree) -> set:
    """Module-level functions reached only from the main guard, directly or
    through each other."""
    functions = {node.name: node for node in tree.body if isinstance(node, ast.FunctionDef)}
    guard = [node for node in tree.body if is_main_guard(node)]
    skipped = set()
    while True:
        outside = _names([node for node in tree.body if not is_main_guard(node)
                          and not (isinstance(node, ast.FunctionDef) and node.name in skipped)])
        inside = _names(guard + [functions[name] for name in skipped])
        more = {name for name in functions if name not in skipped and inside[name] and not outside[name]}
        if not more:
            return skipped
        skipped |= more


def _accelerated(node, builtin) -> bool:
    """A `try` that imports only modules built into the interpreter, with a
    handler for their absence: that handler never runs."""
    tried = [name for statement in node.body for name in _imported(statement)]
    caught = {ast.unparse(handler.type) for handler in node.handlers if handler.type is not None}
    return bool(tried) and all(name in builtin for name in tried) and bool(caught & {"ImportError",
                                                                                      "ModuleNotFoundError"})


def _imported(statement) -> list:
    if isinstance(statement, ast.Import):
        return [alias.name for alias in statement.names]
    if isinstance(statement, ast.ImportFrom) and not statement.level:
        return [statement.module]
    return ["(not an import)"]


def _followed(tree, builtin):
    """Every node an importer may run."""
    skipped = command_line(tree)
    todo = [tree]
    while todo:
        node = todo.pop()
        if is_main_guard(node) or (isinstance(node, ast.FunctionDef) and node.name in skipped
                                   and node in tree.body):
            continue
        if isinstance(node, ast.If) and ast.unparse(node.test) in WINDOWS_TESTS:
            todo.extend(node.orelse)
            continue
        if isinstance(node, ast.Try) and _accelerated(node, builtin):
            todo.extend(node.body + node.orelse + node.finalbody)
            continue
        yield node
        todo.extend(ast.iter_child_nodes(node))


def imports_of(source, module: str, is_package: bool, builtin=frozenset()) -> set:
    """Dotted names `module`'s source may import. `from package import name`
    counts `package.name` too, which is dropped later if it is not a module."""
    names = set()
    for node in _followed(ast.parse(source), builtin):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = module.split(".") if is_package else module.split(".")[:-1]
                base = base[:len(base) - (node.level - 1)]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module
            names.add(target)
            names.update(f"{target}.{alias.name}" for alias in node.names if alias.name != "*")
    return names


def importable(roots, files: dict, read, cuts=(), builtin=frozenset()) -> dict:
    """{module: its path in the zip} for every module reachable from `roots`.
    `files`: {path: True} of the zip; `read(path)`: its source. Importing
    `a.b` imports `a` first, so each package on the way counts too."""
    cut = set(cuts)
    found = {}
    seen = set()
    todo = list(roots)
    while todo:
        parts = todo.pop().split(".")
        for length in range(1, len(parts) + 1):
            name = ".".join(parts[:length])
            if name in cut:
                break
            if name in seen:
                continue
            seen.add(name)
            stem = name.replace(".", "/")
            path = next((p for p in (stem + ".py", stem + "/__init__.py") if p in files), None)
            if path is None:
                break
            found[name] = path
            todo.extend(imports_of(read(path), name, path.endswith("/__init__.py"), builtin))
    return found
