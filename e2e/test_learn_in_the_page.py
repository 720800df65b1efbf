"""Learn: each game's guided deal, walked to its end by following the coach;
a wrong click is explained and changes nothing; the lesson is a match of its
own, offered from the lobby, and it ends by offering a real match."""
from __future__ import annotations

import json

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from e2e.ready import ready
from e2e.test_embed import portal
from e2e.test_tractor_table import click_card
from game.tractor import TractorMatch
from game.ui import lessons
from game.ui.asnas import lesson_topics as asnas_lesson
from game.ui.tractor import lesson_topics as tractor_lesson

COACH = "[data-coach]"
TARGET = "[data-coach-target]"


def step(page) -> int:
    return int(page.locator(COACH).get_attribute("data-coach-step"))


def press(target) -> None:
    """Click what the coach marks where a player would: a card of the fan on the part of it left in view."""
    if "pcard" in (target.get_attribute("class") or "").split():
        click_card(target)
    else:
        target.click()


def follow_the_coach(page, limit: int = 200, to_the_end: bool = True) -> list[str]:
    """Click what the coach marks until it offers a real match (or `limit` clicks
    were made, if not `to_the_end`); the coach's panels on the way."""
    panels = []
    for _click in range(limit):
        target = page.locator(TARGET)
        expect(target).to_have_count(1, timeout=60_000)
        panels.append(page.locator(COACH).inner_text())
        if target.get_attribute("data-action") == "real-match":
            return panels
        before = step(page)
        press(target)
        page.wait_for_function(f"() => Number(document.querySelector('{COACH}').dataset.coachStep) > {before}")
    if to_the_end:
        raise AssertionError(f"the lesson did not end in {limit} clicks")
    expect(page.locator(TARGET)).to_have_count(1, timeout=60_000)
    return panels


def test_a_reloaded_lesson_tells_each_topic_once(open_site, page):
    """What the coach had told is counted from the lesson's moves, so a reload says nothing twice."""
    open_site("?speed=instant#/asnas/learn")
    follow_the_coach(page, limit=3, to_the_end=False)  # look, fold, next deal: your look again, others called
    before = page.locator(COACH).inner_text()
    assert "Calling:" in before
    page.reload()
    ready(page)
    expect(page.locator(TARGET)).to_have_count(1, timeout=60_000)
    assert page.locator(COACH).inner_text() == before
    assert "Looking:" not in before


def saved_lesson(page, game: str) -> dict:
    return json.loads(page.evaluate(f"() => localStorage.getItem('cardavia.{game}.lesson')"))


def test_the_lobby_offers_a_lesson_for_each_game(open_site, page):
    open_site("#/")
    for game in ("asnas", "tractor"):
        learn = page.locator(f".tile[data-game={game}] [data-action=learn]")
        expect(learn).to_have_attribute("href", f"#/{game}/learn")
    page.locator(".tile[data-game=tractor] [data-action=learn]").click()
    expect(page.locator(f"[data-game=tractor] {COACH}")).to_be_visible()
    expect(page.locator(".tabs [data-tab=learn]")).to_have_attribute("aria-current", "page")


def test_the_tractor_lesson_walks_to_its_end_by_following_the_coach(open_site, page):
    open_site("?speed=instant#/tractor/learn")
    panels = follow_the_coach(page)
    said = "\n".join(panels)
    for topic in ("Declaring:", "The kitty:", "Leading a pair:", "Leading a tractor:", "Following suit:",
                  "A pair was led:", "you may trump"):
        assert topic in said, topic
    assert "The lesson is over" in panels[-1] and "200 in all" in panels[-1]
    assert saved_lesson(page, "tractor")["seed"] == tractor_lesson.SEED
    page.locator(TARGET).click()
    expect(page.locator("[data-view=table][data-game=tractor]")).to_be_visible()
    assert page.evaluate("location.hash") == "#/tractor"
    expect(page.locator(COACH)).to_have_count(0)


