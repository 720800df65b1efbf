"""The 108-card Tractor pack, written the way docs/rules.md spells cards.

A card is a plain two-letter string ("TH", "9S", "BJ", "RJ") rather than an
object: plays, views and saved games then stay readable in a test and
JSON-friendly in the browser's localStorage, and two copies of a card are
simply equal strings.
"""
from game.core import IllegalAction


class UnknownCard(IllegalAction):
    """A string that is not one of the 54 Tractor card names."""

    def __init__(self, text):
        super().__init__(
            f"Unknown card {text!r}: write rank then suit, like 'TH' or '9S' "
            "(ranks 2-9 T J Q K A, suits S H D C), or 'BJ' / 'RJ' for the jokers",
            rule="unknown_card",
            text=repr(text),
        )


RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "T", "J", "Q", "K", "A")
"""Ranks from low to high; "T" is the ten."""

SUITS = ("S", "H", "D", "C")
SUIT_NAMES = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs", "T": "trumps"}
"""Names used in rule messages; "T" is the trump suit as an effective suit."""

BLACK_JOKER = "BJ"
RED_JOKER = "RJ"
JOKERS = (BLACK_JOKER, RED_JOKER)

DISTINCT_CARDS = tuple(rank + suit for suit in SUITS for rank in RANKS) + JOKERS
"""The 54 different cards; the pack holds two copies of each."""

FULL_PACK = tuple(card for card in DISTINCT_CARDS for _copy in range(2))
"""All 108 cards of the two decks, two copies of every card."""

CARD_ORDER = {card: index for index, card in enumerate(DISTINCT_CARDS)}
"""A fixed order (suit by suit, then jokers) used to write a play canonically."""

_CARD_SET = frozenset(DISTINCT_CARDS)


def is_joker(card):
    return card in JOKERS


def rank_of(card):
    """The rank letter, or ``None`` for a joker (jokers have no rank or suit)."""
    return None if card in JOKERS else card[0]


def suit_of(card):
    """The printed suit letter, or ``None`` for a joker."""
    return None if card in JOKERS else card[1]


def parse_card(text):
    """Read one card, forgiving case and "10" for the ten, refusing anything else.

    The UI and saved games hand us strings from outside; an unknown one must
    stop at the door with a clear message, not surface later as a KeyError.
    """
    if not isinstance(text, str):
        raise UnknownCard(text)
    if text in _CARD_SET:
        return text
    card = text.strip().upper()
    if card.startswith("10") and len(card) == 3:
        card = "T" + card[2]
    if card not in _CARD_SET:
        raise UnknownCard(text)
    return card


def parse_cards(cards):
    """Read several cards: a list of card strings, or one string like "9H 9H KS"."""
    if isinstance(cards, str):
        cards = cards.replace(",", " ").split()
    try:
        items = list(cards)
    except TypeError:
        raise UnknownCard(cards) from None
    if all(isinstance(card, str) and card in _CARD_SET for card in items):
        return tuple(items)
    return tuple(parse_card(card) for card in items)


def canonical(cards):
    """A play written in the fixed card order, so that equal plays compare equal."""
    return tuple(sorted(cards, key=CARD_ORDER.__getitem__))
