"""Shapes and leads (docs/rules.md 3 and Decided): singles, pairs, tractors, junctions, no throws."""
import pytest

from game.tractor import Trump, classify_lead, lead_options, shape_of, tractors_in
from game.tractor.mechanics.shapes import lead_violation


def lead(cards, level="2", suit="H"):
    return classify_lead(cards.split(), Trump(level, suit))


def test_tractor_single_pair_and_tractor_leads():
    assert lead("AH") == ("single", 0)
    assert lead("AS AS") == ("pair", 1)
    assert lead("AS AS KS KS") == ("tractor", 2)
    assert lead("AS AS KS KS QS QS") == ("tractor", 3)


def test_tractor_crosses_removed_level_rank():
    assert lead("6H 6H 8H 8H", level="7", suit="S") == ("tractor", 2)
    assert lead("6S 6S 8S 8S", level="7", suit="S") == ("tractor", 2)
    assert lead("5H 5H 6H 6H 8H 8H", level="7", suit="S") == ("tractor", 3)


def test_tractor_a_gap_in_the_sequence_is_no_tractor():
    assert lead("5H 5H 8H 8H", level="7", suit="S") is None
    assert lead("3S 3S 5S 5S") is None


def test_tractor_red_and_black_joker_pairs_form_a_tractor():
    assert lead("RJ RJ BJ BJ") == ("tractor", 2)
    assert lead("RJ RJ BJ BJ", suit=None) == ("tractor", 2)


def test_tractor_black_jokers_and_the_trump_suit_level_pair_form_a_tractor():
    assert lead("BJ BJ 2H 2H") == ("tractor", 2)
    assert lead("RJ RJ BJ BJ 2H 2H") == ("tractor", 3)


def test_tractor_black_jokers_and_an_off_suit_level_pair_are_no_tractor():
    assert lead("BJ BJ 2S 2S") is None


def test_tractor_trump_suit_level_pair_and_an_off_suit_level_pair_form_a_tractor():
    for other in "SDC":
        assert lead(f"2H 2H 2{other} 2{other}") == ("tractor", 2)
    assert lead("BJ BJ 2H 2H 2C 2C") == ("tractor", 3)


def test_tractor_off_suit_level_pair_and_the_trump_ace_pair_form_a_tractor():
    assert lead("2S 2S AH AH") == ("tractor", 2)
    assert lead("2H 2H 2D 2D AH AH") == ("tractor", 3)
    assert lead("7H 7H AS AS", level="7", suit="S") == ("tractor", 2)


def test_tractor_off_suit_level_pair_and_the_trump_king_pair_form_a_tractor_at_level_ace():
    assert lead("AD AD KH KH", level="A", suit="H") == ("tractor", 2)
    assert lead("AD AD QH QH", level="A", suit="H") is None


def test_tractor_trump_suit_level_pair_and_the_trump_ace_pair_are_no_tractor():
    assert lead("2H 2H AH AH") is None


def test_tractor_two_off_suit_level_pairs_are_no_tractor():
    assert lead("2S 2S 2D 2D") is None
    assert lead("7H 7H 7D 7D", level="7", suit=None) is None


def test_tractor_pairs_of_different_suits_are_no_tractor():
    assert lead("AS AS KC KC") is None
    assert lead("AS AS AH AH") is None


def test_tractor_no_trump_joins_the_black_joker_pair_to_any_level_pair():
    assert lead("BJ BJ 5C 5C", level="5", suit=None) == ("tractor", 2)
    assert lead("RJ RJ BJ BJ 5D 5D", level="5", suit=None) == ("tractor", 3)
    assert lead("5C 5C AC AC", level="5", suit=None) is None


def test_tractor_off_suit_level_cards_are_trumps_not_their_printed_suit():
    assert lead("2S 2S AS AS") is None
    assert lead("2S AS") is None


def test_tractor_no_throws():
    assert lead("AS KS") is None
    assert lead("AS AS KS") is None
    assert lead("AS AS KS KS QS") is None
    assert lead("AS AS AS") is None
    assert lead("AC AC KC KC 9C 9C") is None
    assert lead("") is None


def test_tractor_identical_cards_make_a_pair_equal_strength_does_not():
    assert lead("2S 2D") is None
    assert lead("2S 2S") == ("pair", 1)


@pytest.mark.parametrize("cards, words", [
    ("AS KS", "not a pair"),
    ("AS KC", "one suit"),
    ("AS AS KS", "identical pairs"),
    ("3S 3S 5S 5S", "not consecutive"),
    ("2S 2S 2D 2D", "equally strong"),
])
def test_tractor_a_refused_lead_says_why(cards, words):
    violation = lead_violation(cards.split(), Trump("2", "H"))
    assert violation is not None and words in str(violation)
    assert "no throws" in str(violation)


def test_tractor_a_tractor_is_measured_by_its_highest_pair():
    trump = Trump("2", "H")
    assert shape_of("KS KS QS QS".split(), trump).top == trump.strength("KS")
    assert shape_of("BJ BJ 2H 2H".split(), trump).top == trump.strength("BJ")


def test_tractor_every_tractor_in_a_hand_is_offered_as_a_lead():
    trump = Trump("2", "H")
    hand = "BJ BJ 2H 2H 2S 2S 2C 2C AH AH 9S 9S 8S 8S 7S".split()
    found = {tuple(sorted(t)) for t in tractors_in(hand, trump)}
    assert tuple(sorted("BJ BJ 2H 2H".split())) in found
    assert tuple(sorted("2H 2H 2S 2S".split())) in found
    assert tuple(sorted("2H 2H 2C 2C AH AH".split())) in found
    assert tuple(sorted("BJ BJ 2H 2H 2S 2S AH AH".split())) in found
    assert tuple(sorted("9S 9S 8S 8S".split())) in found
    assert tuple(sorted("2S 2S 2C 2C".split())) not in found
    assert all(classify_lead(t, trump)[0] == "tractor" for t in found)
    options = lead_options(hand, trump)
    assert len(options) == len(set(options))
    assert all(classify_lead(option, trump) is not None for option in options)
