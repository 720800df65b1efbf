"""Motion in the page: a card you play travels to the trick at normal speed
(each movement at most 400 ms), chips go to the pot, your cards turn up when
you look; nothing moves with reduced motion or at the instant speed; and a
press during a movement finishes it first."""
from __future__ import annotations

import json

import pytest

from e2e.asnas_moves import wait_for_you
from e2e.test_tractor_table import wait_for_me

MOVING = """() => document.getAnimations().filter(a => a.id === 'cardavia-motion').map(a => ({
    target: a.effect.target.dataset.playSeat ?? a.effect.target.className,
    duration: a.effect.getTiming().duration, delay: a.effect.getTiming().delay, state: a.playState}))"""
PLAY_AND_LOOK = "() => { document.querySelector('.tractor-board .actions [data-action=play]').click(); " \
    f"return ({MOVING})(); }}"


def motions(page) -> int:
    counts = json.loads(page.evaluate("window.cardaviaMetrics()"))["counts"]
    return sum(number for kind, number in counts.items() if kind.startswith("motion-"))


def to_your_first_play(page) -> None:
    """Pass and bury by the hint at the instant speed until you are to play a card."""
    while (phase := wait_for_me(page)) != "play":
        assert phase != "over"
        if phase == "declare":
            page.locator(".tractor-board .actions [data-action=pass]").click()
        else:
            page.locator(".tractor-board .actions [data-action=hint]").click()
            page.locator(".tractor-board .actions [data-action=bury]").click()
    page.locator(".tractor-board .actions [data-action=hint]").click()


def at_speed(page, speed: str) -> None:
    page.locator("select[data-action=speed]").select_option(speed)


def test_a_card_you_play_travels_to_the_trick_at_normal_speed(open_site, page):
    open_site("?seed=12&speed=instant#/tractor")
    to_your_first_play(page)
    at_speed(page, "normal")
    moving = page.evaluate(PLAY_AND_LOOK)
    mine = [motion for motion in moving if motion["target"] == "0"]
    assert mine, f"no movement of your play: {moving}"
    assert all(motion["duration"] + motion["delay"] <= 400 for motion in moving)


def test_a_press_during_a_movement_finishes_it_first(open_site, page):
    open_site("?seed=12&speed=instant#/tractor")
    to_your_first_play(page)
    at_speed(page, "normal")
    assert page.evaluate(PLAY_AND_LOOK)
    page.evaluate("() => document.dispatchEvent(new PointerEvent('pointerdown', {bubbles: true}))")
    assert all(motion["state"] == "finished" for motion in page.evaluate(MOVING))


@pytest.mark.parametrize("how", ["reduced motion", "instant"])
def test_nothing_moves_with_reduced_motion_or_at_the_instant_speed(open_site, page, how):
    if how == "reduced motion":
        page.emulate_media(reduced_motion="reduce")
    open_site("?seed=12&speed=instant#/tractor")
    to_your_first_play(page)
    if how == "reduced motion":
        at_speed(page, "normal")
    before = motions(page)
    assert page.evaluate(PLAY_AND_LOOK) == []
    wait_for_me(page)
    assert motions(page) == before


def test_as_nas_turns_your_cards_up_and_moves_chips_to_the_pot(open_site, page):
    open_site("?seed=4&speed=instant#/asnas")
    assert wait_for_you(page) == "act"
    at_speed(page, "normal")
    flips = page.evaluate(f"() => {{ document.querySelector('.action-row [data-action=look]').click(); "
                          f"return ({MOVING})(); }}")
    assert len(flips) == 5 and all(motion["duration"] + motion["delay"] <= 400 for motion in flips)
    page.wait_for_function("() => document.querySelector('.action-row [data-action=raise]:not([disabled]), "
                           ".action-row [data-action=call]:not([disabled])')")
    chips = page.evaluate(f"""() => {{
        document.querySelector('.action-row [data-action=raise]:not([disabled]), '
            + '.action-row [data-action=call]:not([disabled])').click();
        return ({MOVING})(); }}""")
    assert any("chip-token" in str(motion["target"]) for motion in chips), chips
