"""Cardavia's performance figures, measured in headless Chromium against the
local site (`make bench`).

    .venv/bin/python -m tools.bench [--trials 3] [--skip-boot] [--skip-play]

Boot: time to html[data-ready=true] for
  (a) a bare loadPyodide() page with the same vendored Pyodide,
  (b) Cardavia's first visit (empty browser profile),
  (c) Cardavia's repeat visit (service worker cache and Python snapshot in place),
on loopback and with the network throttled to 20 Mbit/s and 40 ms latency
(Chromium's own emulation), printed with the ratios b/a and c/a. Also the
first paint of the loading screen and the bytes each visit transfers.
Play: AI decision times inside the page for both games, and the time from a
click to the updated page. Review: what the Tractor review takes to weigh each
play of careless deals (`--review-deals`), the last trick played in the page.

It prints figures and asserts nothing: this machine is noisy, which is why the
boot figures are medians of interleaved trials and come as ratios to a
yardstick measured in the same run.
"""
from __future__ import annotations

import argparse
import gzip
import json
import random
import statistics
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

from playwright.sync_api import sync_playwright

from tools import bundle, chromium, precompile
from tools.serve import serve_in_background

THROTTLED = {"offline": False, "latency": 40, "downloadThroughput": 20e6 / 8, "uploadThroughput": 20e6 / 8}

# Recorded by the page itself: when data-ready turned true, on the page's own
# clock (milliseconds since navigation started).
READY_CLOCK = """
new MutationObserver((changes, observer) => {
  if (document.documentElement.getAttribute('data-ready') === 'true') {
    window.benchReadyAt = performance.now();
    observer.disconnect();
  }
}).observe(document.documentElement || document, { attributes: true, subtree: true, attributeFilter: ['data-ready'] });
"""

FIRST_PAINT = """() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0] || performance.getEntriesByName('first-paint')[0];
  return paint ? paint.startTime : null;
}"""


def percentile(values: list[float], share: float) -> float:
    """The value `share` of the way through `values` (sorted), nearest rank."""
    return values[min(len(values) - 1, round(share * (len(values) - 1)))]


def p95_interval(values: list[float], resamples: int = 1000) -> tuple[float, float]:
    """A 95 % bootstrap interval of the p95: a few slow frames more or less
    move it a lot on a machine whose speed varies, so it is given as a range."""
    rng = random.Random(95)
    estimates = sorted(percentile(sorted(rng.choices(values, k=len(values))), 0.95) for _ in range(resamples))
    return percentile(estimates, 0.025), percentile(estimates, 0.975)


def summary(values: list[float], unit: str = "ms") -> str:
    values = sorted(values)
    if not values:
        return "no samples"
    low, high = p95_interval(values)
    return (f"median {statistics.median(values):8.2f} {unit}   p95 {percentile(values, 0.95):8.2f} {unit}"
            f" [{low:.1f}, {high:.1f}]   (n={len(values)})")


class Site:
    """The local server plus what it has sent, so each visit's bytes are known."""

    def __init__(self) -> None:
        self.server, self.url = serve_in_background()

    def reset(self) -> None:
        with self.server.count_lock:
            self.server.sent.clear()

    def sent(self) -> dict[str, int]:
        with self.server.count_lock:
            return dict(self.server.sent)

    def close(self) -> None:
        self.server.shutdown()


def visit(context, url: str, throttle: bool) -> dict:
    page = context.new_page()
    if throttle:
        session = context.new_cdp_session(page)
        session.send("Network.enable")
        session.send("Network.emulateNetworkConditions", THROTTLED)
    page.goto(url, wait_until="commit")
    page.wait_for_function("window.benchReadyAt !== undefined", timeout=180_000, polling=50)
    return {"page": page, "ready": page.evaluate("window.benchReadyAt"), "paint": page.evaluate(FIRST_PAINT),
            "boot": page.evaluate("window.cardaviaBoot || null")}


