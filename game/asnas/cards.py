"""The As-Nas pack: twenty cards, four copies of each of five ranks.

A card is simply its rank name. The five ranks are identities, not suits, so
there is nothing else to tell two Shahs apart.
"""
from collections import Counter

from .errors import IllegalAction, MalformedHand

RANKS = ("As", "Shah", "Bibi", "Sarbaz", "Couli")
"""Strongest first: As > Shah > Bibi > Sarbaz > Couli."""

COPIES = 4
HAND_SIZE = 5
SEATS = 4
PACK = tuple(rank for rank in RANKS for _ in range(COPIES))

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


def check_seat(seat, what="seat"):
    """Seats are 0 (South, you) to 3 (West); anything else is a programming error."""
    if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < SEATS:
        raise IllegalAction(f"The {what} must be a seat from 0 to {SEATS - 1}, not {seat!r}")
    return seat


def next_seat(seat):
    """Play runs counterclockwise: the player on your right is seat + 1."""
    return (seat + 1) % SEATS

