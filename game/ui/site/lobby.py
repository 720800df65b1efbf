"""The lobby as a tree of plain values, drawn two ways: as HTML written into
index.html (shown while Python starts) and as the live page once it has.

One description means the two cannot drift apart: a player who clicks a tile
before Python is ready gets the same link Python would have drawn.
"""
from __future__ import annotations

from dataclasses import dataclass
from html import escape

from game.i18n import Catalogue
from game.ui.site.games import GAMES, GameInfo
from game.ui.site.routes import Route


@dataclass(frozen=True)
class Node:
    """An element: its tag, its text (before its children), its attributes and children."""

    tag: str
    text: str = ""
    attrs: tuple = ()
    children: tuple = ()


def node(tag: str, text: str = "", *children: Node, **attrs: object) -> Node:
    """`class_` stands for `class`, and `data_game` for `data-game`."""
    named = tuple((name.rstrip("_").replace("_", "-"), str(value)) for name, value in attrs.items())
    return Node(tag, text, named, children)


def lobby(words: Catalogue) -> Node:
    tiles = node("ul", "", *(node("li", "", tile(words, info)) for info in GAMES), class_="tiles")
    records = node("p", "", node("a", words.text("lobby.records"), class_="button", href="#/stats",
                                 data_action="open-records"), class_="lobby-records")
    return node("section", "", node("h1", words.text("lobby.heading")),
                node("p", words.text("lobby.intro"), class_="intro"), tiles, records, class_="lobby",
                data_view="lobby")


def tile(words: Catalogue, info: GameInfo) -> Node:
    key = f"games.{info.id}"
    name = words.text(f"{key}.name")
    table, rules = Route("table", info.id).hash, Route("rules", info.id).hash
    meta = node("p", "", node("span", words.text(f"{key}.origin"), class_="tile-origin"),
                node("a", words.text("lobby.wikipedia"), class_="tile-wiki", href=info.wikipedia, target="_blank",
                     rel="noopener noreferrer", aria_label=words.text("lobby.wikipedia_label", game=name)),
                class_="tile-meta")
    actions = node("div", "",
                   node("a", words.text("lobby.play"), class_="button primary", href=table, data_action="open-table"),
                   node("a", words.text("lobby.learn"), class_="button", href=Route("learn", info.id).hash,
                        data_action="learn", aria_label=words.text("lobby.learn_label", game=name)),
                   node("a", words.text("lobby.rules"), class_="button", href=rules, data_action="open-rules"),
                   node("a", words.text("friends.host"), class_="button", href=Route("friends", info.id).hash,
                        data_action="host", aria_label=words.text("friends.host_label", game=name)),
                   class_="tile-actions")
    body = node("div", "", node("h2", "", node("a", name, href=table), class_="tile-name"), meta,
                node("p", words.text(f"{key}.tagline"), class_="tile-tagline"),
                node("p", words.text(f"{key}.blurb"), class_="tile-blurb"), actions, class_="tile-body")
    art = node("img", class_="tile-art", src=f"./{info.art}", alt="", width=320, height=180, aria_hidden="true",
               decoding="async")
    return node("article", "", art, body, class_="tile", data_game=info.id)


VOID = {"img"}


def html(tree: Node) -> str:
    attrs = "".join(f' {name}="{escape(value)}"' for name, value in tree.attrs)
    if tree.tag in VOID:
        return f"<{tree.tag}{attrs}>"
    inside = escape(tree.text, quote=False) + "".join(html(child) for child in tree.children)
    return f"<{tree.tag}{attrs}>{inside}</{tree.tag}>"
