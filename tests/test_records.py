"""Your records (issue: records at #/stats): what a finished match adds, per
game and level, practice apart, and stored records read back defensively."""
from __future__ import annotations

import json
import random
from fractions import Fraction

import pytest

from game.asnas import Match
from game.tractor import TractorMatch
from game.ui.asnas.record import summary_of as asnas_summary
from game.ui.services.records import RECENT, VERSION, MatchSummary, Records
from game.ui.tractor.record import summary_of as tractor_summary


def finished(match, seed=0):
    rng = random.Random(seed)
    while not match.is_over:
        while match.to_act is not None:
            match.apply(match.legal_actions().sample(rng))
        if not match.is_over:
            match.next_deal()
    return match.view(0)


@pytest.fixture(scope="module")
def asnas_view():
    return finished(Match(11))


@pytest.fixture(scope="module")
def tractor_view():
    return finished(TractorMatch(5))


def test_an_asnas_match_adds_your_total_your_best_shown_hand_and_your_biggest_pot(asnas_view):
    summary = asnas_summary(asnas_view, "hard", practice=False)
    assert summary.deals == 12 and summary.points == asnas_view.totals[0]
    assert summary.won == (0 in asnas_view.winners)
    shown = [record.shown_hands[0] for record in asnas_view.history if record.shown_hands[0] is not None]
    assert (summary.best_hand == ()) == (not shown)
    won_pots = [record.pot for record in asnas_view.history if 0 in record.winners]
    assert summary.biggest_pot == max(won_pots, default=0)
    assert len(summary.chart) == 4 and all(len(line) == 12 for line in summary.chart)
    assert [line[-1] for line in summary.chart] == list(asnas_view.totals)


def test_a_tractor_match_adds_deals_won_attacking_and_defending_and_levels_climbed(tractor_view):
    summary = tractor_summary(tractor_view, "easy", practice=False)
    history = tractor_view.history
    assert summary.deals == len(history)
    assert summary.attack_deals + summary.defend_deals == len(history)
    assert summary.attack_won + summary.defend_won == sum(result.winning_team == 0 for result in history)
    assert summary.won == (tractor_view.winner == 0)
    assert summary.levels_climbed == sum(result.levels for result in history if result.winning_team == 0)
    if summary.won:
        assert summary.levels_climbed >= 13  # from 2 past the Ace
    assert len(summary.chart) == 2


def test_records_count_matches_per_game_and_level_and_all_levels_together(asnas_view, tractor_view):
    records = Records()
    records = records.with_match(asnas_summary(asnas_view, "hard", False))
    records = records.with_match(asnas_summary(asnas_view, "hard", False))
    records = records.with_match(asnas_summary(asnas_view, "easy", False))
    records = records.with_match(tractor_summary(tractor_view, "normal", False))
    hard = records.tally("asnas", "hard")
    assert hard.matches == 2 and hard.deals == 24 and hard.points == 2 * asnas_view.totals[0]
    assert records.tally("asnas").matches == 3 and records.tally("asnas", "normal").matches == 0
    assert records.tally("asnas").points == 3 * asnas_view.totals[0]
    assert records.tally("tractor").matches == 1
    assert records.last_match("tractor").level == "normal"


def test_a_match_with_a_take_back_counts_as_practice_not_as_a_record(asnas_view):
    records = Records().with_match(asnas_summary(asnas_view, "normal", practice=True))
    assert records.tally("asnas").matches == 0
    assert records.tally("asnas", practice=True).matches == 1
    assert records.last_match("asnas").practice


def test_the_best_hand_is_the_strongest_and_the_biggest_pot_the_largest():
    base = dict(game="asnas", level="normal", deals=12)
    records = Records()
    records = records.with_match(MatchSummary(**base, won=True, figures={
        "best_hand": ("Shah",) * 3 + ("Bibi",) * 2, "biggest_pot": 9}))
    records = records.with_match(MatchSummary(**base, won=False, figures={
        "best_hand": ("As",) * 2 + ("Couli", "Bibi", "Shah"), "biggest_pot": 14}))
    tally = records.tally("asnas")
    assert tally.best_hand == ("Shah",) * 3 + ("Bibi",) * 2  # a full house beats a pair of As
    assert tally.biggest_pot == 14 and tally.won == 1 and tally.matches == 2


def test_records_survive_their_own_json(asnas_view, tractor_view):
    records = Records().with_match(asnas_summary(asnas_view, "hard", False))
    records = records.with_match(tractor_summary(tractor_view, "easy", True))
    assert Records.from_json(records.to_json()) == records


