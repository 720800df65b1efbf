"""The site before anyone sits down: loading, lobby, routes, languages."""
from __future__ import annotations

import json
import re
from pathlib import Path

from playwright.sync_api import expect

from e2e.ready import ready

I18N = Path(__file__).resolve().parent.parent / "game" / "i18n"


def words(code: str) -> dict:
    return json.loads((I18N / f"{code}.json").read_text(encoding="utf-8"))


def test_loading_screen_shows_progress_then_gives_way_to_the_lobby(page, site_url, watch):
    """The bar creeps while the big download is still going, never goes
    back, and reaches 100 % when the page is ready. Python's WebAssembly is
    held back until the bar has moved, so a fast machine tests the same."""
    held = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(site_url, wait_until="commit")
    expect(page.locator("#boot")).to_be_visible()
    expect(page.locator("#boot-bar")).to_be_visible()
    page.evaluate("""() => {
        window.barSeen = [];
        const timer = setInterval(() => {
            const bar = document.getElementById('boot-progress');
            if (bar) window.barSeen.push(Number(bar.getAttribute('aria-valuenow')));
            if (document.documentElement.dataset.ready === 'true') clearInterval(timer);
        }, 50);
    }""")
    page.wait_for_function("() => new Set(window.barSeen).size >= 3 && window.barSeen.at(-1) < 100")
    assert held, "Python's WebAssembly, requested as the page parsed, is held while the bar moved"
    for route in held:
        route.continue_()
    ready(page)
    page.wait_for_function("() => window.barSeen.at(-1) === 100")
    seen = page.evaluate("() => window.barSeen")
    assert seen == sorted(seen), f"the bar went backwards: {seen}"
    expect(page.locator("#boot-progress")).to_have_attribute("aria-valuenow", "100")
    expect(page.locator("#boot")).to_be_hidden()
    expect(page.locator("[data-view=lobby]")).to_be_visible()


def test_the_lobby_is_there_to_read_before_python_is_ready_and_its_links_work(page, site_url):
    """index.html draws the lobby in the visitor's language at once; a click on
    Play before Python is ready opens that table as soon as it is. The game's
    archive is held, not Python's WebAssembly: a module held so is compiled
    afresh, and the only renderer crashes of the last runs' reruns were here."""
    held = []
    page.route("**/static/app/game.tar.gz", lambda route: held.append(route))  # the game waits until released
    page.goto(site_url + "?lang=fi")
    finnish = words("fi")
    expect(page.locator("#view h1")).to_have_text(finnish["lobby"]["heading"])
    expect(page.locator("#view .tile")).to_have_count(2)
    expect(page.locator(".tile[data-game=tractor] .tile-name")).to_have_text(finnish["games"]["tractor"]["name"])
    expect(page.locator("#boot-bar")).to_be_visible()
    assert page.locator("html").get_attribute("data-ready") == "false"
    page.locator(".tile[data-game=tractor] [data-action=open-table]").click()
    assert page.url.endswith("#/tractor")
    expect(page.locator(".boot-name")).to_be_visible()  # the full loading screen again
    assert held, "the game's archive, requested as the page parsed, is held until now"
    for route in held:
        route.continue_()
    ready(page)
    expect(page.locator("[data-game=tractor][data-view=table]")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "fi")


def test_lobby_has_a_tile_per_game_with_origin_wikipedia_and_blurb(lobby):
    page = lobby
    en = words("en")
    expect(page.locator(".brand")).to_have_text("CARDAVIA")
    for game, wiki in (("asnas", "https://en.wikipedia.org/wiki/As-Nas"),
                       ("tractor", "https://en.wikipedia.org/wiki/Sheng_ji")):
        tile = page.locator(f".tile[data-game={game}]")
        text = en["games"][game]
        expect(tile.locator(".tile-name")).to_have_text(text["name"])
        expect(tile.locator(".tile-origin")).to_have_text(text["origin"])
        expect(tile.locator(".tile-tagline")).to_have_text(text["tagline"])
        expect(tile.locator(".tile-blurb")).to_have_text(text["blurb"])
        link = tile.locator(".tile-wiki")
        expect(link).to_have_attribute("href", wiki)
        expect(link).to_have_attribute("target", "_blank")
        expect(tile.locator("img.tile-art")).to_have_js_property("complete", True)
        assert tile.locator("img.tile-art").evaluate("img => img.naturalWidth") > 0
    expect(page.locator(".tile[data-game=asnas] .tile-origin")).to_have_text("Iran · 20 cards")
    expect(page.locator(".tile[data-game=tractor] .tile-origin")).to_have_text("China · 108 cards")


