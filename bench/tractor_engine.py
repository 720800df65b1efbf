"""How fast the engine plays: random-legal deals per second.

    python -m bench.tractor_engine [--deals N] [--seed S]

Each deal is shuffled, declared, buried and played out by random-legal
players through ``legal_actions().sample(rng)`` and ``apply``, every move
checked by the engine as in a real game.
"""
import argparse
import random
import time

from game.tractor.deal import TractorDeal


def play_random_deal(rng):
    """One complete deal by four random-legal players; returns it finished and the number of moves."""
    deal = TractorDeal.shuffled(rng, rng.randrange(4), first_deal=True)
    moves = 0
    while not deal.is_over:
        deal.apply(deal.legal_actions().sample(rng))
        moves += 1
    return deal, moves


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=300)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    rng = random.Random(args.seed)
    start = time.perf_counter()
    moves = 0
    for _ in range(args.deals):
        _deal, count = play_random_deal(rng)
        moves += count
    elapsed = time.perf_counter() - start
    print(f"random-legal deals per second: {args.deals / elapsed:.1f} "
          f"({args.deals} deals, {moves} moves in {elapsed:.2f} s; {moves / elapsed:.0f} moves/s)")


if __name__ == "__main__":
    main()
