"""How much memory the page holds, and whether it grows: at boot (while the
background snapshot worker runs and after), deal by deal through a whole
As-Nas match and a Tractor match, across reloads, and across many pages in
one long-lived browser.

    .venv/bin/python -m bench.memory [--tractor-deals 10] [--reloads 5] [--pages 12]

Each figure is taken after a full garbage collection, JavaScript's and
Python's:
  wasm     Python's WebAssembly memory (it grows, never shrinks: a peak)
  js       the page's JavaScript heap in use
  objects  objects Python's collector tracks (a leak shows here first)
  nodes / listeners   the DOM's nodes and JavaScript event listeners
  renderer the resident memory of the page's renderer process (Linux /proc)
Growth over a match is the last deal's figure against the first deal's.
It prints figures and asserts nothing.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from playwright.sync_api import sync_playwright

from e2e.asnas_moves import play_deal
from e2e.ready import ready
from e2e.test_tractor_table import finish_deal
from tools import bundle, chromium
from tools.serve import serve_in_background

MB = 1024 * 1024


def chromium_processes() -> dict[int, dict]:
    """Every Chromium process of this machine: its kind and resident memory."""
    found = {}
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            # Chromium rewrites its children's argv as one space-joined string.
            command = (proc / "cmdline").read_bytes().replace(b"\0", b" ").split()
            status = (proc / "status").read_text()
        except OSError:
            continue
        if not command or b"chrom" not in command[0]:
            continue
        kind = next((part.split(b"=", 1)[1].decode() for part in command if part.startswith(b"--type=")), "browser")
        fields = dict(line.split(":", 1) for line in status.splitlines() if ":" in line)
        found[int(proc.name)] = {"kind": kind, "rss": int(fields.get("VmRSS", "0 kB").split()[0]) * 1024,
                                 "peak": int(fields.get("VmHWM", "0 kB").split()[0]) * 1024}
    return found


def renderer_of(page) -> int | None:
    """The renderer process that runs `page` (the only one showing its URL's
    site among the renderers that started since the page did)."""
    renderers = {pid: facts for pid, facts in chromium_processes().items() if facts["kind"] == "renderer"}
    return max(renderers, key=lambda pid: renderers[pid]["rss"]) if renderers else None


class Probe:
    """Reads one page's figures through the DevTools protocol and the page itself."""

    def __init__(self, context, page) -> None:
        self.page = page
        self.cdp = context.new_cdp_session(page)
        self.cdp.send("Memory.getDOMCounters")

    def read(self) -> dict:
        self.cdp.send("HeapProfiler.collectGarbage")
        objects = self.page.evaluate("window.cardaviaPythonObjects()")
        self.cdp.send("HeapProfiler.collectGarbage")
        heap = self.cdp.send("Runtime.getHeapUsage")
        dom = self.cdp.send("Memory.getDOMCounters")
        pid = renderer_of(self.page)
        return {"wasm": self.page.evaluate("window.cardaviaPythonMemory()"), "js": heap["usedSize"],
                "objects": objects, "nodes": dom["nodes"], "listeners": dom["jsEventListeners"],
                "renderer": chromium_processes().get(pid, {}).get("rss", 0) if pid else 0}


def row(label: str, figures: dict) -> str:
    return (f"{label:<28} wasm {figures['wasm'] / MB:7.1f} MB   js {figures['js'] / MB:6.1f} MB   "
            f"objects {figures['objects']:8,}   nodes {figures['nodes']:6,}   listeners {figures['listeners']:5,}   "
            f"renderer {figures['renderer'] / MB:7.1f} MB")


def growth(first: dict, last: dict) -> str:
    parts = []
    for key in ("wasm", "js", "objects", "nodes", "listeners", "renderer"):
        if first[key]:
            parts.append(f"{key} {100 * (last[key] - first[key]) / first[key]:+.1f} %")
    both = (last["wasm"] + last["js"]) / (first["wasm"] + first["js"]) - 1
    return f"growth over the match: wasm+js {100 * both:+.1f} %   " + "   ".join(parts)


