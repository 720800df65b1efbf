"""The solved strategy: for every betting history and every hand, how often
to pass (call or hold), raise and fold.

The table is computed offline by counterfactual-regret minimisation over the
whole betting game (``tools/asnas_strategy.py``); here it is only read. It is
loaded on the first Hard decision, not at import, so a page that never plays
Hard never parses it.
"""
import json
from functools import lru_cache
from pathlib import Path

from game.asnas.actions import CALL, FOLD, HOLD, LOOK, RAISE
from game.asnas.odds import STRENGTH, shape_of

TABLE = Path(__file__).resolve().parent / "strategy.json"
MOVES = {"c": CALL, "h": HOLD, "r": RAISE, "f": FOLD}
LETTERS = {move: letter for letter, move in MOVES.items()}


def _shares(stored, moves, buckets, thin, steps):
    """Every move's share for every bucket: the file leaves out each bucket's last share,
    which is what the others leave of ``steps`` (0 where training was too thin)."""
    shares = bytearray()
    width = moves - 1
    for bucket in range(buckets):
        given = stored[bucket * width:(bucket + 1) * width]
        shares += given
        shares.append(0 if bucket in thin else steps - sum(given))
    return bytes(shares)


@lru_cache(maxsize=1)
def _document():
    with open(TABLE, encoding="utf-8") as handle:
        document = json.load(handle)
    steps = document["steps"]
    buckets = max(document["buckets"]) + 1
    thin = document["thin"]
    found = {history: (tuple(MOVES[letter] for letter in moves),
                       _shares(bytes.fromhex(data), len(moves), buckets, frozenset(thin.get(history, ())), steps),
                       steps)
             for history, (moves, data) in document["histories"].items()}
    return found, tuple(document["buckets"])


def histories() -> dict:
    """{history: (its legal moves, one byte per move for each hand bucket, the bytes' scale)}."""
    return _document()[0]


def bucket_of(strength: int) -> int:
    """The hand bucket the table groups a hand strength (0-120) into."""
    return _document()[1][strength]


def betting_history(view) -> str:
    """The deal's moves so far as letters, looks left out ("crf")."""
    return "".join(LETTERS[record.action] for record in view.history if record.action != LOOK)


def mixture(view) -> dict:
    """The solved probability of each legal move for this seat's hand, here;
    ``{}`` where training was too thin to trust (the AI reckons those itself)."""
    found = histories().get(betting_history(view))
    if found is None:
        return {}
    moves, data, steps = found
    start = bucket_of(STRENGTH[shape_of(view.hand)]) * len(moves)
    shares = data[start:start + len(moves)]
    if not any(shares):
        return {}
    return {move: share / steps for move, share in zip(moves, shares)}


def pick(probabilities: dict, rng):
    """One move drawn from ``probabilities`` (in a fixed order, so a seeded rng repeats itself)."""
    moves = [move for move in (CALL, HOLD, RAISE, FOLD) if probabilities.get(move, 0) > 0]
    draw = rng.random() * sum(probabilities[move] for move in moves)
    for move in moves:
        draw -= probabilities[move]
        if draw < 0:
            return move
    return moves[-1]
