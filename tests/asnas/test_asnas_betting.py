"""Rules 2, 3 and 5 with explicit hands: the betting round, the showdown, the settlement."""
from fractions import Fraction

from game.asnas import Deal

# Seat 0: full house of As over Shah (the best hand here); seat 3: full house
# of Couli over Sarbaz; seats 1 and 2: two pair.
HANDS = [
    "As As As Shah Shah".split(),
    "As Shah Shah Bibi Bibi".split(),
    "Bibi Bibi Sarbaz Sarbaz Couli".split(),
    "Sarbaz Sarbaz Couli Couli Couli".split(),
]
HIGH_CARDS = [["As", "Shah", "Bibi", "Sarbaz", "Couli"]] * 4


def play(deal, *moves):
    for move in moves:
        deal.apply(move)
    return deal


def test_the_dealer_opens_with_a_bet_of_1_and_the_player_on_the_dealers_right_acts_first():
    deal = Deal(2, HANDS)
    assert deal.bets == (0, 0, 1, 0)
    assert deal.pot == 1 and deal.highest_bet == 1
    assert deal.to_act == 3


def test_the_dealers_opening_bet_is_not_an_action_so_the_dealer_still_acts_last():
    deal = Deal(0, HANDS)
    assert deal.history == ()
    play(deal, "call", "call", "call")
    assert deal.to_act == 0 and not deal.is_over


def test_dealer_holds_last_and_the_hands_are_revealed():
    deal = play(Deal(0, HANDS), "call", "call", "call")
    assert deal.legal_actions() == ("look", "hold", "raise", "fold")
    deal.apply("hold")
    assert deal.is_over and deal.is_showdown
    assert deal.winners == (0,)
    assert deal.shown_hands == tuple(tuple(hand) for hand in HANDS)
    assert deal.settlement() == (3, -1, -1, -1)


def test_call_is_offered_only_below_the_highest_bet_and_hold_only_when_equal_to_it():
    deal = Deal(0, HANDS)
    assert "call" in deal.legal_actions() and "hold" not in deal.legal_actions()
    play(deal, "call", "call", "call")
    assert "hold" in deal.legal_actions() and "call" not in deal.legal_actions()


def test_all_fold_to_the_dealer_who_wins_at_once_without_showing():
    deal = play(Deal(2, HANDS), "fold", "fold", "fold")
    assert deal.is_over and not deal.is_showdown
    assert deal.winners == (2,)
    assert deal.shown_hands == (None, None, None, None)
    assert deal.settlement() == (0, 0, 0, 0)


def test_a_single_remaining_player_wins_at_once_even_with_the_worst_hand():
    deal = play(Deal(1, HANDS), "call", "raise", "fold", "fold", "fold")
    assert deal.is_over and deal.winners == (3,)
    assert deal.bets == (0, 1, 1, 2)
    assert deal.settlement() == (0, -1, -1, 2)


def test_raise_war_to_4_then_nobody_may_raise_and_the_rest_call():
    deal = Deal(0, HANDS)
    play(deal, "raise", "raise", "raise")
    assert deal.bets == (1, 2, 3, 4)
    assert deal.to_act == 0
    assert deal.legal_actions() == ("look", "call", "fold")
    play(deal, "call", "call", "call")
    assert deal.is_over and deal.bets == (4, 4, 4, 4)
    assert deal.winners == (0,)
    assert deal.settlement() == (12, -4, -4, -4)


def test_a_raise_sets_the_bet_to_the_highest_plus_1_and_makes_the_others_match_again():
    deal = play(Deal(0, HANDS), "call", "call", "call", "raise")
    assert deal.bets == (2, 1, 1, 1)
    assert deal.to_act == 1 and not deal.is_over
    play(deal, "call", "call")
    assert not deal.is_over and deal.to_act == 3
    deal.apply("call")
    assert deal.is_over and deal.pot == 8


