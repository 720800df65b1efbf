"""Following a lead: the one rule that decides which cards a player may play.

docs/rules.md: follow the led effective suit as far as you can; when pairs or a
tractor are led, play as many pairs of that suit as you can, up to the number
led (they need not be consecutive); if you are short, play all your cards of
that suit and fill freely; when void, play anything (trumping is optional).
A throw (house rule) is followed the same way, its pairs counted over all
its units (a tractor of n pairs counts n).

In numbers, for a lead of ``n`` cards holding ``k`` pairs, a hand with ``h``
cards of the led suit of which ``p`` are pairs must play at least
``min(n, h)`` cards of that suit, among them at least ``min(k, p)`` pairs.
"""
from collections import Counter

from game.core import IllegalAction
from game.tractor.mechanics.cards import SUIT_NAMES, parse_cards
from game.tractor.mechanics.multiset import first_missing
from game.tractor.mechanics.shapes import PAIR, TRACTOR, describe, pairs_in, shape_of
from game.tractor.mechanics.throws import throw_shape


def _strongest_first(cards, trump):
    return sorted(cards, key=trump.strength, reverse=True)


def count_violation(lead_shape, play):
    if len(play) == lead_shape.size:
        return None
    return IllegalAction(
        f"Play {lead_shape.size} card{'s' if lead_shape.size > 1 else ''}: every player plays as many "
        f"cards as were led ({describe(lead_shape)}), and you chose {len(play)}",
        rule="card_count",
        needed=lead_shape.size,
        chosen=len(play),
    )


def holding_violation(hand_counts, play):
    """A card the player does not hold (or holds fewer copies of), as an IllegalAction."""
    missing = first_missing(hand_counts, play)
    if missing is None:
        return None
    if hand_counts.get(missing, 0):
        return IllegalAction(f"You hold only one {missing}", rule="not_in_hand", card=missing)
    return IllegalAction(f"You do not hold {missing}", rule="not_in_hand", card=missing)


def suit_violation(hand_counts, lead_shape, play, trump):
    """The suit and pair obligations of a follow, assuming count and holding are fine."""
    suit = lead_shape.suit
    suit_name = SUIT_NAMES[suit]
    held = Counter({card: copies for card, copies in hand_counts.items()
                    if copies and trump.effective_suit(card) == suit})
    held_count = sum(held.values())
    played = [card for card in play if trump.effective_suit(card) == suit]
    left = held - Counter(played)
    if len(played) < min(len(play), held_count):
        still = _strongest_first(left.elements(), trump)[0]
        if held_count < len(play):
            return IllegalAction(
                f"You must play all your {suit_name} before filling with other cards: "
                f"you still hold {still}",
                rule="follow_suit_short", suit=suit, card=still,
            )
        return IllegalAction(
            f"You must follow {suit_name}: you still hold {still}",
            rule="follow_suit", suit=suit, card=still,
        )
    if lead_shape.pairs:
        needed = min(lead_shape.pairs, len(pairs_in(held.elements())))
        have = len(pairs_in(played))
        if have < needed:
            unplayed = [card for card in pairs_in(held.elements()) if card not in pairs_in(played)]
            example = _strongest_first(unplayed, trump)[0]
            if needed == 1:
                wanted = f"a pair of {suit_name}"
            else:
                wanted = f"{needed} pairs of {suit_name} (they need not be consecutive)"
            return IllegalAction(
                f"You must play {wanted} when {describe(lead_shape)} is led: "
                f"you hold {example} {example}",
                rule="follow_pairs", suit=suit, pairs=needed, card=example,
            )
    return None


def follow_violation(hand_counts, lead, play, trump, throws=False):
    """Why ``play`` is no legal follow to ``lead`` from a hand (as counts), or ``None``;
    ``throws``: the lead may be a throw (the house rule)."""
    shape = shape_of(lead, trump) or (throw_shape(lead, trump) if throws else None)
    if shape is None:
        raise ValueError(f"{' '.join(lead)} is not a legal lead")
    return (count_violation(shape, play)
            or holding_violation(hand_counts, play)
            or suit_violation(hand_counts, shape, play, trump))


def is_legal_follow(hand, lead, play, trump, throws=False):
    """Whether ``play`` may follow ``lead`` from ``hand`` (the hand before playing); with
    ``throws`` the lead may be a throw."""
    hand = parse_cards(hand)
    return follow_violation(Counter(hand), parse_cards(lead), parse_cards(play), trump, throws) is None


FOLLOW_SUIT = "follow"
FOLLOW_PAIRS = "follow_pair"
RUFF = "ruff"
DISCARD = "void"
"""How a follow answers its lead (``follow_kind``): the names the lesson teaches them by."""


def follow_kind(hand, lead, play, trump):
    """How ``play`` answers ``lead`` from ``hand`` (before playing): holding none of the led
    suit, by trumping (``RUFF``, every card a trump) or throwing off (``DISCARD``); else by
    pairs, when pairs or a tractor were led and ``play`` holds a pair (``FOLLOW_PAIRS``), or
    by suit (``FOLLOW_SUIT``)."""
    led = trump.effective_suit(lead[0])
    if not any(trump.effective_suit(card) == led for card in hand):
        return RUFF if all(trump.is_trump(card) for card in play) else DISCARD
    shape = shape_of(lead, trump)
    if shape is not None and shape.kind in (PAIR, TRACTOR) and pairs_in(play):
        return FOLLOW_PAIRS
    return FOLLOW_SUIT
