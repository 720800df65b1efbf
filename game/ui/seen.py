"""A seat's view of a match, built once per state of the match however many
parts of a redraw ask for it: a Tractor view copies and sorts the hand and
the tricks, and a click that only picks a card changes no state at all."""
from __future__ import annotations

from game.ui.services import metrics


class SeenFrom:
    def __init__(self, seat: int, game: str) -> None:
        self.seat = seat
        self.kind = f"{game}-view"  # counted: a test checks a redraw builds no view it has
        self._last = None  # (the match itself, so no id is reused while it is kept; its state; the view)

    def view(self, match):
        state = (match.seed, match.deal_number, len(match.deal.actions), match.to_act, match.is_over)
        if self._last is None or self._last[0] is not match or self._last[1] != state:
            self._last = (match, state, match.view(self.seat))
            metrics.count(self.kind)
        return self._last[2]
