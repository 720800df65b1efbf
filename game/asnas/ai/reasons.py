"""Why a betting move is the one to make: the hint's sentence, from the exact odds.

Hard's table is a mixture computed offline, so the hint names what every
level weighs at the table: the hand you hold, how many players stay in
against it, its exact chance at a showdown now, and what calling costs
against what the pot pays. A raise with a hand that wins less than its fair
share is called what it is, a bluff: the table mixes a few in so that its
raises cannot be read. A ``Reason`` is data; the table words it.
"""
from dataclasses import dataclass

from game.asnas.actions import CALL, FOLD, HOLD, LOOK, RAISE
from game.asnas.hands import hand_value
from game.asnas.odds import win_chance_for_view
from game.core.views import deal_view_of

KINDS = ("look", "fold", "call", "hold", "raise", "bluff")


@dataclass(frozen=True)
class Reason:
    """Why ``action`` is the move: ``kind`` (one of ``KINDS``); ``category`` of your hand,
    ``opponents`` still in, ``chance`` (exact share of the pot at a showdown now, a
    ``Fraction``), ``price`` to call and ``pot`` before it."""

    kind: str
    action: str
    category: str = ""
    opponents: int = 0
    chance: object = 0
    price: int = 0
    pot: int = 0


def explain(view, action):
    """The ``Reason`` for ``action`` by the seat to act in ``view`` (a deal or match view)."""
    view = deal_view_of(view)
    if action == LOOK or view.hand is None:
        return Reason("look", action)
    chance = win_chance_for_view(view)
    opponents = len(view.opponents_in)
    kind = {FOLD: "fold", CALL: "call", HOLD: "hold", RAISE: "raise"}[action]
    if action == RAISE and chance < 1 / (opponents + 1):
        kind = "bluff"
    return Reason(kind, action, hand_value(view.hand).category, opponents, chance, view.to_call, view.pot)
