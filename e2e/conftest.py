"""The real page, served from this checkout, in Chromium.

Every test page fails on a console error or a request that leaves the
page's origin: the site must work offline and from any host.
"""
from __future__ import annotations

import fcntl
import json
from collections import Counter
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from e2e.crashes import CrashRecorder
from e2e.ready import ready
from tools import bundle, chromium, suite_guard
from tools.serve import serve_in_background

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    args = {**browser_type_launch_args, "args": chromium.FLAGS}
    executable = chromium.system_chromium()
    if executable:
        args["executable_path"] = executable
    return args


SNAPSHOT_WORKER_ON = "cardavia-test-snapshot-worker"
SNAPSHOT_OFF = ("if (location.protocol.startsWith('http')) window.cardaviaSnapshotOff ="
                f" !document.cookie.split('; ').includes('{SNAPSHOT_WORKER_ON}=on');")
"""The page's test-only switch (static/boot/pyodide.mjs): no second Python in
a snapshot worker, since no test but the snapshot's own reads what it stores.
Those tests, marked `snapshot_worker`, set the cookie SNAPSHOT_WORKER_ON for
their own time in the shared context (see SharedBrowser), which clears it
with the rest of the site's storage before the next test. A page with no
cookies to read (about:blank, a tab's first page) is left alone: reading
them there throws."""


SERVICE_WORKER_MARK = "service_worker"
"""Tests marked so may let the page register its service worker, in a context of their own
(`fresh_context`); every other context blocks it (Playwright's `service_workers="block"`): once
the page is ready, the worker's install fetches and stores every file of the site again, 0.4 s
of the two cores' time after each boot (2.04 against 1.65 CPU seconds a boot and a short
test), for the offline tests alone to read."""


PROCESS_PER_SITE = "--process-per-site"
"""Every page of the site in one context shares one renderer, so a page
booted after another finds Python's WebAssembly compiled and warm in that
process: a boot in a new renderer cost the two cores 4.1 s of CPU (2.1 s of
wall time), one in the warm renderer 1.6 s (0.9 s). The page runs the same;
only where Chromium puts it changes."""

KEEPER = """async (wasm) => { window.kept = await WebAssembly.compileStreaming(fetch(wasm)); }"""
"""Holds Python's compiled WebAssembly in the shared context's renderer for
the run, so that no test's closing page takes it with it."""


