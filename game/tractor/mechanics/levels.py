"""The ladder both teams climb: 2, 3, ..., 10, J, Q, K, A, then victory.

With the must-play house rule (docs/rules.md, Tractor house rules), 5, 10, K and
A are rungs a team cannot skip: it stops on one instead of passing it, and
leaves it only by a deal it wins there as the defending team.
"""
from game.tractor.mechanics.cards import RANKS

LEVELS = RANKS
"""Levels run 2..A and use the rank letters ("T" is the ten)."""


def check_level(level):
    if level not in LEVELS:
        raise ValueError(f"a level is one of {' '.join(LEVELS)}, not {level!r}")
    return level


def advance(level, steps):
    """The level after going up ``steps``, or ``None`` when that passes the Ace.

    Passing the Ace wins the match at once (docs/rules.md, Decided), so callers need
    to know "past A" apart from "at A".
    """
    index = LEVELS.index(check_level(level)) + steps
    return LEVELS[index] if index < len(LEVELS) else None


MUST_PLAY = ("5", "T", "K", "A")


def climb(level, steps, *, must_play=False, defended=False):
    """Where a team at ``level`` that won ``steps`` levels ends up: a level,
    or ``None`` past the Ace. ``defended``: it won as the defending team, so
    at its own level; only then may it leave a must-play level."""
    if not must_play:
        return advance(level, steps)
    if check_level(level) in MUST_PLAY and not defended:
        return level
    for _ in range(steps):
        level = advance(level, 1)
        if level is None or level in MUST_PLAY:
            return level
    return level
