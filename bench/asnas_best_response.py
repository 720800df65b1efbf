"""How exploitable is Hard?  ``python -m bench.asnas_best_response``

For each seat relative to the dealer, the best response: a player who knows
Hard's whole strategy table and, for every hand it may hold, picks at every
betting history the move worth most against three Hard players. Its gain is
what it wins per deal beyond what Hard itself wins in that seat.

Exact: the betting only ever sees a hand's strength, so for each of the 121
hands the other three are enumerated by their shapes, each split of the
fifteen unseen cards weighted by how many deals of the physical cards give
it (756,756 in all), and splits alike in all the game sees of them merged
(each hand's bucket, and whether it beats the hand, ties or loses). Where the table
leaves a rare (history, hand) to Hard's reckoning at the table, Hard is taken
to call or hold there: the figure is the exploitability of the table.
"""
from __future__ import annotations

import argparse
import time
from itertools import compress
from operator import mul
from math import comb, prod

from game.asnas.ai.solved import bucket_of, histories
from game.asnas.cards import COPIES, PACK
from game.asnas.odds import SHAPES, STRENGTH, UNSEEN_DEALS, unseen_splits
from tools.asnas_strategy import LETTERS, betting_tree

SEAT_NAMES = ("dealer", "first to act", "second to act", "third to act")


def _chance(shape) -> float:
    """How likely a hand of five from the pack has this shape."""
    return prod(comb(COPIES, count) for count in shape) / comb(len(PACK), 5)


def exact_deals(shape, seat) -> tuple[list, list]:
    """Every split of the unseen cards among the other seats, as all the game sees of it: for
    each seat, the table's bucket of its hand and how that hand compares with ``seat``'s
    (1 beats it, 0 ties, -1 loses to it; ``seat`` holding ``shape`` is (its bucket, 0)); splits
    alike in that merged, their chances summed. The table's play reads only buckets and the
    settlement only those comparisons, so nothing is lost (the same figure, in three quarters of the time)."""
    mine = STRENGTH[shape]
    merged: dict = {}
    for others, ways in unseen_splits(shape).items():
        seen = [(bucket_of(strength), (strength > mine) - (strength < mine)) for strength in others]
        seen.insert(seat, (bucket_of(mine), 0))
        merged[tuple(seen)] = merged.get(tuple(seen), 0) + ways
    return [list(seen) for seen in merged], [ways / UNSEEN_DEALS for ways in merged.values()]


LOSES = 4
"""An outcome: someone still in beats the best response's hand (else the outcome is how many tie it)."""


class Deals:
    """A hand of the best response's and every deal of the others, as columns: each seat's
    bucket (all the table's play sees), and for each set of opponents still in at the end,
    how the hand fares against theirs (all the settlement needs)."""

    def __init__(self, shape, seat: int) -> None:
        deals, self.chances = exact_deals(shape, seat)
        self.seat = seat
        self.buckets = [[hands[actor][0] for hands in deals] for actor in range(4)]
        others = [actor for actor in range(4) if actor != seat]
        self.outcomes = {}
        for mask in range(1 << len(others)):
            rivals = [actor for bit, actor in enumerate(others) if mask >> bit & 1]
            codes = [LOSES if any(hands[rival][1] > 0 for rival in rivals)
                     else sum(hands[rival][1] == 0 for rival in rivals) for hands in deals]
            self.outcomes[frozenset(rivals)] = [[code == outcome for code in codes] for outcome in range(LOSES + 1)]


class Tree:
    """The betting tree with Hard's table at every node: for each node and move, the chance of
    that move for each hand bucket (a call or hold where the table leaves it to the reckoning)."""

    def __init__(self):
        self.nodes = betting_tree()
        index = {node.history: number for number, node in enumerate(self.nodes)}
        self.children = [tuple(index[node.history + LETTERS[move]] for move in node.moves) for node in self.nodes]
        table = histories()
        buckets = max(bucket_of(strength) for strength in range(len(SHAPES))) + 1
        self.shares = []
        for node in self.nodes:
            if node.actor is None:
                self.shares.append(())
                continue
            moves, data, steps = table[node.history]
            by_bucket = []
            for bucket in range(buckets):
                shares = data[bucket * len(moves):(bucket + 1) * len(moves)]
                by_bucket.append([share / steps for share in shares] if any(shares)
                                 else [1.0] + [0.0] * (len(moves) - 1))
            self.shares.append([[mix[move] for mix in by_bucket] for move in range(len(moves))])

    def values(self, number, deals: Deals, reach) -> tuple:
        """Sums over deals of reach x the best response's settlement, ``(best, Hard's)``: the
        best response picks its most valuable move at each of its nodes, Hard plays its table."""
        node = self.nodes[number]
        seat = deals.seat
        if node.actor is None:
            settled = self._settled(node, deals, reach)
            return settled, settled
        children = self.children[number]
        if node.actor == seat:
            bucket = deals.buckets[seat][0]
            both = [self.values(child, deals, reach) for child in children]
            return (max(best for best, _ in both),
                    sum(shares[bucket] * hard for shares, (_, hard) in zip(self.shares[number], both)))
        column = deals.buckets[node.actor]
        best = hard = 0.0
        for shares, child in zip(self.shares[number], children):
            weights = list(map(mul, reach, map(shares.__getitem__, column)))
            if any(weights):
                more = self.values(child, deals, weights)
                best += more[0]
                hard += more[1]
        return best, hard

    @staticmethod
    def _settled(node, deals: Deals, reach) -> float:
        bet = node.bets[deals.seat]
        if deals.seat not in node.players_in:
            return -bet * sum(reach)
        pot = sum(node.bets)
        reached = [sum(compress(reach, fares)) for fares in deals.outcomes[frozenset(node.players_in) - {deals.seat}]]
        return sum(reached[ties] * (pot / (ties + 1) - bet) for ties in range(LOSES)) - reached[LOSES] * bet


def run(out=print, seats=range(4)) -> list[tuple[float, float]]:
    """Each seat's ``(what Hard wins there, what the best response gains over it)``, a deal."""
    tree = Tree()
    out("Best response to three Hard players, exact over every deal of the other hands for each of 121 hands")
    found = []
    for seat in seats:
        started = time.perf_counter()
        gain = hard = 0.0
        for shape in SHAPES:
            deals = Deals(shape, seat)
            best, mine = tree.values(0, deals, deals.chances)
            gain += _chance(shape) * (best - mine)
            hard += _chance(shape) * mine
        found.append((hard, gain))
        out(f"  {SEAT_NAMES[seat]:<14} Hard wins {hard:+.4f} a deal; the best response {hard + gain:+.4f}: "
            f"gain {gain:.4f}   ({time.perf_counter() - started:.0f} s)")
    out(f"  largest gain: {max(gain for _, gain in found):.4f} points a deal")
    return found


def main(argv=None):
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    run()


if __name__ == "__main__":
    main()
