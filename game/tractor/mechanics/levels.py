"""The ladder both teams climb: 2, 3, ..., 10, J, Q, K, A, then victory."""
from game.tractor.mechanics.cards import RANKS

LEVELS = RANKS
"""Levels run 2..A and use the rank letters ("T" is the ten)."""


def check_level(level):
    if level not in LEVELS:
        raise ValueError(f"a level is one of {' '.join(LEVELS)}, not {level!r}")
    return level


def advance(level, steps):
    """The level after going up ``steps``, or ``None`` when that passes the Ace.

    Passing the Ace wins the match at once (RULES.md, Decided), so callers need
    to know "past A" apart from "at A".
    """
    index = LEVELS.index(check_level(level)) + steps
    return LEVELS[index] if index < len(LEVELS) else None
