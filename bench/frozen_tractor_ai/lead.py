"""Leading a trick: price every legal lead (there are few) and take the best.

Leads are judged like follows (``ai_trick``): the sampled layouts already
tell which leads hold, which the partner can take over or ruff, and which an
opponent ruffs. Two terms are added, as a club player would. Pairs and
tractors are worth leading for their own sake: they force opponents to give
up pairs or spend several cards, and a pair nobody can beat takes the trick.
And trumps are led to draw the opponents' trumps only by the side that is
long in them; a short hand keeps its trumps for ruffing.
"""
from game.tractor.mechanics.shapes import shape_of
from game.tractor.mechanics.trump import TRUMP

PAIR_LEAD_BONUS = 1.5
"""Per pair led: pairs drain the opponents' pairs."""
TRUMP_DRAW = 1.5
TRUMP_SAVE = 2.0
"""Added to (subtracted from) a trump lead by a hand longer (shorter) in trumps than an opponent."""


def trump_length_edge(context, hand):
    """Own trumps minus what an average opponent holds (hidden trumps spread by hand size)."""
    memory = context.memory
    mine = sum(1 for card in hand if context.trump.effective_suit(card) == TRUMP)
    hidden = memory.unseen_count(TRUMP)
    room = memory.hidden_kitty + sum(memory.sizes[seat] for seat in memory.others())
    opponents = [seat for seat in memory.others() if seat % 2 != context.seat % 2]
    if not room or not opponents:
        return mine
    share = sum(hidden * memory.sizes[seat] / room for seat in opponents) / len(opponents)
    return mine - share


def lead_value(context, cards, edge):
    """``ai_trick``'s price of leading ``cards`` plus the shape and trump-policy terms."""
    shape = shape_of(cards, context.trump)
    value = context.value(cards) + PAIR_LEAD_BONUS * shape.pairs
    if shape.suit == TRUMP:
        value += TRUMP_DRAW if edge > 1.0 else -TRUMP_SAVE
    return value


def choose_lead(legal, context, rng):
    """The legal lead worth most; ties are broken at random."""
    edge = trump_length_edge(context, legal.hand)
    best, best_value = None, None
    for play in legal.leads:
        value = lead_value(context, play.cards, edge) + rng.random() * 1e-6
        if best_value is None or value > best_value:
            best, best_value = play.cards, value
    return best
