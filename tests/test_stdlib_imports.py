"""The rules by which the build decides what the page can import
(tools/stdlib_imports.py), on small sources."""
from textwrap import dedent

from tools.stdlib_imports import importable, imports_of


def names(source: str, module: str = "mod", is_package: bool = False) -> set:
    return imports_of(dedent(source), module, is_package)


def test_imports_inside_functions_count_since_an_error_path_runs_them():
    assert names("def fail():\n    import linecache\n") == {"linecache"}


def test_from_package_import_name_counts_the_package_and_the_name():
    assert names("from concurrent import futures\n") == {"concurrent", "concurrent.futures"}


def test_relative_imports_resolve_from_the_module_or_the_package():
    assert names("from . import tasks\n", "asyncio.events") == {"asyncio", "asyncio.tasks"}
    assert names("from .events import x\n", "asyncio", is_package=True) == {"asyncio.events", "asyncio.events.x"}
    assert names("from .. import y\n", "a.b.c") == {"a", "a.y"}


def test_the_main_guard_and_the_command_line_it_alone_reaches_are_not_followed():
    source = """
        import json
        def _parse_args():
            import argparse
        def main():
            _parse_args()
        def helper():
            import textwrap
        if __name__ == "__main__":
            import doctest
            main()
    """
    assert names(source) == {"json", "textwrap"}


def test_a_function_the_module_also_calls_is_followed_even_if_the_main_guard_calls_it():
    source = """
        def main():
            import argparse
        VALUE = main
        if __name__ == "__main__":
            main()
    """
    assert names(source) == {"argparse"}


def test_the_windows_side_of_a_platform_test_is_not_followed_but_the_other_side_is():
    source = """
        import sys
        if sys.platform == 'win32':
            import _winapi
        else:
            import select
    """
    assert names(source) == {"sys", "select"}


def test_importable_follows_packages_and_stops_at_cuts_and_missing_modules():
    files = {
        "a/__init__.py": "import b\n", "a/x.py": "import c\n", "b.py": "import d.e\n",
        "c.py": "", "d/__init__.py": "", "d/e.py": "import gone\n", "cut.py": "import c\n",
    }
    found = importable(["a.x", "cut"], files, files.__getitem__, cuts=["cut"])
    assert found == {"a": "a/__init__.py", "a.x": "a/x.py", "b": "b.py", "c": "c.py", "d": "d/__init__.py",
                     "d.e": "d/e.py"}


def test_the_pure_python_stand_in_is_not_followed_when_the_accelerator_is_built_in():
    source = """
        try:
            from _datetime import *
        except ImportError:
            from _pydatetime import *
    """
    assert names(source) == {"_datetime", "_pydatetime"}
    assert imports_of(dedent(source), "datetime", False, builtin={"_datetime"}) == {"_datetime"}


def test_a_try_that_imports_more_than_built_in_modules_keeps_its_fallback():
    source = """
        try:
            import _datetime
            import helper
        except ImportError:
            import fallback
    """
    assert "fallback" in imports_of(dedent(source), "m", False, builtin={"_datetime"})
