"""The random sources of the moves a table asks an AI for, seeded by the
match and the moves so far: a replay, a take-back or a lesson followed
again gets the same moves."""
from __future__ import annotations

import random


def ai_rng(game: str, match) -> random.Random:
    """An AI player's, for the move to make now."""
    return random.Random(f"{game}-ai:{match.seed}:{match.deal_number}:{len(match.deal.actions)}")


def coach_rng(game: str, match) -> random.Random:
    """The lesson coach's, for the move it shows you now."""
    return random.Random(f"{game}-coach:{match.seed}:{match.deal_number}:{len(match.deal.actions)}")


def hint_rng(match_view) -> random.Random:
    """The As-Nas hint's, for your move in `match_view`; the deal's review asks it too, so a
    review never names another move than the hint gave there."""
    return random.Random(f"hint:{match_view.seed}:{match_view.deal_number}:{len(match_view.deal.history)}")


def tractor_hint_rng(seed, moves: int) -> random.Random:
    """The Tractor hint's, for your move after `moves` moves of the deal; the deal's review asks it too."""
    return random.Random(f"hint:{seed}:{moves}")
