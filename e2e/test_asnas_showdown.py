"""What the As-Nas table shows once the cards are turned up, and how its
numbers and keys behave: every shown hand grouped rank by rank and inside its
seat at every size, a walkover that only returns a bet is no win, a German
chance with a decimal comma, Persian signs in front of their digits, and the
keyboard focus kept on the buttons."""
from __future__ import annotations

import re

from playwright.sync_api import expect

from e2e.asnas_moves import play_to_a_showdown, seed_where, wait_for_you
from game.asnas import hand_value

TABLE = "&speed=instant#/asnas"
SIZES = [(1280, 800), (1024, 768), (1000, 700), (390, 844), (360, 740)]

SEATS_AND_CARDS = """() => [...document.querySelectorAll('.seat')].filter(seat =>
    seat.querySelector('.hand:not(.hidden)')).map(seat => {
        const box = rect => ({left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom});
        return {
            seat: seat.dataset.seat,
            box: box(seat.getBoundingClientRect()),
            dealt: seat.querySelector('.hand').dataset.cards.split(' '),
            shown: [...seat.querySelectorAll('.hand .card')].map(card => card.dataset.card),
            cards: [...seat.querySelectorAll('.hand .card')].map(card => box(card.getBoundingClientRect())),
            names: (seat.querySelector('.hand-names') || {}).textContent || null,
        };
    })"""


def check_the_shown_hands(page, size: str) -> None:
    width = page.viewport_size["width"]
    seats = page.evaluate(SEATS_AND_CARDS)
    assert len(seats) >= 3
    for seat in seats:
        where = f"{size}, seat {seat['seat']}"
        groups = hand_value(seat["dealt"]).groups
        assert seat["shown"] == [rank for group in groups for rank in group], where
        for card, following in zip(seat["cards"], seat["cards"][1:]):
            assert card["right"] <= following["left"] + 0.5, f"{where}: cards overlap"
        for card in seat["cards"]:
            assert seat["box"]["left"] <= card["left"] and card["right"] <= seat["box"]["right"], where
            assert seat["box"]["top"] <= card["top"] and card["bottom"] <= seat["box"]["bottom"], where
            assert card["right"] - card["left"] >= 20, f"{where}: cards too small to see"
        if seat["seat"] != "0":  # your own large cards carry their names
            assert seat["names"] is not None and len(seat["names"].split()) >= 5, where
    assert page.evaluate("document.documentElement.scrollWidth") <= width


def test_shown_hands_are_grouped_by_rank_inside_their_seats_and_read_in_english_and_in_persian(open_sized):
    """One showdown, looked at in a window of every size (resized in place) in English, then in
    Persian (picked from the menu): the same cards in the same groups, named in each language."""
    page = open_sized(*SIZES[0], f"?seed=4{TABLE}")
    play_to_a_showdown(page)
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        check_the_shown_hands(page, f"{width}x{height} en")
    shown = page.locator(".seat:not(.you):has(.hand:not(.hidden))").first
    cards = shown.locator(".hand").get_attribute("data-cards").split()
    expected = " · ".join(" ".join(group) for group in hand_value(cards).groups)
    expect(shown.locator(".hand-names")).to_have_text(expected)
    page.locator("#language-menu").select_option("fa")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    persian = shown.locator(".hand-names").inner_text()
    assert "·" not in persian and not re.search("[A-Za-z]", persian)
    assert not re.search("[A-Za-z]", page.locator(".seat.you .card-name").first.inner_text())
    for width, height in reversed(SIZES):
        page.set_viewport_size({"width": width, "height": height})
        check_the_shown_hands(page, f"{width}x{height} fa")


def everyone_folds_to_you(match) -> bool:
    deal = match.view(0).deal
    return deal.is_over and deal.winners == (0,) and deal.dealer == 0


def test_a_walkover_that_returns_your_own_bet_is_not_marked_as_a_win(open_site, page):
    open_site(f"?seed={seed_where(everyone_folds_to_you)}{TABLE}")
    assert wait_for_you(page) == "next", "the match opens with everyone folding to you, the dealer"
    you = page.locator(".seat.you")
    expect(you.locator(".settle")).to_have_attribute("data-settlement", "0")
    expect(you).not_to_have_class(re.compile(r"\bwinner\b"))
    expect(you.locator(".badge-winner")).to_have_count(0)
    expect(you.locator(".badge-back")).to_be_visible()
    expect(page.locator(".actions .outcome")).to_contain_text("your own bet")


def test_a_german_chance_is_written_with_a_decimal_comma(open_site, page):
    open_site(f"?seed=12&lang=de{TABLE}")
    assert wait_for_you(page) == "act"
    page.locator("#chances-toggle").check()
    page.locator(".action-row [data-action=look]").click()
    expect(page.locator(".chance")).to_contain_text(re.compile(r"\d,\d %"))
    assert "." not in re.sub(r"[^\d.,]", "", page.locator(".chance").inner_text())


def test_persian_scores_keep_their_sign_in_front_in_the_sheet_and_the_chart(open_site, page):
    open_site(f"?seed=4&lang=fa{TABLE}")
    play_to_a_showdown(page, hands=2)
    texts = page.locator(".score-sheet tbody td").all_inner_texts()
    signed = [text.strip("\u2066\u2069") for text in texts if re.search("[+-]", text)]
    assert signed and all(text[0] in "+-" and re.fullmatch("[+-][۰-۹]+", text) for text in signed), texts
    ticks = page.locator(".chart .chart-tick").all_text_contents()
    assert ticks and not any(re.search("[0-9]", tick) for tick in ticks)


def test_the_keyboard_focus_stays_on_the_betting_buttons(open_site, page):
    open_site(f"?seed=4{TABLE}")
    assert wait_for_you(page) == "act"
    page.keyboard.press("l")
    expect(page.locator(".seat.you .hand .card.face")).to_have_count(5)
    focused = "document.activeElement.closest('.actions') ? document.activeElement.dataset.action : null"
    page.wait_for_function(f"() => {focused}")
    assert page.evaluate(focused) in ("call", "hold", "raise", "fold")
    page.keyboard.press("Enter")  # the focused button: your move, then the AI players'
    state = wait_for_you(page)
    page.wait_for_function(f"() => {focused}")
    action = page.evaluate(focused)
    expect(page.locator(f".actions [data-action={action}]")).to_be_enabled()
    if state == "next":
        assert action == "next", "at the deal's end the focus is on Next deal"
