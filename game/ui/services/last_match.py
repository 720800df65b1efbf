"""Your last finished match of each game, kept for its replay
(`#/<game>/replay/last`) as a shared replay's address would carry it: the
match's number and its moves. Where storage is refused it is kept for this
visit only.

What is stored is read like any link: a value that does not replay is said
in a notice by the replay and left where it is, never half-shown.
"""
from __future__ import annotations

from game.ui.services import store

_kept: dict = {}


def _key(game: str) -> str:
    return f"{game}.last_match"


def query(recording) -> str:
    """A recording (`game.replays`) as a replay link's query: `seed=<n>&moves=<code>`."""
    return f"seed={recording.seed}&moves={recording.code}"


def keep(game: str, recording) -> None:
    """A match of ``game`` just ended: it is the one your records replay now."""
    if recording is None:
        return
    _kept[game] = query(recording)
    store.write(_key(game), _kept[game])


def read(game: str) -> str | None:
    """The query of your last finished match of ``game``, or ``None`` if you have not finished one."""
    return store.read(_key(game)) or _kept.get(game)


def forget(game: str) -> None:
    """Your records were reset: the last match goes with them."""
    _kept.pop(game, None)
    store.forget(_key(game))
