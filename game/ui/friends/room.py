"""The host's side of a friends' table, apart from the page: the match, who
sits where, the referee, and what each guest is sent.

Every guest gets its own seat's view (`game.core.wire`) after each change,
and nothing else of the match: the table's seats and names, the promise of
the seed (`fairness`), the answers to its own messages, and the seed itself
once the match is over. The host's table plays the moves the referee
accepts (through its own way of playing a move: the sentence, the sound, the
save) and the AI's in the seats nobody plays, then asks what to send
(``played``); this module only says what to send, so a test can seat four
players without a page or a network.
Messages are written as JSON; a refusal's details are the engine's
(JSON-friendly by its own rule), anything else in them sent as text.
"""
from __future__ import annotations

import json

from game.core import SEATS
from game.games import GAMES
from game.ui.friends import fairness, messages
from game.ui.friends.messages import Dropped
from game.ui.friends.referee import Referee
from game.ui.friends.seats import Guest as SeatedGuest
from game.ui.friends.seats import SeatBook


class Room:
    """``salt`` is new for a new room; a room read back from its save (``from_dict``) keeps its own."""

    def __init__(self, game: str, match, host_seat: int, host_name: str, salt: str | None = None) -> None:
        if game not in GAMES:
            raise ValueError(f"no game {game!r}")
        self.game = game
        self.match = match
        self.book = SeatBook(host_seat, host_name)
        self.referee = Referee(game, match, self.book)
        self.salt = salt or fairness.new_salt()
        self.promise = fairness.commitment(match.seed, self.salt)
        self.warnings: list[str] = []
        self.wire = GAMES[game].wire

    # -- what a guest says -----------------------------------------------------------

    def greeting(self) -> str:
        """What a tab that just joined the room is sent first: this tab is its host (a guest sends
        its messages to the host alone, and takes messages from nobody else)."""
        return json.dumps({"type": "host", "game": self.game})

    def hear(self, peer: str, text) -> tuple:
        """``(messages, move)``: ``[(peer, message text), ...]`` to send after ``peer`` said
        ``text``, and the legal move it made, ``(seat, action)``, for the table to play (then
        ``played`` says what everyone is sent), or ``None``."""
        answer = self.referee.hear(peer, text)
        if answer.dropped:
            self.warnings.append(f"{peer}: {answer.dropped}")
            return [], None
        out = [(peer, answer.reply)]
        if answer.replaced is not None:
            out.append((answer.replaced, {"type": "elsewhere"}))
        if answer.reply["type"] in ("welcome", "seated"):
            out += self._tables()
            seat = self.book.seat_of(peer)
            if seat is not None and self.book.started:
                out.append((peer, self._view_of(seat)))
        return [(to, json.dumps(message, default=str)) for to, message in out], answer.move

    def gone(self, peer: str) -> list:
        """``peer``'s connection dropped: the AI plays its seat until it comes back."""
        self.book.gone(peer)
        self.referee.joined.pop(peer, None)
        return [(to, json.dumps(message, default=str)) for to, message in self._tables()]

    # -- what the host does ---------------------------------------------------------------

    def start(self) -> list:
        self.book.started = True
        return [(to, json.dumps(message, default=str)) for to, message in self._tables() + self._views()]

    def rematch(self, match) -> list:
        """The same seats play ``match``, a new one: dealt from a new seed under a new promise,
        since the last seed is revealed and nothing of the next may follow from it. What every
        guest is sent first (the seats and the new promise); their views follow as for any change
        (``played``). Move numbers go on from the last match's, so nothing of it can be replayed."""
        self.match = self.referee.match = match
        self.salt = fairness.new_salt()
        self.promise = fairness.commitment(match.seed, self.salt)
        self.book.started = True
        return [(to, json.dumps(message, default=str)) for to, message in self._tables()]

    def played(self) -> list:
        """The host or the AI made a move (or the next deal began): what every guest is sent."""
        return [(to, json.dumps(message, default=str)) for to, message in self._changed()]

    def renamed(self, name: str) -> list:
        """The host took another name: what every guest is sent."""
        self.book.host_name = name
        return [(to, json.dumps(message, default=str)) for to, message in self._tables()]

    def ai_seats(self) -> tuple:
        return tuple(seat for seat in SEATS if self.book.played_by_ai(seat))

    # -- the save ---------------------------------------------------------------------------

    def to_dict(self) -> dict:
        """Who sits where, the promise's salt and each seat's last move number, so a host who
        closes the tab can reopen the room and let the guests come back (the match is saved apart)."""
        return {"game": self.game, "host_seat": self.book.host_seat, "host_name": self.book.host_name,
                "salt": self.salt, "started": self.book.started,
                "guests": [[seat, guest.name, guest.token] for seat, guest in sorted(self.book.guests.items())],
                "numbers": [[seat, number] for seat, number in sorted(self.referee.numbers.items())]}

    @classmethod
    def from_dict(cls, data, match) -> Room:
        """The room ``to_dict`` saved, playing ``match``; every guest away until it comes back.
        ``ValueError`` for anything else (a stored value is checked like a message)."""
        try:
            if not isinstance(data, dict) or set(data) != {"game", "host_seat", "host_name", "salt", "started",
                                                           "guests", "numbers"}:
                raise Dropped("a saved room has its seven fields")
            if not isinstance(data["game"], str):
                raise Dropped("a saved room names its game")
            if not isinstance(data["salt"], str) or not fairness.SALT.fullmatch(data["salt"]):
                raise Dropped("a saved room's salt is 32 hex digits")
            room = cls(data["game"], match, messages.seat(data["host_seat"]), messages.name(data["host_name"]),
                       data["salt"])
            room.book.started = messages.flag(data["started"])
            for seat, name, token in _rows(data["guests"], 3):
                room.book.guests[messages.seat(seat)] = SeatedGuest("", messages.name(name), messages.token(token),
                                                                    away=True)
            for seat, number in _rows(data["numbers"], 2):
                room.referee.numbers[messages.seat(seat)] = messages.count(number)
        except Dropped as reason:
            raise ValueError(str(reason)) from None
        if room.book.host_seat in room.book.guests:
            raise ValueError("a guest in the host's seat")
        return room

    # -- messages ----------------------------------------------------------------------------

    def _changed(self) -> list:
        """Every guest's new view, and once the match is over the seed that dealt it."""
        out = self._views()
        if self.match.is_over:
            out += [(peer, {"type": "reveal", "seed": self.match.seed, "salt": self.salt}) for peer in self._present()]
        return out

    def _present(self) -> list:
        return [guest.peer for guest in self.book.guests.values() if not guest.away]

    def _tables(self) -> list:
        names = self.book.names()
        away = [seat in self.book.guests and self.book.guests[seat].away for seat in SEATS]
        table = {"type": "table", "names": [names[seat] for seat in SEATS], "away": away,
                 "host": self.book.host_seat, "started": self.book.started, "promise": self.promise}
        return [(peer, table) for peer in self.referee.joined]  # seated or still choosing a seat

    def _view_of(self, seat: int) -> dict:
        return {"type": "view", "seat": seat, "view": self.wire.view_to_data(self.match.view(seat))}

    def _views(self) -> list:
        if not self.book.started:
            return []
        return [(guest.peer, self._view_of(seat)) for seat, guest in sorted(self.book.guests.items())
                if not guest.away]


def _rows(value, width: int) -> list:
    if not isinstance(value, list) or len(value) > 4 or not all(isinstance(row, list) and len(row) == width
                                                                for row in value):
        raise Dropped(f"a saved room's rows are lists of {width}")
    return value
