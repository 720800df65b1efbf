"""Find match seeds whose first deals make a good lesson: following the
coach, every topic the lesson teaches comes up.

    python -m tools.lesson_seeds tractor --from 0 --count 200
    python -m tools.lesson_seeds asnas --from 0 --count 500

It plays each seed as the lesson plays it (the coach's moves for you, the
lesson's AI level for the others) and prints the seeds that cover the
lesson's topics, with the turns they took. The lesson's `SEED` is one of them.
"""
from __future__ import annotations

import argparse
from concurrent.futures import ProcessPoolExecutor

from game.ui import lessons


def covered(game: str, seed: int):
    lesson = lessons.plan(game)
    walk = lessons.follow_the_coach(game, seed)
    return seed, lesson.TAUGHT <= walk.topics, walk


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game", choices=lessons.GAMES)
    parser.add_argument("--from", dest="start", type=int, default=0)
    parser.add_argument("--count", type=int, default=100)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    seeds = range(args.start, args.start + args.count)
    with ProcessPoolExecutor(args.workers) as pool:
        for seed, good, walk in pool.map(covered, [args.game] * len(seeds), seeds):
            if good:
                print(f"seed {seed}: {walk.turns} turns of yours, {walk.deals} deal(s), topics {sorted(walk.topics)}",
                      flush=True)


if __name__ == "__main__":
    main()
