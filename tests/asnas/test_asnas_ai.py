"""The AI players: they look first, stay legal, see only their own seat, and play sensibly."""
import random

import pytest

from game.asnas import Deal
from game.asnas.ai import LEVELS, choose, weigh_options

HANDS = [
    "As As As As Shah".split(),              # cannot lose
    "Couli Couli Shah Bibi Sarbaz".split(),  # cannot win against three: one of them has two As
    "Shah Shah Bibi Bibi Bibi".split(),
    "Sarbaz Sarbaz Sarbaz Couli Couli".split(),
]
OTHER_HANDS = [  # the same seat-1 hand, everybody else's cards different
    "As As As Shah Shah".split(),
    "Couli Couli Shah Bibi Sarbaz".split(),
    "As Shah Bibi Bibi Sarbaz".split(),
    "Bibi Sarbaz Sarbaz Couli Couli".split(),
]


def play(deal, *moves):
    for move in moves:
        deal.apply(move)
    return deal


def test_the_ai_always_looks_first():
    deal = Deal(0, HANDS)
    assert choose(deal.view(1), random.Random(0)) == "look"


def test_the_ai_decides_from_its_own_view_only_so_other_hands_do_not_matter():
    for seed in range(30):
        first = play(Deal(0, HANDS), "look")
        second = play(Deal(0, OTHER_HANDS), "look")
        assert choose(first.view(1), random.Random(seed)) == choose(second.view(1), random.Random(seed))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_the_ai_folds_the_weakest_pair_against_three_raises_to_4(level):
    deal = play(Deal(1, HANDS), "raise", "raise", "raise", "look")
    assert deal.to_act == 1 and deal.highest_bet == 4
    moves = [choose(deal.view(1), random.Random(seed), level=level) for seed in range(200)]
    assert moves.count("fold") >= 180


@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_never_folds_a_hand_that_cannot_lose(level):
    deal = play(Deal(0, HANDS), "raise", "raise", "raise", "look")
    assert deal.to_act == 0 and deal.highest_bet == 4
    moves = {choose(deal.view(0), random.Random(seed), level=level) for seed in range(100)}
    assert moves == {"call"}
    deal = play(Deal(3, HANDS), "look")
    moves = [choose(deal.view(0), random.Random(seed), level=level) for seed in range(100)]
    assert "fold" not in moves and moves.count("raise") > 30


@pytest.mark.parametrize("level", LEVELS)
def test_the_ai_never_folds_when_holding_costs_nothing(level):
    deal = play(Deal(1, HANDS), "call", "call", "call", "look")
    assert deal.to_act == 1 and "hold" in deal.legal_actions()
    assert "fold" not in {choose(deal.view(1), random.Random(seed), level=level) for seed in range(100)}


def test_a_raise_is_worth_more_with_the_best_hand_than_with_the_worst():
    deal = play(Deal(3, HANDS), "look")
    strong = weigh_options(deal.view(0))
    deal = play(Deal(0, HANDS), "look")
    weak = weigh_options(deal.view(1))
    assert strong["raise"] > strong["call"] > 0
    assert weak["call"] < 0 == weak["fold"]


def test_the_same_random_source_gives_the_same_choice():
    deal = play(Deal(2, HANDS), "look", "raise", "look")
    choices = [choose(deal.view(0), random.Random(9)) for _ in range(5)]
    assert len(set(choices)) == 1
