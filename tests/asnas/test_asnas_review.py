"""The review of a deal: every move listed is one you made where Hard advises another that the
odds price higher, by exactly the difference listed; costliest first, at most five; looking
and Hard's own moves are never listed."""
import random

import pytest

from game.asnas import Match, ai
from game.asnas.actions import CALL, HOLD, LOOK, RAISE
from game.asnas.ai.reckoning import weigh_options
from game.asnas.ai.review import MOST, costly_moves, your_moves
from game.ui.seeded import hint_rng


def advice(seen):
    return ai.choose(seen, hint_rng(seen), level=ai.BEST_LEVEL)


def weak(seen):
    """A scripted weak player: looks, then raises whenever it may, else calls or holds."""
    legal = seen.deal.legal_actions
    for move in (LOOK, RAISE, CALL, HOLD):
        if move in legal:
            return move


def played_deal(seed: int, you):
    """The first deal of match `seed`, seat 0 played by `you`, the others by the AI at Normal."""
    match = Match(seed)
    while match.to_act is not None:
        seat = match.to_act
        seen = match.view(seat)
        match.apply(you(seen) if seat == 0 else ai.choose(seen, random.Random(f"{seed}:{len(match.actions[-1])}")))
    return match


@pytest.mark.parametrize("seed", range(1, 13))
def test_each_listed_move_was_yours_and_hard_advises_a_move_the_odds_price_higher_by_its_cost(seed):
    match = played_deal(seed, weak)
    costly = costly_moves(match, 0, advice)
    assert len(costly) <= MOST
    assert [move.cost for move in costly] == sorted((move.cost for move in costly), reverse=True)
    made = {len(seen.deal.history): (seen, move) for seen, move in your_moves(match, 0)}
    for listed in costly:
        seen, move = made[listed.moves_before]
        assert move == listed.played != listed.advised == advice(seen)
        values = weigh_options(seen.deal)
        assert listed.cost == pytest.approx(values[listed.advised] - values[listed.played]) and listed.cost > 0
        assert listed.reason.action == listed.advised


def test_a_weak_player_is_shown_what_it_cost_over_a_dozen_deals():
    listed = [move for seed in range(1, 13) for move in costly_moves(played_deal(seed, weak), 0, advice)]
    assert len(listed) >= 4 and all(move.played in (RAISE, CALL, HOLD) for move in listed)


def test_a_player_who_takes_every_hint_is_shown_nothing():
    for seed in range(1, 9):
        assert costly_moves(played_deal(seed, advice), 0, advice) == ()


def test_your_moves_are_yours_alone_each_with_the_table_as_it_stood():
    match = played_deal(3, weak)
    moves = list(your_moves(match, 0))
    assert moves and all(seen.deal.to_act == 0 and seen.seat == 0 for seen, _move in moves)
    assert [move for _seen, move in moves] == [record.action for record in match.view(0).deal.history
                                                if record.seat == 0]
