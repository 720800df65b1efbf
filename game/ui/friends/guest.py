"""A guest's side of a friends' table, apart from the page: the match as its
seat sees it, from what the host sends, and its moves as messages.

A guest's tab holds no match, only the last view the host sent for its seat
(read back by the game's wire, which rebuilds its choices). So its table
can say at once why a move is refused, as the host's engine would; a legal
move becomes a numbered message, and the table changes only when the host's
next view arrives. Once the match is over the host reveals the seed, and
the tab checks it against the promise made before the first deal and
against the hands it was dealt (`fairness`).
"""
from __future__ import annotations

import json

from game.core import IllegalAction
from game.games import GAMES
from game.ui.friends import fairness
from game.ui.friends.messages import FROM_HOST, MAX_HOST_BYTES, Dropped, read


class Guest:
    def __init__(self, game: str, name: str, token: str) -> None:
        self.game_id = game
        self.game = GAMES[game]
        self.wire = self.game.wire
        self.name = name
        self.token = token
        self.seat: int | None = None
        self.view = None  # the last MatchView the host sent for this seat
        self.names: tuple = (None,) * 4
        self.away: tuple = (False,) * 4
        self.host_seat: int | None = None
        self.started = False
        self.promise: str | None = None
        self.number = 0  # the last move's number: each move's is one more
        self.refusals: list[tuple] = []  # (rule, details) of moves and seats the host refused
        self.seen: dict[int, list] = {}  # deal number: the cards this seat was dealt, as first shown
        self.fair: bool | None = None  # once the match is over: whether the seed kept the promise and dealt them
        self.heard: str | None = None  # the type of the last message taken

    def join(self) -> str:
        return json.dumps({"type": "join", "name": self.name, "token": self.token})

    def take_seat(self, seat: int) -> str:
        return json.dumps({"type": "take-seat", "seat": seat})

    def violation(self, action):
        """Why the host would refuse ``action`` from this seat now (``IllegalAction``), or None:
        asked of the view's rebuilt choices, as the host asks its engine."""
        deal = None if self.view is None else self.view.deal
        if deal is None or deal.to_act != self.seat:
            return IllegalAction("It is not your turn", rule="not_your_turn", seat=self.seat,
                                 to_act=None if deal is None else deal.to_act)
        return deal.legal_actions.violation(action)

    def move(self, action) -> str:
        """The message for ``action``; ``IllegalAction`` (nothing sent) when the view refuses it."""
        reason = self.violation(action)
        if reason is not None:
            raise reason
        self.number += 1
        return json.dumps({"type": "move", "number": self.number, "action": self.game.action_to_data(action)})

    def hear(self, text) -> str | None:
        """Take in what the host sent; the reason, for the console, when it is dropped."""
        try:
            message = read(text, FROM_HOST, MAX_HOST_BYTES)
            self._take(message)
        except (Dropped, ValueError) as reason:
            return str(reason)
        self.heard = message["type"]
        return None

    def _take(self, message: dict) -> None:
        kind = message["type"]
        if kind == "host" and message["game"] != self.game_id:
            raise Dropped(f"a host of {message['game']}, not of {self.game_id}")
        if kind == "welcome":
            self.seat, self.number = message["seat"], message["number"]
        elif kind == "seated":
            self.seat = message["seat"]
        elif kind == "table":
            if self.promise is not None and message["promise"] != self.promise:
                self.seen, self.fair = {}, None  # a new promise is a new match (the host's rematch)
            self.names, self.away, self.host_seat = message["names"], message["away"], message["host"]
            self.started, self.promise = message["started"], message["promise"]
        elif kind == "view":
            if self.seat is None or message["seat"] != self.seat:
                raise Dropped("a view of a seat that is not this tab's")
            self.view = self.wire.view_from_data(message["view"], self.seat)
            dealt = self.wire.dealt_hand(self.view)
            if dealt is not None:
                self.seen.setdefault(dealt[0], sorted(dealt[1]))
        elif kind in ("refused", "seat-refused"):
            self.refusals.append((message["rule"], message.get("details", {"seat": message.get("seat")})))
        elif kind == "reveal":
            self.fair = self._fair(message["seed"], message["salt"])
        elif kind == "elsewhere":  # this seat is played from another tab now: this one holds nothing of it
            self.seat, self.view = None, None

    def _fair(self, seed, salt) -> bool:
        """Whether the revealed seed is the one promised before the first deal, and dealt this
        seat every hand it saw."""
        if not fairness.kept(self.promise, seed, salt) or self.view is None:
            return False
        dealt = self.wire.hands_from_seed(self.view, seed)
        return all(sorted(dealt.get(number, ())) == hand for number, hand in self.seen.items())
