"""As-Nas: the Persian five-rank betting game, as a pure-Python rules engine and AI players.

Nothing here touches the page; the UI asks for legal moves and applies them.
"""
from .actions import ACTIONS, BET_LIMIT, CALL, FOLD, HOLD, LOOK, OPENING_BET, RAISE, ActionRecord
from .cards import PACK, RANKS
from .deal import Deal
from .errors import IllegalAction, MalformedHand
from .hands import CATEGORIES, HandValue, hand_value
from .match import DEALS_PER_MATCH, DealRecord, Match
from .odds import showdown_win_chance, win_chance_for_view
from .points import format_points
from .save import CorruptSave
from .view import DealView

__all__ = [
    "ACTIONS", "BET_LIMIT", "CALL", "FOLD", "HOLD", "LOOK", "OPENING_BET", "RAISE",
    "ActionRecord", "CATEGORIES", "CorruptSave", "DEALS_PER_MATCH", "Deal", "DealRecord",
    "DealView", "HandValue", "IllegalAction", "MalformedHand", "Match", "PACK", "RANKS",
    "format_points", "hand_value", "showdown_win_chance", "win_chance_for_view",
]
