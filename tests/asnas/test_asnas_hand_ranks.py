"""Rule 4, hand ranks: categories, grouped ranks, kickers, two pair, ties."""
import itertools

import pytest

from game.asnas import CATEGORIES, RANKS, MalformedHand, hand_value


def value(text):
    return hand_value(text.split())


def test_ranks_are_as_shah_bibi_sarbaz_couli_strongest_first():
    assert RANKS == ("As", "Shah", "Bibi", "Sarbaz", "Couli")


@pytest.mark.parametrize(
    "cards, category",
    [
        ("As As As As Shah", "four_of_a_kind"),
        ("Bibi Bibi Bibi Couli Couli", "full_house"),
        ("Sarbaz Sarbaz Sarbaz As Couli", "three_of_a_kind"),
        ("Shah Shah Couli Couli Bibi", "two_pair"),
        ("Couli Couli As Shah Bibi", "pair"),
        ("As Shah Bibi Sarbaz Couli", "high_card"),
    ],
)
def test_each_category_is_recognised(cards, category):
    assert value(cards).category == category


@pytest.mark.parametrize(
    "weakest_of_higher, strongest_of_lower",
    [
        ("Couli Couli Couli Couli Sarbaz", "As As As Shah Shah"),    # four of a kind > full house
        ("Couli Couli Couli Sarbaz Sarbaz", "As As As Shah Bibi"),   # full house > three of a kind
        ("Couli Couli Couli Sarbaz Bibi", "As As Shah Shah Bibi"),   # three of a kind > two pair
        ("Sarbaz Sarbaz Couli Couli Bibi", "As As Shah Bibi Sarbaz"),  # two pair > pair
        ("Couli Couli Sarbaz Bibi Shah", "As Shah Bibi Sarbaz Couli"),  # pair > high card
    ],
)
def test_every_category_boundary_weakest_above_beats_strongest_below(weakest_of_higher, strongest_of_lower):
    assert value(weakest_of_higher) > value(strongest_of_lower)


def all_hands():
    hands = []
    for counts in itertools.product(range(5), repeat=5):
        if sum(counts) == 5:
            hands.append([rank for rank, count in zip(RANKS, counts) for _ in range(count)])
    return hands


def test_categories_rank_four_full_house_three_two_pair_pair_high_card_over_all_121_hands():
    hands = sorted(all_hands(), key=hand_value)
    assert len(hands) == 121  # 126 rank multisets less the five impossible five-of-a-kinds
    categories = [hand_value(hand).category for hand in hands]
    order = [category for category, _ in itertools.groupby(categories)]
    assert order == ["high_card", "pair", "two_pair", "three_of_a_kind", "full_house", "four_of_a_kind"]
    assert tuple(order) == CATEGORIES


def test_different_hands_never_tie_because_the_counts_of_ranks_decide_the_value():
    values = [hand_value(hand) for hand in all_hands()]
    assert len(set(values)) == len(values) == 121


def test_rank_order_within_a_pair_as_beats_shah_beats_bibi_beats_sarbaz_beats_couli():
    pairs = [
        value("As As Shah Bibi Sarbaz"),
        value("Shah Shah As Bibi Sarbaz"),
        value("Bibi Bibi As Shah Sarbaz"),
        value("Sarbaz Sarbaz As Shah Bibi"),
        value("Couli Couli As Shah Bibi"),
    ]
    assert pairs == sorted(pairs, reverse=True)
    assert len(set(pairs)) == 5


def test_four_of_a_kind_compares_the_four_then_the_fifth_card():
    assert value("Shah Shah Shah Shah Couli") > value("Bibi Bibi Bibi Bibi As")
    assert value("Bibi Bibi Bibi Bibi As") > value("Bibi Bibi Bibi Bibi Shah")


def test_full_house_compares_the_three_then_the_pair():
    assert value("Shah Shah Shah Couli Couli") > value("Bibi Bibi Bibi As As")
    assert value("Bibi Bibi Bibi As As") > value("Bibi Bibi Bibi Shah Shah")