def garbage():
    good = json.loads(Records().with_match(MatchSummary("asnas", "hard", True, 12, figures={"points": Fraction(7, 2)},
                                                        chart=((Fraction(1),) * 12,) * 4)).to_json())
    yield "not json"
    yield "[" * 10000
    yield json.dumps({"version": 3, "tallies": [], "last": {}})
    yield json.dumps({"version": True, "tallies": [], "last": {}})
    yield json.dumps([1, 2])
    for field, value in (("matches", -1), ("matches", 10**30), ("won", 5), ("points", "1/0"), ("points", "x" * 99),
                         ("best_hand", ["As"]), ("best_hand", ["Joker"] * 5), ("best_hand", [["As"]] * 5), ("level", "expert"), ("game", "poker"),
                         ("practice", "yes"), ("deals", True), ("extra", 1), ("levels_climbed", 0)):
        bad = json.loads(json.dumps(good))
        bad["tallies"][0][field] = value
        yield json.dumps(bad)
    bad = json.loads(json.dumps(good))
    bad["tallies"].append(dict(bad["tallies"][0]))
    yield json.dumps(bad)
    bad = json.loads(json.dumps(good))
    bad["last"]["asnas"]["chart"] = [["1"] * 11] * 4
    yield json.dumps(bad)
    bad = json.loads(json.dumps(good))
    bad["last"]["asnas"]["chart"] = [["1"] * 12] * 9
    yield json.dumps(bad)


@pytest.mark.parametrize("text", list(garbage()))
def test_stored_records_that_are_garbage_are_refused_whole(text):
    with pytest.raises(ValueError):
        Records.from_json(text)


def test_each_game_keeps_its_own_figures_and_no_other_games():
    """A game's records hold what its own record module names, so a new game adds its module
    and edits nothing shared; a figure of another game is refused."""
    tractor = Records().with_match(MatchSummary("tractor", "easy", True, 9, figures={"levels_climbed": 13}))
    tally = tractor.tally("tractor")
    assert tally.levels_climbed == 13 and tally.attack_won == 0
    assert not hasattr(tally, "biggest_pot")
    with pytest.raises(ValueError):
        MatchSummary("tractor", "easy", True, 9, figures={"biggest_pot": 3})


def test_records_stored_by_the_last_version_still_open():
    """Version 1 kept every game's figures in every tally, the other game's at nothing."""
    stored = json.dumps({"version": 1, "tallies": [
        {"game": "asnas", "level": "hard", "practice": False, "matches": 2, "won": 1, "deals": 24, "points": "7/2",
         "best_hand": ["Shah", "Shah", "Shah", "Bibi", "Bibi"], "biggest_pot": 14, "attack_won": 0,
         "attack_deals": 0, "defend_won": 0, "defend_deals": 0, "levels_climbed": 0},
        {"game": "tractor", "level": "easy", "practice": False, "matches": 1, "won": 1, "deals": 9, "points": "0",
         "best_hand": [], "biggest_pot": 0, "attack_won": 3, "attack_deals": 4, "defend_won": 4,
         "defend_deals": 5, "levels_climbed": 13}], "last": {}})
    records = Records.from_json(stored)
    assert records.tally("asnas").points == Fraction(7, 2) and records.tally("asnas").biggest_pot == 14
    assert records.tally("tractor").levels_climbed == 13 and records.tally("tractor").defend_deals == 5
    assert json.loads(records.to_json())["version"] == VERSION
    assert Records.from_json(records.to_json()) == records
    hostile = json.loads(stored)
    hostile["tallies"][1]["biggest_pot"] = 7  # another game's figure, not at nothing
    with pytest.raises(ValueError):
        Records.from_json(json.dumps(hostile))


def test_what_your_moves_cost_is_averaged_per_deal_over_the_last_ten_matches_played_in_one_go():
    records = Records()
    assert records.cost_per_deal("asnas") is None
    for number in range(12):
        records = records.with_match(MatchSummary("asnas", "hard", False, 12, chart=(tuple(range(12)),),
                                                  cost=float(number)))
    recent = dict(records.recent)["asnas"]
    assert len(recent) == RECENT and recent[0] == (2.0, 12)  # the two oldest are gone
    assert records.cost_per_deal("asnas") == (pytest.approx(sum(range(2, 12)) / 120), RECENT)
    practice = records.with_match(MatchSummary("asnas", "hard", False, 12, practice=True, cost=50.0))
    assert practice.cost_per_deal("asnas") == records.cost_per_deal("asnas")
    assert records.with_match(MatchSummary("tractor", "easy", True, 9)).cost_per_deal("tractor") is None
    reviewed = records.with_match(MatchSummary("tractor", "easy", True, 30, cost=20.0, cost_deals=8))
    assert reviewed.cost_per_deal("tractor") == (2.5, 1)  # a cost over the deals it covers, not the match's
    assert Records.from_json(records.to_json()) == records


@pytest.mark.parametrize("recent", [
    {"asnas": [[1.5, 12]] * (RECENT + 1)}, {"asnas": [[-1, 12]]}, {"asnas": [["1", 12]]}, {"asnas": [[True, 12]]},
    {"asnas": [[1.0, 0]]}, {"asnas": [[1.0]]}, {"asnas": {"cost": 1}}, {"chess": [[1.0, 12]]}, [], {"asnas": [[1e308, 12]]},
])
def test_garbled_recent_costs_are_refused(recent):
    text = json.dumps({"version": VERSION, "tallies": [], "last": {}, "recent": recent})
    with pytest.raises(ValueError):
        Records.from_json(text)
