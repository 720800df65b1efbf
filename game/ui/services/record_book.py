"""Your records as the tables add to them: each finished match, practice
apart (a match in which you took a move back).

Records are read from storage whenever they are shown or added to, so two
tabs add to one set of records instead of writing over each other. Where
storage is refused they are kept for this visit only.
"""
from __future__ import annotations

from dataclasses import replace

from game.replays import Recording
from game.ui.services import last_match, store
from game.ui.services.records import Records

KEY = "records"
_kept = {"records": Records()}
"""This visit's records (all there is where storage is refused), and practice marks by key."""


def current(site) -> Records:
    """Your records; stored garbage is dropped with a notice, never half-read."""
    if not store.available():
        return _kept["records"]
    text = store.read(KEY)
    if text is None:
        return Records()
    try:
        return Records.from_json(text)
    except ValueError:
        store.forget(KEY)
        site.notify("notice.corrupt_records")
        return Records()


def note(site, summary) -> None:
    """A match just ended: add it to your records."""
    records = current(site).with_match(summary)
    _kept["records"] = records
    store.write(KEY, records.to_json())


# -- practice: a match in which you took a move back -------------------------

def _practice_key(table) -> str:
    return table.practice_key


def mark_practice(table) -> None:
    """You took a move back: this match counts as practice, after a reload too."""
    _kept[_practice_key(table)] = table.match.seed
    store.write(_practice_key(table), str(table.match.seed))


def forget_practice(table) -> None:
    """A new match starts with a clean slate."""
    _kept.pop(_practice_key(table), None)
    store.forget(_practice_key(table))


def is_practice(table) -> bool:
    seed = table.match.seed
    return _kept.get(_practice_key(table)) == seed or store.read(_practice_key(table)) == str(seed)


def keep(table) -> None:
    """`table`'s match just ended: add it to your records (as practice if you took a move back)."""
    summary = table.SUMMARY(table.my_view(), table.level, is_practice(table))
    cost = table.match_cost()
    note(table.site, summary if cost is None else replace(summary, cost=cost[0], cost_deals=cost[1]))
    forget_practice(table)
    last_match.keep(table.GAME, Recording.of(table.GAME, table.match))


def forget_all() -> None:
    """Reset: your records are gone, here and in storage."""
    _kept["records"] = Records()
    store.forget(KEY)
