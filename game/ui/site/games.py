"""The games in the lobby, and what the site knows of each beyond its words."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    id: str
    wikipedia: str
    art: str


GAMES = (
    GameInfo("asnas", "https://en.wikipedia.org/wiki/As-Nas", "static/img/asnas.svg"),
    GameInfo("tractor", "https://en.wikipedia.org/wiki/Sheng_ji", "static/img/tractor.svg"),
)
GAME_IDS = tuple(game.id for game in GAMES)


def game(game_id: str) -> GameInfo:
    return next(info for info in GAMES if info.id == game_id)
