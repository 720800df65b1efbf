"""Properties over many seeded deals played by random-legal players.

Two kinds of random players sit at the table: one picks any legal move, the
other leads its longest shapes (pairs and tractors) so that pair and tractor
follows get exercised as much as singles.
"""
import json
import random
from collections import Counter

import pytest

from game.tractor import (
    FULL_PACK,
    TOTAL_POINTS,
    TractorDeal,
    TractorMatch,
    card_points,
    classify_lead,
    is_legal_follow,
    kitty_bonus,
    trick_winner,
)
from game.tractor.mechanics.house_rules import SEED_RULES, HouseRules

VIEW_FIELDS = {
    "seat", "phase", "to_act", "dealer", "first_deal", "level", "team_levels", "trump", "hand",
    "hand_sizes", "bids", "declaration", "revealed_kitty", "kitty_taken", "kitty", "tricks",
    "current_trick", "plays_by_seat", "points", "attackers", "defenders", "legal_actions", "result",
    "rules", "failed_throw",
}
EVERY_RULE = HouseRules(throws=True, must_play_levels=True, kitty_by_powers=True)


def shape_lover(choices, rng):
    if getattr(choices, "leading", False) and rng.random() < 0.8:
        longest = max(len(play.cards) for play in choices.leads)
        return rng.choice([play for play in choices.leads if len(play.cards) == longest])
    return choices.sample(rng)


def pair_keeper(choices, rng):
    """Leads its loose cards first and keeps pairs to the end, so last tricks are often pairs."""
    if getattr(choices, "leading", False):
        tally = Counter(choices.hand)
        loose = [play for play in choices.leads if len(play.cards) == 1 and tally[play.cards[0]] == 1]
        if loose:
            return rng.choice(loose)
        return shape_lover(choices, rng)
    return choices.sample(rng)


def uniform(choices, rng):
    return choices.sample(rng)


def cards_in_deal(deal):
    cards = Counter(deal.kitty)
    for hand in deal.hands:
        cards.update(hand)
    for seat_cards in deal.plays_by_seat:
        cards.update(seat_cards)
    return cards


def check_views(deal):
    for seat in range(4):
        view = deal.view(seat)
        assert set(view.__dataclass_fields__) == VIEW_FIELDS
        assert view.hand == deal.hand(seat)
        dealer_knows = seat == deal.dealer and deal.phase != "declare"
        assert (view.kitty_taken is not None) <= dealer_knows
        assert (view.kitty is not None) == ((dealer_knows and deal.phase == "play") or deal.phase == "over")
        assert (view.legal_actions != ()) == (deal.to_act == seat)


def play_checked(seed, player, rules=SEED_RULES):
    rng = random.Random(seed)
    deal = TractorDeal.shuffled(rng, rng.randrange(4), first_deal=seed % 2 == 0, rules=rules)
    save_at = rng.randrange(20, 90)
    step = 0
    while not deal.is_over:
        assert cards_in_deal(deal) == Counter(FULL_PACK)
        seat = deal.to_act
        choices = deal.legal_actions()
        assert choices.count() > 0
        action = player(choices, rng)
        assert action in choices
        if deal.phase == "play":
            hand = deal.hand(seat)
            lead = deal.current_trick[0][1] if deal.current_trick else None
            if lead is not None:
                assert is_legal_follow(hand, lead, action.cards, deal.trump, throws=rules.throws)
        if step % 7 == 0:
            check_views(deal)
        if step == save_at:
            restored = TractorDeal.from_dict(json.loads(json.dumps(deal.to_dict())))
            assert restored.to_dict() == deal.to_dict()
            assert restored.view(seat).hand == deal.view(seat).hand
        deal.apply(action, seat=seat)
        step += 1
    assert cards_in_deal(deal) == Counter(FULL_PACK)
    check_views(deal)
    return deal


