"""The AI's key decisions, on explicit hands: each test is one thing a good partner does.

They ask the Hard level, whose judgement is not blurred on purpose (Easy and
Normal misjudge prices by a few points, as weaker players do)."""
import random
from collections import Counter

import pytest

from game.tractor import Bury, Declare, Pass, Play, TractorDeal, Trump, card_points
from game.tractor.ai import choose, propose

JUDGE = "hard"
SPADES = Trump("2", "S")
HEARTS = Trump("2", "H")

VOID_IN_HEARTS = "3C 4C 6C 7C 8C 9C JC QC KC 3D 4D 6D 7D 8D 9D JD QD TD 3S 4S 6S 7S 8S 9S JS"
"""25 cards without a heart: spade trumps 3-9 and J, two points (KC, TD)."""


def ai_action(deal, seat, seed=0):
    """The AI's action for ``seat`` (which must be to act), checked legal by the engine."""
    assert deal.to_act == seat
    view = deal.view(seat)
    action = propose(view, random.Random(seed), JUDGE)
    assert view.legal_actions.violation(action) is None, action
    assert choose(view, random.Random(seed), level=JUDGE) == action
    return action


def play(deal, *moves):
    for seat, cards in moves:
        deal.apply(Play(tuple(cards.split())), seat)
    return deal


# -- following ------------------------------------------------------------------

def test_tractor_ai_adds_points_when_its_partner_is_winning_the_trick():
    deal = TractorDeal.arranged({2: "AH", 3: "3H", 0: "KH TH 4H 6H"}, dealer=2, trump=SPADES, buried=True)
    play(deal, (2, "AH"), (3, "3H"))
    action = ai_action(deal, 0)
    assert card_points(action.cards) == 10


def test_tractor_ai_void_discards_a_point_card_on_its_partners_trick():
    deal = TractorDeal.arranged({2: "AH", 3: "3H", 0: VOID_IN_HEARTS}, dealer=2, trump=SPADES, buried=True)
    play(deal, (2, "AH"), (3, "3H"))
    action = ai_action(deal, 0)
    assert card_points(action.cards) == 10
    assert not SPADES.is_trump(action.cards[0])


def test_tractor_ai_ruffs_when_void_and_the_opponents_trick_holds_points():
    deal = TractorDeal.arranged({3: "KH", 0: "4H", 1: "AH", 2: VOID_IN_HEARTS}, dealer=3, trump=SPADES,
                                buried=True)
    play(deal, (3, "KH"), (0, "4H"), (1, "AH"))
    action = ai_action(deal, 2)
    assert SPADES.is_trump(action.cards[0])
    assert deal.violation(action, 2) is None


def test_tractor_ai_ruffs_with_its_cheapest_sufficient_trump():
    deal = TractorDeal.arranged({3: "KH", 0: "4H", 1: "AH", 2: VOID_IN_HEARTS}, dealer=3, trump=SPADES,
                                buried=True)
    play(deal, (3, "KH"), (0, "4H"), (1, "AH"))
    assert ai_action(deal, 2).cards == ("3S",)


def test_tractor_ai_does_not_ruff_a_trick_without_points():
    deal = TractorDeal.arranged({3: "9H", 0: "4H", 1: "AH", 2: VOID_IN_HEARTS}, dealer=3, trump=SPADES,
                                buried=True)
    play(deal, (3, "9H"), (0, "4H"), (1, "AH"))
    action = ai_action(deal, 2)
    assert not SPADES.is_trump(action.cards[0])
    assert card_points(action.cards) == 0


def test_tractor_ai_ducks_with_its_lowest_card_when_the_trick_is_lost():
    deal = TractorDeal.arranged({1: "AH", 2: "4H", 3: "6H", 0: "KH 9H 3H"}, dealer=1, trump=SPADES,
                                buried=True)
    play(deal, (1, "AH"), (2, "4H"), (3, "6H"))
    assert ai_action(deal, 0).cards == ("3H",)