class SharedBrowser:
    """One Chromium for the run, and in it one context that the tests take
    in turn, each with the site's storage cleared (local
    and session storage, IndexedDB, the Cache API, service workers, cookies)
    and a page of its own: what a test sees is a first visit, and its boot
    is cheap (PROCESS_PER_SITE). A test marked `fresh_context` (offline
    caching: what a first visit's HTTP cache would change) gets a context of
    its own, as does any test that makes one itself. Launching
    Chromium for each test cost a second or two of the two cores each time,
    and for each module a first compile of Python's WebAssembly.
    Every context is prepared for the test that makes it, however it makes
    it: crashes recorded, the snapshot worker off unless the test is marked
    `snapshot_worker`, the service worker blocked unless it is marked
    `service_worker`, and closed when its test ends.

    A browser one of whose renderers crashed is not trusted again: the next
    test (the crashed test's rerun first) gets a newly launched one. In the
    runs on record, each of the five reruns made in the browser that had
    crashed crashed again, and each of the five made in a new browser passed."""

    def __init__(self, launch, folder: Path, first: str) -> None:
        self._launch = launch
        self.folder = folder
        self.test = None
        self.opened: list = []
        self.kept: list = []
        self.browser = None
        self.recorder = None
        self.relaunched_for: list[str] = []
        self.shared = None
        self.keeper = None
        self.site_url = ""
        self._open(first)

    def _open(self, test: str) -> None:
        self.recorder = CrashRecorder(self.folder, test)
        browser = self._launch(self.recorder.chromium_args())
        self.recorder.watch_browser(browser)
        new_context, new_page = browser.new_context, browser.new_page

        def prepared_context(*args, **kwargs):
            kwargs.setdefault("service_workers", "allow" if self._marked(SERVICE_WORKER_MARK) else "block")
            context = new_context(*args, **kwargs)
            self._prepare(context)
            return context

        def prepared_page(*args, **kwargs):
            page = new_page(*args, **kwargs)
            self._prepare(page.context, page)
            return page

        browser.new_context, browser.new_page = prepared_context, prepared_page
        self.browser = browser

    def _marked(self, name: str) -> bool:
        return self.test is not None and self.test.get_closest_marker(name) is not None

    def _prepare(self, context, page=None) -> None:
        self.recorder.watch_context(context, page)
        context.on("request", self._count_boot)
        context.add_init_script(SNAPSHOT_OFF)
        self.opened.append(context)

    def _count_boot(self, request) -> None:
        """A document of the site is a boot of Python (a frame's too); the suite's time is mostly these."""
        if request.resource_type == "document" and urlsplit(request.url).path in ("/", "/index.html"):
            BOOTS[self.test.nodeid.split("::")[0] if self.test else "?"] += 1

    def start(self, test) -> None:
        if self.recorder.written:
            self.close()  # and the module's kept pages with it: ModulePage boots its page again
            self._open(test.nodeid)
            self.relaunched_for.append(test.nodeid)
        self.test = test
        self.recorder.start(test.nodeid)

    def context_for(self, test, context_args: dict, site_url: str):
        """The context `test` plays in: the shared one, cleared, or one of its own (see the class)."""
        worker_on = test.get_closest_marker("snapshot_worker") is not None
        if test.get_closest_marker(SERVICE_WORKER_MARK) and not test.get_closest_marker("fresh_context"):
            pytest.fail("a test with the page's service worker needs a context of its own (fresh_context)")
        if test.get_closest_marker("fresh_context"):
            context = self.browser.new_context(**context_args)
            if worker_on:
                context.add_cookies(worker_cookies(site_url))
            return context
        if self.shared is None:
            self.shared = self.browser.new_context(**context_args, service_workers="block")
            self.keep(self.shared)
            self.keeper = self.shared.new_page()
            self.recorder.ignore(self.keeper)  # a crash of the shared renderer is the test page's to report
            self.keeper.goto(site_url + "static/img/icon.svg")
            self.keeper.evaluate(KEEPER, site_url + "static/vendor/pyodide/pyodide.asm.wasm")
        self.site_url = site_url
        self.clear_storage(self.shared)
        self.shared.set_offline(False)
        if worker_on:
            self.shared.add_cookies(worker_cookies(site_url))
        return self.shared

    def clear_storage(self, context) -> None:
        """Everything the site stored in the shared context, gone (a context of a test's own starts empty)."""
        if context is not self.shared:
            return
        session = self.shared.new_cdp_session(self.keeper)
        try:
            for origin in origins_of(self.site_url):
                session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "all"})
        finally:
            session.detach()
        # A page writes local storage into its renderer's copy, which reaches the browser later,
        # in batches: the last test's last writes can land after the clear above. A run once
        # found the lesson the test before had finished already over (not reproduced since).
        # The keeper shares that renderer and that copy (PROCESS_PER_SITE): a clear from it
        # comes after every write queued there.
        self.keeper.evaluate("() => localStorage.clear()")

    def keep(self, context) -> None:
        """`context` outlives the test that made it: the shared one, or a module's ModulePage."""
        self.opened.remove(context)
        self.kept.append(context)

    def release(self, context) -> None:
        """A kept context's time is over: closed, if its browser still lives."""
        if context in self.kept:
            self.kept.remove(context)
            try:
                context.close()
            except Exception:  # its browser is gone
                pass

    def finish(self) -> None:
        """Close what the test left open, so no page of one test lives into the next."""
        for context in self.opened:
            try:
                context.close()
            except Exception:  # already closed, or its browser is gone
                pass
        self.opened.clear()
        if self.shared is not None:
            for page in self.shared.pages:
                if page is not self.keeper:
                    try:
                        page.close()
                    except Exception:  # its renderer is gone
                        pass
        self.test = None

    def close(self) -> None:
        self.kept.clear()
        self.shared = self.keeper = None
        self.recorder.close(self.browser)


def worker_cookies(site_url: str) -> list[dict]:
    """The cookie that lets the snapshot worker start (SNAPSHOT_OFF), for each name of the site."""
    return [{"name": SNAPSHOT_WORKER_ON, "value": "on", "url": origin + "/"} for origin in origins_of(site_url)]


def origins_of(site_url: str) -> list[str]:
    """The site's origin, and the other name of this machine that a portal page frames it from."""
    parts = urlsplit(site_url)
    return [f"{parts.scheme}://{host}:{parts.port}" for host in ("127.0.0.1", "localhost")]


BOOTS: Counter = Counter()
"""Page boots per test module in this run, for the summary."""

