"""What a finished As-Nas match adds to your records, from your view of it:
your total and deals, the best hand you showed down, the biggest pot you
took, and every player's running total for the chart."""
from __future__ import annotations

from game.asnas.hands import hand_value
from game.core import seats_from
from game.ui.services.records import Figure, MatchSummary, exact_sum, largest


def _better_hand(mine: tuple, other: tuple) -> tuple:
    """The stronger of two hands (an empty one is no hand)."""
    if not other:
        return mine
    if not mine:
        return other
    return other if hand_value(other) > hand_value(mine) else mine


def _stored_hand(value) -> tuple:
    """A best hand as stored: the cards of an As-Nas hand, or none."""
    if not isinstance(value, list) or not all(isinstance(card, str) for card in value):
        raise ValueError("a best hand is a list of cards")
    if value:
        hand_value(tuple(value))  # raises ValueError for anything that is not an As-Nas hand
    return tuple(value)


FIGURES = (exact_sum("points"), Figure("best_hand", (), _better_hand, _stored_hand, list), largest("biggest_pot"))
"""Your total, the best hand you showed down, the biggest pot you took."""


def summary_of(match, level: str, practice: bool) -> MatchSummary:
    """`match` is your MatchView of a finished match (its `seat` is yours)."""
    you = match.seat
    shown = [record.shown_hands[you] for record in match.history if record.shown_hands[you] is not None]
    best = max(shown, key=hand_value, default=())
    pots = [record.pot for record in match.history if you in record.winners]
    return MatchSummary(
        game="asnas", level=level, won=you in match.winners, deals=len(match.history), practice=practice,
        figures={"points": match.totals[you], "best_hand": tuple(best), "biggest_pot": max(pots, default=0)},
        chart=tuple(match.running_totals[seat] for seat in seats_from(you)),  # you first, as the chart names them
    )
