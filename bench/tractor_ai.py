"""How strong and how fast is the Tractor AI?  ``python -m bench.tractor_ai``

Plays seeded matches in CPython, the AI partnership against a partnership
of random-legal players, of greedy players (``ai_greedy``) and of copies of
itself, and prints with 95 % confidence intervals:

* the AI partnership's match win rate (Wilson interval),
* the levels it gains per deal, and its net gain (its levels minus the
  opponents' levels) per deal (mean over matches, normal interval),
* decisions per second and the time of one AI decision (median, p95, p99,
  max), by the wall clock and in CPU time (the wall clock also counts
  whatever else the machine is doing; the CPU time is the AI's own cost).

Each seed is played twice against a baseline, with the AI partnership on
either side of the same seed, so a lucky run of cards favours neither side.
Against itself, "AI win rate" is the share of matches won by team 0 and
must come out near 50 %. Matches run on ``--workers`` processes.

    python -m bench.tractor_ai [--matches N] [--self-matches N] [--seed S] [--workers W]
"""
import argparse
import math
import random
import statistics
import time
from array import array

from game.tractor import ai
from game.tractor.ai import greedy as ai_greedy
from game.tractor.ai import random_player
from game.tractor.match import TractorMatch

PLAYERS = {"random": random_player.choose, "greedy": ai_greedy.choose, "ai": ai.choose}
OPPONENT_NAMES = {"random": "random-legal", "greedy": "greedy", "ai": "AI (itself)"}
MAX_DEALS = 200
"""A match that has not ended after this many deals is stopped (it never happens in practice)."""


def play_match(seed, team_players, timed=None):
    """Play a seeded match; ``team_players`` are the choose functions of team 0 and team 1.

    Returns ``(winner team or None, deals played, levels gained by team 0 and 1)``.
    ``timed`` (two ``array('d')``, so that the bench's own bookkeeping adds
    no garbage-collected objects) collects the wall-clock and CPU seconds of
    every decision by a player that is the real AI.
    """
    match = TractorMatch(seed)
    rng = random.Random(seed ^ 0x5EED)
    gained = [0, 0]
    deals = 0
    while True:
        deal = match.deal
        while not deal.is_over:
            seat = deal.to_act
            player = team_players[seat % 2]
            view = deal.view(seat)
            if timed is not None and player is ai.choose:
                start, cpu = time.perf_counter(), time.thread_time()
                action = player(view, rng)
                timed[0].append(time.perf_counter() - start)
                timed[1].append(time.thread_time() - cpu)
            else:
                action = player(view, rng)
            match.apply(action)
        deals += 1
        result = deal.result
        gained[result.winning_team] += result.levels
        if match.is_over or deals >= MAX_DEALS:
            return match.winner, deals, tuple(gained)
        match.next_deal()


def run_job(job):
    """One match of a bench job ``(opponent, seed, ai_team)``, timing the AI; picklable for a pool."""
    opponent, seed, ai_team = job
    teams = [PLAYERS[opponent], PLAYERS[opponent]]
    teams[ai_team] = ai.choose
    times = (array("d"), array("d"))
    start = time.perf_counter()
    winner, deals, gained = play_match(seed, teams, times)
    return {
        "opponent": opponent, "seed": seed, "ai_team": ai_team, "winner": winner, "deals": deals,
        "ai_gain": gained[ai_team], "other_gain": gained[1 - ai_team], "times": times,
        "seconds": time.perf_counter() - start,
    }


def wilson(wins, total, z=1.96):
    """The 95 % Wilson score interval of a proportion, as (low, high)."""
    if not total:
        return float("nan"), float("nan")
    share = wins / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * math.sqrt(share * (1 - share) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return centre - half, centre + half


def mean_interval(samples):
    """Mean and 95 % half-width (normal approximation) of ``samples``."""
    mean = statistics.fmean(samples)
    if len(samples) < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(samples) / math.sqrt(len(samples))


def summarize(results):
    """One table row per opponent, from the finished jobs."""
    rows = []
    for opponent in ("random", "greedy", "ai"):
        mine = [each for each in results if each["opponent"] == opponent]
        if not mine:
            continue
        wins = sum(1 for each in mine if each["winner"] == each["ai_team"])
        low, high = wilson(wins, len(mine))
        gain = mean_interval([each["ai_gain"] / each["deals"] for each in mine])
        net = mean_interval([(each["ai_gain"] - each["other_gain"]) / each["deals"] for each in mine])
        deals = statistics.fmean(each["deals"] for each in mine)
        rows.append((OPPONENT_NAMES[opponent], len(mine), wins / len(mine), low, high, gain, net, deals))
    return rows


def _at(ordered, share):
    """The value at quantile ``share`` of an ascending list."""
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def print_report(results, elapsed, workers):
    print("Tractor AI bench: the AI partnership against each opponent partnership")
    print(f"{'opponents':<14}{'matches':>8}  {'AI win rate [95% CI]':<24}"
          f"{'AI levels/deal':<18}{'net levels/deal':<18}{'deals/match':>11}")
    for name, count, rate, low, high, gain, net, deals in summarize(results):
        print(f"{name:<14}{count:>8}  {rate:>6.1%} [{low:>6.1%}, {high:>6.1%}]  "
              f"{gain[0]:>5.2f} ± {gain[1]:<8.2f} {net[0]:>+6.2f} ± {net[1]:<8.2f}{deals:>11.1f}")
    walls = sorted(wall for each in results for wall in each["times"][0])
    cpus = sorted(cpu for each in results for cpu in each["times"][1])
    if walls:
        print(f"AI decisions: {len(walls)}; per second of AI thinking on one core: "
              f"{len(cpus) / sum(cpus):.0f} (CPU time), {len(walls) / sum(walls):.0f} (wall clock)")
        for name, times in (("wall clock", walls), ("CPU time", cpus)):
            print(f"decision time ({name}): median {_at(times, 0.5) * 1000:.2f} ms, "
                  f"p95 {_at(times, 0.95) * 1000:.2f} ms, p99 {_at(times, 0.99) * 1000:.2f} ms, "
                  f"max {times[-1] * 1000:.2f} ms")
    print(f"wall time {elapsed:.1f} s on {workers} worker(s)")


def jobs_for(matches, self_matches, seed):
    """Seeds for each pairing: baselines twice per seed (AI on either side), self-play once."""
    jobs = []
    for opponent in ("random", "greedy"):
        for index in range((matches + 1) // 2):
            for ai_team in (0, 1):
                jobs.append((opponent, seed + index, ai_team))
    for index in range(self_matches):
        jobs.append(("ai", seed + 10_000 + index, 0))
    return jobs


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=40, help="matches against each baseline")
    parser.add_argument("--self-matches", type=int, default=40, help="matches of the AI against itself")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args(argv)
    jobs = jobs_for(args.matches, args.self_matches, args.seed)
    start = time.perf_counter()
    if args.workers > 1:
        from multiprocessing import Pool
        with Pool(args.workers) as pool:
            results = pool.map(run_job, jobs, chunksize=1)
    else:
        results = [run_job(job) for job in jobs]
    print_report(results, time.perf_counter() - start, args.workers)


if __name__ == "__main__":
    main()