def test_tractor_ai_takes_an_opponents_rich_trick_with_the_cheapest_winning_card():
    deal = TractorDeal.arranged({1: "KH", 2: "4H", 3: "TH", 0: "AH QH 3H"}, dealer=1, trump=SPADES,
                                buried=True)
    play(deal, (1, "KH"), (2, "4H"), (3, "TH"))
    assert ai_action(deal, 0).cards == ("AH",)


def test_tractor_ai_follows_a_pair_with_a_pair_that_wins_a_rich_trick():
    deal = TractorDeal.arranged({1: "KD KD", 2: "3D 4D", 3: "5D 6D", 0: "AD AD 7D 7D 9D"}, dealer=1,
                                trump=SPADES, buried=True)
    play(deal, (1, "KD KD"), (2, "3D 4D"), (3, "5D 6D"))
    assert ai_action(deal, 0).cards == ("AD", "AD")


# -- leading --------------------------------------------------------------------

def test_tractor_ai_leads_its_tractor():
    hand = "AH AH KH KH 3C 4C 6C 7C 8C 9C 3D 4D 6D 7D 8D 9D 3S 4S 6S 7S 8S 9S JS QS 5H"
    deal = TractorDeal.arranged({0: hand}, dealer=0, trump=SPADES, buried=True)
    assert ai_action(deal, 0).cards == ("KH", "KH", "AH", "AH")


def test_tractor_ai_leads_a_pair_nobody_can_beat():
    hand = "AD AD 3C 5C 7C 9C JC 3H 5H 7H 9H JH 4D 6D 8D TD 3S 4S 6S 7S 8S 9S JS QS KS"
    deal = TractorDeal.arranged({0: hand}, dealer=0, trump=SPADES, buried=True)
    assert ai_action(deal, 0).cards == ("AD", "AD")


def test_tractor_ai_cashes_an_ace_before_leading_low_cards():
    hand = "AC 3C 5C 7C 9C JC 3H 5H 7H 9H JH 4D 6D 8D TD 3S 4S 6S 7S 8S 9S JS QS KS 4H"
    deal = TractorDeal.arranged({0: hand}, dealer=0, trump=SPADES, buried=True)
    assert ai_action(deal, 0).cards == ("AC",)


def test_tractor_ai_does_not_lead_points_into_unplayed_aces():
    hand = "KC 3C 5C 7C 9C JC 3H 5H 7H 9H JH 4D 6D 8D TD 3S 4S 6S 7S 8S 9S JS QS KS 4H"
    deal = TractorDeal.arranged({0: hand}, dealer=0, trump=SPADES, buried=True)
    action = ai_action(deal, 0)
    assert card_points(action.cards) == 0


# -- burying --------------------------------------------------------------------

BURY_HAND = ("RJ RJ BJ 2H 2H 2C 2S AH KH QH JH 9H 7H 5H 3H "
             "AC QC QC JC 8C 3D 4D 6D 7S 9S")
BURY_KITTY = "3S 4S 6C 4C 8D 9D 4H 5S"


def bury_deal():
    return TractorDeal.arranged({0: BURY_HAND}, kitty=BURY_KITTY, dealer=0, trump=HEARTS)


def test_tractor_ai_bury_keeps_jokers_level_cards_and_trumps():
    deal = bury_deal()
    action = ai_action(deal, 0)
    assert isinstance(action, Bury) and len(action.cards) == 8
    assert not any(HEARTS.is_trump(card) for card in action.cards)


def test_tractor_ai_bury_keeps_pairs_and_aces():
    buried = Counter(ai_action(bury_deal(), 0).cards)
    assert buried["QC"] == 0 and buried["AC"] == 0


def test_tractor_ai_bury_empties_a_short_plain_suit():
    deal = bury_deal()
    deal.apply(ai_action(deal, 0))
    suits_left = {HEARTS.effective_suit(card) for card in deal.hand(0)}
    assert len(suits_left - {"T"}) <= 2


