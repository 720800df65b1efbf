"""How strong and how fast is the AI?  ``python -m bench.asnas_ai``

Plays seeded matches in CPython and prints:

* speed: matches per second, AI decisions per second, and the time one
  decision takes (median, 95th percentile, worst; looks are not counted,
  they cost nothing);
* strength: the AI's mean settlement per deal with a 95 % confidence
  interval, seated with three random-legal players, with three calling
  stations, and with three copies of itself (which must come out near 0).

Against the baselines every seed is played four times, with the AI in each
seat in turn on the same cards, so luck of the deal largely cancels out;
one seed's four matches are one sample for the interval.
"""
import argparse
import math
import random
import statistics
import time
from fractions import Fraction

from game.asnas.actions import LOOK
from game.asnas.ai import choose
from game.asnas.ai.players import calling_station, play_match, random_player
from game.asnas.match import DEALS_PER_MATCH, Match
from game.asnas.odds import share_table


class _TimedAI:
    """The real AI, with a stopwatch on every decision that is not a look."""

    def __init__(self):
        self.times = []
        self.decisions = 0

    def __call__(self, view, rng):
        start = time.perf_counter()
        action = choose(view, rng)
        elapsed = time.perf_counter() - start
        self.decisions += 1
        if action != LOOK:
            self.times.append(elapsed)
        return action


def _interval(samples):
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))


def _against(baseline, seeds, first_seed, ai):
    """Mean AI settlement per deal over ``seeds`` seeds x 4 seats; returns samples and matches."""
    samples = []
    matches = 0
    for seed in range(first_seed, first_seed + seeds):
        total = Fraction(0)
        for ai_seat in range(4):
            players = [baseline] * 4
            players[ai_seat] = ai
            match = play_match(Match(seed), players, random.Random(seed * 4 + ai_seat))
            total += match.totals[ai_seat]
            matches += 1
        samples.append(float(total) / (4 * DEALS_PER_MATCH))
    return samples, matches


def _self_play(matches, first_seed, ai):
    """One seat's mean settlement per deal when all four seats are the AI."""
    samples = []
    for seed in range(first_seed, first_seed + matches):
        match = play_match(Match(seed), [ai] * 4, random.Random(seed))
        samples.append(float(match.totals[seed % 4]) / DEALS_PER_MATCH)
    return samples, matches


def _line(name, samples, matches, seconds):
    mean, half = _interval(samples)
    return (
        f"  {name:<28} {mean:+.3f} ± {half:.3f} points/deal"
        f"   ({matches} matches, {matches / seconds:.1f} matches/s)"
    )


def run(seeds=500, self_matches=2000, first_seed=1, out=print):
    ai = _TimedAI()
    out(f"As-Nas AI bench: seeds {first_seed}..{first_seed + seeds - 1}, "
        f"{DEALS_PER_MATCH} deals per match, 95 % confidence intervals")
    began = time.perf_counter()
    share_table()
    out(f"  exact odds tables built once in {1000 * (time.perf_counter() - began):.0f} ms")
    start = time.perf_counter()
    lines = []
    total_matches = 0
    for name, job in (
        ("vs 3 random-legal players", lambda: _against(random_player, seeds, first_seed, ai)),
        ("vs 3 calling stations", lambda: _against(calling_station, seeds, first_seed, ai)),
        ("vs 3 copies of itself", lambda: _self_play(self_matches, first_seed, ai)),
    ):
        began = time.perf_counter()
        samples, matches = job()
        total_matches += matches
        lines.append(_line(name, samples, matches, time.perf_counter() - began))
        out(lines[-1])
    elapsed = time.perf_counter() - start
    times = sorted(ai.times)
    out("Speed (CPython):")
    out(f"  {total_matches / elapsed:.1f} matches/s overall, "
        f"{ai.decisions / elapsed:.0f} AI decisions/s including looks and game play")
    out(f"  {len(times) / sum(times):.0f} AI decisions/s counting the thinking alone")
    out(f"  one AI decision (not a look, {len(times)} timed): "
        f"median {1000 * statistics.median(times):.3f} ms, "
        f"p95 {1000 * times[int(0.95 * (len(times) - 1))]:.3f} ms, "
        f"max {1000 * times[-1]:.3f} ms")
    out(f"  total {elapsed:.1f} s")
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seeds", type=int, default=500,
                        help="seeds per baseline; each is played with the AI in all four seats")
    parser.add_argument("--self-matches", type=int, default=2000,
                        help="matches of four AI players")
    parser.add_argument("--first-seed", type=int, default=1)
    arguments = parser.parse_args(argv)
    run(arguments.seeds, arguments.self_matches, arguments.first_seed)


if __name__ == "__main__":
    main()