SECONDS: Counter = Counter()
"""Seconds per test module in this run (setup, call and teardown of its tests), for the summary:
with a file to a worker, the run lasts about as long as its busier worker's share."""

RELAUNCHED: Counter = Counter()
"""Tests that began in a newly launched browser because a renderer of the old one crashed."""


def pytest_sessionfinish(session) -> None:
    """A worker of pytest-xdist hands its counts to the controller, which prints the summary."""
    if hasattr(session.config, "workeroutput"):
        session.config.workeroutput["cardavia_boots"] = dict(BOOTS)
        session.config.workeroutput["cardavia_relaunched"] = dict(RELAUNCHED)
        session.config.workeroutput["cardavia_seconds"] = dict(SECONDS)


def pytest_runtest_logreport(report) -> None:
    if not hasattr(report, "node"):  # on the controller the workers' reports come back too
        SECONDS[report.nodeid.split("::")[0]] += report.duration


@pytest.hookimpl(optionalhook=True)
def pytest_testnodedown(node, error) -> None:
    output = getattr(node, "workeroutput", {})
    BOOTS.update(output.get("cardavia_boots", {}))
    RELAUNCHED.update(output.get("cardavia_relaunched", {}))
    SECONDS.update(output.get("cardavia_seconds", {}))


def pytest_terminal_summary(terminalreporter) -> None:
    if BOOTS:
        terminalreporter.section("page boots", sep="-")
        total = sum(BOOTS.values())
        terminalreporter.line(f"{total} boot{'s' * (total != 1)} of the page in {len(BOOTS)} module"
                              f"{'s' * (len(BOOTS) != 1)}: " + ", ".join(
            f"{module.removeprefix('e2e/')} {count}" for module, count in BOOTS.most_common()))
    if SECONDS:
        terminalreporter.line(f"{sum(SECONDS.values()):.0f} s in the tests of the modules: " + ", ".join(
            f"{module.removeprefix('e2e/')} {seconds:.0f}" for module, seconds in SECONDS.most_common()))
    for test, count in RELAUNCHED.items():
        terminalreporter.line(f"a new browser after a crash, for {test}" + (f" ({count} times)" if count > 1 else ""))


@pytest.fixture(scope="session")
def shared_browser(launch_browser, browser_type_launch_args, request):
    """One for the run (for each of pytest-xdist's workers): a launch and a
    first compile of Python's WebAssembly per module cost more than a test."""
    shared = SharedBrowser(lambda log_args: launch_browser(args=[*browser_type_launch_args["args"], PROCESS_PER_SITE,
                                                                 *log_args]),
                           suite_guard.crash_folder(request.config), "e2e")
    yield shared
    shared.close()
    RELAUNCHED.update(shared.relaunched_for)  # before pytest_sessionfinish hands it on


@pytest.fixture
def browser(shared_browser, request):
    """The run's Chromium, prepared for this test (see SharedBrowser). A
    crash leaves its evidence in build/crashes (e2e/crashes.py)."""
    shared_browser.start(request.node)
    yield shared_browser.browser
    shared_browser.finish()


@pytest.fixture(scope="session")
def browser_context_args(browser_context_args):
    return {**browser_context_args, "viewport": {"width": 1280, "height": 800}, "locale": "en-GB"}


@pytest.fixture
def context(browser, shared_browser, browser_context_args, site_url, request):
    """The test's context: the shared one, its storage cleared (see SharedBrowser)."""
    return shared_browser.context_for(request.node, browser_context_args, site_url)


@pytest.fixture
def page(context):
    """A new tab for the test, closed when it ends."""
    return context.new_page()


