"""Counting and choosing cards when a hand may hold two copies of a card.

Plays are multisets, not sets: "9H 9H" is a pair, and choosing 8 cards from
a void hand must not list the same play twice. These helpers enumerate,
count and sample such choices without expanding every ordering.
"""
from collections import Counter
from itertools import combinations as _combinations

from game.tractor.mechanics.cards import canonical


def first_missing(hand_counts, cards):
    """The first card of ``cards`` that ``hand_counts`` cannot supply, else ``None``."""
    need = Counter(cards)
    for card, wanted in need.items():
        if hand_counts.get(card, 0) < wanted:
            return card
    return None


def choose(items, size):
    """Every distinct sub-multiset of ``size`` cards from ``items`` [(card, copies)]."""
    items = list(items)
    room = [0] * (len(items) + 1)
    for index in range(len(items) - 1, -1, -1):
        room[index] = room[index + 1] + items[index][1]

    def walk(index, left):
        if left == 0:
            yield ()
            return
        if index == len(items) or room[index] < left:
            return
        card, copies = items[index]
        for take in range(min(copies, left), -1, -1):
            for rest in walk(index + 1, left - take):
                yield (card,) * take + rest

    return walk(0, size)


def count_choices(items, size):
    """How many distinct sub-multisets ``choose(items, size)`` yields, without listing them."""
    ways = [1] + [0] * size
    for _card, copies in items:
        new = [0] * (size + 1)
        for total in range(size + 1):
            if ways[total]:
                for take in range(min(copies, size - total) + 1):
                    new[total + take] += ways[total]
        ways = new
    return ways[size]


def _pair_ways(items, size, pairs, skip=None):
    """``ways[total][p]``: choices of ``total`` cards holding ``p`` pairs (capped at ``pairs``),
    over ``items`` without the one at index ``skip``."""
    ways = [[0] * (pairs + 1) for _ in range(size + 1)]
    ways[0][0] = 1
    for index, (_card, copies) in enumerate(items):
        if index == skip:
            continue
        new = [row[:] for row in ways]
        for total in range(size):
            for held in range(pairs + 1):
                if ways[total][held]:
                    for take in range(1, min(copies, size - total) + 1):
                        more = min(pairs, held + (take == 2))
                        new[total + take][more] += ways[total][held]
        ways = new
    return ways


def count_with_pairs(items, size, pairs):
    """How many distinct choices of ``size`` cards from ``items`` hold at least ``pairs`` pairs."""
    return _pair_ways(items, size, pairs)[size][pairs]


def choose_with_pairs(items, size, pairs):
    """Every distinct choice of ``size`` cards from ``items`` holding at least ``pairs`` pairs."""
    for chosen in choose(items, size):
        if sum(1 for copies in Counter(chosen).values() if copies == 2) >= pairs:
            yield chosen


def least_copies_with_pairs(items, size, pairs):
    """Cards every choice of ``count_with_pairs`` must contain, with multiplicity."""
    needed = []
    for index, (card, copies) in enumerate(items):
        ways = _pair_ways(items, size, pairs, skip=index)
        for take in range(copies + 1):
            left, still = size - take, max(0, pairs - (take == 2))
            if left >= 0 and any(ways[left][still:]):
                needed.extend([card] * take)
                break
    return tuple(needed)


def sample_with_pairs(items, size, pairs, rng):
    """One random choice of ``size`` cards from ``items`` holding at least ``pairs`` pairs."""
    doubles = [card for card, copies in items if copies == 2]
    chosen = rng.sample(doubles, pairs)
    left = Counter({card: copies for card, copies in items}) - Counter(chosen * 2)
    return tuple(chosen * 2) + tuple(rng.sample(list(left.elements()), size - 2 * pairs))


def least_copies(items, size):
    """Cards every choice of ``size`` from ``items`` must contain, with multiplicity."""
    pool = sum(copies for _card, copies in items)
    needed = []
    for card, copies in items:
        needed.extend([card] * max(0, size - (pool - copies)))
    return tuple(needed)


def sample(items, size, rng):
    """One random choice of ``size`` cards from ``items`` (each copy equally likely)."""
    cards = [card for card, copies in items for _copy in range(copies)]
    return tuple(rng.sample(cards, size))


def subsets(sequence, size):
    return _combinations(sequence, size)


def items_of(cards):
    """``cards`` as ((card, copies), ...) in canonical order: the input of ``choose``."""
    tally = Counter(cards)
    return tuple((card, tally[card]) for card in canonical(tally))
