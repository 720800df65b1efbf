"""Cards, parsing and action values (docs/rules.md, Decided: card notation)."""
from collections import Counter

import pytest

from game.core import SaveError
from game.tractor import FULL_PACK, Bury, Declare, IllegalAction, Pass, Play, UnknownCard, parse_card, parse_cards
from game.tractor.actions import from_data, to_data


def test_tractor_pack_is_two_decks_with_both_jokers():
    assert len(FULL_PACK) == 108
    tally = Counter(FULL_PACK)
    assert len(tally) == 54
    assert set(tally.values()) == {2}
    assert tally["BJ"] == tally["RJ"] == 2
    assert {card[1] for card in tally if card not in ("BJ", "RJ")} == {"S", "H", "D", "C"}
    assert {card[0] for card in tally if card not in ("BJ", "RJ")} == set("23456789TJQKA")


@pytest.mark.parametrize("text", ["XX", "1H", "10", "BJJ", "ZH", "", "AHH", "JB", 12, None])
def test_tractor_parsing_rejects_unknown_cards_clearly(text):
    with pytest.raises(UnknownCard) as caught:
        parse_card(text)
    assert "Unknown card" in str(caught.value)
    assert isinstance(caught.value, ValueError)


def test_tractor_parsing_reads_ten_as_t_and_forgives_case():
    assert parse_card("10H") == "TH"
    assert parse_card("th") == "TH"
    assert parse_card("rj") == "RJ"
    assert parse_cards("9H 9H, KS") == ("9H", "9H", "KS")
    assert parse_cards(["BJ", "2c"]) == ("BJ", "2C")


def test_tractor_a_play_is_the_same_whatever_order_its_cards_were_picked():
    assert Play("AH KH") == Play(["KH", "AH"])
    assert Play("AH AH").cards == ("AH", "AH")


def test_tractor_actions_refuse_unknown_cards():
    with pytest.raises(IllegalAction):
        Play(["AH", "1H"])


@pytest.mark.parametrize("action", [Declare("2H 2H"), Pass(), Bury("AH KH QH JH TH 9H 8H 7H"), Play("BJ")])
def test_tractor_actions_round_trip_through_json_data(action):
    assert from_data(to_data(action)) == action


@pytest.mark.parametrize("data", [None, [], ["jump"], ["pass", 1], ["play"], ["play", "AH"], ["play", ["XX"]], "play"])
def test_tractor_malformed_action_data_is_a_save_error(data):
    with pytest.raises(SaveError):
        from_data(data)
