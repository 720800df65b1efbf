"""The host's tab as referee: each message from a guest is read
(`messages`), checked against who sits where (`seats`) and, for a move,
against the engine with the same ``violation`` the table asks for the
host's own moves.

What it decides comes back as an ``Answer``: the reply for that guest, the
move for the table to play, or why the message was dropped (for the
console). A refused move changes nothing; its reply names the engine's rule
and details, which the guest's tab words in its own language, as a table
words a refusal of yours.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.games import GAMES
from game.ui.friends.messages import FROM_GUEST, Dropped, read
from game.ui.friends.seats import SeatBook, SeatTaken


@dataclass(frozen=True)
class Answer:
    reply: dict | None = None
    """For the guest who sent the message."""
    move: tuple | None = None
    """``(seat, action)``: a legal move for the table to play now."""
    dropped: str | None = None
    """Why nothing was done (written to the console, never shown to the guest)."""
    replaced: str | None = None
    """The connection that held the seat until now, still open: the same friend's other tab."""


class Referee:
    def __init__(self, game: str, match, book: SeatBook) -> None:
        self.game = GAMES[game]
        self.match = match
        self.book = book
        self.joined: dict[str, tuple] = {}  # peer: (name, token), as the guest said in "join"
        self.numbers: dict[int, int] = {}  # each seat's last move number: a number not above it is a replay

    def hear(self, peer: str, text) -> Answer:
        try:
            message = read(text, FROM_GUEST)
        except Dropped as reason:
            return Answer(dropped=str(reason))
        return {"join": self._join, "take-seat": self._take_seat, "move": self._move}[message["type"]](peer, message)

    def _join(self, peer: str, message: dict) -> Answer:
        self.joined[peer] = (message["name"], message["token"])
        before = self.book.present_peer(message["token"])
        seat = self.book.come_back(peer, message["token"])
        # a tab that comes back numbers its moves on from its last (a reload starts it from nothing)
        number = 0 if seat is None else self.numbers.get(seat, 0)
        replaced = before if before not in (None, peer) else None
        if replaced is not None:  # the same friend opened the link in another tab: the seat follows them
            self.joined.pop(replaced, None)
        return Answer(reply={"type": "welcome", "seat": seat, "started": self.book.started, "number": number},
                      replaced=replaced)

    def _take_seat(self, peer: str, message: dict) -> Answer:
        if peer not in self.joined:
            return Answer(dropped="take-seat before join")
        name, token = self.joined[peer]
        try:
            seat = self.book.take(message["seat"], peer, name, token)
        except SeatTaken as refused:
            return Answer(reply={"type": "seat-refused", "rule": refused.rule, "seat": refused.seat})
        return Answer(reply={"type": "seated", "seat": seat})

    def _move(self, peer: str, message: dict) -> Answer:
        seat = self.book.seat_of(peer)
        if seat is None or not self.book.started:
            return Answer(dropped="a move from a connection that holds no seat in a started match")
        number = message["number"]
        if number <= self.numbers.get(seat, 0):
            return Answer(dropped=f"move {number} from seat {seat} again (replayed)")
        self.numbers[seat] = number
        try:
            action = self.game.action_from_data(message["action"])
        except ValueError:
            return Answer(reply={"type": "refused", "number": number, "rule": "not_an_action", "details": {}})
        reason = self.match.violation(action, seat)
        if reason is not None:
            return Answer(reply={"type": "refused", "number": number, "rule": reason.rule,
                                 "details": reason.details})
        return Answer(reply={"type": "accepted", "number": number}, move=(seat, action))
