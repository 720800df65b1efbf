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


def data(value):
    """An action as the game writes it (`game.games`); the engine judges it, not this."""
    return value


FROM_GUEST = {
    "join": {"name": name, "token": token},
    "take-seat": {"seat": seat},
    "move": {"number": number, "action": data},
}
"""What a guest may send: who it is (its token finds its seat again), the seat it
takes before the match, and its moves."""


def read(text, kinds: dict) -> dict:
    """The message in ``text`` if it is one of ``kinds`` (``{type: {field: check}}``), its
    fields as checked; ``Dropped`` for anything else."""
    if not isinstance(text, str):
        raise Dropped("a message is text")
    if len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise Dropped(f"a message is at most {MAX_BYTES // 1024} KB")
    try:
        message = parse_json(text, max_chars=MAX_BYTES)
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
