"""Trump order (docs/rules.md 3 and Decided): jokers, level cards, trump suit A..2; plain suits A..2."""
import pytest

from game.tractor import Trump


def order(trump, cards):
    """Cards from strongest to weakest within one effective suit, ties grouped."""
    return sorted(cards.split(), key=trump.strength, reverse=True)


def test_tractor_trump_order_at_level_2_with_hearts():
    trump = Trump("2", "H")
    cards = "RJ BJ 2H 2S AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H".split()
    strengths = [trump.strength(card) for card in cards]
    assert strengths == sorted(strengths, reverse=True)
    assert len(set(strengths)) == len(strengths)
    assert all(trump.effective_suit(card) == "T" for card in cards)


@pytest.mark.parametrize("level", ["2", "7", "T", "K", "A"])
def test_tractor_level_cards_and_jokers_are_trumps_at_every_level(level):
    trump = Trump(level, "D")
    for suit in "SHDC":
        assert trump.effective_suit(level + suit) == "T"
    assert trump.effective_suit("BJ") == trump.effective_suit("RJ") == "T"
    assert trump.strength("RJ") > trump.strength("BJ") > trump.strength(level + "D")
    assert trump.strength(level + "D") > trump.strength(level + "S")
    top_plain = "K" if level == "A" else "A"
    assert trump.strength(level + "S") > trump.strength(top_plain + "D")


def test_tractor_off_suit_level_cards_are_equally_strong():
    trump = Trump("7", "S")
    assert trump.strength("7H") == trump.strength("7D") == trump.strength("7C")
    assert trump.strength("7S") > trump.strength("7H")


def test_tractor_plain_suits_leave_out_the_level_rank():
    trump = Trump("7", "S")
    assert trump.effective_suit("7H") == "T"
    assert trump.effective_suit("8H") == trump.effective_suit("6H") == "H"
    assert trump.strength("8H") == trump.strength("6H") + 1
    assert trump.strength("8S") == trump.strength("6S") + 1
    assert order(trump, "AH 8H 6H 2H") == ["AH", "8H", "6H", "2H"]


def test_tractor_trump_suit_runs_ace_down_when_the_level_is_ace():
    trump = Trump("A", "C")
    assert trump.strength("KC") + 1 == trump.strength("AH")
    assert trump.effective_suit("AH") == "T"
    assert trump.strength("AC") > trump.strength("AH")
    assert trump.effective_suit("KH") == "H"


def test_tractor_no_trump_keeps_jokers_and_level_cards_as_the_only_trumps():
    trump = Trump("5", None)
    assert trump.is_no_trump
    for suit in "SHDC":
        assert trump.effective_suit("5" + suit) == "T"
        assert trump.effective_suit("A" + suit) == suit
    assert trump.strength("5S") == trump.strength("5H") == trump.strength("5D") == trump.strength("5C")
    assert trump.strength("RJ") == trump.strength("BJ") + 1 == trump.strength("5S") + 2


def test_tractor_plain_ace_is_top_of_its_suit_and_two_the_bottom():
    trump = Trump("9", "H")
    assert order(trump, "2C AC TC 8C") == ["AC", "TC", "8C", "2C"]
    assert trump.effective_suit("AC") == "C"


def test_tractor_a_hand_sorts_with_plain_suits_grouped_and_trumps_last():
    trump = Trump("2", "H")
    shown = trump.sorted("RJ 3S 2S AH 4C 2H BJ 9D AS".split())
    assert shown == ("3S", "AS", "4C", "9D", "AH", "2S", "2H", "BJ", "RJ")


@pytest.mark.parametrize("level, suit", [("1", "H"), ("10", "H"), ("2", "X"), ("2", "T")])
def test_tractor_trump_refuses_unknown_levels_and_suits(level, suit):
    with pytest.raises(ValueError):
        Trump(level, suit)


def test_tractor_trump_values_compare_by_level_and_suit():
    assert Trump("2", "H") == Trump("2", "H")
    assert Trump("2", "H") != Trump("2", None)
    assert len({Trump("2", "H"), Trump("2", "H")}) == 1
