"""An As-Nas seat's view as JSON data and back (`game.core.wire`), for a
friend's tab: its choices are rebuilt from the view (``actions.choices``),
as the deal built them, so the guest's table refuses what the host would."""
from dataclasses import replace

from game.asnas.actions import ActionRecord, choices
from game.asnas.match import DealRecord, hands_dealt
from game.asnas.view import DealView, MatchView
from game.core.wire import decode, view_to_data

TYPES = {kind.__name__: kind for kind in (MatchView, DealView, DealRecord, ActionRecord)}


def view_from_data(data, seat: int) -> MatchView:
    """``seat``'s ``MatchView`` from ``view_to_data``'s data (`game.core.wire`); ``ValueError`` for anything else."""
    view = decode(data, TYPES)
    if not isinstance(view, MatchView) or not isinstance(view.deal, DealView) \
            or view.seat != seat or view.deal.seat != seat:
        raise ValueError(f"not seat {seat}'s view of an As-Nas match")
    deal = view.deal
    if deal.to_act != seat or deal.is_over:
        return view
    try:
        legal = choices(deal.looked[seat], deal.bets[seat], deal.highest_bet)
    except (IndexError, TypeError) as error:
        raise ValueError(f"not a deal view: {error}") from None
    return replace(view, deal=replace(deal, legal_actions=legal))


def dealt_hand(view):
    """``(deal number, cards)``: the hand this seat was dealt, once ``view`` shows it (after a
    look, or at the showdown); ``None`` before."""
    hand = view.deal.hand or view.deal.shown_hands[view.seat]
    return None if hand is None else (view.deal_number, tuple(hand))


def hands_from_seed(view, seed) -> dict:
    """``{deal number: cards}``: what match ``seed`` dealt this seat in each deal so far."""
    return {number: hands[view.seat] for number, hands in enumerate(hands_dealt(seed, view.deal_number), start=1)}


__all__ = ["TYPES", "dealt_hand", "hands_from_seed", "view_from_data", "view_to_data"]
