"""Write the lobby into index.html as static HTML, once per language.

Python needs a few seconds to start; the lobby should not. index.html holds
one <template> per language between two marker comments, and its inline
script shows the one for the visitor's language while Python loads. Its
links are ordinary hash links, so a click before Python is ready simply
opens that view when it is. Python then draws the lobby again, from the
same description (game/ui/site/lobby.py), and takes over.

    python3 -m tools.static_lobby    # rewrite the block after changing a catalogue

tests/test_static_lobby.py checks that the block matches the catalogues.
"""
from __future__ import annotations

from pathlib import Path

from game import i18n
from game.ui.site.lobby import html
from game.ui.site.lobby import lobby as lobby_tree

ROOT = Path(__file__).resolve().parent.parent
PAGE = ROOT / "index.html"
START = "<!-- static lobby: written by tools/static_lobby.py -->"
END = "<!-- /static lobby -->"


def lobby(code: str) -> str:
    """One language's lobby, drawn by the same code as the live one."""
    direction = "rtl" if code in i18n.RIGHT_TO_LEFT else "ltr"
    return f'<template data-lang="{code}" data-dir="{direction}">{html(lobby_tree(i18n.load(code)))}</template>'


def block() -> str:
    return START + "\n" + "\n".join("  " + lobby(code) for code in i18n.LANGUAGES) + "\n  " + END


def rewritten(page: str) -> str:
    head, rest = page.split(START, 1)
    _, tail = rest.split(END, 1)
    return head + block() + tail


def main() -> None:
    PAGE.write_text(rewritten(PAGE.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"index.html: static lobby in {len(i18n.LANGUAGES)} languages")


if __name__ == "__main__":
    main()
