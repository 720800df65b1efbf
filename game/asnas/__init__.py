"""As-Nas: the Persian five-rank betting game, as a pure-Python rules engine.

Nothing here touches the page; the UI asks for legal moves and applies them.
Its AI players are the ``ai`` package beside these rules.
"""
from game.asnas.actions import ACTIONS, BET_LIMIT, CALL, FOLD, HOLD, LOOK, OPENING_BET, RAISE, ActionRecord
from game.asnas.cards import PACK, RANKS, MalformedHand
from game.asnas.deal import Deal
from game.asnas.hands import CATEGORIES, HandValue, hand_value
from game.asnas.match import DEALS_PER_MATCH, DealRecord, Match
from game.asnas.odds import showdown_win_chance, win_chance_for_view
from game.asnas.points import format_points
from game.asnas.view import DealView, MatchView
from game.core import IllegalAction, SaveError

__all__ = [
    "ACTIONS", "BET_LIMIT", "CALL", "FOLD", "HOLD", "LOOK", "OPENING_BET", "RAISE",
    "ActionRecord", "CATEGORIES", "DEALS_PER_MATCH", "Deal", "DealRecord",
    "DealView", "HandValue", "IllegalAction", "MalformedHand", "Match", "MatchView", "PACK", "RANKS",
    "SaveError", "format_points", "hand_value", "showdown_win_chance", "win_chance_for_view",
]
