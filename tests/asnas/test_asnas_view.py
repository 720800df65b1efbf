"""What each seat may see: its own cards once looked, public moves, and shown hands only."""
from game.asnas import Deal, DealView

HANDS = [
    "As As As Shah Shah".split(),
    "As Shah Shah Bibi Bibi".split(),
    "Bibi Bibi Sarbaz Sarbaz Couli".split(),
    "Sarbaz Sarbaz Couli Couli Couli".split(),
]


def play(deal, *moves):
    for move in moves:
        deal.apply(move)
    return deal


def test_hands_start_hidden_even_from_their_owner_until_they_look():
    deal = Deal(0, HANDS)
    assert deal.view(1).hand is None
    deal.apply("look")
    assert deal.view(1).hand == tuple(HANDS[1])
    assert deal.view(2).hand is None


def test_a_view_never_holds_another_seats_cards_before_the_showdown():
    deal = play(Deal(0, HANDS), "look", "raise", "look", "call")
    for seat in range(4):
        view = deal.view(seat)
        assert view.hand in (None, tuple(HANDS[seat]))
        text = repr(view)
        for other in range(4):
            if other != seat:
                assert repr(tuple(HANDS[other])) not in text
        assert view.shown_hands == (None,) * 4


def test_the_view_shows_the_public_table():
    deal = play(Deal(3, HANDS), "look", "raise", "call")
    view = deal.view(2)
    assert isinstance(view, DealView)
    assert (view.seat, view.dealer, view.to_act) == (2, 3, 2)
    assert view.bets == (2, 2, 0, 1)
    assert view.folded == (False,) * 4
    assert view.looked == (True, False, False, False)
    assert view.pot == 5 and view.highest_bet == 2 and view.to_call == 2
    assert [(r.seat, r.action, r.bet) for r in view.history] == [(0, "look", 0), (0, "raise", 2), (1, "call", 2)]
    assert view.legal_actions == ("look", "call", "raise", "fold")
    assert view.opponents_in == (0, 1, 3)


def test_only_the_seat_to_act_is_offered_moves():
    deal = Deal(3, HANDS)
    assert deal.view(0).legal_actions == ("look", "call", "raise", "fold")
    assert all(deal.view(seat).legal_actions == () for seat in (1, 2, 3))


def test_after_a_showdown_everyone_sees_the_hands_still_in_but_never_folded_ones():
    deal = play(Deal(0, HANDS), "fold", "call", "call", "hold")
    for seat in range(4):
        view = deal.view(seat)
        assert view.is_over
        assert view.shown_hands == (tuple(HANDS[0]), None, tuple(HANDS[2]), tuple(HANDS[3]))
        assert view.winners == (0,)
        assert view.settlement == (2, 0, -1, -1)


def test_on_a_walkover_no_hand_is_shown():
    deal = play(Deal(0, HANDS), "fold", "raise", "fold", "fold")
    assert deal.view(1).shown_hands == (None,) * 4
    assert deal.view(2).winners == (2,)


def test_a_raise_makes_the_bet_one_more_than_the_highest():
    from game.asnas import Deal
    deal = Deal(0, [["As"] * 4 + ["Couli"], ["Shah"] * 4 + ["Couli"], ["Bibi"] * 4 + ["Couli"],
                    ["Sarbaz"] * 4 + ["Couli"]])
    assert deal.view(1).raise_to == 2
    deal.apply("raise")
    assert deal.view(2).raise_to == 3


def test_a_pot_that_only_hands_back_your_own_bet_is_won_without_a_gain():
    folded_to_the_dealer = play(Deal(2, HANDS), "fold", "fold", "fold").view(0)
    assert folded_to_the_dealer.winners == (2,)
    assert folded_to_the_dealer.bet_back == (2,) and folded_to_the_dealer.gainers == ()
    took_it = play(Deal(1, HANDS), "call", "raise", "fold", "fold", "fold").view(0)
    assert took_it.gainers == (3,) and took_it.bet_back == ()
    under_way = Deal(0, HANDS).view(0)
    assert under_way.gainers == () and under_way.bet_back == ()
