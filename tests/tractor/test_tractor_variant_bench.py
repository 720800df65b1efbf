"""The variant bench: a change that plays nothing differently measures exactly nothing, and
a change the AI has no constant for is refused before anything is played."""
import pytest

from bench import tractor_paired, tractor_variant
from game.tractor.ai import search, style

pytestmark = pytest.mark.slow  # drives the bench: `make test` runs it, `make unit` does not


def test_a_change_that_changes_no_play_differs_by_exactly_nothing():
    lines = []
    settings = (tractor_variant.setting(f"search.SEARCH_FROM={search.SEARCH_FROM}"),)
    mean, half = tractor_variant.run(settings, pairs=2, seed=4, workers=1, out=lines.append)
    assert (mean, half) == (0.0, 0.0)
    assert "(0 of 2 pairs played differently)" in "\n".join(lines)


def test_the_serial_run_puts_every_constant_back():
    before = search.SEARCH_FROM
    tractor_variant.run((tractor_variant.setting("search.SEARCH_FROM=25"),), pairs=1, seed=4, workers=1,
                        out=lambda line: None)
    assert search.SEARCH_FROM == before


@pytest.mark.parametrize("text", ["search.NO_SUCH=1", "nowhere.SEARCH_FROM=1", "search.SEARCH_FROM",
                                  "search.SEARCH_FROM=open('x')", "SEARCH_FROM=3"])
def test_a_change_the_ai_cannot_take_is_refused(text):
    with pytest.raises(ValueError):
        tractor_variant.setting(text)


def test_the_command_line_refuses_a_run_without_a_change(capsys):
    with pytest.raises(SystemExit):
        tractor_variant.main(["--pairs", "1"])
    assert "--set" in capsys.readouterr().err


def test_a_level_field_is_set_and_put_back_on_the_serial_run():
    before = style.STYLES["hard"]
    seen = []
    original = tractor_paired.paired_deal

    def spy(job):
        seen.append(style.STYLES["hard"].void_bonus)
        return original(job)

    tractor_paired.paired_deal = spy
    try:
        tractor_variant.run((tractor_variant.setting("hard.void_bonus=30.0"),), pairs=1, seed=4, workers=1,
                            out=lambda line: None)
    finally:
        tractor_paired.paired_deal = original
    assert seen == [before.void_bonus, 30.0]
    assert style.STYLES["hard"] == before


def test_a_role_run_plays_only_the_deal_where_the_first_players_team_holds_or_attacks_it():
    """Which half of a pair a role plays does not depend on the level: Normal's pairs are
    played in a fraction of Hard's time."""
    halves = []
    for seed in range(3):
        job = ("normal", "greedy", seed, frozenset())
        both = tractor_paired.paired_deal(job)[0]
        holding = tractor_paired.role_deal(job + ("defending",))[0]
        attacking = tractor_paired.role_deal(job + ("attacking",))[0]
        assert both == (holding + attacking) / 2
        halves += [holding, attacking]
    assert len(set(halves)) > 1  # the halves differ, so the sum checks which deal each role played


@pytest.mark.parametrize("text", ["hard.no_such=1", "expert.samples=3"])
def test_a_level_or_field_the_ai_has_not_is_refused(text):
    with pytest.raises(ValueError):
        tractor_variant.setting(text)


def test_shared_choices_play_a_deal_alike_for_a_change_that_changes_no_play_and_are_put_back():
    lines = []
    settings = (tractor_variant.setting(f"search.SEARCH_FROM={search.SEARCH_FROM}"),)
    mean, half = tractor_variant.run(settings, pairs=2, seed=4, workers=1, out=lines.append,
                                     role="defending", shared=True)
    assert (mean, half) == (0.0, 0.0)
    assert "(0 of 2 deals defending played differently)" in "\n".join(lines)
    assert tractor_paired.SHARED_CHOICES is False


def test_shared_choices_draw_each_decision_afresh_from_the_deal_and_where_it_stands():
    """A deal-long source and per-decision sources replay alike each, and play the deal differently."""
    job = ("normal", "normal", 5, frozenset(), "defending")
    tractor_paired.SHARED_CHOICES = True
    try:
        shared = [tractor_paired.role_deal(job)[0] for _ in range(2)]
        moves = [tractor_paired._played("normal", "normal", 5, frozenset(), 0, *tractor_paired._setting(5))[4]
                 for _ in range(2)]
    finally:
        tractor_paired.SHARED_CHOICES = False
    deal_long = tractor_paired._played("normal", "normal", 5, frozenset(), 0, *tractor_paired._setting(5))[4]
    assert shared[0] == shared[1]
    assert moves[0] == moves[1]
    assert moves[0] != deal_long
