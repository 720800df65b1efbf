"""Throwing (the house rule): lead every unit of a suit that card memory proves unbeatable.

A failed throw costs 10 points and shows the hand, so the AI throws only
what it can prove: every unit of the throw must be one that no unseen card
(in any other hand, or in the kitty it does not know) can beat with a
higher unit of the same shape. The unseen cards are pooled, as if one
player held them all, so a pair split between two hands still counts as a
threat: the proof never depends on a guess about who holds what.
"""
from collections import Counter

from game.tractor.mechanics.throws import beats_unit, units_of


def proven_throws(hand, memory, trump):
    """Per effective suit, the throw of the hand's units there that nobody can beat
    (only when that is two units or more): the candidates a lead is chosen from."""
    unseen = Counter(memory.unseen)
    by_suit = {}
    for card in hand:
        by_suit.setdefault(trump.effective_suit(card), []).append(card)
    throws = []
    for cards in by_suit.values():
        sure = [unit_cards for unit, unit_cards in units_of(tuple(cards), trump)
                if not beats_unit(unseen, unit, trump)]
        if len(sure) >= 2:
            throws.append(tuple(card for unit_cards in sure for card in unit_cards))
    return throws
