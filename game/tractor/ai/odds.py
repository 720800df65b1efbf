"""Odds from card memory: will the players still to play beat the best play so far?

The AI never sees a hidden hand, so it reasons in chances. Each hidden card
of a suit sits in a given hand with the chance ``Memory.hold_share`` (known
voids hold none); holding a higher single, a higher pair or a higher tractor,
or being void and able to ruff with the same shape, follow from that by
treating cards as independent. Crude, but quick enough to call dozens of
times per decision, and it knows what matters: which top cards and pairs are
gone and who can ruff.

The AI prices plays with sampled layouts (``ai_layouts``, ``ai_rollout``),
which get the dependence between hands right; these card-by-card odds give
the points still to come in a trick, and stand in for the layouts when no
random source is given (``TrickContext.build`` without ``rng``).
"""
from game.tractor.mechanics.shapes import THROW
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.trump import TRUMP

DISCARD_POINTS = 1.0
"""Points a player void in the led suit adds per card, on average."""


def void_chance(memory, seat, suit):
    """The chance ``seat`` holds no card of ``suit``."""
    if memory.is_void(seat, suit):
        return 1.0
    return (1.0 - memory.hold_share(seat, suit)) ** memory.unseen_count(suit)


def shape_above(memory, seat, suit, top, pairs):
    """The chance ``seat`` holds a single (``pairs`` 0), pair or tractor of ``suit`` stronger than ``top``."""
    share = memory.hold_share(seat, suit)
    if share <= 0.0:
        return 0.0
    entries = memory.by_suit.get(suit, ())
    if pairs == 0:
        miss = 1.0
        for strength, _card, copies in entries:
            if strength <= top:
                break
            miss *= (1.0 - share) ** copies
        return 1.0 - miss
    if (seat, suit) in memory.pairless:
        return 0.0
    both = share * share
    pair_at = {}
    for strength, _card, copies in entries:
        if copies == 2:
            pair_at[strength] = 1.0 - (1.0 - pair_at.get(strength, 0.0)) * (1.0 - both)
    miss = 1.0
    for high, chance in pair_at.items():
        if high <= top:
            continue
        for step in range(1, pairs):
            chance *= pair_at.get(high - step, 0.0)
            if not chance:
                break
        miss *= 1.0 - chance
    return 1.0 - miss


def beat_chance(memory, seat, lead_shape, best_shape):
    """The chance ``seat`` can play something that beats ``best_shape`` in a trick led as ``lead_shape``.

    In the led suit it needs the same shape, stronger; void in a plain led
    suit it needs the same shape in trumps (stronger than a ruff already in).
    """
    suit = lead_shape.suit
    pairs = lead_shape.formats[0]
    chance = 0.0
    if best_shape.suit == suit and lead_shape.kind != THROW:
        chance += shape_above(memory, seat, suit, best_shape.top, pairs)
    if suit != TRUMP:
        void = void_chance(memory, seat, suit)
        if void > 0.0:
            top = best_shape.top if best_shape.suit == TRUMP else -1
            chance += void * shape_above(memory, seat, TRUMP, top, pairs)
    return min(chance, 1.0)


def team_chance(memory, me, winner, lead_shape, best_shape, remaining):
    """The chance that ``me``'s team takes the trick, ``winner`` holding it with ``best_shape`` now.

    The seats in ``remaining`` play in order: an opponent takes the trick
    from us when it can, the partner takes it back when it can.
    """
    ours = 1.0 if team_of(winner) == team_of(me) else 0.0
    for seat in remaining:
        beat = beat_chance(memory, seat, lead_shape, best_shape)
        if team_of(seat) == team_of(me):
            ours += (1.0 - ours) * beat
        else:
            ours -= ours * beat
    return ours


def points_to_come(memory, remaining, lead_shape):
    """Points the seats still to play are expected to add to the trick."""
    suit = lead_shape.suit
    count = memory.unseen_count(suit)
    density = memory.unseen_points(suit) / count if count else 0.0
    total = 0.0
    for seat in remaining:
        void = void_chance(memory, seat, suit)
        total += lead_shape.size * ((1.0 - void) * density + void * DISCARD_POINTS)
    return total
