"""Hard's endgame search: the face-up playout follows the rulebook, and the search only ever plays a legal play."""
import random
from collections import Counter
from types import SimpleNamespace

import pytest

from game.tractor import FULL_PACK, Play, TractorDeal, Trump
from game.tractor.ai import choose, propose
from game.tractor.ai.playout import Layout, Trick, follow, lead
from game.tractor.ai.search import SEARCH_FROM, Search, card_info, preferred, simple
from game.tractor.mechanics.house_rules import SEED_RULES, HouseRules
from game.tractor.mechanics.trick import trick_winner
from game.tractor.mechanics.trump import TRUMP
from game.tractor.plays import play_violation

TRUMPS = (Trump("2", "S"), Trump("7", "H"), Trump("A", None))


def face_up_deal(rng, trump, size):
    """Four hands of ``size`` cards each from a shuffled double pack, as a playout ``Layout``."""
    pack = list(FULL_PACK)
    rng.shuffle(pack)
    hands = [pack[seat * size:(seat + 1) * size] for seat in range(4)]
    return hands, Layout(card_info(trump), hands)


def played_out(rng, trump, size):
    """Every trick of a face-up playout as ``[(seat, cards, hand before), ...]``, and the winner the playout saw."""
    hands, layout = face_up_deal(rng, trump, size)
    held = [Counter(hand) for hand in hands]
    info = layout.info
    leader = rng.randrange(4)
    while layout.size(leader):
        cards = lead(layout, leader)
        plays = [(leader, cards, Counter(held[leader]))]
        layout.remove(leader, cards)
        held[leader].subtract(cards)
        trick = Trick.led(info, leader, cards)
        order = [(leader + step) % 4 for step in (1, 2, 3)]
        for index, seat in enumerate(order):
            cards = follow(layout, seat, trick, order[index + 1:])
            plays.append((seat, cards, Counter(held[seat])))
            layout.remove(seat, cards)
            held[seat].subtract(cards)
            trick.add(info, seat, cards)
        yield plays, trick
        leader = trick.best_seat


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_playout_plays_only_legal_singles_and_pairs_and_knows_who_wins(trump):
    rng = random.Random(7)
    tricks = 0
    for _ in range(40):
        for plays, trick in played_out(rng, trump, rng.choice((3, 5, 8))):
            lead_cards = plays[0][1]
            assert simple(lead_cards)
            assert play_violation(+plays[0][2], None, lead_cards, trump) is None
            for _seat, cards, hand in plays[1:]:
                assert play_violation(+hand, lead_cards, cards, trump) is None, (lead_cards, cards, hand)
            winner = trick_winner([cards for _seat, cards, _hand in plays], trump)
            assert plays[winner][0] == trick.best_seat
            assert trick.points == sum(card_info(trump)[card][2] for _seat, cards, _hand in plays for card in cards)
            tricks += 1
    assert tricks > 150


def test_playout_partner_feeds_points_only_onto_a_trick_nobody_after_can_beat():
    trump = Trump("2", "S")
    info = card_info(trump)
    # North (2) led the top heart, West (3) discarded; East (1), last to play, holds no heart and no trump.
    layout = Layout(info, [["KH", "4H"], ["3D", "4D"], ["5H", "3H"], ["6C", "7C"]])
    trick = Trick.led(info, 2, ("AH",))
    trick.add(info, 3, ("3C",))
    assert follow(layout, 0, trick, [1]) == ("KH",)
    # East holds a trump and may ruff: the trick is not safe, so South keeps its points.
    layout = Layout(info, [["KH", "4H"], ["3D", "3S"], ["5H", "3H"], ["6C", "7C"]])
    assert follow(layout, 0, trick, [1]) == ("4H",)


