"""Declaring trump (docs/rules.md 2 and Decided): strengths, strict overcalls, passes, the kitty reveal."""
import pytest

from game.tractor import (
    Declare,
    IllegalAction,
    Pass,
    TractorDeal,
    Trump,
    declaration_strength,
    possible_declarations,
)


@pytest.mark.parametrize("cards, level, strength", [
    ("2H", "2", 1),
    ("2H 2H", "2", 2),
    ("BJ BJ", "2", 3),
    ("RJ RJ", "2", 4),
    ("TC", "T", 1),
    ("TC TC", "T", 2),
    ("3H", "2", 0),
    ("2H 2S", "2", 0),
    ("BJ RJ", "2", 0),
    ("BJ", "2", 0),
    ("RJ", "2", 0),
    ("2H 2H 2H", "2", 0),
    ("", "2", 0),
])
def test_tractor_declaration_strengths(cards, level, strength):
    assert declaration_strength(cards.split(), level) == strength


def test_tractor_declaration_strength_rejects_unknown_cards():
    with pytest.raises(ValueError):
        declaration_strength(["2X"], "2")


def bidding_deal(hands, kitty=None, dealer=0, **options):
    return TractorDeal.arranged(hands, kitty=kitty, dealer=dealer, **options)


# Seats 0-3 each hold distinct level cards and jokers so every overcall can be tried.
HANDS = {0: "2H", 1: "2S 2S", 2: "BJ BJ 2D", 3: "RJ RJ 2C"}


def test_tractor_declaring_starts_with_the_dealer_and_goes_counterclockwise():
    deal = bidding_deal(HANDS, dealer=2)
    assert deal.phase == "declare"
    seen = []
    for _ in range(4):
        seen.append(deal.to_act)
        deal.apply(Pass())
    assert seen == [2, 3, 0, 1]


def test_tractor_a_pair_of_level_cards_overcalls_a_single():
    deal = bidding_deal(HANDS)
    deal.apply(Declare("2H"))
    deal.apply(Declare("2S 2S"))
    assert deal.declaration.seat == 1 and deal.declaration.strength == 2


def test_tractor_black_jokers_overcall_a_level_pair_and_red_jokers_overcall_black():
    deal = bidding_deal(HANDS)
    deal.apply(Declare("2H"))
    deal.apply(Declare("2S 2S"))
    deal.apply(Declare("BJ BJ"))
    deal.apply(Declare("RJ RJ"))
    for _ in range(3):
        deal.apply(Pass())
    assert deal.trump == Trump("2", None)
    assert deal.phase == "bury"


def test_tractor_an_overcall_of_the_same_strength_is_refused():
    deal = bidding_deal(HANDS)
    deal.apply(Declare("2H"))
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Declare("2S"))
    assert caught.value.rule == "weak_overcall"
    assert "same strength are not allowed" in str(caught.value)
    assert deal.to_act == 1 and len(deal.bids) == 1


def test_tractor_a_weaker_overcall_is_refused_and_changes_nothing():
    deal = bidding_deal(HANDS)
    deal.apply(Pass())
    deal.apply(Declare("2S 2S"))
    before = deal.to_dict()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Declare("2D"))
    assert "must be stronger" in str(caught.value)
    assert deal.to_dict() == before


def test_tractor_only_cards_in_hand_can_be_declared():
    deal = bidding_deal(HANDS)
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Declare("RJ RJ"))
    assert caught.value.rule == "not_in_hand"


def test_tractor_a_card_that_is_no_declaration_is_refused():
    deal = bidding_deal(HANDS)
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Declare("AH"))
    assert caught.value.rule == "not_a_declaration"


def test_tractor_three_passes_after_a_declaration_settle_the_trump():
    deal = bidding_deal(HANDS)
    deal.apply(Declare("2H"))
    deal.apply(Pass())
    deal.apply(Pass())
    assert deal.phase == "declare"
    deal.apply(Pass())
    assert deal.phase == "bury"
    assert deal.trump == Trump("2", "H")


