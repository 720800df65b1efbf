"""Figures the page keeps for the benchmark script (bench/page.py, `make bench`)
and the tests.

Only durations and counts are kept, a bounded number per kind, so leaving them on costs
nothing a player would notice; the list of standard library modules compiled
in the page is worked out only when asked for.
"""
from __future__ import annotations

import gc
import json
import sys
import time
from collections import defaultdict, deque

_KEEP = 2000
_timings: dict[str, deque] = defaultdict(lambda: deque(maxlen=_KEEP))
_spans: dict[str, deque] = defaultdict(lambda: deque(maxlen=_KEEP))
_counts: dict[str, int] = defaultdict(int)
_missed: set[str] = set()


class _LastFinder:
    """Asked for a module only when every finder before it has given up: each
    name it hears is an import that found nothing. The build ships a standard
    library cut to what the page can import (tools/precompile.py), and the
    tests check that none of these names is a module Pyodide's own has."""

    def find_spec(self, name, path=None, target=None):
        _missed.add(name)
        return None


def watch_imports() -> None:
    """Called first thing on the page, so every import from then on is seen."""
    if not any(isinstance(finder, _LastFinder) for finder in sys.meta_path):
        sys.meta_path.append(_LastFinder())


def record(kind: str, milliseconds: float) -> None:
    _timings[kind].append(round(milliseconds, 3))


def span(kind: str, began: float, ended: float) -> None:
    """Something the page spent a while on (an AI decision), from and to in seconds of
    ``time.perf_counter``: the bench matches them against the moments of its clicks."""
    _spans[kind].append((round(began * 1000, 3), round(ended * 1000, 3)))


def count(kind: str) -> None:
    """One more of something the page did (a sound made, a card moved), for the tests."""
    _counts[kind] += 1


def stdlib_loaded() -> dict:
    """How the standard library modules this page imported were loaded. The
    build ships the ones the page imports already compiled
    (tools/precompile.py), so a name under "from-source" is one it missed,
    and every visit pays to compile it."""
    archives = tuple(entry + "/" for entry in sys.path if entry.endswith(".zip"))  # its parts
    origins = {
        name: origin for name, module in list(sys.modules.items())
        if archives and (origin := getattr(getattr(module, "__spec__", None), "origin", None) or "").startswith(archives)
    }
    return {
        "from-source": sorted(name for name, origin in origins.items() if origin.endswith(".py")),
        "from-bytecode": sum(origin.endswith(".pyc") for origin in origins.values()),
    }


def as_json() -> str:
    figures = {kind: list(values) for kind, values in _timings.items()}
    figures["stdlib"] = stdlib_loaded()
    figures["counts"] = dict(_counts)
    figures["import-misses"] = sorted(_missed)
    figures["spans"] = {kind: list(values) for kind, values in _spans.items()}
    figures["clock"] = time.perf_counter() * 1000  # where the spans' clock stands now, in ms
    return json.dumps(figures)


def python_objects() -> int:
    """How many objects Python's collector tracks, after a full collection: the
    memory benchmark (bench/memory.py) reads it after each deal, since a count
    that climbs deal after deal is a leak that WebAssembly's memory, which
    never shrinks, would show only once it had grown past its last peak."""
    gc.collect()
    return len(gc.get_objects())
