"""Tractor (Sheng Ji) rules engine: pure Python, no UI, no global randomness.

The names below are the public API (see shared DESIGN.md): the table and
the AI use only these.

Mechanics (pure functions of cards and a ``Trump``):
    FULL_PACK, Trump, classify_lead, is_legal_follow, trick_winner,
    card_points, kitty_bonus, deal_outcome, declaration_strength
Game phases (state machines):
    TractorDeal (declare -> bury -> play -> over), TractorMatch
Actions: Declare(cards), Pass(), Bury(cards), Play(cards)
Errors: IllegalAction (a ValueError with .rule and .details), SaveError
"""
from .actions import Bury, Declare, Pass, Play
from .cards import (
    BLACK_JOKER,
    DISTINCT_CARDS,
    FULL_PACK,
    JOKERS,
    RANKS,
    RED_JOKER,
    SUIT_NAMES,
    SUITS,
    parse_card,
    parse_cards,
    rank_of,
    suit_of,
)
from .deal import PHASES, TractorDeal
from .declaring import Bid, Declaration, DeclareChoices, declaration_strength, possible_declarations
from .errors import IllegalAction, SaveError, UnknownCard
from .follow import is_legal_follow
from .kitty import KITTY_SIZE, BuryChoices
from .levels import LEVELS
from .match import TractorMatch
from .plays import LegalPlays
from .result import DealResult
from .scoring import TOTAL_POINTS, card_points, deal_outcome, kitty_bonus
from .seats import SEAT_NAMES, TEAM_NAMES, TEAMS, next_seat, partner_of, team_of
from .shapes import Shape, classify_lead, lead_options, pairs_in, shape_of, tractors_in
from .trick import Trick, trick_winner
from .trump import TRUMP, Trump
from .views import DealView, MatchView

__all__ = [
    "BLACK_JOKER", "Bid", "Bury", "BuryChoices", "DISTINCT_CARDS", "DealResult", "DealView",
    "Declaration", "Declare", "DeclareChoices", "FULL_PACK", "IllegalAction", "JOKERS",
    "KITTY_SIZE", "LEVELS", "LegalPlays", "MatchView", "PHASES", "Pass", "Play", "RANKS",
    "RED_JOKER", "SEAT_NAMES", "SUITS", "SUIT_NAMES", "SaveError", "Shape", "TEAMS",
    "TEAM_NAMES", "TOTAL_POINTS", "TRUMP", "Trick", "TractorDeal", "TractorMatch", "Trump",
    "UnknownCard", "card_points", "classify_lead", "deal_outcome", "declaration_strength",
    "is_legal_follow", "kitty_bonus", "lead_options", "next_seat", "pairs_in", "parse_card",
    "parse_cards", "partner_of", "possible_declarations", "rank_of", "shape_of", "suit_of",
    "team_of", "tractors_in", "trick_winner",
]
