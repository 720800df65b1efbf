"""What a portal framing the page may tell it, read before anything is done
with it: the origin it must come from (`?parent=<origin>`) and the orders
themselves. A message is an object with a ``type``; ``set-lang`` also names
its ``lang``. Anything else is not an order, and the reason says why (the
page only warns in the console and carries on: a portal's garbage must not
stop a player's game).
"""
from __future__ import annotations

import json
from urllib.parse import urlsplit

ORDERS = ("pause", "resume", "mute", "unmute", "set-lang")
MAX_CHARS = 2_000
"""Characters of a message read at all: an order is a few dozen."""
MAX_ORIGIN = 255
QUOTED = 32
"""Characters of a refused value a reason repeats."""


def parent_origin(text: str | None) -> str | None:
    """The origin ``?parent=`` names (``https://portal.example``, a port allowed), or ``None``
    when it names none or something that is not one: then no order is taken from anyone."""
    if not text or len(text) > MAX_ORIGIN:
        return None
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return None
    if parts.scheme not in ("http", "https") or not parts.hostname or parts.username or parts.password \
            or parts.path not in ("", "/") or parts.query or parts.fragment:
        return None
    return f"{parts.scheme}://{parts.hostname}" + (f":{port}" if port is not None else "")


def order_of(text: str, languages) -> tuple:
    """``(type, language or None)`` from a message as JSON text, or ``ValueError`` with the reason."""
    if not isinstance(text, str) or len(text) > MAX_CHARS:
        raise ValueError("a message to the page is a small object")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise ValueError("a message to the page is a small object") from None
    if not isinstance(data, dict) or not isinstance(data.get("type"), str):
        raise ValueError("a message to the page is an object with a type")
    kind = data["type"]
    if kind not in ORDERS:
        raise ValueError(f"{kind[:QUOTED]!r} is not an order the page takes ({', '.join(ORDERS)})")
    if kind != "set-lang":
        return kind, None
    language = data.get("lang")
    if language not in languages:
        raise ValueError(f"set-lang names one of {', '.join(languages)}, not {str(language)[:QUOTED]!r}")
    return kind, language
