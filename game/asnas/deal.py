"""One deal of As-Nas as a state machine: a single betting round, then the showdown.

Every move goes through ``apply``, which asks ``violation`` first and
changes nothing if the move is refused; each refusal carries the rule code
(``raise_limit``, ``already_looked``, ...) the table words it by.
"""
from fractions import Fraction

from game.asnas.actions import (
    ACTIONS,
    CALL,
    FOLD,
    LOOK,
    OPENING_BET,
    RAISE,
    RAISE_STEP,
    ActionRecord,
    choices,
    refusal,
)
from game.asnas.cards import PACK, MalformedHand, check_cards, check_copies
from game.asnas.hands import hand_value
from game.asnas.view import DealView
from game.core import SEAT_COUNT as SEATS
from game.core import IllegalAction, NoChoices, check_seat, is_seat, next_seat


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
            raise IllegalAction("The deal is not over yet, so nobody has won or lost", rule="deal_not_over")
        share = Fraction(self.pot, len(self._winners))
        return tuple(
            (share if seat in self._winners else Fraction(0)) - self._bets[seat]
            for seat in range(SEATS)
        )

    # -- moves ---------------------------------------------------------------

    def legal_actions(self):
        """What the player to act may do, in a fixed order: look, call or hold, raise, fold.

        The choices also say why anything else is refused (``violation``).
        """
        if self.is_over:
            return NoChoices(IllegalAction("The deal is over: nobody is to act", rule="deal_over"))
        seat = self._to_act
        return choices(self._looked[seat], self._bets[seat], self.highest_bet)

    def violation(self, action, seat=None):
        """Why ``action`` (by ``seat``, if given) is not allowed now, or ``None`` if it is."""
        if seat is not None and (not is_seat(seat) or seat != self._to_act):
            return self._refusal(action, seat)
        return self.legal_actions().violation(action)

    def _refusal(self, action, seat=None):
        if self.is_over:
            return self.legal_actions().violation(action)
        if not isinstance(action, str) or action not in ACTIONS:
            return refusal(action, None, None)
        if seat is not None and not is_seat(seat):
            return IllegalAction(f"There is no seat {seat!r}: the seats are 0 to 3", rule="not_a_seat",
                                 seat=repr(seat))
        if seat is not None and seat != self._to_act:
            return IllegalAction(f"It is not seat {seat}'s turn: seat {self._to_act} is to act",
                                 rule="not_your_turn", seat=seat, to_act=self._to_act)
        return refusal(action, self._bets[self._to_act], self.highest_bet)

    def apply(self, action, seat=None):
        """Make ``action`` for the player to act (``seat``, if given, must be that player)."""
        refusal = self.violation(action, seat)
        if refusal is not None:
            raise refusal
        mover = self._to_act
        if action == LOOK:
            self._looked[mover] = True
        elif action == CALL:
            self._bets[mover] = self.highest_bet
        elif action == RAISE:
            self._bets[mover] = self.highest_bet + RAISE_STEP
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
