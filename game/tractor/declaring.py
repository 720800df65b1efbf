"""Declaring trump: declaration strengths, overcalls and the bidding round.

Strengths (docs/rules.md, Decided): 1 = one level card (its suit), 2 = a pair of
identical level cards (its suit), 3 = two black jokers (no-trump), 4 = two
red jokers (no-trump). Bidding starts with the dealer and goes round one turn
at a time; a new declaration must be strictly stronger than the standing
one; three passes in a row after a declaration settle it, four passes with
none leave the trump suit to the kitty.
"""
from collections import Counter
from dataclasses import dataclass

from game.core import IllegalAction, next_seat
from game.tractor.actions import Declare, Pass
from game.tractor.mechanics.cards import BLACK_JOKER, RED_JOKER, SUIT_NAMES, canonical, parse_cards, rank_of, suit_of
from game.tractor.mechanics.levels import check_level
from game.tractor.mechanics.multiset import first_missing

STRENGTH_NAMES = {1: "a level card", 2: "a pair of level cards", 3: "two black jokers", 4: "two red jokers"}
_NO_TRUMP_PAIRS = {(BLACK_JOKER, BLACK_JOKER): 3, (RED_JOKER, RED_JOKER): 4}


def declaration_strength(cards, level):
    """1-4 for a declaration as in docs/rules.md, 0 when ``cards`` declare nothing at ``level``."""
    check_level(level)
    cards = canonical(parse_cards(cards))
    if cards in _NO_TRUMP_PAIRS:
        return _NO_TRUMP_PAIRS[cards]
    if not all(rank_of(card) == level for card in cards):
        return 0
    if len(cards) == 1:
        return 1
    if len(cards) == 2 and cards[0] == cards[1]:
        return 2
    return 0


def declared_suit(cards):
    """The suit a declaration names, or ``None`` for a joker pair (no-trump)."""
    return suit_of(cards[0])


@dataclass(frozen=True)
class Declaration:
    """A declaration made: who, with which cards, how strong, for which suit (``None``: no-trump)."""

    seat: int
    cards: tuple
    strength: int

    @property
    def suit(self):
        return declared_suit(self.cards)

    @property
    def is_no_trump(self):
        return self.suit is None


@dataclass(frozen=True)
class Bid:
    """One turn of bidding: a ``Declaration``, or ``None`` for a pass."""

    seat: int
    declaration: object = None


def possible_declarations(hand, level):
    """Every different declaration ``hand`` could make at ``level``, weakest first."""
    tally = Counter(hand)
    options = []
    for card in canonical(tally):
        if rank_of(card) == level:
            options.append((1, (card,)))
    for card in canonical(tally):
        if rank_of(card) == level and tally[card] >= 2:
            options.append((2, (card, card)))
    for pair, strength in _NO_TRUMP_PAIRS.items():
        if tally[pair[0]] >= 2:
            options.append((strength, pair))
    return tuple(cards for _strength, cards in sorted(options, key=lambda option: option[0]))


def _describe(cards, level):
    suit = declared_suit(cards)
    what = STRENGTH_NAMES[declaration_strength(cards, level)]
    return f"{' '.join(cards)} ({what}, {'no-trump' if suit is None else SUIT_NAMES[suit]})"


def declaration_violation(hand_counts, cards, level, standing):
    """Why ``cards`` may not be declared now over ``standing`` (a Declaration or None)."""
    strength = declaration_strength(cards, level)
    if strength == 0:
        level_name = "10" if level == "T" else level
        return IllegalAction(
            f"{' '.join(cards) or 'Nothing'} is no declaration at level {level_name}: declare one "
            f"level card (a {level_name}), a pair of identical level cards, two black jokers "
            "or two red jokers",
            rule="not_a_declaration", cards=list(cards), level=level,
        )
    missing = first_missing(hand_counts, cards)
    if missing is not None:
        held = "only one" if hand_counts.get(missing, 0) else "no"
        return IllegalAction(f"You cannot declare with {' '.join(cards)}: you hold {held} {missing}",
                             rule="not_in_hand", card=missing)
    if standing is not None and strength <= standing.strength:
        same = " (overcalls of the same strength are not allowed)" if strength == standing.strength else ""
        return IllegalAction(
            f"An overcall must be stronger than the standing declaration: "
            f"{_describe(cards, level)} does not beat {_describe(standing.cards, level)}{same}",
            rule="weak_overcall", cards=list(cards), standing=list(standing.cards),
        )
    return None


@dataclass(frozen=True)
class Bidding:
    """The bidding round so far; a value, so a rejected bid cannot disturb it."""

    dealer: int
    level: str
    bids: tuple = ()

    @property
    def standing(self):
        """The declaration in force (the strongest so far), or ``None``."""
        for bid in reversed(self.bids):
            if bid.declaration is not None:
                return bid.declaration
        return None

    @property
    def first_declarer(self):
        """Who declared first (in deal 1 they become the dealer), or ``None``."""
        for bid in self.bids:
            if bid.declaration is not None:
                return bid.seat
        return None

    @property
    def passes_in_a_row(self):
        count = 0
        for bid in reversed(self.bids):
            if bid.declaration is not None:
                break
            count += 1
        return count

    @property
    def is_closed(self):
        needed = 4 if self.standing is None else 3
        return self.passes_in_a_row >= needed

    @property
    def to_act(self):
        if self.is_closed:
            return None
        seat = self.dealer
        for _bid in self.bids:
            seat = next_seat(seat)
        return seat

    def violation(self, hand_counts, action):
        if isinstance(action, Pass):
            return None
        return declaration_violation(hand_counts, action.cards, self.level, self.standing)

    def after(self, action):
        """The bidding once ``to_act`` has made ``action`` (already checked)."""
        seat = self.to_act
        if isinstance(action, Pass):
            return Bidding(self.dealer, self.level, self.bids + (Bid(seat),))
        declaration = Declaration(seat, action.cards, declaration_strength(action.cards, self.level))
        return Bidding(self.dealer, self.level, self.bids + (Bid(seat, declaration),))


class DeclareChoices:
    """What the seat to act may do while bidding: each declaration that beats the standing one, or pass.

    Same protocol as the other choices: iterate the actions, ``in`` to test
    one, ``sample(rng)`` for a random one, ``violation(action)`` for the reason.
    """

    def __init__(self, seat, hand, level, standing):
        hand = tuple(hand)
        self.seat = seat
        self.level = level
        self.standing = standing
        self._counts = Counter(hand)
        floor = 0 if standing is None else standing.strength
        self.declarations = tuple(
            Declare(cards) for cards in possible_declarations(hand, level)
            if declaration_strength(cards, level) > floor
        )
        self.actions = self.declarations + (Pass(),)

    def __iter__(self):
        return iter(self.actions)

    def __len__(self):
        return len(self.actions)

    def count(self):
        return len(self.actions)

    def __contains__(self, action):
        return self.violation(action) is None

    def violation(self, action):
        if isinstance(action, Pass):
            return None
        if not isinstance(action, Declare):
            try:
                action = Declare(parse_cards(action))
            except IllegalAction as error:  # not cards at all
                return error
        return declaration_violation(self._counts, action.cards, self.level, self.standing)

    def sample(self, rng):
        return rng.choice(self.actions)

    def _key(self):
        return (self.seat, self.actions, self.standing)

    def __eq__(self, other):
        return isinstance(other, DeclareChoices) and self._key() == other._key()

    def __hash__(self):
        return hash(self._key())

    def __repr__(self):
        return f"DeclareChoices({list(self.actions)!r})"