@pytest.mark.parametrize("player", [uniform, shape_lover, pair_keeper])
def test_tractor_random_deals_keep_every_rule_invariant(player):
    shapes = Counter()
    for seed in range(45):
        deal = play_checked(seed, player)
        assert all(trick.failed_throw is None for trick in deal.tricks)
        result = deal.result
        for trick in deal.tricks:
            sizes = {len(cards) for _seat, cards in trick.plays}
            assert len(sizes) == 1 and len(trick.plays) == 4
            assert [seat for seat, _cards in trick.plays] == [(trick.leader + i) % 4 for i in range(4)]
            plays = [cards for _seat, cards in trick.plays]
            assert trick.plays[trick_winner(plays, deal.trump)][0] == trick.winner
            shapes[trick.cards_per_play] += 1
        for before, after in zip(deal.tricks, deal.tricks[1:]):
            assert after.leader == before.winner
        assert deal.tricks[0].leader == deal.dealer
        assert sum(result.trick_points) + result.kitty_points == TOTAL_POINTS
        assert result.attacker_trick_points + result.defender_trick_points + card_points(deal.kitty) == 200
        last = deal.tricks[-1]
        attackers_took_last = last.winner % 2 == result.attackers
        assert result.kitty_bonus == (kitty_bonus(deal.kitty, last.cards_per_play) if attackers_took_last else 0)
        assert result.attacker_points == result.trick_points[result.attackers] + result.kitty_bonus
        assert all(not hand for hand in deal.hands)
    if player is shape_lover:
        assert shapes[2] > 0 and shapes[4] > 0


def test_tractor_replay_from_seed_and_actions_gives_the_same_deal():
    rng = random.Random(77)
    deal = TractorDeal.shuffled(rng, 2)
    while not deal.is_over:
        deal.apply(shape_lover(deal.legal_actions(), rng))
    replayed = TractorDeal.shuffled(random.Random(77), 2)
    for action in deal.actions:
        replayed.apply(action)
    assert replayed.result == deal.result
    assert TractorDeal.from_dict(deal.to_dict()).result == deal.result


def test_tractor_kitty_bonus_follows_the_last_trick_shape_in_real_deals():
    seen = set()
    for seed in range(300):
        rng = random.Random(seed)
        deal = TractorDeal.shuffled(rng, rng.randrange(4))
        while not deal.is_over:
            deal.apply(pair_keeper(deal.legal_actions(), rng))
        result = deal.result
        size = deal.tricks[-1].cards_per_play
        assert result.kitty_multiplier == 2 * size
        expected = kitty_bonus(deal.kitty, size) if result.kitty_bonus_applies else 0
        assert result.kitty_bonus == expected
        seen.add((size, result.kitty_bonus_applies))
        if {(1, True), (1, False), (2, True), (2, False)} <= seen:
            break
    assert {(1, True), (1, False), (2, True), (2, False)} <= seen


def test_tractor_random_matches_replay_exactly_from_their_seed():
    for seed in range(3):
        match = TractorMatch(seed)
        rng = random.Random(seed)
        while True:
            while not match.deal.is_over:
                match.apply(match.legal_actions().sample(rng))
            if match.is_over:
                break
            match.next_deal()
        restored = TractorMatch.from_dict(json.loads(json.dumps(match.to_dict())))
        assert restored.history == match.history
        assert restored.winner == match.winner and restored.team_levels == match.team_levels


@pytest.mark.parametrize("player", [uniform, shape_lover])
def test_tractor_with_every_house_rule_points_are_200_plus_penalties_and_no_card_is_lost(player):
    """Random throws of every size: most fail, some stand; each failure costs its side 10."""
    failed = stood = 0
    for seed in range(40):
        deal = play_checked(seed, player, EVERY_RULE)
        result = deal.result
        assert sum(result.trick_points) + result.kitty_points == TOTAL_POINTS
        penalty = 0
        for trick in deal.tricks:
            plays = [cards for _seat, cards in trick.plays]
            assert trick.plays[trick_winner(plays, deal.trump)][0] == trick.winner
            assert len({len(cards) for cards in plays}) == 1
            throw = trick.failed_throw
            if throw is not None:
                failed += 1
                assert throw.seat == trick.leader and throw.played == trick.plays[0][1]
                assert throw.penalty == (-10 if throw.seat % 2 == result.attackers else 10)
                penalty += throw.penalty
            elif classify(plays[0], deal.trump) == "throw":
                stood += 1
        assert result.throw_penalty == penalty
        last = deal.tricks[-1]
        bonus = kitty_bonus(deal.kitty, last.cards_per_play, powers=True) if last.winner % 2 == result.attackers else 0
        assert result.kitty_bonus == bonus
        assert result.attacker_points == max(0, result.trick_points[result.attackers] + bonus + penalty)
    assert failed > 0 and (stood > 0 or player is not uniform)


def classify(cards, trump):
    shape = classify_lead(cards, trump, throws=True)
    return shape and shape[0]
