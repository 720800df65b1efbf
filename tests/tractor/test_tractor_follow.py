"""Following (docs/rules.md 3): follow the led suit as far as you can; pairs as many as you can."""
from collections import Counter

import pytest

from game.tractor import Trump, is_legal_follow
from game.tractor.mechanics.follow import DISCARD, FOLLOW_PAIRS, FOLLOW_SUIT, RUFF, follow_kind, follow_violation

SPADES_TRUMP = Trump("2", "S")


def legal(hand, lead, play, trump=SPADES_TRUMP):
    return is_legal_follow(hand.split(), lead.split(), play.split(), trump)


def reason(hand, lead, play, trump=SPADES_TRUMP):
    violation = follow_violation(Counter(hand.split()), lead.split(), play.split(), trump)
    return None if violation is None else str(violation)


# -- single led ---------------------------------------------------------------

def test_tractor_single_must_follow_the_led_suit():
    assert legal("9H 4H AS KC", "AH", "4H")
    assert legal("9H 4H AS KC", "AH", "9H")
    assert not legal("9H 4H AS KC", "AH", "AS")
    assert not legal("9H 4H AS KC", "AH", "KC")


def test_tractor_a_player_void_in_the_led_suit_may_discard_or_trump():
    assert legal("AS KC 3D", "AH", "AS")
    assert legal("AS KC 3D", "AH", "KC")


def test_tractor_refusing_to_follow_names_a_card_still_held():
    assert reason("9H AS KC", "AH", "KC") == "You must follow hearts: you still hold 9H"


def test_tractor_level_cards_and_jokers_follow_a_trump_lead():
    assert not legal("2H 9C", "AS", "9C")
    assert legal("2H 9C", "AS", "2H")
    assert not legal("BJ 9C", "3S", "9C")
    assert reason("BJ 9C", "3S", "9C") == "You must follow trumps: you still hold BJ"


def test_tractor_an_off_suit_level_card_does_not_follow_its_printed_suit():
    assert legal("2H KC", "AH", "KC")
    assert legal("2H KC", "AH", "2H")


# -- pair led -----------------------------------------------------------------

def test_tractor_pair_led_must_be_answered_with_a_pair_when_held():
    assert legal("9H 9H KH 3C", "AH AH", "9H 9H")
    assert not legal("9H 9H KH 3C", "AH AH", "KH 9H")
    assert reason("9H 9H KH 3C", "AH AH", "KH 9H") == (
        "You must play a pair of hearts when a pair is led: you hold 9H 9H")


def test_tractor_pair_led_without_a_pair_takes_two_cards_of_the_suit():
    assert legal("9H KH 3C", "AH AH", "9H KH")
    assert not legal("9H KH 3C", "AH AH", "9H 3C")


def test_tractor_pair_led_with_one_card_of_the_suit_plays_it_and_fills_freely():
    assert legal("9H 3C 4D", "AH AH", "9H 4D")
    assert legal("9H 3C 4D", "AH AH", "9H 3C")
    assert not legal("9H 3C 4D", "AH AH", "3C 4D")
    assert reason("9H 3C 4D", "AH AH", "3C 4D") == (
        "You must play all your hearts before filling with other cards: you still hold 9H")


def test_tractor_pair_led_to_a_void_player_may_be_answered_with_anything():
    assert legal("3C 4D 5S 5S", "AH AH", "3C 4D")
    assert legal("3C 4D 5S 5S", "AH AH", "5S 5S")
    assert legal("3C 4D 5S 5S", "AH AH", "5S 4D")


def test_tractor_two_equally_strong_level_cards_are_not_a_pair():
    trump = Trump("7", "S")
    assert legal("7H 7D 3S", "AS AS", "7H 7D", trump)
    assert legal("7H 7D 3S", "AS AS", "7H 3S", trump)


def test_tractor_off_suit_level_pair_answers_a_trump_pair_lead():
    trump = Trump("7", "S")
    assert not legal("7H 7H 3S 4S", "AS AS", "3S 4S", trump)
    assert legal("7H 7H 3S 4S", "AS AS", "7H 7H", trump)


# -- tractor led ----------------------------------------------------------------

def test_tractor_tractor_led_takes_as_many_pairs_as_held_up_to_the_number_led():
    hand = "9H 9H 4H 4H 3H QH 5C"
    assert legal(hand, "AH AH KH KH", "9H 9H 4H 4H")
    assert not legal(hand, "AH AH KH KH", "9H 9H 4H 3H")
    assert reason(hand, "AH AH KH KH", "9H 9H 4H 3H") == (
        "You must play 2 pairs of hearts (they need not be consecutive) when a tractor "
        "of 2 pairs is led: you hold 4H 4H")


