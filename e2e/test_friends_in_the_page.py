"""Friends at one table in the real page: a host's tab and its friends' tabs,
each a browser context of its own (its own storage, as on another device),
meeting through a real MQTT broker on loopback (e2e/broker.py) and playing
over WebRTC data channels. Every seat is played by the page's own buttons,
each tab pressing them itself as a player would (the hint's choice, then the
button it marks), while the test watches: what every friend's tab was sent
(each message, as the page announces it), the scores every tab ends with,
and the seats when a friend's tab is closed and opened again."""
from __future__ import annotations

import json
import re
from collections import Counter
from fractions import Fraction
from urllib.parse import quote

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

from broker import Broker
from e2e.ready import ready
from e2e.test_tractor_layout import EVERY_FRAME
from game.asnas import Match
from game.asnas import wire as asnas_wire

HEARD = """window.heard = [];
window.addEventListener('cardavia:friends-message', (event) => window.heard.push(event.detail));"""
"""Every message a tab receives, kept for the test to read (the page announces each one)."""

AUTOPLAY_ASNAS = """() => {
    // This tab's player: on each of its turns the hint, then the move the hint marks; the host
    // deals each next hand. Runs until the match is over, between the page's own frames.
    const table = () => document.querySelector('[data-game=asnas][data-view=table]');
    const press = (selector) => {
        const button = table() && table().querySelector(selector);
        if (button && !button.disabled) { button.click(); return true; }
        return false;
    };
    const step = () => {
        if (!table() || table().querySelector('.final')) return;
        if (!press('.actions [data-action=next]') && press('.action-row [data-action=hint]')) {
            press('.action-row [data-hinted]');
        }
    };
    window.autoplay = setInterval(step, 30);
}"""

PAUSE = "() => clearInterval(window.autoplay)"


@pytest.fixture(scope="module")
def broker():
    with Broker() as url:
        yield url


class Friend:
    """A friend's browser: a context of its own, its page announcing what it hears."""

    def __init__(self, browser, name: str) -> None:
        self.context = browser.new_context(viewport={"width": 1280, "height": 800})
        self.context.add_init_script(HEARD)
        self.name = name
        self.errors: list[str] = []
        self.expected = "\0"  # the start of a console error this test causes on purpose
        self.page = self.open()

    def open(self):
        page = self.context.new_page()
        page.on("pageerror", lambda error: self.errors.append(str(error)))
        page.on("console", lambda message: message.type == "error" and not message.text.startswith(self.expected)
                and self.errors.append(message.text))
        return page

    def join(self, invite: str, seat: int) -> None:
        ready(self.page.goto(at_once(invite)) and self.page)
        self.page.locator("[data-friends-name]").fill(self.name)
        self.page.locator("[data-friends-name]").press("Enter")
        self.page.locator(f".friend-seats [data-action=take-seat][data-seat='{seat}']").click()
        expect(self.page.locator(".friends-panel")).to_have_attribute("data-state", "seated")

    def heard(self) -> list[dict]:
        return self.page.evaluate("window.heard")


def at_once(invite: str) -> str:
    """The invite as a friend who plays at the instant speed opens it (no card in flight to wait for)."""
    return invite.replace("#", "&speed=instant#", 1)


def host_a_table(page, site_url, broker, game: str) -> str:
    page.goto(f"{site_url}?broker={broker}&speed=instant#/{game}/friends")
    ready(page)
    page.locator("[data-friends-name]").fill("Hostess")
    page.locator("[data-friends-name]").press("Enter")
    invite = page.locator("[data-invite]")
    expect(invite).to_be_visible(timeout=20_000)
    expect(page.locator(".invite .qr svg")).to_be_visible()
    return invite.get_attribute("data-invite")


def started_with_mina(page, site_url, broker, browser) -> tuple[str, Friend]:
    """An As-Nas table hosted in ``page`` with Mina at East, the match started in both tabs:
    the invite, and Mina."""
    invite = host_a_table(page, site_url, broker, "asnas")
    mina = Friend(browser, "Mina")
    mina.join(invite, 1)
    page.locator(".friends-panel [data-action=start]").click()
    for tab in (page, mina.page):
        expect(tab.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=20_000)
    return invite, mina


