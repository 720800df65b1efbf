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


def play_to_a_showdown(page, hands: int = 3) -> int:
    """Play deals by looking and calling until one ends with at least `hands`
    hands turned up (yours included); returns that deal's number."""
    for deal in range(1, 13):
        play_deal(page, ("look", "call", "hold"))
        if page.locator(".seat .hand:not(.hidden)").count() >= hands:
            return deal
        page.locator(".actions [data-action=next]").click()
    raise AssertionError(f"no deal of the match ended with {hands} hands shown")


def seed_where(wanted, first: int = 1):
    """The first match number whose AI players (at Normal, moved as the
    table moves them) make `wanted(match)` true before your first turn."""
    import random

    from game.asnas import Match, ai

    for seed in range(first, first + 5000):
        match = Match(seed)
        while match.to_act not in (None, 0):
            rng = random.Random(f"asnas-ai:{seed}:{match.deal_number}:{len(match.deal.actions)}")
            match.apply(ai.choose(match.view(match.to_act), rng), match.to_act)
        if wanted(match):
            return seed
    raise AssertionError("no match number up to 5000 opens that way")