def test_tractor_tractor_led_pairs_need_not_be_consecutive_nor_all_held():
    hand = "9H 9H 7H 7H 4H 4H 5C"
    assert legal(hand, "AH AH KH KH", "9H 9H 4H 4H")
    assert legal(hand, "AH AH KH KH", "7H 7H 4H 4H")


def test_tractor_tractor_led_with_one_pair_plays_it_with_other_cards_of_the_suit():
    hand = "9H 9H QH 3H 5C 5C"
    assert legal(hand, "AH AH KH KH", "9H 9H QH 3H")
    assert not legal(hand, "AH AH KH KH", "QH 3H 5C 5C")
    assert not legal(hand, "AH AH KH KH", "9H 9H 5C 5C")


def test_tractor_tractor_led_to_a_short_hand_takes_all_its_suit_and_free_fill():
    hand = "9H 9H 3H 5C 6C 7D"
    assert legal(hand, "AH AH KH KH QH QH", "9H 9H 3H 5C 6C 7D")
    hand = "9H 3H 5C 5C 6C 7D BJ"
    assert legal(hand, "AH AH KH KH", "9H 3H 5C 7D")
    assert legal(hand, "AH AH KH KH", "9H 3H BJ 5C")
    assert not legal(hand, "AH AH KH KH", "9H 5C 5C 6C")


def test_tractor_three_pair_tractor_against_two_pairs_takes_both_and_two_more():
    hand = "9H 9H 4H 4H JH 8H 7H 5C"
    assert legal(hand, "AH AH KH KH QH QH", "9H 9H 4H 4H JH 8H")
    assert not legal(hand, "AH AH KH KH QH QH", "9H 9H 4H JH 8H 7H")
    assert not legal(hand, "AH AH KH KH QH QH", "9H 9H 4H 4H JH 5C")


def test_tractor_tractor_led_to_a_void_player_may_be_answered_with_anything():
    hand = "3C 4D 5S 6S 7S 8C"
    assert legal(hand, "AH AH KH KH", "3C 4D 5S 8C")


def test_tractor_trump_tractor_led_pulls_level_cards_and_jokers_as_pairs():
    hand = "BJ BJ 2D 2D 5S 9C"
    assert legal(hand, "AS AS KS KS", "BJ BJ 2D 2D")
    assert not legal(hand, "AS AS KS KS", "BJ BJ 5S 2D")


# -- shape of the answer ----------------------------------------------------------

def test_tractor_every_player_plays_as_many_cards_as_were_led():
    assert not legal("9H 8H 7H", "AH", "9H 8H")
    assert reason("9H 8H 7H", "AH AH", "9H") == (
        "Play 2 cards: every player plays as many cards as were led (a pair), and you chose 1")


def test_tractor_a_follow_uses_only_cards_in_hand():
    assert not legal("9H 8H", "AH AH", "9H 9H")
    assert reason("9H 8H", "AH AH", "9H 9H") == "You hold only one 9H"
    assert reason("9H 8H", "AH", "7H") == "You do not hold 7H"


def test_tractor_is_legal_follow_refuses_a_lead_that_is_no_lead():
    with pytest.raises(ValueError):
        is_legal_follow("9H 8H".split(), "AH KH".split(), "9H 8H".split(), SPADES_TRUMP)


# -- how a follow answers its lead (what the lesson teaches by) ------------------

def kind(hand, lead, play, trump=SPADES_TRUMP):
    return follow_kind(hand.split(), lead.split(), play.split(), trump)


def test_tractor_a_follow_holding_the_led_suit_follows_by_suit_or_by_pairs():
    assert kind("9H 4H AS KC", "AH", "4H") == FOLLOW_SUIT
    assert kind("KH KH 3H 5C", "AH AH", "KH KH") == FOLLOW_PAIRS
    assert kind("KH QH 3H 5C", "AH AH", "KH QH") == FOLLOW_SUIT
    assert kind("KH KH 3H 5C", "AH", "KH") == FOLLOW_SUIT  # a single led asks no pair


def test_tractor_a_follow_void_in_the_led_suit_ruffs_with_trumps_or_discards():
    assert kind("3S 4C", "AH", "3S") == RUFF
    assert kind("3S 4C", "AH", "4C") == DISCARD
    assert kind("2H 4C", "AH", "2H") == RUFF  # a level card of hearts is a trump, not a heart
    assert kind("3S 3S 4C 5C", "AH AH", "3S 3S") == RUFF
    assert kind("3S 3S 4C 5C", "AH AH", "3S 4C") == DISCARD
