"""Properties over thousands of seeded deals with random-legal, calling-station and AI players."""
import json
import random
from collections import Counter

import pytest

from game.asnas import BET_LIMIT, PACK, Deal, Match, hand_value
from game.asnas.ai.players import ai_player, calling_station, play_match, random_player

TABLES = {
    "random": [random_player] * 4,
    "ai": [ai_player] * 4,
    "mixed": [ai_player, random_player, calling_station, ai_player],
}


def checked_deal(deal, players, rng):
    """Play one deal, checking every rule-level invariant after every move."""
    assert Counter(card for hand in deal.hands for card in hand) == Counter(PACK)
    while not deal.is_over:
        seat = deal.to_act
        view = deal.view(seat)
        assert view.hand in (None, deal.hands[seat])
        assert view.shown_hands == (None,) * 4
        highest = deal.highest_bet
        action = players[seat](view, rng)
        assert action in view.legal_actions  # no player, the AI included, picks an illegal move
        deal.apply(action)
        assert all(0 <= bet <= BET_LIMIT for bet in deal.bets)
        if action == "raise":
            assert deal.bets[seat] == highest + 1 <= BET_LIMIT
        assert deal.pot == sum(deal.bets) and deal.highest_bet == max(deal.bets)
    players_in = [seat for seat in range(4) if not deal.folded[seat]]
    settlement = deal.settlement()
    assert sum(settlement) == 0
    assert deal.winners and set(deal.winners) <= set(players_in)
    if deal.is_showdown:
        best = max(hand_value(deal.hands[seat]) for seat in players_in)
        assert deal.winners == tuple(s for s in players_in if hand_value(deal.hands[s]) == best)
        assert all(deal.bets[seat] == deal.highest_bet for seat in players_in)
        movers = {record.seat for record in deal.history if record.action != "look"}
        assert set(players_in) <= movers
        assert deal.shown_hands == tuple(
            deal.hands[seat] if seat in players_in else None for seat in range(4)
        )
    else:
        assert len(players_in) == 1 and deal.shown_hands == (None,) * 4
    return deal


@pytest.mark.parametrize("table, deals", [("random", 2000), ("mixed", 1500), ("ai", 1000)])
def test_seeded_deals_keep_every_rule(table, deals):
    rng = random.Random(table)
    for number in range(deals):
        checked_deal(Deal.shuffled(number % 4, rng), TABLES[table], rng)


@pytest.mark.parametrize("table", ["random", "mixed", "ai"])
def test_matches_replay_from_seed_and_moves_and_survive_save_and_restore(table):
    for seed in range(25):
        rng = random.Random(seed)
        match = Match(seed)
        stop_after = rng.randrange(1, 13)
        while True:
            checked_deal(match.deal, TABLES[table], rng)
            if match.is_over or match.deal_number == stop_after:
                break
            match.next_deal()
        assert sum(match.totals) == 0
        replayed = Match.replay(match.seed, match.actions)
        assert replayed.history == match.history and replayed.totals == match.totals
        restored = Match.from_dict(json.loads(json.dumps(match.to_dict())))
        assert restored.to_dict() == match.to_dict()
        assert restored.history == match.history and restored.deal.hands == match.deal.hands


def test_whole_matches_end_after_twelve_deals_with_zero_sum_totals():
    for seed in range(20):
        match = play_match(Match(seed), TABLES["mixed"], random.Random(seed))
        assert match.is_over and match.deal_number == 12 and len(match.history) == 12
        assert sum(match.totals) == 0 and match.winners
