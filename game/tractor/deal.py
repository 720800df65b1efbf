"""One deal of Tractor as a state machine: declare -> bury -> play -> over.

``to_act`` names the seat whose move it is; ``legal_actions()`` describes
that seat's choices; ``apply(action)`` makes the move or raises
``IllegalAction`` (changing nothing). Actions are the frozen values of
``actions.py``: ``Declare(cards)`` / ``Pass()`` while declaring,
``Bury(cards)`` for the dealer, ``Play(cards)`` in tricks.

``legal_actions()`` returns a choices object rather than a list, because the
dealer's burial (8 of 33 cards) and a void player's follow can run into
millions of options. Every choices object (``DeclareChoices``,
``BuryChoices``, ``LegalPlays``) supports ``for action in choices``,
``action in choices``, ``choices.count()``, ``choices.sample(rng)`` and
``choices.violation(action_or_cards)`` (an ``IllegalAction`` or ``None``).

A deal is rebuilt from its starting cards and its list of actions, which is
also what ``to_dict`` saves: there is no second copy of the state to drift.
"""
from collections import Counter

from game.core import IllegalAction, NoChoices, check_seat, is_seat, next_seat
from game.tractor.actions import Bury, Declare, Pass, Play
from game.tractor.declaring import Bidding, DeclareChoices
from game.tractor.kitty import BuryChoices, bury_violation, suit_from_kitty
from game.tractor.mechanics.house_rules import SEED_RULES, HouseRules
from game.tractor.mechanics.teams import seat_name, team_of
from game.tractor.mechanics.throws import failed_throw, throw_shape
from game.tractor.mechanics.trick import Trick
from game.tractor.mechanics.trump import Trump
from game.tractor.plays import LegalPlays, play_violation
from game.tractor.result import settle
from game.tractor.saving import deal_from_dict, deal_to_dict
from game.tractor.setup import arranged_cards, checked_setup, shuffled_cards
from game.tractor.views import DealView

DECLARE, BURY, PLAY, OVER = "declare", "bury", "play", "over"
PHASES = (DECLARE, BURY, PLAY, OVER)
_PHASE_ACTIONS = {DECLARE: (Declare, Pass), BURY: (Bury,), PLAY: (Play,)}
_PHASE_HINTS = {
    DECLARE: "trump is still being declared: declare or pass",
    BURY: "the dealer must bury eight cards before anyone plays",
    PLAY: "trump is settled and the kitty buried: play to the trick",
}


def _take(hand, cards):
    for card in cards:
        left = hand[card] - 1
        if left:
            hand[card] = left
        else:
            del hand[card]


