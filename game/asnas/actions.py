"""The five things a player may do on their turn, and how a table remembers them."""
from dataclasses import dataclass

from game.core.errors import SaveError

LOOK = "look"
CALL = "call"
HOLD = "hold"
RAISE = "raise"
FOLD = "fold"
ACTIONS = (LOOK, CALL, HOLD, RAISE, FOLD)

OPENING_BET = 1
"""The dealer's forced opening bet; it is not an action."""
BET_LIMIT = 4
"""No bet may go above 4 points."""
RAISE_STEP = 1
"""A raise puts the highest bet up by one point."""


def to_data(action):
    """An action as JSON data (what a save or a message between tabs carries): its name."""
    return action


def from_data(data):
    """An action from ``to_data``'s form, refusing anything that is not one of the five."""
    if not isinstance(data, str) or data not in ACTIONS:
        raise SaveError(f"not an As-Nas action: {data!r:.60}")
    return data


@dataclass(frozen=True)
class ActionRecord:
    """One public move: who did what, and their bet afterwards.

    Enough for a table to say "East raises to 3" or "North looks"; the bet is
    the player's total bet in this deal after the move.
    """

    seat: int
    action: str
    bet: int
