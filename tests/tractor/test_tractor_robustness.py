"""Second-reader checks: every entry point reads cards the same way, and corrupt input is refused cleanly.

RULES.md (Decided, card notation) and DESIGN.md (illegal input raises
``IllegalAction``; a corrupt saved value is discarded, never a crash).
"""
import json

import pytest

from game.tractor import (
    IllegalAction, Play, SaveError, TractorDeal, TractorMatch, Trump, UnknownCard, card_points,
    classify_lead, is_legal_follow, kitty_bonus, parse_card, parse_cards,
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
