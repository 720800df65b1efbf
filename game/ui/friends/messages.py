"""What travels between the host's tab and its guests, and what is dropped.

A message is one JSON object of at most ``MAX_BYTES``, with a ``type`` its
receiver knows and exactly that type's fields, each of its kind. Anything
else is dropped whole with a reason the receiver writes to the console: a
guest's tab is someone else's program, and nothing it sends may stall, crash
or change the host's table. Moves carry a number that only grows, so a move
sent again (replayed) is dropped too (`referee`).
"""
from __future__ import annotations

import re

from game.core import is_seat
from game.ui.services.stored import parse_json

MAX_BYTES = 64 * 1024
"""The longest message a host takes from a guest."""
MAX_HOST_BYTES = 1024 * 1024
"""The longest a guest takes from its host: a seat's view carries the match's past deals
(about 4 KB each in Tractor)."""
NAME_CHARACTERS = (1, 24)
TOKEN = re.compile(r"[A-Za-z0-9_-]{16,64}")
MAX_NUMBER = 10**9


class Dropped(ValueError):
    """A message its receiver does not take; the text says why."""


def name(value) -> str:
    """A player's name as shown on their seat: 1-24 characters, no control characters, trimmed."""
    if not isinstance(value, str):
        raise Dropped("a name is text")
    value = value.strip()
    low, high = NAME_CHARACTERS
    if not low <= len(value) <= high or any(ord(char) < 32 or 127 <= ord(char) < 160 for char in value):
        raise Dropped(f"a name is {low} to {high} printable characters")
    return value


def seat(value) -> int:
    if not is_seat(value):
        raise Dropped("a seat is a number from 0 to 3")
    return value


def token(value) -> str:
    """The secret a guest's tab keeps to come back to its seat."""
    if not isinstance(value, str) or not TOKEN.fullmatch(value):
        raise Dropped("a seat token is 16 to 64 letters, digits, - or _")
    return value


def number(value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_NUMBER:
        raise Dropped("a move's number is a whole number from 1")
    return value


def count(value) -> int:
    """How many moves a seat has sent so far: its next move's number is one more."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_NUMBER:
        raise Dropped("a count of moves is a whole number from 0")
    return value


def data(value):
    """An action or a view as the game writes it (`game.games`, `game.core.wire`): the engine
    and the wire judge it, not this."""
    return value


def flag(value) -> bool:
    if not isinstance(value, bool):
        raise Dropped("true or false")
    return value


def each_seat(check, what: str):
    """A checker of a list with one value for each of the four seats, each checked by ``check``."""
    def checked(value) -> tuple:
        if not isinstance(value, list) or len(value) != 4:
            raise Dropped(f"{what} for each of the four seats")
        return tuple(check(each) for each in value)
    return checked


flags = each_seat(flag, "a flag")


def seat_or_none(value):
    return None if value is None else seat(value)


def rule(value) -> str:
    """A rule code: the key of its words in every language."""
    if not isinstance(value, str) or not re.fullmatch(r"[a-z_]{1,40}", value):
        raise Dropped("a rule is a short code")
    return value


def details(value) -> dict:
    if not isinstance(value, dict):
        raise Dropped("a refusal's details are an object")
    return value


names = each_seat(lambda each: None if each is None else name(each), "a name")
"""Each seat's name, ``None`` where the AI plays."""


def text(value) -> str:
    if not isinstance(value, str) or len(value) > 100:
        raise Dropped("short text")
    return value


FROM_GUEST = {
    "join": {"name": name, "token": token},
    "take-seat": {"seat": seat},
    "move": {"number": number, "action": data},
}
"""What a guest may send: who it is (its token finds its seat again), the seat it
takes before the match, and its moves."""


def game(value) -> str:
    if not isinstance(value, str) or not re.fullmatch(r"[a-z]{1,20}", value):
        raise Dropped("a game is a short name")
    return value


FROM_HOST = {
    "host": {"game": game},
    "welcome": {"seat": seat_or_none, "started": flag, "number": count},
    "seated": {"seat": seat},
    "seat-refused": {"rule": rule, "seat": seat},
    "refused": {"number": number, "rule": rule, "details": details},
    "accepted": {"number": number},
    "table": {"names": names, "away": flags, "host": seat, "started": flag, "promise": text},
    "view": {"seat": seat, "view": data},
    "reveal": {"seed": data, "salt": text},
    "elsewhere": {},
}
"""What a host sends: that it is the host (to each tab that joins the room), answers to a guest's messages, the seats and the promise of the seed
(`fairness`), the guest's own view after every move, the seed once the match is over, and, to a tab whose friend
opened the table in another tab, that their seat is played there now."""


def read(message_text, kinds: dict, limit: int = MAX_BYTES) -> dict:
    """The message in ``message_text`` if it is one of ``kinds`` (``{type: {field: check}}``),
    its fields as checked; ``Dropped`` for anything else, or for more than ``limit`` bytes."""
    if not isinstance(message_text, str):
        raise Dropped("a message is text")
    if len(message_text.encode("utf-8", "surrogatepass")) > limit:
        raise Dropped(f"a message is at most {limit // 1024} KB")
    try:
        message = parse_json(message_text, max_chars=limit)
    except ValueError as error:
        raise Dropped(f"not JSON: {error}") from None
    if not isinstance(message, dict) or not isinstance(message.get("type"), str):
        raise Dropped("a message is an object with a type")
    fields = kinds.get(message["type"])
    if fields is None:
        raise Dropped(f"no message of type {message['type']!r:.40}")
    if set(message) != {"type", *fields}:
        raise Dropped(f"a {message['type']} message has {', '.join(sorted(fields))}")
    return {"type": message["type"], **{field: check(message[field]) for field, check in fields.items()}}
