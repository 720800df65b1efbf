"""The playbook: gifts no decent Tractor player hands the other side.

The pricing (``ai_trick``) weighs points and cards well on average, but a
table notices single gifts, and these are the ones players name:

* burying a plain point card while its suit stays in the hand (it neither
  empties a suit nor is safe: the attackers win it back multiplied if they
  take the last trick), unless the dealer's trumps are long enough to keep
  the last trick;
* throwing points onto a trick the other side has surely won, when a card
  without points would give it up as well;
* leading the big joker alone when both opponents are likely out of
  trumps: it draws nothing and is worth more kept for the last trick.
"""
from game.tractor.ai.fill import cheapest_follow
from game.tractor.ai.odds import void_chance
from game.tractor.mechanics.cards import RED_JOKER
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.trump import TRUMP

SAFE_TRUMPS = 16
"""Trumps kept after burying that make buried points safe enough."""
BURIED_POINT_RISK = 2.0
"""What burying a point card that empties nothing costs, per point on it."""
LOST = 0.02
"""A trick our side takes less often than this is lost, whatever we play."""
IDLE_BIG_JOKER = 15.0
"""What leading the big joker into two trumpless opponents gives up, in points."""


def _points(card):
    return card_points((card,))


def point_risk(card, trump):
    """What burying ``card`` risks if it empties nothing: its points, when it is a plain card."""
    return 0.0 if trump.is_trump(card) else BURIED_POINT_RISK * _points(card)


def burial_risk(hand, buried, trump):
    """The points-equivalent risk of ``buried``: point cards buried beside cards of their own suit."""
    left = list(hand)
    for card in buried:
        left.remove(card)
    if sum(1 for card in left if trump.is_trump(card)) >= SAFE_TRUMPS:
        return 0.0
    kept_suits = {trump.effective_suit(card) for card in left}
    return sum(point_risk(card, trump) for card in buried if trump.effective_suit(card) in kept_suits)


def fewest_points(legal, power):
    """The legal follow with the fewest points on it (the cheapest such, by ``power``)."""
    def unit(card):
        return 100.0 * _points(card) + power(card)

    return tuple(cheapest_follow(legal, unit, lambda card: 2 * unit(card), lambda card: 0.0))


def keep_points_from_a_lost_trick(priced):
    """``priced`` ({cards: (value, chance)}) without the plays that give up
    the trick and more points than the cheapest way to give it up."""
    hopeless = [cards for cards, (_value, chance) in priced.items() if chance < LOST]
    if not hopeless:
        return priced
    least = min(card_points(cards) for cards in hopeless)
    return {cards: price for cards, price in priced.items()
            if price[1] >= LOST or card_points(cards) == least}


def idle_big_joker(context, cards):
    """The price of leading ``cards`` if it is the big joker alone, times the
    chance that both opponents are out of trumps (known, or by the odds)."""
    if tuple(cards) != (RED_JOKER,) or context.in_hand <= 1:
        return 0.0
    memory = context.memory
    chance = 1.0
    for seat in range(4):
        if seat % 2 != context.seat % 2 and memory.sizes[seat]:
            chance *= void_chance(memory, seat, TRUMP)
    return IDLE_BIG_JOKER * chance
