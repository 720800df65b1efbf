"""Throws (docs/rules.md, Tractor house rules): a throw stands only if no other hand
holds a higher unit of one of its shapes; a failed throw plays its weakest
beatable unit and costs its side 10 points; throws are followed by suit and
pair count, and beaten only by a ruff of the same structure.

Trump is hearts at level 2 throughout: in spades the ace is highest, and
2♠/2♣/2♦ are trumps of equal strength just under 2♥.
"""
import random
from collections import Counter

import pytest

from game.core import IllegalAction
from game.tractor import LegalPlays, Play, TractorDeal, Trump, classify_lead, trick_winner
from game.tractor.mechanics.house_rules import HouseRules
from game.tractor.mechanics.throws import FailedThrow, failed_throw, lead_shape, units_of
from game.tractor.mechanics.trick import Trick
from game.tractor.result import settle

HEARTS = Trump("2", "H")
ATTACKERS = 1


def hands(**by_seat):
    """Four hands as counts; seats by name (south, east, north, west)."""
    names = ("south", "east", "north", "west")
    return [Counter(by_seat.get(name, "").split()) for name in names]


def failure(cards, seat=0, **others):
    return failed_throw(seat, tuple(cards.split()), hands(**others), HEARTS, ATTACKERS)


def test_a_throw_is_read_as_tractors_first_then_pairs_then_singles():
    units = units_of(tuple("AS KS KS QS QS 9S 9S 7S".split()), HEARTS)
    assert [cards for _shape, cards in units] == [("KS", "KS", "QS", "QS"), ("9S", "9S"), ("AS",), ("7S",)]
    assert lead_shape(tuple("AS KS KS QS QS 9S 9S 7S".split()), HEARTS).formats == (2, 1, 0, 0)


def test_throws_are_leads_only_with_the_house_rule():
    assert classify_lead("AS KS KS", HEARTS) is None
    assert classify_lead("AS KS KS", HEARTS, throws=True) == ("throw", 1)
    assert classify_lead("AS QS", HEARTS, throws=True) == ("throw", 0)
    assert classify_lead("AS KH", HEARTS, throws=True) is None  # two suits are never one throw
    assert classify_lead("KS KS", HEARTS, throws=True) == ("pair", 1)  # one unit is no throw


def test_a_throw_of_cards_from_two_suits_is_refused_with_the_reason():
    legal = LegalPlays(0, "AS KS KS 3C".split(), HEARTS, throws=True)
    violation = legal.violation(Play(("AS", "3C")))
    assert violation.rule == "throw_mixed_suits" and "no throws" not in str(violation)
    assert legal.violation(Play(())).rule == "lead_empty_throws"
    assert legal.violation(Play(("AS", "KS", "KS"))) is None
    assert "no throws" in str(LegalPlays(0, "AS KS KS".split(), HEARTS).violation(Play(("AS", "KS", "KS"))))


def test_a_throw_stands_when_no_other_hand_beats_any_of_its_units():
    # East holds A♠ but no pair above K♠K♠, and nothing beats a single A♠.
    assert failure("AS KS KS", east="AS QS QS JS", north="TS TS", west="9S 8S 8S") is None


def test_a_throw_fails_on_a_higher_single_and_plays_that_single():
    throw = failure("KS QS QS", east="AS 3S")
    assert throw == FailedThrow(0, ("KS", "QS", "QS"), ("KS",), throw.unit, 1, 10)
    assert throw.unit.kind == "single"


def test_a_throw_fails_on_a_higher_pair_and_plays_that_pair():
    throw = failure("AS QS QS", west="KS KS")
    assert throw.played == ("QS", "QS") and throw.holder == 3 and throw.unit.kind == "pair"


def test_a_throw_fails_on_a_higher_tractor_and_plays_that_tractor():
    throw = failure("AS 9S 9S 8S 8S", north="JS JS TS TS")
    assert throw.played == ("9S", "9S", "8S", "8S") and throw.holder == 2 and throw.unit.kind == "tractor"


