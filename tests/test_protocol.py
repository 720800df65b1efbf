"""Every game in GAMES speaks the game.core protocol the same way: the table,
the portals and these tests drive them without knowing which game it is."""
import dataclasses
import json
import random

import pytest

from game.core import LARGEST_SEED, IllegalAction, SaveError
from game.core.thinking import decided
from game.games import GAMES

NAMES = sorted(GAMES)
DEALS = {"asnas": 12, "tractor": 2}  # a whole As-Nas match; Tractor matches run long
NOT_ACTIONS = [None, 42, "fold!", "", object(), ["look"], {"kind": "play"}, b"call", 1.5]


def random_legal(match, rng, deals):
    """Play ``deals`` deals with random legal actions, checking the protocol at every step."""
    steps = 0
    while True:
        if match.to_act is None:
            if match.is_over or match.deal_number >= deals:
                return steps
            match.next_deal()
            continue
        action = match.legal_actions().sample(rng)
        assert action in match.legal_actions() and match.legal_actions().violation(action) is None
        match.apply(action, match.to_act)
        steps += 1


def through_json(match):
    return type(match).from_dict(json.loads(json.dumps(match.to_dict())))


@pytest.fixture(params=NAMES)
def game(request):
    return GAMES[request.param]


def test_every_game_names_its_match_ai_levels_and_options(game):
    assert game.levels and all(level in ("easy", "normal", "hard") for level in game.levels)
    assert isinstance(game.options, tuple)
    assert callable(game.ai.choose) and callable(game.ai.thinking) and game.ai.LEVELS == game.levels


@pytest.mark.parametrize("seed", [0, 1, 2, 3])
def test_random_legal_play_through_the_protocol_reaches_the_end_of_the_deals(game, seed):
    match = game.match(seed)
    assert match.seed == seed and match.deal_number == 1 and not match.is_over
    assert random_legal(match, random.Random(seed), DEALS[game.name]) > 0
    assert match.to_act is None
    assert match.is_over or match.deal_number == DEALS[game.name]


@pytest.mark.parametrize("seed", [5, 6])
def test_the_ai_at_every_level_chooses_a_legal_action_from_its_seats_view(game, seed):
    rng = random.Random(seed)
    for level in game.levels:
        match = game.match(seed)
        for _ in range(60):
            if match.to_act is None:
                break
            state = rng.getstate()
            action = game.ai.choose(match.view(match.to_act), rng, level=level)
            assert match.legal_actions().violation(action) is None
            alike = random.Random()
            alike.setstate(state)
            assert decided(game.ai.thinking(match.view(match.to_act), alike, level=level)) == action, \
                "the decision in slices is the same decision, from the same random draws"
            assert alike.getstate() == rng.getstate()
            match.apply(action)


def test_an_ai_level_the_game_does_not_have_is_refused(game):
    match = game.match(1)
    with pytest.raises(ValueError):
        game.ai.choose(match.view(match.to_act), random.Random(1), level="grandmaster")
    with pytest.raises(ValueError):
        decided(game.ai.thinking(match.view(match.to_act), random.Random(1), level="grandmaster"))


def test_a_seed_or_a_random_source_builds_the_same_match(game):
    drawn = game.match(random.Random(9))
    assert 0 <= drawn.seed <= LARGEST_SEED
    assert game.match(drawn.seed).to_dict() == drawn.to_dict()


@pytest.mark.parametrize("seed", [-1, LARGEST_SEED + 1])
def test_a_match_number_outside_the_shared_width_is_refused(game, seed):
    with pytest.raises(ValueError):
        game.match(seed)


@pytest.mark.parametrize("seed", [-1, LARGEST_SEED + 1, 1.5, True, "5"])
def test_a_save_whose_match_number_the_address_would_refuse_is_refused(game, seed):
    """The page tries one of these (e2e/test_reliability.py); every kind is refused here."""
    match = game.match(5)
    saved = json.loads(json.dumps(match.to_dict()))
    saved["seed"] = seed
    with pytest.raises(SaveError, match="match number must be a whole number from 0 to"):
        type(match).from_dict(saved)


