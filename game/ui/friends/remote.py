"""The match as a friend's tab knows it: the last view its host sent for this
seat (`guest`), shaped like the engine's match where a table reads one
(`game.core`'s Match), so a game's table draws a friend's seat as it draws
yours and refuses a move for the engine's reason, from the rebuilt choices.

It plays nothing and decides nothing: a move goes to the host as a message,
and the table changes when the host's next view arrives (`see`). What a
friend's tab may not know it does not have: the seed (it would deal every
hand; a stand-in number from the room's name keys the table's own marks),
the other seats' views, the moves themselves (only how many came).
"""
from __future__ import annotations

import hashlib



class RemoteDeal:
    """The deal in hand as the view shows it, with ``actions`` as long as the moves seen in it."""

    def __init__(self, deal, moves: int) -> None:
        self._deal = deal
        self.actions = (None,) * moves

    def __getattr__(self, name):
        return getattr(self._deal, name)


class RemoteMatch:
    options = frozenset()  # a friends' match is played by the rules its host chose; its view says which

    def __init__(self, guest, room: str) -> None:
        self.guest = guest
        self._room = room
        self._deal_number = None
        self._moves = 0

    @property
    def seed(self) -> int:
        """The stand-in, from the room and the match's promise: a rematch in the same room
        is another match to everything the table keys by its seed."""
        key = f"room:{self._room}:{self.guest.promise or ''}"
        return int.from_bytes(hashlib.sha256(key.encode()).digest()[:6], "big")

    def see(self, before) -> None:
        """The host sent a new view (``before`` is the last one): count the moves of this deal."""
        view = self.guest.view
        if before is None or before.deal_number != view.deal_number:
            self._moves = 0  # a new deal (or a tab that came back mid-deal: its first view)
        else:
            self._moves += 1

    @property
    def has_view(self) -> bool:
        return self.guest.view is not None

    @property
    def deal_number(self) -> int:
        return self.guest.view.deal_number

    @property
    def is_over(self) -> bool:
        return self.guest.view.is_over

    @property
    def to_act(self):
        return self.guest.view.deal.to_act

    @property
    def deal(self) -> RemoteDeal:
        return RemoteDeal(self.guest.view.deal, self._moves)

    def view(self, seat: int):
        if seat != self.guest.seat:
            raise ValueError("a friend's tab has its own seat's view only")
        return self.guest.view

    def violation(self, action, seat=None):
        """Why the host would refuse ``action`` from this tab's seat now (`guest`)."""
        return self.guest.violation(action)

    def can_take_back(self, seat) -> bool:
        return False

    def __getattr__(self, name):
        """What else a table reads of a match (its winners, ...) is the view's."""
        if name.startswith("_") or self.guest.view is None:
            raise AttributeError(name)
        return getattr(self.guest.view, name)
