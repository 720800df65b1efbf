"""Playing As-Nas through the page as a player does: wait for your turn (the
AI players have moved and saved by then), then click."""
from __future__ import annotations

END_OF_DEAL = ".actions [data-action=next], .actions [data-action=play-again]"


def wait_for_you(page) -> str:
    """Wait until you must act or the deal is over; returns 'act', 'next' or 'over'."""
    page.wait_for_function(f"""() => document.querySelector('{END_OF_DEAL}')
        || document.querySelector('.action-row button:not([disabled])')""")
    if page.locator(".actions [data-action=play-again]").count():
        return "over"
    if page.locator(".actions [data-action=next]").count():
        return "next"
    return "act"


def play_deal(page, moves: tuple[str, ...]) -> None:
    """At each of your turns click the first of `moves` the engine allows,
    until the deal is over."""
    while wait_for_you(page) == "act":
        for move in moves:
            button = page.locator(f".action-row [data-action={move}]")
            if button.count() and button.is_enabled():
                button.click()
                break
        else:
            raise AssertionError(f"none of {moves} is allowed on your turn")
