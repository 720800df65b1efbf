"""What one seat may know about a deal, and nothing more.

The UI draws from a view and the AI decides from one, so neither can peek at
another player's cards by accident: hidden hands are simply not in here.
"""
from dataclasses import dataclass

from .actions import BET_LIMIT


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
    def raise_to(self):
        """The bet a raise would make: one more than the highest (the table labels its button with it)."""
        return min(self.highest_bet + 1, BET_LIMIT)

    @property
    def players_in(self):
        """Seats that have not folded, in seat order."""
        return tuple(seat for seat in range(len(self.folded)) if not self.folded[seat])

    @property
    def opponents_in(self):
        """Seats other than this one that have not folded."""
        return tuple(seat for seat in self.players_in if seat != self.seat)
