"""One save format for every game: an envelope around the seed and each
deal's actions.

``{"game", "version", "seed", "options", "deals": [[action, ...], ...],
"check"}``: the seed and actions are the match (restoring replays them
through the rules, so a tampered save cannot make an impossible table); the
game's ``check`` says where the replay must arrive. Everything is checked
here before a game reads it, and anything wrong is a ``SaveError``.
"""
from dataclasses import dataclass

from game.core.errors import SaveError
from game.core.seeds import LARGEST_SEED

VERSION = 2


@dataclass(frozen=True)
class Opened:
    """A save's contents, with their types checked; the game replays ``deals``."""

    seed: int
    options: frozenset
    deals: tuple
    check: object


def envelope(game, seed, options, deals, check):
    return {
        "game": game,
        "version": VERSION,
        "seed": seed,
        "options": sorted(options),
        "deals": [list(actions) for actions in deals],
        "check": check,
    }


def opened(data, game, known_options=(), max_deals=None):
    """The checked contents of a save of ``game``, or ``SaveError`` saying what is wrong."""
    if not isinstance(data, dict):
        raise SaveError("A saved match must be a JSON object")
    if data.get("game") != game:
        raise SaveError(f"This is not a saved {game!r} match")
    version = data.get("version")
    if type(version) is not int or version != VERSION:
        raise SaveError(f"Unknown save version {version!r} of a {game!r} match")
    seed = data.get("seed")
    if type(seed) is not int or not 0 <= seed <= LARGEST_SEED:
        raise SaveError(f"The saved match number must be a whole number from 0 to {LARGEST_SEED}")
    options = data.get("options")
    if not isinstance(options, list) or not all(isinstance(name, str) and name in known_options
                                                for name in options):
        raise SaveError(f"The saved house rules are not options of {game!r}")
    deals = data.get("deals")
    if not isinstance(deals, list) or not deals or not all(isinstance(actions, list) for actions in deals):
        raise SaveError("A saved match holds a list of actions for each deal, at least one")
    if max_deals is not None and len(deals) > max_deals:
        raise SaveError(f"A saved {game!r} match holds 1 to {max_deals} deals")
    return Opened(seed, frozenset(options), tuple(tuple(actions) for actions in deals), data.get("check"))
