"""The bench runs, and the AI wins points from both baselines on fixed seeds."""
from bench import asnas_ai as bench
from game.asnas.ai.players import calling_station, random_player


def test_bench_prints_strength_against_each_table_and_decision_speed():
    lines = []
    bench.run(seeds=1, self_matches=2, first_seed=3, out=lines.append)
    text = "\n".join(lines)
    for expected in ("vs 3 random-legal players", "vs 3 calling stations", "vs 3 copies of itself",
                     "matches/s", "decisions/s", "median", "p95", "max"):
        assert expected in text


def test_the_ai_beats_three_random_players_and_three_calling_stations():
    ai = bench._TimedAI()
    for baseline in (random_player, calling_station):
        samples, matches = bench._against(baseline, 10, 900, ai)
        assert matches == 40
        assert sum(samples) / len(samples) > 0.3