def test_the_asnas_lesson_walks_to_its_end_by_following_the_coach(open_site, page):
    open_site("?speed=instant#/asnas/learn")
    panels = follow_the_coach(page)
    said = "\n".join(panels)
    for topic in ("Looking:", "Calling:", "Holding:", "Raising", "Folding", "The showdown:", "A split pot:"):
        assert topic in said, topic
    assert "The lesson is over" in panels[-1]
    saved = saved_lesson(page, "asnas")
    assert saved["seed"] == asnas_lesson.SEED
    page.keyboard.press("n")  # Next deal's key: the lesson has no deal after its end
    expect(page.locator(f"{TARGET}[data-action=real-match]")).to_be_visible()
    assert saved_lesson(page, "asnas") == saved


def test_a_portal_hears_that_a_lesson_ended_and_no_deal_of_it(page, site_url, watch):
    """A lesson's deals are not a match a portal should score: it hears `lesson-over` once, at the end."""
    page.goto(portal(site_url, "?embed=1&speed=instant#/asnas/learn"))
    frame = page.locator("#game").element_handle().content_frame()
    ready(frame)
    follow_the_coach(frame)
    try:
        page.wait_for_function("() => window.heard.some(m => m.type === 'lesson-over')", timeout=10_000)
    except PlaywrightTimeout:  # once, on a loaded machine: say what the page had said and shown
        heard = page.evaluate("() => window.heard.map(m => m.type)")
        raise AssertionError(f"no lesson-over: heard {heard}; the coach: {frame.locator(COACH).inner_text()!r}; "
                             f"console errors: {watch.errors}") from None
    heard = page.evaluate("() => window.heard.filter(m => m.source === 'cardavia' && m.type !== 'loading')"
                          ".map(m => m.type)")
    assert heard[0] == "ready" and heard.count("lesson-over") == 1, heard
    assert "deal-over" not in heard and "match-over" not in heard, heard
    assert heard[-3:] == ["lesson-over", "gameplay-stop", "break-ok"], heard  # play stops with each deal
    play = [kind for kind in heard if kind.startswith("gameplay")]
    assert play and play == ["gameplay-start", "gameplay-stop"] * (len(play) // 2), heard
    assert page.evaluate("() => window.heard.find(m => m.type === 'lesson-over')")["game"] == "asnas"


def test_the_tractor_lesson_takes_either_copy_of_a_doubled_card(open_site, page):
    """The coach's pair of one card marks one copy first; picking the other copy first is the same move."""
    open_site("?speed=instant#/tractor/learn")
    board = page.locator("[data-game=tractor]")
    selected = page.locator("[data-hand] .pcard.selected")
    for _click in range(200):
        target = page.locator(TARGET)
        expect(target).to_have_count(1, timeout=60_000)
        assert target.get_attribute("data-action") != "real-match", "the coach never asked for a pair"
        if board.get_attribute("data-phase") == "play" and target.get_attribute("data-index") and not selected.count():
            match = TractorMatch.from_dict(saved_lesson(page, "tractor"))
            hand = match.view(0).deal.hand
            marked = int(target.get_attribute("data-index"))
            if list(lessons.advice("tractor", match).cards).count(hand[marked]) == 2:
                other = next(index for index, card in enumerate(hand) if card == hand[marked] and index != marked)
                click_card(page.locator(f"[data-hand] .pcard[data-index='{other}']"))
                expect(selected).to_have_attribute("data-index", str(other))
                click_card(page.locator(f"[data-hand] .pcard[data-index='{marked}']"))
                expect(selected).to_have_count(2)
                expect(page.locator("[data-coach-note]")).to_have_count(0)
                return
        before = step(page)
        press(target)
        page.wait_for_function(f"() => Number(document.querySelector('{COACH}').dataset.coachStep) > {before}")
    raise AssertionError("the lesson did not end in 200 clicks")


def test_a_wrong_click_in_the_tractor_lesson_is_explained_and_changes_nothing(open_site, page):
    open_site("?speed=instant#/tractor/learn")
    board = page.locator("[data-game=tractor]")
    expect(page.locator(f"{TARGET}[data-action=declare]")).to_have_count(1, timeout=60_000)
    before = saved_lesson(page, "tractor")
    page.locator(".actions [data-action=pass]").click()
    expect(page.locator("[data-coach-note]")).to_contain_text("not the move to make now")
    expect(board).to_have_attribute("data-phase", "declare")
    assert saved_lesson(page, "tractor") == before
    page.locator(TARGET).click()
    expect(board).to_have_attribute("data-phase", "bury", timeout=60_000)
    expect(page.locator(f"[data-hand] {TARGET}")).to_have_count(1, timeout=60_000)
    match = TractorMatch.from_dict(saved_lesson(page, "tractor"))
    buried = list(lessons.advice("tractor", match).cards)
    hand = match.view(0).deal.hand
    kept = next(index for index, card in enumerate(hand) if card not in buried)
    click_card(page.locator(f"[data-hand] .pcard[data-index='{kept}']"))
    expect(page.locator("[data-coach-note]")).to_contain_text("is not part of the coach's move")
    expect(page.locator("[data-hand] .pcard.selected")).to_have_count(0)
    expect(board).to_have_attribute("data-phase", "bury")
    page.locator(".actions [data-action=hint]").click()  # the hint is the coach's move: the note gives way
    expect(page.locator("[data-hand] .pcard.selected")).to_have_count(len(buried))
    expect(page.locator("[data-coach-note]")).to_have_count(0)


def test_a_wrong_click_in_the_asnas_lesson_is_explained_and_changes_nothing(open_site, page):
    open_site("?speed=instant#/asnas/learn")
    expect(page.locator(f".action-row {TARGET}[data-action=look]")).to_have_count(1, timeout=60_000)
    before = saved_lesson(page, "asnas")
    page.locator(".action-row [data-action=fold]").click()
    expect(page.locator("[data-coach-note]")).to_contain_text("not the move to make now")
    assert saved_lesson(page, "asnas") == before
    page.locator(TARGET).click()
    expect(page.locator(".seat.you .hand .card").first).not_to_have_class("back")


def test_the_lesson_leaves_your_real_match_alone(open_site, page):
    open_site("?speed=instant&seed=77#/asnas")
    expect(page.locator(".action-row [data-action=look]:not([disabled])")).to_be_visible(timeout=60_000)
    page.locator(".action-row [data-action=look]").click()
    real = page.evaluate("() => localStorage.getItem('cardavia.asnas.match')")
    page.evaluate("location.hash = '#/asnas/learn'")
    expect(page.locator(f".action-row {TARGET}")).to_have_count(1, timeout=60_000)
    page.locator(TARGET).click()
    page.evaluate("location.hash = '#/asnas'")
    expect(page.locator(COACH)).to_have_count(0)
    assert page.evaluate("() => localStorage.getItem('cardavia.asnas.match')") == real
    assert json.loads(real)["seed"] == 77


def test_the_coach_fits_a_phone_in_persian(open_sized):
    for game in ("asnas", "tractor"):
        page = open_sized(360, 740, f"?lang=fa&speed=instant#/{game}/learn")
        expect(page.locator(TARGET)).to_have_count(1, timeout=60_000)
        coach = page.locator(COACH).bounding_box()
        assert coach["x"] >= 0 and coach["x"] + coach["width"] <= 360, coach
        assert page.evaluate("document.documentElement.scrollWidth") <= 360
        target = page.locator(TARGET)
        target.scroll_into_view_if_needed()
        box = target.bounding_box()
        assert 0 <= box["x"] and box["x"] + box["width"] <= 360, box