def settle(page) -> None:
    """Wait until the first visit has left its caches behind: the service
    worker active, the snapshot stored."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=180_000)
    page.wait_for_function("!['waiting', 'making', undefined].includes(window.cardaviaSnapshot)", timeout=180_000)


def bare_visit(browser, site: Site, throttle: bool) -> float:
    context = browser.new_context()
    context.add_init_script(READY_CLOCK)
    ready = visit(context, site.url + "tools/bare_pyodide.html", throttle)["ready"]
    context.close()
    return ready


def boot_trial(browser, site: Site, throttle: bool, bare_first: bool) -> dict:
    """One trial: (a) in its own profile, and (b) then (c) in one fresh
    profile; trials alternate which comes first, so neither side always
    inherits the browser's leftovers."""
    figures = {}
    if bare_first:
        figures["a"] = bare_visit(browser, site, throttle)
    context = browser.new_context()
    context.add_init_script(READY_CLOCK)
    site.reset()
    first = visit(context, site.url, throttle)
    figures["b"], figures["paint_b"], figures["boot_b"] = first["ready"], first["paint"], first["boot"]
    figures["files_b_ready"] = site.sent()
    figures["bytes_b_ready"] = sum(figures["files_b_ready"].values())
    settle(first["page"])
    figures["snapshot"] = first["page"].evaluate("window.cardaviaSnapshot")
    figures["snapshot_bytes"] = first["page"].evaluate("""async () => {
        for (const name of await caches.keys()) {
            const hit = name.startsWith('cardavia-snapshot-') && await (await caches.open(name)).match('cardavia-snapshot.bin');
            if (hit) return Number(hit.headers.get('x-snapshot-length'));
        }
        return 0; }""")
    figures["bytes_b_total"] = sum(site.sent().values())
    first["page"].close()

    site.reset()
    repeat = visit(context, site.url, throttle)
    figures["c"], figures["paint_c"], figures["boot_c"] = repeat["ready"], repeat["paint"], repeat["boot"]
    figures["bytes_c"] = sum(site.sent().values())
    figures["bytes_c_files"] = sorted(site.sent())
    context.close()
    if not bare_first:
        figures["a"] = bare_visit(browser, site, throttle)
    return figures


def app_bytes() -> tuple[int, int]:
    """The app's own files (everything but the runtime: the vendored files,
    the precompiled standard library and PyScript's package compiled), gzipped
    as a host sends them, and the runtime's."""
    own = runtime = 0
    built = {path.relative_to(ROOT).as_posix() for path in (*bundle.STDLIB_PARTS, bundle.PYSCRIPT_BYTECODE)}
    for name in bundle.cached_files() + ["sw.js", "static/app/precache.js", "static/app/build.json"]:
        data = (ROOT / name).read_bytes()
        size = len(data) if name.endswith((".zip", ".png", ".gz")) else len(gzip.compress(data, 6))
        if name.startswith("static/vendor/") or name in built:
            runtime += size
        else:
            own += size
    return own, runtime


def report_boot(trials: list[dict], label: str) -> None:
    med = {key: statistics.median(t[key] for t in trials) for key in ("a", "b", "c")}
    print(f"\nBoot to data-ready, {label} (median of {len(trials)} interleaved trials)")
    print(f"  (a) bare loadPyodide() page   {med['a']:7.0f} ms   trials {[round(t['a']) for t in trials]}")
    print(f"  (b) Cardavia, first visit     {med['b']:7.0f} ms   trials {[round(t['b']) for t in trials]}")
    print(f"  (c) Cardavia, repeat visit    {med['c']:7.0f} ms   trials {[round(t['c']) for t in trials]}"
          f"   boot: {sorted({t['boot_c'] for t in trials})}")
    print(f"  b/a = {med['b'] / med['a']:.2f}  (targets: <= 0.55 loopback, <= 0.75 throttled)")
    print(f"  c/a = {med['c'] / med['a']:.2f}  (target <= 0.45)")
    paints = [t["paint_b"] for t in trials if t["paint_b"] is not None]
    repaints = [t["paint_c"] for t in trials if t["paint_c"] is not None]
    print(f"  first paint of the loading screen: first visit {statistics.median(paints):.0f} ms,"
          f" repeat visit {statistics.median(repaints):.0f} ms  (target < 300 ms)")
    print(f"  bytes sent by the server: first visit {statistics.median(t['bytes_b_ready'] for t in trials) / 1e6:.2f} MB"
          f" until ready (target <= 5.2 MB),"
          f" {statistics.median(t['bytes_b_total'] for t in trials) / 1e6:.2f} MB with the offline cache filled;"
          f" repeat visit {statistics.median(t['bytes_c'] for t in trials) / 1e3:.1f} KB"
          f" ({', '.join(trials[-1]['bytes_c_files']) or 'nothing'})")
    print("  first visit, each file as sent before the page was ready (the last trial):")
    for name, size in sorted(trials[-1]["files_b_ready"].items(), key=lambda item: -item[1]):
        print(f"    {size / 1e3:9.1f} KB  {name}")
    print(f"  background snapshot: {sorted({t['snapshot'] for t in trials})},"
          f" {statistics.median(t['snapshot_bytes'] for t in trials) / 1e6:.1f} MB")


