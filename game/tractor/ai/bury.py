"""Burying the kitty: give up the eight cards the dealer will miss least.

Each card gets a keep value: trumps (jokers and level cards among them) are
kept at almost any price, aces, pairs and tractors are worth keeping, low
loose cards are not. Points are kept too, because buried points come back
multiplied if the attackers win the last trick; the stronger the dealer's
trumps, the safer burying them is, and a dealer with few jokers and level
cards, the trumps that take last tricks, keeps them dearly even where they
would empty a suit. Emptying a plain suit is worth a bonus
(the dealer can then ruff it), so for every set of short suits that fits in
the kitty the AI tries burying all of them and fills up with the cheapest
other cards, and keeps the best burial. A point card that empties nothing
is buried only with trumps enough to keep the last trick (``ai_playbook``).
Hard values an emptied suit more (``ai_style``): the ruffs it opens are
worth more than Easy's and Normal's bonus supposes (measured in paired deals,
see the README).
"""
from collections import Counter
from itertools import combinations

from game.tractor.actions import Bury
from game.tractor.ai.fill import cheapest
from game.tractor.ai.playbook import SAFE_TRUMPS, burial_risk, point_risk
from game.tractor.kitty import KITTY_SIZE
from game.tractor.mechanics.cards import JOKERS, SUITS
from game.tractor.mechanics.multiset import items_of
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.trump import TRUMP

TRUMP_KEEP = 100.0
ACE_KEEP = 4.0
KING_KEEP = 1.5
PAIR_KEEP = 3.0
"""Per card of a plain pair (both copies are lost with the first)."""
TRACTOR_KEEP = 3.0
POINT_KEEP = 0.35
"""Keep value per point on a card, with a trump-poor hand."""
STRONG_TRUMPS = 12
"""From this many trumps, buried points are half as risky."""
TOP_TRUMPS = 3
WEAK_POINT_KEEP = 3.0
"""With fewer jokers and level cards than ``TOP_TRUMPS``, however many trumps, the last
trick is the attackers' to take: buried points are kept this many times as dearly."""
VOID_VALUE = 4.0
SHORT_VALUE = 1.0


def top_trumps(tally, trump):
    """The jokers and level cards in ``tally``: the trumps that take last tricks."""
    return sum(copies for card, copies in tally.items()
               if card in JOKERS or card[0] == trump.level)


def keep_values(hand, trump):
    """``(base, pair_bonus)``: per distinct card of ``hand``, what keeping one copy is worth, and
    what keeping its pair is worth on top (lost as soon as one copy is buried)."""
    tally = Counter(hand)
    trumps = sum(copies for card, copies in tally.items() if trump.is_trump(card))
    point_weight = POINT_KEEP * (0.5 if trumps >= STRONG_TRUMPS else 1.0)
    if top_trumps(tally, trump) < TOP_TRUMPS:
        point_weight = POINT_KEEP * WEAK_POINT_KEEP
    top = {suit: max((trump.strength(card) for card in tally if trump.effective_suit(card) == suit),
                     default=-1)
           for suit in SUITS}
    base, pair_bonus = {}, {}
    for card, copies in tally.items():
        suit, strength = trump.effective_suit(card), trump.strength(card)
        if suit == TRUMP:
            base[card] = TRUMP_KEEP + strength
            pair_bonus[card] = 0.0
            continue
        value = 0.3 * strength + point_weight * card_points((card,))
        if card[0] == "A":
            value += ACE_KEEP
        elif card[0] == "K" and top[suit] > strength and tally.get("A" + suit):
            value += KING_KEEP
        base[card] = value
        bonus = 0.0
        if copies == 2:
            bonus = 2 * PAIR_KEEP + 0.3 * strength
            if any(tally.get(other) == 2 and trump.effective_suit(other) == suit
                   and abs(trump.strength(other) - strength) == 1 for other in tally):
                bonus += TRACTOR_KEEP
        pair_bonus[card] = bonus
    return base, pair_bonus


def burial_score(hand, buried, values, trump, void_bonus=0.0):
    """How good burying ``buried`` from ``hand`` is: voids and short suits made, minus keep values lost;
    ``void_bonus`` is added to ``VOID_VALUE`` for each suit emptied."""
    base, pair_bonus = values
    tally = Counter(hand)
    left = tally - Counter(buried)
    score = -sum(base[card] for card in buried)
    score -= sum(pair_bonus[card] for card in set(buried) if tally[card] == 2)
    score -= burial_risk(hand, buried, trump)
    trumps_left = sum(copies for card, copies in left.items() if trump.is_trump(card))
    for suit in SUITS:
        before = sum(copies for card, copies in tally.items() if trump.effective_suit(card) == suit)
        after = sum(copies for card, copies in left.items() if trump.effective_suit(card) == suit)
        if before and trumps_left:
            if after == 0:
                score += VOID_VALUE + void_bonus
            elif after == 1:
                score += SHORT_VALUE
    return score


def choose_burial(view, void_bonus=0.0):
    """The ``Bury`` of the eight cards whose loss hurts least (see the module docs); ``void_bonus``
    makes a suit emptied worth more (``ai_style``)."""
    hand = list(view.hand)
    trump = view.trump
    values = keep_values(hand, trump)
    base, pair_bonus = values
    plain = [suit for suit in SUITS if any(trump.effective_suit(card) == suit for card in hand)]
    safe = sum(1 for card in hand if trump.is_trump(card)) >= SAFE_TRUMPS

    def filler_cost(card):
        return base[card] + (0.0 if safe else point_risk(card, trump))

    best, best_score = None, None
    for count in range(len(plain) + 1):
        for suits in combinations(plain, count):
            cleared = [card for card in hand if trump.effective_suit(card) in suits]
            if len(cleared) > KITTY_SIZE:
                continue
            rest = items_of(Counter(hand) - Counter(cleared))
            buried = cleared + list(cheapest(rest, KITTY_SIZE - len(cleared), filler_cost,
                                             pair_bonus.__getitem__))
            score = burial_score(hand, buried, values, trump, void_bonus)
            if best_score is None or score > best_score:
                best, best_score = buried, score
    return Bury(tuple(best))
