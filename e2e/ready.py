"""One meaning of "ready" for every test: the page can take a player's input.

`data-ready="true"` is the page contract's signal, and from that moment the
loading screen, still fading, must take no click: ready checks that too, so
the contract is tested wherever a test starts, not assumed. Every test waits
through this helper, reloads included, and never on a fixed sleep.
"""
from __future__ import annotations

READY = """() => {
    if (document.documentElement.getAttribute('data-ready') !== 'true') return false;
    const boot = document.getElementById('boot');
    return !boot || getComputedStyle(boot).pointerEvents === 'none';
}"""


def ready(page, timeout: float = 60_000):
    """Wait until `page` (a Page or a Frame) is ready for input, and return it."""
    page.wait_for_function(READY, timeout=timeout)
    return page

