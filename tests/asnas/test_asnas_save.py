"""Replay from seed and moves, and save/restore through JSON, refusing corrupt data."""
import json
import random

import pytest

from game.asnas import Match, SaveError
from game.asnas.ai.players import ai_player, play_deal, play_match, random_player


def half_played(seed):
    match = Match(seed)
    rng = random.Random(seed)
    for _ in range(5):
        play_deal(match.deal, [ai_player, random_player, ai_player, random_player], rng)
        match.next_deal()
    match.apply("look")
    match.apply(match.deal.legal_actions()[1])
    return match


def through_json(match):
    return Match.from_dict(json.loads(json.dumps(match.to_dict())))


def test_the_save_is_plain_json_with_seed_moves_and_totals():
    match = half_played(3)
    data = match.to_dict()
    assert data["game"] == "asnas" and data["version"] == 2 and data["seed"] == 3 and data["options"] == []
    assert len(data["deals"]) == 6 and data["deals"][-1] == list(match.deal.actions)
    assert data["check"] == {"totals": [str(total) for total in match.totals]}
    assert json.loads(json.dumps(data)) == data


def test_a_save_of_the_first_format_still_opens_so_a_match_in_progress_survives():
    match = half_played(7)
    first = {"game": "asnas", "version": 1, "seed": match.seed, "deals": match.actions,
             "totals": [str(total) for total in match.totals]}
    restored = Match.from_dict(json.loads(json.dumps(first)))
    assert restored.to_dict() == match.to_dict()


def test_restoring_a_save_mid_deal_gives_the_same_table():
    match = half_played(4)
    restored = through_json(match)
    assert restored.to_dict() == match.to_dict()
    assert restored.deal_number == match.deal_number
    assert restored.totals == match.totals and restored.history == match.history
    assert restored.deal.hands == match.deal.hands
    assert restored.deal.view(0) == match.deal.view(0)


def test_a_restored_match_plays_on_exactly_like_the_original():
    match = half_played(5)
    restored = through_json(match)
    play_match(match, [random_player] * 4, random.Random(1))
    play_match(restored, [random_player] * 4, random.Random(1))
    assert restored.history == match.history and restored.winners == match.winners


def test_replay_from_seed_and_moves_is_identical():
    match = play_match(Match(21), [ai_player] * 4, random.Random(2))
    replayed = Match.replay(match.seed, match.actions)
    assert replayed.history == match.history
    assert replayed.totals == match.totals and replayed.is_over


def test_a_finished_match_round_trips():
    match = play_match(Match(22), [random_player] * 4, random.Random(3))
    restored = through_json(match)
    assert restored.is_over and restored.winners == match.winners


def corrupt(change):
    data = json.loads(json.dumps(half_played(6).to_dict()))
    change(data)
    return data


@pytest.mark.parametrize(
    "data, message",
    [
        ("not a match", "must be a JSON object"),
        (None, "must be a JSON object"),
        (corrupt(lambda d: d.update(game="tractor")), "not a saved 'asnas' match"),
        (corrupt(lambda d: d.update(version=99)), "Unknown save version 99"),
        (corrupt(lambda d: d.update(version=True)), "Unknown save version True"),
        (corrupt(lambda d: d.update(seed="6")), "match number must be a whole number"),
        (corrupt(lambda d: d.update(seed=-1)), "from 0 to 4503599627370495"),
        (corrupt(lambda d: d.update(seed=2**52)), "from 0 to 4503599627370495"),
        (corrupt(lambda d: d.update(options=["throws"])), "house rules are not options of 'asnas'"),
        (corrupt(lambda d: d.pop("options")), "house rules"),
        (corrupt(lambda d: d.pop("deals")), "list of actions for each deal"),
        (corrupt(lambda d: d.update(deals=[])), "list of actions for each deal"),
        (corrupt(lambda d: d["deals"].extend([[]] * 8)), "1 to 12 deals"),
        (corrupt(lambda d: d["deals"][0].append("jump")), "list of moves"),
        (corrupt(lambda d: d["deals"][0].insert(0, "look") or d["deals"][0].insert(0, "look")),
         "do not replay: You have already looked"),
        (corrupt(lambda d: d["deals"][1].pop()), "do not replay: The deal is not over yet"),
        (corrupt(lambda d: d["deals"][2].extend(["call"] * 10)), "do not replay"),
        (corrupt(lambda d: d.pop("check")), "four fractions"),
        (corrupt(lambda d: d["check"].update(totals=["1", "2", "3"])), "four fractions"),
        (corrupt(lambda d: d["check"].update(totals=["x", "0", "0", "0"])), "not numbers"),
        (corrupt(lambda d: d["check"].update(totals=["1/0", "0", "0", "0"])), "not numbers"),
        (corrupt(lambda d: d["check"].update(totals=["1e999999999", "0", "0", "0"])), "not numbers"),
        (corrupt(lambda d: d["check"].update(totals=["9" * 5000, "0", "0", "0"])), "not numbers"),
        (corrupt(lambda d: d["check"].update(totals=["1", "-1", "0", "0"])), "totals do not match"),
    ],
)
def test_corrupt_saves_are_refused_with_a_clear_error(data, message):
    with pytest.raises(SaveError, match=message):
        Match.from_dict(data)


def test_a_corrupt_save_is_a_value_error_the_ui_can_catch():
    assert issubclass(SaveError, ValueError)
