"""Hash routes: `#/`, `#/asnas`, `#/asnas/rules`, `#/asnas/learn`, `#/tractor`, `#/tractor/rules`,
`#/tractor/learn`, `#/stats`.

Hash routing keeps the site a single static file on any host (GitHub Pages
has no rewrite rules) and gives back/forward for free.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ui.site.games import GAME_IDS


@dataclass(frozen=True)
class Route:
    view: str  # "lobby", "table", "rules", "learn" (a guided deal), "stats" (your records) or "missing"
    game: str | None = None

    @property
    def hash(self) -> str:
        if self.view == "stats":
            return "#/stats"
        if self.view == "lobby" or self.game is None:
            return "#/"
        return f"#/{self.game}" + (f"/{self.view}" if self.view in ("rules", "learn") else "")


LOBBY = Route("lobby")
STATS = Route("stats")


def parse(hash_text: str) -> Route:
    path = hash_text.lstrip("#").strip("/")
    if path == "":
        return LOBBY
    if path == "stats":
        return STATS
    parts = path.split("/")
    if parts[0] not in GAME_IDS or len(parts) > 2:
        return Route("missing")
    if len(parts) == 1:
        return Route("table", parts[0])
    if parts[1] in ("rules", "learn"):
        return Route(parts[1], parts[0])
    return Route("missing")
