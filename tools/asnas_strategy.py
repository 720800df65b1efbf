"""Compute the Hard As-Nas strategy: ``python -m tools.asnas_strategy``

Counterfactual-regret minimisation (external-sampling Monte Carlo CFR, with
regrets floored at zero and later iterations weighted more) over the real
betting game: the public tree of every betting history up to the 4-point
limit, as the engine plays it, and each player's exact hand (its strength,
0-120; the multiset of ranks decides everything). Chance is sampled by
shuffling the real pack, so card removal between the four hands is exact.

Two measures make the table play well off the equilibrium's own paths,
against players who raise far more (or less) than it would:

* hands are grouped into buckets of neighbouring strength holding about the
  same share of deals, so a rare hand (four As) learns with its neighbours;
* the players being sampled stray to a uniformly random move now and then
  (``EXPLORE``), so every betting history is trained, not only the likely ones.

A (history, bucket) the training still reached fewer than ``MIN_VISITS``
times is written as all zeros: the AI reckons those at the table instead.

The AI players always look, so looking is not part of the tree. The result
is written to ``game/asnas/ai/strategy.json`` (the betting histories and hand
buckets) and ``strategy.bin`` (for each history, each bucket's probabilities
of passing (call or hold), raising and folding, in steps of 1/255). The same seed and iteration count always give the same file.
"""
from __future__ import annotations

import argparse
import json
import random
import time
from dataclasses import dataclass
from math import comb, prod
from pathlib import Path

from game.asnas.actions import CALL, FOLD, HOLD, LOOK, RAISE
from game.asnas.cards import COPIES, PACK
from game.asnas.deal import Deal
from game.asnas.odds import SHAPES, STRENGTH, shape_of

OUTPUT = Path(__file__).resolve().parent.parent / "game" / "asnas" / "ai" / "strategy.json"
HANDS = len(SHAPES)
LETTERS = {CALL: "c", HOLD: "h", RAISE: "r", FOLD: "f"}
"""Each move's letter in a betting history ("crf": call, raise, fold)."""
STEPS = 255
BUCKETS = 64
"""Target count of hand buckets (fewer come out: a common hand fills one alone)."""
EXPLORE = 0.1
MIN_VISITS = 30


def buckets() -> list[int]:
    """Each hand strength's bucket: neighbouring strengths sharing one
    1/BUCKETS slice of all deals (a common hand is a bucket of its own)."""
    chances = [prod(comb(COPIES, count) for count in shape) for shape in SHAPES]
    total = sum(chances)
    slices, below = [], 0
    for chance in chances:
        slices.append(int((below + chance / 2) / total * BUCKETS))
        below += chance
    numbering = {old: new for new, old in enumerate(sorted(set(slices)))}
    return [numbering[part] for part in slices]


@dataclass
class Node:
    """A point of the betting tree: who acts and where each move leads, or
    (once the betting is over) every seat's bet and who is still in."""

    history: str
    actor: int | None = None
    moves: tuple = ()
    children: tuple = ()
    bets: tuple = ()
    players_in: tuple = ()


def _replay(history: str) -> Deal:
    """The engine's deal after ``history`` (dealer 0, everyone looking first)."""
    deal = Deal(0, [PACK[index::4] for index in range(4)])
    moves = {letter: move for move, letter in LETTERS.items()}
    for letter in history:
        if LOOK in deal.legal_actions():
            deal.apply(LOOK)
        deal.apply(moves[letter])
    if not deal.is_over and LOOK in deal.legal_actions():
        deal.apply(LOOK)
    return deal


def betting_tree() -> list[Node]:
    """Every betting history the engine allows, parents before children."""
    nodes: list[Node] = []

    def grow(history: str) -> int:
        deal = _replay(history)
        index = len(nodes)
        if deal.is_over:
            nodes.append(Node(history, bets=tuple(deal.bets), players_in=tuple(deal.players_in)))
            return index
        node = Node(history, actor=deal.to_act, moves=tuple(move for move in deal.legal_actions()))
        nodes.append(node)
        node.children = tuple(grow(history + LETTERS[move]) for move in node.moves)
        return index

    grow("")
    return nodes


