"""The lobby index.html shows before Python is ready says what Python's says."""
from __future__ import annotations

import json
import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from game import i18n
from game.i18n import LANGUAGES, RIGHT_TO_LEFT
from game.ui.site import lobby
from game.ui.site.games import GAMES
from tools import static_lobby

ROOT = Path(__file__).resolve().parent.parent
PAGE = (ROOT / "index.html").read_text(encoding="utf-8")


def test_the_static_lobby_in_index_html_is_current_with_the_catalogues():
    assert static_lobby.rewritten(PAGE) == PAGE, "run `python3 -m tools.static_lobby`"


class Texts(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self.links: list[str] = []

    def handle_data(self, data: str) -> None:
        if data.strip():
            self.texts.append(data.strip())

    def handle_starttag(self, tag, attrs) -> None:
        if tag == "a":
            self.links.append(dict(attrs)["href"])


@pytest.mark.parametrize("code", LANGUAGES)
def test_each_language_has_its_lobby_with_every_game_in_its_own_words(code):
    match = re.search(rf'<template data-lang="{code}" data-dir="(\w+)">(.*?)</template>', PAGE)
    assert match, f"no static lobby for {code}"
    assert match.group(1) == ("rtl" if code in RIGHT_TO_LEFT else "ltr")
    parser = Texts()
    parser.feed(match.group(2))
    words = json.loads((ROOT / "game" / "i18n" / f"{code}.json").read_text(encoding="utf-8"))
    assert parser.texts[0] == words["lobby"]["heading"]
    for info in GAMES:
        for field in ("name", "origin", "tagline", "blurb"):
            assert words["games"][info.id][field] in parser.texts
        assert f"#/{info.id}" in parser.links and f"#/{info.id}/rules" in parser.links


def test_catalogue_text_goes_in_escaped_as_pythons_textcontent_would():
    data = json.loads((ROOT / "game" / "i18n" / "en.json").read_text(encoding="utf-8"))
    data["games"]["asnas"]["name"] = "<img src=x onerror=alert(1)>"
    data["lobby"]["wikipedia_label"] = '{game}" onmouseover="alert(1)'
    html = lobby.html(lobby.lobby(i18n.Catalogue("en", data)))
    assert "<img src=x" not in html and "&lt;img src=x onerror=alert(1)&gt;" in html
    assert '" onmouseover="' not in html


def test_the_live_lobby_and_the_static_one_are_drawn_from_one_description():
    tree = lobby.lobby(i18n.load("de"))
    assert tree.attrs == (("class", "lobby"), ("data-view", "lobby"))
    assert static_lobby.lobby("de").endswith(lobby.html(tree) + "</template>")
