"""Why a move is the one to make: the hint's sentence, from the AI's own reckoning.

The hint shows what Hard would play; this says why, in the terms the AI
weighs: what card memory proves about the higher cards, the chance that our
side takes the trick (the same odds the pricing uses, from card memory
alone, so the sentence never depends on a sampled layout), the points that
go with it, and for a burial the suits it empties and the points it risks.
A ``Reason`` is data (a kind and the facts it names); the table words it.
"""
from collections import Counter
from dataclasses import dataclass

from game.tractor.ai.lead import trump_length_edge
from game.tractor.ai.memory import Memory
from game.tractor.ai.playbook import SAFE_TRUMPS
from game.tractor.ai.trick import TrickContext
from game.tractor.ai.turn import turn_of
from game.tractor.mechanics.cards import SUITS
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.shapes import THROW
from game.tractor.mechanics.teams import partner_of, team_of
from game.tractor.mechanics.throws import beats_unit, lead_shape, units_of
from game.tractor.mechanics.trick import trick_winner
from game.tractor.mechanics.trump import TRUMP

KINDS = (
    "forced", "bury_voids", "bury_cheap", "throw", "lead_top", "lead_boss", "lead_trumps", "lead_probe",
    "follow_take", "follow_ruff", "follow_feed", "follow_keep", "follow_duck",
)
"""Every kind of reason, each one sentence at the table."""


@dataclass(frozen=True)
class Reason:
    """Why ``cards`` is the move: ``kind`` (one of ``KINDS``) and the facts it names.

    ``gone`` are higher cards already played (what makes a lead safe);
    ``suits`` the suits a burial empties; ``seat`` who holds the trick;
    ``chance`` the percent chance that our side takes the trick after it;
    ``points`` the points the move puts on the trick or in the kitty;
    ``safe``: a burial with trumps enough to keep the last trick.
    """

    kind: str
    cards: tuple
    gone: tuple = ()
    suits: tuple = ()
    seat: object = None
    chance: int = 0
    points: int = 0
    safe: bool = False


def explain(view, action):
    """The ``Reason`` for ``action`` (a ``Bury`` or ``Play``) by the seat to act in ``view``."""
    view, choices = turn_of(view)
    cards = tuple(action.cards)
    if view.phase == "bury":
        return _burial(view, cards)
    if choices.forced is not None:
        return Reason("forced", cards)
    memory = Memory.from_view(view)
    context = TrickContext.build(view, memory)
    if choices.leading:
        return _lead(view, cards, memory, context)
    return _follow(view, cards, context)


def _burial(view, buried):
    trump = view.trump
    left = Counter(view.hand) - Counter(buried)
    held = {trump.effective_suit(card) for card in view.hand} - {TRUMP}
    kept = {trump.effective_suit(card) for card in left.elements()}
    emptied = tuple(suit for suit in SUITS if suit in held and suit not in kept)
    points = card_points(buried)
    safe = sum(copies for card, copies in left.items() if trump.is_trump(card)) >= SAFE_TRUMPS
    kind = "bury_voids" if emptied else "bury_cheap"
    return Reason(kind, buried, suits=emptied, points=points, safe=safe)


def _percent(chance):
    return max(0, min(100, round(100 * chance)))


def _higher_gone(view, unit, memory):
    """Cards of ``unit``'s suit above it that were played (the facts that make it safe)."""
    trump = view.trump
    mine = Counter(view.hand)
    played = Counter(card for cards in view.plays_by_seat for card in cards)
    return tuple(card for card in sorted(played, key=trump.strength, reverse=True)
                 if trump.effective_suit(card) == unit.suit and trump.strength(card) > unit.top
                 and card not in memory.unseen and not mine[card])


def _lead(view, cards, memory, context):
    trump = view.trump
    shape = lead_shape(cards, trump)
    _value, chance = context.priced(cards)
    points = card_points(cards)
    if shape.kind == THROW:
        return Reason("throw", cards, chance=_percent(chance), points=points)
    unit = units_of(cards, trump)[0][0]
    if not beats_unit(Counter(memory.unseen), unit, trump):
        gone = _higher_gone(view, unit, memory)
        kind = "lead_boss" if gone else "lead_top"
        return Reason(kind, cards, gone=gone, suits=(shape.suit,), chance=_percent(chance), points=points)
    if shape.suit == TRUMP and trump_length_edge(context, view.hand) > 1.0:
        return Reason("lead_trumps", cards, chance=_percent(chance), points=points)
    return Reason("lead_probe", cards, chance=_percent(chance), points=points)


def _follow(view, cards, context):
    trump = view.trump
    plays = tuple(view.current_trick) + ((view.seat, cards),)
    winner = plays[trick_winner([each for _seat, each in plays], trump)][0]
    chance, _points = context.outcome(cards)
    points = card_points(cards)
    if winner == view.seat:
        led = lead_shape(plays[0][1], trump).suit
        ruff = led != TRUMP and all(trump.effective_suit(card) == TRUMP for card in cards)
        return Reason("follow_ruff" if ruff else "follow_take", cards, suits=(led,), chance=_percent(chance),
                      points=points)
    if team_of(winner) == team_of(view.seat):
        kind = "follow_feed" if points else "follow_keep"
        return Reason(kind, cards, seat=partner_of(view.seat), chance=_percent(chance), points=points)
    return Reason("follow_duck", cards, seat=winner, chance=_percent(chance), points=points)
