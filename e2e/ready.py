"""One meaning of "ready" for every test: the page can take a player's input.

`data-ready="true"` is the page contract's signal, and from that moment the
loading screen, still fading, must take no click: ready checks that too, so
the contract is tested wherever a test starts, not assumed. Every test waits
through this helper, reloads included, and never on a fixed sleep.
"""
from __future__ import annotations

from playwright.sync_api import expect

READY = """() => {
    if (document.documentElement.getAttribute('data-ready') !== 'true') return false;
    const boot = document.getElementById('boot');
    return !boot || getComputedStyle(boot).pointerEvents === 'none';
}"""


def ready(page, timeout: float = 60_000):
    """Wait until `page` (a Page or a Frame) is ready for input, and return it."""
    page.wait_for_function(READY, timeout=timeout)
    return page


FADED = "() => { const boot = document.getElementById('boot'); return !boot || getComputedStyle(boot).visibility === 'hidden'; }"


def loading_faded(page):
    """Wait until the loading screen has finished fading (its visibility turns hidden only at the
    fade's end), and return `page`: a screenshot meant for the eye then shows the table alone."""
    page.wait_for_function(FADED)
    return page


FIRST_TABLE_MS = 30_000
"""A game's first table in a visit imports its engine: on a loaded machine that takes seconds."""


def go_to_table(page, game: str):
    """Open ``game``'s table through the address, as a player's link does, and wait until it is shown."""
    page.evaluate(f"location.hash = '#/{game}'")
    expect(page.locator(f"[data-game={game}][data-view=table]")).to_be_visible(timeout=FIRST_TABLE_MS)
    return page
