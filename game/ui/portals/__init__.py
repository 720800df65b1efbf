"""Adapters for the portals' SDKs, one small module each, chosen with
`?portal=<name>`: each maps what the page tells a portal (`ready`, the
gameplay around each deal, a break) to its SDK's calls, and its SDK's pauses
and sound to the page's own orders (`game.ui.site.embedding.carry_out`).

Cardavia downloads no SDK. An adapter talks only to the one the portal's
build put on the page (its global object), and is not made where there is
none; a call that fails is said in the console, never raised into the game.
"""
from __future__ import annotations

import asyncio
import importlib

from pyscript import window

NAMES = ("crazygames", "poki", "gamedistribution", "youtube")


def adapter(name: str | None, order):
    """The adapter `?portal=` names, for an SDK on the page; `order(kind, language=None)`
    carries out a pause, a resume, a mute or an unmute the SDK asks for."""
    if name is None:
        return None
    if name not in NAMES:
        window.console.warn(f"Cardavia knows no portal {name[:32]!r}: {', '.join(NAMES)}")
        return None
    module = importlib.import_module(f"game.ui.portals.{name}")
    sdk = module.sdk()
    if sdk is None:
        window.console.info(f"Cardavia: no {name} SDK on this page, so none is told anything")
        return None
    return module.Adapter(sdk, order)


async def settled(result):
    """What a call returned, its promise awaited if it made one."""
    if result is not None and hasattr(result, "then"):
        return await result
    return result


class PortalAdapter:
    """What every adapter shares: the SDK's start awaited before any call, the calls made
    in the order the page heard them, and a failure said, not raised. `CALLS` maps what
    the page tells a portal to the adapter's method for it."""

    NAME = ""
    CALLS: dict = {}

    def __init__(self, sdk, order) -> None:
        self.sdk = sdk
        self.order = order
        self._started = asyncio.ensure_future(self._guarded(self.start))
        self._waiting: list = []
        self._worker = None

    async def start(self) -> None:
        """The SDK's own start, where it has one."""

    def heard(self, kind: str) -> None:
        """One worker makes the calls, one after another's end, in the order the page heard
        them: a break's ad holds back the gameplay that follows it."""
        method = self.CALLS.get(kind)
        if method is None:
            return
        self._waiting.append(getattr(self, method))
        if self._worker is None or self._worker.done():
            self._worker = asyncio.ensure_future(self._work())

    async def _work(self) -> None:
        await self._started
        while self._waiting:
            call = self._waiting.pop(0)
            if self.sdk is not None:
                await self._guarded(call)

    async def _guarded(self, call) -> None:
        try:
            await call()
        except Exception as error:  # noqa: BLE001 - an SDK that refuses or breaks: the game goes on
            window.console.warn(f"Cardavia's {self.NAME} adapter: {str(error)[:120]}")

    async def pause_during(self, shown) -> None:
        """The page paused while the portal's break (`shown`, a promise) runs, then resumed."""
        self.order("pause")
        try:
            await settled(shown)
        finally:
            self.order("resume")
