"""A deal as a state machine: declare -> bury -> play -> over, illegal input, views, saves."""
import json
import random
from collections import Counter

import pytest

from game.tractor import FULL_PACK, Bury, Declare, IllegalAction, Pass, Play, SaveError, TractorDeal, Trump

SPADES = Trump("2", "S")
CLUBS_WITHOUT_LEVEL = [rank + "C" for rank in "3456789TJQKA" for _copy in range(2)]  # 24 cards


def heart_lead_deal():
    """South (dealer) leads; East holds one heart (9H) and 24 clubs; spades are trump."""
    return TractorDeal.arranged({0: "AH AH KH", 1: ["9H"] + CLUBS_WITHOUT_LEVEL}, dealer=0,
                                trump=SPADES, buried=True)


def all_cards(deal):
    cards = Counter(deal.kitty)
    for hand in deal.hands:
        cards.update(hand)
    for trick in deal.tricks:
        cards.update(trick.cards)
    for _seat, play in deal.current_trick:
        cards.update(play)
    return cards


def test_tractor_a_deal_moves_through_declare_bury_play_over():
    rng = random.Random(5)
    deal = TractorDeal.shuffled(rng, dealer=2)
    phases = [deal.phase]
    while not deal.is_over:
        deal.apply(deal.legal_actions().sample(rng))
        if deal.phase != phases[-1]:
            phases.append(deal.phase)
    assert phases == ["declare", "bury", "play", "over"]
    assert deal.to_act is None and deal.legal_actions() == ()
    assert deal.result is not None


def test_tractor_the_dealer_takes_the_kitty_and_must_bury_exactly_eight():
    deal = TractorDeal.arranged({}, kitty="AS AS KS KS QS QS JS JS", dealer=1, trump=SPADES)
    assert deal.phase == "bury" and deal.to_act == 1
    hand = deal.hand(1)
    assert len(hand) == 33
    assert Counter(hand) >= Counter(deal.kitty_taken)
    before = deal.to_dict()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Bury(hand[:7]))
    assert str(caught.value) == "Bury exactly 8 cards: you chose 7"
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Bury(hand[:9]))
    assert caught.value.rule == "bury_count"
    assert deal.to_dict() == before and len(deal.hand(1)) == 33
    deal.apply(Bury(hand[-8:]))
    assert deal.phase == "play" and deal.to_act == 1
    assert len(deal.hand(1)) == 25
    assert Counter(deal.kitty) == Counter(hand[-8:])


def test_tractor_only_cards_in_hand_can_be_buried():
    deal = TractorDeal.arranged({0: "AS AS"}, dealer=1, trump=SPADES)
    hand = deal.hand(1)
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Bury(hand[:7] + ("AS",)))
    assert str(caught.value) == "You cannot bury AS: you hold no AS"
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Bury(hand[:6] + (hand[-1], hand[-1])) if hand[-1] != hand[-2] else Bury(hand[:5] + (hand[-1],) * 3))
    assert caught.value.rule == "not_in_hand"


def test_tractor_the_dealer_leads_the_first_trick_and_the_winner_leads_the_next():
    deal = heart_lead_deal()
    assert deal.to_act == 0
    deal.apply(Play("AH"))
    deal.apply(Play("9H"))
    for seat in (2, 3):
        deal.apply(deal.legal_plays(seat).sample(random.Random(seat)))
    winner = deal.tricks[0].winner
    assert deal.to_act == winner


def test_tractor_an_illegal_follow_names_the_rule_and_changes_nothing():
    deal = heart_lead_deal()
    deal.apply(Play("AH"))
    before = deal.to_dict()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Play("3C"))
    assert str(caught.value) == "You must follow hearts: you still hold 9H"
    assert caught.value.rule == "follow_suit"
    assert caught.value.details == {"suit": "H", "card": "9H"}
    assert deal.to_dict() == before
    assert str(deal.violation(Play("3C"), 1)) == "You must follow hearts: you still hold 9H"
    assert deal.violation(Play("9H"), 1) is None


def test_tractor_a_throw_is_refused_as_a_lead():
    deal = heart_lead_deal()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Play("AH AH KH"))
    assert "no throws" in str(caught.value)
    with pytest.raises(IllegalAction):
        deal.apply(Play("AH KH"))
    assert deal.current_trick == () and deal.to_act == 0


