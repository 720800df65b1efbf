"""CrazyGames' HTML5 SDK v3 (`window.CrazyGames.SDK`): it is started with `init()`, and
outside CrazyGames and localhost its environment is "disabled" and every call throws,
so the adapter then calls nothing. Loading, gameplay and a midgame ad at each break."""
from __future__ import annotations

from pyscript import window
from pyscript.ffi import create_proxy, to_js

from game.ui.portals import PortalAdapter, settled


def sdk():
    crazy = getattr(window, "CrazyGames", None)
    return getattr(crazy, "SDK", None) if crazy is not None else None


class Adapter(PortalAdapter):
    NAME = "CrazyGames"
    CALLS = {"ready": "loaded", "gameplay-start": "gameplay_start", "gameplay-stop": "gameplay_stop",
             "break-ok": "midgame"}

    async def start(self) -> None:
        await settled(self.sdk.init())
        if str(self.sdk.environment) == "disabled":
            self.sdk = None
            return
        self.sdk.game.loadingStart()

    async def loaded(self) -> None:
        self.sdk.game.loadingStop()

    async def gameplay_start(self) -> None:
        self.sdk.game.gameplayStart()

    async def gameplay_stop(self) -> None:
        self.sdk.game.gameplayStop()

    async def midgame(self) -> None:
        """A midgame ad: the page pauses when it starts and resumes when it ends, or fails."""
        callbacks = {"adStarted": create_proxy(lambda *_: self.order("pause")),
                     "adFinished": create_proxy(lambda *_: self.order("resume")),
                     "adError": create_proxy(lambda *_: self.order("resume"))}
        await settled(self.sdk.ad.requestAd("midgame", to_js(callbacks, dict_converter=window.Object.fromEntries)))
