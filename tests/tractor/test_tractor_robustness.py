"""Second-reader checks: every entry point reads cards the same way, and corrupt input is refused cleanly.

docs/rules.md (Decided, card notation) and docs/design.md (illegal input raises
``IllegalAction``; a corrupt saved value is discarded, never a crash).
"""
import json

import pytest

from game.tractor import (
    IllegalAction,
    Play,
    SaveError,
    TractorDeal,
    TractorMatch,
    Trump,
    UnknownCard,
    card_points,
    classify_lead,
    is_legal_follow,
    kitty_bonus,
    parse_card,
    parse_cards,
)
from game.tractor.actions import from_data


def test_tractor_each_ten_is_worth_10_however_the_ten_is_written():
    assert card_points(["10H", "kd", "5s"]) == 25
    assert card_points("TH KD 5S") == 25
    assert kitty_bonus(["10H"], 1) == 20


def test_tractor_card_points_refuse_unknown_cards():
    with pytest.raises(UnknownCard):
        card_points(["ZZ"])


def test_tractor_classify_lead_reads_cards_like_is_legal_follow():
    trump = Trump("2", "H")
    assert classify_lead("10S 10S", trump) == ("pair", 1)
    assert classify_lead(["as", "as", "ks", "ks"], trump) == ("tractor", 2)
    assert is_legal_follow("10S 10S 3S", "AS AS", "10S 10S", trump)
    with pytest.raises(UnknownCard):
        classify_lead(["XX"], trump)


@pytest.mark.parametrize("text", [["AS"], {"card": "AS"}, ("AS",)])
def test_tractor_a_card_that_is_not_a_string_is_an_unknown_card(text):
    with pytest.raises(UnknownCard):
        parse_card(text)
    with pytest.raises(UnknownCard):
        parse_cards([text])
    with pytest.raises(IllegalAction):
        Play([text])


@pytest.mark.parametrize("data", [[["play"]], ["play", [["AS"]]], ["play", [{"a": 1}]], [{}]])
def test_tractor_malformed_nested_action_data_is_a_save_error(data):
    with pytest.raises(SaveError):
        from_data(data)


def _saved_deal():
    deal = TractorDeal.shuffled(__import__("random").Random(4), dealer=1)
    return json.loads(json.dumps(deal.to_dict()))


@pytest.mark.parametrize("actions", [[["play", [["AS"]]]], [[["pass"]]], [["declare", [{"x": 1}]]]])
def test_tractor_a_saved_deal_with_unhashable_action_data_is_refused_with_a_save_error(actions):
    data = _saved_deal()
    data["actions"] = actions
    with pytest.raises(SaveError):
        TractorDeal.from_dict(data)


def test_tractor_a_saved_match_with_unhashable_action_data_is_refused_with_a_save_error():
    data = json.loads(json.dumps(TractorMatch(3).to_dict()))
    data["deals"] = [[["pass", ["x"]], ["play", [["AS"]]]]]
    with pytest.raises(SaveError):
        TractorMatch.from_dict(data)
    data["deals"] = [[[["pass"]]]]
    with pytest.raises(SaveError):
        TractorMatch.from_dict(data)


def test_tractor_a_saved_version_must_be_a_whole_number_not_true():
    data = _saved_deal()
    data["version"] = True
    with pytest.raises(SaveError):
        TractorDeal.from_dict(data)
    match = json.loads(json.dumps(TractorMatch(3).to_dict()))
    match["version"] = True
    with pytest.raises(SaveError):
        TractorMatch.from_dict(match)


@pytest.mark.parametrize("garbage", ["AS", None, 5, ["AS"], object()])
def test_tractor_anything_but_a_move_is_an_illegal_action_that_changes_nothing(garbage):
    """docs/design.md: illegal input of any kind raises IllegalAction and leaves the state unchanged."""
    match = TractorMatch(3)
    before = match.to_dict()
    with pytest.raises(IllegalAction) as caught:
        match.apply(garbage)
    assert caught.value.rule == "not_an_action"
    assert match.deal.violation(garbage).rule == "not_an_action"
    assert match.to_dict() == before


@pytest.mark.parametrize("seat", ["0", -1, 4, True, None.__class__])
def test_tractor_a_seat_that_does_not_exist_is_an_illegal_action(seat):
    match = TractorMatch(3)
    action = next(iter(match.deal.legal_actions()))
    with pytest.raises(IllegalAction) as caught:
        match.apply(action, seat)
    assert caught.value.rule == "not_a_seat"


def test_tractor_the_kitty_choice_gives_a_reason_for_a_pass_instead_of_raising():
    from game.tractor.actions import Pass
    from game.tractor.kitty import BuryChoices
    choices = BuryChoices(0, ["AS"] * 2 + ["2H"] * 31)
    assert choices.violation(Pass())
    assert Pass() not in choices


@pytest.mark.parametrize("seed", [-1, -7, 2**52])
def test_tractor_a_match_number_outside_the_range_is_refused(seed):
    with pytest.raises(ValueError):
        TractorMatch(seed)
    saved = TractorMatch(7).to_dict()
    saved["seed"] = seed
    saved.pop("check")
    with pytest.raises(SaveError):
        TractorMatch.from_dict(saved)
