"""Timings the page keeps for the benchmark script (tools/bench.py, `make bench`).

Only durations are kept, a bounded number per kind, so leaving them on costs
nothing a player would notice.
"""
from __future__ import annotations

import json
from collections import defaultdict, deque

_KEEP = 2000
_timings: dict[str, deque] = defaultdict(lambda: deque(maxlen=_KEEP))


def record(kind: str, milliseconds: float) -> None:
    _timings[kind].append(round(milliseconds, 3))


def as_json() -> str:
    return json.dumps({kind: list(values) for kind, values in _timings.items()})