@pytest.fixture(scope="session")
def site_url():
    if not (ROOT / "static" / "vendor" / "pyodide" / "pyodide.mjs").exists():
        pytest.fail("static/vendor is missing: run `make test` (it vendors the runtime first)")
    # The game archive must hold this checkout's code; pytest-xdist's workers
    # build it one at a time, or one would serve the other's half-written file.
    (ROOT / "build").mkdir(exist_ok=True)
    with open(ROOT / "build" / "bundle.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        bundle.main()
    server, url = serve_in_background()
    yield url
    server.shutdown()


class PageWatch:
    """What went wrong on a page that a player would not see at once."""

    def __init__(self, page, origin: str) -> None:
        self.errors: list[str] = []
        self.off_origin: list[str] = []
        self.origins = [origin]
        self.expected: list[str] = []
        page.on("console", lambda message: message.type == "error" and self.errors.append(message.text))
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("request", lambda request: self._request(request.url))

    def allow(self, origin: str) -> None:
        """Another origin of this machine's own server (a portal's, framing the game)."""
        self.origins.append(origin.rstrip("/"))

    def expect_error(self, start: str) -> None:
        """A console error that starts so is expected in this test (a library's own log of an
        event the test causes); every other error still fails it."""
        self.expected.append(start)

    def _request(self, url: str) -> None:
        if not (any(url.startswith(origin) for origin in self.origins)
                or url.startswith("data:") or url.startswith("blob:")):
            self.off_origin.append(url)

    def assert_clean(self) -> None:
        errors = [error for error in self.errors if not error.startswith(tuple(self.expected))]
        assert errors == [], f"console errors: {errors}"
        assert self.off_origin == [], f"requests outside the origin: {self.off_origin}"


@pytest.fixture
def watch(page, site_url):
    watcher = PageWatch(page, site_url.rstrip("/"))
    yield watcher
    watcher.assert_clean()


@pytest.fixture
def open_site(page, site_url, watch):
    """`open_site("#/asnas/rules?...")` loads the page and waits until it takes input."""

    def open_(suffix: str = "") -> object:
        page.goto(site_url + suffix)
        return ready(page)

    return open_


@pytest.fixture
def open_sized(context, shared_browser, site_url):
    """`open_sized(390, 844, "?lang=fa#/tractor")`: the page in a window of
    that size, in a tab of its own and on storage of its own, watched like
    every page (console errors, off-origin requests)."""
    opened = []

    def open_(width: int, height: int, suffix: str = "", saved: dict | None = None, script: str = ""):
        """`saved` is put in the site's storage (key: value) before the page starts, and `script`
        runs before the page's own (a browser without some feature, say)."""
        shared_browser.clear_storage(context)
        page = context.new_page()
        page.set_viewport_size({"width": width, "height": height})
        if saved:
            page.add_init_script(f"Object.entries({json.dumps(saved)}).forEach(([key, value]) => "
                                 "localStorage.setItem(key, value))")
        if script:
            page.add_init_script(script)
        opened.append(PageWatch(page, site_url.rstrip("/")))
        page.goto(site_url + suffix)
        return ready(page)

    yield open_
    for watcher in opened:
        watcher.assert_clean()


class ModulePage:
    """One booted page of the site that the read-only tests of a module take
    in turn, each from the lobby in English with the picture at its
    defaults: a boot is the costliest step of an e2e test, and a test that
    only reads the lobby, a route or a language needs no page of its own.
    Console errors and off-origin requests are checked after each test, as
    for any page. A page lost with its browser (see SharedBrowser) is
    booted again."""

    def __init__(self, shared: SharedBrowser, site_url: str, context_args: dict) -> None:
        self.shared = shared
        self.site_url = site_url
        self.context_args = context_args
        self.page = None
        self.watch = None

    def close(self) -> None:
        """The module is done with its page: its context goes, not to live through the run."""
        if self.page is not None and not self.page.is_closed():
            self.shared.release(self.page.context)
        self.page = None

    def lobby(self):
        if self.page is None or self.page.is_closed() or self.page.context.browser is not self.shared.browser:
            context = self.shared.browser.new_context(**self.context_args)
            self.shared.keep(context)
            self.page = context.new_page()
            self.watch = PageWatch(self.page, self.site_url.rstrip("/"))
            self.page.goto(self.site_url)
            ready(self.page)
        page = self.page
        if page.locator("html").get_attribute("lang") != "en":
            page.select_option("#language-menu", "en")
        for name in ("contrast", "grain", "temperature"):
            if page.locator(f"#slider-{name}").input_value() != "50":
                page.locator(f"#slider-{name}").fill("50")
        page.evaluate("() => { location.hash = '#/'; window.scrollTo(0, 0); }")
        page.wait_for_function("() => document.querySelector('[data-view=lobby]') !== null"
                               " && document.documentElement.lang === 'en'")
        return page


@pytest.fixture(scope="module")
def module_page(shared_browser, site_url, browser_context_args):
    module_page = ModulePage(shared_browser, site_url, browser_context_args)
    yield module_page
    module_page.close()


@pytest.fixture
def lobby(module_page, browser):
    """The module's one booted page (ModulePage), at the lobby, in English."""
    page = module_page.lobby()
    module_page.watch.errors.clear()
    module_page.watch.off_origin.clear()
    yield page
    module_page.watch.assert_clean()
