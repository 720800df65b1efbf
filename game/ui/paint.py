"""Waiting for the browser to paint: the AI players answer your move only
once the table shows it.

At the instant speed the AI's answers would otherwise run, decision and
redraw, before the frame that shows your own move, and the click would feel
as slow as all four moves together. A frame callback fires just before a
paint, so the wait ends in a task queued from it, after the paint; a hidden
tab paints nothing, so a short timer ends the wait there.
"""
from __future__ import annotations

import asyncio

from pyscript import window
from pyscript.ffi import create_proxy

HIDDEN_TAB_WAIT_MS = 100

_waiting: list = []


def _release(*_args) -> None:
    while _waiting:
        done = _waiting.pop()
        if not done.done():
            done.set_result(None)


_released = create_proxy(_release)
_painted = create_proxy(lambda *_args: window.setTimeout(_released, 0))


async def after_paint(wait: bool = True) -> None:
    """Return once the page has been painted (or after a short wait where it never is);
    at once when not ``wait``."""
    if not wait:
        return
    done = asyncio.get_running_loop().create_future()
    _waiting.append(done)
    window.requestAnimationFrame(_painted)
    window.setTimeout(_released, HIDDEN_TAB_WAIT_MS)
    await done
