"""Stored values are read defensively (docs/design.md, Storage): bounded before
they are parsed, and another tab's save is taken up only when it is news."""
from __future__ import annotations

import json

import pytest

from game.ui.services.stored import MAX_DEPTH, moves_on, parse_json


def test_nesting_deeper_than_the_limit_is_refused_before_parsing():
    with pytest.raises(ValueError, match="nested"):
        parse_json("[" * 20000 + "]" * 20000, max_chars=10**6)
    with pytest.raises(ValueError, match="nested"):
        parse_json('{"a":' * (MAX_DEPTH + 1) + "1" + "}" * (MAX_DEPTH + 1), max_chars=10**6)
    assert parse_json("[" * MAX_DEPTH + "]" * MAX_DEPTH, max_chars=100) is not None


def test_brackets_inside_strings_are_text_not_nesting():
    assert parse_json(json.dumps({"note": "[" * 100 + "\\\"{" * 50}), max_chars=1000)["note"].startswith("[[")


def test_a_value_longer_than_the_limit_is_refused_unread():
    with pytest.raises(ValueError, match="characters"):
        parse_json(json.dumps(["x" * 100]), max_chars=50)


@pytest.mark.parametrize("text", ["", "{", "[1,]", "undefined", "{'a': 1}"])
def test_text_that_is_not_json_is_a_value_error(text):
    with pytest.raises(ValueError):
        parse_json(text, max_chars=100)


OURS = {"seed": 5, "deals": [["look", "call"], ["fold"]]}


@pytest.mark.parametrize("theirs, news", [
    (OURS, False),
    ({"seed": 5, "deals": [["look", "call"], ["fold", "hold"]]}, True),    # more moves of this match
    ({"seed": 5, "deals": [["look", "call"], ["fold"], []]}, True),        # the next deal
    ({"seed": 5, "deals": [["look", "call"], []]}, False),                 # how ours began
    ({"seed": 5, "deals": [["look"]]}, False),
    ({"seed": 5, "deals": [["look", "raise"]]}, True),                     # the same match played otherwise
    ({"seed": 6, "deals": [[]]}, True),                                    # another match
    ({"seed": 5, "deals": []}, False),                                     # not a match at all
    ({"seed": 5, "deals": "x"}, False),
    ([1, 2], False),
])
def test_another_tabs_save_is_news_only_when_it_moved_on(theirs, news):
    assert moves_on(theirs, OURS) is news


def test_an_unclosed_string_is_read_in_one_pass_to_the_end():
    """The string pattern takes an unclosed string to the end of the text at
    once: retrying from every later quote would take quadratic time, and a
    stored value like this would stop the page on every visit."""
    from game.ui.services.stored import _STRING

    text = '"' + '\\"' * 50_000
    assert _STRING.match(text).end() == len(text)
    with pytest.raises(ValueError, match="not JSON"):
        parse_json(text, max_chars=10**6)
