"""What every Cardavia game shares, so the table, the tests and portals can
drive any of them the same way: typed refusals and save errors, the seats,
the seed, the save envelope, the `Match` protocol and the registry `GAMES`.

`GAMES` is imported on first use: the registry names every engine, and
importing them all is the one thing the lobby must not pay for.
"""
from game.core.choices import Choices, NoChoices
from game.core.errors import IllegalAction, SaveError
from game.core.options import checked_options
from game.core.protocol import Match
from game.core.seats import SEAT_COUNT, SEATS, check_seat, is_seat, next_seat
from game.core.seeds import LARGEST_SEED, SEED_BITS, restart_seed, seed_from

__all__ = [
    "Choices", "GAMES", "IllegalAction", "LARGEST_SEED", "Match", "NoChoices", "SEATS",
    "SEAT_COUNT", "SEED_BITS", "SaveError", "check_seat", "checked_options", "is_seat", "next_seat",
    "restart_seed", "seed_from",
]


def __getattr__(name):
    if name == "GAMES":
        from game.core.registry import GAMES

        return GAMES
    raise AttributeError(f"module 'game.core' has no attribute {name!r}")
