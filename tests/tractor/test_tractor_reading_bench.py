"""The reading bench: which plays are clues, what a clue asks of the hand, and the bench's report."""
from collections import Counter
from types import SimpleNamespace

import pytest

from bench import tractor_reading
from bench.tractor_reading import (Priced, behaviour_counts, buried_kind, calibration_rows, clues_in, length_leads,
                                   plain_voids, played_from)
from game.tractor.mechanics.trump import Trump

pytestmark = pytest.mark.slow  # drives the bench: `make test` runs it, `make unit` does not

SPADES = Trump("2", "S")
"""Level 2, spades trumps: hearts, diamonds and clubs are plain."""


def _clue(tricks, kind, seat, trick=0):
    found = [clue for clue in clues_in(tricks, SPADES)
             if clue.kind == kind and clue.seat == seat and clue.trick == trick]
    assert len(found) == 1, found
    return found[0]


def test_following_suit_under_an_opponents_card_is_a_duck_asking_for_a_higher_card():
    tricks = [((0, ("QH",)), (1, ("3H",)), (2, ("4H",)), (3, ("6H",)))]
    duck = _clue(tricks, "duck", 1)
    assert duck.behaved
    assert duck.held(["KH", "7C"], SPADES) and not duck.held(["JH", "AC"], SPADES)


def test_beating_the_opponents_card_is_the_duck_not_played():
    tricks = [((0, ("QH",)), (1, ("AH",)), (2, ("4H",)), (3, ("6H",)))]
    assert not _clue(tricks, "duck", 1).behaved
    assert _clue(tricks, "duck", 2).behaved  # East's ace now holds the trick against North


def test_no_points_under_the_partners_trick_is_a_no_feed_asking_for_a_point_card():
    tricks = [((0, ("AH",)), (1, ("3H",)), (2, ("4H",)), (3, ("6H",)))]
    no_feed = _clue(tricks, "no feed", 2)
    assert no_feed.behaved
    assert no_feed.held(["5H"], SPADES) and not no_feed.held(["9H", "KC"], SPADES)
    fed = [((0, ("AH",)), (1, ("3H",)), (2, ("KH",)), (3, ("6H",)))]
    assert not _clue(fed, "no feed", 2).behaved


def test_a_discard_under_an_opponents_trick_with_points_is_a_no_ruff_asking_for_a_trump():
    tricks = [((0, ("KH",)), (1, ("3C",)), (2, ("4H",)), (3, ("2S",)))]
    no_ruff = _clue(tricks, "no ruff", 1)
    assert no_ruff.behaved
    assert no_ruff.held(["3S"], SPADES) and no_ruff.held(["BJ"], SPADES) and not no_ruff.held(["AC"], SPADES)
    assert not _clue(tricks, "no ruff", 3).behaved  # West ruffed


def test_no_ruff_needs_points_on_the_trick():
    tricks = [((0, ("QH",)), (1, ("3C",)), (2, ("4H",)), (3, ("6H",)))]
    assert not [clue for clue in clues_in(tricks, SPADES) if clue.kind == "no ruff"]


def test_a_single_led_below_the_strongest_card_still_out_is_a_low_lead():
    low = _clue([((0, ("QH",)), (1, ("3H",)), (2, ("4H",)), (3, ("6H",)))], "low lead", 0)
    assert low.behaved and low.held(["AH"], SPADES) and not low.held(["KH"], SPADES)


def test_once_both_aces_are_gone_a_king_led_is_the_strongest_card_out():
    aces = ((1, ("AH",)), (2, ("3H",)), (3, ("AH",)), (0, ("4H",)))
    king = ((1, ("KH",)), (2, ("5H",)), (3, ("6H",)), (0, ("7H",)))
    assert not _clue([aces, king], "low lead", 1, trick=1).behaved


def test_trump_leads_and_pair_leads_give_no_lead_clue():
    trump_lead = ((0, ("3S",)), (1, ("4S",)), (2, ("5S",)), (3, ("6S",)))
    pair_lead = ((0, ("3H", "3H")), (1, ("4H", "5H")), (2, ("6H", "7H")), (3, ("8H", "9H")))
    assert not [clue for clue in clues_in([trump_lead, pair_lead], SPADES) if clue.kind == "low lead"]
    assert not [clue for clue in clues_in([pair_lead], SPADES)]


def test_a_hand_at_a_trick_is_what_it_played_from_then_on():
    first = ((0, ("AH",)), (1, ("3H",)), (2, ("4H",)), (3, ("6H",)))
    second = ((0, ("KC",)), (1, ("3C",)), (2, ("4C",)), (3, ("6C",)))
    later = played_from([first, second])
    assert later[0][0] == Counter({"AH": 1, "KC": 1}) and later[1][0] == Counter({"KC": 1})


def test_behaviour_is_counted_only_where_the_card_was_held():
    # North (2) fed nothing under South's ace though it held 5H, which it played later.
    first = ((0, ("AH",)), (1, ("3H",)), (2, ("4H",)), (3, ("6H",)))
    second = ((2, ("5H",)), (3, ("7H",)), (0, ("8H",)), (1, ("9H",)))
    behaved, held = behaviour_counts([([first, second], SPADES)])
    assert held[("no feed", 2)] == 1 and behaved[("no feed", 2)] == 1
    assert held[("no feed", 3)] == 0  # West held no heart point card


