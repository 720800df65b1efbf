"""Tractor AI levels against each other, in paired deals.  ``python -m bench.tractor_paired``

Every sample is one deal (random dealer, random levels for the two teams,
shuffled cards) played twice on the same cards: once with the first player
as team 0 (South and North) and once with the teams' seats swapped, so the
luck of the cards cancels. Per row it prints, with 95 % intervals, the first
player's levels gained per deal (levels won minus levels lost; a deal moves
one team up) and its share of deals won, then each player's blunder counts
(``bench.tractor_blunders``) and the first player's decision times.

``today`` is the AI as it shipped before it had levels, with the engine it
played by, both read from git (``bench.yardstick``); it plays no house rules.
``hard-1207`` is Hard as it stood on 2026-12-07, frozen the same way.

``--rules throws,levels,powers`` plays every deal by those house rules.

    python -m bench.tractor_paired [--pairs N] [--rows hard:normal,...] [--rules R,...] [--workers W]
"""
import argparse
import math
import random
import statistics
import time

from bench import yardstick
from bench.tractor_blunders import Blunders, count
from game.tractor import ai
from game.tractor.actions import Bury, Play
from game.tractor.ai import greedy
from game.tractor.deal import TractorDeal
from game.tractor.match import OPTIONS
from game.tractor.mechanics.house_rules import HouseRules
from game.tractor.mechanics.levels import LEVELS as RANKS
from game.tractor.mechanics.teams import team_of

_TIMES = []
"""Decision times of the deal being played (a module global so pool workers need no extra plumbing)."""
SHARED_CHOICES = False
"""Whether each decision draws its random choices afresh from the deal's seed and where the deal
stands (``bench.tractor_variant --shared``), rather than all from one source for the deal: two
players that differ in one decision then still draw alike in every later one that is alike."""
ROWS = ("hard:normal", "hard:today", "hard:hard-1207", "hard:greedy", "normal:easy", "normal:today", "easy:today")
PLAYERS = ("today", "hard-1207", "greedy") + ai.LEVELS


def player(name):
    """``choose(view, rng, deal)``: only the yardsticks look at the deal, to rebuild it in their own engine."""
    if name == "today":
        return yardstick.choose
    if name == "hard-1207":
        return yardstick.hard_1207
    if name == "greedy":
        return lambda view, rng, deal: greedy.choose(view, rng)
    return lambda view, rng, deal: ai.choose(view, rng, level=name)


def _play(deal, players, rng, timed, shared=None):
    """Play ``deal`` out; ``players`` by team. Returns each team's decisions
    ((view, action), ...) and the first team's decision times. Given ``shared`` (the deal's
    seed), each decision's random source is drawn from it and where the deal stands."""
    decisions = ([], [])
    dealt = 0
    while not deal.is_over:
        seat = deal.to_act
        view = deal.view(seat)
        if shared is not None:
            rng = random.Random(f"{shared}:{seat}:{len(view.hand)}:{len(view.current_trick)}:{dealt}")
            dealt += len(view.hand) > 25  # declaring and burying: the hand size alone does not tell them apart
        started = time.thread_time()
        action = players[team_of(seat)](view, rng, deal)
        if team_of(seat) == timed:
            _TIMES.append(time.thread_time() - started)
        if isinstance(action, (Bury, Play)):
            decisions[team_of(seat)].append((view, action))
        deal.apply(action)
    return decisions


def _setting(seed):
    """The deal of ``seed``: its card source (to shuffle from), dealer and team levels."""
    cards = random.Random(seed)
    dealer = cards.randrange(4)
    levels = (cards.choice(RANKS), cards.choice(RANKS))
    return cards, dealer, levels


def _played(first, second, seed, rules, first_team, cards, dealer, levels):
    """One deal of a pair, the first player as ``first_team``: (the first's levels, won, its
    decisions, the second's decisions, the tricks); the first's decision times go to ``_TIMES``."""
    deal = TractorDeal.shuffled(cards, dealer, team_levels=levels, rules=HouseRules.named(rules))
    players = [None, None]
    players[first_team], players[1 - first_team] = player(first), player(second)
    decisions = _play(deal, players, random.Random(f"{seed}:{first_team}"), first_team,
                      seed if SHARED_CHOICES else None)
    result = deal.result
    mine = result.winning_team == first_team
    return (result.levels if mine else -result.levels), mine, decisions[first_team], \
        decisions[1 - first_team], deal.tricks


