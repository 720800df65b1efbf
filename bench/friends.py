"""How long a friend is away when their tab comes back: a host's tab and a
friend's, on loopback with a local MQTT broker (e2e/broker.py), a match
started, then the friend's tab closed and the invite opened again in the same
browser, several times. Each figure is from the moment the link is opened to
the moment the friend's table shows the board with its seat again, and the
host's seat list shows the friend present: the page's boot included.

    .venv/bin/python -m bench.friends [--trials 5]

It prints figures and asserts nothing.
"""
from __future__ import annotations

import argparse
import statistics
import time

from playwright.sync_api import expect, sync_playwright

from e2e.broker import Broker
from e2e.ready import ready
from tools import bundle, chromium
from tools.serve import serve_in_background

SNAPSHOT_OFF = "window.cardaviaSnapshotOff = true;"  # one Python a tab, as in the tests


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5)
    args = parser.parse_args()
    bundle.main()
    server, url = serve_in_background()
    with Broker() as broker, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=chromium.system_chromium(), args=chromium.FLAGS)
        host_context, friend_context = browser.new_context(), browser.new_context()
        for context in (host_context, friend_context):
            context.add_init_script(SNAPSHOT_OFF)
        host = host_context.new_page()
        host.goto(f"{url}?broker={broker}&speed=fast#/asnas/friends")
        ready(host)
        invite = host.locator("[data-invite]")
        expect(invite).to_be_visible(timeout=30_000)
        link = invite.get_attribute("data-invite")
        friend = friend_context.new_page()
        friend.goto(link)
        friend.locator(".friend-seats [data-action=take-seat][data-seat='2']").click()
        expect(friend.locator(".friends-panel")).to_have_attribute("data-state", "seated", timeout=30_000)
        host.locator("[data-action=start]").click()
        expect(friend.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=30_000)
        back = []
        for _trial in range(args.trials):
            friend.close(run_before_unload=True)
            expect(host.locator(".friend-seats li[data-seat='2'][data-away]")).to_be_visible(timeout=30_000)
            friend = friend_context.new_page()
            started = time.perf_counter()
            friend.goto(link)
            expect(friend.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=30_000)
            expect(host.locator(".friend-seats li[data-seat='2']:not([data-away])")).to_have_count(1, timeout=30_000)
            back.append(time.perf_counter() - started)
        browser.close()
    server.shutdown()
    print(f"a friend's tab reopened by the invite, to its seat's board and present at the host's: "
          f"median {statistics.median(back):.2f} s, slowest {max(back):.2f} s, "
          f"trials {[round(seconds, 2) for seconds in back]}")


if __name__ == "__main__":
    main()
