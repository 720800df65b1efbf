"""What the Tractor lesson teaches at a turn of yours: the topic the coach's
move shows first, read from the engine (the phase, the lead's shape, the
suit you must follow), never from rules of its own.

Pure, so a test can follow the coach through the lesson's deal in CPython
and prove every topic comes up.
"""
from __future__ import annotations

from game.tractor import BURY, DECLARE, PLAY, TractorMatch, ai, shape_of
from game.tractor.mechanics.follow import follow_kind
from game.tractor.mechanics.shapes import PAIR, TRACTOR

MATCH = TractorMatch
AI = ai
SEED = 359
"""The lesson's match: in its first deal, following the coach, you declare,
nobody overcalls, so you bury the kitty next, then lead a pair and a
tractor, follow suit and pairs, and trump a suit you hold none of
(`tools/lesson_seeds.py` finds seeds that teach every topic; of those, take
one where your burial is your second move)."""

TOPICS = ("declare", "bury", "lead", "lead_pair", "lead_tractor", "follow", "follow_pair", "void", "ruff", "end")
TAUGHT = frozenset({"declare", "bury", "lead_pair", "lead_tractor", "follow", "follow_pair", "ruff"})
"""The topics the lesson part covers; once all were shown, you play on as you like."""
DEALS = 1


def moves(match) -> tuple:
    """Each deal's moves so far, as the match applies them."""
    return match.deal_actions


def topic(view, advice) -> str | None:
    """The topic of your turn in `view` when you make the coach's move `advice`."""
    if view.phase == DECLARE:
        return "declare" if advice.kind == "declare" else None
    if view.phase == BURY:
        return "bury"
    if view.phase != PLAY:
        return None
    if view.lead is None:
        shape = shape_of(advice.cards, view.trump)
        kind = shape.kind if shape is not None else None
        return {PAIR: "lead_pair", TRACTOR: "lead_tractor"}.get(kind, "lead")
    return follow_kind(view.hand, view.lead, advice.cards, view.trump)  # its kinds are named as the topics


def seen(view, seat: int, action) -> str | None:
    """Another player's move teaches nothing of its own here: the coach speaks at your turns."""
    return None


def ending(view) -> frozenset:
    """The deal's end: its points, and the kitty's bonus or why there was none."""
    return frozenset({"end"})
