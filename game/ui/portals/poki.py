"""Poki's SDK (`window.PokiSDK`): `init()`, `gameLoadingFinished()` once the page can be
played, `gameplayStart()` / `gameplayStop()` around each deal, and a `commercialBreak()`
at each break, the page paused while it runs."""
from __future__ import annotations

from pyscript import window

from game.ui.portals import PortalAdapter, settled


def sdk():
    return getattr(window, "PokiSDK", None)


class Adapter(PortalAdapter):
    NAME = "Poki"
    CALLS = {"ready": "loaded", "gameplay-start": "gameplay_start", "gameplay-stop": "gameplay_stop",
             "break-ok": "commercial_break"}

    async def start(self) -> None:
        await settled(self.sdk.init())

    async def loaded(self) -> None:
        self.sdk.gameLoadingFinished()

    async def gameplay_start(self) -> None:
        self.sdk.gameplayStart()

    async def gameplay_stop(self) -> None:
        self.sdk.gameplayStop()

    async def commercial_break(self) -> None:
        await self.pause_during(self.sdk.commercialBreak())
