"""The Tractor table's side panels: the controls' colour toggle, the kitty
you buried, the previous trick, this deal's tricks and the deals so far.
The panels are markup, as the board's parts are: the trick history of a
whole deal built element by element cost a crossing into the browser for
each of its hundreds of elements, at the end of every trick."""
from __future__ import annotations

from game.i18n import Catalogue, localised_digits
from game.tractor import PLAY, teams_from
from game.ui.dom import make
from game.ui.markup import Markup, tag
from game.ui.tractor import throw_notes
from game.ui.tractor.cards import GLYPHS, face, rank_text, short_list
from game.ui.tractor.draw import name, namer, outcome_sentence, points_of, trick_row, trump_name


def buried_kitty(words: Catalogue, view) -> Markup:
    """The dealer may look at the kitty they buried while the deal is played (nothing otherwise)."""
    if view.phase != PLAY or view.kitty is None:
        return Markup()
    return tag("details", None, tag("summary", words.text("tractor.your_kitty", points=points_of(view.kitty))),
               tag("div", None, *_minis(words, view.kitty), classes=["kitty-row"]),
               classes=["your-kitty"], attrs={"data-kitty": "buried"})


def _minis(words: Catalogue, cards) -> list:
    return [face(words, card, "mini") for card in cards]


def four_colour_toggle(words: Catalogue, on: bool):
    return _toggle("four-colour", words.text("play.four_colour"), on)


def counter_toggle(words: Catalogue, on: bool):
    """The card counter, off until the player wants it (some count for themselves)."""
    return _toggle("counter", words.text("tractor.counter"), on)


def _toggle(action: str, label: str, on: bool):
    box = make("input", type="checkbox", id=action, attrs={"data-action": action})
    if on:
        box.setAttribute("checked", "")
    return make("label", None, box, make("span", label), classes=["toggle"])


def previous_trick(words: Catalogue, view) -> Markup:
    title = tag("h2", words.text("tractor.previous_trick"))
    last = view.last_trick
    if last is None:
        return tag("section", None, title, tag("p", words.text("tractor.no_previous_trick"), classes=["note"]),
                   classes=["previous-trick"])
    items = []
    for seat_number, cards in last.plays:
        won = seat_number == last.winner
        badge = [tag("span", words.text("tractor.won_trick"), classes=["badge", "badge-winner"])] if won else []
        items.append(tag("li", None, tag("span", name(words, seat_number, view.seat), classes=["who"]),
                         tag("span", None, *_minis(words, cards), classes=["cards"]), *badge,
                         classes=["winner"] if won else ()))
    return tag("section", None, title, tag("ul", None, *items, classes=["trick-list"]), classes=["previous-trick"])


def trick_history(words: Catalogue, view, open_: bool) -> Markup:
    """Every trick of this deal; it stays open (or shut) as the player left it."""
    items = []
    for number, trick in enumerate(view.tricks, start=1):
        note = throw_notes.trick_note(words, trick, namer(view.seat), view.seat)
        plays = " · ".join(f"{name(words, seat, view.seat)}: {short_list(words, cards)}" for seat, cards in trick.plays)
        items.append(tag("li", None, tag("span", trick_row(words, number, trick.winner, trick.points, view.seat)),
                         tag("span", plays, classes=["note"]),
                         *([tag("span", note, classes=["note", "failed-throw"])] if note else []),
                         attrs={"value": number}))
    title = f"{words.text('tractor.trick_history')} ({words.number(len(view.tricks))})"
    return tag("details", None, tag("summary", title), tag("ol", None, *items, classes=["history-list"]),
               classes=["trick-history"], attrs={"open": "" if open_ else None})


def deal_history(words: Catalogue, match, share_url: str | None) -> Markup:
    """The deals so far as a compact table: trump, the attackers' points, both levels after; the
    match's number and link under it, unless `share_url` is None (a friends' table)."""
    head = tag("tr", None, *(tag("th", words.text(f"tractor.{key}"), attrs={"scope": "col"})
                             for key in ("deal_column", "trump_column", "points_column", "levels_column")))
    rows = []
    for number, result in enumerate(match.history, start=1):
        after = " – ".join(localised_digits(rank_text(words, result.team_levels_after[team]), words.code)
                           for team in teams_from(match.seat))  # yours first, as the level board
        trump = GLYPHS[result.trump.suit] if result.trump.suit else words.text("tractor.no_trump")
        rows.append(tag("tr", None, tag("th", words.number(number), attrs={"scope": "row"}),
                        tag("td", trump, attrs={"title": trump_name(words, result.trump)}),
                        tag("td", words.number(result.attacker_points), attrs={"data-points": result.attacker_points}),
                        tag("td", after), attrs={"title": outcome_sentence(words, result, match.seat)}))
    table = tag("table", None, tag("thead", None, head), tag("tbody", None, *rows), classes=["deals"])
    seed = tag("p", None, tag("span", words.text("play.seed", seed=match.seed)), " · ",
               tag("a", words.text("play.share"), attrs={"href": share_url, "title": words.text("play.share_label")}),
               classes=["seed"], attrs={"data-seed": match.seed}) if share_url else ""
    return tag("section", None, tag("h2", words.text("tractor.history")), *([table] if match.history else []), seed,
               classes=["deal-history"])
