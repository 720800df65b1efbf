"""The table's sounds: on by default and off inside a portal's frame, the
header's toggle remembered across a reload, a move making its cue only while
sound is on, and a browser without Web Audio getting silence, not errors."""
from __future__ import annotations

import json

from e2e.asnas_moves import wait_for_you

TOGGLE = ".site-header [data-action=sound]"


def sounds_made(page) -> int:
    counts = json.loads(page.evaluate("window.cardaviaMetrics()"))["counts"]
    return sum(number for kind, number in counts.items() if kind.startswith("sound-"))


def look(page) -> None:
    assert wait_for_you(page) == "act"
    page.locator(".action-row [data-action=look]").click()


def test_sound_is_on_by_default_and_the_toggle_is_remembered(open_site, page):
    open_site("?seed=4&speed=instant#/asnas")
    toggle = page.locator(TOGGLE)
    assert toggle.get_attribute("aria-pressed") == "true"
    look(page)
    assert sounds_made(page) >= 1  # the look's tick
    toggle.click()
    assert toggle.get_attribute("aria-pressed") == "false"
    made = sounds_made(page)
    wait_for_you(page)
    page.locator(".action-row [data-action=fold]").click()
    wait_for_you(page)
    assert sounds_made(page) == made
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.ready === 'true'")
    assert page.locator(TOGGLE).get_attribute("aria-pressed") == "false"
    page.locator(TOGGLE).click()
    page.reload()
    page.wait_for_function("() => document.documentElement.dataset.ready === 'true'")
    assert page.locator(TOGGLE).get_attribute("aria-pressed") == "true"


def test_sound_is_off_by_default_in_a_portal_frame(open_site, page):
    open_site("?seed=4&speed=instant&embed=1#/asnas")
    assert page.locator(TOGGLE).get_attribute("aria-pressed") == "false"
    look(page)
    assert sounds_made(page) == 0


def test_a_browser_without_web_audio_plays_on_in_silence(open_sized):
    """No console error either: open_sized fails the test on one."""
    page = open_sized(1280, 800, "?seed=4&speed=instant#/asnas",
                      script="delete window.AudioContext; delete window.webkitAudioContext;")
    look(page)
    page.locator(".action-row [data-action=fold]").click()
    wait_for_you(page)
    assert sounds_made(page) == 0