# One of your moves, timed inside the page: the click handler runs the engine
# and redraws synchronously, so the first figure is click to updated DOM; the
# second adds the wait for the next frame, i.e. until the change can be seen.
# The click comes once the page shows what is clicked (two frames after the
# last change), as a player's does: a click fired the moment the last redraw
# ran (the hint's, the AI's) would also time that redraw's painting.
TIMED_CLICK = """async (selector) => {
    const button = document.querySelector(selector);
    if (!button) return null;
    await new Promise(resolve => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    const start = performance.now();
    button.click();
    const dom = performance.now() - start;
    await new Promise(resolve => requestAnimationFrame(() => resolve()));
    return [dom, performance.now() - start];
}"""
ASNAS_MOVE = ".action-row :is([data-action=look], [data-action=hold], [data-action=call]):not([disabled])"
TRACTOR_MOVE = ".tractor-board .actions :is([data-action=play], [data-action=bury]):not([disabled])"

TRACTOR = "[data-game=tractor][data-view=table]"
LEVELS = ("easy", "normal", "hard")


def timed_click(page, selector: str, moving: bool):
    """TIMED_CLICK; `moving`: at the normal speed, so the click's redraw starts
    its motion, and back to the instant speed for the AI players' moves."""
    if not moving:
        return page.evaluate(TIMED_CLICK, selector)
    if not page.locator(selector).count():
        return None
    page.locator("select[data-action=speed]").select_option("normal")
    timing = page.evaluate(TIMED_CLICK, selector)
    page.locator("select[data-action=speed]").select_option("instant")
    return timing


def play_asnas(page, matches: int, moving: bool = False) -> tuple[list[float], list[float]]:
    dom, frame = [], []
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
            timing = timed_click(page, ASNAS_MOVE, moving)
            if timing is None:
                page.locator(".action-row [data-action=fold]").click()
            else:
                dom.append(timing[0])
                frame.append(timing[1])
    return dom, frame


def play_tractor(page, deals: int, moving: bool = False) -> tuple[list[float], list[float]]:
    dom, frame = [], []
    for _ in range(deals):
        while True:
            page.wait_for_function(f"""() => {{ const t = document.querySelector('{TRACTOR}');
                return t && (t.dataset.toAct === '0' || t.dataset.phase === 'over'); }}""", timeout=120_000)
            phase = page.locator(TRACTOR).get_attribute("data-phase")
            if phase == "over":
                page.locator(".tractor-board .actions [data-action=next], .tractor-board .actions [data-action=play-again]").first.click()
                break
            if phase == "declare":
                page.locator(".tractor-board .actions [data-action=pass]").click()
                continue
            page.locator(".tractor-board .actions [data-action=hint]").click()
            timing = timed_click(page, TRACTOR_MOVE, moving)
            if timing is not None:
                dom.append(timing[0])
                frame.append(timing[1])
    return dom, frame


