"""Code and words the page fetches only when they are used: the friends' table's
modules come as static/app/friends.tar.gz (tools/bundle.py), unpacked beside the
rest of the game the first time a room is opened, so a visit that never opens
one downloads none of them; a language's words come the same way the first time
the page is read in it (unless the boot module fetched them with the game). The boot module's own reader unpacks it
(`window.cardaviaUnpack`, static/boot/pyodide.mjs: the browser inflates it,
nothing of it runs in Python).
"""
from __future__ import annotations

import sys

from pyscript import window

FRIENDS = "static/app/friends.tar.gz"
_unpacked: set = set()


async def words(code: str) -> None:
    """A language's words (`static/app/words/<code>.tar.gz`), unpacked beside English's, so
    `game.i18n.load(code)` finds them; an error that says why when they cannot be had."""
    await window.cardaviaUnpack(f"static/app/words/{code}.tar.gz")


def has_friends() -> bool:
    return FRIENDS in _unpacked


async def friends() -> None:
    """The friends' table's modules, importable once this returns; an error that says why
    when the archive cannot be had (no network, an old page on a new site)."""
    if has_friends():
        return
    await window.cardaviaUnpack(FRIENDS)
    for finder in list(sys.path_importer_cache.values()):  # each folder's finder lists it again
        if finder is not None and hasattr(finder, "invalidate_caches"):
            finder.invalidate_caches()  # (importlib.invalidate_caches would import importlib.metadata)
    _unpacked.add(FRIENDS)
