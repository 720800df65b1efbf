"""Leading a trick: price every legal lead (there are few) and take the best.

Leads are judged like follows (``ai_trick``): the sampled layouts already
tell which leads hold, which the partner can take over or ruff, and which an
opponent ruffs. Two terms are added, as a club player would. Pairs and
tractors are worth leading for their own sake: they force opponents to give
up pairs or spend several cards, and a pair nobody can beat takes the trick.
And trumps are led to draw the opponents' trumps only by the side that is
long in them; a short hand keeps its trumps for ruffing. Every level also
counts the points a lead may hand to a higher play the other side holds
(Hard more heavily), and none leads the big joker for nothing
(``ai_playbook``). With throws on, the throws card memory proves are priced
beside the units (``ai_throwing``).
"""
from game.tractor.ai.playbook import idle_big_joker
from game.tractor.ai.throwing import proven_throws
from game.tractor.mechanics.scoring import card_points
from game.tractor.mechanics.throws import lead_shape
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


def lead_value(context, cards, edge, style):
    """``ai_trick``'s price of leading ``cards`` plus the shape, trump-policy and playbook terms."""
    shape = lead_shape(cards, context.trump)
    value, chance = context.priced(cards)
    value += PAIR_LEAD_BONUS * shape.pairs
    if shape.suit == TRUMP:
        value += TRUMP_DRAW if edge > 1.0 else -TRUMP_SAVE
    value -= style.point_lead_risk * (1.0 - chance) * card_points(cards)
    return value - idle_big_joker(context, cards)


def ranked_leads(legal, context, rng, style):
    """``[(value, cards), ...]`` of every lead worth pricing, best first, misjudged by
    ``style.noise``; ties are broken at random."""
    edge = trump_length_edge(context, legal.hand)
    leads = [play.cards for play in legal.leads]
    if legal.throws:
        leads.extend(proven_throws(legal.hand, context.memory, legal.trump))
    ranked = []
    for cards in leads:
        value = lead_value(context, cards, edge, style) + rng.random() * 1e-6
        if style.noise:
            error = rng.gauss(0.0, style.noise)
            value += -abs(error) if card_points(cards) else error  # misjudged, but never into a gift
        ranked.append((value, cards))
    ranked.sort(key=lambda item: -item[0])
    return ranked


def choose_lead(legal, context, rng, style):
    """The legal lead worth most (see ``ranked_leads``)."""
    return ranked_leads(legal, context, rng, style)[0][1]
