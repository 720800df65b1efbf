"""How exploitable is Hard?  ``python -m bench.asnas_best_response``

For each seat relative to the dealer, the best response: a player who knows
Hard's whole strategy table and, for every hand it may hold, picks at every
betting history the move worth most against three Hard players. Its gain is
what it wins per deal beyond what Hard itself wins in that seat.

The other three hands are sampled (``--samples`` deals of the fifteen unseen
cards for each of the 121 hands, the same samples for both players). Picking
the best move on sampled values flatters the best response a little, so the
figure is if anything an overestimate. Where the table leaves a rare
(history, hand) to Hard's reckoning at the table, Hard is taken to call or
hold there.
"""
from __future__ import annotations

import argparse
import random
import time
from math import comb, prod

from game.asnas.ai.solved import bucket_of, histories
from game.asnas.cards import COPIES, PACK, RANKS
from game.asnas.odds import SHAPES, STRENGTH, shape_of
from tools.asnas_strategy import LETTERS, betting_tree, payoff

SEAT_NAMES = ("dealer", "first to act", "second to act", "third to act")


def _chance(shape) -> float:
    """How likely a hand of five from the pack has this shape."""
    return prod(comb(COPIES, count) for count in shape) / comb(len(PACK), 5)


def _samples(shape, seat, count, rng):
    """Strength lists for the four seats, ``seat`` holding ``shape``."""
    mine = [rank for rank, number in zip(RANKS, shape) for _ in range(number)]
    rest = list(PACK)
    for card in mine:
        rest.remove(card)
    out = []
    for _ in range(count):
        rng.shuffle(rest)
        others = [STRENGTH[shape_of(rest[i * 5:i * 5 + 5])] for i in range(3)]
        others.insert(seat, STRENGTH[shape])
        out.append(others)
    return out


class Tree:
    def __init__(self):
        self.nodes = betting_tree()
        self.table = histories()
        self.index = {node.history: number for number, node in enumerate(self.nodes)}

    def probabilities(self, node, strength):
        moves, data, steps = self.table[node.history]
        start = bucket_of(strength) * len(moves)
        shares = data[start:start + len(moves)]
        if not any(shares):  # left to the reckoning: taken as a call or hold
            return [1.0] + [0.0] * (len(moves) - 1)
        return [share / steps for share in shares]

    def value(self, number, seat, deals, reach, best):
        """Sum over deals of reach x settlement of ``seat``; ``best`` picks its max move, else it plays Hard."""
        node = self.nodes[number]
        if node.actor is None:
            return sum(r * payoff(node, hands)[seat] for r, hands in zip(reach, deals) if r)
        children = [self.index[node.history + LETTERS[move]] for move in node.moves]
        if node.actor == seat:
            hand = deals[0][seat]
            if best:
                return max(self.value(child, seat, deals, reach, best) for child in children)
            mix = self.probabilities(node, hand)
            return sum(p * self.value(child, seat, deals, reach, best) for p, child in zip(mix, children) if p)
        total = 0.0
        mixes = [self.probabilities(node, hands[node.actor]) for hands in deals]
        for move, child in enumerate(children):
            weights = [r * mix[move] for r, mix in zip(reach, mixes)]
            if any(weights):
                total += self.value(child, seat, deals, weights, best)
        return total


def run(samples=300, seed=1, out=print):
    tree = Tree()
    out(f"Best response to three Hard players ({samples} sampled deals of the other hands for each of 121 hands)")
    worst = 0.0
    for seat in range(4):
        started = time.perf_counter()
        rng = random.Random(f"{seed}:{seat}")
        gain = hard = 0.0
        for shape in SHAPES:
            deals = _samples(shape, seat, samples, rng)
            reach = [1.0] * samples
            chance = _chance(shape) / samples
            best = tree.value(0, seat, deals, reach, True)
            mine = tree.value(0, seat, deals, reach, False)
            gain += chance * (best - mine)
            hard += chance * mine
        worst = max(worst, gain)
        out(f"  {SEAT_NAMES[seat]:<14} Hard wins {hard:+.3f} a deal; the best response {hard + gain:+.3f}: "
            f"gain {gain:.3f}   ({time.perf_counter() - started:.0f} s)")
    out(f"  largest gain: {worst:.3f} points a deal")
    return worst


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--samples", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args(argv)
    run(arguments.samples, arguments.seed)


if __name__ == "__main__":
    main()