def paired_deal(job):
    """One pair ``(first, second, seed)``: the first's levels per deal, deals won, blunders, times."""
    first, second, seed, rules = job
    cards, dealer, levels = _setting(seed)
    state = cards.getstate()
    gained, won = 0.0, 0
    blunders = {first: Blunders(), second: Blunders()}
    _TIMES.clear()
    for first_team in (0, 1):
        cards.setstate(state)
        levels_won, mine, firsts, seconds, tricks = _played(first, second, seed, rules, first_team,
                                                            cards, dealer, levels)
        gained += levels_won
        won += mine
        blunders[first].add(count(firsts, tricks))
        blunders[second].add(count(seconds, tricks))
    return gained / 2, won / 2, blunders, list(_TIMES)


def role_deal(job):
    """One deal of a pair ``(first, second, seed, rules, role)``, the one where the first player's
    team defends (``role`` "defending": it holds the deal) or attacks: its levels and decision times."""
    first, second, seed, rules, role = job
    cards, dealer, levels = _setting(seed)
    defenders = team_of(dealer)
    _TIMES.clear()
    levels_won, _mine, _firsts, _seconds, _tricks = _played(
        first, second, seed, rules, defenders if role == "defending" else 1 - defenders, cards, dealer, levels)
    return levels_won, list(_TIMES)


def interval(samples):
    mean = statistics.fmean(samples)
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples)) if len(samples) > 1 else float("nan")
    return mean, half


def jobs_of(first, second, pairs, seed, rules=frozenset()):
    """The ``paired_deal`` jobs of a row: its deals are the same for every pair of players."""
    return [(first, second, seed * 1_000_003 + index, frozenset(rules)) for index in range(pairs)]


def run_row(first, second, pairs, seed, pool=None, rules=frozenset()):
    jobs = jobs_of(first, second, pairs, seed, rules)
    results = pool.map(paired_deal, jobs, chunksize=4) if pool else [paired_deal(job) for job in jobs]
    gains = [each[0] for each in results]
    wins = [each[1] for each in results]
    blunders = {first: Blunders(), second: Blunders()}
    times = []
    for _gain, _won, tallies, spent in results:
        for name, tally in tallies.items():
            blunders[name].add(tally)
        times.extend(spent)
    return interval(gains), interval(wins), blunders, sorted(times)


def report(first, second, pairs, row, out=print):
    (gain, gain_half), (won, won_half), blunders, times = row
    out(f"{first} vs {second}, {pairs} pairs: {first} {gain:+.3f} ± {gain_half:.3f} levels a deal, "
        f"wins {won:.1%} ± {won_half:.1%} of deals")
    for name in (first, second):
        rates = "; ".join(f"{label} {count}/{out_of}" + (f" ({count / out_of:.1%})" if out_of else "")
                          for label, (count, out_of) in blunders[name].rates().items())
        out(f"  {name}: {rates}")
    report_times(times, first, out)


def report_times(times, name, out=print):
    """The median, p95 and slowest of ``times`` (sorted, in seconds), if any."""
    if times:
        def at(share):
            return 1000 * times[min(len(times) - 1, int(share * len(times)))]
        out(f"  {name} decision (CPU): median {at(0.5):.1f} ms, p95 {at(0.95):.1f} ms, max {1000 * times[-1]:.1f} ms")


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--rows", default=",".join(ROWS))
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rules", default="", help="house rules, comma-separated: throws,levels,powers")
    args = parser.parse_args(argv)
    rules = frozenset(rule for rule in args.rules.split(",") if rule)
    if rules - set(OPTIONS):
        parser.error(f"house rules are {', '.join(OPTIONS)}, not {', '.join(sorted(rules - set(OPTIONS)))}")
    rows = [row.split(":") for row in args.rows.split(",")]
    if rules and any("today" in row for row in rows):
        parser.error("today's AI is older than the house rules: leave it out of the rows when --rules is given")
    pool = None
    if args.workers > 1:
        from multiprocessing import Pool
        pool = Pool(args.workers)
    for first, second in rows:
        started = time.perf_counter()
        report(first, second, args.pairs, run_row(first, second, args.pairs, args.seed, pool, rules))
        print(f"  ({time.perf_counter() - started:.0f} s)", flush=True)


if __name__ == "__main__":
    main()
