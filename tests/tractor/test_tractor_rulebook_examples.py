"""The examples docs/rules.md gives for Tractor, each played as the rulebook
states it: if one of these fails, the engine disagrees with the sentence the
test quotes."""
import pytest

from game.tractor import Trump, classify_lead, deal_outcome, is_legal_follow, trick_winner
from game.tractor.mechanics.scoring import kitty_multiplier

SPADES_AT_7 = Trump("7", "S")
SPADES_AT_2 = Trump("2", "S")


def test_rule_3_at_level_7_six_six_eight_eight_is_a_tractor():
    """"The level rank is removed from plain sequences, closing the gap (at level 7, 6-6-8-8 is a tractor)."""
    assert classify_lead("6H 6H 8H 8H", SPADES_AT_7) == ("tractor", 2)
    assert classify_lead("6H 6H 8H 8H", Trump("5", "S")) is None, "at another level the gap stays"


def test_rule_3_level_cards_of_the_non_trump_suits_cannot_form_a_tractor_with_each_other():
    """"Level cards of the non-trump suits are equally strong and cannot form a tractor with each other.\""""
    assert classify_lead("2H 2H 2D 2D", SPADES_AT_2) is None


def test_rule_3_two_unmatched_high_cards_cannot_beat_a_pair():
    """"Only the same shape and size can win: two unmatched high cards cannot beat a pair.\""""
    assert trick_winner(["3H 3H", "AH KH", "4H 5H", "6H 6H"], SPADES_AT_2) == 3
    assert trick_winner(["3H 3H", "AH KH", "4H 5H", "9C TC"], SPADES_AT_2) == 0


def test_rule_3_loose_pairs_cannot_beat_a_tractor_and_trumping_is_optional_when_void():
    """"...loose pairs cannot beat a tractor." / "When you are void in it, you may discard or trump.\""""
    assert trick_winner(["3H 3H 4H 4H", "AH AH QH QH", "3C 5C 6C 7C", "8D 8D 9D 9D"], SPADES_AT_2) == 0
    void_of_hearts = "3S 3S 4S 4S 9C TC JC QC"
    assert is_legal_follow(void_of_hearts, "3H 3H 4H 4H", "3S 3S 4S 4S", SPADES_AT_2)
    assert is_legal_follow(void_of_hearts, "3H 3H 4H 4H", "9C TC JC QC", SPADES_AT_2)
    assert trick_winner(["3H 3H 4H 4H", "3S 3S 4S 4S"], SPADES_AT_2) == 1, "the same shape in trumps wins"


@pytest.mark.parametrize("points, outcome", [
    (0, ("defenders", 3)), (5, ("defenders", 2)), (35, ("defenders", 2)), (40, ("defenders", 1)),
    (75, ("defenders", 1)), (80, ("attackers", 0)), (115, ("attackers", 0)), (120, ("attackers", 1)),
    (155, ("attackers", 1)), (160, ("attackers", 2)), (195, ("attackers", 2)), (200, ("attackers", 3)),
    (235, ("attackers", 3))])
def test_rule_4_the_attackers_points_move_one_team_as_the_bands_say(points, outcome):
    """"With 0 attacker points the defenders go up 3 levels; with 5-35 up 2; with 40-75 up 1 ... With 80-115
    the attackers take over the deal without promotion; from 120 they go up one level for every 40 points more
    (120-155: 1, 160-195: 2, 200-235: 3, ...).\""""
    assert deal_outcome(points) == outcome


@pytest.mark.parametrize("cards_per_play, multiplier", [(1, 2), (2, 4), (4, 8), (6, 12)])
def test_decided_the_kitty_bonus_is_twice_the_cards_each_player_played_in_the_last_trick(cards_per_play, multiplier):
    """"Kitty bonus: kitty points x 2 x (cards per play in the last trick): single x2, pair x4, tractor of two
    pairs x8, of three pairs x12.\""""
    assert kitty_multiplier(cards_per_play) == multiplier


def test_decided_the_joker_pairs_and_the_level_pairs_make_tractors_across_the_trump_order():
    """"red joker pair + black joker pair is a tractor; black joker pair + trump-suit level pair is a tractor;
    trump-suit level pair + an off-suit level pair is a tractor; an off-suit level pair + the trump suit's highest
    non-level pair (the ace pair ...) is a tractor.\""""
    assert classify_lead("RJ RJ BJ BJ", SPADES_AT_2) == ("tractor", 2)
    assert classify_lead("BJ BJ 2S 2S", SPADES_AT_2) == ("tractor", 2)
    assert classify_lead("2S 2S 2H 2H", SPADES_AT_2) == ("tractor", 2)
    assert classify_lead("2H 2H AS AS", SPADES_AT_2) == ("tractor", 2)
