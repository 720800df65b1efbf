"""Figures the page keeps for the benchmark script (tools/bench.py, `make bench`)
and the tests.

Only durations are kept, a bounded number per kind, so leaving them on costs
nothing a player would notice; the list of standard library modules compiled
in the page is worked out only when asked for.
"""
from __future__ import annotations

import json
import sys
from collections import defaultdict, deque

_KEEP = 2000
_timings: dict[str, deque] = defaultdict(lambda: deque(maxlen=_KEEP))


def record(kind: str, milliseconds: float) -> None:
    _timings[kind].append(round(milliseconds, 3))


def stdlib_from_source() -> list[str]:
    """Standard library modules this page compiled from source. The build
    ships the ones the page imports already compiled (tools/precompile.py),
    so a name here is one it missed, and every visit pays to compile it."""
    archive = next((entry for entry in sys.path if entry.endswith(".zip")), None)
    if archive is None:
        return []
    return sorted(
        name for name, module in list(sys.modules.items())
        if (origin := getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(archive + "/")
        and origin.endswith(".py")
    )


def as_json() -> str:
    figures = {kind: list(values) for kind, values in _timings.items()}
    figures["stdlib-from-source"] = stdlib_from_source()
    return json.dumps(figures)
