"""Leading a trick: price every legal lead (there are few) and take the best.

Leads are judged like follows (``ai_trick``), with two additions a club
player would make. Pairs and tractors are worth leading for their own sake:
they force opponents to give up pairs or spend several cards, and a pair
nobody can beat takes the trick. And trumps are led to draw the opponents'
trumps only by the side that is long in them; a short hand keeps its trumps
for ruffing.
"""
from .ai_odds import void_chance
from .seats import partner_of
from .shapes import shape_of
from .trump import TRUMP

PAIR_LEAD_BONUS = 1.5
"""Per pair led: pairs drain the opponents' pairs."""
TRUMP_DRAW = 1.5
TRUMP_SAVE = 2.0
PARTNER_RUFF_BONUS = 1.0


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
    else:
        partner = partner_of(context.seat)
        value += PARTNER_RUFF_BONUS * void_chance(context.memory, partner, shape.suit) * (
            1.0 if context.memory.unseen_count(TRUMP) else 0.0)
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
