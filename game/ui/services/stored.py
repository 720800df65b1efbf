"""Reading back what the page stored. Anything in localStorage may be garbage:
another build's format, a hand-edited value, or something hostile. JSON is
checked for size and nesting before it is parsed, because a value such as
twenty thousand nested brackets exhausts the browser's stack inside the
parser (a RangeError no Python `except` catches) and would stop the page on
every visit until the value is removed."""
from __future__ import annotations

import json
import re

MAX_DEPTH = 16  # a saved match nests four deep; settings one
# A JSON string, its closing quote optional: an unclosed string then ends the
# text instead of making the search retry from every later quote, which
# would take quadratic time on a value such as '"\\"\\"\\"...'.
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"?')
_BRACKET = re.compile(r"[\[\]{}]")


def parse_json(text: str, max_chars: int):
    """The JSON value in `text`; ValueError if it is longer than `max_chars`,
    nested deeper than MAX_DEPTH, or not JSON."""
    if len(text) > max_chars:
        raise ValueError(f"stored value is {len(text)} characters, more than {max_chars}")
    depth = 0
    for bracket in _BRACKET.findall(_STRING.sub("", text)):
        depth += 1 if bracket in "[{" else -1
        if depth > MAX_DEPTH:
            raise ValueError(f"stored value is nested more than {MAX_DEPTH} deep")
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise ValueError(f"stored value is not JSON: {error}") from None


def moves_on(theirs, ours: dict) -> bool:
    """Whether a saved match (`theirs`, another tab's) is news to a tab whose
    own is `ours`: another match altogether, or this one with more moves made.
    The same moves, or only the first of ours, is old news that must not
    replace ours."""
    if not isinstance(theirs, dict) or not isinstance(theirs.get("deals"), list) or not theirs["deals"]:
        return False
    if theirs.get("seed") != ours.get("seed"):
        return True
    return not _begins(ours["deals"], theirs["deals"])


def _begins(longer: list, shorter: list) -> bool:
    """Whether the moves in `shorter` (deal by deal) are how `longer` began."""
    last = len(shorter) - 1
    return (len(shorter) <= len(longer) and shorter[:last] == longer[:last]
            and isinstance(shorter[last], list) and isinstance(longer[last], list)
            and shorter[last] == longer[last][:len(shorter[last])])
