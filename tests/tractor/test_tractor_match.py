"""A match (docs/rules.md 1, 4 and Decided): levels from 2, dealer rotation, first dealer, match end."""
import json
import random

import pytest

from game.tractor import (
    LEVELS,
    IllegalAction,
    MatchView,
    Pass,
    SaveError,
    TractorMatch,
    partner_of,
    team_of,
)
from game.tractor.mechanics.levels import advance


def finish_deal(match, rng):
    while not match.deal.is_over:
        match.apply(match.legal_actions().sample(rng))


def play_match(seed, rng_seed=0, limit=200):
    match = TractorMatch(seed)
    rng = random.Random(rng_seed)
    while True:
        finish_deal(match, rng)
        if match.is_over or match.deal_number >= limit:
            return match
        match.next_deal()


def test_tractor_levels_run_two_to_ace_and_past_the_ace_wins():
    assert LEVELS == tuple("23456789TJQKA")
    assert advance("2", 3) == "5"
    assert advance("Q", 2) == "A"
    assert advance("K", 1) == "A"
    assert advance("K", 2) is None
    assert advance("A", 1) is None
    assert advance("A", 0) == "A"


def test_tractor_a_match_starts_both_teams_at_level_two_with_a_drawn_nominal_dealer():
    for seed in range(8):
        match = TractorMatch(seed)
        assert match.team_levels == ("2", "2")
        assert match.deal_number == 1 and match.deal.first_deal
        assert match.deal.nominal_dealer == random.Random(seed).randrange(4)
        assert match.deal.level == "2"
        assert match.to_act == match.deal.nominal_dealer


def test_tractor_deal_one_is_dealt_by_its_first_declarer():
    match = TractorMatch(3)
    nominal = match.deal.nominal_dealer
    rng = random.Random(0)
    declared = None
    while match.deal.phase == "declare":
        choices = match.legal_actions()
        action = choices.declarations[0] if choices.declarations and declared is None else Pass()
        if declared is None and action != Pass():
            declared = match.to_act
        match.apply(action)
    expected = nominal if declared is None else declared
    assert match.dealer == expected and match.to_act == expected
    finish_deal(match, rng)
    match.next_deal()
    assert not match.deal.first_deal


def test_tractor_the_next_dealer_and_the_levels_follow_each_result():
    match = play_match(11)
    history = match.history
    assert len(history) == match.deal_number
    for before, after in zip(history, history[1:]):
        assert after.dealer == before.next_dealer
        assert after.team_levels_before == before.team_levels_after
        assert after.level == after.team_levels_before[team_of(after.dealer)]
    for result in history:
        if result.winner == "defenders":
            assert result.next_dealer == partner_of(result.dealer)
            assert result.winning_team == team_of(result.dealer)
            assert result.levels >= 1
        else:
            assert result.next_dealer == (result.dealer + 1) % 4
            assert result.winning_team != team_of(result.dealer)
        moved = advance(result.team_levels_before[result.winning_team], result.levels)
        assert result.team_levels_after[result.winning_team] == (moved or "A")
        loser = 1 - result.winning_team
        assert result.team_levels_after[loser] == result.team_levels_before[loser]


@pytest.mark.parametrize("seed", [1, 2, 5])
def test_tractor_the_match_ends_when_a_team_goes_past_the_ace(seed):
    match = play_match(seed)
    assert match.is_over
    last = match.history[-1]
    assert match.winner == last.match_winner == last.winning_team
    assert advance(last.team_levels_before[last.winning_team], last.levels) is None
    assert all(result.match_winner is None for result in match.history[:-1])
    with pytest.raises(IllegalAction) as caught:
        match.next_deal()
    assert caught.value.rule == "match_over"


def test_tractor_the_next_deal_waits_for_the_end_of_this_one():
    match = TractorMatch(4)
    with pytest.raises(IllegalAction) as caught:
        match.next_deal()
    assert caught.value.rule == "deal_not_over"


def test_tractor_a_match_from_a_random_source_draws_its_seed_from_it():
    assert TractorMatch(random.Random(9)).seed == TractorMatch(random.Random(9)).seed
    with pytest.raises(TypeError):
        TractorMatch("seed")


def test_tractor_a_match_view_carries_levels_history_and_the_seat_view():
    match = TractorMatch(6)
    view = match.view(0)
    assert isinstance(view, MatchView)
    assert view.deal.hand == match.deal.hand(0)
    assert view.team_levels == ("2", "2") and view.history == ()
    assert view.to_act == match.to_act


def test_tractor_restart_begins_a_new_match_from_deal_one():
    match = play_match(7, limit=2)
    match.restart()
    assert match.seed != 7 and match.deal_number == 1 and match.history == ()
    assert match.team_levels == ("2", "2")
    assert match.to_dict() == TractorMatch(match.seed).to_dict()
    again = play_match(7, limit=1)
    again.restart()
    assert again.seed == match.seed  # the next match's number follows from this one's: it replays too


def test_tractor_a_save_of_the_first_format_still_opens_so_a_match_in_progress_survives():
    match = play_match(8, limit=2)
    data = match.to_dict()
    first = {"format": "cardavia-tractor-match", "version": 1, "seed": data["seed"], "deals": data["deals"],
             "check": data["check"]}
    assert TractorMatch.from_dict(json.loads(json.dumps(first))).to_dict() == data


# -- saving and replaying ------------------------------------------------------

def test_tractor_a_saved_match_restores_mid_deal_through_json():
    match = play_match(12, limit=3)
    assert match.deal.is_over and not match.is_over
    match.next_deal()
    rng = random.Random(5)
    for _ in range(30):
        match.apply(match.legal_actions().sample(rng))
    saved = json.loads(json.dumps(match.to_dict()))
    restored = TractorMatch.from_dict(saved)
    assert restored.to_dict() == match.to_dict()
    assert restored.history == match.history
    assert restored.view(2).deal == match.view(2).deal
    again = TractorMatch.replay(match.seed, [[list(a) for a in deal] for deal in saved["deals"]])
    assert again.to_dict() == match.to_dict()


@pytest.mark.parametrize("change", [
    lambda d: d.update(game="other"),
    lambda d: d.update(game="asnas"),
    lambda d: d.update(options=["no-trumps"]),
    lambda d: d.update(seed=2**52),
    lambda d: d.update(version=0),
    lambda d: d.update(seed="12"),
    lambda d: d.update(deals={}),
    lambda d: d.update(deals=[]),
    lambda d: d["deals"][0].append(["play", ["ZZ"]]),
    lambda d: d["deals"][-1].append(["bury", []]),
    lambda d: d["deals"].append([]),
    lambda d: d["check"].update(team_levels=["A", "A"]),
    lambda d: d.update(seed=d["seed"] + 1),
])
def test_tractor_a_corrupt_saved_match_is_refused_with_a_clear_error(change):
    match = play_match(13, limit=2)
    data = json.loads(json.dumps(match.to_dict()))
    change(data)
    with pytest.raises(SaveError):
        TractorMatch.from_dict(data)
