"""Tractor (Sheng Ji) rules engine: pure Python, no UI, no global randomness.

The names below are the public API (see docs/design.md): the table and
the AI use only these.

Mechanics (pure functions of cards and a ``Trump``):
    FULL_PACK, Trump, classify_lead, is_legal_follow, trick_winner,
    card_points, kitty_bonus, deal_outcome, declaration_strength
Game phases (state machines):
    TractorDeal (declare -> bury -> play -> over), TractorMatch
Actions: Declare(cards), Pass(), Bury(cards), Play(cards)
Errors: IllegalAction (a ValueError with .rule and .details), SaveError
"""
from game.core import IllegalAction, SaveError, next_seat
from game.tractor.actions import Bury, Declare, Pass, Play
from game.tractor.deal import BURY, DECLARE, OVER, PHASES, PLAY, TractorDeal
from game.tractor.declaring import (
    Bid,
    Declaration,
    DeclareChoices,
    declaration_strength,
    declared_suit,
    possible_declarations,
)
from game.tractor.kitty import KITTY_SIZE, BuryChoices
from game.tractor.match import TractorMatch
from game.tractor.mechanics.cards import (
    BLACK_JOKER,
    DISTINCT_CARDS,
    FULL_PACK,
    JOKERS,
    RANKS,
    RED_JOKER,
    SUIT_NAMES,
    SUITS,
    UnknownCard,
    parse_card,
    parse_cards,
    rank_of,
    suit_of,
)
from game.tractor.mechanics.follow import is_legal_follow
from game.tractor.mechanics.levels import LEVELS
from game.tractor.mechanics.scoring import OUTCOME_MARKS, TOTAL_POINTS, card_points, deal_outcome, kitty_bonus
from game.tractor.mechanics.shapes import Shape, lead_options, pairs_in, shape_of, tractors_in
from game.tractor.mechanics.teams import SEAT_NAMES, TEAM_NAMES, TEAMS, partner_of, team_of, teams_from
from game.tractor.mechanics.throws import FailedThrow, classify_lead, lead_shape
from game.tractor.mechanics.trick import Trick, trick_winner
from game.tractor.mechanics.trump import TRUMP, Trump
from game.tractor.plays import LegalPlays
from game.tractor.result import DealResult
from game.tractor.views import DealView, MatchView

__all__ = [
    "BURY", "DECLARE", "OVER", "PLAY", "BLACK_JOKER", "Bid", "Bury", "BuryChoices", "DISTINCT_CARDS", "DealResult", "DealView",
    "FailedThrow", "Declaration", "Declare", "DeclareChoices", "declared_suit", "FULL_PACK", "IllegalAction", "JOKERS",
    "KITTY_SIZE", "LEVELS", "OUTCOME_MARKS", "LegalPlays", "MatchView", "PHASES", "Pass", "Play", "RANKS",
    "RED_JOKER", "SEAT_NAMES", "SUITS", "SUIT_NAMES", "SaveError", "Shape", "TEAMS",
    "TEAM_NAMES", "TOTAL_POINTS", "TRUMP", "Trick", "TractorDeal", "TractorMatch", "Trump",
    "UnknownCard", "card_points", "classify_lead", "deal_outcome", "declaration_strength",
    "is_legal_follow", "kitty_bonus", "lead_options", "lead_shape", "next_seat", "pairs_in", "parse_card",
    "parse_cards", "partner_of", "possible_declarations", "rank_of", "shape_of", "suit_of",
    "team_of", "teams_from", "tractors_in", "trick_winner",
]
