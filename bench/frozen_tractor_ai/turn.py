"""The seat whose turn an AI player is asked to play, and its choices."""
from game.core.views import deal_view_of


def turn_of(view):
    """``(deal view, legal actions)`` from a deal or match view; ``ValueError``
    if that seat is not to act, since there is nothing to choose."""
    view = deal_view_of(view)
    if not view.legal_actions:
        raise ValueError(f"seat {view.seat} is not to act")
    return view, view.legal_actions
