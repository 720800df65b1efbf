"""Throws (the house rule): several units of one suit led at once, and how they stand or fail.

A throw is read as its units the way a player lays them out: the longest
tractors first (from the strongest pair down), then the pairs left, then
the singles. It stands when no other hand holds, in its effective suit, a
unit of the same shape that beats one of them; otherwise the leader plays
the weakest unit that can be beaten and pays 10 points (docs/rules.md, Tractor
house rules). Only a play entirely in trumps, arranged into the same units,
can beat a throw that stands, and two such plays compare by their strongest
unit of the throw's largest shape.
"""
from collections import Counter
from dataclasses import dataclass

from game.tractor.mechanics.cards import parse_cards
from game.tractor.mechanics.shapes import PAIR, SINGLE, THROW, TRACTOR, Shape, shape_of, tractors_in
from game.tractor.mechanics.trump import TRUMP

FAILED_THROW_PENALTY = 10


@dataclass(frozen=True)
class FailedThrow:
    """A throw that did not stand: what was tried, what was played instead, and the price.

    ``holder`` is a seat that holds a higher unit of the shape played (the
    first after the leader, in playing order); ``penalty`` is what it did to
    the attackers' points: ``-10`` when an attacker threw, ``+10`` when a
    defender did.
    """

    seat: int
    attempted: tuple
    played: tuple
    unit: object
    holder: int
    penalty: int


def penalty_of(failed_throws):
    """What ``failed_throws`` (``None`` entries skipped) did to the attackers' points."""
    return sum(throw.penalty for throw in failed_throws if throw is not None)


def units_of(cards, trump):
    """``((Shape, cards), ...)``: the units ``cards`` of one suit are read as, largest first."""
    table = trump._table
    tally = Counter(cards)
    suit = table[cards[0]][0]
    pairs = {}
    for card in sorted(tally, key=lambda each: table[each][1], reverse=True):
        if tally[card] >= 2:
            pairs.setdefault(table[card][1], []).append(card)
    units = []
    while pairs:
        run = [max(pairs)]
        while run[-1] - 1 in pairs:
            run.append(run[-1] - 1)
        chosen = tuple(card for strength in run for card in (pairs[strength][0],) * 2)
        for strength in run:
            pairs[strength].pop(0)
            if not pairs[strength]:
                del pairs[strength]
        kind = PAIR if len(run) == 1 else TRACTOR
        units.append((Shape(kind, len(run), suit, run[0]), chosen))
    singles = sorted((card for card, copies in tally.items() if copies == 1),
                     key=lambda each: table[each][1], reverse=True)
    units.extend((Shape(SINGLE, 0, suit, table[card][1]), (card,)) for card in singles)
    units.sort(key=lambda unit: (unit[0].pairs, unit[0].top), reverse=True)
    return tuple(units)


def throw_shape(cards, trump):
    """The shape of ``cards`` led as a throw, or ``None`` when they are one unit or not of one suit."""
    cards = tuple(cards)
    if len(cards) < 2 or shape_of(cards, trump) is not None:
        return None
    table = trump._table
    try:
        suits = {table[card][0] for card in cards}
    except KeyError:
        return None
    if len(suits) != 1:
        return None
    units = tuple(shape for shape, _cards in units_of(cards, trump))
    return Shape(THROW, sum(unit.pairs for unit in units), units[0].suit, units[0].top, units)


def lead_shape(cards, trump):
    """The shape of a lead: a single, pair or tractor, or a throw (``None`` if it is none of them)."""
    return shape_of(cards, trump) or throw_shape(cards, trump)


def classify_lead(cards, trump, throws=False):
    """``("single", 0)``, ``("pair", 1)``, ``("tractor", n_pairs)``, or ``None`` for no legal lead;
    with ``throws``, also ``("throw", pairs in it)``.

    Cards are read like ``is_legal_follow`` and ``trick_winner`` read them (a
    list, or one string like "10H 10H"); an unknown card raises ``UnknownCard``.
    """
    cards = parse_cards(cards)
    shape = lead_shape(cards, trump) if throws else shape_of(cards, trump)
    return None if shape is None else (shape.kind, shape.pairs)