class TractorDeal:
    """A deal from the dealt cards to the last trick.

    ``hands`` are four lists of 25 cards by seat and ``kitty`` the 8 left
    over (in order: after four passes its first non-joker card names trump).
    ``dealer`` is the dealer, who declares first; with ``first_deal=True`` it
    is the nominal dealer of deal 1, and the first player to declare becomes
    the dealer. The level is the dealer's team's level: pass ``level`` (both
    teams at it) or ``team_levels`` (team 0, team 1).

    For scenario tests and puzzles, ``trump`` may be given to skip
    declaring, and ``buried=True`` (with ``trump``) says the kitty given is
    already buried, so the deal starts with the dealer's lead.
    """

    def __init__(self, hands, kitty, dealer, *, level=None, team_levels=None,
                 first_deal=False, trump=None, buried=False, rules=SEED_RULES):
        hands, kitty, team_levels = checked_setup(hands, kitty, dealer, level, team_levels,
                                                   first_deal, trump, buried)
        self._dealt = (tuple(tuple(hand) for hand in hands), tuple(kitty))
        self.nominal_dealer = dealer
        self.dealer = dealer
        self.first_deal = bool(first_deal)
        if not isinstance(rules, HouseRules):
            raise TypeError(f"a deal's house rules are a HouseRules, not {rules!r}")
        self.rules = rules
        self.team_levels = team_levels
        self.level = team_levels[team_of(dealer)]
        self._preset = (trump, bool(buried))
        self._hands = [Counter(hand) for hand in hands]
        self._kitty = tuple(kitty)
        self._kitty_taken = None
        self.revealed_kitty = None
        self.bidding = Bidding(dealer, self.level)
        self.trump = None
        self.phase = DECLARE
        self._tricks = []
        self._current = []
        self._failed_throw = None
        self._points = [0, 0]
        self._played = [[], [], [], []]
        self._actions = []
        self._actors = []
        self._next = None
        self.result = None
        if trump is not None:
            self.trump = trump
            if buried:
                self.phase, self._next = PLAY, dealer
            else:
                self._pick_up_kitty()

    @classmethod
    def shuffled(cls, rng, dealer, **options):
        """Shuffle the pack with ``rng`` and deal 25 each from the dealer round; 8 left form the kitty."""
        hands, kitty = shuffled_cards(rng, dealer)
        return cls(hands, kitty, dealer, **options)

    @classmethod
    def arranged(cls, hands=None, kitty=None, dealer=0, rng=None, **options):
        """A deal with chosen cards placed (``{seat: "RJ RJ 2H ..."}``) and the rest dealt at random.

        Scenario tests name the cards that matter and let ``rng`` (default
        ``Random(0)``) fill each hand to 25 and the kitty to 8.
        """
        full, kitty = arranged_cards(hands, kitty, rng)
        return cls(full, kitty, dealer, **options)

    # -- who, what, when ---------------------------------------------------

    @property
    def to_act(self):
        """The seat whose move it is, or ``None`` once the deal is over."""
        if self.phase == DECLARE:
            return self.bidding.to_act
        if self.phase == BURY:
            return self.dealer
        if self.phase == PLAY:
            return self._next
        return None

    @property
    def is_over(self):
        return self.phase == OVER

    @property
    def attackers(self):
        return 1 - team_of(self.dealer)

    @property
    def defenders(self):
        return team_of(self.dealer)

    @property
    def declaration(self):
        return self.bidding.standing

    @property
    def bids(self):
        return self.bidding.bids

    @property
    def kitty(self):
        """The kitty pile now: the dealt 8 before pickup, empty while burying, the buried 8 after."""
        return self._kitty

    @property
    def kitty_taken(self):
        """The 8 cards the dealer picked up (``None`` before, or when the deal began buried)."""
        return self._kitty_taken

    @property
    def hands(self):
        """Every hand (the whole table: for tests and tools, never for a player)."""
        return tuple(self.hand(seat) for seat in range(4))

    def hand(self, seat):
        return self._display_trump().sorted(self._hands[check_seat(seat)].elements())

    @property
    def tricks(self):
        return tuple(self._tricks)

    @property
    def current_trick(self):
        return tuple(self._current)

    @property
    def points(self):
        """Card points taken in tricks so far by team 0 and team 1."""
        return tuple(self._points)

    @property
    def plays_by_seat(self):
        return tuple(tuple(cards) for cards in self._played)

    @property
    def actions(self):
        return tuple(self._actions)

    @property
    def actors(self):
        """The seat that made each of ``actions``."""
        return tuple(self._actors)

    @property
    def throws(self):
        """Whether the throws house rule is on."""
        return self.rules.throws

    @property
    def failed_throw(self):
        """The ``FailedThrow`` the lead of the trick being played replaced, else ``None``."""
        return self._failed_throw

    def _display_trump(self):
        return self.trump or Trump(self.level, None)

    # -- choices -----------------------------------------------------------

    def legal_actions(self):
        """The choices of the seat to act (see the module docs); none once the deal is over."""
        seat = self.to_act
        if seat is None:
            return NoChoices(IllegalAction("The deal is over", rule="deal_over"))
        if self.phase == DECLARE:
            return DeclareChoices(seat, self._hands[seat].elements(), self.level, self.bidding.standing)
        if self.phase == BURY:
            return BuryChoices(seat, self.hand(seat))
        return self.legal_plays(seat)

    def legal_plays(self, seat):
        """The legal plays of ``seat``, which must be the seat to play (see ``LegalPlays``)."""
        check_seat(seat)
        if self.phase != PLAY:
            hint = _PHASE_HINTS.get(self.phase, "the deal is over")
            raise IllegalAction(f"There is no trick to play to: {hint}", rule="wrong_phase", phase=self.phase)
        if seat != self._next:
            raise self._out_of_turn(seat)
        lead = self._current[0][1] if self._current else None
        return LegalPlays(seat, self._hands[seat].elements(), self.trump, lead, self.throws)

    def _out_of_turn(self, seat):
        actor = self.to_act
        return IllegalAction(f"It is {seat_name(actor)}'s turn, not {seat_name(seat)}'s",
                             rule="out_of_turn", seat=seat, to_act=actor)

    def violation(self, action, seat=None):
        """Why ``action`` by ``seat`` (default: the seat to act) is illegal now, or ``None``."""
        if self.phase == OVER:
            return IllegalAction("The deal is over", rule="deal_over")
        actor = self.to_act
        if seat is not None and not is_seat(seat):
            return IllegalAction(f"There is no seat {seat!r}: the seats are 0 to 3", rule="not_a_seat",
                                 seat=repr(seat))
        if seat is not None and seat != actor:
            return self._out_of_turn(seat)
        if not isinstance(action, _PHASE_ACTIONS[self.phase]):
            if not isinstance(action, (Declare, Pass, Bury, Play)):
                return IllegalAction(f"{action!r} is not a Tractor move: declare, pass, bury or play cards",
                                     rule="not_an_action", action=repr(action))
            return IllegalAction(f"You cannot {action.kind} now: {_PHASE_HINTS[self.phase]}",
                                 rule="wrong_phase", phase=self.phase, action=action.kind)
        hand = self._hands[actor]
        if self.phase == DECLARE:
            return self.bidding.violation(hand, action)
        if self.phase == BURY:
            return bury_violation(hand, action.cards)
        lead = self._current[0][1] if self._current else None
        return play_violation(hand, lead, action.cards, self.trump, self.throws)

    # -- moves -------------------------------------------------------------

    def apply(self, action, seat=None):
        """Make ``action`` for the seat to act (``seat``, if given, must be that seat)."""
        violation = self.violation(action, seat)
        if violation is not None:
            raise violation
        actor = self.to_act
        if self.phase == DECLARE:
            self.bidding = self.bidding.after(action)
            if self.bidding.is_closed:
                self._settle_trump()
        elif self.phase == BURY:
            _take(self._hands[actor], action.cards)
            self._kitty = action.cards
            self.phase, self._next = PLAY, self.dealer
        else:
            self._play(actor, action.cards)
        self._actions.append(action)
        self._actors.append(actor)

    def _settle_trump(self):
        if self.first_deal and self.bidding.first_declarer is not None:
            self.dealer = self.bidding.first_declarer
        standing = self.bidding.standing
        if standing is None:
            self.revealed_kitty = self._kitty
            suit = suit_from_kitty(self._kitty)
        else:
            suit = standing.suit
        self.trump = Trump(self.level, suit)
        self._pick_up_kitty()

    def _pick_up_kitty(self):
        self._kitty_taken = self._kitty
        self._hands[self.dealer].update(self._kitty)
        self._kitty = ()
        self.phase = BURY

    def _play(self, seat, cards):
        if not self._current and throw_shape(cards, self.trump) is not None:
            self._failed_throw = failed_throw(seat, cards, self._hands, self.trump, self.attackers)
            if self._failed_throw is not None:
                cards = self._failed_throw.played
        _take(self._hands[seat], cards)
        self._current.append((seat, cards))
        self._played[seat].extend(cards)
        if len(self._current) < 4:
            self._next = next_seat(seat)
            return
        trick = Trick.settle(self._current, self.trump, self._failed_throw)
        self._failed_throw = None
        self._tricks.append(trick)
        self._points[team_of(trick.winner)] += trick.points
        self._current = []
        self._next = trick.winner
        if not self._hands[seat]:
            self._finish()

    def _finish(self):
        self.result = settle(self.dealer, self.level, self.trump, self.team_levels, tuple(self._tricks),
                             self._kitty, tuple(self._points), self.rules)
        self.phase, self._next = OVER, None

    # -- what a seat may see -----------------------------------------------

    def view(self, seat):
        """Everything ``seat`` may know now; other hands never appear."""
        check_seat(seat)
        is_dealer = seat == self.dealer and self.phase != DECLARE
        over = self.phase == OVER
        buried_known = self.phase in (PLAY, OVER) and (is_dealer or over)
        return DealView(
            seat=seat,
            phase=self.phase,
            to_act=self.to_act,
            dealer=self.dealer,
            first_deal=self.first_deal,
            level=self.level,
            team_levels=self.team_levels,
            trump=self.trump,
            hand=self.hand(seat),
            hand_sizes=tuple(sum(hand.values()) for hand in self._hands),
            bids=self.bidding.bids,
            declaration=self.bidding.standing,
            revealed_kitty=self.revealed_kitty,
            kitty_taken=self._kitty_taken if is_dealer else None,
            kitty=self._kitty if buried_known else None,
            tricks=tuple(self._tricks),
            current_trick=tuple(self._current),
            plays_by_seat=self.plays_by_seat,
            points=tuple(self._points),
            rules=self.rules,
            failed_throw=self._failed_throw,
            attackers=self.attackers,
            defenders=self.defenders,
            legal_actions=self.legal_actions() if self.to_act == seat else (),
            result=self.result,
        )

    # -- saving and replaying ------------------------------------------------

    def to_dict(self):
        """A JSON-compatible record: the dealt cards, the setup and every action so far."""
        return deal_to_dict(self, self._dealt, self._preset, self._actions)

    @classmethod
    def from_dict(cls, data):
        """Rebuild a deal by replaying its saved actions; ``SaveError`` if anything does not fit."""
        return deal_from_dict(cls, data)

    def __repr__(self):
        return (f"TractorDeal(phase={self.phase!r}, dealer={self.dealer}, level={self.level!r}, "
                f"trump={self.trump!r}, to_act={self.to_act})")
