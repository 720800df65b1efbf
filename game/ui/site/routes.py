"""Hash routes: `#/`, `#/asnas`, `#/asnas/rules`, `#/asnas/learn`, `#/tractor`, `#/tractor/rules`,
`#/tractor/learn`, `#/stats`, and a friends' table: `#/asnas/friends` (yours, as its host) and
`#/asnas/join/<room>` (a friend's, from their invite) or `#/asnas/by-hand` (a friend's,
connected by hand with no broker), and a replay: `#/asnas/replay` (of the match on your table),
`#/asnas/replay/last` (of your last finished match) or `#/asnas/replay?seed=<n>&moves=<code>`
(a shared one); the same for `tractor`.

Hash routing keeps the site a single static file on any host (GitHub Pages
has no rewrite rules) and gives back/forward for free.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.ui.friends import BY_HAND, ROOM
from game.ui.site.games import GAME_IDS


@dataclass(frozen=True)
class Route:
    view: str  # "lobby", "table", "rules", "learn" (a guided deal), "stats" (your records), "friends"
    # (the table you host for friends), "join" (a friend's table) or "missing"
    game: str | None = None
    room: str | None = None  # the room a "join" route joins
    replay: str | None = None  # what a "replay" route replays: "last", a shared link's query, or None
    # for the match on your table

    @property
    def hash(self) -> str:
        if self.view == "stats":
            return "#/stats"
        if self.view == "lobby" or self.game is None:
            return "#/"
        if self.view == "replay":
            return f"#/{self.game}/replay" + ("/last" if self.replay == LAST else
                                              "" if self.replay is None else f"?{self.replay}")
        if self.view == "join":
            return f"#/{self.game}/by-hand" if self.room == BY_HAND else f"#/{self.game}/join/{self.room}"
        return f"#/{self.game}" + (f"/{self.view}" if self.view in ("rules", "learn", "friends") else "")


LAST = "last"
LOBBY = Route("lobby")
STATS = Route("stats")


def parse(hash_text: str) -> Route:
    path, asks, query = hash_text.lstrip("#").partition("?")
    path = path.strip("/")
    if asks:  # only a shared replay carries a query
        parts = path.split("/")
        shared = len(parts) == 2 and parts[0] in GAME_IDS and parts[1] == "replay" and query
        return Route("replay", parts[0], replay=query) if shared else Route("missing")
    if path == "":
        return LOBBY
    if path == "stats":
        return STATS
    parts = path.split("/")
    if parts[0] not in GAME_IDS:
        return Route("missing")
    if len(parts) == 3 and parts[1] == "join" and ROOM.fullmatch(parts[2]):
        return Route("join", parts[0], parts[2])
    if len(parts) == 3 and parts[1:] == ["replay", LAST]:
        return Route("replay", parts[0], replay=LAST)
    if len(parts) > 2:
        return Route("missing")
    if len(parts) == 2 and parts[1] == BY_HAND:
        return Route("join", parts[0], BY_HAND)  # a friend's table reached by hand, with no room
    if len(parts) == 1:
        return Route("table", parts[0])
    if parts[1] == "replay":
        return Route("replay", parts[0])
    if parts[1] in ("rules", "learn", "friends"):
        return Route(parts[1], parts[0])
    return Route("missing")
