"""A renderer that crashes under a test leaves its evidence, and the next
test does not inherit the browser it crashed in (e2e/conftest.py,
e2e/crashes.py). Checked with Chromium's own way to crash a renderer."""
from __future__ import annotations

import json

from e2e.conftest import SharedBrowser


def test_a_crashed_renderer_is_written_down_and_the_next_test_gets_a_new_browser(
        launch_browser, browser_type_launch_args, request, tmp_path):
    shared = SharedBrowser(lambda log_args: launch_browser(args=[*browser_type_launch_args["args"], *log_args]),
                           tmp_path, request.node.nodeid)
    try:
        shared.start(request.node)
        first = shared.browser
        page = first.new_page()
        crashed = []
        page.on("crash", lambda _: crashed.append(True))
        page.goto("data:text/html,<p>a page about to crash</p>")
        try:
            page.goto("chrome://crash", timeout=10_000)
        except Exception:  # the navigation dies with its renderer
            pass
        page.wait_for_event("crash", timeout=10_000) if not crashed else None
        shared.finish()

        shared.start(request.node)  # as the crashed test's rerun would
        assert shared.browser is not first and not first.is_connected()
        assert shared.relaunched_for == [request.node.nodeid]
        assert shared.browser.new_page().evaluate("1 + 1") == 2
        shared.finish()
    finally:
        shared.close()

    written = sorted(tmp_path.glob("*.json"))
    assert len(written) == 1
    record = json.loads(written[0].read_text())
    assert record["test"] == request.node.nodeid and record["crashed"] == "renderer"
    assert record["renderer_exit_codes_in_this_browser"], "how the renderer died, from Chromium's log"
    assert (tmp_path / record["chromium_log"]).exists()
    assert not list(tmp_path.glob("*.chromium.log"))[1:], "only the log of the browser that crashed is kept"
