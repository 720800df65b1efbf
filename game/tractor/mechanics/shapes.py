"""Shapes of a play: single, pair, tractor, and what may be led.

In the seed rules (docs/rules.md, Decided) a lead is exactly one single, one pair
(two identical cards) or one tractor (two or more pairs of one effective
suit whose strengths are consecutive); the throws house rule also allows
several of those units of one suit at once (``throws.py`` reads them, and
``shape_of`` leaves them to it). Because ``Trump.strength``
already removes the level rank and lays out the trump junctions, "consecutive"
is a difference of one, and equally strong off-suit level pairs never chain.
"""
from collections import Counter
from dataclasses import dataclass

from game.core import IllegalAction
from game.tractor.mechanics.cards import SUIT_NAMES, canonical

SINGLE = "single"
PAIR = "pair"
TRACTOR = "tractor"
THROW = "throw"


@dataclass(frozen=True)
class Shape:
    """What a play is: its kind, its number of pairs, its effective suit and its top.

    ``top`` is the strength of the highest card (for a tractor, of its highest
    pair): the one number a trick compares. A throw also lists its ``units``
    (the shapes it is read as, largest first); its ``pairs`` count every pair
    in them and its ``top`` is that of its strongest unit of the largest shape.
    """

    kind: str
    pairs: int
    suit: str
    top: int
    units: tuple = ()

    @property
    def size(self):
        if self.kind == THROW:
            return sum(unit.size for unit in self.units)
        return 1 if self.kind == SINGLE else 2 * self.pairs

    def same_format(self, other):
        if self.kind == THROW:
            return other.kind == THROW and self.formats == other.formats
        return self.kind == other.kind and self.pairs == other.pairs

    @property
    def formats(self):
        """The pairs of each unit, largest first (0 for a single): what a throw's structure is."""
        return tuple(unit.pairs for unit in self.units) if self.kind == THROW else (self.pairs,)


def shape_of(cards, trump):
    """The shape of ``cards`` as a lead, or ``None`` when they are no single, pair or tractor."""
    cards = tuple(cards)
    if not cards:
        return None
    table = trump._table
    try:
        entries = [table[card] for card in cards]
    except KeyError:
        return None
    suit = entries[0][0]
    if any(entry[0] != suit for entry in entries):
        return None
    if len(cards) == 1:
        return Shape(SINGLE, 0, suit, entries[0][1])
    if len(cards) % 2:
        return None
    tally = Counter(cards)
    if any(copies != 2 for copies in tally.values()):
        return None
    strengths = sorted(table[card][1] for card in tally)
    if len(strengths) == 1:
        return Shape(PAIR, 1, suit, strengths[0])
    for low, high in zip(strengths, strengths[1:]):
        if high - low != 1:
            return None
    return Shape(TRACTOR, len(strengths), suit, strengths[-1])




def describe(shape):
    """"a single", "a pair", "a tractor of 3 pairs", "a throw of 5 cards": how a message names a lead."""
    if shape.kind == THROW:
        return f"a throw of {shape.size} cards"
    if shape.kind == SINGLE:
        return "a single"
    if shape.kind == PAIR:
        return "a pair"
    return f"a tractor of {shape.pairs} pairs"


def lead_violation(cards, trump, throws=False):
    """Why ``cards`` cannot be led (an IllegalAction, not raised), or ``None`` if they can.

    With ``throws`` (the house rule) any cards of one effective suit may be
    led: whether a throw stands is for the deal to find out from the hands.
    """
    cards = tuple(cards)
    if not cards:
        wanted = "a single, a pair, a tractor or a throw" if throws else "a single, a pair or a tractor"
        rule = "lead_empty_throws" if throws else "lead_empty"
        return IllegalAction(f"Choose the cards to lead: {wanted}", rule=rule)
    if shape_of(cards, trump) is not None:
        return None
    shown = " ".join(cards)
    suits = {}
    for card in cards:
        suits.setdefault(trump.effective_suit(card), card)
    if len(suits) > 1:
        (suit_a, card_a), (suit_b, card_b) = list(suits.items())[:2]
        what = "A throw" if throws else "A lead"
        why = "" if throws else " (lead one single, one pair or one tractor; no throws)"
        return IllegalAction(
            f"{what} must be in one suit: {card_a} is {SUIT_NAMES[suit_a]} but {card_b} is "
            f"{SUIT_NAMES[suit_b]}{why}",
            rule="throw_mixed_suits" if throws else "lead_mixed_suits",
            cards=list(cards),
        )
    if throws:
        return None
    tally = Counter(cards)
    if len(cards) % 2 or any(copies != 2 for copies in tally.values()):
        if len(cards) == 2:
            message = (f"{shown} is not a pair: a pair is two identical cards "
                       "(lead one single, one pair or one tractor; no throws)")
        else:
            message = (f"{shown} is not a single, a pair or a tractor: a tractor is made of "
                       "identical pairs only (no throws)")
        return IllegalAction(message, rule="lead_not_a_shape", cards=list(cards))
    strengths = [trump.strength(card) for card in tally]
    if len(set(strengths)) < len(strengths):
        return IllegalAction(
            f"{shown} is not a tractor: off-suit level cards are equally strong, so their pairs "
            "are not consecutive (lead one single, one pair or one tractor; no throws)",
            rule="lead_level_pairs",
            cards=list(cards),
        )
    return IllegalAction(
        f"{shown} is not a tractor: its pairs are not consecutive "
        "(lead one single, one pair or one tractor; no throws)",
        rule="lead_not_consecutive",
        cards=list(cards),
    )


def pairs_in(cards):
    """The distinct cards held twice, each listed once, in canonical order."""
    tally = Counter(cards)
    return canonical(card for card, copies in tally.items() if copies >= 2)


def tractors_in(cards, trump):
    """Every tractor that can be made from ``cards``, strongest pair first within each.

    A strength may offer several pairs (off-suit level pairs are equally
    strong), so every combination is listed; each tractor appears once.
    """
    by_suit = {}
    for card in pairs_in(cards):
        suit, strength = trump._entry(card)
        by_suit.setdefault(suit, {}).setdefault(strength, []).append(card)
    found = []
    for ladder in by_suit.values():
        strengths = sorted(ladder)
        for start_index, start in enumerate(strengths):
            run = [start]
            for strength in strengths[start_index + 1:]:
                if strength != run[-1] + 1:
                    break
                run.append(strength)
                prefixes = [()]
                for step in reversed(run):
                    prefixes = [chosen + (card, card) for chosen in prefixes for card in ladder[step]]
                found.extend(prefixes)
    return tuple(found)


def lead_options(cards, trump):
    """Every legal lead from ``cards``: each single, each pair, each tractor."""
    singles = tuple((card,) for card in canonical(set(cards)))
    pairs = tuple((card, card) for card in pairs_in(cards))
    return singles + pairs + tractors_in(cards, trump)
