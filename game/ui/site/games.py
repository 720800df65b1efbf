"""The games in the lobby, and what the site knows of each beyond its words."""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class GameInfo:
    """`table` is the module and class of its table, imported when the table
    is first opened: the lobby and the rules pages, where visits mostly
    start, need neither the table nor the engine behind it. `lesson` is its
    guided deal's, the same way."""

    id: str
    wikipedia: str
    art: str
    table: tuple
    lesson: tuple


GAMES = (
    GameInfo("asnas", "https://en.wikipedia.org/wiki/As-Nas", "static/img/asnas.svg",
             ("game.ui.asnas.table", "AsNasTable"), ("game.ui.asnas.lesson", "AsNasLesson")),
    GameInfo("tractor", "https://en.wikipedia.org/wiki/Sheng_ji", "static/img/tractor.svg",
             ("game.ui.tractor.table", "TractorTable"), ("game.ui.tractor.lesson", "TractorLesson")),
)
GAME_IDS = tuple(game.id for game in GAMES)


def game(game_id: str) -> GameInfo:
    return next(info for info in GAMES if info.id == game_id)
