"""The Tractor AI as it played on 2026-12-01, frozen as the bench's yardstick.

This is a copy, with its imports pointed here, of the AI the site shipped
before it had levels; the bench measures every level against it in paired
deals. It is not shipped and never changes: only the engine it calls does.

The Tractor AI player: ``choose(view, rng)`` for the seat to act.

It decides from its seat's view alone (own hand, the public plays, the kitty
only when it buried it), in four parts: declaring (``ai_declare``), burying
(``ai_bury``), leading (``ai_lead``) and following (``ai_follow``). The last
two price each candidate play in card points (``ai_trick``): the chance our
side takes the trick comes from card memory (``ai_memory``) and random
layouts of the hidden cards consistent with it (``ai_layouts``, played out
by ``ai_rollout``), and the cost of the cards spent from ``ai_values``.
``rng`` deals those layouts and breaks ties, so a seed replays the same game.

Every choice is built from the engine's legal actions; as a last line of
defence a choice the engine would refuse is replaced by a random legal one
(the tests check that this never happens).
"""
from bench.frozen_tractor_ai.bury import choose_burial
from bench.frozen_tractor_ai.declare import choose_declaration
from bench.frozen_tractor_ai.follow import choose_follow
from bench.frozen_tractor_ai.lead import choose_lead
from bench.frozen_tractor_ai.memory import Memory
from bench.frozen_tractor_ai.trick import TrickContext
from bench.frozen_tractor_ai.turn import turn_of
from game.core.views import deal_view_of
from game.tractor.actions import Play


def propose(view, rng):
    """The AI's choice before the legality check (tests call this to prove it is always legal)."""
    view, choices = turn_of(view)
    if view.phase == "declare":
        return choose_declaration(view, choices)
    if view.phase == "bury":
        return choose_burial(view)
    forced = choices.forced
    if forced is not None:
        return forced
    memory = Memory.from_view(view)
    context = TrickContext.build(view, memory, rng)
    if choices.leading:
        return Play(choose_lead(choices, context, rng))
    return Play(choose_follow(choices, context, rng))


LEVELS = ("normal",)
"""The strengths the AI plays at; one so far."""


def choose(view, rng, level="normal"):
    """The AI's action for the seat to act in ``view``; always one of its legal actions."""
    if level not in LEVELS:
        raise ValueError(f"The Tractor AI plays at {', '.join(LEVELS)}, not {level!r}")
    action = propose(view, rng)
    choices = deal_view_of(view).legal_actions
    if choices.violation(action) is not None:
        return choices.sample(rng)
    return action


__all__ = ["LEVELS", "choose", "propose"]
