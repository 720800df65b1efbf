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
from game.ui.friends import fairness
from game.ui.friends.referee import Referee
from game.ui.friends.seats import SeatBook


class Room:
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

    def hear(self, peer: str, text) -> tuple:
        """``(messages, move)``: ``[(peer, message text), ...]`` to send after ``peer`` said
        ``text``, and the legal move it made, ``(seat, action)``, for the table to play (then
        ``played`` says what everyone is sent), or ``None``."""
        answer = self.referee.hear(peer, text)
        if answer.dropped:
            self.warnings.append(f"{peer}: {answer.dropped}")
            return [], None
        out = [(peer, answer.reply)]
        if answer.reply["type"] in ("welcome", "seated"):
            out += self._tables()
            seat = self.book.seat_of(peer)
            if seat is not None and self.book.started:
                out.append((peer, self._view_of(seat)))
        return [(to, json.dumps(message, default=str)) for to, message in out], answer.move

    def gone(self, peer: str) -> list:
        """``peer``'s connection dropped: the AI plays its seat until it comes back."""
        self.book.gone(peer)
        return [(to, json.dumps(message, default=str)) for to, message in self._tables()]

    # -- what the host does ---------------------------------------------------------------

    def start(self) -> list:
        self.book.started = True
        return [(to, json.dumps(message, default=str)) for to, message in self._tables() + self._views()]

    def played(self) -> list:
        """The host or the AI made a move (or the next deal began): what every guest is sent."""
        return [(to, json.dumps(message, default=str)) for to, message in self._changed()]

    def ai_seats(self) -> tuple:
        return tuple(seat for seat in SEATS if self.book.played_by_ai(seat))

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
        table = {"type": "table", "names": [names[seat] for seat in SEATS], "started": self.book.started,
                 "promise": self.promise}
        return [(peer, table) for peer in self._present()]

    def _view_of(self, seat: int) -> dict:
        return {"type": "view", "seat": seat, "view": self.wire.view_to_data(self.match.view(seat))}

    def _views(self) -> list:
        if not self.book.started:
            return []
        return [(guest.peer, self._view_of(seat)) for seat, guest in sorted(self.book.guests.items())
                if not guest.away]
