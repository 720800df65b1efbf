"""The As-Nas table keeps your buttons in one place (docs/design.md, Tables),
checked by geometry through three deals at desktop and phone sizes, each
turn in one of the seven languages in turn and each deal's end in English,
German, Finnish and Persian: the enabled betting buttons are on screen on
your turn and do not move when you look, Next deal and Replay are on screen
at every deal's end, nothing overflows sideways, nor is anything wider than
the window and clipped; a deal you fold at once ends on screen in all seven
languages; a reloaded or re-languaged table tells the same story, and
Persian writes its own digits."""
from __future__ import annotations

from playwright.sync_api import expect

from e2e.asnas_moves import play_deal, wait_for_you
from e2e.ready import ready

SIZES = [(1280, 800), (1024, 768), (390, 844), (360, 740)]
LANGUAGES = ["en", "de", "fi", "fa"]  # Finnish: the longest names of seats and buttons
ALL_LANGUAGES = ["en", "fi", "de", "it", "hu", "fa", "zh"]

ON_SCREEN = """(selector) => {
    const found = [...document.querySelectorAll(selector)];
    return found.length > 0 && found.every(element => {
        const r = element.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= window.innerHeight && r.left >= 0 && r.right <= window.innerWidth;
    });
}"""
STICKING_OUT = """() => [...document.querySelectorAll('.asnas-table *')].filter(element => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && (box.left < -0.5 || box.right > document.documentElement.clientWidth + 0.5);
}).map(element => element.tagName + '.' + element.className).slice(0, 5)"""
ENABLED = ".action-row button:not([disabled])"


def row_top(page) -> float:
    return page.locator(".actions .buttons").bounding_box()["y"]


def at_each_size(page, lang: str, where: str):
    """The table as it is now, in a window of each size in turn (resized in place, as a phone
    turned or a window dragged; the layout is CSS alone, so it is there at once)."""
    for width, height in SIZES:
        page.set_viewport_size({"width": width, "height": height})
        page.evaluate("window.scrollTo(0, 0)")
        yield width, f"{width}x{height} {lang}, {where}"


def in_languages(page, languages, where: str):
    """The table as it is now in each of `languages` (the page's own first), picked from the
    header's menu as a player would, at each size."""
    now = page.locator("html").get_attribute("lang")
    for lang in sorted(languages, key=lambda lang: lang != now):
        if lang != now:
            page.select_option("#language-menu", lang)
            expect(page.locator("html")).to_have_attribute("lang", lang)
        yield from at_each_size(page, lang, where)


def test_the_as_nas_buttons_stay_in_reach_through_three_deals(open_sized):
    """Three deals, every size checked at every turn, in the turn's language (each in turn), and
    every deal's end in four: one boot and one walk through the deals for all of
    them. Each language at each turn took the suite's second-longest test 33 s, for turns
    that differ from the last by a bet or a look."""
    page = open_sized(*SIZES[0], "?seed=4&speed=instant#/asnas")
    turn = 0
    for deal in range(1, 4):
        while wait_for_you(page) == "act":
            languages = [ALL_LANGUAGES[turn % len(ALL_LANGUAGES)]]
            turn += 1
            for width, where in in_languages(page, languages, f"deal {deal}"):
                assert page.evaluate(ON_SCREEN, ENABLED), f"{where}: your buttons are off screen"
                assert page.evaluate("document.documentElement.scrollWidth") <= width, where
            look = page.locator(".action-row [data-action=look]:not([disabled])")
            if look.count():
                before = {where: row_top(page) for _width, where in in_languages(page, languages, f"deal {deal}")}
                look.click()
                expect(page.locator(".seat.you .hand .card.face")).to_have_count(5)
                for _width, where in in_languages(page, languages, f"deal {deal}"):
                    assert abs(row_top(page) - before[where]) <= 2, f"{where}: the buttons moved when you looked"
                continue
            move = page.locator(".action-row [data-action=call]:not([disabled]), "
                                ".action-row [data-action=hold]:not([disabled])")
            move.first.click()
        the_end_on_screen(page, LANGUAGES, f"deal {deal}")
        page.locator(".actions [data-action=next]").click()
    assert turn >= len(ALL_LANGUAGES), "each language had a turn of its own"


def the_end_on_screen(page, languages, where: str) -> None:
    for width, where in in_languages(page, languages, where):
        assert page.evaluate(ON_SCREEN, ".actions [data-action=next]"), f"{where}: Next deal is off screen"
        assert page.evaluate(ON_SCREEN, ".actions [data-action=replay]"), f"{where}: Replay is off screen"
        assert page.evaluate(STICKING_OUT) == [], f"{where}: wider than the window (clipped, not scrolled)"
        assert page.evaluate(ON_SCREEN, ".actions .outcome"), f"{where}: how the deal ended is off screen"
        assert page.evaluate("document.documentElement.scrollWidth") <= width, where


def test_a_deal_you_fold_at_once_ends_on_screen_in_every_language(open_sized):
    """Folding at once leaves the other three's hands shown and the longest result sentences
    under the buttons: in German, Finnish, Italian or Hungarian on a 360x740 phone that once ran
    below the screen (Next deal too, in Italian, whose header and tabs took two rows each)."""
    page = open_sized(*SIZES[-1], "?seed=4&speed=instant#/asnas")
    play_deal(page, ("fold",))
    expect(page.locator(".seat:not(.you) .hand .card.face").first).to_be_visible()
    the_end_on_screen(page, ALL_LANGUAGES, "a fold at once")


def test_a_reload_and_a_new_language_keep_every_seats_note(open_site, page):
    open_site("?seed=4&speed=instant#/asnas")
    assert wait_for_you(page) == "act"
    notes = page.locator(".seat .said").all_inner_texts()
    assert notes, "the AI players' moves are noted under their names"
    page.reload()
    ready(page)
    expect(page.locator(".seat .said")).to_have_text(notes)
    expect(page.locator("#table-status")).to_contain_text("Welcome back")
    page.locator("#language-menu").select_option("de")
    expect(page.locator("html")).to_have_attribute("lang", "de")
    assert page.locator(".seat .said").count() == len(notes)
    assert page.locator(".seat .said").all_inner_texts() != notes  # the same moves, in German now
    expect(page.locator("#table-status")).not_to_contain_text("Willkommen")  # welcomed once, on the reload


def test_a_folded_player_keeps_the_looked_badge_and_persian_writes_its_digits(open_site, page):
    open_site("?seed=4&speed=instant&lang=fa#/asnas")
    assert wait_for_you(page) == "act"
    page.locator(".action-row [data-action=look]").click()
    page.locator(".action-row [data-action=fold]").click()
    expect(page.locator(".seat.you .badge-looked")).to_be_visible()
    expect(page.locator(".seat.you .badge-folded")).to_be_visible()
    expect(page.locator(".deal-of")).to_contain_text("۱")
    assert not any(char.isascii() and char.isdigit() for char in page.locator(".pot-value").inner_text())