def test_tractor_a_lead_must_come_from_the_hand():
    deal = heart_lead_deal()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Play("9H"))
    assert str(caught.value) == "You cannot lead 9H: you hold no 9H"


def test_tractor_a_follow_must_have_as_many_cards_as_the_lead():
    deal = heart_lead_deal()
    deal.apply(Play("AH AH"))
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Play("9H"))
    assert caught.value.rule == "card_count"


def test_tractor_acting_out_of_turn_is_refused():
    deal = heart_lead_deal()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Play("9H"), seat=1)
    assert str(caught.value) == "It is South's turn, not East's"
    assert caught.value.rule == "out_of_turn"
    assert str(deal.violation(Play("9H"), 1)) == "It is South's turn, not East's"
    with pytest.raises(IllegalAction):
        deal.legal_plays(1)


def test_tractor_moves_of_another_phase_are_refused():
    deal = TractorDeal.arranged({0: "2H"}, dealer=0)
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Play("2H"))
    assert caught.value.rule == "wrong_phase"
    deal = heart_lead_deal()
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Declare("RJ RJ"))
    assert caught.value.rule == "wrong_phase"
    with pytest.raises(IllegalAction):
        deal.apply(Pass())


def test_tractor_a_finished_deal_takes_no_more_moves():
    rng = random.Random(8)
    deal = TractorDeal.shuffled(rng, dealer=0)
    while not deal.is_over:
        deal.apply(deal.legal_actions().sample(rng))
    with pytest.raises(IllegalAction) as caught:
        deal.apply(Play("AH"))
    assert caught.value.rule == "deal_over"


def test_tractor_legal_plays_tell_the_table_what_to_highlight():
    deal = heart_lead_deal()
    leading = deal.legal_plays(0)
    assert leading.leading and leading.playable == frozenset(deal.hand(0))
    assert Play("AH AH") in leading.leads
    deal.apply(Play("AH"))
    following = deal.legal_plays(1)
    assert following.playable == {"9H"}
    assert following.required == ("9H",)
    assert following.forced == Play("9H")
    assert following.count() == 1
    assert list(following) == [Play("9H")]


def test_tractor_each_phase_refuses_by_its_own_rule():
    deal = TractorDeal.arranged({0: "2H"}, dealer=0)
    assert deal.violation(Declare("2H"), 0) is None
    assert "no declaration" in str(deal.violation(Declare("AS"), 0))
    assert deal.violation(Bury(deal.hand(0)[:8]), 0).rule == "wrong_phase"
    assert "Unknown card" in str(deal.legal_actions().violation(["ZZ"]))
    for _ in range(4):
        deal.apply(Pass())
    assert str(deal.violation(Bury(deal.hand(deal.dealer)[:3]))) == "Bury exactly 8 cards: you chose 3"


def test_tractor_cards_are_all_accounted_for_in_every_phase():
    rng = random.Random(11)
    deal = TractorDeal.shuffled(rng, dealer=3)
    while True:
        assert all_cards(deal) == Counter(FULL_PACK)
        if deal.is_over:
            break
        deal.apply(deal.legal_actions().sample(rng))


# -- views -----------------------------------------------------------------------

def test_tractor_a_view_shows_its_own_hand_and_no_other():
    deal = heart_lead_deal()
    for seat in range(4):
        view = deal.view(seat)
        assert view.hand == deal.hand(seat)
        assert view.hand_sizes == (25, 25, 25, 25)
        for other in range(4):
            if other != seat:
                assert deal.hand(other) not in [getattr(view, name) for name in view.__dataclass_fields__]


def test_tractor_only_the_dealer_sees_the_kitty_until_the_deal_is_over():
    rng = random.Random(2)
    deal = TractorDeal.arranged({}, dealer=2, trump=SPADES)
    assert deal.view(2).kitty_taken == deal.kitty_taken
    assert deal.view(2).kitty is None
    assert all(deal.view(seat).kitty_taken is None for seat in (0, 1, 3))
    deal.apply(deal.legal_actions().sample(rng))
    assert deal.view(2).kitty == deal.kitty
    assert all(deal.view(seat).kitty is None for seat in (0, 1, 3))
    while not deal.is_over:
        deal.apply(deal.legal_actions().sample(rng))
    assert all(deal.view(seat).kitty == deal.kitty for seat in range(4))


