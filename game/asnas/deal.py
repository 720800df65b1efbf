"""One deal of As-Nas as a state machine: a single betting round, then the showdown.

Every move goes through ``apply``, which checks it against ``legal_actions``
before touching anything, so a refused move leaves the deal as it was.
"""
from fractions import Fraction

from .actions import (
    ACTIONS, BET_LIMIT, CALL, FOLD, HOLD, LOOK, OPENING_BET, RAISE, ActionRecord,
)
from .cards import PACK, SEATS, check_cards, check_copies, check_seat, next_seat
from .errors import IllegalAction, MalformedHand
from .hands import hand_value
from .view import DealView


class Deal:
    """Four hands, the dealer's opening bet of 1, and whoever is to act."""

    def __init__(self, dealer, hands):
        check_seat(dealer, "dealer")
        if isinstance(hands, (str, bytes)) or not hasattr(hands, "__iter__"):
            raise MalformedHand(f"A deal needs {SEATS} hands, one per seat")
        hands = tuple(hands)
        if len(hands) != SEATS:
            raise MalformedHand(f"A deal needs {SEATS} hands, one per seat, not {len(hands)}")
        hands = tuple(check_cards(hand) for hand in hands)
        check_copies([card for hand in hands for card in hand])
        self._dealer = dealer
        self._hands = hands
        self._bets = [0] * SEATS
        self._bets[dealer] = OPENING_BET
        self._folded = [False] * SEATS
        self._looked = [False] * SEATS
        self._acted = [False] * SEATS
        self._history = []
        self._to_act = next_seat(dealer)
        self._winners = ()
        self._showdown = False

    @classmethod
    def shuffled(cls, dealer, rng):
        """Shuffle the whole pack with ``rng`` and deal one card at a time from the dealer's right."""
        check_seat(dealer, "dealer")
        pack = list(PACK)
        rng.shuffle(pack)
        hands = [[] for _ in range(SEATS)]
        for position, card in enumerate(pack):
            hands[(dealer + 1 + position) % SEATS].append(card)
        return cls(dealer, hands)

    # -- the table ---------------------------------------------------------

    @property
    def dealer(self):
        return self._dealer

    @property
    def hands(self):
        """Every seat's cards: for the referee and tests, never for a player's eyes."""
        return self._hands

    @property
    def bets(self):
        return tuple(self._bets)

    @property
    def folded(self):
        return tuple(self._folded)

    @property
    def looked(self):
        return tuple(self._looked)

    @property
    def highest_bet(self):
        return max(self._bets)

    @property
    def pot(self):
        """Every bet, folded players' included: a fold forfeits what was put in."""
        return sum(self._bets)

    @property
    def to_act(self):
        return self._to_act

    @property
    def history(self):
        """The public moves so far, looks included, in order."""
        return tuple(self._history)

    @property
    def actions(self):
        """Just the action names, in order: with the dealer and hands this replays the deal."""
        return tuple(record.action for record in self._history)

    @property
    def players_in(self):
        return tuple(seat for seat in range(SEATS) if not self._folded[seat])

    @property
    def is_over(self):
        return self._to_act is None

    @property
    def is_showdown(self):
        """True once hands were compared; False while playing and after a walkover."""
        return self._showdown

    @property
    def winners(self):
        """The seats sharing the pot, once the deal is over; empty before."""
        return self._winners

    @property
    def shown_hands(self):
        """After a showdown, the hands of the players still in; ``None`` for folded players."""
        if not self._showdown:
            return (None,) * SEATS
        return tuple(None if self._folded[seat] else self._hands[seat] for seat in range(SEATS))

    def settlement(self):
        """Each seat's payout minus its bet, as exact fractions summing to 0."""
        if not self.is_over:
            raise IllegalAction("The deal is not over yet, so nobody has won or lost")
        share = Fraction(self.pot, len(self._winners))
        return tuple(
            (share if seat in self._winners else Fraction(0)) - self._bets[seat]
            for seat in range(SEATS)
        )

    # -- moves ---------------------------------------------------------------

    def legal_actions(self):
        """What the player to act may do, in a fixed order: look, call or hold, raise, fold."""
        if self.is_over:
            return ()
        seat = self._to_act
        highest = self.highest_bet
        legal = []
        if not self._looked[seat]:
            legal.append(LOOK)
        legal.append(CALL if self._bets[seat] < highest else HOLD)
        if highest < BET_LIMIT:
            legal.append(RAISE)
        legal.append(FOLD)
        return tuple(legal)

    def can(self, action):
        return action in self.legal_actions()

    def check(self, action, seat=None):
        """Raise ``IllegalAction`` explaining why ``action`` is not allowed now; do nothing if it is."""
        if action not in ACTIONS:
            raise IllegalAction(
                f"{action!r} is not an As-Nas move; the moves are look, call, hold, raise and fold"
            )
        if self.is_over:
            raise IllegalAction("The deal is over: nobody is to act")
        if seat is not None and seat != self._to_act:
            raise IllegalAction(f"It is not seat {seat}'s turn: seat {self._to_act} is to act")
        if action in self.legal_actions():
            return
        mover = self._to_act
        highest = self.highest_bet
        if action == LOOK:
            raise IllegalAction("You have already looked at your hand")
        if action == HOLD:
            raise IllegalAction(f"You cannot hold: the bet to match is {highest}")
        if action == CALL:
            raise IllegalAction(
                f"You cannot call: your bet of {self._bets[mover]} already matches the highest bet; hold instead"
            )
        raise IllegalAction(f"You cannot raise: the bet is already at the limit of {BET_LIMIT}")

    def apply(self, action, seat=None):
        """Make ``action`` for the player to act (``seat``, if given, must be that player)."""
        self.check(action, seat)
        mover = self._to_act
        if action == LOOK:
            self._looked[mover] = True
        elif action == CALL:
            self._bets[mover] = self.highest_bet
        elif action == RAISE:
            self._bets[mover] = self.highest_bet + 1
        elif action == FOLD:
            self._folded[mover] = True
        if action != LOOK:
            self._acted[mover] = True
        self._history.append(ActionRecord(mover, action, self._bets[mover]))
        if action != LOOK:
            self._pass_turn()

    def _pass_turn(self):
        players_in = self.players_in
        if len(players_in) == 1:
            self._finish(players_in, showdown=False)
            return
        highest = self.highest_bet
        if all(self._acted[seat] and self._bets[seat] == highest for seat in players_in):
            best = max(hand_value(self._hands[seat]) for seat in players_in)
            self._finish(
                tuple(seat for seat in players_in if hand_value(self._hands[seat]) == best),
                showdown=True,
            )
            return
        seat = next_seat(self._to_act)
        while self._folded[seat]:
            seat = next_seat(seat)
        self._to_act = seat

    def _finish(self, winners, showdown):
        self._winners = tuple(winners)
        self._showdown = showdown
        self._to_act = None

    # -- what a seat may see -------------------------------------------------

    def view(self, seat):
        """The table as ``seat`` sees it: its own cards (once looked) and public facts only."""
        check_seat(seat)
        over = self.is_over
        return DealView(
            seat=seat,
            dealer=self._dealer,
            hand=self._hands[seat] if self._looked[seat] else None,
            bets=self.bets,
            folded=self.folded,
            looked=self.looked,
            pot=self.pot,
            highest_bet=self.highest_bet,
            to_act=self._to_act,
            history=self.history,
            legal_actions=self.legal_actions() if seat == self._to_act else (),
            is_over=over,
            winners=self._winners,
            shown_hands=self.shown_hands,
            settlement=self.settlement() if over else None,
        )

    def __repr__(self):
        return (
            f"Deal(dealer={self._dealer}, bets={self.bets}, folded={self.folded}, "
            f"to_act={self._to_act})"
        )
