"""GameDistribution's HTML5 SDK (`window.gdsdk`): it has no calls for loading or
gameplay, so the adapter shows its ad at each break (`showAd()`), the page paused until
the ad's promise settles."""
from __future__ import annotations

from pyscript import window

from game.ui.portals import PortalAdapter


def sdk():
    return getattr(window, "gdsdk", None)


class Adapter(PortalAdapter):
    NAME = "GameDistribution"
    CALLS = {"break-ok": "show_ad"}

    async def show_ad(self) -> None:
        await self.pause_during(self.sdk.showAd())
