"""Match numbers: one width for every game, drawn or given, and the next
match's number after a restart.

A seed is the whole randomness of a match, so with the actions it replays
the match exactly, in CPython and in the browser. Seeds stay below 2**52 so a
JavaScript number holds them exactly and they survive a URL and a portal's
message.
"""
import random

SEED_BITS = 52
LARGEST_SEED = 2**SEED_BITS - 1


def seed_from(source):
    """An int seed as given (0 to ``LARGEST_SEED``), or one drawn from a ``random.Random``."""
    if isinstance(source, random.Random):
        return source.getrandbits(SEED_BITS)
    if isinstance(source, bool) or not isinstance(source, int):
        raise TypeError(f"A match is built from an integer seed or a random.Random, not {source!r}")
    if not 0 <= source <= LARGEST_SEED:
        raise ValueError(f"A match number is a whole number from 0 to {LARGEST_SEED}, not {source}")
    return source


def restart_seed(game, seed):
    """The number of the match that follows ``seed`` when the players restart.

    It comes from the old number, so a restarted match replays too, but
    nobody gets the same cards twice in a row.
    """
    return random.Random(f"{game}-restart-{seed}").getrandbits(SEED_BITS)
