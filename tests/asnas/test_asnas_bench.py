"""The bench runs and prints every lineup; on fixed seeds each level beats the weakest baselines."""
import pytest

from bench import asnas_ai as bench
from game.asnas.ai import LEVELS

pytestmark = pytest.mark.slow  # drives the bench: `make test` runs it, `make unit` does not


def test_bench_prints_every_lineup_head_to_head_and_decision_speed():
    lines = []
    bench.run(deals=2, seed=3, out=lines.append)
    text = "\n".join(lines)
    for baseline in bench.BASELINES:
        assert text.count(f"with {baseline}") == len(LEVELS)
        assert f"{baseline[2:-1]:<26} alone with 3 hard" in text
    assert text.count("with a mixed table") == len(LEVELS)
    assert "easy vs normal" in text and "normal vs hard" in text and "easy vs hard" in text
    for expected in ("median", "p95", "max"):
        assert text.count(expected) == len(LEVELS)


@pytest.mark.parametrize("name", LEVELS)
def test_every_level_beats_three_random_players_and_three_calling_stations(name):
    for baseline in ("3 random-legal players", "3 calling stations"):
        samples = bench.lineup(bench.level(name), bench.BASELINES[baseline], 600, 900)
        assert sum(samples) / len(samples) > 0.1, f"{name} with {baseline}"
