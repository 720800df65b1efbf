"""The Tractor table's side panels: the controls' colour toggle, the kitty
you buried, the previous trick, this deal's tricks and the deals so far."""
from __future__ import annotations

from game.i18n import Catalogue, localised_digits
from game.tractor import PLAY
from game.ui.dom import from_markup, make
from game.ui.tractor import throw_notes
from game.ui.tractor.cards import GLYPHS, face, rank_text, short_list
from game.ui.tractor.draw import name, outcome_sentence, points_of, trick_row, trump_name


def buried_kitty(words: Catalogue, view):
    """The dealer may look at the kitty they buried while the deal is played."""
    if view.phase != PLAY or view.kitty is None:
        return None
    return make("details", None,
                make("summary", words.text("tractor.your_kitty", points=points_of(view.kitty))),
                make("div", None, *_minis(words, view.kitty), classes=["kitty-row"]),
                classes=["your-kitty"], attrs={"data-kitty": "buried"})


def _minis(words: Catalogue, cards) -> list:
    return [from_markup(face(words, card, "mini")) for card in cards]


def four_colour_toggle(words: Catalogue, on: bool):
    box = make("input", type="checkbox", id="four-colour", attrs={"data-action": "four-colour"})
    if on:
        box.setAttribute("checked", "")
    return make("label", None, box, make("span", words.text("play.four_colour")), classes=["toggle"])


def previous_trick(words: Catalogue, view):
    box = make("section", None, make("h2", words.text("tractor.previous_trick")), classes=["previous-trick"])
    last = view.last_trick
    if last is None:
        box.append(make("p", words.text("tractor.no_previous_trick"), classes=["note"]))
        return box
    listing = make("ul", classes=["trick-list"])
    for seat_number, cards in last.plays:
        item = make("li", None, make("span", name(words, seat_number), classes=["who"]),
                    make("span", None, *_minis(words, cards), classes=["cards"]))
        if seat_number == last.winner:
            item.classList.add("winner")
            item.append(make("span", words.text("tractor.won_trick"), classes=["badge", "badge-winner"]))
        listing.append(item)
    box.append(listing)
    return box


def trick_history(words: Catalogue, view, open_: bool):
    """Every trick of this deal; it stays open (or shut) as the player left it."""
    listing = make("ol", classes=["history-list"])
    for number, trick in enumerate(view.tricks, start=1):
        note = throw_notes.trick_note(words, trick, name)
        listing.append(make("li", None, make("span", trick_row(words, number, trick.winner, trick.points)),
                            make("span", " · ".join(f"{name(words, s)}: {short_list(words, cards)}"
                                                    for s, cards in trick.plays), classes=["note"]),
                            *([make("span", note, classes=["note", "failed-throw"])] if note else []),
                            attrs={"value": number}))
    title = f"{words.text('tractor.trick_history')} ({words.number(len(view.tricks))})"
    box = make("details", None, make("summary", title),
               listing, classes=["trick-history"])
    if open_:
        box.setAttribute("open", "")
    return box


def deal_history(words: Catalogue, match, share_url: str):
    """The deals so far as a compact table: trump, the attackers' points, both levels after."""
    table = make("table", classes=["deals"])
    table.append(make("thead", None, make("tr", None, *(make("th", words.text(f"tractor.{key}"), attrs={"scope": "col"})
                                                        for key in ("deal_column", "trump_column", "points_column",
                                                                    "levels_column")))))
    body = make("tbody")
    for number, result in enumerate(match.history, start=1):
        after = " – ".join(localised_digits(rank_text(words, level), words.code) for level in result.team_levels_after)
        trump = GLYPHS[result.trump.suit] if result.trump.suit else words.text("tractor.no_trump")
        body.append(make("tr", None, make("th", words.number(number), attrs={"scope": "row"}),
                         make("td", trump, attrs={"title": trump_name(words, result.trump)}),
                         make("td", words.number(result.attacker_points), attrs={"data-points": result.attacker_points}),
                         make("td", after), attrs={"title": outcome_sentence(words, result)}))
    table.append(body)
    seed = make("p", None, make("span", words.text("play.seed", seed=match.seed)), " · ",
                make("a", words.text("play.share"), href=share_url, attrs={"title": words.text("play.share_label")}),
                classes=["seed"], attrs={"data-seed": match.seed})
    parts = [make("h2", words.text("tractor.history"))]
    if match.history:
        parts.append(table)
    return make("section", None, *parts, seed, classes=["deal-history"])
