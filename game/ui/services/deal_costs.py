"""What your plays cost deal by deal in the match in progress, for a game whose
review is weighed after each deal, between the page's frames (Tractor): kept
across reloads until the match ends and your records take their sum
(`record_book.keep`). A deal left before its review was done is not counted,
so the records' figure is an average over the deals reviewed.

Stored as ``{"seed": n, "costs": {"<deal>": points}}``; anything else stored
there belongs to no match and is started afresh. Where storage is refused it
is kept for this visit only.
"""
from __future__ import annotations

import json

from game.ui.services import store
from game.ui.services.stored import parse_json

MAX_CHARS = 20_000  # a match of a hundred deals' costs takes about 2,000
MAX_COST = 10_000.0
_kept: dict = {}


def _key(game: str) -> str:
    return f"{game}.deal_costs"


def _costs(game: str, seed: int) -> dict:
    """The costs kept for match ``seed`` (``{deal: points}``); empty for another match or garbage."""
    text = store.read(_key(game))
    try:
        data = parse_json(text, MAX_CHARS) if text is not None else _kept.get(game)
    except ValueError:
        return {}
    if not isinstance(data, dict) or data.get("seed") != seed or not isinstance(data.get("costs"), dict):
        return {}
    return {deal: cost for deal, cost in data["costs"].items()
            if deal.isdigit() and type(cost) in (int, float) and 0 <= cost <= MAX_COST}


def note(game: str, seed: int, deal: int, cost: float) -> None:
    """Deal ``deal`` of match ``seed`` was reviewed: your plays cost ``cost`` points in it."""
    costs = _costs(game, seed)
    costs[str(deal)] = round(min(max(float(cost), 0.0), MAX_COST), 4)
    _kept[game] = {"seed": seed, "costs": costs}
    store.write(_key(game), json.dumps(_kept[game], separators=(",", ":")))


def of_match(game: str, seed: int) -> tuple | None:
    """``(points, deals)``: what your plays cost in the deals of match ``seed`` reviewed so far."""
    costs = _costs(game, seed)
    return (sum(costs.values()), len(costs)) if costs else None
