"""Saving a match as plain JSON data, and refusing anything that does not replay.

A save holds only the seed and the moves: restoring replays them through the
rules, so a tampered or truncated save cannot produce an impossible table.
The totals are stored as well, purely as a check that the replay agrees.
"""
import re
from fractions import Fraction

from .actions import ACTIONS
from .errors import IllegalAction
from .match import DEALS_PER_MATCH, SEED_BITS, Match

SAVE_GAME = "asnas"
SAVE_VERSION = 1

# A total is an exact fraction of points won over at most twelve deals, so a
# few digits over a few digits: anything longer (an exponent such as 1e999999999
# would make Fraction build a number of a billion digits) is refused unread.
TOTAL = re.compile(r"-?[0-9]{1,6}(/[1-9][0-9]{0,5})?")


class CorruptSave(ValueError):
    """Saved data that is not a playable As-Nas match; the UI should discard it."""


def match_to_dict(match):
    """``{"game", "version", "seed", "deals": [[action, ...], ...], "totals": ["7/3", ...]}``."""
    return {
        "game": SAVE_GAME,
        "version": SAVE_VERSION,
        "seed": match.seed,
        "deals": match.actions,
        "totals": [str(total) for total in match.totals],
    }


def match_from_dict(data):
    """Rebuild a saved match, or raise ``CorruptSave`` saying what is wrong with the data."""
    if not isinstance(data, dict):
        raise CorruptSave("A saved As-Nas match must be a JSON object")
    if data.get("game") != SAVE_GAME:
        raise CorruptSave(f"This save is not an As-Nas match (game is {data.get('game')!r})")
    if type(data.get("version")) is not int or data.get("version") != SAVE_VERSION:
        raise CorruptSave(f"Unknown As-Nas save version {data.get('version')!r}")
    seed = data.get("seed")
    if type(seed) is not int or not 0 <= seed < 2**SEED_BITS:
        raise CorruptSave(f"The saved seed must be an integer from 0 to {2**SEED_BITS - 1}, not {seed!r}")
    deals = data.get("deals")
    if not isinstance(deals, list) or not 1 <= len(deals) <= DEALS_PER_MATCH:
        raise CorruptSave(f"A saved match holds the moves of 1 to {DEALS_PER_MATCH} deals")
    for moves in deals:
        if not isinstance(moves, list) or not all(
            isinstance(move, str) and move in ACTIONS for move in moves
        ):
            raise CorruptSave("Each saved deal must be a list of moves: look, call, hold, raise or fold")
    totals = data.get("totals")
    if not isinstance(totals, list) or len(totals) != 4 or not all(
        isinstance(total, str) for total in totals
    ):
        raise CorruptSave("The saved totals must be four fractions written as text")
    if not all(TOTAL.fullmatch(total) for total in totals):
        raise CorruptSave("The saved totals are not numbers of points such as 7/3 or -2")
    expected = tuple(Fraction(total) for total in totals)
    try:
        match = Match.replay(seed, deals)
    except IllegalAction as error:
        raise CorruptSave(f"The saved moves do not replay: {error}") from None
    if match.totals != expected:
        raise CorruptSave("The saved totals do not match the replayed deals")
    return match
