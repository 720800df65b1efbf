"""Contrast, grain and colour temperature change the picture itself."""
from __future__ import annotations

import io
import statistics

import pytest
from PIL import Image
from playwright.sync_api import expect

from e2e.ready import ready

SLIDERS = ("contrast", "grain", "temperature")


def slide(page, name: str, value: int) -> None:
    page.locator(f"#slider-{name}").fill(str(value))
    expect(page.locator(f"#readout-{name}")).to_contain_text(str(value))


def next_frames(page) -> None:
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


def surface_pixels(page, selector: str = ".tiles") -> list[tuple[int, int, int]]:
    next_frames(page)  # the compositor has drawn the new filter
    box = page.locator(selector).bounding_box()
    clip = {"x": box["x"], "y": box["y"], "width": min(box["width"], 900), "height": min(box["height"], 500)}
    image = Image.open(io.BytesIO(page.screenshot(clip=clip))).convert("RGB")
    return list(image.get_flattened_data())


def flat_area_pixels(page) -> list[int]:
    """Luminance of a patch of plain paper in a lobby tile, below its text."""
    actions = page.locator(".tile[data-game=asnas] .tile-actions")
    actions.scroll_into_view_if_needed()
    next_frames(page)
    box = actions.bounding_box()
    clip = {"x": box["x"] + box["width"] - 60, "y": box["y"] + 4, "width": 50, "height": 30}
    image = Image.open(io.BytesIO(page.screenshot(clip=clip))).convert("L")
    return list(image.get_flattened_data())


def spread(pixels) -> float:
    return statistics.pstdev(sum(p) / 3 for p in pixels)


def red_over_blue(pixels) -> float:
    return statistics.fmean(r - b for r, g, b in pixels)


def surface_filter(page) -> str:
    return page.evaluate("() => getComputedStyle(document.getElementById('surface')).filter")


def test_defaults_are_fifty_percent_and_leave_the_picture_neutral(open_site):
    page = open_site()
    for name in SLIDERS:
        expect(page.locator(f"#slider-{name}")).to_have_value("50")
        expect(page.locator(f"#readout-{name}")).to_have_text("50 %")
    assert surface_filter(page) == "none"  # not even the identity: a filter on the surface slows every frame
    matrix = page.locator("#warmth-matrix").get_attribute("values")
    assert matrix.split() == "1 0 0 0 0 0 1 0 0 0 0 0 1 0 0 0 0 0 1 0".split()


def test_contrast_raises_the_spread_of_pixel_values(lobby):
    page = lobby
    neutral = spread(surface_pixels(page))
    slide(page, "contrast", 100)
    assert "contrast(1.5)" in surface_filter(page)
    high = spread(surface_pixels(page))
    slide(page, "contrast", 0)
    assert "contrast(0.5)" in surface_filter(page)
    low = spread(surface_pixels(page))
    assert high > neutral * 1.15 > low * 1.15


def test_warm_temperature_raises_red_over_blue_and_cool_lowers_it(lobby):
    page = lobby
    neutral = red_over_blue(surface_pixels(page))
    slide(page, "temperature", 100)
    warm = red_over_blue(surface_pixels(page))
    slide(page, "temperature", 0)
    cool = red_over_blue(surface_pixels(page))
    assert warm > neutral + 8
    assert cool < neutral - 8
    assert "url(\"#warmth\")" in surface_filter(page) or "url(#warmth)" in surface_filter(page)


def test_grain_adds_noise_to_a_flat_area(lobby):
    page = lobby
    slide(page, "grain", 0)
    assert page.evaluate("() => getComputedStyle(document.getElementById('grain')).opacity") == "0"
    clean = statistics.pstdev(flat_area_pixels(page))
    slide(page, "grain", 100)
    assert float(page.evaluate("() => getComputedStyle(document.getElementById('grain')).opacity")) == pytest.approx(0.3)
    noisy = statistics.pstdev(flat_area_pixels(page))
    assert clean < 1.0
    assert noisy > clean + 3


def test_settings_persist_over_reload_and_reset_restores_fifty(open_site, page):
    open_site()
    slide(page, "contrast", 80)
    slide(page, "grain", 10)
    slide(page, "temperature", 25)
    page.reload()
    ready(page)
    expect(page.locator("#slider-contrast")).to_have_value("80")
    expect(page.locator("#slider-grain")).to_have_value("10")
    expect(page.locator("#slider-temperature")).to_have_value("25")
    expect(page.locator("#readout-temperature")).to_have_text("25 %")
    assert "contrast(1.3)" in surface_filter(page)
    page.locator("[data-action=reset-picture]").click()
    for name in SLIDERS:
        expect(page.locator(f"#slider-{name}")).to_have_value("50")
        expect(page.locator(f"#readout-{name}")).to_have_text("50 %")
    assert surface_filter(page) == "none"
    page.reload()
    ready(page)
    expect(page.locator("#slider-contrast")).to_have_value("50")


def test_corrupt_saved_settings_are_discarded_with_a_notice(open_site, page):
    open_site()
    page.evaluate("() => localStorage.setItem('cardavia.look', '{\"contrast\": 900')")
    page.reload()
    ready(page)
    expect(page.locator("[data-notice=corrupt_settings]")).to_be_visible()
    expect(page.locator("#slider-contrast")).to_have_value("50")
    assert page.evaluate("() => localStorage.getItem('cardavia.look')") is None
