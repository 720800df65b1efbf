"""Where each seat sits on your screen, whichever seat you play.

You are always at the bottom (south); the others sit round you in the
order play runs: the player after you on your right (east), the next across
the table (north), the one before you on your left (west). A friend at seat
2 sees the same table turned half round, so "on your right" means the same
to every player.
"""
from game.core import seats_from, steps_from

COMPASS = ("south", "east", "north", "west")


def compass(seat: int, you: int) -> str:
    """Where ``seat`` sits on the screen of the player on ``you``."""
    return COMPASS[steps_from(you, seat)]


def place(seat: int, you: int) -> str:
    """The table part (``seat-east`` ...) that draws ``seat`` for the player on ``you``."""
    return f"seat-{compass(seat, you)}"


def others(you: int) -> tuple:
    """The seats drawn round you, in the order play runs after you."""
    return seats_from(you)[1:]


def seat_name(words, game: str, seat: int, you: int) -> str:
    """"You", or where ``seat`` sits round you: each game's language file names its seats from yours."""
    return words.get(f"{game}.seats")[steps_from(you, seat)]


def namer(game: str, you: int):
    """``name(words, seat)`` for the player on ``you``, as the sentences that name seats take it."""
    return lambda words, seat: seat_name(words, game, seat, you)
