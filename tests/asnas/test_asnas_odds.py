"""Exact showdown chances: counted over every way the fifteen unseen cards can lie."""
import itertools
from collections import Counter
from fractions import Fraction
from math import comb

import pytest

from game.asnas import PACK, RANKS, Deal, IllegalAction, hand_value, showdown_win_chance, win_chance_for_view
from game.asnas.odds import SHAPES


def unseen_after(hand):
    left = Counter(PACK)
    left.subtract(hand)
    return sorted(left.elements())


def share(mine, others):
    """My share of the pot against these hands: 0, or 1 / (1 + number tied)."""
    best = max([hand_value(mine)] + [hand_value(other) for other in others])
    if hand_value(mine) != best:
        return Fraction(0)
    return Fraction(1, 1 + sum(hand_value(other) == best for other in others))


def hands_from(cards):
    """Every five-card hand dealt from these physical cards, grouped: {sorted hand: ways}."""
    return Counter(
        tuple(sorted(cards[i] for i in picks))
        for picks in itertools.combinations(range(len(cards)), 5)
    )


def brute_force(mine, opponents):
    """Deal the fifteen physical cards every possible way (grouped by the hands they make)."""
    unseen = unseen_after(mine)
    total = Fraction(0)
    for first, ways_first in hands_from(unseen).items():
        rest = sorted((Counter(unseen) - Counter(first)).elements())
        for second, ways_second in hands_from(rest).items():
            third = list((Counter(rest) - Counter(second)).elements())
            others = [list(first), list(second), third][:opponents]
            total += ways_first * ways_second * share(mine, others)
    return total / (comb(15, 5) * comb(10, 5))


@pytest.mark.parametrize(
    "hand",
    [
        "Bibi Bibi Sarbaz Couli As",
        "Shah Shah Sarbaz Sarbaz Couli",
    ],
)
def test_exact_chance_equals_dealing_out_every_split_of_the_unseen_cards(hand):
    hand = hand.split()
    for opponents in (1, 2, 3):
        assert showdown_win_chance(hand, opponents) == brute_force(hand, opponents)


def test_four_as_can_never_lose_or_tie():
    assert showdown_win_chance("As As As As Shah".split(), 3) == 1


def test_high_card_only_ever_ties_so_against_one_opponent_it_wins_half_of_their_high_cards():
    # the opponent holds one of each rank in 3**5 of the C(15, 5) ways; the pot is then split
    assert showdown_win_chance("As Shah Bibi Sarbaz Couli".split(), 1) == Fraction(3**5, comb(15, 5)) / 2


def test_a_pair_of_bibi_cannot_survive_three_opponents_who_share_four_shahs():
    # As, Sarbaz, Couli beside it: one of the three opponents must hold two of the four Shahs
    assert showdown_win_chance("Bibi Bibi As Sarbaz Couli".split(), 3) == 0


def test_over_all_hands_the_chances_are_fair_one_share_in_k_plus_1():
    for opponents in (1, 2, 3):
        average = Fraction(0)
        for shape in SHAPES:
            ways = 1
            for count in shape:
                ways *= comb(4, count)
            hand = [rank for rank, count in zip(RANKS, shape) for _ in range(count)]
            average += Fraction(ways, comb(20, 5)) * showdown_win_chance(hand, opponents)
        assert average == Fraction(1, opponents + 1)


def test_more_opponents_never_raise_the_chance():
    for shape in SHAPES:
        hand = [rank for rank, count in zip(RANKS, shape) for _ in range(count)]
        one, two, three = (showdown_win_chance(hand, n) for n in (1, 2, 3))
        assert one >= two >= three


@pytest.mark.parametrize("opponents", [0, 4, "2", True])
def test_a_showdown_has_one_to_three_opponents(opponents):
    with pytest.raises(IllegalAction):
        showdown_win_chance("As As Shah Shah Bibi".split(), opponents)


def test_the_chance_for_a_view_counts_the_players_still_in_and_needs_a_look():
    hands = [
        "As As As Shah Shah".split(),
        "As Shah Shah Bibi Bibi".split(),
        "Bibi Bibi Sarbaz Sarbaz Couli".split(),
        "Sarbaz Sarbaz Couli Couli Couli".split(),
    ]
    deal = Deal(3, hands)
    assert win_chance_for_view(deal.view(0)) is None
    deal.apply("look")
    assert win_chance_for_view(deal.view(0)) == showdown_win_chance(hands[0], 3)
    deal.apply("raise")
    deal.apply("fold")
    deal.apply("look")
    assert win_chance_for_view(deal.view(2)) == showdown_win_chance(hands[2], 2)


def test_the_shipped_counts_are_the_count_of_every_way_the_unseen_cards_lie():
    """The page reads the counts from game/asnas/share_counts.py; they must be the count itself."""
    from game.asnas.odds import count_share_numerators
    from game.asnas.share_counts import SHARE_COUNTS
    from tools import asnas_share_counts

    assert SHARE_COUNTS == tuple(count_share_numerators(shape) for shape in SHAPES)
    assert asnas_share_counts.TARGET.read_text(encoding="utf-8") == asnas_share_counts.text()


def test_the_unseen_cards_split_among_three_opponents_in_exactly_every_way():
    from collections import defaultdict

    from game.asnas.odds import SHAPES, UNSEEN_DEALS, one_opponent_hands, unseen_splits

    for mine in (SHAPES[0], SHAPES[57], SHAPES[-1]):
        splits = unseen_splits(mine)
        assert sum(splits.values()) == UNSEEN_DEALS
        for opponent in range(3):  # each opponent's hand alone is distributed as one opponent's is
            alone = defaultdict(int)
            for strengths, ways in splits.items():
                alone[strengths[opponent]] += ways
            assert {strength: ways / UNSEEN_DEALS for strength, ways in alone.items()} == \
                pytest.approx(dict(one_opponent_hands(mine)))
