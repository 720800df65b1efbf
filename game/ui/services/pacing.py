"""How fast the AI players move: readable by default, instant for tests.

`?speed=` and the speed menu pick one of these; the seconds are what a
player waits before each AI move (a look is quicker than a bet).
"""
from __future__ import annotations

SPEEDS = ("normal", "fast", "instant")
DEFAULT_SPEED = "normal"

_BET_PAUSE = {"normal": 1.1, "fast": 0.35, "instant": 0.0}
_LOOK_PAUSE = {"normal": 0.5, "fast": 0.15, "instant": 0.0}


def pause(speed: str, action_is_look: bool = False) -> float:
    table = _LOOK_PAUSE if action_is_look else _BET_PAUSE
    return table.get(speed, table[DEFAULT_SPEED])


def parse_speed(text: str | None) -> str | None:
    """The speed a `?speed=` value names, or None when it names none."""
    if text is None:
        return None
    value = text.strip().lower()
    return value if value in SPEEDS else None
