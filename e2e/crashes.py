"""Evidence of a crashed page, for finding why it crashed instead of retrying.

When Chromium's renderer dies under a test, what is left to read afterwards
is nothing: the page and its memory are gone. So every page of the browser
reports its memory each second while it lives (the JavaScript heap, and the
bytes of Python's WebAssembly memory once Pyodide has started), and on a
crash the running test's name, the page's address and route, and the last
of those figures are written to `build/crashes/<test>.json`. Chromium itself
logs to a file for the whole life of the browser; that log is kept beside
the JSON when something crashed, and deleted when nothing did, and the exit
codes it records for its crashed renderers as it closes (a signal number:
11 a segmentation fault, 9 killed, 5 or 4 V8's own deliberate stop) go into
the JSON too.
"""
from __future__ import annotations

import json
import re
import time
from pathlib import Path
from urllib.parse import urlsplit

SAMPLE_EVERY_MS = 1000

BINDING = "cardaviaTestMemory"

SAMPLER = f"""(() => {{
  const sample = () => {{
    let wasm = null;
    try {{ wasm = window.cardaviaPythonMemory ? window.cardaviaPythonMemory() : null; }} catch (error) {{}}
    const heap = performance.memory || {{}};
    try {{
      window.{BINDING}({{ jsHeapUsed: heap.usedJSHeapSize ?? null, jsHeapTotal: heap.totalJSHeapSize ?? null,
                        jsHeapLimit: heap.jsHeapSizeLimit ?? null, wasm, boot: window.cardaviaBoot ?? null,
                        snapshot: window.cardaviaSnapshot ?? null }}).catch(() => {{}});
    }} catch (error) {{}}
  }};
  setInterval(sample, {SAMPLE_EVERY_MS});
}})()"""


def file_stem(nodeid: str) -> str:
    """A test's node id as a file name: `e2e/test_x.py::test_y[a-b]` -> `e2e_test_x.py__test_y_a-b_`."""
    return re.sub(r"[^A-Za-z0-9._-]", "_", nodeid.replace("::", "__"))


def route_of(url: str) -> str:
    """The page's route, as the site's router reads it from the address."""
    return "#" + (urlsplit(url).fragment or "/")


class CrashRecorder:
    """Watches every page of one browser; writes a file per crash, named for
    the test that was running (`test`, set as each test starts)."""

    def __init__(self, folder: Path, test: str) -> None:
        self.folder = folder
        self.test = test
        folder.mkdir(parents=True, exist_ok=True)
        self.log = folder / f"{file_stem(test)}.{time.monotonic_ns()}.chromium.log"
        self.samples: dict[str, dict] = {}  # a frame's address -> its last figures
        self.written: list[Path] = []
        self.ignored: list = []
        self.closing = False

    def start(self, test: str) -> None:
        """A new test: its crashes carry its name, and only its pages' figures."""
        self.test = test
        self.samples.clear()

    def chromium_args(self) -> list[str]:
        """Chromium's own log, to a file of this browser's."""
        # statistics_recorder at verbosity 1 dumps the histograms as the browser closes, and one of
        # them, CrashExitCodes.Renderer, says how each crashed renderer died (11 SIGSEGV, 9 SIGKILL...)
        return ["--enable-logging", "--v=0", "--vmodule=statistics_recorder=1", f"--log-file={self.log}"]

    def watch_browser(self, browser) -> None:
        browser.on("disconnected", lambda _: self.closing or self._write("browser", None))

    def watch_context(self, context, page=None) -> None:
        """Every page of `context` from now on, and `page`, made with it."""
        context.expose_binding(BINDING, self._sample)
        context.add_init_script(SAMPLER)
        context.on("page", self._watch_page)
        if page is not None:
            self._watch_page(page)

    def ignore(self, page) -> None:
        """`page` shares its renderer with the test's pages, whose crash files say what died."""
        self.ignored.append(page)

    def _watch_page(self, page) -> None:
        page.on("crash", lambda crashed: crashed in self.ignored or self._write("renderer", crashed))

    def _sample(self, source, figures: dict) -> None:
        self.samples[source["frame"].url] = {**figures, "at": time.time()}

    def _write(self, what: str, page) -> None:
        url = page.url if page is not None else None
        now = time.time()
        record = {
            "test": self.test,
            "crashed": what,
            "url": url,
            "route": route_of(url) if url else None,
            "memory": {frame: {**{key: value for key, value in figures.items() if key != "at"},
                               "seconds_before_crash": round(now - figures["at"], 1)}
                       for frame, figures in self.samples.items()},
            "chromium_log": None,
        }
        stem = file_stem(self.test)
        path = self.folder / f"{stem}.json"
        attempt = 2
        while path.exists():
            path = self.folder / f"{stem}.{attempt}.json"
            attempt += 1
        path.write_text(json.dumps(record, indent=2))
        self.written.append(path)

    def close(self, browser) -> None:
        """Close the browser; keep its log beside the crash files, or drop it when nothing crashed."""
        self.closing = True
        try:
            browser.close()
        finally:
            self._keep_log()

    def _keep_log(self) -> None:
        if not self.written:
            self.log.unlink(missing_ok=True)
            return
        kept = self.written[0].with_suffix(".chromium.log")
        if self.log.exists():
            self.log.replace(kept)
        log = kept.read_text(errors="replace") if kept.exists() else ""
        for path in self.written:
            record = json.loads(path.read_text())
            record["chromium_log"] = kept.name if kept.exists() else None
            record["renderer_exit_codes_in_this_browser"] = renderer_exit_codes(log)
            record["chromium_last_words"] = last_words(log)
            path.write_text(json.dumps(record, indent=2))


def renderer_exit_codes(log: str) -> dict[str, int]:
    """How the renderers of a browser died, from the histogram Chromium dumps in
    its log as it closes: exit code or signal number -> how many."""
    lines = log.splitlines()
    for at, line in enumerate(lines):
        if line.startswith("Histogram: CrashExitCodes.Renderer "):
            codes = {}
            for bucket in lines[at + 1:]:
                found = re.match(r"(-?\d+)\s+-*O.*\((\d+) = ", bucket)
                if not found:
                    break
                codes[found.group(1)] = int(found.group(2))
            return codes
    return {}


LAST_WORDS = re.compile(r"FATAL|Check failed|Fatal error|Out of memory|OOM|Received signal|Render process gone|NOTREACHED")


def last_words(log: str, most: int = 8) -> list[str]:
    """What Chromium's processes said as something died: the log's fatal
    lines, the last `most` of them (a crashed renderer's own words come
    before the browser's note of its death)."""
    return [line.strip()[:300] for line in log.splitlines() if LAST_WORDS.search(line)][-most:]


def digest(record: dict) -> str:
    """One line of a crash file for the run's summary: where the summary of a
    long run is cut, this line still says what died, where and how."""
    memory = max(record.get("memory", {}).values(), key=lambda figures: figures.get("wasm") or 0, default={})
    wasm, heap = memory.get("wasm"), memory.get("jsHeapUsed")
    figures = ", ".join(part for part in (
        f"{wasm / 2**20:.1f} MB wasm" if wasm else "",
        f"{heap / 2**20:.1f} MB JS heap" if heap else "",
        f"{memory['seconds_before_crash']} s before" if "seconds_before_crash" in memory else "") if part)
    codes = record.get("renderer_exit_codes_in_this_browser") or {}
    words = record.get("chromium_last_words") or []
    return (f"{record.get('crashed')} at {record.get('route')}; {figures or 'no figures yet'}; "
            f"exit codes {codes or 'unknown'}" + (f"; last words: {' | '.join(words[-2:])}" if words else ""))
