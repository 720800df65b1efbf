"""The repository stands on its own: every document its code and docs cite
is in it, and the README stays what a player or a host reads (docs/ holds
the rest)."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SEARCHED = ("game", "tests", "e2e", "bench", "tools", "static/boot", "docs")
CITED = re.compile(r"\b((?:docs/)?[A-Za-z_]+\.md)\b")


def texts():
    for folder in SEARCHED:
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix in (".py", ".md", ".mjs", ".js", ".html") and "__pycache__" not in path.parts:
                yield path
    yield from (ROOT / name for name in ("README.md", "index.html", "Makefile", "sw.js"))


def test_every_markdown_file_the_repository_cites_is_in_it():
    missing = set()
    for path in texts():
        for name in CITED.findall(path.read_text(encoding="utf-8", errors="replace")):
            if not any((base / name).exists() for base in (ROOT, ROOT / "docs", path.parent)):
                missing.add(f"{path.relative_to(ROOT)} cites {name}")
    assert sorted(missing) == []


def test_the_readme_is_short_and_links_the_developers_docs():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(readme.splitlines()) < 250
    for doc in ("docs/DEVELOPING.md", "docs/BENCHMARKS.md", "docs/rules.md", "docs/design.md"):
        assert doc in readme and (ROOT / doc).exists()