class Solver:
    """Regrets and average strategies for every (decision, hand)."""

    def __init__(self, nodes: list[Node], seed: int) -> None:
        self.nodes = nodes
        self.rng = random.Random(seed)
        self.bucket_of = buckets()
        self.buckets = max(self.bucket_of) + 1
        self.regrets = {}
        self.totals = {}
        self.visits = {}
        for index, node in enumerate(nodes):
            if node.actor is not None:
                for bucket in range(self.buckets):
                    self.regrets[index * HANDS + bucket] = [0.0] * len(node.moves)
                    self.totals[index * HANDS + bucket] = [0.0] * len(node.moves)
                    self.visits[index * HANDS + bucket] = 0
        self.iteration = 0

    def deal(self) -> list[int]:
        """Each seat's hand bucket, from a shuffle of the real pack."""
        pack = list(PACK)
        self.rng.shuffle(pack)
        return [self.bucket_of[STRENGTH[shape_of(pack[seat * 5:seat * 5 + 5])]] for seat in range(4)]

    def run(self, iterations: int) -> None:
        for _ in range(iterations):
            self.iteration += 1
            hands = self.deal()
            for traverser in range(4):
                self._walk(0, traverser, hands)

    def _walk(self, index: int, traverser: int, hands: list[int]) -> float:
        node = self.nodes[index]
        if node.actor is None:
            return payoff(node, hands)[traverser]
        key = index * HANDS + hands[node.actor]
        regrets = self.regrets[key]
        positive = [r if r > 0 else 0.0 for r in regrets]
        total = sum(positive)
        strategy = [p / total for p in positive] if total > 0 else [1.0 / len(regrets)] * len(regrets)
        if node.actor == traverser:
            values = [self._walk(child, traverser, hands) for child in node.children]
            mean = sum(p * v for p, v in zip(strategy, values))
            for move, value in enumerate(values):
                regrets[move] = max(regrets[move] + value - mean, 0.0)
            return mean
        sums = self.totals[key]
        weight = self.iteration
        for move, p in enumerate(strategy):
            sums[move] += weight * p
        self.visits[key] += 1
        if self.rng.random() < EXPLORE:
            move = self.rng.randrange(len(strategy))
        else:
            pick = self.rng.random()
            for move, p in enumerate(strategy):
                pick -= p
                if pick < 0:
                    break
        return self._walk(node.children[move], traverser, hands)

    def average(self, index: int, bucket: int) -> list[float] | None:
        """The average strategy, or None where training was too thin to trust."""
        if self.visits[index * HANDS + bucket] < MIN_VISITS:
            return None
        sums = self.totals[index * HANDS + bucket]
        total = sum(sums)
        return [s / total for s in sums] if total > 0 else None


def payoff(node: Node, hands: list[int]) -> list[float]:
    """Every seat's settlement at the end of a betting history."""
    pot = sum(node.bets)
    players_in = node.players_in
    best = max(hands[seat] for seat in players_in)
    winners = [seat for seat in players_in if hands[seat] == best]
    share = pot / len(winners)
    return [(share if seat in winners else 0.0) - node.bets[seat] for seat in range(4)]


def quantised(probabilities: list[float]) -> list[int]:
    """Steps of 1/255 summing to exactly 255, so the table is small and exact."""
    steps = [int(p * STEPS) for p in probabilities]
    order = sorted(range(len(steps)), key=lambda move: probabilities[move] * STEPS - steps[move], reverse=True)
    for move in order[:STEPS - sum(steps)]:
        steps[move] += 1
    return steps


def table(solver: Solver) -> tuple[list, bytes, int]:
    """The table as ``game.asnas.ai.solved`` reads it: [[history, moves], ...] in the
    tree's order; the shares, for each history a bit per bucket trained too thinly
    to trust (left to the reckoning), then each other bucket's shares but its last
    (what the others leave of 255); and how many (history, bucket) pairs were thin."""
    index, blob, thin_pairs = [], bytearray(), 0
    for number, node in enumerate(solver.nodes):
        if node.actor is None:
            continue
        thin, shares = 0, bytearray()
        for bucket in range(solver.buckets):
            average = solver.average(number, bucket)
            if average is None:
                thin |= 1 << bucket
                thin_pairs += 1
            else:
                shares.extend(quantised(average)[:-1])
        index.append([node.history, "".join(LETTERS[move] for move in node.moves)])
        blob += thin.to_bytes((solver.buckets + 7) // 8, "little") + shares
    return index, bytes(blob), thin_pairs


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=400_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--output", type=Path, default=OUTPUT)
    args = parser.parse_args(argv)
    nodes = betting_tree()
    decisions = sum(1 for node in nodes if node.actor is not None)
    solver = Solver(nodes, args.seed)
    print(f"betting tree: {len(nodes)} histories, {decisions} decisions; {solver.buckets} hand buckets, "
          f"{decisions * solver.buckets} information sets")
    started = time.perf_counter()
    done = 0
    while done < args.iterations:
        step = min(20_000, args.iterations - done)
        solver.run(step)
        done += step
        print(f"{done} iterations, {time.perf_counter() - started:.0f} s", flush=True)
    histories, shares, thin = table(solver)
    print(f"{solver.buckets} hand buckets; {thin} of {decisions * solver.buckets} "
          f"(history, bucket) pairs reached under {MIN_VISITS} times, left to the reckoning")
    document = {"about": "As-Nas Hard strategy: MCCFR, see tools/asnas_strategy.py", "seed": args.seed,
                "iterations": args.iterations, "steps": STEPS, "buckets": solver.bucket_of,
                "histories": histories}
    args.output.write_text(json.dumps(document, separators=(",", ":"), sort_keys=True) + "\n")
    shares_file = args.output.with_suffix(".bin")
    shares_file.write_bytes(shares)
    print(f"wrote {args.output} and {shares_file} ({args.output.stat().st_size + len(shares)} bytes)")

if __name__ == "__main__":
    main()
