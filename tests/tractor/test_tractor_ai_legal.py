"""Over many seeded deals the AI only ever picks legal actions, from its own view alone."""
import random

import pytest

from game.tractor import DISTINCT_CARDS, JOKERS, LEVELS, Play, TractorDeal, TractorMatch, Trump, classify_lead
from game.tractor.ai import LEVELS as AI_LEVELS
from game.tractor.ai import choose, propose, random_player
from game.tractor.mechanics.house_rules import HouseRules


def shuffled_deal(seed):
    rng = random.Random(seed)
    level = rng.choice(LEVELS)
    return TractorDeal.shuffled(rng, rng.randrange(4), level=level, first_deal=seed % 3 == 0)


def play_out(deal, players, seed, level="normal"):
    """Play ``deal`` to the end; every AI proposal must be legal as proposed (no fallback)."""
    rng = random.Random(seed)
    decisions = 0
    while not deal.is_over:
        seat = deal.to_act
        view = deal.view(seat)
        if players[seat] == "ai":
            action = propose(view, rng, level)
            reason = view.legal_actions.violation(action)
            assert reason is None, f"seed {seed}, seat {seat}, {action}: {reason}"
            assert deal.violation(action, seat) is None
            decisions += 1
        else:
            action = random_player.choose(view, rng)
        deal.apply(action, seat)
    return decisions


@pytest.mark.parametrize("block", range(6))
def test_tractor_ai_never_chooses_an_illegal_action_with_four_ai_players(block):
    for seed in range(block * 10, block * 10 + 10):
        assert play_out(shuffled_deal(seed), ["ai"] * 4, seed) > 50


@pytest.mark.parametrize("level", AI_LEVELS)
def test_every_tractor_ai_level_chooses_only_legal_actions(level):
    for seed in range(100, 110):
        assert play_out(shuffled_deal(seed), ["ai"] * 4, seed, level) > 50


@pytest.mark.parametrize("block", range(3))
def test_tractor_ai_never_chooses_an_illegal_action_among_random_players(block):
    """Random players lead odd pairs and tractors and discard anything: the AI must cope."""
    for seed in range(1000 + block * 10, 1000 + block * 10 + 10):
        seats = ["ai", "random", "ai", "random"] if seed % 2 else ["random", "ai", "random", "ai"]
        play_out(shuffled_deal(seed), seats, seed)


def test_tractor_ai_plays_a_whole_match_deal_after_deal():
    match = TractorMatch(7)
    rng = random.Random(7)
    for _deal in range(3):
        while not match.deal.is_over:
            seat = match.to_act
            match.apply(choose(match.view(seat), rng), seat)
        if match.is_over:
            break
        match.next_deal()
    assert match.history


def test_tractor_ai_declares_from_its_own_view_so_hidden_hands_do_not_matter():
    for seed in range(8):
        mine = shuffled_deal(seed).hands[0]
        first = TractorDeal.arranged({0: mine}, dealer=0, level="2", rng=random.Random(seed))
        second = TractorDeal.arranged({0: mine}, dealer=0, level="2", rng=random.Random(seed + 100))
        assert first.hands[1:] != second.hands[1:]
        assert choose(first.view(0), random.Random(1)) == choose(second.view(0), random.Random(1))


def test_tractor_ai_follows_from_its_own_view_so_hidden_hands_do_not_matter():
    spades = Trump("2", "S")
    for seed in range(8):
        mine = shuffled_deal(seed).hands[0]
        lead = next(card for card in DISTINCT_CARDS if card not in mine and card not in JOKERS)
        views = []
        for layout in (seed, seed + 100):
            deal = TractorDeal.arranged({0: mine, 3: lead}, dealer=3, trump=spades, buried=True,
                                        rng=random.Random(layout))
            deal.apply(Play((lead,)), 3)
            views.append(deal.view(0))
        assert views[0].hand == views[1].hand
        assert choose(views[0], random.Random(5)) == choose(views[1], random.Random(5))


def test_tractor_ai_replays_the_same_choice_for_the_same_seed():
    deal = shuffled_deal(3)
    rng = random.Random(3)
    while deal.phase != "play" or len(deal.tricks) < 5:
        deal.apply(choose(deal.view(deal.to_act), rng))
    view = deal.view(deal.to_act)
    assert {choose(view, random.Random(9)) for _ in range(3)} == {choose(view, random.Random(9))}


def deal_with_every_house_rule(seed):
    rng = random.Random(seed)
    return TractorDeal.shuffled(rng, rng.randrange(4), level=rng.choice(LEVELS), first_deal=seed % 3 == 0,
                                rules=HouseRules.named({"throws", "levels", "powers"}))


@pytest.mark.parametrize("level", AI_LEVELS)
def test_with_every_house_rule_the_ai_plays_only_legal_actions_and_its_throws_stand(level):
    """Random players throw anything at it; its own throws are proven, so none of them fails."""
    thrown = 0
    for seed in range(200, 212):
        seats = ["ai"] * 4 if seed % 3 == 0 else (["ai", "random"] * 2 if seed % 2 else ["random", "ai"] * 2)
        deal = deal_with_every_house_rule(seed)
        play_out(deal, seats, seed, level)
        for trick in deal.tricks:
            by_ai = seats[trick.leader] == "ai"
            if by_ai and trick.failed_throw is None and len(set(trick.plays[0][1])) > 1 \
                    and classify_lead(trick.plays[0][1], deal.trump, throws=True)[0] == "throw":
                thrown += 1
            assert not (by_ai and trick.failed_throw is not None), f"seed {seed}: {trick.failed_throw}"
    assert thrown > 0
