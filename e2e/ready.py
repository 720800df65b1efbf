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


def until(page, condition, timeout: float = 30_000) -> None:
    """Wait for a condition that lives on the test's side (a request a route
    handler has caught, say): Playwright delivers those events only while the
    test waits on the page, so this polls in short page waits, up to `timeout`."""
    waited = 0.0
    while not condition():
        if waited >= timeout:
            raise TimeoutError(f"still not true after {timeout / 1000:.0f} s")
        page.wait_for_timeout(20)
        waited += 20
