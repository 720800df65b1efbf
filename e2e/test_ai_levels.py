"""Each table's AI level: picked from the table or the address, shown on the
table, kept per game for the next visit; a level that does not exist, in the
address or in storage, is refused with a notice and changes nothing."""
from __future__ import annotations

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
