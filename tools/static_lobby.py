"""Write the lobby into index.html as static HTML, once per language.

Python needs a few seconds to start; the lobby should not. index.html holds
one <template> per language between two marker comments, and its inline
script shows the one for the visitor's language while Python loads. Its
links are ordinary hash links, so a click before Python is ready simply
opens that view when it is. Python then draws the lobby again, from the
same catalogues, and takes over.

    python3 -m tools.static_lobby    # rewrite the block after changing a catalogue

tests/test_static_lobby.py checks that the block matches the catalogues.
"""
from __future__ import annotations

import json
from html import escape
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from game.i18n import LANGUAGES, RIGHT_TO_LEFT
from game.ui.site.games import GAMES
from game.ui.site.routes import Route

PAGE = ROOT / "index.html"
START = "<!-- static lobby: written by tools/static_lobby.py -->"
END = "<!-- /static lobby -->"


def catalogue(code: str) -> dict:
    return json.loads((ROOT / "game" / "i18n" / f"{code}.json").read_text(encoding="utf-8"))


def tile(words: dict, info) -> str:
    game = words["games"][info.id]
    lobby = words["lobby"]
    name = escape(game["name"])
    table, rules = Route("table", info.id).hash, Route("rules", info.id).hash
    wiki_label = escape(lobby["wikipedia_label"].replace("{game}", game["name"]))
    return (
        f'<li><article class="tile" data-game="{info.id}">'
        f'<img class="tile-art" src="./{info.art}" alt="" width="320" height="180" aria-hidden="true" decoding="async">'
        f'<div class="tile-body"><h2 class="tile-name"><a href="{table}">{name}</a></h2>'
        f'<p class="tile-meta"><span class="tile-origin">{escape(game["origin"])}</span> '
        f'<a class="tile-wiki" href="{info.wikipedia}" target="_blank" rel="noopener noreferrer" '
        f'aria-label="{wiki_label}">{escape(lobby["wikipedia"])}</a></p>'
        f'<p class="tile-tagline">{escape(game["tagline"])}</p>'
        f'<p class="tile-blurb">{escape(game["blurb"])}</p>'
        f'<div class="tile-actions"><a class="button primary" href="{table}" data-action="open-table">'
        f'{escape(lobby["play"])}</a><a class="button" href="{rules}" data-action="open-rules">'
        f'{escape(lobby["rules"])}</a></div></div></article></li>'
    )


def lobby(code: str) -> str:
    words = catalogue(code)
    direction = "rtl" if code in RIGHT_TO_LEFT else "ltr"
    tiles = "".join(tile(words, info) for info in GAMES)
    return (
        f'<template data-lang="{code}" data-dir="{direction}">'
        f'<section class="lobby" data-view="lobby"><h1>{escape(words["lobby"]["heading"])}</h1>'
        f'<p class="intro">{escape(words["lobby"]["intro"])}</p><ul class="tiles">{tiles}</ul></section>'
        f"</template>"
    )


def block() -> str:
    return START + "\n" + "\n".join("  " + lobby(code) for code in LANGUAGES) + "\n  " + END


def rewritten(page: str) -> str:
    head, rest = page.split(START, 1)
    _, tail = rest.split(END, 1)
    return head + block() + tail


def main() -> None:
    PAGE.write_text(rewritten(PAGE.read_text(encoding="utf-8")), encoding="utf-8")
    print(f"index.html: static lobby in {len(LANGUAGES)} languages")


if __name__ == "__main__":
    main()
