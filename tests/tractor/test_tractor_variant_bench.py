"""The variant bench: a change that plays nothing differently measures exactly nothing, and
a change the AI has no constant for is refused before anything is played."""
import pytest

from bench import tractor_variant
from game.tractor.ai import search


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