def played_until(host, friend, deals: int) -> None:
    """Both tabs play by the hint until the host's score sheet has ``deals`` deals, then stop."""
    for tab in (host, friend):
        tab.evaluate(AUTOPLAY_ASNAS)
    expect(host.locator(".score-sheet tbody tr").nth(deals - 1).locator("td").first).not_to_be_empty(timeout=60_000)
    for tab in (host, friend):
        tab.evaluate(PAUSE)


def deals_scored(page) -> int:
    """How many deals the score sheet has filled in."""
    return page.evaluate("[...document.querySelectorAll('.score-sheet tbody tr')]"
                         ".filter((row) => row.querySelector('td').textContent.trim() !== '').length")


def totals_by_seat(page) -> dict[int, Fraction]:
    cells = page.locator(".score-sheet [data-total]")
    return {int(cells.nth(index).get_attribute("data-seat")): Fraction(cells.nth(index).get_attribute("data-total"))
            for index in range(4)}


def same_totals_after_deal(host, friend, deal: int) -> None:
    """Once the friend's score sheet has ``deal`` filled in, both tabs stop playing, and the
    friend's totals come to the host's, seat by seat. The host's AI seats play on until a
    person is to act (a deal may end meanwhile), and the last view may still be on its way:
    the host's totals are read again until both tabs agree."""
    expect(friend.locator(".score-sheet tbody tr").nth(deal - 1).locator("td").first).not_to_be_empty(
        timeout=60_000)
    for tab in (host, friend):
        tab.evaluate(PAUSE)
    for _ in range(100):
        wanted = {str(seat): str(total) for seat, total in totals_by_seat(host).items()}
        try:
            friend.wait_for_function("""(wanted) => [...document.querySelectorAll('.score-sheet [data-total]')]
                .every(cell => wanted[cell.dataset.seat] === cell.dataset.total)""", arg=wanted, timeout=1_000)
            if {str(seat): str(total) for seat, total in totals_by_seat(host).items()} == wanted:
                return
        except PlaywrightTimeout:
            pass
    raise AssertionError(f"the friend's totals never came to the host's: {wanted}")


def every_view_the_engine_showed(game: str, saved_match: dict, seat: int) -> set[str]:
    """The JSON of each view ``seat`` had at every moment of the host's match, replayed in CPython
    from its save (an As-Nas save holds each move as it is; a Tractor one as its data)."""
    from game.tractor import TractorMatch
    from game.tractor import wire as tractor_wire
    from game.tractor.saving import from_data

    match, wire, action_of = ((Match(saved_match["seed"]), asnas_wire, lambda item: item) if game == "asnas" else
                              (TractorMatch(saved_match["seed"], frozenset(saved_match["options"])), tractor_wire,
                               from_data))
    seen = {json.dumps(wire.view_to_data(match.view(seat)), sort_keys=True)}
    for number, actions in enumerate(saved_match["deals"], start=1):
        if number > 1:
            match.next_deal()
            seen.add(json.dumps(wire.view_to_data(match.view(seat)), sort_keys=True))
        for item in actions:
            match.apply(action_of(item), match.to_act)
            seen.add(json.dumps(wire.view_to_data(match.view(seat)), sort_keys=True))
    return seen


LOADED_FOR_A_ROOM = ("static/app/friends.tar.gz", "static/friends/link.mjs", "static/vendor/friends/")


