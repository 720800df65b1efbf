"""The review of a Tractor deal: each listed play was yours, with a choice, where Hard's play
(the hint's) differs and Hard's pricing in the same sampled layouts puts it higher by the cost
listed; costliest first, at most five; a player who takes every hint is shown nothing."""
import random

import pytest

from game.tractor import TractorMatch, ai
from game.tractor.ai.review import MOST, NEGLIGIBLE, costliest, priced_play, your_plays
from game.ui.seeded import tractor_hint_rng


def hard(seen, seed, moves):
    return ai.choose(seen, tractor_hint_rng(seed, moves), level=ai.BEST_LEVEL)


def one_deal(seed: int, you):
    """The first deal of match `seed`: seat 0 played by `you(match, rng)`, the others by the AI at Normal."""
    match, rng = TractorMatch(seed), random.Random(seed)
    while match.to_act is not None:
        seat = match.to_act
        action = you(match, rng) if seat == 0 else ai.choose(match.view(seat), rng, level="normal")
        match.apply(action, seat)
    return match


def careless(match, rng):
    """A scripted weak player: any legal play, the AI's call for declaring and burying."""
    if match.deal.phase == "play":
        return match.deal.legal_actions().sample(rng)
    return ai.choose(match.view(0), rng, level="easy")


def hinted(match, rng):
    return hard(match.view(0), match.seed, len(match.deal.actions))


def review(match):
    found = [priced_play(seen, played, hard(seen, match.seed, moves)) for seen, played, moves in your_plays(match, 0)]
    return [play for play in found if play is not None]


@pytest.mark.parametrize("seed", [1, 2])
def test_each_listed_play_was_yours_and_hard_prices_its_own_higher_by_the_cost(seed):
    match = one_deal(seed, careless)
    plays = review(match)
    assert plays, "a careless deal that cost nothing"
    mine = {play.trick: play for play in plays}
    for seen, played, moves in your_plays(match, 0):
        assert seen.deal.to_act == 0 and seen.deal.phase == "play"
        listed = mine.get(len(seen.deal.tricks) + 1)
        if listed is not None and listed.played == tuple(played.cards):
            assert listed.advised == tuple(hard(seen, match.seed, moves).cards) != listed.played
            assert listed.cost > NEGLIGIBLE and listed.reason.cards == listed.advised
    shown = costliest(plays)
    assert len(shown) == min(MOST, len(plays))
    assert [play.cost for play in shown] == sorted((play.cost for play in plays), reverse=True)[:MOST]


def test_a_player_who_takes_every_hint_is_shown_nothing():
    assert review(one_deal(3, hinted)) == []


def test_a_forced_play_is_never_weighed():
    match = one_deal(4, careless)
    for seen, _played, _moves in your_plays(match, 0):
        assert seen.deal.legal_actions.forced is None
