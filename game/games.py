"""Every game Cardavia plays, by the name the address and saves use.

The table, the protocol tests and the benches find a game's match class, its
AI and its house rules here, so adding a game is one entry, not a search for
every place that lists them. It sits above `game.core` and the engines, which
import nothing from it: the engines speak the core's protocol, and only what
drives them (the site's records, the tests, the benches) looks them up here.
"""
from dataclasses import dataclass
from typing import Callable

from game.asnas import actions as asnas_actions
from game.asnas import ai as asnas_ai
from game.asnas import wire as asnas_wire
from game.asnas.match import OPTIONS as ASNAS_OPTIONS
from game.asnas.match import Match as AsNasMatch
from game.tractor import actions as tractor_actions
from game.tractor import ai as tractor_ai
from game.tractor import wire as tractor_wire
from game.tractor.match import OPTIONS as TRACTOR_OPTIONS
from game.tractor.match import TractorMatch


@dataclass(frozen=True)
class Game:
    """A game's engine: ``match(seed, options=...)``, ``ai.choose(view, rng, level=...)``, its
    actions as JSON data and back (``action_from_data`` raises ``SaveError`` for anything else),
    and ``wire``, a seat's view as JSON data and back (`game.core.wire`)."""

    name: str
    match: type
    ai: object
    levels: tuple
    options: tuple
    action_to_data: Callable
    action_from_data: Callable
    wire: object


GAMES = {
    "asnas": Game("asnas", AsNasMatch, asnas_ai, asnas_ai.LEVELS, ASNAS_OPTIONS,
                  asnas_actions.to_data, asnas_actions.from_data, asnas_wire),
    "tractor": Game("tractor", TractorMatch, tractor_ai, tractor_ai.LEVELS, TRACTOR_OPTIONS,
                    tractor_actions.to_data, tractor_actions.from_data, tractor_wire),
}