def test_three_of_a_kind_compares_the_three_then_the_remaining_cards_in_descending_order():
    assert value("Sarbaz Sarbaz Sarbaz Bibi Couli") > value("Couli Couli Couli As Shah")
    assert value("Sarbaz Sarbaz Sarbaz As Couli") > value("Sarbaz Sarbaz Sarbaz Shah Bibi")
    assert value("Sarbaz Sarbaz Sarbaz As Bibi") > value("Sarbaz Sarbaz Sarbaz As Couli")


def test_two_pair_compares_higher_pair_first():
    assert value("As As Couli Couli Sarbaz") > value("Shah Shah Bibi Bibi As")


def test_two_pair_compares_lower_pair_when_higher_pairs_match():
    assert value("As As Bibi Bibi Couli") > value("As As Sarbaz Sarbaz Shah")


def test_two_pair_compares_the_last_card_when_both_pairs_match():
    assert value("Shah Shah Bibi Bibi As") > value("Shah Shah Bibi Bibi Couli")
    assert value("Shah Shah Bibi Bibi Sarbaz") > value("Shah Shah Bibi Bibi Couli")


def test_pair_compares_the_pair_then_the_remaining_cards_in_descending_order():
    assert value("Sarbaz Sarbaz Bibi Shah Couli") > value("Couli Couli As Shah Bibi")
    assert value("Bibi Bibi As Sarbaz Couli") > value("Bibi Bibi Shah Sarbaz Couli")
    assert value("Bibi Bibi As Shah Couli") > value("Bibi Bibi As Sarbaz Couli")
    assert value("Bibi Bibi As Shah Sarbaz") > value("Bibi Bibi As Shah Couli")


def test_identical_hands_tie_whatever_the_order_of_the_cards():
    assert value("Shah Bibi Shah Couli Bibi") == value("Bibi Bibi Shah Shah Couli")
    assert not value("Shah Bibi Shah Couli Bibi") < value("Bibi Bibi Shah Shah Couli")


def test_every_high_card_hand_is_as_shah_bibi_sarbaz_couli_so_high_cards_always_tie():
    high_cards = [hand for hand in all_hands() if hand_value(hand).category == "high_card"]
    assert high_cards == [["As", "Shah", "Bibi", "Sarbaz", "Couli"]]
    assert value("Couli Sarbaz Bibi Shah As") == value("As Shah Bibi Sarbaz Couli")


def test_hand_value_lists_grouped_ranks_in_the_order_they_are_compared():
    assert value("Couli As Couli Bibi As").ranks == ("As", "Couli", "Bibi")
    assert value("Shah Shah Couli Couli Couli").ranks == ("Couli", "Shah")


@pytest.mark.parametrize(
    "cards, message",
    [
        (["As", "As", "Shah", "Bibi"], "5 cards, not 4"),
        (["As", "As", "Shah", "Bibi", "Couli", "Couli"], "5 cards, not 6"),
        (["As", "As", "Shah", "Bibi", "Joker"], "'Joker' is not an As-Nas card"),
        (["as", "As", "Shah", "Bibi", "Couli"], "'as' is not an As-Nas card"),
        (["Shah"] * 5, "only 4 Shah cards, but 5"),
        ("As As Shah Bibi Couli", "list of 5 cards"),
    ],
)
def test_malformed_hands_are_rejected_with_a_reason(cards, message):
    with pytest.raises(MalformedHand, match=message):
        hand_value(cards)


@pytest.mark.parametrize("cards, groups", [
    (("Couli", "Shah", "Bibi", "Shah", "Shah"), (("Shah",) * 3, ("Bibi",), ("Couli",))),
    (("Bibi", "Shah", "Bibi", "Shah", "Shah"), (("Shah",) * 3, ("Bibi",) * 2)),
    (("As", "Sarbaz", "Couli", "Sarbaz", "As"), (("As", "As"), ("Sarbaz", "Sarbaz"), ("Couli",))),
    (("Couli", "As", "Bibi", "Sarbaz", "Shah"), (("As",), ("Shah",), ("Bibi",), ("Sarbaz",), ("Couli",))),
])
def test_a_shown_hand_groups_its_ranks_in_the_order_the_showdown_compares_them(cards, groups):
    value = hand_value(cards)
    assert value.groups == groups
    assert sorted(card for group in value.groups for card in group) == sorted(cards)
