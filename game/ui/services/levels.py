"""How strong a game's AI players are: `?level=` for one visit, else the
level last picked at that game's table (kept per game), else the AI's own
default."""
from __future__ import annotations

from game.ui.services import store


def level_key(game: str) -> str:
    return f"{game}.level"


def first_level(site, game: str, levels: tuple, default: str) -> str:
    requested = site.param("level")
    if requested is not None:
        if requested.strip().lower() in levels:
            return requested.strip().lower()
        site.notify("notice.bad_level", level=requested, levels=", ".join(levels))
    saved = store.read_choice(level_key(game), levels, site.saved_choice_garbled)
    return saved or default
