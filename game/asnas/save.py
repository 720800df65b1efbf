"""What an As-Nas save holds besides the seed and the moves, and how an older
save is read.

The envelope (``game.core.save``) carries the seed and each deal's moves;
the check is the four running totals as exact fractions written as text,
which the replay must reach. Saves of the first format (before every game
shared one envelope) are upgraded, so a match in progress survives the
change.
"""
import re
from fractions import Fraction

from game.asnas.actions import ACTIONS
from game.core import SaveError

# A total is an exact fraction of points won over at most twelve deals, so a
# few digits over a few digits: anything longer (an exponent such as 1e999999999
# would make Fraction build a number of a billion digits) is refused unread.
TOTAL = re.compile(r"-?[0-9]{1,6}(/[1-9][0-9]{0,5})?")


def check_of(totals):
    return {"totals": [str(total) for total in totals]}


def totals_from(check):
    """The four exact totals a save says its replay reaches, or ``SaveError``."""
    totals = check.get("totals") if isinstance(check, dict) else None
    if not isinstance(totals, list) or len(totals) != 4 or not all(isinstance(total, str) for total in totals):
        raise SaveError("The saved totals must be four fractions written as text")
    if not all(TOTAL.fullmatch(total) for total in totals):
        raise SaveError("The saved totals are not numbers of points such as 7/3 or -2")
    return tuple(Fraction(total) for total in totals)


def check_moves(deals):
    for moves in deals:
        if not all(isinstance(move, str) and move in ACTIONS for move in moves):
            raise SaveError("Each saved deal must be a list of moves: look, call, hold, raise or fold")


def upgraded(data):
    """A first-format save (``{"game", "version": 1, "seed", "deals", "totals"}``) in today's envelope."""
    if isinstance(data, dict) and data.get("game") == "asnas" and type(data.get("version")) is int \
            and data.get("version") == 1:
        return {"game": "asnas", "version": 2, "seed": data.get("seed"), "options": [],
                "deals": data.get("deals"), "check": {"totals": data.get("totals")}}
    return data
