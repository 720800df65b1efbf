"""What your moves cost, in the real page: a deal played by a scripted weak player (it looks,
then raises whenever it may) ends with the review of its moves, the same list the engine makes
from the saved match in CPython, costliest first; the next deal starts without it."""
from __future__ import annotations

import json

from playwright.sync_api import expect

from game.asnas import Match, ai
from game.asnas.ai.review import costly_moves
from game.ui.seeded import hint_rng

WEAK = """() => {
    const table = document.querySelector('[data-game=asnas][data-view=table]');
    const button = (action) => {
        const found = table && table.querySelector(`.action-row [data-action=${action}]`);
        return found && !found.disabled ? found : null;
    };
    const move = button('look') || button('raise') || button('call') || button('hold');
    if (move) move.click();
    return Boolean(table && table.querySelector('.actions [data-action=next]'));
}"""
LISTED = """() => [...document.querySelectorAll('[data-review] li')].map(item => ({
    played: item.dataset.played, advised: item.dataset.advised, cost: Number(item.dataset.cost),
    text: item.textContent}))"""


def test_a_weak_players_deal_ends_with_what_its_moves_cost_as_the_engine_reckons_it(open_sized):
    page = open_sized(1280, 800, "?seed=1&speed=instant#/asnas")
    assert page.locator("[data-review]").count() == 0
    page.wait_for_function(WEAK, polling=100, timeout=60_000)  # presses until the deal is over
    expect(page.locator("[data-review]")).to_be_visible()
    match = Match.from_dict(json.loads(page.evaluate("localStorage.getItem('cardavia.asnas.match')")))
    expected = costly_moves(match, 0, lambda seen: ai.choose(seen, hint_rng(seen), level=ai.BEST_LEVEL))
    assert expected, "the weak player's deal cost nothing: pick another seed"
    listed = page.evaluate(LISTED)
    assert [(item["played"], item["advised"]) for item in listed] == [(move.played, move.advised) for move in expected]
    assert [item["cost"] for item in listed] == [round(move.cost, 3) for move in expected]
    assert all("points" in item["text"] for item in listed)
    page.set_viewport_size({"width": 360, "height": 740})
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    page.locator(".actions [data-action=next]").click()
    expect(page.locator("[data-review]")).to_have_count(0)
