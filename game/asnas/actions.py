"""The five things a player may do on their turn, and how a table remembers them."""
from dataclasses import dataclass

from game.core.choices import Choices
from game.core.errors import IllegalAction, SaveError

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


def choices(looked, bet, highest):
    """What the player to act may do, in a fixed order (look, call or hold, raise, fold), from
    what the table shows: whether they have looked, their bet and the highest bet. The choices
    also say why anything else is refused; a deal and a friend's copy of its view build them alike."""
    legal = [] if looked else [LOOK]
    legal.append(CALL if bet < highest else HOLD)
    if highest < BET_LIMIT:
        legal.append(RAISE)
    legal.append(FOLD)
    return Choices(legal, lambda action: refusal(action, bet, highest))


def refusal(action, bet, highest):
    """Why the player to act, at ``bet`` against ``highest``, may not make ``action`` (which
    ``choices`` left out)."""
    if not isinstance(action, str) or action not in ACTIONS:
        return IllegalAction(f"{action!r} is not an As-Nas move; the moves are look, call, hold, raise and fold",
                             rule="not_an_action", action=repr(action))
    if action == LOOK:
        return IllegalAction("You have already looked at your hand", rule="already_looked")
    if action == HOLD:
        return IllegalAction(f"You cannot hold: the bet to match is {highest}", rule="hold_under_bet", bet=highest)
    if action == CALL:
        return IllegalAction(f"You cannot call: your bet of {bet} already matches the highest bet; hold instead",
                             rule="call_matched", bet=bet)
    return IllegalAction(f"You cannot raise: the bet is already at the limit of {BET_LIMIT}",
                         rule="raise_limit", bet=BET_LIMIT)


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
