"""The kitty: eight cards set aside at the deal, picked up and replaced by the dealer.

When all four players pass, the kitty is turned up and its first non-joker
card names the trump suit. Otherwise it stays hidden: the dealer adds it to
their hand and buries any eight of their 33 cards; the buried cards count
for the attackers only if they win the last trick (``scoring.kitty_bonus``).
"""
from collections import Counter

from game.core import IllegalAction
from game.tractor.actions import Bury
from game.tractor.mechanics.cards import is_joker, parse_cards, suit_of
from game.tractor.mechanics.multiset import choose, count_choices, first_missing, items_of, sample

KITTY_SIZE = 8


def suit_from_kitty(kitty):
    """The suit of the kitty's first non-joker card (there are only four jokers)."""
    for card in kitty:
        if not is_joker(card):
            return suit_of(card)
    raise ValueError("a kitty of jokers only cannot name a suit")


def bury_violation(hand_counts, cards):
    """Why the dealer may not bury ``cards`` from a hand (as counts), or ``None``."""
    if len(cards) != KITTY_SIZE:
        return IllegalAction(
            f"Bury exactly {KITTY_SIZE} cards: you chose {len(cards)}",
            rule="bury_count", needed=KITTY_SIZE, chosen=len(cards),
        )
    missing = first_missing(hand_counts, cards)
    if missing is not None:
        held = "only one" if hand_counts.get(missing, 0) else "no"
        return IllegalAction(f"You cannot bury {missing}: you hold {held} {missing}",
                             rule="not_in_hand", card=missing)
    return None


class BuryChoices:
    """The dealer's choice of any eight cards of their 33, without listing millions of them.

    Iterating walks the distinct choices lazily; ``sample(rng)`` draws one;
    ``in`` / ``violation`` check a given choice.
    """

    def __init__(self, seat, hand):
        self.seat = seat
        self.hand = tuple(hand)
        self._counts = Counter(self.hand)
        self.size = KITTY_SIZE

    def __iter__(self):
        return (Bury(cards) for cards in choose(items_of(self.hand), KITTY_SIZE))

    def count(self):
        return count_choices(items_of(self.hand), KITTY_SIZE)

    def violation(self, action):
        try:
            cards = action.cards if isinstance(action, Bury) else parse_cards(action)
        except IllegalAction as error:  # not cards at all: a Pass, garbage
            return error
        return bury_violation(self._counts, cards)

    def __contains__(self, action):
        return self.violation(action) is None

    def sample(self, rng):
        return Bury(sample(items_of(self.hand), KITTY_SIZE, rng))

    def __eq__(self, other):
        return isinstance(other, BuryChoices) and (self.seat, self.hand) == (other.seat, other.hand)

    def __hash__(self):
        return hash((self.seat, self.hand))

    def __repr__(self):
        return f"BuryChoices(seat={self.seat}, any {KITTY_SIZE} of {len(self.hand)} cards)"
