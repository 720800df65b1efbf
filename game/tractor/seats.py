"""Who sits where and who plays with whom.

Seat 0 is South (the human at the bottom of the screen), then East, North,
West. Play runs counterclockwise, which with this numbering is simply the
next seat number; partners sit opposite, so a team is the seats of one parity.
"""

SEATS = (0, 1, 2, 3)
SEAT_NAMES = ("South", "East", "North", "West")
TEAMS = ((0, 2), (1, 3))
"""Team 0 is South and North, team 1 is East and West."""
TEAM_NAMES = ("South-North", "East-West")


def next_seat(seat):
    """The player on ``seat``'s right, who plays next (counterclockwise)."""
    return (seat + 1) % 4


def partner_of(seat):
    return (seat + 2) % 4


def team_of(seat):
    return seat % 2


def seat_name(seat):
    return SEAT_NAMES[seat]


def is_seat(seat):
    """Whether ``seat`` is a seat number 0-3 (a bool is not one)."""
    return not isinstance(seat, bool) and isinstance(seat, int) and 0 <= seat <= 3


def check_seat(seat):
    """A seat number 0-3; anything else (bools included) is a programming error."""
    if not is_seat(seat):
        raise ValueError(f"a seat is 0, 1, 2 or 3, not {seat!r}")
    return seat
