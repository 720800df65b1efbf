"""An AI seat's decision worked out a slice at a time, the browser free in between.

Python runs on the page's main thread: a Tractor Hard decision of 80 ms done
in one go would hold the player's clicks and the next frame for all of it.
The engine's AI decides as a generator (``game.core.thinking``); this steps
it for ``SLICE`` seconds, then yields to the browser's event loop, which
answers a click or draws a frame before the next slice.
"""
import asyncio
import time
from dataclasses import dataclass

from game.ui.services import metrics

SLICE = 0.008
"""Seconds of work before the browser gets its turn: a click waits at most about this long
(plus the one step under way) for the page to answer it."""


@dataclass(frozen=True)
class Thought:
    """A decision and what it cost, in seconds of ``time.perf_counter``: from ``began`` to
    ``ended`` in ``slices``, of which the ``longest``, and ``spent`` working in all."""

    action: object
    began: float
    ended: float
    slices: int
    longest: float
    spent: float

    def pause_left(self, pause: float) -> float:
        """What is left of an AI seat's pause (the AI speed) after its thinking: a Hard seat
        that thought for 0.1 s moves when a Normal one would, not 0.1 s later."""
        return max(0.0, pause - (self.ended - self.began))


async def think(steps, wanted) -> Thought | None:
    """Run the generator ``steps`` to its decision in slices; ``None`` once ``wanted()`` says the
    decision is no longer needed (the player left the table, restarted, a portal paused it)."""
    began = time.perf_counter()
    slices, spent, longest = 0, 0.0, 0.0
    while True:
        started = time.perf_counter()
        try:
            while time.perf_counter() - started < SLICE:
                next(steps)
            finished = None
        except StopIteration as done:
            finished = done
        ended = time.perf_counter()
        slices, spent, longest = slices + 1, spent + ended - started, max(longest, ended - started)
        if finished is not None:
            return Thought(finished.value, began, ended, slices, longest, spent)
        await asyncio.sleep(0)
        if not wanted():
            steps.close()
            return None


async def seat_thinks(table, seat: int, epoch: int) -> Thought | None:
    """``table``'s AI decision for ``seat``, dropped if the table's epoch moves on meanwhile; the
    board says ``data-thinking`` while it lasts, and the bench gets what it cost."""
    board = table.root  # the board drawn now: a new language draws another meanwhile
    if board is not None:
        board.dataset.thinking = str(seat)
    thought = await think(table.ai_thinking(seat), lambda: epoch == table.epoch)
    if board is not None:
        board.removeAttribute("data-thinking")
    if epoch != table.epoch:
        return None  # its last slice finished it, but the table had moved on meanwhile
    if thought is not None and table.ai_decision_is_timed(thought.action):
        metrics.record(f"{table.GAME}-ai-decision", thought.spent * 1000)
        metrics.record(f"{table.GAME}-ai-slice", thought.longest * 1000)
        metrics.record(f"{table.GAME}-ai-slices", thought.slices)
        metrics.span(f"{table.GAME}-ai-thinking", thought.began, thought.ended)
    return thought
