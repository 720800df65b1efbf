"""Each table's AI level: picked from the table or the address, shown on the
table, kept per game for the next visit; a level that does not exist, in the
address or in storage, is refused with a notice and changes nothing; Hard's
long Tractor decisions leave the page drawing and answering while a seat thinks."""
from __future__ import annotations

import json
import random

from playwright.sync_api import expect

from e2e.asnas_moves import wait_for_you
from e2e.ready import ready

TABLE = "&speed=instant#/asnas"


def test_the_level_picked_on_the_table_plays_is_shown_and_is_kept(open_site, page):
    open_site(f"?seed=7{TABLE}")
    expect(page.locator(".level-shown")).to_have_attribute("data-level", "normal")
    expect(page.locator("#level-menu")).to_have_value("normal")
    page.locator("#level-menu").select_option("hard")
    expect(page.locator(".level-shown")).to_have_attribute("data-level", "hard")
    expect(page.locator(".level-shown")).to_contain_text("Hard")
    assert wait_for_you(page) in ("act", "next")
    page.reload()
    ready(page)
    expect(page.locator("#level-menu")).to_have_value("hard")
    expect(page.locator(".level-shown")).to_have_attribute("data-level", "hard")


def test_the_address_picks_a_level_for_the_visit(open_site, page):
    open_site(f"?seed=7&level=easy{TABLE}")
    expect(page.locator(".level-shown")).to_have_attribute("data-level", "easy")
    expect(page.locator("#level-menu")).to_have_value("easy")


def test_an_unknown_level_in_the_address_or_in_storage_is_refused_with_a_notice(open_site, page):
    open_site(f"?seed=7&level=grandmaster{TABLE}")
    expect(page.locator("[data-notice=bad_level]")).to_contain_text("grandmaster")
    expect(page.locator("[data-notice=bad_level]")).to_contain_text("easy, normal, hard")
    expect(page.locator(".level-shown")).to_have_attribute("data-level", "normal")
    page.evaluate("localStorage.setItem('cardavia.asnas.level', '{\"evil\": 1}')")
    page.goto(page.url.split("?")[0] + "#/asnas")
    ready(page)
    expect(page.locator("[data-notice=corrupt_choice]")).to_be_visible()
    expect(page.locator(".level-shown")).to_have_attribute("data-level", "normal")
    assert page.evaluate("localStorage.getItem('cardavia.asnas.level')") is None


def test_the_tractor_table_has_the_same_levels_and_keeps_its_own(open_site, page):
    open_site("?seed=7&level=hard&speed=instant#/tractor")
    expect(page.locator(".tractor-board .level-shown")).to_have_attribute("data-level", "hard")
    expect(page.locator("#level-menu")).to_have_value("hard")
    assert page.locator("#level-menu option").evaluate_all("options => options.map(o => o.value)") == [
        "easy", "normal", "hard"]
    page.locator("#level-menu").select_option("easy")
    expect(page.locator(".tractor-board .level-shown")).to_have_attribute("data-level", "easy")
    expect(page.locator(".tractor-board .level-shown")).to_contain_text("Easy")
    page.goto(page.url.split("?")[0] + "#/asnas")
    ready(page)
    expect(page.locator(".level-shown")).to_have_attribute("data-level", "normal")
    page.goto(page.url.split("#")[0] + "#/tractor")
    ready(page)
    expect(page.locator("#level-menu")).to_have_value("easy")


def test_a_level_the_tractor_table_does_not_have_is_refused_naming_the_ones_it_has(open_site, page):
    open_site("?level=expert&speed=instant#/tractor")
    notice = page.locator("[data-notice=bad_level]")
    expect(notice).to_contain_text("expert")
    expect(notice).to_contain_text("easy, normal, hard")
    expect(page.locator(".tractor-board .level-shown")).to_have_attribute("data-level", "normal")


def tractor_late_in_a_deal(seed: int):
    """Match `seed`'s first deal played by Normal until every hand is down to Hard's search
    (`SEARCH_FROM` cards) and an AI seat is to act: there Hard plays its best plays out, its
    slowest decisions, which the page works out a slice at a time."""
    from game.tractor import PLAY, TractorMatch, ai
    from game.tractor.ai.search import SEARCH_FROM

    match, rng = TractorMatch(seed), random.Random(seed)
    while match.deal.phase != PLAY or len(match.deal.hand(3)) > SEARCH_FROM - 2 or match.to_act in (0, None):
        match.apply(ai.choose(match.view(match.to_act), rng, level="normal"), match.to_act)
    return match


def test_while_a_hard_tractor_seat_thinks_the_page_draws_frames_and_answers_a_click(open_sized):
    """Hard's late decisions take longer than a frame; the page works them out in slices, so a
    frame is drawn while a seat is marked thinking (the wait below looks once a frame), and the
    card counter, clicked then, answers; the page's figures say the decision took several slices."""
    match = tractor_late_in_a_deal(5)
    page = open_sized(1280, 800, "?level=hard&speed=normal#/tractor",
                      saved={"cardavia.tractor.match": json.dumps(match.to_dict())})
    for _ in range(12):  # a few tricks at most: your own turns are played from the hint
        seen = page.wait_for_function("""() => document.querySelector('[data-thinking]') ? 'thinking'
            : document.querySelector('.tractor-board .actions [data-action=hint]:not([disabled])') ? 'yours' : null""",
                                      polling="raf", timeout=30_000).json_value()
        if seen == "thinking":
            break
        page.locator(".tractor-board .actions [data-action=hint]").click()
        page.locator(".tractor-board .actions [data-action=play]:not([disabled])").click()
    else:
        raise AssertionError("no frame was drawn while a Hard seat thought")
    page.locator("input[data-action=counter]").check()
    expect(page.locator("[data-counter]")).to_be_visible()
    page.wait_for_function("Math.max(...(JSON.parse(window.cardaviaMetrics())['tractor-ai-slices'] || [])) > 1")
