"""The held-points bench: which trick each kept point card goes to, and whose it is."""
from types import SimpleNamespace

import pytest

from bench import tractor_held
from bench.tractor_held import followed, kind_of
from game.tractor.mechanics.trump import Trump

pytestmark = pytest.mark.slow  # drives the bench: `make test` runs it, `make unit` does not

SPADES = Trump("2", "S")


def _trick(winner, *plays):
    return SimpleNamespace(winner=winner, plays=plays)


def test_a_kept_card_is_followed_to_the_trick_it_is_played_to_later_not_an_earlier_copy():
    tricks = [_trick(1, (0, ("KH",)), (1, ("AH",)), (2, ("3H",)), (3, ("4H",))),
              _trick(2, (2, ("AH",)), (3, ("5H",)), (0, ("KH",)), (1, ("6H",)))]
    deal = SimpleNamespace(tricks=tricks)
    held = [(0, 0, "KH", 2, "both copies"), (0, 1, "KH", 1, "the second copy")]
    assert followed(deal, held) == [("both copies", False), ("both copies", True), ("the second copy", True)]


def test_point_cards_are_told_apart_by_kind():
    assert kind_of("KS", SPADES) == "trump" and kind_of("5H", SPADES) == "plain 5"
    assert kind_of("TD", SPADES) == "plain 10/K" and kind_of("2H", SPADES) == "trump"


def test_the_bench_prints_a_share_for_each_role(capsys):
    tractor_held.main(["--deals", "2", "--seed", "5"])
    out = capsys.readouterr().out
    assert "| holding the deal |" in out and "| attacking |" in out
