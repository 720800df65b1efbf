"""What your Tractor plays cost, in the real page: a deal played by a careless player (any
legal card) to its last trick, saved, and finished in the page, ends with the review of its
plays: first a note that they are being weighed (a play at a time, between frames), then the
same list the engine makes from the saved match in CPython, costliest first."""
from __future__ import annotations

import json

from playwright.sync_api import expect

from bench.page import careless_deal_before_its_last_trick
from e2e.test_tractor_table import TABLE, wait_for_me
from game.tractor import PLAY, TractorMatch, ai
from game.tractor.ai.review import costliest, priced_play, your_plays
from game.ui.seeded import tractor_hint_rng

SEED = 2


def engine_review(match: TractorMatch) -> tuple:
    """Every play of yours Hard prices higher than what you played (the panel lists the costliest)."""
    hard = lambda seen, moves: ai.choose(seen, tractor_hint_rng(match.seed, moves), level=ai.BEST_LEVEL)
    found = [priced_play(seen, played, hard(seen, moves)) for seen, played, moves in your_plays(match, 0)]
    return tuple(play for play in found if play is not None)


def test_a_careless_deal_ends_with_what_its_plays_cost_as_the_engine_reckons_it(open_sized):
    saved = {"cardavia.tractor.match": json.dumps(careless_deal_before_its_last_trick(SEED).to_dict())}
    page = open_sized(1280, 800, f"?seed={SEED}" + TABLE, saved=saved)
    assert wait_for_me(page) == PLAY and page.locator("[data-review]").count() == 0
    page.locator(".tractor-board .actions [data-action=hint]").click()
    page.locator(".tractor-board .actions [data-action=play]").click()
    assert wait_for_me(page) == "over"
    review = page.locator("[data-review]")
    expect(review).not_to_have_attribute("data-review", "weighing", timeout=30_000)
    match = TractorMatch.from_dict(json.loads(page.evaluate("localStorage.getItem('cardavia.tractor.match')")))
    found = engine_review(match)
    expected = costliest(found)
    assert expected, "the careless deal cost nothing: pick another seed"
    # the deal's whole cost is kept for the records, which take the match's deals reviewed at its end
    kept = json.loads(page.evaluate("localStorage.getItem('cardavia.tractor.deal_costs')"))
    assert kept == {"seed": match.seed, "costs": {"1": round(sum(play.cost for play in found), 4)}}
    listed = page.evaluate("""() => [...document.querySelectorAll('[data-review] li')].map(item => [
        Number(item.dataset.trick), item.dataset.played, item.dataset.advised, Number(item.dataset.cost)])""")
    assert listed == [[play.trick, " ".join(play.played), " ".join(play.advised), round(play.cost, 3)]
                      for play in expected]
    page.set_viewport_size({"width": 390, "height": 844})
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.locator(".tractor-board .actions [data-action=next]").click()
    expect(page.locator("[data-review]")).to_have_count(0)
