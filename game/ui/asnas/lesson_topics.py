"""What the As-Nas lesson teaches, and when: your look, each kind of bet the
first time anyone makes it, the showdown and a split pot, read from the
engine's history and result.

Pure, so a test can follow the coach through the lesson in CPython and
prove every topic comes up.
"""
from __future__ import annotations

from game.asnas import CALL, FOLD, HOLD, LOOK, RAISE, Match, ai

MATCH = Match
AI = ai
SEED = 456
"""The lesson's match: following the coach through its first deals, you
look, and someone calls, holds, raises and folds; a showdown is ranked and
a pot is split (`tools/lesson_seeds.py` finds such seeds)."""
DEALS = 4
"""The most deals the lesson part lasts."""

TOPICS = (LOOK, CALL, HOLD, RAISE, FOLD, "showdown", "split")
TAUGHT = frozenset(TOPICS)
BETS = (CALL, HOLD, RAISE, FOLD)


def moves(match) -> list:
    """Each deal's moves so far, as the match applies them."""
    return match.actions


def topic(view, advice) -> str | None:
    """The topic of your turn in `view` when you make the coach's move `advice`."""
    return advice if advice in TOPICS else None


def seen(view, seat: int, action) -> str | None:
    """The topic of another player's move: a bet the lesson explains as it happens."""
    return action if action in BETS else None


def ending(view) -> frozenset:
    """What the end of a deal shows: hands ranked at a showdown, a pot split between equal hands."""
    shown = any(hand is not None for hand in view.shown_hands)
    return frozenset(({"showdown"} if shown else set()) | ({"split"} if shown and len(view.winners) > 1 else set()))