def test_a_higher_pair_alone_does_not_beat_a_tractor():
    assert failure("AS 9S 9S 8S 8S", north="JS JS 3S", east="TS TS") is None


def test_of_several_beatable_units_the_single_goes_before_the_pair():
    throw = failure("QS JS JS 9S 9S", east="KS", north="AS AS")
    assert throw.played == ("QS",)


def test_of_several_beatable_pairs_the_lowest_is_played():
    throw = failure("AS JS JS 9S 9S", north="KS KS")
    assert throw.played == ("9S", "9S")


def test_a_pair_before_a_tractor_even_when_the_tractor_is_lower():
    throw = failure("KS KS 7S 7S 6S 6S", east="AS AS", west="9S 9S 8S 8S")
    assert throw.played == ("KS", "KS")


def test_a_throw_in_trumps_fails_on_a_higher_trump():
    throw = failure("2S 2S AH", east="RJ")  # the red joker beats A♥; no pair beats the off-suit twos
    assert throw.played == ("AH",)


@pytest.mark.parametrize("seat, penalty", [(0, 10), (1, -10)])
def test_a_failed_throw_costs_its_own_side_ten_points(seat, penalty):
    others = {"south": "AS", "east": "AS"}
    others.pop(("south", "east")[seat])
    throw = failure("KS QS QS", seat=seat, **others)
    assert throw.penalty == penalty  # a defender's failure gives the attackers 10; an attacker's takes 10


def deal_with(lead_hand, **others):
    placed = {0: lead_hand}
    placed.update({("south", "east", "north", "west").index(name): cards for name, cards in others.items()})
    return TractorDeal.arranged(placed, dealer=0, trump=HEARTS, buried=True, rules=HouseRules(throws=True))


def test_in_a_deal_a_failed_throw_plays_the_forced_unit_returns_the_rest_and_counts_the_penalty():
    deal = deal_with("KS QS QS 3C", east="AS")
    deal.apply(Play(("KS", "QS", "QS")))
    assert deal.current_trick == ((0, ("KS",)),)
    assert Counter(deal.hand(0))["QS"] == 2
    view = deal.view(1)
    assert Counter(view.failed_throw.attempted) == Counter(("KS", "QS", "QS")) and view.failed_throw.holder == 1
    assert view.throw_penalty == 10 and view.attacker_points == 10
    assert deal.legal_actions().cards_to_play == 1
    for _ in range(3):
        deal.apply(deal.legal_actions().sample(random.Random(1)))
    assert deal.tricks[-1].failed_throw.played == ("KS",) and deal.failed_throw is None
    assert deal.view(0).throw_penalty == 10


def test_a_deal_with_a_failed_throw_replays_from_its_save():
    deal = deal_with("KS QS QS 3C", east="AS")
    deal.apply(Play(("KS", "QS", "QS")))
    again = TractorDeal.from_dict(deal.to_dict())
    assert again.failed_throw == deal.failed_throw and again.rules == HouseRules(throws=True)


def test_without_the_house_rule_a_throw_is_an_illegal_lead_and_changes_nothing():
    deal = TractorDeal.arranged({0: "KS QS QS 3C", 1: "AS"}, dealer=0, trump=HEARTS, buried=True)
    with pytest.raises(IllegalAction):
        deal.apply(Play(("KS", "QS", "QS")))
    assert deal.current_trick == () and deal.to_act == 0


def test_the_penalty_never_takes_the_attackers_below_zero():
    attacker_throw = FailedThrow(1, ("KS", "QS", "QS"), ("KS",), None, 0, -10)
    tricks = (Trick(1, ((1, ("3S",)), (2, ("4S",)), (3, ("6S",)), (0, ("7S",))), 0, 0, attacker_throw),)
    result = settle(0, "2", HEARTS, ("2", "2"), tricks, ("3C",) * 8, (0, 0), HouseRules(throws=True))
    assert result.throw_penalty == -10 and result.attacker_points == 0 and result.winner == "defenders"


