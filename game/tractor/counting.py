"""The card counter (记牌器): what a player who watched every play knows.

Strong players count: which cards of each suit are still out, and who has
shown they hold no more of a suit. Everything here comes from one seat's
``DealView``, the public record and that seat's own cards, never from a hand it
cannot see, so a friend's tab, which holds nothing else, counts the same way.
A card is out when it is neither in your hand nor played, nor in the kitty you
buried yourself; a seat has shown a void in a suit when it followed a lead of
that suit with a card of another.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from game.tractor.deal import BURY
from game.tractor.kitty import KITTY_SIZE
from game.tractor.mechanics.cards import FULL_PACK
from game.tractor.mechanics.throws import lead_shape
from game.tractor.mechanics.trump import TRUMP

SUIT_ORDER = (TRUMP, "S", "H", "C", "D")
"""The counter's rows: trumps first, then the plain suits in alternating colours."""


@dataclass(frozen=True)
class SuitCount:
    """The cards of one effective suit still out, strongest first, each with its copies out (1 or 2)."""

    suit: str
    cards: tuple  # ((card, copies), ...)

    @property
    def total(self) -> int:
        return sum(copies for _card, copies in self.cards)


@dataclass(frozen=True)
class CardCount:
    """One seat's count: ``suits`` by SUIT_ORDER (a plain suit that is trump this deal has no row),
    ``voids`` as ``(seat, suits)`` for each other seat in turn from yours, and how many of the
    cards out lie in the kitty that someone else buried (or will bury)."""

    seat: int
    suits: tuple
    voids: tuple
    in_kitty: int

    @classmethod
    def from_view(cls, view) -> CardCount:
        order = view.card_order  # the deal's trump, or while declaring the level cards and jokers alone
        out = Counter(FULL_PACK)
        out.subtract(view.hand)
        for cards in view.plays_by_seat:
            out.subtract(cards)
        in_kitty = KITTY_SIZE
        if view.kitty is not None:  # you buried it, or the deal is over and it is turned up
            out.subtract(view.kitty)
            in_kitty = 0
        elif view.seat == view.dealer and view.phase == BURY:
            in_kitty = 0  # the kitty is in your hand, to bury
        by_suit = {}
        for card, copies in out.items():
            if copies > 0:
                by_suit.setdefault(order.effective_suit(card), []).append((card, copies))
        trump_suit = order.suit
        suits = tuple(SuitCount(suit, tuple(sorted(by_suit.get(suit, ()), key=lambda entry: -order.strength(entry[0]))))
                      for suit in SUIT_ORDER if suit != trump_suit)
        shown = voids_shown(view)
        others = tuple((view.seat + step) % 4 for step in (1, 2, 3))
        return cls(view.seat, suits, tuple((seat, tuple(suit for suit in SUIT_ORDER if (seat, suit) in shown))
                                           for seat in others), in_kitty)


def voids_shown(view) -> frozenset:
    """``(seat, suit)`` for every seat that followed a lead of ``suit`` with a card of another suit."""
    trump = view.trump
    if trump is None:
        return frozenset()
    voids = set()
    tricks = [trick.plays for trick in view.tricks] + ([view.current_trick] if view.current_trick else [])
    for plays in tricks:
        shape = lead_shape(plays[0][1], trump)
        if shape is None:
            continue
        for seat, cards in plays[1:]:
            if any(trump.effective_suit(card) != shape.suit for card in cards):
                voids.add((seat, shape.suit))
    return frozenset(voids)
