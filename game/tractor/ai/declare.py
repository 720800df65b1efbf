"""Declaring trump: name a suit when the hand would be long and strong in trumps, else pass.

A hand is scored for a trump choice by its trumps (jokers, every level card,
the suit's cards), top trumps counting more and pairs adding their own bonus:
a long, high trump suit wins tricks and ruffs. The AI declares its best suit
when that score clears a bar (a lower bar in deal 1, where the first
declarer becomes the dealer and takes the kitty), overcalls an opponent only
when its own suit is clearly better for it than theirs, leaves a partner's
call alone unless its own suit is far better, and calls no-trump with a
joker pair when an opponent's suit would leave it short of trumps.

With must-play levels (a house rule) a deal at 5, 10, K or A decides more:
the defenders leave that level only by holding, and the attackers keep them
on it by taking the deal. Both sides then fight harder for trump: the bars
to declare and to overcall an opponent drop by ``MUST_PLAY_EAGERNESS``.
A level may also declare more readily (``eagerness``, ``ai_style``): the
bars are a cautious player's.
"""
from collections import Counter

from game.tractor.actions import Pass
from game.tractor.mechanics.cards import BLACK_JOKER, RED_JOKER, SUITS, rank_of, suit_of
from game.tractor.mechanics.levels import MUST_PLAY
from game.tractor.mechanics.teams import team_of

DECLARE_BAR = 11.0
FIRST_DEAL_BAR = 9.5
OVERCALL_MARGIN = 2.5
PARTNER_MARGIN = 5.0
NO_TRUMP_SHORT = 7.0
"""Call no-trump over an opponent's suit that would leave our score below this."""
MUST_PLAY_EAGERNESS = 1.5


def trump_score(hand, level, suit):
    """How well ``hand`` would do with ``suit`` (``None``: no-trump) as trumps."""
    tally = Counter(hand)
    score = 0.0
    for card, copies in tally.items():
        if card == RED_JOKER:
            weight = 2.0
        elif card == BLACK_JOKER:
            weight = 1.8
        elif rank_of(card) == level:
            weight = 1.6 if suit_of(card) == suit else 1.3
        elif suit is not None and suit_of(card) == suit:
            weight = {"A": 1.3, "K": 1.15}.get(rank_of(card), 1.0)
        else:
            continue
        score += weight * copies
        if copies == 2:
            score += 0.8
    return score


def choose_declaration(view, choices, eagerness=0.0):
    """A ``Declare`` from ``choices`` when the hand supports it, else ``Pass()``;
    ``eagerness`` lowers the bars to declare and to overcall an opponent."""
    hand, level = view.hand, view.level
    standing = choices.standing
    by_suit = {}
    no_trump = []
    for action in choices.declarations:
        suit = suit_of(action.cards[0])
        if suit is None:
            no_trump.append(action)
        elif suit not in by_suit or len(action.cards) > len(by_suit[suit].cards):
            by_suit[suit] = action
    scores = {suit: trump_score(hand, level, suit) for suit in SUITS}
    best_suit = max(by_suit, key=scores.__getitem__, default=None)
    best = scores[best_suit] if best_suit else 0.0
    eager = eagerness + (MUST_PLAY_EAGERNESS if view.rules.must_play_levels and level in MUST_PLAY else 0.0)
    if standing is None:
        bar = (FIRST_DEAL_BAR if view.first_deal else DECLARE_BAR) - eager
        return by_suit[best_suit] if best_suit and best >= bar else Pass()
    if standing.seat == view.seat:
        return Pass()
    theirs = trump_score(hand, level, standing.suit) if standing.suit else _no_trump_score(hand, level)
    if team_of(standing.seat) == team_of(view.seat):
        if best_suit and best >= DECLARE_BAR and best - theirs >= PARTNER_MARGIN:
            return by_suit[best_suit]
        return Pass()
    if best_suit and best >= DECLARE_BAR - 1.0 - eager and best - theirs >= OVERCALL_MARGIN - eager:
        return by_suit[best_suit]
    if no_trump and theirs < NO_TRUMP_SHORT and standing.suit is not None:
        return max(no_trump, key=lambda action: action.cards[0] == RED_JOKER)
    return Pass()


def _no_trump_score(hand, level):
    return trump_score(hand, level, None)
