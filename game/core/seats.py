"""The four seats every Cardavia table has.

Seat 0 is South, then East, North and West. Play runs counterclockwise,
which with this numbering is simply the next seat number. Whichever seat
you play, the table draws you at the bottom and the others round you in the
order play runs (``steps_from``): on your right the player after you,
across the table the one two seats on, on your left the one before you.
"""
from game.core.errors import IllegalAction

SEAT_COUNT = 4
SEATS = tuple(range(SEAT_COUNT))


def next_seat(seat):
    """The player on ``seat``'s right, who acts next."""
    return (seat + 1) % SEAT_COUNT


def steps_from(seat, other):
    """How many turns after ``seat`` ``other`` plays: 0 itself, 1 on its right, 2 across, 3 on its left."""
    return (other - seat) % SEAT_COUNT


def seats_from(seat):
    """Every seat in the order play runs, ``seat`` first."""
    return tuple((seat + step) % SEAT_COUNT for step in range(SEAT_COUNT))


def is_seat(seat):
    """Whether ``seat`` is a seat number 0-3 (a bool is not one)."""
    return not isinstance(seat, bool) and isinstance(seat, int) and 0 <= seat < SEAT_COUNT


def check_seat(seat, role="seat"):
    """``seat`` itself, or ``IllegalAction`` (rule ``not_a_seat``) if it is not a seat number."""
    if not is_seat(seat):
        raise IllegalAction(f"The {role} must be a seat from 0 to {SEAT_COUNT - 1}, not {seat!r}",
                            rule="not_a_seat", seat=repr(seat))
    return seat
