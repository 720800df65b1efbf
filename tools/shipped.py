"""The game's files as the page gets them: the same code, without what only
a reader of the source needs.

Docstrings and comments are a quarter of the game's Python, and the game
archive travels on every first visit. So the archive carries each module
with its comments cut and every string that stands alone as a statement (a
docstring, a field's note) replaced by `""`, keeping every line where it
was: a traceback from the page names the same file and line as the
repository, and quotes the line's code. Nothing in the game reads a
docstring. Indentation goes as tabs, and JSON loses its layout.

A language other than English travels as its words alone, in the order of
English's keys, which the page has anyway (`game.i18n.load` puts them
back): gzip sees only 32 KB back, less than a catalogue, so the same keys
seven times over cost a twelfth of the archive.
"""
from __future__ import annotations

import ast
import io
import json
import tokenize
from pathlib import Path

from game import i18n

ENGLISH = Path(__file__).resolve().parent.parent / "game" / "i18n" / f"{i18n.DEFAULT_LANGUAGE}.json"


def _characters(line: str, byte_offset: int) -> int:
    """ast counts columns in UTF-8 bytes, strings index by character."""
    return len(line.encode("utf-8")[:byte_offset].decode("utf-8"))


def lone_strings(tree: ast.AST) -> list[ast.Expr]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Expr)
            and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)]


def python(source: str) -> str:
    lines = source.split("\n")
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            row, column = token.start
            lines[row - 1] = lines[row - 1][:column]
    # from the end, so that an edit never moves the place of one still to make
    for node in sorted(lone_strings(ast.parse(source)), key=lambda node: (node.lineno, node.col_offset), reverse=True):
        first, last = lines[node.lineno - 1], lines[node.end_lineno - 1]
        lines[node.lineno - 1] = first[:_characters(first, node.col_offset)] + '""' + last[
            _characters(last, node.end_col_offset):]
        for row in range(node.lineno, node.end_lineno):
            lines[row] = ""
    return _tabbed("\n".join(line.rstrip() for line in lines))


def _tabbed(source: str) -> str:
    """Each four spaces that start a line as one tab: the host's gzip cannot
    see across the archive's files, and a tenth fewer bytes of indentation
    are worth it. A line inside a string keeps its spaces (they are the
    string's); the program must read the same, or it ships with spaces."""
    inside = set()
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.STRING and token.end[0] > token.start[0]:
            inside.update(range(token.start[0] + 1, token.end[0] + 1))
    lines = source.split("\n")
    for number, line in enumerate(lines, 1):
        if number not in inside:
            depth = (len(line) - len(line.lstrip(" "))) // 4
            lines[number - 1] = "\t" * depth + line[4 * depth:]
    tabbed = "\n".join(lines)
    try:
        same = ast.dump(ast.parse(tabbed)) == ast.dump(ast.parse(source))
    except SyntaxError:  # TabError among them: indentation that is not in fours
        same = False
    return tabbed if same else source


def catalogue(text: str, english: str | None = None) -> str:
    """JSON without its layout; with `english`, a language shaped exactly
    like it as the list of its words (else as it is)."""
    data = json.loads(text)
    if english is not None:
        words = list(i18n.leaves(data))
        try:
            if i18n.shaped_like(json.loads(english), iter(words)) == data:
                data = words
        except StopIteration:
            pass  # fewer words than English has keys: shipped whole
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


def is_translation(name: str) -> bool:
    folder, _, file = name.rpartition("/")
    return folder == "game/i18n" and file.endswith(".json") and file != ENGLISH.name


def shipped(name: str, data: bytes) -> bytes:
    """`data` of the file `name` as the archive holds it."""
    if name.endswith(".py"):
        return python(data.decode("utf-8")).encode("utf-8")
    if name.endswith(".json"):
        english = ENGLISH.read_text(encoding="utf-8") if is_translation(name) else None
        return catalogue(data.decode("utf-8"), english).encode("utf-8")
    return data