def test_a_visit_loads_the_friends_table_only_when_it_opens_a_room(open_site, page, broker):
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    open_site(f"?broker={broker}&speed=instant#/tractor")  # the test's own broker: nothing leaves this machine
    page.locator("[data-action=host]").click()
    expect(page.locator(".friends-panel")).to_have_attribute("data-state", re.compile("loading|connecting|failed|open"))
    before = [url for url in asked[:asked.index(next(url for url in asked if "friends.tar.gz" in url))]]
    assert not [url for url in before if any(part in url for part in LOADED_FOR_A_ROOM)]
    expect(page.locator(".friends-panel")).to_have_attribute("data-state", re.compile("open|failed"), timeout=20_000)
    for part in LOADED_FOR_A_ROOM:
        assert any(part in url for url in asked), part


@pytest.mark.timeout(300)
def test_a_whole_asnas_match_between_a_host_and_a_friend_with_the_ai_in_the_other_seats(
        page, site_url, broker, browser, watch):
    """One friend: a table of two friends and more is the Tractor deal's below (a third tab here
    cost the suite a third of this test's 25 s)."""
    invite = host_a_table(page, site_url, broker, "asnas")
    assert "#/asnas/join/" in invite and f"broker={broker.replace(':', '%3A').replace('/', '%2F')}" in invite
    friends = {2: Friend(browser, "Mina")}
    for seat, friend in friends.items():
        friend.join(invite, seat)
        expect(page.locator(f".friend-seats li[data-seat='{seat}'] .who")).to_have_text(friend.name)
    expect(page.locator(".friend-seats li[data-seat='1'][data-ai], .friend-seats li[data-seat='3'][data-ai]")
           ).to_have_count(2)
    page.locator(".friends-panel [data-action=start]").click()
    for tab in [page] + [friend.page for friend in friends.values()]:
        expect(tab.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=20_000)
        tab.evaluate(AUTOPLAY_ASNAS)
    for tab in [page] + [friend.page for friend in friends.values()]:
        expect(tab.locator(".final")).to_be_visible(timeout=240_000)
    # every tab ends with the host's scores, seat by seat
    scores = totals_by_seat(page)
    assert sum(scores.values()) == 0
    for friend in friends.values():
        assert totals_by_seat(friend.page) == scores
        expect(friend.page.locator("[data-notice=fair]")).to_be_visible()
    # each friend was sent its own seat's view at moments of the host's match, and nothing else of it
    saved = json.loads(page.evaluate("localStorage.getItem('cardavia.asnas.friends')"))
    for seat, friend in friends.items():
        views = every_view_the_engine_showed("asnas", saved["match"], seat)
        heard = [json.loads(item["text"]) for item in friend.heard()]
        assert heard and {message["type"] for message in heard} <= {"host", "welcome", "seated", "table", "view",
                                                                    "accepted", "reveal"}
        for message in heard:
            if message["type"] == "view":
                assert message["seat"] == seat
                assert json.dumps(message["view"], sort_keys=True) in views
        assert heard[-1]["type"] == "reveal" and heard[-1]["seed"] == saved["match"]["seed"]
        assert friend.errors == [], friend.errors
    # the same friends again: a new match at the same table, each friend in its seat, whose
    # autoplay goes on by itself once the last match's end is off the table
    mina = friends[2].page
    page.locator(".actions [data-action=rematch]").click()
    for tab in (page, mina):
        expect(tab.locator(".deal-of")).to_have_text("Deal 1 of 12")
    expect(mina.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    expect(page.locator(".friend-seats li[data-seat='2'] .who")).to_have_text("Mina")
    same_totals_after_deal(page, mina, 1)
    again = json.loads(page.evaluate("localStorage.getItem('cardavia.asnas.friends')"))
    assert again["room"] == saved["room"] and again["match"]["seed"] != saved["match"]["seed"]
    assert friends[2].errors == [], friends[2].errors


AUTOPLAY_TRACTOR = """() => {
    // This tab's player for one deal: pass in the declaring, then the hint's cards, buried or
    // played; nobody presses Next deal.
    const table = () => document.querySelector('[data-game=tractor][data-view=table]');
    const press = (action) => {
        const button = table() && table().querySelector(`.tractor-board .actions [data-action=${action}]`);
        if (button && !button.disabled) { button.click(); return true; }
        return false;
    };
    const step = () => {
        const phase = table() && table().dataset.phase;
        if (!phase || phase === 'over') return;
        if (phase === 'declare') press('pass');
        else if (press('hint')) press(phase === 'bury' ? 'bury' : 'play');
    };
    window.autoplay = setInterval(step, 30);
}"""

ABORTED_CHANNEL = ("console.error('Trystero peer error:',"
                   " new DOMException('User-Initiated Abort, reason=Close called', 'OperationError'))")
"""The library's own log line when the channel to a closed tab is aborted (its `peer error` handler)."""

RAW_PEER = """async ([library, broker, room]) => {
    // Not Cardavia: a program of someone at the table, speaking the connection's protocol
    // directly to the host's tab.
    const {joinRoom} = await import(library);
    const joined = joinRoom({appId: "cardavia", relayConfig: {urls: [broker]}, rtcConfig: {iceServers: []}}, room);
    const table = joined.makeAction("table", {onMessage: (data, context) => {
        if (typeof data === "string" && data.includes('"type": "host"')) window.host = context.peerId;
    }});
    window.say = (data) => table.send(data, {target: window.host});
}"""


def counts_from_its_own_view(page) -> None:
    """A friend's card counter, drawn from the view its tab was sent: every card of the pack is
    either out, in that friend's hand, or played (its own hand never counted out)."""
    page.locator("[data-action=counter]").check()
    expect(page.locator("[data-counter]")).to_be_visible()
    out = Counter(page.locator("[data-counter] [data-card]").evaluate_all("cards => cards.map(card => card.dataset.card)"))
    hand = Counter(page.locator("[data-hand] [data-card]").evaluate_all("cards => cards.map(card => card.dataset.card)"))
    assert out and all(out[card] + hand[card] <= 2 for card in out)
    assert sum(out.values()) + sum(hand.values()) < 108  # cards were played


def saved_tractor(page) -> dict:
    return json.loads(page.evaluate("localStorage.getItem('cardavia.tractor.friends')"))


@pytest.mark.timeout(300)
def test_a_tractor_deal_among_three_friends_survives_a_closed_tab_and_garbage(page, site_url, broker, browser, watch):
    page.set_viewport_size({"width": 360, "height": 740})  # the host on a phone: Start is below the invite
    invite = host_a_table(page, site_url, broker, "tractor")
    friends = {1: Friend(browser, "Li"), 2: Friend(browser, "Wei")}  # the AI in West's seat
    li = friends[1].page
    li.set_viewport_size({"width": 360, "height": 740})  # East plays on a phone too
    for seat, friend in friends.items():
        friend.join(invite, seat)
    page.locator(".friends-panel [data-action=start]").click()
    tabs = [page] + [friend.page for friend in friends.values()]
    for tab in tabs:
        expect(tab.locator("[data-game=tractor][data-view=table]")).to_be_visible(timeout=20_000)
    for tab in (page, li):
        assert tab.evaluate("window.scrollY") == 0, "the board appeared with the page scrolled past its top"
    li.evaluate(EVERY_FRAME)  # a seat other than the host's: its buttons on screen whenever it may press them
    for tab in tabs:
        tab.evaluate(AUTOPLAY_TRACTOR)
    # mid-deal, North's tab is closed: the AI plays that seat, the table says North is away
    wei = friends[2]
    wei.page.wait_for_function("document.querySelectorAll('[data-hand] .pcard').length <= 20", timeout=60_000)
    for tab in tabs:
        tab.evaluate(PAUSE)
    li.evaluate("window.lookingAway = true")
    counts_from_its_own_view(li)  # scrolled down to the card counter, then back up to the table
    li.evaluate("window.scrollTo(0, 0); window.lookingAway = false")
    held = wei.page.locator("[data-hand] .pcard").count()
    wei.page.close(run_before_unload=True)  # as a player closing the tab
    expect(page.locator(".friend-seats li[data-seat='2'][data-away]")).to_be_visible(timeout=20_000)
    expect(page.locator(".seat-north[data-away]")).to_have_count(1)
    # Chromium may abort the closed tab's data channel, and the library logs that as an error, as
    # here: the table says it as a warning (the watch fails the test on any console error)
    with page.expect_console_message(lambda message: message.type == "warning"
                                     and "a friend's tab closed its connection" in message.text):
        page.evaluate(ABORTED_CHANNEL)
    # garbage from a program at the table changes nothing on the host's table
    raw = browser.new_context().new_page()
    raw.goto(site_url + "static/img/icon.svg")
    room = invite.rsplit("/", 1)[1]
    raw.evaluate(RAW_PEER, [site_url + "static/vendor/friends/trystero-mqtt.mjs", broker, room])
    raw.wait_for_function("window.host !== undefined", timeout=20_000)
    before = saved_tractor(page)
    warnings = []
    page.on("console", lambda message: message.type == "warning" and warnings.append(message.text))
    garbage = ["not json", "x" * (70 * 1024), json.dumps({"type": "deal-me-the-jokers"}),
               json.dumps({"type": "move", "number": 1, "action": ["pass"]}),
               json.dumps({"type": "take-seat", "seat": 2}), json.dumps({"type": "join", "name": "", "token": "x"}),
               json.dumps({"type": "move", "number": 1, "action": ["play", ["SA"]]}) * 2]
    for text in garbage:
        raw.evaluate("(text) => window.say(text)", text)
    raw.evaluate("window.say(JSON.stringify({type: 'join', name: 'Mallory', token: 'm'.repeat(20)}))")
    expect(page.locator(".friend-seats li[data-seat='2'] .who")).to_have_text("Wei")
    page.wait_for_function("() => true")
    assert saved_tractor(page) == before
    # North comes back by the same link: the same seat, the cards the AI left, the table as it is
    wei.page = wei.open()
    wei.page.goto(at_once(invite))
    expect(wei.page.locator("[data-game=tractor][data-view=table]")).to_be_visible(timeout=20_000)
    expect(page.locator(".friend-seats li[data-seat='2']:not([data-away])")).to_have_count(1)
    expect(wei.page.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    assert wei.page.locator("[data-hand] .pcard").count() <= held
    for tab in [page] + [friend.page for friend in friends.values()]:
        tab.evaluate(AUTOPLAY_TRACTOR)
    for tab in [page] + [friend.page for friend in friends.values()]:
        expect(tab.locator("[data-game=tractor][data-view=table]")).to_have_attribute("data-phase", "over",
                                                                                     timeout=120_000)
    assert li.evaluate("window.buttonsOffScreen") == []
    points = page.locator(".deal-result").get_attribute("data-attacker-points")
    for friend in friends.values():
        assert friend.page.locator(".deal-result").get_attribute("data-attacker-points") == points
        expect(friend.page.locator(".tractor-board .actions [data-action=next]")).to_be_disabled()
    saved = saved_tractor(page)
    for seat, friend in friends.items():
        views = every_view_the_engine_showed("tractor", saved["match"], seat)
        for item in friend.heard():
            message = json.loads(item["text"])
            if message["type"] == "view":
                assert message["seat"] == seat and json.dumps(message["view"], sort_keys=True) in views
        assert friend.errors == [], friend.errors
    assert len([text for text in warnings if "cardavia friends" in text]) >= len(garbage)


@pytest.mark.timeout(300)
def test_the_host_leaving_is_told_and_reopening_the_table_brings_the_friend_back_to_the_match(
        page, site_url, broker, browser, watch):
    _invite, mina = started_with_mina(page, site_url, broker, browser)
    played_until(page, mina.page, 2)
    host_context = page.context
    page.close(run_before_unload=True)
    expect(mina.page.locator("[data-notice=host_left]")).to_be_visible(timeout=20_000)
    expect(mina.page.locator(".friends-panel")).to_have_attribute("data-state", "host-left")
    expect(mina.page.locator("[data-notice=host_left]")).to_contain_text("Hostess")
    # the host opens the table again: the same match, and the friend's tab finds it by itself
    again = host_context.new_page()
    again.goto(f"{site_url}?broker={broker}&speed=instant#/asnas/friends")
    ready(again)
    expect(again.locator("[data-game=asnas][data-view=table]")).to_be_visible()
    expect(again.locator(".friend-seats li[data-seat='1']:not([data-away]) .who")).to_have_text("Mina",
                                                                                              timeout=20_000)
    expect(mina.page.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    expect(mina.page.locator("[data-notice=host_left]")).to_have_count(0)
    heard = len(mina.heard())
    for tab in (again, mina.page):
        tab.evaluate(AUTOPLAY_ASNAS)
    # the match goes on: views keep coming, and both tabs show the same scores at a deal's end
    mina.page.wait_for_function(f"window.heard.length > {heard + 8}", timeout=60_000)
    same_totals_after_deal(again, mina.page, 3)
    assert mina.errors == [], mina.errors


@pytest.mark.timeout(300)
def test_the_link_opened_in_a_second_tab_plays_the_seat_there_and_play_here_or_the_table_tab_bring_you_back(
        page, site_url, broker, browser, watch):
    invite, mina = started_with_mina(page, site_url, broker, browser)
    # Mina opens the link again in another tab of the same browser (on a phone, say)
    first, second = mina.page, mina.open()
    second.set_viewport_size({"width": 360, "height": 740})
    second.goto(at_once(invite))
    ready(second)
    expect(second.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=20_000)
    expect(second.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    expect(first.locator(".friends-panel")).to_have_attribute("data-state", "elsewhere")
    expect(first.locator("[data-game=asnas][data-view=table]")).to_have_count(0)  # no board left to press in vain
    expect(first.locator(".friends-state")).to_contain_text("another tab")
    expect(page.locator(".friend-seats li[data-seat='1']:not([data-away]) .who")).to_have_text("Mina")
    # "Play here" takes the seat back; the phone's tab is told in turn, and the match goes on from here
    first.locator(".friends-panel [data-action=play-here]").click()
    expect(first.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=20_000)
    expect(first.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    expect(second.locator(".friends-panel")).to_have_attribute("data-state", "elsewhere")
    play_here = second.locator(".friends-panel [data-action=play-here]")
    expect(play_here).to_be_visible()
    box = play_here.bounding_box()
    assert 0 <= box["x"] and box["x"] + box["width"] <= 360, box
    # a look at the full rules mid-match, and the Table tab leads back to this seat, not to a table of one's own
    expect(first.locator("[data-tab=table]")).to_have_attribute("aria-current", "page")
    first.locator("[data-tab=rules]").click()
    expect(first.locator("[data-view=rules]")).to_be_visible()
    first.locator("[data-tab=table]").click()
    expect(first.locator("[data-friends=guest] [data-game=asnas][data-view=table]")).to_be_visible()
    expect(first.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    for tab in (page, first):
        tab.evaluate(AUTOPLAY_ASNAS)
    same_totals_after_deal(page, first, 1)
    # the host reloads: the seat stays with the tab that had it, the other one is not put back in
    greeted = "(n) => window.heard.filter((item) => JSON.parse(item.text).type === 'host').length > n"
    greetings = second.evaluate("window.heard.filter((item) => JSON.parse(item.text).type === 'host').length")
    page.reload()
    ready(page)
    second.wait_for_function(greeted, arg=greetings, timeout=20_000)  # where a tab would ask for its seat back
    expect(page.locator(".friend-seats li[data-seat='1']:not([data-away]) .who")).to_have_text("Mina", timeout=20_000)
    expect(first.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    expect(second.locator(".friends-panel")).to_have_attribute("data-state", "elsewhere")
    assert mina.errors == [], mina.errors


@pytest.mark.timeout(300)
def test_a_second_tab_of_the_host_hosts_only_by_host_here_or_once_the_first_has_gone(
        page, site_url, broker, browser, watch):
    _invite, mina = started_with_mina(page, site_url, broker, browser)
    played_until(page, mina.page, 1)
    # the host opens the table again in another tab: it does not play the saved match beside the first
    second = page.context.new_page()
    second.goto(f"{site_url}?broker={broker}&speed=instant#/asnas/friends")
    ready(second)
    expect(second.locator(".friends-panel")).to_have_attribute("data-state", "elsewhere")
    expect(second.locator("[data-game=asnas][data-view=table]")).to_have_count(0)
    expect(second.locator(".friends-panel [data-invite]")).to_have_count(0)
    expect(page.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    # Host here: the first tab lets the table go, Mina comes to the second, and the match goes on there
    second.locator(".friends-panel [data-action=host-here]").click()
    expect(page.locator(".friends-panel")).to_have_attribute("data-state", "elsewhere")
    expect(page.locator("[data-game=asnas][data-view=table]")).to_have_count(0)
    expect(second.locator("[data-game=asnas][data-view=table]")).to_be_visible()
    expect(second.locator(".friend-seats li[data-seat='1']:not([data-away]) .who")).to_have_text("Mina",
                                                                                               timeout=20_000)
    expect(mina.page.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    saved = page.evaluate("localStorage.getItem('cardavia.asnas.friends')")
    for tab in (second, mina.page):
        tab.evaluate(AUTOPLAY_ASNAS)
    same_totals_after_deal(second, mina.page, deals_scored(second) + 1)
    assert page.evaluate("localStorage.getItem('cardavia.asnas.friends')") != saved, "the second tab saves now"
    # the second tab closes: the first, waiting its turn, hosts again, the match as the second left it
    second.close(run_before_unload=True)
    expect(page.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=20_000)
    expect(page.locator(".friend-seats li[data-seat='1']:not([data-away]) .who")).to_have_text("Mina",
                                                                                             timeout=20_000)
    expect(mina.page.locator(".friends-panel")).to_have_attribute("data-state", "playing")
    for tab in (page, mina.page):
        tab.evaluate(AUTOPLAY_ASNAS)
    same_totals_after_deal(page, mina.page, deals_scored(page) + 1)
    assert mina.errors == [], mina.errors


def test_a_portals_frame_that_refuses_storage_and_locks_still_hosts_a_table(page, site_url, broker, watch):
    portal_site = site_url.replace("127.0.0.1", "localhost")  # another site: the frame is refused storage
    watch.allow(portal_site)
    game = site_url + f"?embed=1&broker={broker}&speed=instant#/asnas/friends"
    page.goto(portal_site + "e2e/portal.html?src=" + quote(game))
    frame = page.locator("#game").element_handle().content_frame()
    ready(frame, timeout=90_000)
    assert frame.evaluate("navigator.locks.query().then(() => 'granted', (error) => error.name)") == "SecurityError"
    expect(frame.locator(".friends-panel")).to_have_attribute("data-state", "open", timeout=20_000)
    expect(frame.locator(".friends-panel [data-invite]")).to_be_visible()


@pytest.mark.timeout(300)
def test_a_broker_that_does_not_answer_is_said_then_a_closed_hosts_tab_and_the_friend_sits_once_both_are_back(
        page, site_url, browser, watch):
    """Offline, or the brokers blocked: the host is told that nobody can find the table through
    its link (and offered the by-hand connection), a friend that the host's table cannot be found.
    Once the broker answers, a friend whose host has closed the tab is told the host's page has to
    be open; the host opens it again, and the friend finds the table with the same link."""
    later = Broker()  # its port is known now; nothing listens on it yet
    hosting = f"{site_url}?broker=ws://127.0.0.1:{later.port}&speed=instant#/asnas/friends"
    refused = "WebSocket connection to"
    watch.expect_error(refused)
    page.goto(hosting)
    ready(page)
    invite = page.locator("[data-invite]").get_attribute("data-invite")
    mina = Friend(browser, "Mina")
    mina.expected = refused
    ready(mina.page.goto(at_once(invite)) and mina.page)  # both tabs wait for a broker at once
    expect(page.locator(".friends-panel")).to_have_attribute("data-state", "unreached", timeout=20_000)
    expect(page.locator(".friends-state")).to_contain_text("No broker answers")
    expect(page.locator("details.by-hand")).to_have_attribute("open", "")
    state = mina.page.locator(".friends-panel")
    expect(state).to_have_attribute("data-state", "unreached", timeout=20_000)
    expect(mina.page.locator(".friends-state")).to_contain_text("the host's table cannot be found")
    host_context = page.context
    page.close(run_before_unload=True)
    with later:
        expect(state).to_have_attribute("data-state", "no-host", timeout=30_000)
        expect(mina.page.locator(".friends-state")).to_contain_text("the host's page has to be open")
        expect(mina.page.locator(".friends-panel h2")).to_have_text("The host's table")
        again = host_context.new_page()
        again.goto(hosting)
        ready(again)
        expect(again.locator(".friends-panel")).to_have_attribute("data-state", "open", timeout=20_000)
        expect(again.locator("[data-invite]")).to_have_attribute("data-invite", invite)
        expect(state).to_have_attribute("data-state", "choosing", timeout=20_000)
        expect(mina.page.locator(".friends-panel h2")).to_have_text("Player's table")
        mina.page.locator(".friend-seats [data-action=take-seat][data-seat='2']").click()
        expect(state).to_have_attribute("data-state", "seated")
        expect(again.locator(".friend-seats li[data-seat='2'] .who")).to_have_text("Player", timeout=20_000)
        # a language first read after the friends' words came: the panel in it, nothing broken
        mina.page.select_option("#language-menu", "zh")
        expect(mina.page.locator(".friends-state")).to_contain_text("你已入座")
    assert [error for error in mina.errors if not error.startswith(refused)] == []


@pytest.mark.timeout(300)
def test_with_no_broker_a_friend_connected_by_hand_plays_a_whole_deal(page, site_url, browser, watch):
    sockets: list[str] = []
    page.on("websocket", lambda socket: sockets.append(socket.url))
    page.goto(f"{site_url}?broker=none&speed=instant#/asnas/friends")
    ready(page)
    expect(page.locator("[data-invite]")).to_have_count(0)  # no broker, no invite link: by hand alone
    page.locator(".by-hand [data-action=hand-offer]").click()
    offer = page.locator(".by-hand [data-hand-code]")
    expect(offer).not_to_be_empty(timeout=20_000)
    expect(page.locator(".by-hand .qr svg")).to_be_visible()
    friend = Friend(browser, "Mina")
    friend.page.on("websocket", lambda socket: sockets.append(socket.url))
    ready(friend.page.goto(f"{site_url}?speed=instant#/asnas/by-hand") and friend.page)
    friend.page.locator("[data-hand-offer]").fill("not a code")
    friend.page.locator("[data-action=hand-answer]").click()
    expect(friend.page.locator(".friends-state")).to_contain_text("not a connection code")
    friend.page.locator("[data-hand-offer]").fill(offer.input_value())
    friend.page.locator("[data-action=hand-answer]").click()
    answer = friend.page.locator(".by-hand [data-hand-code]")
    expect(answer).not_to_be_empty(timeout=20_000)
    page.locator("[data-hand-answer]").fill(answer.input_value())
    page.locator("[data-action=hand-accept]").click()
    friend.page.locator(".friend-seats [data-action=take-seat][data-seat='2']").click(timeout=20_000)
    expect(page.locator(".friend-seats li[data-seat='2'] .who")).to_have_text("Player", timeout=20_000)
    page.locator(".friends-panel [data-action=start]").click()
    for tab in (page, friend.page):
        expect(tab.locator("[data-game=asnas][data-view=table]")).to_be_visible(timeout=20_000)
        tab.evaluate(AUTOPLAY_ASNAS)
    same_totals_after_deal(page, friend.page, 1)
    assert sockets == [], "nothing but the two tabs took part"
    assert friend.errors == [], friend.errors
