"""A Tractor seat's view as JSON data and back (`game.core.wire`), for a
friend's tab: the choices of the seat to act are rebuilt from the view (a
burial has millions), as the deal built them, so the guest's table refuses
what the host would, with the same reasons."""
from dataclasses import replace

from game.core.wire import decode, view_to_data
from game.tractor.deal import BURY, DECLARE, PLAY
from game.tractor.declaring import Bid, Declaration, DeclareChoices
from game.tractor.kitty import BuryChoices
from game.tractor.match import hands_dealt
from game.tractor.mechanics.house_rules import HouseRules
from game.tractor.mechanics.shapes import Shape
from game.tractor.mechanics.throws import FailedThrow
from game.tractor.mechanics.trick import Trick
from game.tractor.mechanics.trump import Trump
from game.tractor.plays import LegalPlays
from game.tractor.result import DealResult
from game.tractor.views import DealView, MatchView

TYPES = {kind.__name__: kind for kind in (MatchView, DealView, DealResult, Trump, Declaration, Bid, Trick,
                                          FailedThrow, Shape, HouseRules)}


def choices_of(deal):
    """The choices of ``deal.seat``, to act in ``deal`` (a ``DealView``)."""
    if deal.phase == DECLARE:
        return DeclareChoices(deal.seat, deal.hand, deal.level, deal.declaration)
    if deal.phase == BURY:
        return BuryChoices(deal.seat, deal.hand)
    if deal.phase == PLAY:
        return LegalPlays(deal.seat, deal.hand, deal.trump, deal.lead, deal.rules.throws)
    raise ValueError(f"nobody acts in a deal's {deal.phase!r:.20} phase")


def view_from_data(data, seat: int) -> MatchView:
    """``seat``'s ``MatchView`` from ``view_to_data``'s data (`game.core.wire`); ``ValueError`` for anything else."""
    view = decode(data, TYPES)
    if not isinstance(view, MatchView) or not isinstance(view.deal, DealView) \
            or view.seat != seat or view.deal.seat != seat:
        raise ValueError(f"not seat {seat}'s view of a Tractor match")
    if view.deal.to_act != seat:
        return view
    try:
        legal = choices_of(view.deal)
    except (IndexError, TypeError, KeyError, AttributeError) as error:
        raise ValueError(f"not a deal view: {error}") from None
    return replace(view, deal=replace(view.deal, legal_actions=legal))


def dealt_hand(view):
    """``(deal number, cards)``: the hand this seat was dealt, while ``view`` is of the
    declaring (no card has moved yet); ``None`` after."""
    return (view.deal_number, tuple(view.deal.hand)) if view.deal.phase == DECLARE else None


def hands_from_seed(view, seed) -> dict:
    """``{deal number: cards}``: what match ``seed`` dealt this seat in each deal so far."""
    dealt = hands_dealt(seed, [result.next_dealer for result in view.history])
    return {number: hands[view.seat] for number, hands in enumerate(dealt, start=1)}


__all__ = ["TYPES", "choices_of", "dealt_hand", "hands_from_seed", "view_from_data", "view_to_data"]
