"""Who sits where at a friends' table: the host at their seat, each guest at
the seat they took, the AI in every other, and in a guest's seat while they
are away.

A guest is known by the token its tab keeps, not by its connection: a tab
that drops and comes back (the same link, a reload, another network) brings
the same token and gets the same seat back; so does another tab of the same
browser, and the tab it leaves is told it plays elsewhere now. Before the
match the first to take a seat has it; once the match has started nobody
new sits down.
"""
from __future__ import annotations

from dataclasses import dataclass, replace

from game.core import SEATS


@dataclass(frozen=True)
class Guest:
    peer: str
    """The connection it speaks from now (a new one after it comes back)."""
    name: str
    token: str
    away: bool = False


class SeatTaken(ValueError):
    """Why a guest may not take the seat it asked for (told to that guest)."""

    def __init__(self, rule: str, seat: int):
        super().__init__(rule)
        self.rule = rule
        self.seat = seat


class SeatBook:
    def __init__(self, host_seat: int, host_name: str) -> None:
        self.host_seat = host_seat
        self.host_name = host_name
        self.guests: dict[int, Guest] = {}
        self.started = False

    def take(self, seat: int, peer: str, name: str, token: str) -> int:
        """Seat a guest; ``SeatTaken`` when the seat is the host's or another's, when this
        guest already sits elsewhere, or when the match has started."""
        held = self.seat_of_token(token)
        if held is not None and held != seat:
            raise SeatTaken("seat_already_yours", held)
        if seat == self.host_seat or (seat in self.guests and self.guests[seat].token != token):
            raise SeatTaken("seat_taken", seat)
        if self.started and held is None:
            raise SeatTaken("match_started", seat)
        self.guests[seat] = Guest(peer, name, token)
        return seat

    def come_back(self, peer: str, token: str) -> int | None:
        """A guest's tab returning with its token: its seat again (``None`` if it had none)."""
        seat = self.seat_of_token(token)
        if seat is not None:
            self.guests[seat] = replace(self.guests[seat], peer=peer, away=False)
        return seat

    def gone(self, peer: str) -> int | None:
        """A connection dropped: its guest is away (the AI plays for them) until they come back."""
        seat = self.seat_of(peer)
        if seat is not None:
            self.guests[seat] = replace(self.guests[seat], away=True)
        return seat

    def seat_of(self, peer: str) -> int | None:
        """The seat of the guest speaking on ``peer`` now (not one that is away)."""
        for seat, guest in self.guests.items():
            if guest.peer == peer and not guest.away:
                return seat
        return None

    def present_peer(self, token: str) -> str | None:
        """The connection the guest with ``token`` plays from now, unless it is away."""
        seat = self.seat_of_token(token)
        if seat is None or self.guests[seat].away:
            return None
        return self.guests[seat].peer

    def seat_of_token(self, token: str) -> int | None:
        for seat, guest in self.guests.items():
            if guest.token == token:
                return seat
        return None

    def played_by_ai(self, seat: int) -> bool:
        return seat != self.host_seat and (seat not in self.guests or self.guests[seat].away)

    def names(self) -> dict:
        """Each seat's name as the table shows it; ``None`` for a seat the AI plays."""
        shown = {seat: None for seat in SEATS}
        shown[self.host_seat] = self.host_name
        shown.update({seat: guest.name for seat, guest in self.guests.items()})
        return shown
