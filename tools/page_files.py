"""Rewrite the [files] table of pyscript.toml from what is under game/.

PyScript copies only the files it is told about into the browser's file
system; a module added to game/ but not listed would import fine in the
tests and fail in the page. tests/test_site_config.py checks the result.
"""
from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONFIG = ROOT / "pyscript.toml"
NOT_FOR_THE_PAGE = {"bench.py", "ai_bench.py", "__main__.py"}


def page_files() -> list[str]:
    return sorted(
        "./" + path.relative_to(ROOT).as_posix()
        for path in (ROOT / "game").rglob("*")
        if path.suffix in (".py", ".json")
        and "__pycache__" not in path.parts
        and path.name not in NOT_FOR_THE_PAGE
    )


def main() -> None:
    text = CONFIG.read_text()
    head = text.split("\n[files]\n")[0] + "\n"
    table = "".join(f'"{name}" = "{name}"\n' for name in page_files())
    CONFIG.write_text(head + "[files]\n" + table)
    print(f"pyscript.toml lists {len(page_files())} files")


if __name__ == "__main__":
    main()
