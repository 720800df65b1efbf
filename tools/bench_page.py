"""Measure the As-Nas table in the real page: click-to-DOM time and the AI's
decision time in the browser, beside the same AI's time in CPython.

    .venv/bin/python tools/bench_page.py [--matches 2]

Prints figures, asserts nothing: the machine's noise belongs in the numbers,
so the browser/CPython ratio is printed too.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from playwright.sync_api import sync_playwright  # noqa: E402

from e2e.conftest import CHROMIUM_FLAGS, system_chromium  # noqa: E402
from game.asnas import Match, ai  # noqa: E402
from tools.serve import serve_in_background  # noqa: E402

# One of your moves, timed inside the page: the click handler runs the engine
# and redraws synchronously, so the first figure is click to updated DOM; the
# second adds the wait for the next frame, i.e. until the change can be seen.
CLICK = """async () => {
    const button = [...document.querySelectorAll('.action-row button:not([disabled])')]
        .find(b => ['look', 'hold', 'call'].includes(b.dataset.action));
    if (!button) return null;
    const start = performance.now();
    button.click();
    const dom = performance.now() - start;
    await new Promise(resolve => requestAnimationFrame(() => resolve()));
    return [dom, performance.now() - start];
}"""


def summary(values: list[float]) -> str:
    values = sorted(values)
    p95 = values[min(len(values) - 1, round(0.95 * (len(values) - 1)))]
    return f"median {statistics.median(values):7.2f} ms   p95 {p95:7.2f} ms   max {values[-1]:7.2f} ms   (n={len(values)})"


def cpython_decisions(seed: int, matches: int) -> list[float]:
    """The same AI over matches of AI players only, timed in this CPython."""
    times = []
    for offset in range(matches):
        match = Match.from_seed(seed + offset)
        while True:
            deal = match.deal
            while not deal.is_over:
                seat = deal.to_act
                rng = random.Random(f"bench:{seat}:{len(deal.history)}")
                started = time.perf_counter()
                action = ai.choose(deal.view(seat), rng)
                if action != "look":
                    times.append((time.perf_counter() - started) * 1000)
                deal.apply(action)
            if match.is_over:
                break
            match.next_deal()
    return times


def page_figures(matches: int) -> tuple[list[float], list[float], list[float], float]:
    server, url = serve_in_background()
    dom, frame = [], []
    try:
        with sync_playwright() as playwright:
            launch = {"args": CHROMIUM_FLAGS}
            if system_chromium():
                launch["executable_path"] = system_chromium()
            browser = playwright.chromium.launch(**launch)
            page = browser.new_page(viewport={"width": 1280, "height": 800})
            started = time.perf_counter()
            page.goto(url + "?seed=1&speed=instant#/asnas")
            page.wait_for_selector("html[data-ready=true]", timeout=120_000)
            ready = time.perf_counter() - started
            for number in range(matches):
                while True:
                    page.wait_for_function("""() => document.querySelector('[data-action=next], [data-action=play-again]')
                        || document.querySelector('.action-row button:not([disabled])')""")
                    if page.locator(".actions [data-action=play-again]").count():
                        if number + 1 < matches:
                            page.locator(".actions [data-action=play-again]").click()
                        break
                    if page.locator(".actions [data-action=next]").count():
                        page.locator(".actions [data-action=next]").click()
                        continue
                    timing = page.evaluate(CLICK)
                    if timing is None:
                        page.locator(".action-row [data-action=fold]").click()
                    else:
                        dom.append(timing[0])
                        frame.append(timing[1])
            decisions = json.loads(page.evaluate("() => window.cardaviaMetrics()"))["asnas-ai-decision"]
            browser.close()
    finally:
        server.shutdown()
    return dom, frame, decisions, ready


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=2, help="As-Nas matches to play in the page")
    args = parser.parse_args()
    dom, frame, browser_ai, ready = page_figures(args.matches)
    native_ai = cpython_decisions(1, max(4, args.matches * 2))
    print(f"As-Nas in headless Chromium ({args.matches} matches, speed=instant); page ready in {ready:.1f} s")
    print(f"  click -> DOM updated     {summary(dom)}")
    print(f"  click -> next frame      {summary(frame)}")
    print(f"  AI decision (browser)    {summary(browser_ai)}")
    print(f"  AI decision (CPython)    {summary(native_ai)}")
    print(f"  browser / CPython median ratio: {statistics.median(browser_ai) / statistics.median(native_ai):.1f}x")


if __name__ == "__main__":
    main()
