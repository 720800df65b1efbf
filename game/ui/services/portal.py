"""What a portal framing the page hears from it, and the state its orders
put the page in.

With `embed=1` the page posts its messages to `window.parent` (the README
lists them): `ready`, a deal's or match's end, a lesson's end, and around
each deal `gameplay-start` and `gameplay-stop`, then `break-ok`, a good
moment for the portal's break (`loading` comes from index.html, before
Python). A portal's SDK adapter (`game.ui.portals`), when one is chosen,
hears the same events. A pause from the portal (an order, or its SDK) holds
the table: no AI move, no sound, no gameplay until it resumes.
"""
from __future__ import annotations

from pyscript import window
from pyscript.ffi import to_js


class Portal:
    def __init__(self, embedded: bool, parent: str | None) -> None:
        self.embedded = embedded
        self.parent = parent
        """The origin whose orders are taken (`?parent=`), or None: none are."""
        self.adapter = None
        """The chosen portal SDK's adapter (`game.ui.portals`), if its SDK is on the page."""
        self.playing = False
        self.paused = False

    def post(self, kind: str, data: dict | None = None) -> None:
        """Tell the portal (only when embedded) and the portal's SDK what happened."""
        if self.adapter is not None:
            self.adapter.heard(kind)
        if not self.embedded:
            return
        message = {"source": "cardavia", "type": kind, **(data or {})}
        window.parent.postMessage(to_js(message, dict_converter=window.Object.fromEntries), "*")

    def play(self, in_deal: bool) -> bool:
        """A table on screen has a deal in play, or not: the portal hears `gameplay-start` or
        `gameplay-stop` when that changed. False while the portal holds the page paused."""
        if self.paused:
            return False
        if in_deal != self.playing:
            self.playing = in_deal
            self.post("gameplay-start" if in_deal else "gameplay-stop")
        return True

    def deal_ended(self, game: str, deal: int) -> None:
        """Play stops with the deal, and a break may come now."""
        self.play(False)
        self.post("break-ok", {"game": game, "deal": deal})

    def hold(self, paused: bool) -> None:
        """The portal paused the page, or let it go on (the table starts its play again itself)."""
        if paused:
            self.play(False)
        self.paused = paused
