"""YouTube Playables (`window.ytgame`, in its environment only): `firstFrameReady()` while
the loading screen shows, `gameReady()` once the page can be played, YouTube's pause,
resume and sound followed, and the match and settings saved through its cloud save
(`loadData()` / `saveData()`), the only place a Playable may keep them
(`CloudSave`, put in localStorage's place before the page reads anything)."""
from __future__ import annotations

import asyncio
import json

from pyscript import window
from pyscript.ffi import create_proxy

from game.ui.portals import PortalAdapter, settled
from game.ui.services import store

LOAD_WAIT = 3.0
"""Seconds the page waits for the cloud save before it starts with nothing kept."""
SAVE_LIMIT = 3 * 1024 * 1024
"""The most a Playable's save may hold (characters, counted as bytes of UTF-8)."""


def sdk():
    yt = getattr(window, "ytgame", None)
    return yt if yt is not None and bool(getattr(yt, "IN_PLAYABLES_ENV", False)) else None


class CloudSave:
    """Everything the page keeps, in memory as localStorage would hold it, written to YouTube's
    cloud save after each change, one save at a time (the last change always saved)."""

    def __init__(self, yt, items: dict) -> None:
        self.yt = yt
        self.items = {key: value for key, value in items.items() if isinstance(key, str) and isinstance(value, str)}
        self._saving = None
        self._again = False

    def getItem(self, key: str):  # noqa: N802 - localStorage's names
        return self.items.get(key)

    def setItem(self, key: str, value: str) -> None:  # noqa: N802
        self.items[key] = str(value)
        self._changed()

    def removeItem(self, key: str) -> None:  # noqa: N802
        if self.items.pop(key, None) is not None:
            self._changed()

    def _changed(self) -> None:
        if self._saving is not None and not self._saving.done():
            self._again = True
            return
        self._saving = asyncio.ensure_future(self._save())

    async def _save(self) -> None:
        while True:
            self._again = False
            text = json.dumps(self.items, separators=(",", ":"))
            if len(text.encode()) > SAVE_LIMIT:
                window.console.warn("Cardavia's save is over YouTube's 3 MiB: not saved")
            else:
                try:
                    await settled(self.yt.game.saveData(text))
                except Exception as error:  # noqa: BLE001 - refused: kept in memory, said
                    window.console.warn(f"YouTube refused Cardavia's save: {str(error)[:120]}")
            if not self._again:
                return


async def cloud_save(yt) -> CloudSave:
    """The cloud save as it was left (nothing, if it cannot be read within `LOAD_WAIT` seconds,
    or is not what the page saved)."""
    try:
        text = await asyncio.wait_for(settled(yt.game.loadData()), LOAD_WAIT)
        items = json.loads(str(text)) if text else {}
    except Exception as error:  # noqa: BLE001 - no save yet, garbage, or no answer: start afresh
        window.console.warn(f"Cardavia found no save of its own on YouTube: {str(error)[:120]}")
        items = {}
    return CloudSave(yt, items if isinstance(items, dict) else {})


def wanted() -> bool:
    """Whether the page is a Playable: `?portal=youtube`, in YouTube's environment."""
    return str(window.URLSearchParams.new(window.location.search).get("portal")) == "youtube" and sdk() is not None


async def before_the_page(start) -> None:
    """Tell YouTube the loading screen shows, put its cloud save in localStorage's place, then
    `start()` the page."""
    yt = sdk()
    try:
        yt.game.firstFrameReady()
    except Exception as error:  # noqa: BLE001
        window.console.warn(f"Cardavia's YouTube Playables adapter: {str(error)[:120]}")
    store.keep_elsewhere(await cloud_save(yt))
    start()


class Adapter(PortalAdapter):
    NAME = "YouTube Playables"
    CALLS = {"ready": "loaded"}

    async def start(self) -> None:
        system = self.sdk.system
        system.onPause(create_proxy(lambda *_: self.order("pause")))
        system.onResume(create_proxy(lambda *_: self.order("resume")))
        if not bool(system.isAudioEnabled()):
            self.order("mute")
        system.onAudioEnabledChange(create_proxy(lambda enabled, *_: self.order("unmute" if enabled else "mute")))

    async def loaded(self) -> None:
        self.sdk.game.gameReady()
