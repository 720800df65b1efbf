"""The tables' parts are drawn as markup and their buttons answered by one
listener each table keeps: a click on anything drawn is one action, however
many redraws came before, and what the player left open stays open."""
from __future__ import annotations

from playwright.sync_api import expect

from e2e.asnas_moves import wait_for_you

TRACTOR = "[data-game=tractor][data-view=table]"


def pass_until_you_pick_cards(page) -> None:
    """Pass at each of your turns to declare, until you must bury or play:
    a phase whose cards you pick by clicking them."""
    while True:
        page.wait_for_function(f"""() => {{ const t = document.querySelector('{TRACTOR}');
            return t && t.dataset.toAct === '0'; }}""", timeout=60_000)
        if page.locator(TRACTOR).get_attribute("data-phase") != "declare":
            break
        page.locator(".tractor-board .actions [data-action=pass]").click()


def test_one_click_on_a_card_of_your_hand_selects_it_once_after_many_redraws(open_site, page):
    open_site("?seed=3&speed=instant#/tractor")
    pass_until_you_pick_cards(page)
    cards = page.locator(".fan .pcard")
    pressed = {index: cards.nth(index).get_attribute("aria-pressed") == "true" for index in (0, 5, 9, 8)}
    for _ in range(3):  # each click redraws the hand: its listener must neither go nor double
        for index in (0, 5, 9):
            cards.nth(index).click(position={"x": 8, "y": 14})
            pressed[index] = not pressed[index]
            expect(cards.nth(index)).to_have_attribute("aria-pressed", "true" if pressed[index] else "false")
    expect(cards.nth(9)).to_be_focused()  # the redraw gave the focus back to the card you clicked
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("Space")
    expect(cards.nth(8)).to_have_attribute("aria-pressed", "false" if pressed[8] else "true")
    expect(cards.nth(8)).to_be_focused()
    selected = page.locator(".fan .pcard.selected")
    expect(selected).to_have_count(page.locator(".fan .pcard[aria-pressed=true]").count())


def test_one_click_on_an_as_nas_button_is_one_move_and_the_log_stays_as_left(open_site, page):
    open_site("?seed=4&speed=instant#/asnas")
    wait_for_you(page)
    log = page.locator(".deal-log")
    log.locator("summary").click()
    expect(log).to_have_attribute("open", "")
    entries = page.locator(".deal-log .log-list li")
    before = entries.count()
    page.locator(".action-row [data-action=look]").click()
    expect(page.locator(".seat.you .hand:not(.hidden) .card")).to_have_count(5)
    expect(entries).to_have_count(before + 1)  # a second handler would have tried to look again, refused
    expect(page.locator(".action-row [data-action=look]")).to_be_disabled()
    expect(page.locator(".deal-log")).to_have_attribute("open", "")
    page.locator(".deal-log summary").click()
    expect(page.locator(".deal-log")).not_to_have_attribute("open", "")
    page.locator(".action-row :is([data-action=hold], [data-action=call])").click()
    wait_for_you(page)
    expect(page.locator(".deal-log")).not_to_have_attribute("open", "")


def test_a_change_of_ai_speed_leaves_the_side_controls_in_place_at_the_next_move(open_site, page):
    """The speed menu shows the speed you picked by itself: the move after it
    redraws the board, not the menu you just used (nor the controls around it)."""
    open_site("?seed=3&speed=instant#/tractor")
    page.wait_for_function(f"""() => {{ const t = document.querySelector('{TRACTOR}');
        return t && t.dataset.toAct === '0'; }}""", timeout=60_000)
    page.evaluate("document.querySelector('#speed-menu').dataset.used = 'yes'")
    page.select_option("#speed-menu", "fast")
    moves = page.locator(".tractor-board .actions :is([data-action=pass], [data-action=hint])")
    moves.first.click()
    expect(page.locator("[data-action=undo]")).to_be_enabled()  # your move is made and drawn
    expect(page.locator("#speed-menu[data-used=yes]")).to_have_value("fast")
    expect(page.locator("#speed-menu")).to_have_count(1)


def test_a_click_on_a_card_reuses_your_view_and_asks_the_engine_once(open_site, page):
    """A click that only picks a card changes nothing in the match: the redraw
    reuses the view it was drawn from, and the Play button and the note under
    it share one answer from the engine (the page's own counts)."""
    open_site("?seed=3&speed=instant#/tractor")
    pass_until_you_pick_cards(page)
    counts = lambda: page.evaluate("JSON.parse(window.cardaviaMetrics()).counts")
    cards = page.locator(".fan .pcard")
    for index in (0, 1):
        before = counts()
        cards.nth(index).click(position={"x": 8, "y": 14})
        expect(cards.nth(index)).to_have_attribute("aria-pressed", "true")
        after = counts()
        built = after.get("tractor-view", 0) - before.get("tractor-view", 0)
        asked = after.get("tractor-violation", 0) - before.get("tractor-violation", 0)
        assert (built, asked) == (0, 1), f"click {index + 1}: {built} views built, the engine asked {asked} times"