def test_each_route_renders_and_back_forward_work(lobby):
    page = lobby
    page.locator(".tile[data-game=asnas] [data-action=open-rules]").click()
    expect(page).to_have_url(re.compile(r"#/asnas/rules$"))
    rules = page.locator("[data-view=rules][data-game=asnas]")
    expect(rules).to_be_visible()
    en = words("en")["games"]["asnas"]
    expect(rules.locator(".summary")).to_have_text(en["summary"])
    expect(rules.locator(".rule-sections > li")).to_have_count(len(en["sections"]))
    expect(rules.locator(".rule-sections h2").first).to_have_text(en["sections"][0]["title"])
    expect(rules.locator(".rulings li")).to_have_count(len(en["rulings"]))

    page.locator(".tabs [data-tab=table]").click()
    expect(page).to_have_url(re.compile(r"#/asnas$"))
    table = page.locator("[data-view=table][data-game=asnas]")
    expect(table).to_be_visible()
    expect(table.locator(".board")).to_be_visible()

    page.go_back()
    expect(page.locator("[data-view=rules][data-game=asnas]")).to_be_visible()
    page.go_back()
    expect(page.locator("[data-view=lobby]")).to_be_visible()
    page.go_forward()
    expect(page.locator("[data-view=rules][data-game=asnas]")).to_be_visible()

    for route, view in (("#/tractor", "table"), ("#/tractor/rules", "rules"), ("#/", "lobby")):
        page.evaluate("hash => { location.hash = hash }", route)
        expect(page.locator(f"[data-view={view}]")).to_be_visible()
        if route == "#/tractor":
            expect(page.locator(".tractor-table .fan")).to_be_visible()
    tractor = words("en")["games"]["tractor"]
    page.evaluate("() => { location.hash = '#/tractor/rules' }")
    expect(page.locator(".rule-sections > li")).to_have_count(len(tractor["sections"]))
    expect(page).to_have_title(re.compile("Tractor"))


def test_an_address_that_leads_nowhere_says_so(lobby):
    page = lobby
    page.evaluate("() => { location.hash = '#/poker' }")
    expect(page.locator("[data-view=missing]")).to_be_visible()
    page.locator("[data-view=missing] a").click()
    expect(page.locator("[data-view=lobby]")).to_be_visible()


def test_language_menu_changes_the_words_and_persists_over_reload(open_site):
    page = open_site("#/tractor/rules")
    de = words("de")
    page.select_option("#language-menu", "de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator(".rules h1")).to_have_text(
        de["rules"]["heading"].replace("{game}", de["games"]["tractor"]["name"]))
    expect(page.locator(".rule-sections h2").first).to_have_text(de["games"]["tractor"]["sections"][0]["title"])
    expect(page.locator("label[for=slider-contrast]")).to_have_text(de["header"]["contrast"])
    expect(page.locator(".tabs [data-tab=table]")).to_have_text(de["nav"]["table"])
    page.reload()
    ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "de")
    expect(page.locator(".rule-sections h2").first).to_have_text(de["games"]["tractor"]["sections"][0]["title"])
    expect(page.locator("#language-menu")).to_have_value("de")


def test_every_language_draws_the_lobby_and_rules_in_its_own_words(lobby):
    page = lobby
    for code in ("en", "fi", "de", "it", "hu", "fa", "zh"):
        text = words(code)
        page.select_option("#language-menu", code)
        expect(page.locator(".lobby h1")).to_have_text(text["lobby"]["heading"])
        expect(page.locator(".tile[data-game=asnas] .tile-blurb")).to_have_text(text["games"]["asnas"]["blurb"])
        page.evaluate("() => { location.hash = '#/asnas/rules' }")
        expect(page.locator(".rules .blurb")).to_have_text(text["games"]["asnas"]["blurb"])
        expect(page.locator(".rulings-box h2")).to_have_text(text["rules"]["rulings"])
        page.evaluate("() => { location.hash = '#/' }")
        expect(page.locator("[data-view=lobby]")).to_be_visible()


def test_lang_parameter_overrides_and_is_remembered(open_site, page, site_url):
    open_site("?lang=fi")
    fi = words("fi")
    expect(page.locator(".lobby h1")).to_have_text(fi["lobby"]["heading"])
    page.goto(site_url)
    ready(page)
    expect(page.locator(".lobby h1")).to_have_text(fi["lobby"]["heading"])


def test_unknown_lang_parameter_falls_back_to_english_with_a_notice(open_site):
    page = open_site("?lang=xx")
    en = words("en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator(".lobby h1")).to_have_text(en["lobby"]["heading"])
    notice = page.locator("[data-notice=unknown_language]")
    expect(notice).to_contain_text("xx")
    notice.locator("[data-action=dismiss]").click()
    expect(notice).to_have_count(0)


def test_first_visit_follows_the_browsers_language(browser, site_url):
    context = browser.new_context(locale="it-IT")
    page = context.new_page()
    errors = []
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.goto(site_url)
    ready(page)
    expect(page.locator("html")).to_have_attribute("lang", "it")
    expect(page.locator(".lobby h1")).to_have_text(words("it")["lobby"]["heading"])
    context.close()
    assert errors == []


def test_corrupt_saved_language_is_discarded_with_a_notice(open_site, page):
    open_site()
    page.evaluate("() => localStorage.setItem('cardavia.lang', 'klingon')")
    page.reload()
    ready(page)
    expect(page.locator("[data-notice=corrupt_language]")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert page.evaluate("() => localStorage.getItem('cardavia.lang')") is None


def test_persian_reads_right_to_left(open_site):
    page = open_site("?lang=fa#/asnas/rules")  # a page that starts in Persian, not one switched to it
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    expect(page.locator(".rules h1")).to_contain_text(words("fa")["games"]["asnas"]["name"])
    page.select_option("#language-menu", "zh")
    expect(page.locator("html")).to_have_attribute("dir", "ltr")
    expect(page.locator("html")).to_have_attribute("lang", "zh")
