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

TABLE = Path(__file__).resolve().parent / "strategy.json"  # its histories and hand buckets
SHARES = TABLE.with_name("strategy.bin")  # its shares, as bytes: a third smaller than hex once zipped
MOVES = {"c": CALL, "h": HOLD, "r": RAISE, "f": FOLD}
LETTERS = {move: letter for letter, move in MOVES.items()}


def _decoded(index, blob: bytes, buckets: int, steps: int) -> dict:
    """{history: (moves, shares, steps)} from the table's two files. ``blob`` holds,
    for each history of ``index`` in order, a bit per bucket trained too thinly to
    trust, then each other bucket's shares but its last, which is what the others
    leave of ``steps``; a thin bucket's shares are all 0."""
    found, at, mask = {}, 0, (buckets + 7) // 8
    for history, letters in index:
        width = len(letters) - 1
        thin = int.from_bytes(blob[at:at + mask], "little")
        at += mask
        shares = bytearray()
        for bucket in range(buckets):
            if thin >> bucket & 1:
                shares += bytes(width + 1)
                continue
            given = blob[at:at + width]
            at += width
            shares += given
            shares.append(steps - sum(given))
        found[history] = (tuple(MOVES[letter] for letter in letters), bytes(shares), steps)
    if at != len(blob):
        raise ValueError(f"{SHARES.name} does not match the histories of {TABLE.name}")
    return found


@lru_cache(maxsize=1)
def _document():
    document = json.loads(TABLE.read_text(encoding="utf-8"))
    buckets = max(document["buckets"]) + 1
    found = _decoded(document["histories"], SHARES.read_bytes(), buckets, document["steps"])
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
