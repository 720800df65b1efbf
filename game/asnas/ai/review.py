"""What your moves of a deal cost: where Hard would have bet otherwise, and by how much.

A player who wants to get better asks which of their moves mattered. Each of
your betting moves of the deal is set beside the move Hard advises there (the
hint's move, so the review never contradicts a hint you saw), and both are
priced as every level prices a move at the table (``reckoning.weigh_options``:
the exact odds of your hand against the unseen cards, the pot and the price,
and what the others' bets so far say of their hands). The difference is the
points you gave up, on average over the hands the others could hold; a move
Hard would have made otherwise that the odds price no worse is no mistake and
is left out. Looking at your cards costs nothing and is not priced.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.asnas.actions import LOOK, RAISE
from game.asnas.ai.reasons import explain
from game.asnas.ai.reckoning import weigh_options

MOST = 5
"""The costliest moves a review lists; a deal has seldom more than a few of yours."""
NEGLIGIBLE = 0.005
"""Points a move may cost before it counts as one (the weighing's rounding)."""


@dataclass(frozen=True)
class CostlyMove:
    """A move of yours that Hard would have made otherwise: ``played`` where Hard advises
    ``advised`` for ``reason``, the bet standing then (``bet``, what ``played`` was made at or
    raised to), ``cost`` the expected points given up, and ``moves_before`` how many moves of the
    deal came before it."""

    moves_before: int
    played: str
    bet: int
    advised: str
    reason: object
    cost: float


def your_moves(match, seat, deal: int | None = None):
    """``(match view before it, move)`` for each move ``seat`` made in deal number ``deal`` of the
    match (its current deal by default), the deal replayed from the match's seed and moves."""
    deals = match.actions
    index = len(deals) - 1 if deal is None else deal - 1
    replayed = type(match).replay(match.seed, deals[:index] + [[]], match.options)
    for move in deals[index]:
        if replayed.to_act == seat:
            yield replayed.view(seat), move
        replayed.apply(move)


def priced(match, seat, advise, deal: int | None = None) -> list:
    """Every move of ``seat`` in the deal where ``advise(match_view)`` (Hard's move there) differs
    and is worth more, in the order they were made."""
    costly = []
    for seen, played in your_moves(match, seat, deal):
        view = seen.deal
        if played == LOOK or view.hand is None:
            continue
        advised = advise(seen)
        if advised == played:
            continue
        values = weigh_options(view)
        if played not in values or advised not in values or values[advised] - values[played] <= NEGLIGIBLE:
            continue
        bet = view.raise_to if played == RAISE else view.highest_bet
        costly.append(CostlyMove(len(view.history), played, bet, advised, explain(view, advised),
                                 values[advised] - values[played]))
    return costly


def costly_moves(match, seat, advise) -> tuple:
    """The moves of ``seat`` in the match's current deal that ``priced`` lists, costliest first,
    at most ``MOST``."""
    costly = priced(match, seat, advise)
    costly.sort(key=lambda move: (-move.cost, move.moves_before))
    return tuple(costly[:MOST])


def match_cost(match, seat, advise) -> float:
    """What all of ``seat``'s priced moves of every deal played cost, in points."""
    return sum(move.cost for deal in range(1, len(match.actions) + 1) for move in priced(match, seat, advise, deal))