def _pair_strengths(counts, suit, trump):
    table = trump._table
    return {table[card][1] for card, copies in counts.items() if copies >= 2 and table[card][0] == suit}


def beats_unit(counts, unit, trump):
    """Whether a hand (as counts) holds a unit of ``unit``'s shape and suit that is strictly higher."""
    table = trump._table
    if unit.pairs == 0:
        return any(copies and table[card][0] == unit.suit and table[card][1] > unit.top
                   for card, copies in counts.items())
    strengths = _pair_strengths(counts, unit.suit, trump)
    return any(top > unit.top and all(top - step in strengths for step in range(1, unit.pairs))
               for top in strengths)


def failed_throw(seat, cards, hands, trump, attackers):
    """The ``FailedThrow`` when ``seat``'s throw of ``cards`` fails against the other ``hands``
    (four counts, by seat), else ``None``; ``attackers`` is the attacking team."""
    beatable = []
    for unit, unit_cards in units_of(tuple(cards), trump):
        for step in range(1, 4):
            other = (seat + step) % 4
            if beats_unit(hands[other], unit, trump):
                beatable.append((unit.pairs, unit.top, unit, unit_cards, other))
                break
    if not beatable:
        return None
    _pairs, _top, unit, played, holder = min(beatable, key=lambda item: (item[0], item[1]))
    penalty = -FAILED_THROW_PENALTY if seat % 2 == attackers else FAILED_THROW_PENALTY
    return FailedThrow(seat, tuple(cards), played, unit, holder, penalty)


def _arranged(counts, formats, trump):
    """Whether ``counts`` can be laid out as units of ``formats`` (pairs per unit, no singles)."""
    if not formats:
        return True
    for unit in units_held(counts, formats[0], trump):
        if _arranged(counts - Counter(unit), formats[1:], trump):
            return True
    return False


def units_held(counts, pairs, trump):
    """Every unit of ``pairs`` pairs (0: a single, 1: a pair) that ``counts`` holds, strongest first."""
    cards = list(counts.elements())
    if pairs == 0:
        found = [(card,) for card in counts if counts[card]]
    elif pairs == 1:
        found = [(card, card) for card, copies in counts.items() if copies >= 2]
    else:
        found = [run for run in tractors_in(cards, trump) if len(run) == 2 * pairs]
    return sorted(found, key=lambda unit: max(trump.strength(card) for card in unit), reverse=True)


def ruff_top(play, throw, trump):
    """The top by which ``play`` (all trumps, the throw's size) would beat the ``throw`` shape:
    the strength of its strongest unit of the throw's largest shape in the best
    arrangement into the throw's units; ``None`` when it cannot be arranged so."""
    if len(play) != throw.size or any(trump.effective_suit(card) != TRUMP for card in play):
        return None
    counts = Counter(play)
    formats = [pairs for pairs in throw.formats if pairs]
    if not formats:
        return max(trump.strength(card) for card in play)
    for unit in units_held(counts, formats[0], trump):
        if _arranged(counts - Counter(unit), formats[1:], trump):
            return max(trump.strength(card) for card in unit)
    return None


def throw_winner(plays, throw, trump):
    """Index into ``plays`` (the throw first) of the play that takes a trick led by a standing throw."""
    best, best_top = 0, None
    if throw.suit == TRUMP:
        return best
    for index in range(1, len(plays)):
        top = ruff_top(plays[index], throw, trump)
        if top is not None and (best_top is None or top > best_top):
            best, best_top = index, top
    return best


def play_shape(cards, lead, trump):
    """The shape a follow ``cards`` counts as in a trick led by ``lead`` (a ``Shape``): after a
    throw, a ruff with its structure (top from ``ruff_top``) or ``None``; else ``shape_of``."""
    if lead.kind != THROW:
        return shape_of(cards, trump)
    top = None if lead.suit == TRUMP else ruff_top(cards, lead, trump)
    return None if top is None else Shape(THROW, lead.pairs, TRUMP, top, lead.units)