@pytest.mark.parametrize("trump", TRUMPS, ids=str)
def test_playout_follower_takes_the_trick_with_the_richest_cheapest_play_nobody_after_it_can_beat(trump):
    """Checked against every card the follower could try, not only the strongest ones it stops at."""
    rng = random.Random(11)
    checked = 0
    for _ in range(1500):
        size = rng.choice((3, 5, 8))
        hands, layout = face_up_deal(rng, trump, size)
        info = layout.info
        leader = rng.randrange(4)
        cards = lead(layout, leader)
        layout.remove(leader, cards)
        trick = Trick.led(info, leader, cards)
        seat, later = (leader + 1) % 4, [(leader + 2) % 4, (leader + 3) % 4]
        pair = trick.pair
        hand = layout.hands[seat]
        tries = hand.get(trick.lead_suit) or ([] if trick.lead_suit == TRUMP else hand.get(TRUMP, []))
        tries = [card for card in tries if not pair or Counter(tries)[card] == 2]
        sure = [card for card in set(tries)
                if trick_winner([cards, (card,) * len(cards)], trump) == 1
                and not any(seat % 2 != other % 2 and any(
                    trick_winner([cards, (card,) * len(cards), (rival,) * len(cards)], trump) == 2
                    for rival in layout.hands[other].get(trick.lead_suit) or (
                        [] if trick.lead_suit == TRUMP else layout.hands[other].get(TRUMP, []))
                    if not pair or Counter(layout.hands[other].get(info[rival][0], []))[rival] == 2)
                    for other in later)]
        if not sure:
            continue
        played = follow(layout, seat, trick, later)
        best = min(sure, key=lambda card: (-info[card][2], (100 if info[card][0] == TRUMP else 0) + info[card][1]))
        assert info[played[0]][1:] == info[best][1:], (cards, hands[seat], played, best)
        checked += 1
    assert checked > 100


def test_playout_leader_without_a_sure_trick_leads_into_its_partners_ruff():
    trump = Trump("2", "S")
    info = card_info(trump)
    # Neither of South's cards is sure: East or West beats each. North holds no heart and a trump.
    layout = Layout(info, [["4H", "6D"], ["KH", "3H"], ["5S", "7C"], ["AH", "9D"]])
    assert lead(layout, 0) == ("4H",)
    # Without North's trump the heart is lost too, and South leads low from its longest suit.
    layout = Layout(info, [["4H", "6D", "7D"], ["KH", "3H", "8D"], ["7C", "8C", "9C"], ["AH", "9D", "TD"]])
    assert lead(layout, 0) == ("6D",)


def late_deal(seed):
    """A deal played by Normal players until the seat to act holds at most ``SEARCH_FROM`` cards."""
    rng = random.Random(seed)
    deal = TractorDeal.shuffled(rng, rng.randrange(4))
    while not deal.is_over and (deal.phase != "play" or len(deal.view(deal.to_act).hand) > SEARCH_FROM):
        deal.apply(choose(deal.view(deal.to_act), rng, level="normal"))
    return deal, rng


@pytest.mark.parametrize("seed", range(6))
def test_hard_search_in_the_last_tricks_plays_only_legal_plays(seed):
    deal, rng = late_deal(seed)
    while not deal.is_over:
        view = deal.view(deal.to_act)
        action = propose(view, rng, level="hard")
        assert isinstance(action, Play)
        deal.apply(action)
    assert deal.result is not None


def scorer(seat, rules=SEED_RULES):
    """A search for ``seat`` (East, an attacker, or South, a defender) with the attackers at 60 points."""
    search = Search.__new__(Search)
    search.view = SimpleNamespace(seat=seat, attackers=1, points=(0, 60), throw_penalty=0, rules=rules)
    return search


def test_search_scores_the_kitty_bonus_for_attackers_who_take_the_last_trick():
    east, south = scorer(1), scorer(0)
    # 60 + 10 + 20 x 2 = 110: the attackers take the deal (0 levels) instead of the defenders going up one.
    took = east.score((0, 10), 3, 1, 20)
    lost = east.score((0, 10), 0, 1, 20)
    assert took - lost > 1.0
    assert south.score((0, 10), 3, 1, 20) == pytest.approx(-took)
    # With the powers rule a pair in the last trick multiplies the kitty by 4: 60 + 80 = 140, one level up.
    powers = scorer(1, HouseRules(kitty_by_powers=True))
    assert powers.score((0, 0), 1, 2, 20) - took > 0.9


def test_search_keeps_the_pricings_favourite_when_a_few_layouts_carry_the_other_play():
    # The second play is ahead on the sum only because one layout in eight swung by two levels.
    favourite = [0.0] * 8
    lucky = [-0.1] * 7 + [2.0]
    assert sum(lucky) > sum(favourite)
    assert preferred([favourite, lucky]) == 0


def test_search_plays_the_candidate_the_layouts_agree_beats_the_favourite():
    favourite = [0.0, 1.0, -1.0, 0.0, 1.0, 0.0]
    steady = [score + 0.3 for score in favourite]
    better = [score + 0.5 for score in favourite]
    assert preferred([favourite, steady, better]) == 2
    assert preferred([favourite, steady]) == 1
    assert preferred([favourite]) == 0
