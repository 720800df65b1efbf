"""A twelve-deal match: dealer rotation, running totals, history, winners.

A match is fully determined by its seed and the moves made, which is what
``save`` stores and what ``replay`` rebuilds from.
"""
import random
from dataclasses import dataclass
from fractions import Fraction

from .cards import SEATS, next_seat
from .deal import Deal
from .errors import IllegalAction

DEALS_PER_MATCH = 12
SEED_BITS = 31
"""Seeds stay below 2**31 so they survive JavaScript numbers and read well in a URL."""


@dataclass(frozen=True)
class DealRecord:
    """A finished deal as the table remembers it: only what was public."""

    number: int
    dealer: int
    history: tuple
    shown_hands: tuple
    winners: tuple
    pot: int
    settlement: tuple

    @property
    def actions(self):
        """Just the move names, in order, as a save stores them."""
        return tuple(record.action for record in self.history)

    @property
    def is_walkover(self):
        """Everyone else folded: the winner's hand was never shown."""
        return all(hand is None for hand in self.shown_hands)


def _record(number, deal):
    return DealRecord(
        number=number,
        dealer=deal.dealer,
        history=deal.history,
        shown_hands=deal.shown_hands,
        winners=deal.winners,
        pot=deal.pot,
        settlement=deal.settlement(),
    )


def _seed_from(source):
    if isinstance(source, random.Random):
        return source.getrandbits(SEED_BITS)
    if isinstance(source, bool) or not isinstance(source, int):
        raise TypeError(f"A match is built from an integer seed or a random.Random, not {source!r}")
    if not 0 <= source < 2**SEED_BITS:
        raise ValueError(f"A match number is a whole number from 0 to {2**SEED_BITS - 1}, not {source}")
    return source


class Match:
    """Twelve deals among four players who each play for themselves.

    ``Match(rng)`` takes a ``random.Random`` (it draws the match's seed from
    it) or an integer seed; either way ``match.seed`` then replays the same
    cards. The moves go to ``match.deal.apply`` (or ``match.apply``).
    """

    def __init__(self, rng):
        self._start(_seed_from(rng))

    @classmethod
    def from_seed(cls, seed):
        return cls(_seed_from(seed))

    def _start(self, seed):
        self._seed = seed
        self._rng = random.Random(seed)
        self._records = []
        self._number = 1
        self._deal = Deal.shuffled(self._rng.randrange(SEATS), self._rng)

    # -- the match -----------------------------------------------------------

    @property
    def seed(self):
        return self._seed

    @property
    def deal_number(self):
        """1 to 12: the deal being played, or the last one played."""
        return self._number

    @property
    def deal(self):
        return self._deal

    @property
    def history(self):
        """A ``DealRecord`` for every finished deal, the current one included once it is over."""
        if self._deal.is_over:
            return tuple(self._records) + (_record(self._number, self._deal),)
        return tuple(self._records)

    @property
    def totals(self):
        """Each seat's exact score: the sum of its settlements in finished deals."""
        totals = [Fraction(0)] * SEATS
        for record in self.history:
            for seat in range(SEATS):
                totals[seat] += record.settlement[seat]
        return tuple(totals)

    @property
    def is_over(self):
        return self._number == DEALS_PER_MATCH and self._deal.is_over

    @property
    def winners(self):
        """After deal 12, every seat with the highest total (ties share the win); empty before."""
        if not self.is_over:
            return ()
        totals = self.totals
        best = max(totals)
        return tuple(seat for seat in range(SEATS) if totals[seat] == best)

    @property
    def actions(self):
        """The moves of each deal so far, as lists of action names: the replayable record."""
        past = [list(record.actions) for record in self._records]
        return past + [list(self._deal.actions)]

    # -- moving on ---------------------------------------------------------

    def apply(self, action, seat=None):
        """Shorthand for ``match.deal.apply``."""
        self._deal.apply(action, seat)

    def next_deal(self):
        """Shuffle and deal again, the dealer moving one seat to the right."""
        if not self._deal.is_over:
            raise IllegalAction("The deal is not over yet: finish it before dealing again")
        if self.is_over:
            raise IllegalAction(
                f"The match is over after deal {DEALS_PER_MATCH}; restart to play again"
            )
        self._records.append(_record(self._number, self._deal))
        self._number += 1
        self._deal = Deal.shuffled(next_seat(self._deal.dealer), self._rng)
        return self._deal

    def restart(self):
        """A fresh match with all totals at zero, on new cards.

        The new seed comes from the old one, so a restarted match replays too,
        but nobody gets to play the same twelve deals twice.
        """
        self._start(random.Random(f"asnas-restart-{self._seed}").getrandbits(SEED_BITS))

    # -- saving ---------------------------------------------------------------

    @classmethod
    def replay(cls, seed, deals):
        """Rebuild a match from its seed and the moves of each deal (lists of action names)."""
        match = cls(_seed_from(seed))
        for number, actions in enumerate(deals, start=1):
            if number > 1:
                match.next_deal()
            for action in actions:
                match.apply(action)
        return match

    def to_dict(self):
        from .save import match_to_dict

        return match_to_dict(self)

    @classmethod
    def from_dict(cls, data):
        from .save import match_from_dict

        return match_from_dict(data)

    def __repr__(self):
        return f"Match(seed={self._seed}, deal_number={self._number}, totals={self.totals})"
