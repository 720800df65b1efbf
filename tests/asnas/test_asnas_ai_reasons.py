"""The hint's reasons in As-Nas: the hand, the players still in, its exact
chance at a showdown, the price against the pot, and bluffs called bluffs."""
import random

import pytest

from game.asnas import Deal, Match, showdown_win_chance
from game.asnas.ai import choose
from game.asnas.ai.reasons import KINDS, explain

HANDS = [
    "As As As As Shah".split(),
    "Couli Couli Shah Bibi Sarbaz".split(),
    "Shah Shah Bibi Bibi Bibi".split(),
    "Sarbaz Sarbaz Sarbaz Couli Couli".split(),
]


def play(deal, *moves):
    for move in moves:
        deal.apply(move)
    return deal


def test_before_looking_the_reason_is_to_look():
    assert explain(Deal(0, HANDS).view(1), "look").kind == "look"


def test_a_fold_names_the_hand_the_players_still_in_and_its_exact_chance():
    deal = play(Deal(1, HANDS), "raise", "raise", "raise", "look")
    reason = explain(deal.view(1), "fold")
    assert reason.kind == "fold" and reason.category == "pair" and reason.opponents == 3
    assert reason.chance == showdown_win_chance(HANDS[1], 3)
    assert reason.price == 3 and reason.pot == deal.pot


def test_a_raise_with_less_than_a_fair_share_is_a_bluff():
    deal = play(Deal(0, HANDS), "look")
    assert deal.to_act == 1
    assert explain(deal.view(1), "raise").kind == "bluff"
    deal = play(Deal(3, HANDS), "look")
    assert deal.to_act == 0
    assert explain(deal.view(0), "raise").kind == "raise"


@pytest.mark.parametrize("seed", range(3))
def test_every_move_of_a_whole_match_has_a_reason(seed):
    match, rng = Match(seed), random.Random(seed)
    while not match.is_over:
        if match.to_act is None:
            match.next_deal()
            continue
        seat = match.to_act
        action = choose(match.view(seat), rng, level="hard")
        reason = explain(match.view(seat), action)
        assert reason.kind in KINDS and reason.action == action
        match.apply(action, seat)
