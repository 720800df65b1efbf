"""The Tractor table's house rules (docs/rules.md, Tractor house rules): what this
match plays by, shown on the table, and the choice for a new match.

The choice is remembered, and starting a match with it asks first when a
match is under way, as a link to another match does: nobody loses a match to
a stray click. Restart keeps the match's own rules (the engine's doing).
"""
from __future__ import annotations

from game.ui.dom import make
from game.ui.opening import parse_rules
from game.ui.services import store

NEXT_KEY = "tractor.next-rules"
"""The rules ticked for the next match, comma-separated."""


def chosen(site, known: tuple, current: frozenset) -> frozenset:
    """The rules ticked for a new match: as last ticked, else this match's."""
    saved = store.read(NEXT_KEY)
    if saved is None:
        return current
    rules = parse_rules(saved, known)
    if rules is None:
        store.forget(NEXT_KEY)
        site.saved_choice_garbled()
        return current
    return rules


def keep(rules: frozenset) -> None:
    store.write(NEXT_KEY, ",".join(sorted(rules)))


def in_words(words, rules: frozenset) -> str:
    if not rules:
        return words.text("tractor.rules_standard")
    return words.text("tractor.list_separator").join(words.text(f"tractor.rule_{rule}_short") for rule in sorted(rules))


def panel(words, known: tuple, current: frozenset, ticked: frozenset):
    """A fold-out under the controls: its summary says what this match plays by."""
    boxes = []
    for rule in known:
        box = make("input", type="checkbox", attrs={"data-rule": rule})
        if rule in ticked:
            box.setAttribute("checked", "")
        boxes.append(make("label", None, box, make("span", words.text(f"tractor.rule_{rule}")), classes=["toggle"]))
    start = make("button", words.text("tractor.rules_start"), type="button", classes=["button"],
                 attrs={"data-action": "new-match-rules"})
    return make("details", None,
                make("summary", words.text("tractor.rules_this_match", rules=in_words(words, current))),
                make("p", words.text("tractor.rules_next"), classes=["note"]), *boxes, start,
                classes=["house-rules"], attrs={"data-rules": ",".join(sorted(current))})

