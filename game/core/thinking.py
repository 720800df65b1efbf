"""An AI's decision in slices: ``ai.thinking(view, rng, level)`` is a
generator that yields between pieces of its work and returns what
``ai.choose`` returns, with the same random draws in the same order.

Python in the page runs on the browser's main thread, so a decision that
takes 80 ms (Tractor Hard playing its best plays out to the deal's end)
would hold every click and frame for that long. A table steps the generator
for a few milliseconds at a time and lets the browser answer its player in
between; benches, tests and hints just run it to the end (``decided``).
"""
from collections.abc import Generator
from typing import Any

Thinking = Generator[None, None, Any]


def decided(thinking: Thinking):
    """The decision ``thinking`` comes to, worked out in one go."""
    while True:
        try:
            next(thinking)
        except StopIteration as done:
            return done.value


def at_once(action) -> Thinking:
    """A decision already made: for an AI whose every decision is quick."""
    return action
    yield  # never reached: it makes this a generator, one step long
