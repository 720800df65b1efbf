"""The rest of a trick in a sampled layout: who ends up taking it.

In each layout (``ai_layouts``) the players still to play act simply: one
whose side is not holding the trick beats the best play if it can, with its
strongest play of the led shape (higher in the led suit, or a ruff when
void), and one whose side holds it lets it be. The share of layouts where
our side ends up with the trick is the chance the AI prices plays with.

Hard (``overtake``) sees one thing more: a player whose side holds the trick
takes it over itself when an opponent after it could beat it, as a player
void in the suit ruffs its partner's trick ahead of a higher card. Without
it the layouts count on a trick that a real table takes away, and the
partner of the leader feeds points onto it (measured in paired deals, see
the README).
"""
from game.tractor.mechanics.shapes import THROW
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.trump import TRUMP


def _pair_top(pairs, count, floor):
    """The top strength of the strongest run of ``count`` consecutive pair strengths above ``floor``."""
    if count == 1:
        return pairs[0] if pairs and pairs[0] > floor else None
    held = set(pairs)
    for top in pairs:
        if top <= floor:
            return None
        if all(top - step in held for step in range(1, count)):
            return top
    return None


def strongest_beat(holdings, lead_shape, best_suit, best_top):
    """``(suit, top)`` of the strongest play from ``holdings`` that beats the best play, else ``None``.

    A throw (house rule) is beaten only by a ruff, judged here by its largest
    unit alone: that is what two ruffs of a throw compare by.
    """
    suit = lead_shape.suit
    size = lead_shape.size
    pairs = lead_shape.formats[0]
    held = holdings.get(suit)
    if held is not None and held.count:
        if best_suit != suit or held.count < size or lead_shape.kind == THROW:
            return None
        if lead_shape.pairs == 0:
            return (suit, held.top) if held.top > best_top else None
        top = _pair_top(held.pairs, lead_shape.pairs, best_top)
        return None if top is None else (suit, top)
    if suit == TRUMP:
        return None
    trumps = holdings.get(TRUMP)
    if trumps is None or trumps.count < size:
        return None
    floor = best_top if best_suit == TRUMP else -1
    if pairs == 0:
        return (TRUMP, trumps.top) if trumps.top > floor else None
    top = _pair_top(trumps.pairs, pairs, floor)
    return None if top is None else (TRUMP, top)


def _threatened(layout, later, side, lead_shape, suit, top):
    """Whether an opponent of ``side`` among ``later`` could beat the best play so far."""
    for seat in later:
        if team_of(seat) != side:
            holdings = layout.get(seat)
            if holdings is not None and strongest_beat(holdings, lead_shape, suit, top) is not None:
                return True
    return False


def sampled_team_chance(layouts, me, winner, lead_shape, best_shape, remaining, overtake=False):
    """The share of ``layouts`` in which ``me``'s side takes the trick (see the module docs)."""
    if not layouts:
        return None
    mine = team_of(me)
    ours = 0
    for layout in layouts:
        side = team_of(winner)
        suit, top = best_shape.suit, best_shape.top
        for index, seat in enumerate(remaining):
            holdings = layout.get(seat)
            if holdings is None:
                continue
            if team_of(seat) == side and not (
                    overtake and _threatened(layout, remaining[index + 1:], side, lead_shape, suit, top)):
                continue
            beat = strongest_beat(holdings, lead_shape, suit, top)
            if beat is not None:
                suit, top = beat
                side = team_of(seat)
        if side == mine:
            ours += 1
    return ours / len(layouts)