def test_the_betting_goes_back_round_to_everyone_after_the_raiser():
    deal = play(Deal(0, HANDS), "call", "raise")
    assert deal.to_act == 3
    play(deal, "call", "call")   # seat 3, then the dealer
    assert deal.to_act == 1      # seat 1 called before the raise and must act again
    deal.apply("call")
    assert deal.is_over


def test_turns_pass_counterclockwise_skipping_folded_players():
    deal = play(Deal(0, HANDS), "call", "fold", "call", "raise")
    assert deal.to_act == 1
    deal.apply("call")
    assert deal.to_act == 3  # seat 2 folded
    deal.apply("call")
    assert deal.is_over


def test_looking_does_not_end_the_turn():
    deal = Deal(0, HANDS)
    deal.apply("look")
    assert deal.to_act == 1 and deal.looked == (False, True, False, False)
    assert deal.legal_actions() == ("call", "raise", "fold")


def test_fold_without_looking_is_allowed_and_forfeits_the_bet_to_the_pot():
    deal = play(Deal(3, HANDS), "call", "call", "call", "raise", "fold")
    assert deal.looked == (False, False, False, False)
    assert deal.folded == (True, False, False, False)
    assert deal.pot == 5  # seat 0's 1 stays in the pot
    play(deal, "call", "call")
    assert deal.is_over and 0 not in deal.winners
    assert deal.shown_hands[0] is None


def test_fold_is_legal_even_when_hold_would_cost_nothing():
    deal = play(Deal(0, HANDS), "call", "call", "call")
    assert "fold" in deal.legal_actions()
    deal.apply("fold")
    # everyone left has acted and matched, so the dealer's fold ends the betting
    assert deal.folded[0] and deal.is_over and deal.is_showdown
    assert deal.winners == (3,)
    assert deal.settlement() == (-1, -1, -1, 3)


def test_folded_hands_stay_hidden_at_the_showdown():
    deal = play(Deal(0, HANDS), "fold", "call", "call", "hold")
    assert deal.is_showdown
    assert deal.shown_hands[1] is None
    assert deal.shown_hands[0] == tuple(HANDS[0])


def test_three_way_tie_splits_a_pot_of_7_into_thirds():
    deal = play(Deal(3, HIGH_CARDS), "raise", "call", "call", "fold")
    assert deal.is_over and deal.pot == 7
    assert deal.winners == (0, 1, 2)
    assert deal.settlement() == (Fraction(1, 3), Fraction(1, 3), Fraction(1, 3), -1)
    assert all(isinstance(points, Fraction) for points in deal.settlement())


def test_settlement_is_payout_minus_bet_and_sums_to_exactly_zero():
    deal = play(Deal(1, HANDS), "call", "call", "raise", "call", "call", "fold")
    assert deal.is_over
    settlement = deal.settlement()
    assert sum(settlement) == 0
    for seat in range(4):
        payout = Fraction(deal.pot, len(deal.winners)) if seat in deal.winners else 0
        assert settlement[seat] == payout - deal.bets[seat]


def test_every_action_is_recorded_with_the_seat_and_the_bet_after_it():
    deal = play(Deal(0, HANDS), "look", "raise", "call")
    assert [(r.seat, r.action, r.bet) for r in deal.history] == [
        (1, "look", 0), (1, "raise", 2), (2, "call", 2),
    ]


def test_shuffled_deal_gives_five_cards_to_each_from_the_whole_pack():
    import random

    deal = Deal.shuffled(1, random.Random(7))
    cards = sorted(card for hand in deal.hands for card in hand)
    assert all(len(hand) == 5 for hand in deal.hands)
    assert cards == sorted(["As", "Shah", "Bibi", "Sarbaz", "Couli"] * 4)
    assert deal.dealer == 1 and deal.to_act == 2


def test_shuffled_deal_deals_one_card_at_a_time_from_the_dealers_right():
    import random

    from game.asnas import PACK

    pack = list(PACK)
    random.Random(11).shuffle(pack)
    deal = Deal.shuffled(2, random.Random(11))
    assert deal.hands[3] == tuple(pack[0::4])
    assert deal.hands[0] == tuple(pack[1::4])
    assert deal.hands[2] == tuple(pack[3::4])
