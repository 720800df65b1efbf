"""Tractor house rules (docs/rules.md, Tractor house rules): must-play levels and
the kitty bonus by powers, as options of the match; off, the seed rules."""
import json
import random

import pytest

from game.tractor import TractorDeal, TractorMatch
from game.tractor.mechanics.house_rules import SEED_RULES, HouseRules
from game.tractor.mechanics.levels import LEVELS, MUST_PLAY, climb
from game.tractor.mechanics.scoring import card_points, deal_outcome, kitty_bonus, kitty_multiplier


@pytest.mark.parametrize("level, steps, defended, lands", [
    ("3", 3, True, "5"),  # defenders do not pass 5
    ("4", 2, False, "5"),  # nor attackers
    ("4", 1, True, "5"),  # landing on it is stopping on it
    ("9", 2, True, "T"), ("J", 3, True, "K"), ("Q", 3, False, "K"), ("K", 3, True, "A"),
    ("5", 2, True, "7"),  # a deal won at 5 as the defending team leaves it
    ("T", 4, True, "K"),  # and still stops at the next one
    ("5", 1, False, "5"), ("T", 3, False, "T"), ("K", 2, False, "K"),  # won as attackers: it stays
    ("A", 1, False, "A"),  # nor is the Ace left by attacking
    ("A", 1, True, None), ("A", 3, True, None),  # won at the Ace as defenders: past it, the match
    ("6", 0, False, "6"),  # a take-over without promotion
])
def test_must_play_levels_stop_a_climb_and_are_left_only_by_defending_there(level, steps, defended, lands):
    assert climb(level, steps, must_play=True, defended=defended) == lands


@pytest.mark.parametrize("level, steps", [("3", 3), ("Q", 3), ("5", 1), ("K", 2), ("A", 1)])
def test_without_the_option_levels_are_passed_as_the_seed_rules_say(level, steps):
    index = LEVELS.index(level) + steps
    assert climb(level, steps, defended=False) == (LEVELS[index] if index < len(LEVELS) else None)


def test_must_play_levels_are_five_ten_king_and_ace():
    assert MUST_PLAY == ("5", "T", "K", "A")


@pytest.mark.parametrize("cards_per_play, seed_rules, powers", [(1, 2, 2), (2, 4, 4), (4, 8, 16), (6, 12, 64)])
def test_the_kitty_bonus_by_powers_doubles_per_card_instead_of_adding_two(cards_per_play, seed_rules, powers):
    assert kitty_multiplier(cards_per_play) == seed_rules
    assert kitty_multiplier(cards_per_play, powers=True) == powers
    kitty = "5S TS KH 3D 4D 6C 7C 8C"
    assert kitty_bonus(kitty, cards_per_play, powers=True) == 25 * powers


def played(options, seed, deals, rng_seed=0):
    """A match with ``options`` played by random legal moves for up to ``deals`` deals."""
    match, rng = TractorMatch(seed, options), random.Random(rng_seed)
    while True:
        while not match.deal.is_over:
            match.apply(match.legal_actions().sample(rng))
        if match.is_over or match.deal_number >= deals:
            return match
        match.next_deal()


@pytest.mark.parametrize("seed", range(12))
def test_a_match_with_must_play_levels_never_skips_one(seed):
    match = played({"levels"}, seed, 40)
    for result in match.history:
        team = result.winning_team
        before, after = result.team_levels_before[team], result.team_levels_after[team]
        passed = LEVELS[LEVELS.index(before) + 1:LEVELS.index(after)]
        assert not set(passed) & set(MUST_PLAY), (before, after)
        if before in MUST_PLAY and result.winner == "attackers" and result.match_winner is None:
            assert after == before, "a must-play level is left only by defending it"
        assert result.levels == LEVELS.index(after) - LEVELS.index(before) or result.match_winner is not None
        assert result.levels <= deal_outcome(result.attacker_points)[1]
    if match.is_over:
        last = match.history[-1]
        assert last.team_levels_before[last.winning_team] == "A" and last.winner == "defenders"


@pytest.mark.parametrize("seed", range(12))
def test_a_match_with_the_powers_bonus_multiplies_the_kitty_by_two_to_the_cards_per_play(seed):
    match = played({"powers"}, seed, 6)
    for result in match.history:
        per_play = result.tricks[-1].cards_per_play
        assert result.kitty_multiplier == 2 ** per_play
        expected = card_points(result.kitty) * 2 ** per_play if result.kitty_bonus_applies else 0
        assert result.kitty_bonus == expected
        assert result.attacker_points == result.trick_points[result.attackers] + expected


def test_the_options_are_saved_with_the_match_and_kept_by_a_restart():
    match = played({"levels", "powers"}, 3, 2)
    saved = json.loads(json.dumps(match.to_dict()))
    assert sorted(saved["options"]) == ["levels", "powers"]
    again = TractorMatch.from_dict(saved)
    assert again.options == {"levels", "powers"} and again.team_levels == match.team_levels
    assert again.deal.rules == HouseRules(must_play_levels=True, kitty_by_powers=True) == again.rules
    again.restart()
    assert again.options == {"levels", "powers"} and again.deal.rules == HouseRules(must_play_levels=True, kitty_by_powers=True)


def test_options_off_play_the_seed_rules_deal_for_deal():
    plain, optioned = played(set(), 8, 30), played({"levels", "powers"}, 8, 30)
    assert plain.history[0].tricks == optioned.history[0].tricks  # the cards and the play are the same


def test_an_unknown_house_rule_is_refused_when_the_match_is_built():
    with pytest.raises(ValueError, match="no house rule"):
        TractorMatch(1, {"levels", "doubling"})


def test_house_rules_are_named_as_the_address_names_them_and_a_name_no_rule_has_is_refused():
    rules = HouseRules.named({"throws", "powers"})
    assert rules == HouseRules(throws=True, kitty_by_powers=True) and rules.names == {"throws", "powers"}
    assert HouseRules.named(()) == SEED_RULES and not SEED_RULES
    with pytest.raises(ValueError, match="no house rule trhows"):
        HouseRules.named({"trhows"})
    with pytest.raises(TypeError):
        HouseRules.named("throws")  # a string is not a set of names


def test_a_deal_takes_its_house_rules_as_one_value_not_loose_names():
    with pytest.raises(TypeError, match="HouseRules"):
        TractorDeal.arranged(dealer=0, rules={"throws"})
    assert TractorMatch(5, HouseRules(throws=True)).options == {"throws"}


def test_a_result_says_which_must_play_level_held_a_climb_short_and_only_with_that_rule():
    held = []
    for seed in range(4):
        for result in played({"levels"}, seed, 40).history:
            earned = deal_outcome(result.attacker_points)[1]
            if result.held_at is not None:
                assert result.held_at in MUST_PLAY and result.levels < earned
                assert result.held_at == result.team_levels_after[result.winning_team]
                held.append(result.held_at)
            else:
                assert result.match_winner is not None or result.levels == earned
        assert all(result.held_at is None for result in played(set(), seed, 12).history)
    assert held, "four matches of up to forty deals hold some climb"
