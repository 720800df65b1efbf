"""A player that picks any legal move at random: the baseline every AI must beat.

Same entry point as ``game.tractor.ai.choose`` so benches and tests can seat
either kind of player.
"""


def choose(view, rng):
    """A random legal action for the seat of ``view`` (a ``DealView`` or ``MatchView``)."""
    choices = view.legal_actions
    if not choices:
        raise ValueError(f"seat {view.seat} is not to act")
    return choices.sample(rng)