def test_trump_leads_and_plain_pair_leads_by_other_seats_are_read_for_length():
    trump_lead = ((1, ("3S",)), (2, ("4S",)), (3, ("5S",)), (0, ("6S",)))
    pair_lead = ((3, ("7H", "7H")), (0, ("4H", "5H")), (1, ("6H", "8H")), (2, ("9H", "TH")))
    single_lead = ((0, ("3C",)), (1, ("4C",)), (2, ("5C",)), (3, ("6C",)))
    own_trump_lead = ((0, ("BJ",)), (1, ("7S",)), (2, ("8S",)), (3, ("9S",)))
    found = length_leads([trump_lead, pair_lead, single_lead, own_trump_lead], SPADES, viewer=0)
    assert found == {("trump lead", 1, "T"), ("plain pair lead", 3, "H")}


def test_the_kitty_is_read_by_the_kinds_of_card_a_dealer_keeps_or_buries():
    kinds = {card: buried_kind(card, SPADES) for card in ("AS", "2H", "BJ", "AH", "KD", "TC", "5H", "9C")}
    assert kinds == {"AS": "trumps", "2H": "trumps", "BJ": "trumps", "AH": "plain aces",
                     "KD": "plain kings and tens", "TC": "plain kings and tens", "5H": "plain fives",
                     "9C": "other plain cards"}


def test_a_dealer_void_is_a_plain_suit_with_hidden_cards_it_holds_none_of():
    assert plain_voids(["AH", "3H", "KC", "4S"], ["H", "D", "C"], SPADES) == 1  # 4S is a trump
    assert plain_voids([], ["H", "D"], SPADES) == 2
    assert plain_voids(["2H", "BJ"], ["H"], SPADES) == 1  # the level card 2H is a trump


def test_the_dealers_voids_and_trumps_are_set_against_the_layouts_by_whose_dealer_it_is():
    memory = SimpleNamespace(by_suit={"H": [], "D": [], "C": [], "T": []})
    hidden = {1: Counter(["AH", "3S", "BJ"]), 2: Counter(["KD"])}
    dealt = [{1: ["AH", "3D", "4S"]}, {1: ["5C", "6C", "7C"]}]
    reading = tractor_reading.Reading()
    tractor_reading._read_dealer(reading, SimpleNamespace(dealer=1, seat=0, trump=SPADES), memory, dealt, hidden)
    assert reading.dealer_seen == Counter({"an opponent": 1})
    assert reading.dealer_voids_true["an opponent"] == 2  # no diamond, no club
    assert reading.dealer_trumps_true["an opponent"] == 2
    assert reading.dealer_voids_dealt["an opponent"] == pytest.approx((1 + 2) / 2)
    assert reading.dealer_trumps_dealt["an opponent"] == pytest.approx((1 + 0) / 2)
    tractor_reading._read_dealer(reading, SimpleNamespace(dealer=2, seat=0, trump=SPADES), memory,
                                 [{2: ["KD"]}], hidden)
    assert reading.dealer_seen["the partner"] == 1 and reading.dealer_voids_true["the partner"] == 2


def test_the_chance_priced_is_set_against_the_tricks_taken_bin_by_bin():
    priced = [Priced("attacking", True, 0.95, True), Priced("attacking", True, 0.99, False),
              Priced("attacking", True, 0.05, False), Priced("attacking", False, 0.95, True),
              Priced("holding the deal", True, 1.0, True)]
    rows = {(role, play, band): (count, chance, took)
            for role, play, band, count, chance, took in calibration_rows(priced)}
    assert rows[("attacking", "leads", "0.9-1.0")] == (2, pytest.approx(0.97), 0.5)
    assert rows[("attacking", "leads", "0.0-0.1")] == (1, pytest.approx(0.05), 0.0)
    assert rows[("attacking", "follows", "0.9-1.0")] == (1, pytest.approx(0.95), 1.0)
    assert rows[("holding the deal", "leads", "0.9-1.0")] == (1, 1.0, 1.0)
    assert len(rows) == 4


def test_the_bench_reports_every_clue_and_the_layouts_error(capsys):
    tractor_reading.main(["--deals", "2", "--layouts", "4", "--seed", "3"])
    out = capsys.readouterr().out
    for kind in tractor_reading.KINDS + tractor_reading.LEADS + tractor_reading.BURIED + tractor_reading.DEALERS:
        assert f"| {kind} |" in out
    assert "| Hard's side | play | chance priced |" in out
    for role in ("attacking", "holding the deal"):  # the bench's first deal attacks, its second holds
        assert f"| {role} | leads |" in out and f"| {role} | follows |" in out
    assert "error per decision, every hidden card:" in out
    assert "error per decision, the cards the clues ask about:" in out


def test_with_the_kitty_dealt_as_buried_the_layouts_kitty_holds_no_trumps(capsys):
    tractor_reading.main(["--deals", "2", "--layouts", "4", "--seed", "3", "--buried-kitty"])
    out = capsys.readouterr().out
    assert "the kitty dealt as buried" in out
    trumps_row = next(line for line in out.splitlines() if line.startswith("| trumps |"))
    assert trumps_row.endswith("| 0.0 % |")


@pytest.mark.parametrize("argv", [["--deals", "0"], ["--layouts", "1"]])
def test_the_bench_refuses_empty_runs(argv):
    with pytest.raises(SystemExit):
        tractor_reading.main(argv)
