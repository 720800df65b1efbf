"""What your plays of a deal cost: where Hard would have played otherwise, and by how much.

Each play of yours that had a choice is set beside the play Hard advises there
(the hint's play, so a review never contradicts a hint you saw) and both are
priced as Hard prices a play at the table (``ai_trick``, with ``ai_lead``'s
terms for a lead): the trick's points won or lost in Hard's sampled layouts of
the hidden cards, less what the cards spent are worth later, in card points.
The difference is what your play gave up on average over the layouts your
view allows; a play Hard would make otherwise that it prices no higher is no
mistake and is left out. One play is priced at a time (``priced_play``), so a
table can price a deal's plays between its frames.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from game.tractor.ai.lead import lead_value, trump_length_edge
from game.tractor.ai.memory import Memory
from game.tractor.ai.reasons import explain
from game.tractor.ai.style import BEST_LEVEL, STYLES
from game.tractor.ai.trick import TrickContext
from game.tractor.ai.turn import turn_of
from game.tractor.deal import PLAY
from game.tractor.saving import from_data

MOST = 5
"""The costliest plays a review lists."""
NEGLIGIBLE = 0.5
"""Card points a play may cost before it counts as one: the layouts' own scatter."""


@dataclass(frozen=True)
class CostlyPlay:
    """A play of yours that Hard would have made otherwise: ``played`` in trick ``trick`` where
    Hard advises ``advised`` for ``reason``; ``cost`` the card points given up on average."""

    trick: int
    played: tuple
    advised: tuple
    reason: object
    cost: float


def your_plays(match, seat):
    """``(match view before it, play, moves of the deal before it)`` for each play of ``seat`` in
    the match's current deal that had a choice (a forced play costs nothing), the deal replayed
    from the match's seed and moves."""
    deals = match.to_dict()["deals"]
    replayed = type(match).replay(match.seed, deals[:-1] + [[]], match.options)
    for moves, item in enumerate(deals[-1]):
        action = from_data(item)
        if replayed.to_act == seat and replayed.deal.phase == PLAY:
            seen = replayed.view(seat)
            if turn_of(seen)[1].forced is None:
                yield seen, action, moves
        replayed.apply(action, replayed.to_act)


def priced_play(seen, played, advised) -> CostlyPlay | None:
    """``played`` beside ``advised`` (Hard's play there), both priced in the same sampled
    layouts; ``None`` unless Hard's play is a different one worth more."""
    if sorted(advised.cards) == sorted(played.cards):
        return None
    view, choices = turn_of(seen)
    style = STYLES[BEST_LEVEL]
    context = TrickContext.build(view, Memory.from_view(view), random.Random(f"review:{len(view.tricks)}"), style)
    if choices.leading:
        edge = trump_length_edge(context, view.hand)
        worth = [lead_value(context, tuple(play.cards), edge, style) for play in (advised, played)]
    else:
        worth = [context.priced(tuple(play.cards))[0] for play in (advised, played)]
    cost = worth[0] - worth[1]
    if cost <= NEGLIGIBLE:
        return None
    return CostlyPlay(len(view.tricks) + 1, tuple(played.cards), tuple(advised.cards), explain(seen, advised), cost)


def costliest(plays) -> tuple:
    """At most ``MOST`` of ``plays``, costliest first."""
    return tuple(sorted(plays, key=lambda play: (-play.cost, play.trick))[:MOST])

