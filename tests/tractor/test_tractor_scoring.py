"""Scoring (docs/rules.md 4 and Decided): card points, the kitty bonus, deal outcomes."""
import random

import pytest

from game.tractor import FULL_PACK, Play, TractorDeal, Trump, card_points, deal_outcome, kitty_bonus


def test_tractor_fives_tens_and_kings_carry_the_points():
    assert card_points(["5H"]) == 5
    assert card_points(["TS", "KD"]) == 20
    assert card_points(["AS", "QH", "JC", "9D", "BJ", "RJ", "2S"]) == 0


def test_tractor_the_pack_holds_200_points():
    assert card_points(FULL_PACK) == 200


KITTY = ["5H", "TS", "KD", "3C", "4C", "6C", "7C", "8C"]  # 25 points


@pytest.mark.parametrize("cards_per_play, bonus", [(1, 50), (2, 100), (4, 200), (6, 300)])
def test_tractor_kitty_bonus_is_kitty_points_times_twice_the_cards_per_play(cards_per_play, bonus):
    assert kitty_bonus(KITTY, cards_per_play) == bonus


def test_tractor_kitty_bonus_single_doubles_pair_quadruples_tractor_multiplies_by_eight():
    assert kitty_bonus(["TS"], 1) == 20
    assert kitty_bonus(["TS"], 2) == 40
    assert kitty_bonus(["TS"], 4) == 80


def test_tractor_kitty_bonus_refuses_a_play_of_no_cards():
    with pytest.raises(ValueError):
        kitty_bonus(KITTY, 0)


@pytest.mark.parametrize("points, outcome", [
    (0, ("defenders", 3)),
    (5, ("defenders", 2)),
    (35, ("defenders", 2)),
    (40, ("defenders", 1)),
    (75, ("defenders", 1)),
    (80, ("attackers", 0)),
    (115, ("attackers", 0)),
    (120, ("attackers", 1)),
    (155, ("attackers", 1)),
    (160, ("attackers", 2)),
    (195, ("attackers", 2)),
    (200, ("attackers", 3)),
    (235, ("attackers", 3)),
    (240, ("attackers", 4)),
])
def test_tractor_deal_outcome_thresholds(points, outcome):
    assert deal_outcome(points) == outcome


@pytest.mark.parametrize("points", [-5, 7.5, "80", True, None])
def test_tractor_deal_outcome_refuses_impossible_points(points):
    with pytest.raises(ValueError):
        deal_outcome(points)


# -- the kitty bonus in a played deal -------------------------------------------------

# No-trump at level 2. East (an attacker: South deals) holds every ace, seven
# kings, six level cards and all four jokers, and nobody else holds a trump,
# so East wins every trick from the second on; the kitty holds 30 points.
EAST = "AS AS AH AH AD AD AC AC KS KS KH KH KD KD KC 2S 2S 2H 2H 2D 2D BJ BJ RJ RJ"
KITTY_30 = "2C 2C 5H 5H TD TD 3C 3C"
EAST_SINGLES = "AS AH AH AD AD AC AC KS KS KH KH KD KD KC 2S 2S 2H 2H 2D 2D".split()
ENDINGS = {
    "single": (["BJ", "BJ", "RJ", "RJ"], 2),
    "pair": (["BJ BJ", "RJ RJ"], 4),
    "tractor": (["RJ RJ BJ BJ"], 8),
}


@pytest.mark.parametrize("ending", ["single", "pair", "tractor"])
def test_tractor_attackers_taking_the_last_trick_add_the_kitty_times_its_multiplier(ending):
    deal = TractorDeal.arranged({0: "3S", 1: EAST}, kitty=KITTY_30, dealer=0,
                                trump=Trump("2", None), buried=True)
    rng = random.Random(0)
    leads, multiplier = ENDINGS[ending]

    def finish_trick():
        while deal.current_trick and not deal.is_over:
            deal.apply(deal.legal_plays(deal.to_act).sample(rng))

    deal.apply(Play("3S"))
    deal.apply(Play("AS"))
    finish_trick()
    for lead in EAST_SINGLES + leads:
        assert deal.to_act == 1
        deal.apply(Play(lead))
        finish_trick()
    result = deal.result
    assert deal.tricks[-1].cards_per_play == multiplier // 2
    assert result.last_trick_winner == 1 and result.kitty_bonus_applies
    assert result.kitty_points == 30 and result.kitty_multiplier == multiplier
    assert result.kitty_bonus == 30 * multiplier
    assert result.attacker_points == 170 + 30 * multiplier
    assert (result.winner, result.levels) == deal_outcome(170 + 30 * multiplier)
    assert result.next_dealer == 1
