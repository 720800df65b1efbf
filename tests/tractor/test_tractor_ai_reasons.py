"""The hint's reasons: each names the move and the fact that makes it right,
from card memory and the AI's odds (``game.tractor.ai.reasons``)."""
import random

import pytest

from game.tractor import Bury, Play, TractorDeal, TractorMatch, Trump
from game.tractor.ai import choose
from game.tractor.ai.reasons import KINDS, explain

SPADES = Trump("2", "S")
VOID_IN_HEARTS = "3C 4C 6C 7C 8C 9C JC QC KC 3D 4D 6D 7D 8D 9D JD QD TD 3S 4S 6S 7S 8S 9S JS"


def play(deal, *moves):
    for seat, cards in moves:
        deal.apply(Play(tuple(cards.split())), seat)
    return deal


def why(deal, cards):
    return explain(deal.view(deal.to_act), Play(tuple(cards.split())))


def test_a_king_led_after_both_aces_are_gone_is_safe_but_for_a_trump():
    deal = TractorDeal.arranged({0: "AC 3C 4C 5C KC", 1: "AC 7C", 2: "TC", 3: "6C"}, dealer=0, trump=SPADES,
                                buried=True)
    play(deal, (0, "AC"), (1, "AC"), (2, "TC"), (3, "6C"))
    reason = why(deal, "KC")
    assert reason.kind == "lead_boss" and reason.gone == ("AC",) and reason.suits == ("C",)


def test_an_ace_led_is_the_top_of_its_suit():
    deal = TractorDeal.arranged({0: "AH 3H"}, dealer=0, trump=SPADES, buried=True)
    assert why(deal, "AH").kind == "lead_top"


def test_a_low_lead_into_higher_cards_is_a_probe_with_its_chance():
    deal = TractorDeal.arranged({0: "4H 3C", 1: "AH AH KH KH"}, dealer=0, trump=SPADES, buried=True)
    reason = why(deal, "4H")
    assert reason.kind == "lead_probe" and 0 <= reason.chance < 50 and reason.points == 0


def test_feeding_points_to_a_partner_who_holds_the_trick():
    deal = TractorDeal.arranged({2: "AH", 3: "3H", 0: "KH TH 4H 6H"}, dealer=2, trump=SPADES, buried=True)
    play(deal, (2, "AH"), (3, "3H"))
    reason = why(deal, "KH")
    assert reason.kind == "follow_feed" and reason.seat == 2 and reason.points == 10


def test_ducking_a_lost_trick_names_who_takes_it():
    deal = TractorDeal.arranged({1: "AH", 2: "3H", 3: "4H", 0: "5H 6H"}, dealer=1, trump=SPADES, buried=True)
    play(deal, (1, "AH"), (2, "3H"), (3, "4H"))
    reason = why(deal, "6H")
    assert reason.kind == "follow_duck" and reason.seat == 1 and reason.points == 0


def test_ruffing_when_void_names_the_suit_led():
    deal = TractorDeal.arranged({3: "KH", 0: "4H", 1: "AH", 2: VOID_IN_HEARTS}, dealer=3, trump=SPADES,
                                buried=True)
    play(deal, (3, "KH"), (0, "4H"), (1, "AH"))
    reason = why(deal, "3S")
    assert reason.kind == "follow_ruff" and reason.suits == ("H",)


def test_a_burial_that_empties_a_suit_says_which_and_the_points_in_it():
    deal = TractorDeal.arranged({0: VOID_IN_HEARTS}, kitty="3H 4H 5H 6H 7H 8H 9H JH", dealer=0, trump=SPADES)
    reason = explain(deal.view(0), Bury(tuple("3H 4H 5H 6H 7H 8H 9H JH".split())))
    assert reason.kind == "bury_voids" and reason.suits == ("H",) and reason.points == 5 and not reason.safe


def test_a_burial_that_empties_nothing_is_the_cheapest_cards():
    deal = TractorDeal.arranged({0: VOID_IN_HEARTS}, kitty="3H 4H 5H 6H 7H 8H 9H JH", dealer=0, trump=SPADES)
    reason = explain(deal.view(0), Bury(tuple("3H 4H 6H 7H 8H 9H 3C 4C".split())))
    assert reason.kind == "bury_cheap" and reason.suits == () and reason.points == 0


@pytest.mark.parametrize("seed", range(4))
def test_every_hint_of_a_whole_deal_has_a_reason_naming_its_cards(seed):
    match, rng = TractorMatch(seed, {"throws"}), random.Random(seed)
    while not match.deal.is_over:
        seat = match.to_act
        view = match.view(seat)
        action = choose(view, rng, level="hard")
        if match.deal.phase in ("bury", "play"):
            reason = explain(view, action)
            assert reason.kind in KINDS and reason.cards == action.cards
            assert 0 <= reason.chance <= 100
        match.apply(action, seat)
