"""A portal's orders to the page: taken only from the origin `?parent=` names,
and only the five the page knows; the reason for anything else is said."""
import json

import pytest

from game.i18n import LANGUAGES
from game.ui.services.orders import ORDERS, order_of, parent_origin


@pytest.mark.parametrize("text, origin", [
    ("https://portal.example", "https://portal.example"), ("https://portal.example/", "https://portal.example"),
    ("http://localhost:8000", "http://localhost:8000"), ("https://Portal.Example", "https://portal.example"),
    (None, None), ("", None), ("*", None), ("portal.example", None), ("javascript:alert(1)", None),
    ("https://portal.example/games", None), ("https://a@portal.example", None), ("https://portal.example?x=1", None),
    ("https://portal.example:99999", None), ("file:///etc", None), ("https://" + "p" * 300 + ".example", None),
])
def test_only_an_origin_names_the_parent_whose_orders_are_taken(text, origin):
    assert parent_origin(text) == origin


@pytest.mark.parametrize("kind", [kind for kind in ORDERS if kind != "set-lang"])
def test_the_orders_the_page_takes(kind):
    assert order_of(json.dumps({"type": kind, "extra": 1}), LANGUAGES) == (kind, None)
    assert order_of(json.dumps({"type": "set-lang", "lang": "fa"}), LANGUAGES) == ("set-lang", "fa")


@pytest.mark.parametrize("text", [
    "null", "[]", '"pause"', "{}", '{"type": 3}', '{"type": "reload"}', '{"type": "set-lang"}',
    '{"type": "set-lang", "lang": "xx"}', '{"type": "set-lang", "lang": ["fa"]}', "not json",
    "[" * 5000, json.dumps({"type": "pause", "pad": "x" * 3000}), None,
])
def test_anything_else_is_refused_with_a_reason(text):
    with pytest.raises(ValueError):
        order_of(text, LANGUAGES)
