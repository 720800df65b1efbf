"""Take-back in both games: the position before your last move of the deal,
rebuilt by replay, with the AI moves since undone; nothing to take back
before your first move or once the deal is over."""
import random

import pytest

from game.asnas.ai import choose as asnas_choose
from game.asnas.match import Match
from game.tractor.ai import choose as tractor_choose
from game.tractor.match import TractorMatch

GAMES = {"asnas": (Match, asnas_choose), "tractor": (TractorMatch, tractor_choose)}


def _ai_until_seat_0(match, choose, rng):
    while match.to_act not in (0, None):
        match.apply(choose(match.view(match.to_act), rng))


@pytest.mark.parametrize("game", GAMES)
def test_taking_back_your_last_move_restores_the_exact_position_before_it(game):
    cls, choose = GAMES[game]
    for seed in range(5):
        match, rng = cls(seed), random.Random(seed)
        _ai_until_seat_0(match, choose, rng)
        assert not match.can_take_back(0) and match.taken_back(0) is None
        for _ in range(3):
            before = match.view(0)
            match.apply(choose(before, rng))
            _ai_until_seat_0(match, choose, rng)
            if match.to_act is None:
                assert not match.can_take_back(0), "a finished deal is not taken back"
                break
            earlier = match.taken_back(0)
            assert earlier.view(0) == before and earlier.to_act == 0
            assert match.view(0) != before, "taking back returns a new match and leaves this one as it was"


def test_taking_back_in_a_later_deal_keeps_the_deals_before_it():
    match, rng = Match(9), random.Random(9)
    while match.deal_number < 3:
        _ai_until_seat_0(match, asnas_choose, rng)
        if match.to_act is None:
            match.next_deal()
        else:
            match.apply(asnas_choose(match.view(0), rng))
    _ai_until_seat_0(match, asnas_choose, rng)
    before = match.view(0)
    match.apply("look")
    earlier = match.taken_back(0)
    assert earlier.view(0) == before and earlier.totals == match.totals and earlier.deal_number == 3