def play_figures(browser, site: Site, asnas_matches: int, tractor_deals: int) -> None:
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    asnas_dom, asnas_frame, asnas_ai, asnas_review = [], [], {}, []
    for level in LEVELS:  # a fresh page and match each: its metrics are that level's alone
        page.goto(site.url + "manifest.webmanifest")
        page.evaluate("localStorage.clear()")
        page.goto(site.url + f"?seed=1&speed=instant&level={level}#/asnas")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        dom, frame = play_asnas(page, asnas_matches)
        asnas_dom += dom
        asnas_frame += frame
        metrics = json.loads(page.evaluate("() => window.cardaviaMetrics()"))
        asnas_ai[level] = metrics.get("asnas-ai-decision", [])
        asnas_review += metrics.get("asnas-review", [])
    tractor_dom, tractor_frame, tractor_ai = [], [], {}
    for level in LEVELS:
        page.goto(site.url + "manifest.webmanifest")
        page.evaluate("localStorage.clear()")
        page.goto(site.url + f"?seed=1&speed=instant&level={level}#/tractor")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        dom, frame = play_tractor(page, tractor_deals)
        tractor_dom += dom
        tractor_frame += frame
        metrics = json.loads(page.evaluate("() => window.cardaviaMetrics()"))
        tractor_ai[level] = metrics.get("tractor-ai-decision", [])
    moving = {}
    for game, play, count in (("asnas", play_asnas, asnas_matches), ("tractor", play_tractor, tractor_deals)):
        page.goto(site.url + "manifest.webmanifest")
        page.evaluate("localStorage.clear()")
        page.goto(site.url + f"?seed=2&speed=instant#/{game}")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        moving[game] = play(page, count, moving=True)
        motions = json.loads(page.evaluate("() => window.cardaviaMetrics()"))["counts"]
        moving[game] += (sum(number for kind, number in motions.items() if kind.startswith("motion-")),)
    context.close()
    print(f"\nPlaying in the page (speed=instant): As-Nas {asnas_matches} match(es) and Tractor "
          f"{tractor_deals} deal(s) at each AI level")
    print(f"  As-Nas  click -> DOM updated   {summary(asnas_dom)}")
    print(f"  As-Nas  click -> next frame    {summary(asnas_frame)}")
    print(f"  Tractor click -> DOM updated   {summary(tractor_dom)}")
    print(f"  Tractor click -> next frame    {summary(tractor_frame)}")
    for game, label in (("asnas", "As-Nas "), ("tractor", "Tractor")):
        _dom, frame, started = moving[game]
        print(f"  {label} click -> next frame, with motion (normal speed; {started} movements started)"
              f"   {summary(frame)}")
    for level, times in asnas_ai.items():
        print(f"  As-Nas  AI decision, {level:<7}  {summary(times)}")
    print(f"  As-Nas  review of a deal (what your moves cost)   {summary(asnas_review)}"
          f"   max {max(asnas_review, default=0):.1f} ms")
    for level, times in tractor_ai.items():
        print(f"  Tractor AI decision, {level:<7} {summary(times)}   max {max(times, default=0):.1f} ms")
    print(f"  standard library modules loaded: {metrics['stdlib']['from-bytecode']} from bytecode,"
          f" from source: {', '.join(metrics['stdlib']['from-source']) or 'none'}")


def careless_deal_before_its_last_trick(seed: int):
    """Match `seed`'s first deal with seat 0 playing any legal card (the AI declares and buries
    for it), stopped on its last play: the page plays it, and the deal's review has plays to weigh."""
    from game.tractor import PLAY, TractorMatch, ai

    match, rng = TractorMatch(seed), random.Random(seed)
    while not (match.to_act == 0 and match.deal.phase == PLAY and len(match.deal.hand(0)) == 1):
        seat = match.to_act
        if seat == 0 and match.deal.phase == PLAY:
            action = match.deal.legal_actions().sample(rng)
        else:
            action = ai.choose(match.view(seat), rng, level="easy" if seat == 0 else "normal")
        match.apply(action, seat)
    return match


def review_figures(browser, site: Site, deals: int) -> None:
    """Each play of a careless deal's review, weighed in the page (`tractor-review`)."""
    times = []
    for seed in range(1, deals + 1):
        context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
        saved = json.dumps(careless_deal_before_its_last_trick(seed).to_dict())
        context.add_init_script(f"localStorage.setItem('cardavia.tractor.match', {json.dumps(saved)});")
        page = context.new_page()
        page.goto(site.url + f"?seed={seed}&speed=instant#/tractor")
        page.wait_for_selector("html[data-ready=true]", timeout=120_000)
        page.wait_for_selector(".tractor-board .actions [data-action=hint]:not([disabled])")
        page.locator(".tractor-board .actions [data-action=hint]").click()
        page.locator(".tractor-board .actions [data-action=play]").click()
        page.wait_for_selector("[data-review]:not([data-review=weighing])", timeout=120_000)
        times += json.loads(page.evaluate("() => window.cardaviaMetrics()")).get("tractor-review", [])
        context.close()
    print(f"\nThe Tractor review of {deals} careless deal(s), each play weighed in the page (bar: 150 ms p95)")
    print(f"  Tractor review, a play   {summary(times)}   max {max(times, default=0):.1f} ms")


