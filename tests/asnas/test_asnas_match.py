"""Rule 5 and the Decided notes on the match: twelve deals, dealer rotation, totals, winners."""
import random
from fractions import Fraction

import pytest

from game.asnas import DealRecord, IllegalAction, Match
from game.asnas.ai.players import calling_station, play_deal, play_match, random_player


def fold_to_dealer(view, rng):
    return "fold" if view.seat != view.dealer else "hold"


def test_deal_1s_dealer_is_drawn_from_the_matchs_random_source():
    dealers = {Match(seed).deal.dealer for seed in range(40)}
    assert dealers == {0, 1, 2, 3}
    assert Match(5).deal.dealer == Match(5).deal.dealer


def test_the_dealer_moves_to_the_right_every_deal():
    match = Match(3)
    first = match.deal.dealer
    for number in range(2, 13):
        play_deal(match.deal, [calling_station] * 4, random.Random(number))
        match.next_deal()
        assert match.deal_number == number
        assert match.deal.dealer == (first + number - 1) % 4


def test_every_deal_is_a_fresh_shuffle_of_the_whole_pack():
    match = Match(8)
    hands = [match.deal.hands]
    for _ in range(3):
        play_deal(match.deal, [calling_station] * 4, random.Random(0))
        match.next_deal()
        hands.append(match.deal.hands)
    assert len(set(hands)) == 4


def test_next_deal_is_refused_while_the_deal_is_in_progress():
    match = Match(1)
    with pytest.raises(IllegalAction, match="not over yet"):
        match.next_deal()
    assert match.deal_number == 1


def test_the_match_ends_after_deal_12_and_refuses_a_thirteenth():
    match = Match(2)
    for _ in range(11):
        play_deal(match.deal, [calling_station] * 4, random.Random(0))
        assert not match.is_over
        match.next_deal()
    assert match.deal_number == 12 and not match.is_over
    play_deal(match.deal, [calling_station] * 4, random.Random(0))
    assert match.is_over
    with pytest.raises(IllegalAction, match="match is over after deal 12"):
        match.next_deal()


def test_totals_are_the_sum_of_exact_settlements_and_may_be_negative():
    match = play_match(Match(12), [random_player] * 4, random.Random(12))
    assert len(match.history) == 12
    assert all(isinstance(total, Fraction) for total in match.totals)
    for seat in range(4):
        assert match.totals[seat] == sum(record.settlement[seat] for record in match.history)
    assert sum(match.totals) == 0
    assert min(match.totals) < 0


def test_history_records_each_deal_with_dealer_actions_shown_hands_winners_and_settlement():
    match = Match(4)
    assert match.history == ()
    deal = play_deal(match.deal, [calling_station] * 4, random.Random(0))
    (record,) = match.history
    assert isinstance(record, DealRecord)
    assert record.number == 1 and record.dealer == deal.dealer
    assert record.history == deal.history
    assert record.shown_hands == deal.hands  # everyone called, everyone is shown
    assert record.winners == deal.winners and record.settlement == deal.settlement()
    assert not record.is_walkover


def test_the_highest_total_wins_and_a_tie_names_every_tied_player():
    match = play_match(Match(6), [fold_to_dealer] * 4, random.Random(0))
    assert match.totals == (0, 0, 0, 0)
    assert match.winners == (0, 1, 2, 3)
    assert all(record.is_walkover for record in match.history)


def test_the_winner_is_the_player_with_the_highest_total():
    match = play_match(Match(9), [random_player] * 4, random.Random(9))
    best = max(match.totals)
    assert match.winners == tuple(seat for seat in range(4) if match.totals[seat] == best)
    assert Match(9).winners == ()  # nobody has won before the match is over


def test_restart_resets_all_totals_and_deals_new_cards():
    match = play_match(Match(10), [random_player] * 4, random.Random(10))
    old_seed, old_hands = match.seed, Match(10).deal.hands
    match.restart()
    assert match.deal_number == 1 and not match.is_over
    assert match.totals == (0, 0, 0, 0) and match.history == ()
    assert match.seed != old_seed and match.deal.hands != old_hands
    again = Match(10)
    again.restart()
    assert again.seed == match.seed  # restarting is itself replayable


def test_a_match_can_be_built_from_a_random_source_and_then_has_a_seed():
    match = Match(random.Random(77))
    assert isinstance(match.seed, int)
    assert Match(match.seed).deal.hands == match.deal.hands


@pytest.mark.parametrize("source", ["12", 1.5, None, True])
def test_a_match_needs_an_integer_seed_or_a_random_source(source):
    with pytest.raises(TypeError):
        Match(source)


@pytest.mark.parametrize("seed", [-7, -1, 2**52])
def test_a_match_number_outside_0_to_2_52_is_refused_not_dealt_as_another(seed):
    with pytest.raises(ValueError):
        Match(seed)
