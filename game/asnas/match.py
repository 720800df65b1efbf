"""A twelve-deal match: dealer rotation, running totals, history, winners.

A match is fully determined by its seed and the moves made, which is what a
save stores and what ``replay`` rebuilds from. It speaks the ``game.core``
protocol, so the table drives it like any other game.
"""
import random
from dataclasses import dataclass
from fractions import Fraction

from game.asnas import save
from game.asnas.deal import Deal
from game.asnas.view import MatchView
from game.core import SEAT_COUNT as SEATS
from game.core import IllegalAction, NoChoices, SaveError, checked_options, next_seat, restart_seed, seed_from
from game.core.save import envelope, opened

GAME = "asnas"
DEALS_PER_MATCH = 12
OPTIONS = ()
"""As-Nas has no house rules."""


def first_dealer(rng):
    """Deal 1's dealer, drawn from the match's card source before its first shuffle."""
    return rng.randrange(SEATS)


def hands_dealt(seed, deals):
    """The four hands of each of the first ``deals`` deals as match ``seed`` dealt them (the
    dealer moves one seat on each deal): for a friend's tab, told the seed once the match is
    over, to check the hands it was dealt."""
    rng = random.Random(seed_from(seed))
    dealer = first_dealer(rng)
    dealt = []
    for _deal in range(deals):
        dealt.append(Deal.shuffled(dealer, rng).hands)
        dealer = next_seat(dealer)
    return tuple(dealt)


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

    @property
    def share(self):
        """What each winner collects: the pot, split evenly among those tied."""
        return Fraction(self.pot, len(self.winners))


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


class Match:
    """Twelve deals among four players who each play for themselves.

    ``Match(seed)`` takes an integer seed or a ``random.Random`` to draw one
    from; either way ``match.seed`` then replays the same cards.
    """

    def __init__(self, seed, options=frozenset()):
        self.options = checked_options(options, OPTIONS, GAME)
        self._start(seed_from(seed))

    def _start(self, seed):
        self._seed = seed
        self._rng = random.Random(seed)
        self._records = []
        self._number = 1
        self._deal = Deal.shuffled(first_dealer(self._rng), self._rng)

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
    def to_act(self):
        return self._deal.to_act

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

    def view(self, seat):
        """What ``seat`` may know: its deal view and the public record of the match."""
        return MatchView(
            seat=seat,
            seed=self._seed,
            deal_number=self._number,
            deals_per_match=DEALS_PER_MATCH,
            totals=self.totals,
            history=self.history,
            is_over=self.is_over,
            winners=self.winners,
            deal=self._deal.view(seat),
        )

    def scores(self):
        """The standing in numbers for portals and statistics; ``exact_totals`` as fractions."""
        totals = self.totals
        return {
            "game": GAME,
            "deal": self._number,
            "deals": DEALS_PER_MATCH,
            "over": self.is_over,
            "totals": [float(total) for total in totals],
            "exact_totals": [str(total) for total in totals],
            "winners": list(self.winners),
        }

    # -- moving on ---------------------------------------------------------

    def legal_actions(self):
        if self.is_over:
            return NoChoices(IllegalAction(
                f"The match is over after deal {DEALS_PER_MATCH}; restart to play again", rule="match_over"))
        return self._deal.legal_actions()

    def violation(self, action, seat=None):
        """Why ``action`` by ``seat`` (default: the seat to act) is refused now, or ``None``."""
        if self.is_over:
            return self.legal_actions().violation(action)
        return self._deal.violation(action, seat)

    def apply(self, action, seat=None):
        """Make ``action`` for the seat to act (``seat``, if given, must be that seat)."""
        self._deal.apply(action, seat)

    def next_deal(self):
        """Shuffle and deal again, the dealer moving one seat to the right."""
        if self.is_over:
            raise IllegalAction(
                f"The match is over after deal {DEALS_PER_MATCH}; restart to play again", rule="match_over")
        if not self._deal.is_over:
            raise IllegalAction("The deal is not over yet: finish it before dealing again", rule="deal_not_over")
        self._records.append(_record(self._number, self._deal))
        self._number += 1
        self._deal = Deal.shuffled(next_seat(self._deal.dealer), self._rng)
        return self._deal

    def can_take_back(self, seat):
        """Whether ``seat`` has a move of this deal to take back (the deal is not over yet)."""
        return not self._deal.is_over and any(record.seat == seat for record in self._deal.history)

    def taken_back(self, seat):
        """The match as it stood before ``seat``'s last move of this deal, the
        moves since undone too; rebuilt by replaying the seed and the moves
        before it, so it is exactly that position. ``None`` if there is none."""
        if not self.can_take_back(seat):
            return None
        history = self._deal.history
        keep = max(index for index, record in enumerate(history) if record.seat == seat)
        deals = self.actions
        deals[-1] = deals[-1][:keep]
        return Match.replay(self._seed, deals, self.options)

    def restart(self):
        """A new match, all totals at zero, on new cards (its number follows from this one's)."""
        self._start(restart_seed(GAME, self._seed))

    # -- saving ---------------------------------------------------------------

    @classmethod
    def replay(cls, seed, deals, options=frozenset()):
        """Rebuild a match from its seed and the moves of each deal (lists of action names)."""
        match = cls(seed, options)
        for number, actions in enumerate(deals, start=1):
            if number > 1:
                match.next_deal()
            for action in actions:
                match.apply(action)
        return match

    def to_dict(self):
        return envelope(GAME, self._seed, self.options, self.actions, save.check_of(self.totals))

    @classmethod
    def from_dict(cls, data):
        """Rebuild a saved match, or raise ``SaveError`` saying what is wrong with the data."""
        saved = opened(save.upgraded(data), GAME, OPTIONS, max_deals=DEALS_PER_MATCH)
        save.check_moves(saved.deals)
        expected = save.totals_from(saved.check)
        try:
            match = cls.replay(saved.seed, saved.deals, saved.options)
        except IllegalAction as error:
            raise SaveError(f"The saved moves do not replay: {error}") from None
        if match.totals != expected:
            raise SaveError("The saved totals do not match the replayed deals")
        return match

    def __repr__(self):
        return f"Match(seed={self._seed}, deal_number={self._number}, totals={self.totals})"
