"""The trump context of a deal: which cards are trumps and how strong each card is.

Everything about order in Tractor depends on two facts fixed by declaring:
the level rank and the trump suit (or no-trump). ``Trump`` turns them into
two numbers per card, its effective suit and its strength, so that following,
shapes and trick winners never need to reason about levels again.

Strengths are dense within each effective suit: the level rank is removed
from the plain sequence (closing the gap), and the trump top runs
``... A, off-suit level cards (all equal), trump-suit level card, BJ, RJ``.
Two pairs are then consecutive exactly when their strengths differ by one,
which yields every junction tractor of docs/rules.md and rules out two off-suit
level pairs (equal strength) without special cases.
"""
from dataclasses import dataclass, field
from functools import lru_cache

from game.tractor.mechanics.cards import BLACK_JOKER, RANKS, RED_JOKER, SUITS, parse_card, suit_of
from game.tractor.mechanics.levels import check_level

TRUMP = "T"
"""The effective suit of every trump card."""

_DISPLAY_GROUP = {"S": 0, "H": 1, "C": 2, "D": 3, TRUMP: 4}
"""Plain suits in alternating colours, trumps last, for sorting a hand."""
_SUIT_TIEBREAK = {"S": 0, "H": 1, "C": 2, "D": 3, None: 4}


@lru_cache(maxsize=None)
def _card_table(level, suit):
    plain = [rank for rank in RANKS if rank != level]
    order = {rank: index for index, rank in enumerate(plain)}
    off_level = len(plain)
    table = {}
    for card_suit in SUITS:
        for rank in RANKS:
            card = rank + card_suit
            if rank == level:
                table[card] = (TRUMP, off_level + 1 if card_suit == suit else off_level)
            elif card_suit == suit:
                table[card] = (TRUMP, order[rank])
            else:
                table[card] = (card_suit, order[rank])
    top = off_level + (1 if suit is None else 2)
    table[BLACK_JOKER] = (TRUMP, top)
    table[RED_JOKER] = (TRUMP, top + 1)
    return table


@lru_cache(maxsize=None)
def _sort_table(level, suit):
    return {
        card: (_DISPLAY_GROUP[effective], strength, _SUIT_TIEBREAK[suit_of(card)])
        for card, (effective, strength) in _card_table(level, suit).items()
    }


@dataclass(frozen=True)
class Trump:
    """The level rank and trump suit of a deal; ``suit`` is ``None`` for no-trump."""

    level: str
    suit: object = None
    _table: dict = field(init=False, repr=False, compare=False, hash=False)
    _sort_keys: dict = field(init=False, repr=False, compare=False, hash=False)

    def __post_init__(self):
        check_level(self.level)
        if self.suit is not None and self.suit not in SUITS:
            raise ValueError(f"a trump suit is one of S H D C, or None for no-trump, not {self.suit!r}")
        object.__setattr__(self, "_table", _card_table(self.level, self.suit))
        object.__setattr__(self, "_sort_keys", _sort_table(self.level, self.suit))

    @property
    def is_no_trump(self):
        return self.suit is None

    def _entry(self, card):
        try:
            return self._table[card]
        except (KeyError, TypeError):
            return self._table[parse_card(card)]

    def effective_suit(self, card):
        """The suit the card follows and is followed by: its own, or "T" for trumps."""
        return self._entry(card)[0]

    def strength(self, card):
        """Rank of the card within its effective suit; equal for equally strong cards."""
        return self._entry(card)[1]

    def is_trump(self, card):
        return self._entry(card)[0] == TRUMP

    def sort_key(self, card):
        """Orders a hand for display: plain suits grouped (S H C D), trumps last, weak to strong."""
        try:
            return self._sort_keys[card]
        except (KeyError, TypeError):
            return self._sort_keys[parse_card(card)]

    def sorted(self, cards):
        cards = list(cards)
        try:
            return tuple(sorted(cards, key=self._sort_keys.__getitem__))
        except (KeyError, TypeError):
            return tuple(sorted(cards, key=self.sort_key))
