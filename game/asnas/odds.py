"""Exact showdown chances, by counting every way the unseen cards can lie.

Holding five cards, a player knows the other fifteen are split among the
other three players: 15!/(5!5!5!) = 756,756 equally likely deals. Since a
hand is just a count of each rank, there are only 121 different hands and
each has its own strength, so the counting runs over hand *shapes* (how many
As, Shah, ... each opponent holds), weighted by how many deals give them.

Ties count as fractional wins: a showdown shared by two players counts 1/2,
by three 1/3. The result is the expected share of the pot, which is exactly
what a bet is weighed against.

The counts for every hand are shipped, counted once (`share_counts.py`,
written by `python -m tools.asnas_share_counts` and checked against the
count in the tests): counting all 121 took a third of a second of the
page's first As-Nas table in the browser. What one opponent may hold is
still counted on first use (a few milliseconds a hand).
"""
from fractions import Fraction
from functools import lru_cache
from itertools import product
from math import comb

from game.asnas.cards import COPIES, HAND_SIZE, RANKS, check_cards
from game.asnas.hands import hand_value
from game.asnas.share_counts import SHARE_COUNTS
from game.core import IllegalAction

SHAPES = tuple(
    sorted(
        (
            counts
            for counts in product(range(COPIES + 1), repeat=len(RANKS))
            if sum(counts) == HAND_SIZE
        ),
        key=lambda counts: hand_value(
            [rank for rank, count in zip(RANKS, counts) for _ in range(count)]
        ),
    )
)
"""All 121 hands as rank counts (As, Shah, Bibi, Sarbaz, Couli), weakest first.

Because every shape has its own strength, a shape's position in this tuple
*is* its strength: comparing two hands is comparing two integers.
"""
STRENGTH = {shape: position for position, shape in enumerate(SHAPES)}
UNSEEN_DEALS = comb(15, 5) * comb(10, 5)
"""756,756 ways to split the fifteen unseen cards among three opponents."""
_SHARE_SCALE = 12
"""1/1, 1/2, 1/3 and 1/4 of a pot are all whole twelfths."""
_TEN_CARD_SPLITS = comb(10, 5)


def shape_of(cards):
    """The rank counts of a five-card hand."""
    cards = check_cards(cards)
    return tuple(cards.count(rank) for rank in RANKS)


@lru_cache(maxsize=None)
def _within(limit):
    """Every hand shape that fits inside the cards counted by ``limit``."""
    return tuple(
        shape for shape in SHAPES if all(have <= left for have, left in zip(shape, limit))
    )


def _ways(limit, shape):
    """How many sets of physical cards out of ``limit`` have this shape."""
    ways = 1
    for left, take in zip(limit, shape):
        ways *= comb(left, take)
    return ways


@lru_cache(maxsize=None)
def _splits(ten_cards):
    """How ten remaining cards split into two hands: (first, second, ways) by strength."""
    return tuple(
        (STRENGTH[first], STRENGTH[tuple(left - take for left, take in zip(ten_cards, first))],
         _ways(ten_cards, first))
        for first in _within(ten_cards)
    )


def unseen_splits(mine):
    """Every way the unseen cards split among three opponents, by the three hands' strengths:
    ``{(first, second, third): ways}``, the ways (deals of the physical cards) summing to
    ``UNSEEN_DEALS``. The betting only ever sees a hand's strength, so this is the whole of
    what the other hands may be, exactly."""
    unseen = tuple(COPIES - count for count in mine)
    splits: dict = {}
    for first in _within(unseen):
        rest = tuple(left - take for left, take in zip(unseen, first))
        for second, third, ways in _splits(rest):
            key = (STRENGTH[first], second, third)
            splits[key] = splits.get(key, 0) + _ways(unseen, first) * ways
    return splits


def _share_numerators(mine):
    """Twelfths of a pot won over all unseen deals, against 1, 2 and 3 opponents (as counted by
    `count_share_numerators`)."""
    return SHARE_COUNTS[STRENGTH[mine]]


def count_share_numerators(mine):
    """Twelfths of a pot won over all unseen deals, against 1, 2 and 3 opponents.

    An opponent who beats me ends the count for that deal, so whole branches
    are skipped as soon as one hand is stronger than mine.
    """
    me = STRENGTH[mine]
    unseen = tuple(COPIES - count for count in mine)
    share = (12, 6, 4, 3)  # twelfths of the pot when tying with 0..3 others
    against_one = against_two = against_three = 0
    for first in _within(unseen):
        a = STRENGTH[first]
        if a > me:
            continue
        tied = 1 if a == me else 0
        rest = tuple(left - take for left, take in zip(unseen, first))
        two = three = 0
        for b, c, ways in _splits(rest):
            if b > me:
                continue
            tied_b = tied + 1 if b == me else tied
            two += ways * share[tied_b]
            if c <= me:
                three += ways * share[tied_b + 1 if c == me else tied_b]
        ways_first = _ways(unseen, first)
        against_one += ways_first * _TEN_CARD_SPLITS * share[tied]
        against_two += ways_first * two
        against_three += ways_first * three
    return against_one, against_two, against_three


def showdown_win_chance(hand, opponents):
    """My exact expected share of the pot if the showdown were now, as a ``Fraction``.

    ``hand`` is my five cards; ``opponents`` is how many other players are
    still in (1 to 3). Folded players' cards count as unseen: a fold says
    nothing certain about them. Ties count fractionally (see module notes).
    """
    if isinstance(opponents, bool) or not isinstance(opponents, int) or not 1 <= opponents <= 3:
        raise IllegalAction(f"A showdown has 1 to 3 opponents, not {opponents!r}")
    numerator = _share_numerators(shape_of(hand))[opponents - 1]
    return Fraction(numerator, UNSEEN_DEALS * _SHARE_SCALE)


def win_chance_for_view(view):
    """The 'show my chances' figure for a seat: ``None`` until it has looked or once it folded."""
    if view.hand is None or view.folded[view.seat] or not view.opponents_in:
        return None
    return showdown_win_chance(view.hand, len(view.opponents_in))


@lru_cache(maxsize=None)
def share_table():
    """Float win shares for every shape against 1, 2 and 3 opponents: the AI's sense of strength."""
    return tuple(
        tuple(n / (UNSEEN_DEALS * _SHARE_SCALE) for n in _share_numerators(shape))
        for shape in SHAPES
    )


@lru_cache(maxsize=None)
def one_opponent_hands(mine):
    """What a single opponent may hold, given my shape: (strength, probability) pairs.

    Exact for any one opponent; the AI combines opponents from these.
    """
    unseen = tuple(COPIES - count for count in mine)
    total = comb(sum(unseen), HAND_SIZE)
    return tuple((STRENGTH[shape], _ways(unseen, shape) / total) for shape in _within(unseen))