LATENCY = """() => {
    window.clickLatencies = [];
    document.addEventListener('click', event => {
        if (!event.target.matches('input[data-action=counter]')) return;
        const at = event.timeStamp;  // when the browser took the click, before the page was free to run it
        requestAnimationFrame(() => window.clickLatencies.push([at, performance.now() - at]));
    }, true);
}"""


def thinking_figures(browser, site: Site, clicks: int) -> None:
    """Clicks while Hard's AI seats think in a Tractor deal at the normal speed: the card counter
    switched on and off by real input the moment a seat is seen thinking (the board's
    `data-thinking`, there while a decision runs in slices), each timed from the browser's taking
    the click to the next frame after the page answered it, and counted as "while a seat thinks"
    if the browser took it inside one of the decisions the page recorded (`tractor-ai-thinking`)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    page = context.new_page()
    page.goto(site.url + "?seed=3&speed=normal&level=hard#/tractor")
    page.wait_for_selector("html[data-ready=true]", timeout=120_000)
    page.evaluate(LATENCY)
    done = 0
    while done < clicks:
        seen = page.wait_for_function(f"""() => {{  // the counter's place while a seat thinks (one round trip)
            if (document.querySelector('[data-thinking]')) {{
                const box = document.querySelector('input[data-action=counter]').getBoundingClientRect();
                return [box.x + box.width / 2, box.y + box.height / 2];
            }}
            return document.querySelector('{TRACTOR}[data-to-act="0"], {TRACTOR}[data-phase=over]') !== null;
        }}""", timeout=120_000).json_value()
        if seen is not True:
            page.mouse.click(*seen)  # real input at once: a locator's click waits for frames first
            done += 1
            continue
        phase, to_act = (page.locator(TRACTOR).get_attribute(name) for name in ("data-phase", "data-to-act"))
        if phase == "over":
            page.locator(".tractor-board .actions [data-action=next]").click()
        elif to_act == "0" and phase == "declare":
            page.locator(".tractor-board .actions [data-action=pass]").click()
        elif to_act == "0":
            page.locator(".tractor-board .actions [data-action=hint]").click()
            page.locator(TRACTOR_MOVE).click()
    page.wait_for_function(f"() => window.clickLatencies.length >= {done}")
    before, text, after = page.evaluate("() => [performance.now(), window.cardaviaMetrics(), performance.now()]")
    figures = json.loads(text)
    clock = figures["clock"] - (before + after) / 2  # the page's clock less Python's
    spans = figures["spans"].get("tractor-ai-thinking", [])
    clicked = page.evaluate("window.clickLatencies")
    context.close()
    during = [latency for at, latency in clicked if any(begun <= at + clock <= ended for begun, ended in spans)]
    latencies = [latency for _at, latency in clicked]
    decisions, slices = figures.get("tractor-ai-decision", []), figures.get("tractor-ai-slice", [])
    sliced = [count for count in figures.get("tractor-ai-slices", []) if count > 1]
    print(f"\nClicks while Hard's AI seats think (the card counter toggled, real input, {len(latencies)} clicks"
          f" the moment a seat was seen thinking; bar: 50 ms p95)")
    print(f"  click -> next frame, taken while a seat thought {summary(during)}   max {max(during, default=0):.1f} ms")
    print(f"  click -> next frame, all                      {summary(latencies)}   max {max(latencies, default=0):.1f} ms")
    print(f"  Hard's decisions, working time   {summary(decisions)}   max {max(decisions, default=0):.1f} ms")
    print(f"  the longest slice of each        {summary(slices)}   max {max(slices, default=0):.1f} ms")
    print(f"  decisions in more than one slice: {len(sliced)} of {len(decisions)},"
          f" {statistics.median(sliced) if sliced else 0:.0f} slices at the median")


def replay_figures(browser, site: Site, deals: int) -> None:
    """A Tractor match of `deals` deals (the Easy AI in every seat) opened by its replay link:
    the link checked and its last deal played again (`replay-open`), then each step drawn."""
    from game.replays import Recording
    from game.tractor import TractorMatch, ai

    match, rng = TractorMatch(7), random.Random(7)
    for number in range(1, deals + 1):
        if number > 1:
            match.next_deal()
        while match.to_act is not None:
            match.apply(ai.choose(match.view(match.to_act), rng, level="easy"))
    recording = Recording.of("tractor", match)
    context = browser.new_context(viewport={"width": 1280, "height": 800}, service_workers="block")
    page = context.new_page()
    page.goto(site.url + "#/")
    page.wait_for_selector("html[data-ready=true]", timeout=120_000)
    opened = []
    for _ in range(5):
        page.evaluate("location.hash = '#/'")
        page.evaluate(f"location.hash = '#/tractor/replay?seed={match.seed}&moves={recording.code}'")
        page.wait_for_selector(".replay-caption", timeout=60_000)
    for step in range(1, 41):
        page.keyboard.press("ArrowRight")
        page.wait_for_selector(f".replay-caption[data-step='{step}']")
    figures = json.loads(page.evaluate("() => window.cardaviaMetrics()"))
    opened, steps = figures.get("replay-open", []), figures.get("replay-step", [])
    context.close()
    print(f"\nThe replay of a Tractor match of {deals} deals from its link ({len(recording.code)} characters):"
          f" the link checked by playing every move again, its last deal's moments built")
    print(f"  Opening the replay       {summary(opened)}   max {max(opened, default=0):.1f} ms")
    print(f"  A step drawn             {summary(steps)}   max {max(steps, default=0):.1f} ms")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5, help="interleaved boot trials per network setting")
    parser.add_argument("--asnas-matches", type=int, default=3)
    parser.add_argument("--tractor-deals", type=int, default=4)
    parser.add_argument("--skip-boot", action="store_true")
    parser.add_argument("--skip-play", action="store_true")
    parser.add_argument("--review-deals", type=int, default=8)
    parser.add_argument("--replay-deals", type=int, default=25, help="deals of the Tractor match replayed (0: none)")
    parser.add_argument("--thinking-clicks", type=int, default=120, help="clicks while Hard's seats think (0: none)")
    args = parser.parse_args()
    bundle.main()
    site = Site()
    own, runtime = app_bytes()
    print(f"Cardavia build {json.loads((ROOT / 'static/app/build.json').read_text())['build']}, "
          f"{time.strftime('%Y-%m-%d')}, Chromium headless, {len(chromium.FLAGS)} flags as in the e2e tests")
    print(f"App's own files: {own / 1e3:.0f} KB gzipped (target <= 300 KB); runtime: {runtime / 1e6:.2f} MB gzipped")
    compiled = sum(name.endswith(".pyc") for name in bundle.stdlib_files())
    stored = sum(part.stat().st_size for part in bundle.STDLIB_PARTS)
    print(f"Standard library: {stored / 1e6:.2f} MB in {len(bundle.STDLIB_PARTS)} parts with {compiled} start-up "
          "modules compiled"
          f" (Pyodide's own: {precompile.STOCK.stat().st_size / 1e6:.2f} MB, all source)")
    try:
        with sync_playwright() as playwright:
            launch = {"args": chromium.FLAGS}
            if chromium.system_chromium():
                launch["executable_path"] = chromium.system_chromium()
            browser = playwright.chromium.launch(**launch)
            if not args.skip_boot:
                for throttle, label in ((False, "loopback"), (True, "throttled to 20 Mbit/s, 40 ms")):
                    trials = [boot_trial(browser, site, throttle, number % 2 == 0) for number in range(args.trials)]
                    report_boot(trials, label)
            if not args.skip_play:
                play_figures(browser, site, args.asnas_matches, args.tractor_deals)
            if args.review_deals:
                review_figures(browser, site, args.review_deals)
            if args.replay_deals:
                replay_figures(browser, site, args.replay_deals)
            if args.thinking_clicks:
                thinking_figures(browser, site, args.thinking_clicks)
            browser.close()
    finally:
        site.close()


if __name__ == "__main__":
    main()
