"""Your records at `#/stats`: per game and per AI level, practice apart, the
last match's chart, and a reset that asks first.

The tables add to your records (`game.ui.services.record_book`); this page
reads them each time it is drawn. Where storage is refused they are kept for
this visit only, and the page says so.
"""
from __future__ import annotations

import importlib

from game.i18n import Catalogue
from game.ui.chart import STYLES, totals_chart
from game.ui.dom import by_id, listen, make, replace_children
from game.ui.services import last_match, record_book, store
from game.ui.services.records import RECENT
from game.ui.site.games import GAME_IDS
from game.ui.site.routes import LAST, Route

_asking = {"reset": False}
"""Whether Reset is asking."""


def reset(site) -> None:
    record_book.forget_all()
    for game_id in GAME_IDS:
        last_match.forget(game_id)
    _asking["reset"] = False
    redraw(site)


def redraw(site, focus: str | None = None) -> None:
    view = by_id("view")
    replace_children(view, build(site))
    if focus:
        target = view.querySelector(f"[data-action={focus}]")
        if target:
            target.focus()


def _ask(site, asking: bool) -> None:
    _asking["reset"] = asking
    redraw(site, focus="confirm-reset-records" if asking else "reset-records")


# -- drawing -----------------------------------------------------------------

def build(site):
    words = site.words
    records = record_book.current(site)
    parts = [make("h1", words.text("stats.heading")), make("p", words.text("stats.intro"), classes=["intro"])]
    if not store.available():
        parts.append(make("p", words.text("stats.session_only"), classes=["plain-notice"],
                          attrs={"data-note": "session-only"}))
    for game_id in GAME_IDS:
        parts.append(_game_records(words, records, game_id))
    parts.append(_reset_control(site, words, records))
    return make("section", None, *parts, classes=["stats"], attrs={"data-view": "stats"})


def _level_name(words: Catalogue, level: str | None) -> str:
    return words.text("stats.all_levels") if level is None else words.text(f"play.level_{level}")


def _game_records(words: Catalogue, records, game_id: str):
    name = words.text(f"games.{game_id}.name")
    heading = make("h2", name)
    box = make("section", None, heading, classes=["game-records"], attrs={"data-records": game_id})
    overall = records.tally(game_id)
    practice = records.tally(game_id, practice=True)
    if not overall.matches and not practice.matches:
        box.append(make("p", words.text("stats.none_yet"), classes=["none-yet"]))
    if overall.matches:
        box.append(_tally_table(words, records, game_id))
    cost = records.cost_per_deal(game_id)
    if cost is not None:
        average, matches = cost
        box.append(make("p", words.text(f"{game_id}.cost_per_deal", points=words.decimal(average, 2),
                                        matches=words.number(matches), recent=words.number(RECENT)),
                        classes=["cost-per-deal"], attrs={"data-cost-per-deal": f"{average:.4f}", "data-matches": matches}))
    if practice.matches:
        box.append(make("p", words.text("stats.practice", played=practice.matches, won=practice.won),
                        classes=["practice"], attrs={"data-practice": practice.matches, "data-practice-won": practice.won}))
    last = records.last_match(game_id)
    if last is not None:
        box.append(_last_chart(words, game_id, last))
    links = [make("a", words.text("stats.to_table", game=name), classes=["button"], href=Route("table", game_id).hash)]
    if last_match.read(game_id) is not None:
        links.append(make("a", words.text("replay.last_match"), classes=["btn", "plain"],
                          href=Route("replay", game_id, replay=LAST).hash, attrs={"data-action": "replay"}))
    box.append(make("p", None, *links, classes=["records-links"]))
    return box


SHARED = ("matches", "won")
"""The columns every game's records have; each game's records page adds its own."""


def records_page(game_id: str):
    """What a game shows of its own on this page (`game.ui.<game>.records_page`):
    its columns, their cells and its chart's lines, asked of the game, so a
    game of its own adds its module and nothing here."""
    return importlib.import_module(f"game.ui.{game_id}.records_page")


def _tally_table(words: Catalogue, records, game_id: str):
    page = records_page(game_id)
    columns = SHARED + page.COLUMNS
    head = make("tr", None, make("th", words.text("play.level"), attrs={"scope": "col"}),
                *(make("th", words.text(f"stats.{column}"), attrs={"scope": "col"}) for column in columns))
    body = make("tbody")
    from game.games import GAMES  # here, as records.py does: the site boots without the engines

    levels = [level for level in GAMES[game_id].levels if records.tally(game_id, level).matches]
    for level in levels + ([None] if len(levels) > 1 else []):
        tally = records.tally(game_id, level)
        row = make("tr", None, make("th", _level_name(words, level), attrs={"scope": "row"}),
                   attrs={"data-level": level or "all"})
        for column in columns:
            row.append(make("td", words.number(getattr(tally, column)),
                            attrs={"data-field": column, "data-value": str(getattr(tally, column))})
                       if column in SHARED else page.cell(words, tally, column))
        body.append(row)
    return make("div", None, make("table", None, make("thead", None, head), body, classes=["records-table"]),
                classes=["records-scroll"])


def _last_chart(words: Catalogue, game_id: str, last):
    page = records_page(game_id)
    names, label = list(page.chart_names(words))[:len(last.chart)], page.chart_label(words)
    chart = make("div", classes=["chart-box"])
    chart.innerHTML = totals_chart(last.chart, names, max(last.deals, 1), label, figure=words.figure)
    legend = make("ul", None, *(make("li", None, make("span", classes=["swatch"], attrs={"style": f"--swatch:{colour}"}),
                                     make("span", name)) for name, (colour, _dash) in zip(names, STYLES)),
                  classes=["legend"])
    key = "stats.last_won" if last.won else "stats.last_lost"
    title = words.text(key, level=_level_name(words, last.level), deals=last.deals)
    if last.practice:
        title = f"{title} {words.text('stats.last_practice')}"
    return make("figure", None, make("figcaption", title), chart, legend, classes=["last-match"],
                attrs={"data-last-won": "true" if last.won else "false", "data-last-deals": last.deals})


def _reset_control(site, words: Catalogue, records):
    if not _asking["reset"]:
        ask = make("button", words.text("stats.reset"), type="button", classes=["btn", "plain"],
                   attrs={"data-action": "reset-records"})
        if records.is_empty:
            ask.setAttribute("disabled", "")
        listen(ask, "click", lambda event: _ask(site, True))
        return make("div", None, ask, classes=["restart"])
    yes = make("button", words.text("stats.reset_confirm"), type="button", classes=["btn", "primary"],
               attrs={"data-action": "confirm-reset-records"})
    no = make("button", words.text("play.restart_cancel"), type="button", classes=["btn", "plain"],
              attrs={"data-action": "cancel-reset-records"})
    listen(yes, "click", lambda event: reset(site))
    listen(no, "click", lambda event: _ask(site, False))
    return make("div", None, make("p", words.text("stats.reset_question")), yes, no,
                classes=["restart", "confirming"], attrs={"role": "alertdialog"})
