"""The Tractor AI player: ``choose(view, rng, level=...)`` for the seat to act.

It decides from its seat's view alone (own hand, the public plays, the kitty
only when it buried it), in four parts: declaring (``ai_declare``), burying
(``ai_bury``), leading (``ai_lead``) and following (``ai_follow``). The last
two price each candidate play in card points (``ai_trick``): the chance our
side takes the trick comes from card memory (``ai_memory``) and random
layouts of the hidden cards consistent with it (``ai_layouts``, played out
by ``ai_rollout``), and the cost of the cards spent from ``ai_values``.
``rng`` deals those layouts and breaks ties, so a seed replays the same game.

The levels (``ai_style``) share all of this and the playbook of gifts no
decent player makes (``ai_playbook``); they differ in how many layouts
they deal and how well they weigh them; Hard also plays its best few plays
of the last tricks out to the end of the deal (``ai_search``).

Every choice is built from the engine's legal actions; as a last line of
defence a choice the engine would refuse is replaced by a random legal one
(the tests check that this never happens).
"""
from game.core.thinking import decided
from game.core.views import deal_view_of
from game.tractor.actions import Play
from game.tractor.ai.bury import choose_burial
from game.tractor.ai.declare import choose_declaration
from game.tractor.ai.follow import ranked_follows
from game.tractor.ai.lead import ranked_leads
from game.tractor.ai.memory import Memory
from game.tractor.ai.search import Search
from game.tractor.ai.style import BEST_LEVEL, DEFAULT_LEVEL, LEVELS, STYLES
from game.tractor.ai.trick import TrickContext
from game.tractor.ai.turn import turn_of


def propose(view, rng, level=DEFAULT_LEVEL):
    """The AI's choice before the legality check (tests call this to prove it is always legal)."""
    return decided(proposing(view, rng, level))


def proposing(view, rng, level=DEFAULT_LEVEL):
    """``propose`` in slices (``game.core.thinking``): only Hard's search takes long enough to slice."""
    style = STYLES[level]
    view, choices = turn_of(view)
    if view.phase == "declare":
        return choose_declaration(view, choices, style.declare_eagerness)
    if view.phase == "bury":
        return choose_burial(view, style.void_bonus)
    forced = choices.forced
    if forced is not None:
        return forced
    memory = Memory.from_view(view)
    context = TrickContext.build(view, memory, rng, style)
    if choices.leading:
        ranked = ranked_leads(choices, context, rng, style)
    else:
        ranked = ranked_follows(choices, context, rng, style)
    if style.search:
        search = Search(view, memory, context.remaining, style.buried_kitty)
        if search.applies(ranked):
            return Play((yield from search.weighing(ranked, rng)))
    return Play(ranked[0][1])


def choose(view, rng, level=DEFAULT_LEVEL):
    """The AI's action for the seat to act in ``view``; always one of its legal actions."""
    return decided(thinking(view, rng, level))


def thinking(view, rng, level=DEFAULT_LEVEL):
    """``choose`` in slices, for a page that answers its player while the AI thinks (``game.core.thinking``)."""
    if level not in LEVELS:
        raise ValueError(f"The Tractor AI plays at {', '.join(LEVELS)}, not {level!r}")
    action = yield from proposing(view, rng, level)
    choices = deal_view_of(view).legal_actions
    if choices.violation(action) is not None:
        return choices.sample(rng)
    return action


__all__ = ["BEST_LEVEL", "DEFAULT_LEVEL", "LEVELS", "choose", "propose", "thinking"]