def opened(browser, address: str):
    """A first visit to `address` in a context of its own, ready, with a probe on it."""
    context = browser.new_context()
    page = context.new_page()
    page.goto(address)
    ready(page)
    return context, page, Probe(context, page)


def boot(browser, url: str) -> None:
    """A first visit: the page, then the background snapshot worker's second Python."""
    context, page, probe = opened(browser, url)
    print(row("boot, ready", probe.read()))
    peak = 0
    while page.evaluate("['waiting', 'making', undefined].includes(window.cardaviaSnapshot)"):
        pid = renderer_of(page)
        peak = max(peak, chromium_processes().get(pid, {}).get("rss", 0) if pid else 0)
        time.sleep(0.2)
    worker = page.evaluate("window.cardaviaSnapshotMemory")
    print(f"{'snapshot worker':<28} {page.evaluate('window.cardaviaSnapshot')}; its Python's wasm "
          f"{(worker or 0) / MB:.1f} MB; the renderer's peak while it ran {peak / MB:.1f} MB")
    print(row("boot, worker done", probe.read()))
    context.close()


def asnas_match(browser, url: str) -> None:
    context, page, probe = opened(browser, url + "?seed=3&speed=instant#/asnas")
    readings = []
    for deal in range(1, 13):
        play_deal(page, ("look", "call", "hold"))
        readings.append(probe.read())
        if deal in (1, 2, 6, 12):
            print(row(f"As-Nas, after deal {deal}", readings[-1]))
        if deal < 12:
            page.locator(".actions [data-action=next]").click()
    print(growth(readings[0], readings[-1]))
    context.close()


def tractor_match(browser, url: str, deals: int) -> None:
    context, page, probe = opened(browser, url + "?seed=8&speed=instant#/tractor")
    readings = []
    for deal in range(1, deals + 1):
        finish_deal(page, declare=deal % 2 == 1, manual=False)
        readings.append(probe.read())
        if deal in (1, 2, deals // 2, deals):
            print(row(f"Tractor, after deal {deal}", readings[-1]))
        if deal < deals:
            again = page.locator(".tractor-board .actions [data-action=play-again]")
            (again if again.count() else page.locator(".tractor-board .actions [data-action=next]")).click()
    print(growth(readings[0], readings[-1]))
    context.close()


def reloads(browser, url: str, times: int) -> None:
    context, page, probe = opened(browser, url + "?seed=3&speed=instant#/tractor")
    print(row("before reloading", probe.read()))
    for count in range(1, times + 1):
        page.reload()
        ready(page)
        probe = Probe(context, page)
        print(row(f"after reload {count} ({page.evaluate('window.cardaviaBoot')})", probe.read()))
    context.close()


def many_pages(browser, url: str, pages: int) -> None:
    """One browser, a fresh context per page (as the e2e tests use it): what
    Chromium holds once each is closed."""
    for count in range(1, pages + 1):
        context = browser.new_context()
        page = context.new_page()
        page.goto(url + "?speed=instant#/asnas")
        ready(page)
        context.close()
        processes = chromium_processes()
        if count in (1, 2, pages // 2, pages):
            total = sum(facts["rss"] for facts in processes.values())
            renderers = sum(facts["kind"] == "renderer" for facts in processes.values())
            print(f"{f'{count} pages opened and closed':<28} all Chromium processes {total / MB:7.1f} MB, "
                  f"{len(processes)} processes, {renderers} renderers")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tractor-deals", type=int, default=10)
    parser.add_argument("--reloads", type=int, default=5)
    parser.add_argument("--pages", type=int, default=12)
    args = parser.parse_args()
    bundle.main()
    server, url = serve_in_background()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium.system_chromium(), args=chromium.FLAGS)
        boot(browser, url)
        asnas_match(browser, url)
        tractor_match(browser, url, args.tractor_deals)
        reloads(browser, url, args.reloads)
        many_pages(browser, url, args.pages)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
