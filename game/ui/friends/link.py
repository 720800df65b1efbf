"""A friends' table's connection, from Python: the page's side of
static/friends/link.mjs, which joins one room of the vendored trystero
library. That module, and the library with it, is imported the first time a
room is opened, never by a visit that does not play with friends.

``HandLink`` is the same with no third party at all: each friend's
connection made by hand, for two devices on one network without the
internet. Messages arrive as text through ``on_message(peer, text)``; a tab that
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
HAND = "static/friends/by-hand.mjs"
HAND_PEER = "hand:"
"""The start of the name of a peer met by hand (a HandLink's)."""
HOST = HAND_PEER + "host"


async def _glue(path: str = GLUE):
    return await run_js(f"import(new URL({json.dumps(path)}, document.baseURI).href)")


class Link:
    """``on_reach(True)`` once a broker answers, ``on_reach(False)`` once none has for a few
    seconds (the library keeps trying; told again at each change)."""

    def __init__(self, on_message, on_joined, on_left, on_reach) -> None:
        self._listener = {"message": create_proxy(on_message), "joined": create_proxy(on_joined),
                          "left": create_proxy(on_left), "reach": create_proxy(on_reach)}
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


async def hold_table(name: str, on_granted, on_lost):
    """Ask for the browser's lock ``name`` (one tab of it hosts that table): ``on_granted()``
    once this tab holds it, at once or when the tab that held it goes; ``on_lost()`` when
    another tab holds it, or takes it from this one. The answer's ``take()`` takes it now."""
    glue = await _glue()
    return glue.holdTable(name, create_proxy(on_granted), create_proxy(on_lost))


async def qr_code(text: str) -> str:
    """An SVG picture of ``text`` as a QR code (the vendored generator's markup)."""
    glue = await _glue()
    return str(await glue.qrCode(text))


class HandLink:
    """A connection with no third party, each friend's made by hand (static/friends/by-hand.mjs):
    the host's tab makes an offer's code for one friend and accepts their answer's; a friend's
    tab answers the host's code. The same ``send`` and callbacks as ``Link``."""

    def __init__(self, on_message, on_joined, on_left) -> None:
        listener = {"message": create_proxy(on_message), "joined": create_proxy(on_joined),
                    "left": create_proxy(on_left)}
        self._listener = to_js(listener, dict_converter=window.Object.fromEntries)
        self._peers: dict = {}

    async def offer(self) -> tuple[str, str]:
        """``(peer, code)``: a new friend's connection, waiting for their answer (``accept``)."""
        glue = await _glue(HAND)
        peer = f"{HAND_PEER}{len(self._peers) + 1}"
        made = await glue.offer(peer, self._listener)
        self._peers[peer] = made
        return peer, str(made.code)

    async def accept(self, peer: str, code: str) -> None:
        """The friend's answer to ``peer``'s offer; an error when ``code`` is not one."""
        await self._peers[peer].accept(code)

    async def answer(self, code: str) -> str:
        """A friend's answer's code to the host's offer's ``code``; an error when it is not one."""
        glue = await _glue(HAND)
        made = await glue.answer(code, HOST, self._listener)
        self._peers[HOST] = made
        return str(made.code)

    def send(self, text: str, peer: str | None = None) -> None:
        for name, made in self._peers.items():
            if peer is None or name == peer:
                made.send(text)

    def close(self) -> None:
        for made in self._peers.values():
            made.close()
        self._peers.clear()
