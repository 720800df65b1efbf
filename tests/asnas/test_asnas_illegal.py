"""Illegal moves and malformed deals are refused with a reason, and change nothing."""
import pytest

from game.asnas import Deal, IllegalAction, MalformedHand

HANDS = [
    "As As As Shah Shah".split(),
    "As Shah Shah Bibi Bibi".split(),
    "Bibi Bibi Sarbaz Sarbaz Couli".split(),
    "Sarbaz Sarbaz Couli Couli Couli".split(),
]


def snapshot(deal):
    return (
        deal.bets, deal.folded, deal.looked, deal.to_act, deal.history,
        deal.legal_actions(), deal.pot, deal.highest_bet, deal.is_over, deal.winners,
        tuple(deal.view(seat) for seat in range(4)),
    )


def play(deal, *moves):
    for move in moves:
        deal.apply(move)
    return deal


def refused(deal, move, message, seat=None):
    before = snapshot(deal)
    with pytest.raises(IllegalAction, match=message):
        deal.apply(move, seat)
    assert snapshot(deal) == before


def test_you_cannot_hold_when_the_bet_to_match_is_higher_than_yours():
    deal = play(Deal(0, HANDS), "raise", "raise")
    refused(deal, "hold", "You cannot hold: the bet to match is 3")


def test_you_cannot_call_when_your_bet_already_matches():
    deal = play(Deal(0, HANDS), "call", "call", "call")
    refused(deal, "call", "You cannot call: your bet of 1 already matches the highest bet; hold instead")


def test_you_cannot_raise_above_the_limit_of_4():
    deal = play(Deal(0, HANDS), "raise", "raise", "raise")
    refused(deal, "raise", "You cannot raise: the bet is already at the limit of 4")


def test_you_can_look_only_once():
    deal = play(Deal(0, HANDS), "look")
    refused(deal, "look", "You have already looked at your hand")


def test_unknown_moves_are_refused():
    deal = Deal(0, HANDS)
    refused(deal, "check", "'check' is not an As-Nas move")
    refused(deal, None, "None is not an As-Nas move")


def test_only_the_player_to_act_may_move():
    deal = Deal(0, HANDS)
    refused(deal, "call", "It is not seat 2's turn: seat 1 is to act", seat=2)
    deal.apply("call", seat=1)
    assert deal.to_act == 2


def test_nobody_may_move_once_the_deal_is_over():
    deal = play(Deal(0, HANDS), "fold", "fold", "fold")
    assert deal.legal_actions() == ()
    refused(deal, "hold", "The deal is over")


def test_settlement_is_not_available_before_the_deal_is_over():
    with pytest.raises(IllegalAction, match="not over"):
        Deal(0, HANDS).settlement()


@pytest.mark.parametrize(
    "hands, message",
    [
        (HANDS[:3], "4 hands, one per seat, not 3"),
        ([HANDS[0][:4]] + HANDS[1:], "5 cards, not 4"),
        ([HANDS[0] + ["Couli"]] + HANDS[1:], "5 cards, not 6"),
        ([["As", "As", "As", "Shah", "King"]] + HANDS[1:], "'King' is not an As-Nas card"),
        # each hand is possible on its own, but the deal holds a fifth and a sixth Shah
        ([["Shah", "Shah", "Shah", "Shah", "As"], ["Shah", "Shah", "As", "As", "As"]] + HANDS[2:],
         "only 4 Shah cards, but 6 were dealt"),
    ],
)
def test_malformed_deals_are_refused(hands, message):
    with pytest.raises(MalformedHand, match=message):
        Deal(0, hands)


@pytest.mark.parametrize("dealer", [-1, 4, "0", True, 1.0])
def test_the_dealer_must_be_a_seat_from_0_to_3(dealer):
    with pytest.raises(IllegalAction, match="dealer must be a seat"):
        Deal(dealer, HANDS)


def test_a_refused_move_is_a_value_error_so_callers_can_treat_it_as_bad_input():
    assert issubclass(IllegalAction, ValueError)
    assert issubclass(MalformedHand, IllegalAction)