def test_an_unknown_house_rule_is_refused(game):
    with pytest.raises(ValueError):
        game.match(1, options={"no_such_rule"})


def test_refusals_carry_a_rule_code_and_change_nothing(game):
    match = game.match(11)
    rng = random.Random(11)
    for _ in range(40):
        if match.to_act is None:
            break
        before = match.to_dict()
        views = [match.view(seat) for seat in range(4)]
        for action in NOT_ACTIONS:
            refusal = match.legal_actions().violation(action)
            assert isinstance(refusal, IllegalAction) and refusal.rule and str(refusal)
            json.dumps(refusal.details)
            with pytest.raises(IllegalAction):
                match.apply(action)
        legal = match.legal_actions().sample(rng)
        for seat in range(4):
            if seat != match.to_act:
                with pytest.raises(IllegalAction):
                    match.apply(legal, seat)
        with pytest.raises(IllegalAction):
            match.next_deal()
        assert match.to_dict() == before and [match.view(seat) for seat in range(4)] == views
        match.apply(legal)


def test_between_deals_and_after_the_match_nobody_may_act(game):
    match = game.match(12)
    random_legal(match, random.Random(12), 1)
    assert match.to_act is None
    refusal = match.legal_actions().violation(None)
    assert refusal.rule in ("deal_over", "match_over")
    with pytest.raises(IllegalAction):
        match.apply(None)


def test_views_are_frozen_pictures_of_one_seat(game):
    match = game.match(13)
    view = match.view(0)
    assert view.seat == 0 and view.deal_number == 1 and view.seed == 13
    with pytest.raises(dataclasses.FrozenInstanceError):
        view.seat = 1


def test_scores_are_json_numbers_not_display_text(game):
    match = game.match(14)
    random_legal(match, random.Random(14), 1)
    scores = json.loads(json.dumps(match.scores()))
    assert scores["game"] == game.name and scores["deal"] == 1 and scores["over"] is False


@pytest.mark.parametrize("seed", [20, 21])
def test_a_save_round_trips_at_every_step_and_plays_on_alike(game, seed):
    match = game.match(seed)
    rng = random.Random(seed)
    for step in range(120):
        restored = through_json(match)
        assert restored.to_dict() == match.to_dict()
        assert [restored.view(seat) for seat in range(4)] == [match.view(seat) for seat in range(4)]
        if match.to_act is None:
            if match.is_over:
                break
            match.next_deal()
            continue
        match.apply(match.legal_actions().sample(rng))


def test_restart_begins_a_new_match_that_replays(game):
    match = game.match(30)
    random_legal(match, random.Random(30), 1)
    match.restart()
    assert match.deal_number == 1 and match.seed != 30
    assert through_json(match).to_dict() == game.match(match.seed).to_dict()


def garbage_saves(real):
    yield from [None, 0, "", "{}", [], [real], True, {"game": real["game"]}]
    nested = []
    for _ in range(200):
        nested = [nested]
    yield {**real, "deals": nested}
    for key in real:
        for value in (None, -1, 2**60, "x", [], {}, [[None]], True, 1.5):
            yield {**real, key: value}
        yield {name: value for name, value in real.items() if name != key}
    for item in (None, 7, "x", [], {}, ["play"], ["play", None], ["bury", [1, 2]], [[]], "look" * 1000):
        yield {**real, "deals": [[item]]}
        yield {**real, "deals": real["deals"][:-1] + [real["deals"][-1] + [item]]}


def test_a_garbage_save_raises_save_error_and_nothing_else(game):
    match = game.match(40)
    random_legal(match, random.Random(40), 1)
    match.next_deal()
    real = json.loads(json.dumps(match.to_dict()))
    refused = 0
    for data in garbage_saves(real):
        try:
            restored = type(match).from_dict(data)
        except SaveError:
            refused += 1
            continue
        assert restored.to_dict() == type(match).from_dict(restored.to_dict()).to_dict()
    assert refused > 50
