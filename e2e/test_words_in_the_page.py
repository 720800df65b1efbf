"""A visit fetches the words it is read in: English's come with the game, another language's
in an archive of its own, with the game when the page is opened in it (on any view), or when
the player picks it; words that cannot be had leave the page as it was, with a notice."""
from __future__ import annotations

from playwright.sync_api import expect

WORDS = "/static/app/words/"


def words_asked(page) -> list[str]:
    return sorted(url.rsplit("/", 1)[1] for url in page.evaluate(
        "() => performance.getEntriesByType('resource').map(entry => entry.name)") if WORDS in url)


LANGUAGE_AT_READY = """new MutationObserver((changes, observer) => {
    if (document.documentElement?.dataset.ready !== 'true') return;
    window.languageAtReady = document.documentElement.lang;
    observer.disconnect();
}).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-ready']});"""
"""The page's language at the moment it says it is ready (the init script runs before <html> exists)."""


def test_a_visit_fetches_only_the_words_it_is_read_in(open_sized):
    page = open_sized(1280, 800, "?lang=fa&speed=instant#/tractor", script=LANGUAGE_AT_READY)
    assert page.evaluate("window.languageAtReady") == "fa"  # drawn in Persian from the start
    assert words_asked(page) == ["fa.tar.gz"]
    page.select_option("#language-menu", "zh")
    expect(page.locator("html")).to_have_attribute("lang", "zh")
    assert words_asked(page) == ["fa.tar.gz", "zh.tar.gz"]
    page.select_option("#language-menu", "en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    assert words_asked(page) == ["fa.tar.gz", "zh.tar.gz"]


def test_an_english_visit_fetches_no_other_words(open_sized):
    page = open_sized(1280, 800, "?lang=en")
    expect(page.locator("[data-view=lobby]")).to_be_visible()
    assert words_asked(page) == []


def test_words_that_cannot_be_fetched_leave_the_page_in_its_language_with_a_notice(open_site, page, watch):
    watch.expect_error("Failed to load resource")  # the browser's own line for the refused request
    open_site("?lang=en#/asnas/rules")
    page.route("**/static/app/words/de.tar.gz", lambda route: route.abort())
    page.select_option("#language-menu", "de")
    expect(page.locator("[data-notice=words_failed]")).to_contain_text("Deutsch")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.locator("#language-menu")).to_have_value("en")
    assert page.evaluate("localStorage.getItem('cardavia.lang')") in (None, "en")