def test_tractor_ai_bury_avoids_points_when_low_cards_will_do():
    assert card_points(ai_action(bury_deal(), 0).cards) == 0


FIVE_DIAMONDS = "3H 4H 5H 6H 7H 8H 9H QH AH AH 3C 9C AC 6D 9D TD JD QD 3S 5S 6S 7S 8S JS KS"
"""Twenty-five cards with five middling diamonds (one a ten); with the kitty, fifteen spade trumps."""
FIVE_DIAMONDS_KITTY = "KS AS 2H 2C 2D 2S BJ BJ"


def test_tractor_hard_buries_a_whole_suit_to_ruff_it_where_normal_and_easy_keep_it():
    deal = TractorDeal.arranged({0: FIVE_DIAMONDS}, kitty=FIVE_DIAMONDS_KITTY, dealer=0, trump=SPADES)

    def diamonds(buried):
        return sum(1 for card in buried if SPADES.effective_suit(card) == "D")

    assert diamonds(ai_action(deal, 0).cards) == 5
    for level in ("normal", "easy"):
        assert diamonds(propose(deal.view(0), random.Random(0), level).cards) < 5, level


SHORT_DIAMONDS = "3S 4S 6S 7S 8S 9S JS QS AS 3H 4H 6H 7H 8H 9H JH QH 3C 4C 6C 7C 8C 9C KD 5D"
"""Twenty-five cards whose only diamonds are KD and 5D: burying them with the kitty's 3D empties the suit, with 15 points."""


@pytest.mark.parametrize("kitty, tops", [("3D 4H 6C 7C TS 8H 2C 9H", 1), ("3D 4H 6C 7C TS 8H 2C BJ", 2),
                                         ("3D 4H 6C 7C TS BJ 2C RJ", 3)])
def test_tractor_hard_buries_points_to_empty_a_suit_only_with_jokers_and_level_cards_for_the_last_trick(kitty, tops):
    deal = TractorDeal.arranged({0: SHORT_DIAMONDS}, kitty=kitty, dealer=0, trump=SPADES)
    buried = ai_action(deal, 0).cards
    assert ("KD" in buried and "5D" in buried) == (tops >= 3)


# -- declaring ------------------------------------------------------------------

STRONG_HEARTS = "2H 2H AH KH QH JH TH 9H 8H 7H 6H RJ BJ 3C 4C 5C 6D 7D 8D 9S TS JS QS 3S 4S"
WEAK = "2C 3H 5H 7H 9H JH 4D 6D 8D TD QD 3S 5S 7S 9S JS KS 4C 6C 8C TC 6H 8H 4S 6S"


def test_tractor_ai_declares_a_strong_suit_with_its_level_pair():
    deal = TractorDeal.arranged({0: STRONG_HEARTS}, dealer=0, level="2")
    assert ai_action(deal, 0) == Declare(("2H", "2H"))


def test_tractor_ai_passes_when_the_hand_does_not_support_a_suit():
    deal = TractorDeal.arranged({0: WEAK}, dealer=0, level="2")
    assert ai_action(deal, 0) == Pass()


def test_tractor_ai_overcalls_an_opponent_declaring_its_short_suit():
    deal = TractorDeal.arranged({3: "2C", 0: STRONG_HEARTS}, dealer=3, level="2")
    deal.apply(Declare(("2C",)), 3)
    assert ai_action(deal, 0) == Declare(("2H", "2H"))


MIDDLING_HEARTS = "2H AH KH QH JH 9H 7H 5H 3C 4C 6C 7C 8C 9C 3D 4D 6D 7D 8D 9D 3S 4S 6S 7S 8S"
"""Eight hearts with the level card, no joker: a suit a cautious player keeps quiet about."""


