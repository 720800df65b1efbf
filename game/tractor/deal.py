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
``choices.why_illegal(action_or_cards)``.

A deal is rebuilt from its starting cards and its list of actions, which is
also what ``to_dict`` saves: there is no second copy of the state to drift.
"""
import random
from collections import Counter

from .actions import Bury, Declare, Pass, Play, from_data, to_data
from .cards import FULL_PACK, parse_cards
from .declaring import Bidding, DeclareChoices
from .errors import IllegalAction, SaveError
from .kitty import KITTY_SIZE, BuryChoices, bury_violation, suit_from_kitty
from .levels import LEVELS, advance, check_level
from .plays import LegalPlays, play_violation
from .result import DealResult
from .scoring import card_points, deal_outcome, kitty_multiplier
from .seats import check_seat, is_seat, next_seat, partner_of, seat_name, team_of
from .trick import Trick
from .trump import Trump
from .views import DealView

HAND_SIZE = 25
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


def _checked_setup(hands, kitty, dealer, level, team_levels, first_deal, trump, buried):
    """The deal's cards and team levels, refused with a ``ValueError`` unless they make sense."""
    check_seat(dealer)
    hands = [parse_cards(hand) for hand in hands]
    kitty = parse_cards(kitty)
    if len(hands) != 4 or any(len(hand) != HAND_SIZE for hand in hands):
        raise ValueError(f"a deal needs four hands of {HAND_SIZE} cards")
    if len(kitty) != KITTY_SIZE:
        raise ValueError(f"the kitty holds {KITTY_SIZE} cards, not {len(kitty)}")
    if Counter(card for hand in hands for card in hand) + Counter(kitty) != Counter(FULL_PACK):
        raise ValueError("the hands and the kitty must hold exactly the 108 cards of the pack")
    if team_levels is None:
        team_levels = (level or LEVELS[0],) * 2
    team_levels = tuple(check_level(each) for each in team_levels)
    if len(team_levels) != 2:
        raise ValueError("team_levels gives one level per team")
    deal_level = team_levels[team_of(dealer)]
    if level is not None and check_level(level) != deal_level:
        raise ValueError(f"the level is the dealing team's level, {deal_level}")
    if first_deal and team_levels[0] != team_levels[1]:
        raise ValueError("in the first deal both teams are at the same level")
    if trump is not None and (not isinstance(trump, Trump) or trump.level != deal_level):
        raise ValueError("a preset trump must be a Trump at the deal's level")
    if buried and trump is None:
        raise ValueError("a kitty can only be buried already when the trump is preset")
    return hands, kitty, team_levels


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

    FORMAT = "cardavia-tractor-deal"
    VERSION = 1

    def __init__(self, hands, kitty, dealer, *, level=None, team_levels=None,
                 first_deal=False, trump=None, buried=False):
        hands, kitty, team_levels = _checked_setup(hands, kitty, dealer, level, team_levels,
                                                   first_deal, trump, buried)
        self._dealt = (tuple(tuple(hand) for hand in hands), tuple(kitty))
        self.nominal_dealer = dealer
        self.dealer = dealer
        self.first_deal = bool(first_deal)
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
        self._points = [0, 0]
        self._played = [[], [], [], []]
        self._actions = []
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
        pack = list(FULL_PACK)
        rng.shuffle(pack)
        hands = [[], [], [], []]
        for index, card in enumerate(pack[:4 * HAND_SIZE]):
            hands[(dealer + index) % 4].append(card)
        return cls(hands, pack[4 * HAND_SIZE:], dealer, **options)

    @classmethod
    def arranged(cls, hands=None, kitty=None, dealer=0, rng=None, **options):
        """A deal with chosen cards placed (``{seat: "RJ RJ 2H ..."}``) and the rest dealt at random.

        Scenario tests name the cards that matter and let ``rng`` (default
        ``Random(0)``) fill each hand to 25 and the kitty to 8.
        """
        placed = {check_seat(seat): list(parse_cards(cards)) for seat, cards in (hands or {}).items()}
        kitty = list(parse_cards(kitty)) if kitty is not None else []
        used = Counter(kitty)
        for cards in placed.values():
            used.update(cards)
        extra = used - Counter(FULL_PACK)
        if extra:
            raise ValueError(f"the pack has only two of {next(iter(extra))}")
        rest = list((Counter(FULL_PACK) - used).elements())
        (rng or random.Random(0)).shuffle(rest)
        full = []
        for seat in range(4):
            hand = placed.get(seat, [])
            if len(hand) > HAND_SIZE:
                raise ValueError(f"a hand holds {HAND_SIZE} cards")
            full.append(hand + [rest.pop() for _ in range(HAND_SIZE - len(hand))])
        if len(kitty) > KITTY_SIZE:
            raise ValueError(f"the kitty holds {KITTY_SIZE} cards")
        kitty += [rest.pop() for _ in range(KITTY_SIZE - len(kitty))]
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

    def _display_trump(self):
        return self.trump or Trump(self.level, None)

    # -- choices -----------------------------------------------------------

    def legal_actions(self):
        """The choices of the seat to act (see the module docs), or ``()`` when the deal is over."""
        seat = self.to_act
        if seat is None:
            return ()
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
        return LegalPlays(seat, self._hands[seat].elements(), self.trump, lead)

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
        return play_violation(hand, lead, action.cards, self.trump)

    def why_illegal(self, seat, cards):
        """The rulebook reason ``seat`` may not make this move now, or ``None`` if it may.

        ``cards`` are the selected cards (read as a declaration, burial or
        play according to the phase) or an action.
        """
        try:
            if isinstance(cards, (Declare, Pass, Bury, Play)):
                action = cards
            else:
                kind = {DECLARE: Declare, BURY: Bury}.get(self.phase, Play)
                action = kind(parse_cards(cards))
            violation = self.violation(action, seat)
        except IllegalAction as error:
            violation = error
        return None if violation is None else str(violation)

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
        _take(self._hands[seat], cards)
        self._current.append((seat, cards))
        self._played[seat].extend(cards)
        if len(self._current) < 4:
            self._next = next_seat(seat)
            return
        trick = Trick.settle(self._current, self.trump)
        self._tricks.append(trick)
        self._points[team_of(trick.winner)] += trick.points
        self._current = []
        self._next = trick.winner
        if not self._hands[seat]:
            self._finish()

    def _finish(self):
        last = self._tricks[-1]
        attackers, defenders = self.attackers, self.defenders
        kitty_points = card_points(self._kitty)
        multiplier = kitty_multiplier(last.cards_per_play)
        applies = team_of(last.winner) == attackers
        bonus = kitty_points * multiplier if applies else 0
        attacker_points = self._points[attackers] + bonus
        winner, levels = deal_outcome(attacker_points)
        winning_team = defenders if winner == "defenders" else attackers
        next_dealer = partner_of(self.dealer) if winner == "defenders" else next_seat(self.dealer)
        after = list(self.team_levels)
        moved = advance(after[winning_team], levels)
        after[winning_team] = moved or LEVELS[-1]
        self.result = DealResult(
            dealer=self.dealer, level=self.level, trump=self.trump,
            attackers=attackers, defenders=defenders, tricks=tuple(self._tricks),
            kitty=self._kitty, kitty_points=kitty_points, last_trick_winner=last.winner,
            kitty_multiplier=multiplier, kitty_bonus_applies=applies, kitty_bonus=bonus,
            trick_points=tuple(self._points), attacker_points=attacker_points,
            winner=winner, winning_team=winning_team, levels=levels, next_dealer=next_dealer,
            team_levels_before=self.team_levels, team_levels_after=tuple(after),
            match_winner=winning_team if moved is None else None,
        )
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
            attackers=self.attackers,
            defenders=self.defenders,
            legal_actions=self.legal_actions() if self.to_act == seat else (),
            result=self.result,
        )

    # -- saving and replaying ------------------------------------------------

    def to_dict(self):
        """A JSON-compatible record: the dealt cards, the setup and every action so far."""
        trump, buried = self._preset
        return {
            "format": self.FORMAT,
            "version": self.VERSION,
            "hands": [list(hand) for hand in self._dealt[0]],
            "kitty": list(self._dealt[1]),
            "dealer": self.nominal_dealer,
            "team_levels": list(self.team_levels),
            "first_deal": self.first_deal,
            "trump": None if trump is None else {"level": trump.level, "suit": trump.suit},
            "buried": buried,
            "actions": [to_data(action) for action in self._actions],
        }

    @classmethod
    def from_dict(cls, data):
        """Rebuild a deal by replaying its saved actions; ``SaveError`` if anything does not fit."""
        if not isinstance(data, dict) or data.get("format") != cls.FORMAT:
            raise SaveError("not a saved Tractor deal")
        if type(data.get("version")) is not int or data.get("version") != cls.VERSION:
            raise SaveError(f"saved Tractor deal has version {data.get('version')!r}, expected {cls.VERSION}")
        try:
            preset = data.get("trump")
            if preset is not None:
                if not isinstance(preset, dict) or set(preset) != {"level", "suit"}:
                    raise ValueError("bad preset trump")
                preset = Trump(preset["level"], preset["suit"])
            for key, kind in (("hands", list), ("kitty", list), ("team_levels", list),
                              ("first_deal", bool), ("buried", bool), ("actions", list)):
                if not isinstance(data.get(key), kind):
                    raise ValueError(f"{key!r} is missing or not a {kind.__name__}")
            if type(data.get("dealer")) is not int:
                raise ValueError("'dealer' is missing or not a seat")
            deal = cls(data["hands"], data["kitty"], data["dealer"], team_levels=data["team_levels"],
                       first_deal=data["first_deal"], trump=preset, buried=data["buried"])
        except (ValueError, TypeError) as error:
            raise SaveError(f"corrupt saved Tractor deal: {error}") from None
        deal.replay(data["actions"])
        return deal

    def replay(self, actions):
        """Apply saved actions (``to_data`` lists) in order; ``SaveError`` names the first that fails."""
        for number, item in enumerate(actions, 1):
            action = from_data(item)
            try:
                self.apply(action)
            except IllegalAction as error:
                raise SaveError(f"saved action {number} ({item!r}) is illegal: {error}") from None

    def clone(self):
        """An independent copy (e.g. for an AI trying moves ahead)."""
        return type(self).from_dict(self.to_dict())

    def __repr__(self):
        return (f"TractorDeal(phase={self.phase!r}, dealer={self.dealer}, level={self.level!r}, "
                f"trump={self.trump!r}, to_act={self.to_act})")