def test_following_a_throw_plays_its_size_in_suit_with_as_many_pairs_as_it_holds():
    lead = ("AS", "KS", "KS")
    legal = LegalPlays(1, "QS QS JS JS 4S 3C".split(), HEARTS, lead, throws=True)
    assert sorted(sorted(play.cards) for play in legal) == sorted(
        sorted(cards.split()) for cards in ("QS QS JS", "QS QS 4S", "QS JS JS", "JS JS 4S"))
    assert legal.count() == 4 and legal.required == ()
    assert legal.violation(Play(("QS", "JS", "4S"))).rule == "follow_pairs"
    no_pairs = LegalPlays(1, "QS JS 4S 3S 3C".split(), HEARTS, lead, throws=True)
    assert no_pairs.count() == 4  # any three spades
    short = LegalPlays(1, "QS 3C 3C 5D".split(), HEARTS, lead, throws=True)
    assert short.fixed == ("QS",) and short.violation(Play(("3C", "3C", "5D"))).rule == "follow_suit_short"


def test_a_follow_with_all_pairs_needed_takes_every_pair_of_the_suit():
    legal = LegalPlays(1, "QS QS JS 6S 4S 3S 3C".split(), HEARTS, ("AS", "AS", "9S", "9S", "7S"), throws=True)
    assert legal.required == tuple(HEARTS.sorted(("QS", "QS")))
    assert legal.violation(Play(("QS", "QS", "JS", "4S", "3S"))) is None
    assert legal.violation(Play(("QS", "JS", "6S", "4S", "3S"))).rule == "follow_pairs"


def test_a_ruff_of_the_same_structure_beats_a_throw():
    plays = ["AS KS KS", "3H 3H 4H", "QS JS 9S", "5S 6S 7S"]
    assert trick_winner([play.split() for play in plays], HEARTS) == 1


def test_a_ruff_of_the_wrong_structure_cannot_win():
    plays = ["AS KS KS", "5H 6H 7H", "QS JS 9S", "5S 6S 7S"]
    assert trick_winner([play.split() for play in plays], HEARTS) == 0


def test_a_higher_play_in_the_led_suit_never_beats_a_standing_throw():
    plays = ["KS QS QS", "3S 4S 6S", "AS JS JS", "5S 8S 9S"]
    assert trick_winner([play.split() for play in plays], HEARTS) == 0


def test_two_ruffs_compare_by_their_strongest_unit_of_the_largest_shape():
    plays = ["AS KS KS", "3H 3H AH", "QS JS 9S", "6H 6H 4H"]
    assert trick_winner([play.split() for play in plays], HEARTS) == 3  # 6♥6♥ over 3♥3♥, whatever the single
    equal = ["AS KS KS", "2S 2S 3H", "QS JS 9S", "2C 2C 4H"]
    assert trick_winner([play.split() for play in equal], HEARTS) == 1  # equally strong: the earlier play


def test_a_longer_trump_tractor_may_be_laid_out_as_the_throws_tractor_and_pair():
    plays = ["AS AS KS KS 9S 9S", "7H 7H 6H 6H 5H 5H", "QS JS 8S 7S 6S 5S", "4S 3S 3D 4D 5D 6D"]
    assert trick_winner([play.split() for play in plays], HEARTS) == 1
    scattered = ["AS AS KS KS 9S 9S", "7H 7H 5H 5H 3H 3H", "QS JS 8S 7S 6S 5S", "4S 3S 3D 4D 5D 6D"]
    assert trick_winner([play.split() for play in scattered], HEARTS) == 0  # no tractor among them


def test_a_standing_throw_in_trumps_cannot_be_beaten():
    plays = ["RJ BJ", "3S 4S", "5S 6S", "3D 4D"]
    assert trick_winner([play.split() for play in plays], HEARTS) == 0
