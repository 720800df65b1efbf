"""The sight bench: Hard is handed the true cards of the holders it sees, and only at the hand sizes asked."""
import random
from collections import Counter

import pytest

from bench import tractor_sight
from game.tractor import ai
from game.tractor.ai import layouts
from game.tractor.ai.memory import Memory
from game.tractor.deal import TractorDeal

pytestmark = pytest.mark.slow  # drives the bench: `make test` runs it, `make unit` does not


@pytest.fixture
def first_lead():
    """The dealer (South) about to make a deal's first lead, its view noted as the bench notes it;
    the bench's stand-ins are put back afterwards."""
    deal = TractorDeal.shuffled(random.Random(5), 0)
    rng = random.Random(5)
    while deal.phase != "play":
        deal.apply(ai.choose(deal.view(deal.to_act), rng, level="hard"))
    view = tractor_sight._noting_view(deal, deal.to_act)
    assert layouts.LayoutDealer.deal is tractor_sight._RANDOM_DEAL
    yield deal, view
    TractorDeal.view, layouts.LayoutDealer.deal = tractor_sight._VIEW, tractor_sight._RANDOM_DEAL


def _true_hand(deal, seat):
    return Counter(deal._hands[seat])


def test_hard_sees_the_partners_true_hand_at_the_hand_sizes_asked(first_lead):
    deal, view = first_lead
    tractor_sight._start("partner", (20, 25))
    partner = (view.seat + 2) % 4
    hands = tractor_sight._seeing_deal(layouts.LayoutDealer(Memory.from_view(view)), random.Random(1))
    assert Counter(hands[partner]) == _true_hand(deal, partner)


def test_seeing_the_partners_honours_hands_over_those_and_no_other_honour(first_lead):
    deal, view = first_lead
    tractor_sight._start("honours", (20, 25))
    partner = (view.seat + 2) % 4
    dealer = layouts.LayoutDealer(Memory.from_view(view))
    honour = lambda card: tractor_sight._is_honour(view.trump, card)  # noqa: E731
    true_honours = Counter(card for card in _true_hand(deal, partner).elements() if honour(card))
    for seed in range(20):
        hands = tractor_sight._seeing_deal(dealer, random.Random(seed))
        assert Counter(card for card in hands[partner] if honour(card)) == true_honours
        assert {holder: len(cards) - len(dealer.shown.get(holder, ())) for holder, cards in hands.items()} == dealer.room
        hidden = sum((_true_hand(deal, holder) for holder in dealer.room), Counter())
        assert sum((Counter(cards) for cards in hands.values()), Counter()) == hidden
    assert sum(true_honours.values()) > 0


def test_outside_the_hand_sizes_asked_the_hidden_cards_are_dealt_at_random(first_lead):
    deal, view = first_lead
    tractor_sight._start("all", (0, 10))
    dealer = layouts.LayoutDealer(Memory.from_view(view))
    seen = tractor_sight._seeing_deal(dealer, random.Random(1))
    assert seen == tractor_sight._RANDOM_DEAL(dealer, random.Random(1))
    assert any(Counter(seen[seat]) != _true_hand(deal, seat) for seat in range(4) if seat in seen)


def test_hard_sees_at_its_leads_only_or_its_follows_only_as_asked(first_lead):
    deal, view = first_lead  # a lead: the trick is empty
    partner = (view.seat + 2) % 4
    dealer = layouts.LayoutDealer(Memory.from_view(view))
    tractor_sight._start("partner", (0, 25), "leads")
    assert Counter(tractor_sight._seeing_deal(dealer, random.Random(1))[partner]) == _true_hand(deal, partner)
    tractor_sight._start("partner", (0, 25), "follows")
    assert tractor_sight._seeing_deal(dealer, random.Random(1)) == tractor_sight._RANDOM_DEAL(dealer, random.Random(1))
    deal.apply(ai.choose(view, random.Random(2), level="hard"))
    follower = tractor_sight._noting_view(deal, deal.to_act)
    dealer = layouts.LayoutDealer(Memory.from_view(follower))
    partner = (follower.seat + 2) % 4
    assert Counter(tractor_sight._seeing_deal(dealer, random.Random(1))[partner]) == _true_hand(deal, partner)


@pytest.mark.parametrize("cards", ["11", "25-11", "a-b", "-3-4"])
def test_the_command_line_refuses_hand_sizes_that_are_not_a_range(cards, capsys):
    with pytest.raises(SystemExit):
        tractor_sight.main(["--pairs", "1", "--cards", cards])
    assert "--cards" in capsys.readouterr().err