def test_tractor_a_view_offers_choices_only_to_the_seat_to_act():
    deal = heart_lead_deal()
    assert deal.view(0).legal_actions.leading
    assert deal.view(0).is_my_turn
    assert all(deal.view(seat).legal_actions == () for seat in (1, 2, 3))


def test_tractor_a_view_carries_every_card_played_by_seat():
    rng = random.Random(4)
    deal = heart_lead_deal()
    for _ in range(10):
        deal.apply(deal.legal_actions().sample(rng))
    view = deal.view(2)
    played = Counter(card for cards in view.plays_by_seat for card in cards)
    shown = Counter(card for trick in view.tricks for card in trick.cards)
    shown.update(card for _seat, cards in view.current_trick for card in cards)
    assert played == shown
    assert len(view.tricks) == 2 and len(view.current_trick) == 2
    assert view.lead == view.current_trick[0][1]
    assert sum(view.points) == sum(trick.points for trick in view.tricks)


# -- saving and replaying ------------------------------------------------------

def play_some(deal, rng, moves):
    for _ in range(moves):
        if deal.is_over:
            break
        deal.apply(deal.legal_actions().sample(rng))


def test_tractor_a_saved_deal_restores_exactly_through_json():
    rng = random.Random(21)
    deal = TractorDeal.shuffled(rng, dealer=1, first_deal=True)
    play_some(deal, rng, 40)
    restored = TractorDeal.from_dict(json.loads(json.dumps(deal.to_dict())))
    assert restored.to_dict() == deal.to_dict()
    for seat in range(4):
        assert restored.view(seat).hand == deal.view(seat).hand
        assert restored.view(seat).tricks == deal.view(seat).tricks
    assert restored.to_act == deal.to_act and restored.dealer == deal.dealer
    follow_up = random.Random(3)
    play_some(deal, follow_up, 200)
    play_some(restored, random.Random(3), 200)
    assert restored.result == deal.result


def test_tractor_a_preset_deal_saves_and_restores_too():
    deal = heart_lead_deal()
    deal.apply(Play("AH"))
    assert TractorDeal.from_dict(deal.to_dict()).to_dict() == deal.to_dict()


def corrupt(change):
    deal = heart_lead_deal()
    deal.apply(Play("AH"))
    data = json.loads(json.dumps(deal.to_dict()))
    change(data)
    return data


@pytest.mark.parametrize("change", [
    lambda d: d.update(format="chess"),
    lambda d: d.update(version=99),
    lambda d: d["hands"][0].__setitem__(0, "ZZ"),
    lambda d: d["hands"][0].__setitem__(0, d["hands"][1][0]),
    lambda d: d["hands"][0].pop(),
    lambda d: d.update(dealer=7),
    lambda d: d.update(dealer="0"),
    lambda d: d.update(team_levels=["2", "1"]),
    lambda d: d.update(trump={"level": "2", "suit": "X"}),
    lambda d: d.update(actions=[["play", ["3C"]]]),
    lambda d: d.update(actions=[["fly"]]),
    lambda d: d.update(actions="all"),
    lambda d: d.pop("kitty"),
])
def test_tractor_a_corrupt_saved_deal_is_refused_with_a_clear_error(change):
    with pytest.raises(SaveError):
        TractorDeal.from_dict(corrupt(change))


def test_tractor_a_refused_save_names_the_action_that_does_not_replay():
    data = corrupt(lambda d: d["actions"].append(["play", ["3C"]]))
    with pytest.raises(SaveError) as caught:
        TractorDeal.from_dict(data)
    assert "saved action 2" in str(caught.value) and "follow hearts" in str(caught.value)


def test_tractor_a_deal_is_dealt_the_same_from_the_same_seed():
    first = TractorDeal.shuffled(random.Random(99), dealer=0)
    second = TractorDeal.shuffled(random.Random(99), dealer=0)
    assert first.to_dict() == second.to_dict()
    assert all(len(hand) == 25 for hand in first.hands) and len(first.kitty) == 8


def test_tractor_a_deal_refuses_hands_that_are_not_the_pack():
    deal = TractorDeal.shuffled(random.Random(1), dealer=0)
    hands = [list(hand) for hand in deal.hands]
    hands[0][0] = hands[1][0]
    with pytest.raises(ValueError):
        TractorDeal(hands, deal.kitty, 0)
    with pytest.raises(ValueError):
        TractorDeal(deal.hands, deal.kitty[:7], 0)
