"""A friends' table's connection, from Python: the page's side of
static/friends/link.mjs, which joins one room of the vendored trystero
library. That module, and the library with it, is imported the first time a
room is opened, never by a visit that does not play with friends.

Messages arrive as text through ``on_message(peer, text)``; a tab that
joins or leaves the room is told through ``on_joined(peer)`` and
``on_left(peer)``. Nothing here reads a message: the room and the guest do
(`messages`), so what arrives is checked before anything is done with it.
"""
from __future__ import annotations

import json

from pyodide.code import run_js
from pyscript import window
from pyscript.ffi import create_proxy, to_js

GLUE = "static/friends/link.mjs"


async def _glue():
    return await run_js(f"import(new URL({json.dumps(GLUE)}, document.baseURI).href)")


class Link:
    def __init__(self, on_message, on_joined, on_left) -> None:
        self._listener = {"message": create_proxy(on_message), "joined": create_proxy(on_joined),
                          "left": create_proxy(on_left)}
        self._room = None
        self.brokers: tuple = ()

    async def open(self, room: str, broker: str | None) -> None:
        """Join ``room`` through ``broker`` (a ``wss://`` or ``ws://`` address), or the library's
        public brokers when it is ``None``."""
        glue = await _glue()
        listener = to_js(self._listener, dict_converter=window.Object.fromEntries)
        self._room = await glue.openRoom(room, broker, listener)
        self.brokers = tuple(str(url) for url in self._room.brokers)

    @property
    def is_open(self) -> bool:
        return self._room is not None

    def send(self, text: str, peer: str | None = None) -> None:
        """``text`` to ``peer``, or to every tab of the room."""
        if self._room is not None:
            self._room.send(text, peer)

    def close(self) -> None:
        if self._room is not None:
            self._room.leave()
            self._room = None


async def qr_code(text: str) -> str:
    """An SVG picture of ``text`` as a QR code (the vendored generator's markup)."""
    glue = await _glue()
    return str(await glue.qrCode(text))
