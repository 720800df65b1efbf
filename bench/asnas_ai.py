"""How strong and how fast are the As-Nas AI levels?  ``python -m bench.asnas_ai``

Strength: a lineup is four players, one of them measured. Every sample is one
twelve-deal match played four times on the same cards, the measured player
in each seat in turn, so the luck of the cards largely cancels and the AI
can read its opponents as the match goes on, as it does at the table; the
figure is the measured player's mean settlement per deal with a 95 %
confidence interval. Head to head, two of one level and two of the other
sit alternately, swapped on the same cards.

The mixed table seats an equity-threshold bot, a loose-aggressive bot and a
calling station around the measured player. A faker plays loose for a
match's first three deals, then tight (issue 56: it must not beat Hard).

Speed: the time one decision takes at each level (looks are free and not
counted).
"""
from __future__ import annotations

import argparse
import math
import random
import statistics
import time

from game.asnas.actions import CALL, HOLD, LOOK, RAISE
from game.asnas.ai import LEVELS, choose
from game.asnas.ai.players import calling_station, random_player
from game.asnas.deal import Deal
from game.asnas.hands import hand_value
from game.asnas.match import DEALS_PER_MATCH, Match
from game.asnas.odds import win_chance_for_view
from game.core.views import deal_view_of


def level(name):
    def player(view, rng):
        return choose(view, rng, level=name)
    player.__name__ = name
    return player


def _passing(view):
    return CALL if CALL in view.legal_actions else HOLD


def equity_bot(view, rng):
    """Calls when its exact equity pays the price, raises above 60 %, never bluffs."""
    view = deal_view_of(view)
    if LOOK in view.legal_actions:
        return LOOK
    equity = float(win_chance_for_view(view))
    if RAISE in view.legal_actions and equity > 0.6:
        return RAISE
    price = view.to_call
    if price == 0 or equity * (view.pot + price) >= price:
        return _passing(view)
    return "fold"


def loose_aggressive(view, rng):
    """Raises any pair or better, bluffs 8 % of the time, calls at 70 % of the pot odds."""
    view = deal_view_of(view)
    if LOOK in view.legal_actions:
        return LOOK
    if RAISE in view.legal_actions and (hand_value(view.hand).category != "high_card" or rng.random() < 0.08):
        return RAISE
    price = view.to_call
    equity = float(win_chance_for_view(view))
    if price == 0 or equity * (view.pot + price) >= 0.7 * price:
        return _passing(view)
    return "fold"


FAKED_DEALS = 3


def faker(view, rng):
    """Plays like the loose-aggressive bot for the match's first three deals, to be read as loose,
    then like the equity-threshold bot, which never bluffs: a player out to steer Hard's reads."""
    return (loose_aggressive if view.deal_number <= FAKED_DEALS else equity_bot)(view, rng)


BASELINES = {
    "3 random-legal players": random_player,
    "3 calling stations": calling_station,
    "3 equity-threshold bots": equity_bot,
    "3 loose-aggressive bots": loose_aggressive,
    "3 fakers": faker,
}
MIXED = (equity_bot, loose_aggressive, calling_station)
"""A mixed table: the three others in this order from the measured seat's right."""


def _match(players, seed, rng):
    """Each seat's mean settlement per deal over a whole match on ``seed``'s cards."""
    match = Match(seed)
    while True:
        deal = match.deal
        while not deal.is_over:
            seat = deal.to_act
            deal.apply(players[seat](match.view(seat), rng))
        if match.is_over:
            return [float(total) / DEALS_PER_MATCH for total in match.totals]
        match.next_deal()


def lineup(measured, others, deals, seed):
    """Samples of ``measured``'s mean settlement per deal, one per match, alone
    among three ``others`` (one player for all three seats, or three in order)."""
    samples = []
    three = tuple(others) if isinstance(others, (tuple, list)) else (others,) * 3
    for number in range(max(1, deals // DEALS_PER_MATCH)):
        cards = seed * 1_000_003 + number
        total = 0.0
        for seat in range(4):
            players = [three[(other - seat - 1) % 4] if other != seat else measured for other in range(4)]
            total += _match(players, cards, random.Random(f"{cards}:{seat}"))[seat]
        samples.append(total / 4)
    return samples


def head_to_head(first, second, deals, seed):
    """Samples of ``first``'s mean settlement per deal, one per match, two of each level alternating."""
    samples = []
    for number in range(max(1, deals // DEALS_PER_MATCH)):
        cards = seed * 1_000_003 + number
        total = 0.0
        for offset in (0, 1):
            players = [first if (seat + offset) % 2 == 0 else second for seat in range(4)]
            means = _match(players, cards, random.Random(f"{cards}:{offset}"))
            total += sum(means[seat] for seat in range(4) if players[seat] is first)
        samples.append(total / 4)
    return samples


def interval(samples):
    mean = statistics.fmean(samples)
    half = 1.96 * statistics.stdev(samples) / math.sqrt(len(samples)) if len(samples) > 1 else float("nan")
    return mean, half


def _speed(out):
    rng = random.Random(5)
    for name in LEVELS:
        player = level(name)
        times = []
        for _ in range(300):
            deal = Deal.shuffled(rng.randrange(4), rng)
            while not deal.is_over:
                view = deal.view(deal.to_act)
                started = time.perf_counter()
                action = player(view, rng)
                if action != LOOK:
                    times.append(time.perf_counter() - started)
                deal.apply(action)
        times.sort()
        out(f"  {name:<7} one decision: median {1000 * statistics.median(times):.3f} ms, "
            f"p95 {1000 * times[int(0.95 * (len(times) - 1))]:.3f} ms, max {1000 * times[-1]:.3f} ms")


def run(deals=20_000, seed=1, levels=LEVELS, out=print):
    out(f"As-Nas AI bench: {deals} deals a lineup, in matches of {DEALS_PER_MATCH} (each on the same cards "
        "with the measured player in all four seats), mean settlement per deal, 95 % confidence intervals")
    players = {name: level(name) for name in levels}
    for name, player in players.items():
        for baseline, other in {**BASELINES, "a mixed table": MIXED}.items():
            mean, half = interval(lineup(player, other, deals, seed))
            out(f"  {name:<7} with {baseline:<26} {mean:+.3f} ± {half:.3f}")
    if "hard" in players:
        for baseline, other in BASELINES.items():
            mean, half = interval(lineup(other, players["hard"], deals, seed))
            out(f"  {baseline[2:-1]:<26} alone with 3 hard  {mean:+.3f} ± {half:.3f}")
    names = list(players)
    for index, first in enumerate(names):
        for second in names[index + 1:]:
            mean, half = interval(head_to_head(players[first], players[second], deals, seed))
            out(f"  {first} vs {second}, two seats each: {first} {mean:+.3f} ± {half:.3f}")
    out("Speed (CPython):")
    _speed(out)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=20_000, help="deals a lineup")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS))
    arguments = parser.parse_args(argv)
    run(arguments.deals, arguments.seed, tuple(arguments.levels.split(",")))


if __name__ == "__main__":
    main()