def test_tractor_hard_declares_a_middling_suit_that_normal_and_easy_pass():
    deal = TractorDeal.arranged({0: MIDDLING_HEARTS}, dealer=0, level="2")
    assert ai_action(deal, 0) == Declare(("2H",))
    for level in ("normal", "easy"):
        assert propose(deal.view(0), random.Random(0), level) == Pass()


GOOD_HEARTS = "2H 2H AH KH 9H 7H 5H 3H BJ 4C 6C 8C TC 3D 4D 6D 8D 9D JD 3S 4S 6S 8S 9S JS"
"""Hearts clearly better than clubs for this hand, though not overwhelmingly."""


def test_tractor_ai_overcalls_an_opponent_when_its_suit_is_clearly_better():
    deal = TractorDeal.arranged({3: "2C", 0: GOOD_HEARTS}, dealer=3, level="2")
    deal.apply(Declare(("2C",)), 3)
    assert ai_action(deal, 0) == Declare(("2H", "2H"))


def test_tractor_ai_leaves_its_partners_declaration_alone_unless_far_better():
    deal = TractorDeal.arranged({2: "2C", 0: GOOD_HEARTS}, dealer=2, level="2")
    deal.apply(Declare(("2C",)), 2)
    deal.apply(Pass(), 3)
    assert Declare(("2H", "2H")) in deal.legal_actions()
    assert ai_action(deal, 0) == Pass()


@pytest.mark.parametrize("seed", range(3))
def test_tractor_ai_answers_a_match_view_as_well_as_a_deal_view(seed):
    from game.tractor import TractorMatch
    match = TractorMatch(seed)
    seat = match.to_act
    action = choose(match.view(seat), random.Random(seed), level=JUDGE)
    assert match.legal_actions().violation(action) is None


# -- the last trick ---------------------------------------------------------------

def endgame_view(hand, hidden, lead, leader, seat=0, dealer=1):
    """A view near the end of a deal: ``seat`` holds ``hand``, ``hidden`` cards are the unplayed
    rest (other hands and the kitty), everything else has been played; ``leader`` led ``lead``."""
    from game.tractor import FULL_PACK, DealView, LegalPlays
    hand, hidden = hand.split(), hidden.split()
    played = Counter(FULL_PACK) - Counter(hand) - Counter(hidden) - Counter([lead])
    played = sorted(played.elements())
    sizes = [len(hand)] * 4
    sizes[leader] -= 1
    chunks, start = [], 0
    for each in range(4):
        count = 25 - sizes[each] - (1 if each == leader else 0)
        chunk = played[start:start + count] + ([lead] if each == leader else [])
        chunks.append(tuple(chunk))
        start += count
    assert start == len(played) and sum(sizes) - len(hand) + 8 == len(hidden)
    return DealView(
        seat=seat, phase="play", to_act=seat, dealer=dealer, first_deal=False, level="2",
        team_levels=("2", "2"), trump=SPADES, hand=SPADES.sorted(hand), hand_sizes=tuple(sizes), bids=(),
        declaration=None, revealed_kitty=None, kitty_taken=None, kitty=None, tricks=(),
        current_trick=((leader, (lead,)),), plays_by_seat=tuple(chunks), points=(40, 40),
        attackers=1 - dealer % 2, defenders=dealer % 2,
        legal_actions=LegalPlays(seat, hand, SPADES, (lead,)), result=None)


def test_tractor_ai_keeps_its_boss_trump_for_the_last_trick_when_the_kitty_is_rich():
    view = endgame_view("3S RJ", "KH KH TH TH KD KD TD 5C 5C 5D 9S 7H 8H", lead="4S", leader=3)
    assert propose(view, random.Random(0), JUDGE) == Play(("3S",))


def test_tractor_ai_takes_a_rich_trick_with_its_boss_trump_when_the_kitty_is_empty():
    view = endgame_view("3S RJ", "KH 3H 4H 6H 7H 8H 9H 3C 4C 6C 7C 8C 9C", lead="KS", leader=3)
    assert propose(view, random.Random(0), JUDGE) == Play(("RJ",))
