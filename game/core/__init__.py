"""What every Cardavia game shares, so the table, the tests and portals can
drive any of them the same way: typed refusals and save errors, the seats,
the seed, the save envelope and the `Match` protocol. The games themselves
are listed above it, in `game.games`.
"""
from game.core.choices import Choices, NoChoices
from game.core.errors import IllegalAction, SaveError
from game.core.options import checked_options
from game.core.protocol import Match
from game.core.seats import SEAT_COUNT, SEATS, check_seat, is_seat, next_seat, seats_from, steps_from
from game.core.seeds import LARGEST_SEED, SEED_BITS, restart_seed, seed_from

__all__ = [
    "Choices", "IllegalAction", "LARGEST_SEED", "Match", "NoChoices", "SEATS",
    "SEAT_COUNT", "SEED_BITS", "SaveError", "check_seat", "checked_options", "is_seat", "next_seat",
    "restart_seed", "seats_from", "seed_from", "steps_from",
]

