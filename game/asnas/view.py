"""What one seat may know about a deal, and nothing more.

The UI draws from a view and the AI decides from one, so neither can peek at
another player's cards by accident: hidden hands are simply not in here.
"""
from dataclasses import dataclass
from fractions import Fraction

from game.asnas.actions import BET_LIMIT, OPENING_BET, RAISE_STEP
from game.asnas.cards import HAND_SIZE, PACK
from game.core.views import MatchViewBase


@dataclass(frozen=True)
class DealView:
    """A seat's picture of the table.

    ``hand`` is this seat's cards once it has looked, else ``None`` (the cards
    are dealt face down and looking is a choice). ``shown_hands`` has a hand
    for every player still in after a showdown and ``None`` for everyone
    else; it is all ``None`` before the showdown and on a walkover.
    ``legal_actions`` is empty unless this seat is to act.
    """

    seat: int
    dealer: int
    hand: object
    bets: tuple
    folded: tuple
    looked: tuple
    pot: int
    highest_bet: int
    to_act: object
    history: tuple
    legal_actions: tuple
    is_over: bool
    winners: tuple
    shown_hands: tuple
    settlement: object

    @property
    def to_call(self):
        """How many points this seat must add to match the highest bet."""
        return self.highest_bet - self.bets[self.seat]

    @property
    def opening_bet(self):
        """What the dealer puts in to open every deal."""
        return OPENING_BET

    @property
    def bet_limit(self):
        return BET_LIMIT

    @property
    def raise_step(self):
        return RAISE_STEP

    @property
    def unseen_count(self):
        """The cards this seat cannot see once it has looked: the rest of the pack."""
        return len(PACK) - HAND_SIZE

    @property
    def can_still_raise(self):
        """Whether the bet is below the limit, so raising is a move at all in this deal now."""
        return self.highest_bet < BET_LIMIT

    @property
    def raise_to(self):
        """The bet a raise would make: one more than the highest (the table labels its button with it)."""
        return min(self.highest_bet + RAISE_STEP, BET_LIMIT)

    @property
    def is_showdown(self):
        """The deal ended with hands compared (not everyone else folding)."""
        return any(hand is not None for hand in self.shown_hands)

    @property
    def share(self):
        """What each winner collects once the deal is over: the pot, split among those tied."""
        return Fraction(self.pot, len(self.winners)) if self.winners else None

    @property
    def gainers(self):
        """The winners the pot pays more than their own bet: those the table
        marks as having won. Empty until the deal is settled."""
        return tuple(seat for seat in self.winners if self.settlement is not None and self.settlement[seat] > 0)

    @property
    def bet_back(self):
        """Winners the pot only hands their own bet back (everyone folded to the
        dealer's opening point, or a split among equal bets): they win it and
        gain nothing."""
        return tuple(seat for seat in self.winners if self.settlement is not None and self.settlement[seat] == 0)

    @property
    def players_in(self):
        """Seats that have not folded, in seat order."""
        return tuple(seat for seat in range(len(self.folded)) if not self.folded[seat])

    @property
    def opponents_in(self):
        """Seats other than this one that have not folded."""
        return tuple(seat for seat in self.players_in if seat != self.seat)


@dataclass(frozen=True)
class MatchView(MatchViewBase):
    """A seat's picture of the match: the deal in hand and the public record.

    ``history`` holds a ``DealRecord`` for every finished deal (only what
    was public), ``totals`` each seat's exact score so far and ``winners``
    the seats sharing the match once the last deal is over.
    """

    seat: int
    seed: int
    deal_number: int
    deals_per_match: int
    totals: tuple
    history: tuple
    is_over: bool
    winners: tuple
    deal: DealView

    @property
    def running_totals(self):
        """Each seat's total after each finished deal, in order (the score chart's lines)."""
        sums = [0] * len(self.totals)
        lines = [[] for _ in self.totals]
        for record in self.history:
            for seat, line in enumerate(lines):
                sums[seat] += record.settlement[seat]
                line.append(sums[seat])
        return tuple(tuple(line) for line in lines)