def test_tractor_a_player_who_passed_may_declare_later_while_bidding_is_open():
    deal = bidding_deal(HANDS)
    deal.apply(Pass())  # 0
    deal.apply(Pass())  # 1
    deal.apply(Declare("2D"))  # 2
    deal.apply(Pass())  # 3
    deal.apply(Pass())  # 0 passes again
    deal.apply(Declare("2S 2S"))  # 1 declares after passing
    assert deal.declaration.seat == 1
    for _ in range(3):
        deal.apply(Pass())
    assert deal.trump == Trump("2", "S")


def test_tractor_the_declarer_gets_no_extra_turn_to_reinforce():
    deal = bidding_deal({0: "2H 2H"})
    deal.apply(Declare("2H"))
    for _ in range(3):
        deal.apply(Pass())
    assert deal.phase == "bury"
    assert deal.trump == Trump("2", "H")


def test_tractor_four_passes_reveal_the_kitty_and_its_first_non_joker_card_names_trump():
    deal = bidding_deal({0: "2H"}, kitty="RJ BJ 9C 3H 4H 5H 6H 7H", dealer=3)
    for _ in range(4):
        deal.apply(Pass())
    assert deal.revealed_kitty == ("RJ", "BJ", "9C", "3H", "4H", "5H", "6H", "7H")
    assert deal.trump == Trump("2", "C")
    assert deal.dealer == 3
    assert deal.phase == "bury" and deal.to_act == 3
    assert all(view.revealed_kitty == deal.revealed_kitty for view in map(deal.view, range(4)))


def test_tractor_all_pass_in_the_first_deal_leaves_the_nominal_dealer_dealing():
    deal = bidding_deal({}, kitty="4D", dealer=1, first_deal=True)
    for _ in range(4):
        deal.apply(Pass())
    assert deal.dealer == 1
    assert deal.trump.suit == "D"


def test_tractor_the_first_declarer_of_deal_one_becomes_dealer_even_when_overcalled():
    deal = bidding_deal(HANDS, dealer=3, first_deal=True)
    deal.apply(Pass())  # 3
    deal.apply(Declare("2H"))  # 0: first declarer
    deal.apply(Declare("2S 2S"))  # 1 overcalls
    for _ in range(3):
        deal.apply(Pass())
    assert deal.dealer == 0
    assert deal.trump == Trump("2", "S")
    assert deal.defenders == 0 and deal.attackers == 1
    assert deal.to_act == 0 and len(deal.hand(0)) == 33


def test_tractor_later_deals_keep_their_dealer_whoever_declares():
    deal = bidding_deal(HANDS, dealer=3)
    deal.apply(Pass())
    deal.apply(Declare("2H"))
    for _ in range(3):
        deal.apply(Pass())
    assert deal.dealer == 3 and deal.to_act == 3


PLAIN = [rank + suit for suit in "CD" for rank in "3456789TJQKA" for _copy in range(2)]


def test_tractor_legal_declarations_are_those_that_beat_the_standing_one():
    deal = bidding_deal({0: "2H 2H 2S BJ".split() + PLAIN[:21], 1: "2C 2C BJ RJ RJ".split() + PLAIN[21:41]})
    choices = deal.legal_actions()
    assert set(choices) == {Declare("2H"), Declare("2S"), Declare("2H 2H"), Pass()}
    deal.apply(Declare("2H"))
    assert set(deal.legal_actions()) == {Declare("2C 2C"), Declare("RJ RJ"), Pass()}
    assert Declare("2C") not in deal.legal_actions()
    assert "must be stronger" in str(deal.legal_actions().violation(Declare("2C")))


def test_tractor_possible_declarations_list_each_option_once():
    assert possible_declarations("2H 2H BJ BJ RJ RJ 3H BJ".split(), "2") == (
        ("2H",), ("2H", "2H"), ("BJ", "BJ"), ("RJ", "RJ"))


def test_tractor_level_cards_declare_at_the_dealing_teams_level():
    deal = TractorDeal.arranged({1: "7S 2S"}, dealer=1, team_levels=("2", "7"))
    assert deal.level == "7"
    assert Declare("7S") in deal.legal_actions()
    assert Declare("2S") not in deal.legal_actions()
    deal = TractorDeal.arranged({2: "7S 2S"}, dealer=2, team_levels=("2", "7"))
    assert deal.level == "2"
    assert Declare("2S") in deal.legal_actions()
