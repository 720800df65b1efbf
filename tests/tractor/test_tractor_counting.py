"""The card counter counts what a watchful player knows and nothing more: the
cards out are exactly the other hands and the hidden kitty, and a void is shown
only by a seat that holds none of that suit."""
import random
from collections import Counter

import pytest

from game.tractor import BURY, DECLARE, FULL_PACK, OVER, PLAY, TRUMP, TractorMatch, ai
from game.tractor.counting import CardCount, voids_shown


def moments(seed: int):
    """Every moment of one deal played by the AI at Normal, as (deal, seat to act)."""
    match = TractorMatch(seed)
    rng = random.Random(seed)
    while True:
        yield match.deal
        seat = match.to_act
        if seat is None:
            return
        match.apply(ai.choose(match.view(seat), rng, level="normal"), seat)


def counted(count: CardCount) -> Counter:
    return Counter({card: copies for row in count.suits for card, copies in row.cards})


@pytest.mark.parametrize("seed", range(4))
def test_the_cards_out_are_the_other_hands_and_the_kitty_you_did_not_see(seed):
    for deal in moments(seed):
        for seat in range(4):
            view = deal.view(seat)
            count = CardCount.from_view(view)
            truth = Counter()
            for other in range(4):
                if other != seat:
                    truth.update(deal.hand(other))
            if view.kitty is None and deal.phase != BURY:
                truth.update(deal.kitty)  # undealt while declaring, buried by someone else while playing
            assert counted(count) == truth, (deal.phase, seat)
            assert sum(row.total for row in count.suits) == sum(truth.values())


@pytest.mark.parametrize("seed", range(4))
def test_a_void_is_shown_only_by_a_seat_that_holds_none_of_the_suit(seed):
    seen = set()
    for deal in moments(seed):
        view = deal.view(0)
        for seat, suit in voids_shown(view):
            trump = view.trump
            assert not [card for card in deal.hand(seat) if trump.effective_suit(card) == suit], (seat, suit)
            seen.add((seat, suit))
        for seat, suits in CardCount.from_view(view).voids:
            assert seat != 0 and all((seat, suit) in voids_shown(view) for suit in suits)
    assert seen, "a whole deal with no seat out of a suit"


def test_every_seat_counts_the_same_voids_from_the_public_record():
    for deal in moments(5):
        if deal.phase == PLAY:
            assert len({voids_shown(deal.view(seat)) for seat in range(4)}) == 1


def test_the_rows_are_trumps_then_each_plain_suit_that_is_not_trump_strongest_card_first():
    for deal in moments(2):
        view = deal.view(1)
        count = CardCount.from_view(view)
        order = view.card_order
        suits = [row.suit for row in count.suits]
        assert suits[0] == TRUMP and len(suits) == (5 if order.suit is None else 4)
        assert order.suit not in suits
        for row in count.suits:
            strengths = [order.strength(card) for card, _copies in row.cards]
            assert strengths == sorted(strengths, reverse=True)
            assert all(order.effective_suit(card) == row.suit for card, _copies in row.cards)
            assert all(copies in (1, 2) for _card, copies in row.cards)


def test_while_declaring_the_trumps_are_the_jokers_and_level_cards_and_nothing_is_void():
    deal = next(moments(3))
    assert deal.phase == DECLARE
    count = CardCount.from_view(deal.view(0))
    assert count.in_kitty == 8 and all(suits == () for _seat, suits in count.voids)
    assert counted(count) + Counter(deal.hand(0)) == Counter(FULL_PACK)


def test_the_kitty_is_counted_out_until_it_is_seen():
    phases = {}
    for deal in moments(1):
        for seat in range(4):
            phases.setdefault((deal.phase, seat == deal.dealer), CardCount.from_view(deal.view(seat)).in_kitty)
    assert phases[(PLAY, False)] == 8 and phases[(PLAY, True)] == 0
    assert phases[(BURY, True)] == 0 and phases[(BURY, False)] == 8
    assert phases[(OVER, False)] == 0


def test_a_friends_tab_counts_the_same_from_the_view_it_was_sent():
    """A friend's tab holds only the view the host sent over the wire: the count is the same."""
    import json

    from game.core.wire import view_to_data
    from game.tractor.wire import view_from_data

    match = TractorMatch(6)
    rng = random.Random(6)
    checked = 0
    while match.to_act is not None:
        for seat in range(4):
            sent = json.loads(json.dumps(view_to_data(match.view(seat))))
            assert CardCount.from_view(view_from_data(sent, seat).deal) == CardCount.from_view(match.view(seat).deal)
            checked += 1
        seat = match.to_act
        match.apply(ai.choose(match.view(seat), rng, level="normal"), seat)
    assert checked > 300  # every seat at every moment of a deal
