"""Reading opponents: what their moves say about their cards.

The AI keeps, for each opponent, a weight for each of the 121 hands. A move
made after looking is evidence: a raise is likelier from a strong hand, a
call from a hand good enough for the price, a fold from a weak one. Moves
made without looking say nothing about the cards and change no weight.

The model of "a typical player" is deliberately loose (part of every player
is assumed to act at random), so that a wild raiser does not scare the AI
off every pot.
"""
import math
from functools import lru_cache

from game.asnas.actions import BET_LIMIT, FOLD, LOOK, OPENING_BET, RAISE
from game.asnas.odds import SHAPES, share_table
from game.core import SEAT_COUNT as SEATS

RANDOM_PART = 0.12
"""Share of each move assumed to be made at random, whatever the cards."""
CALL_SOFTNESS = 0.06
"""How sharply a typical player calls once their win share beats the price."""
RAISE_CENTRE = 1.35
RAISE_STEP = 0.3
RAISE_SOFTNESS = 0.2
"""A typical player raises when their share of the pot is well above a fair
share; each step up the bet ladder asks for more."""


def _sigmoid(x):
    if x < -40:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


@lru_cache(maxsize=4096)
def move_chances(cost, pot, opponents, highest):
    """For every hand: the chances a typical player folds, calls or holds, and raises.

    ``cost`` is what the player must add to stay in, ``pot`` the pot before
    they act, ``opponents`` how many others are still in, ``highest`` the bet
    to match. Returns three tuples of 121 floats, indexed by hand strength.
    """
    shares = share_table()
    can_raise = highest < BET_LIMIT
    random_each = RANDOM_PART / (3 if can_raise else 2)
    folds, passes, raises = [], [], []
    for strength in range(len(SHAPES)):
        share = shares[strength][opponents - 1]
        if cost == 0:
            stays = 1.0
        else:
            stays = _sigmoid((share - cost / (pot + cost)) / CALL_SOFTNESS)
        if can_raise:
            centre = RAISE_CENTRE + RAISE_STEP * (highest + 1 - 2)
            raising = _sigmoid((share * (opponents + 1) - centre) / RAISE_SOFTNESS)
        else:
            raising = 0.0
        sensible = 1.0 - RANDOM_PART
        folds.append(sensible * (1.0 - stays) + random_each)
        passes.append(sensible * stays * (1.0 - raising) + random_each)
        raises.append(sensible * stays * raising + (random_each if can_raise else 0.0))
    return tuple(folds), tuple(passes), tuple(raises)


class TableReading:
    """The public story of the deal so far, replayed move by move, and what it implies.

    ``weights[seat]`` is, for every opponent of ``me``, a list of 121 relative
    likelihoods indexed by hand strength, or ``None`` while their moves have
    said nothing about their cards (none made after looking).
    """

    def __init__(self, view):
        self.me = view.seat
        bets = [0] * SEATS
        bets[view.dealer] = OPENING_BET
        folded = [False] * SEATS
        looked = [False] * SEATS
        weights = {seat: None for seat in range(SEATS) if seat != self.me}
        for record in view.history:
            seat, action = record.seat, record.action
            if action == LOOK:
                looked[seat] = True
                continue
            if seat != self.me and looked[seat]:
                highest = max(bets)
                chances = move_chances(
                    highest - bets[seat], sum(bets), SEATS - 1 - sum(folded), highest
                )
                likelihood = chances[0] if action == FOLD else chances[2] if action == RAISE else chances[1]
                current = weights[seat]
                weights[seat] = list(likelihood) if current is None else [
                    w * l for w, l in zip(current, likelihood)
                ]
            bets[seat] = record.bet
            folded[seat] = folded[seat] or action == FOLD
        self.weights = weights
