"""Choosing the filler cards of a follow: which k cards of a pool cost least.

A follow is often "these cards, plus any k of those" (``LegalPlays``), and
the pool can be the whole hand. Trying every choice is hopeless, picking the
k cheapest cards one by one breaks pairs needlessly (two copies of one card
lose one pair bonus, one copy each of two pairs loses two). A small dynamic
programme over the distinct cards takes 0, 1 or 2 copies of each and finds
the cheapest total exactly.
"""


def cheapest(items, size, unit, pair_bonus):
    """The ``size`` cards from ``items`` ((card, copies), ...) of least total cost.

    Taking ``k`` copies of a card costs ``k * unit(card)``, plus
    ``pair_bonus(card)`` once when the pool holds both copies (the pair is
    lost whether one or two copies go).
    """
    if size == 0:
        return ()
    best = [(0.0, ())] + [(float("inf"), None)] * size
    for card, copies in items:
        each = unit(card)
        bonus = pair_bonus(card) if copies >= 2 else 0.0
        new = list(best)
        for have in range(size):
            cost, picked = best[have]
            if picked is None:
                continue
            for take in range(1, min(copies, size - have) + 1):
                total = cost + take * each + bonus
                if total < new[have + take][0]:
                    new[have + take] = (total, picked + (card,) * take)
        best = new
    return best[size][1]


def cheapest_pairs(pairs, count, pair_cost):
    """The ``count`` pairs (each given by its card) of least ``pair_cost``."""
    ranked = sorted(pairs, key=pair_cost)
    return tuple(card for card in ranked[:count] for _copy in range(2))


def cheapest_follow(legal, unit, pair_cost, pair_bonus):
    """The legal follow of least cost from ``legal``'s structure (``LegalPlays``): its fixed
    cards, the cheapest pairs it needs, and the cheapest cards of its pool."""
    if legal.pairs_needed:
        return legal.fixed + cheapest_pairs(legal.pair_pool, legal.pairs_needed, pair_cost)
    if legal.pool_pairs:
        doubles = [card for card, copies in legal.pool if copies == 2]
        pairs = cheapest_pairs(doubles, legal.pool_pairs, pair_cost)
        chosen = set(pairs)
        rest = tuple((card, copies) for card, copies in legal.pool if card not in chosen)
        return legal.fixed + pairs + cheapest(rest, legal.pool_size - len(pairs), unit, pair_bonus)
    return legal.fixed + cheapest(legal.pool, legal.pool_size, unit, pair_bonus)
