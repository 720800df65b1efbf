"""The As-Nas pack: twenty cards, four copies of each of five ranks.

A card is simply its rank name. The five ranks are identities, not suits, so
there is nothing else to tell two Shahs apart.
"""
from collections import Counter

from game.core import IllegalAction

RANKS = ("As", "Shah", "Bibi", "Sarbaz", "Couli")
"""Strongest first: As > Shah > Bibi > Sarbaz > Couli."""

COPIES = 4
HAND_SIZE = 5
PACK = tuple(rank for rank in RANKS for _ in range(COPIES))



class MalformedHand(IllegalAction):
    """Cards that could not have come from the As-Nas pack (wrong count, unknown card, a fifth Shah)."""

    def __init__(self, message):
        super().__init__(message, rule="malformed_hand")


RANK_STRENGTH = {rank: len(RANKS) - position for position, rank in enumerate(RANKS)}
"""As = 5 down to Couli = 1, so a bigger number is a stronger card."""


def _ranks_list():
    return ", ".join(RANKS[:-1]) + " and " + RANKS[-1]


def check_cards(cards, size=HAND_SIZE):
    """Return ``cards`` as a tuple, or raise ``MalformedHand`` if they cannot be a hand.

    Checked here once so that hand ranking and dealing can trust their input.
    """
    if isinstance(cards, (str, bytes)) or not hasattr(cards, "__iter__"):
        raise MalformedHand(f"A hand is a list of {size} cards, not {cards!r}")
    cards = tuple(cards)
    if len(cards) != size:
        raise MalformedHand(f"A hand has {size} cards, not {len(cards)}")
    for card in cards:
        if card not in RANK_STRENGTH:
            raise MalformedHand(
                f"{card!r} is not an As-Nas card; the cards are {_ranks_list()}"
            )
    check_copies(cards)
    return cards


def check_copies(cards):
    """Reject more copies of a rank than the pack holds (there is no fifth Shah)."""
    for rank, count in Counter(cards).items():
        if count > COPIES:
            raise MalformedHand(
                f"The pack has only {COPIES} {rank} cards, but {count} were dealt"
            )

