"""Who plays with whom.

Seats are ``game.core``'s: 0 South (you), 1 East, 2 North, 3 West, play
running to the next seat number. Partners sit opposite, so a team is the
seats of one parity.
"""
SEAT_NAMES = ("South", "East", "North", "West")
TEAMS = ((0, 2), (1, 3))
"""Team 0 is South and North, team 1 is East and West."""
TEAM_NAMES = ("South-North", "East-West")


def partner_of(seat):
    return (seat + 2) % 4


def team_of(seat):
    return seat % 2


def teams_from(seat):
    """Both teams, ``seat``'s first: the order a player reads them in."""
    ours = team_of(seat)
    return tuple(sorted(range(len(TEAMS)), key=lambda team: team != ours))


def seat_name(seat):
    return SEAT_NAMES[seat]
