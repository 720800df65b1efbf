"""Drawing the As-Nas table from the engine's public view: seats, cards,
the pot, the score sheet and the helps. Nothing here decides a rule."""
from __future__ import annotations

from game.asnas import format_points, hand_value
from game.core import SEATS, seats_from
from game.i18n import Catalogue
from game.ui import seating
from game.ui.chart import STYLES, totals_chart
from game.ui.markup import Markup, join, tag

EXAMPLES = (
    ("four_of_a_kind", ("As", "As", "As", "As", "Shah")),
    ("full_house", ("Shah", "Shah", "Shah", "Bibi", "Bibi")),
    ("three_of_a_kind", ("Bibi", "Bibi", "Bibi", "As", "Couli")),
    ("two_pair", ("As", "As", "Sarbaz", "Sarbaz", "Bibi")),
    ("pair", ("Couli", "Couli", "As", "Shah", "Bibi")),
    ("high_card", ("As", "Shah", "Bibi", "Sarbaz", "Couli")),
)


def points(words: Catalogue, value, plus: bool = False) -> str:
    """An exact score (2⅓, +1½) in the digits of the page's language, its sign in front."""
    return words.figure(format_points(value, plus=plus))


def name_of(words: Catalogue, seat: int, you: int) -> str:
    return seating.seat_name(words, "asnas", seat, you)


# -- cards -----------------------------------------------------------------

def rank_name(words: Catalogue, rank: str) -> str:
    """A rank as the language names it (Persian has its own names; others keep the Persian ones)."""
    return words.text(f"asnas.rank_names.{rank}")


def card(words: Catalogue, rank: str, size: str, group_start: bool = False):
    return tag("div", None, tag("img", attrs={"src": f"./static/img/asnas/{rank.lower()}.svg", "alt": "",
                                              "draggable": "false", "width": 200, "height": 300}),
               tag("span", rank_name(words, rank), classes=["card-name"]),
               classes=["card", "face", size] + (["group-start"] if group_start else []),
               attrs={"data-card": rank, "role": "img", "aria-label": words.text(f"asnas.card_names.{rank}")})


BACK = '<img src="./static/img/asnas/back.svg" alt="" draggable="false" width="200" height="300">'


def back(size: str):
    return tag("div", None, Markup(BACK), classes=["card", "back", size], attrs={"aria-hidden": "true"})


def hand(words: Catalogue, cards, size: str):
    if cards is None:
        return tag("div", None, *(back(size) for _ in range(5)), classes=["hand", "hidden", size],
                   attrs={"role": "img", "aria-label": words.text("asnas.hidden_hand")})
    faces = []
    for group in hand_value(cards).groups:  # each rank's copies together, as the showdown reads them
        for copy, rank in enumerate(group):
            faces.append(card(words, rank, size, group_start=bool(faces) and not copy))
    return tag("div", None, *faces, classes=["hand", size], attrs={"data-cards": " ".join(cards)})


def grouped_names(words: Catalogue, cards) -> str:
    """A shown hand in words, rank by rank: "As As · Sarbaz Sarbaz · Couli"."""
    return words.separator.join(" ".join(rank_name(words, rank) for rank in group)
                                for group in hand_value(cards).groups)


def category_label(words: Catalogue, cards) -> str:
    return words.text(f"asnas.category_names.{hand_value(cards).category}")


# -- seats -----------------------------------------------------------------

def _seat_box(words, view, seat, said, settlement, body, notes=(), mine=False):
    classes = ["seat"]
    if view.to_act == seat:
        classes.append("to-act")
    if view.folded[seat]:
        classes.append("folded")
    won = view.is_over and seat in view.gainers
    if won:
        classes.append("winner")
    if mine:
        classes.append("you")
    top = [tag("span", name_of(words, seat, view.seat), classes=["seat-name"])]
    if view.dealer == seat:
        top.append(tag("span", words.text("asnas.dealer_marker"), classes=["dealer-chip"],
                       attrs={"title": words.text("asnas.dealer"), "aria-label": words.text("asnas.dealer")}))
    if view.looked[seat]:  # the table shows who has looked, folded players included (docs/rules.md)
        top.append(tag("span", words.text("asnas.looked"), classes=["badge", "badge-looked"]))
    elif not view.folded[seat]:
        top.append(tag("span", words.text("asnas.not_looked"), classes=["badge", "badge-unlooked"]))
    if view.folded[seat]:
        top.append(tag("span", words.text("asnas.folded"), classes=["badge", "badge-folded"]))
    if view.to_act == seat:
        top.append(tag("span", words.text("asnas.to_act"), classes=["badge", "badge-turn"]))
    if won:
        top.append(tag("span", words.text("asnas.winner"), classes=["badge", "badge-winner"]))
    elif seat in view.bet_back:
        top.append(tag("span", words.text("asnas.bet_back"), classes=["badge", "badge-back"]))
    top.append(tag("span", words.text("asnas.bet", bet=view.bets[seat]), classes=["bet"],
                   attrs={"data-bet": view.bets[seat]}))
    parts = [tag("div", None, *top, classes=["seat-top"]), *body]
    lines = [*notes, *([tag("span", said, classes=["said"])] if said else [])]
    if lines:
        parts.append(tag("p", None, *lines, classes=["seat-notes"]))
    if settlement is not None:
        value = settlement[seat]
        parts.append(tag("p", points(words, value, plus=True),
                         classes=["settle", "gain" if value > 0 else "loss" if value < 0 else "even"],
                         attrs={"data-settlement": str(value)}))
    return tag("div", None, *parts, classes=classes, attrs={"data-seat": seat})


def seat(words: Catalogue, view, seat_number: int, said, settlement):
    shown = view.shown_hands[seat_number]
    notes = [] if shown is None else [tag("span", category_label(words, shown), classes=["category"]),
                                      tag("span", grouped_names(words, shown), classes=["hand-names"])]
    return _seat_box(words, view, seat_number, said, settlement, [hand(words, shown, "small")], notes)


def your_seat(words: Catalogue, view, said, settlement):
    cards = view.shown_hands[view.seat] or view.hand
    body = [tag("p", words.text("asnas.your_hand"), classes=["visually-hidden"]),
            hand(words, cards, "large")]
    notes = [tag("span", category_label(words, cards), classes=["category"])] if cards is not None else []
    return _seat_box(words, view, view.seat, said, settlement, body, notes, mine=True)


# -- the centre of the table -------------------------------------------------

def centre(words: Catalogue, match, level: str):
    """The deal number, the AI players' level, the pot, and once it is over
    how the match ended; `match` is a MatchView."""
    parts = [
        deal_of(words, match),
        tag("p", words.text("play.level_shown", level=words.text(f"play.level_{level}")),
            classes=["level-shown"], attrs={"data-level": level}),
        pot(words, match.deal),
    ]
    if match.is_over:
        parts.append(standings(words, match))
    return join(parts)


def deal_of(words: Catalogue, match):
    return tag("p", words.text("asnas.deal_of", number=match.deal_number, total=match.deals_per_match),
               classes=["deal-of"])


def pot(words: Catalogue, deal):
    return tag("p", None, tag("span", words.text("asnas.pot"), classes=["pot-label"]),
               tag("span", words.number(deal.pot), classes=["pot-value"], attrs={"data-pot": deal.pot}),
               classes=["pot"])


def said(words: Catalogue, seat: int, action: str, bet: int, you: int) -> str:
    """What a move said, in a sentence: "West raises to 3"."""
    key = "asnas.said_you" if seat == you else "asnas.said"
    return words.text(f"{key}.{action}", player=name_of(words, seat, you), bet=bet)


def _names(words: Catalogue, seats, you: int) -> str:
    names = [name_of(words, seat, you) for seat in seats]
    if len(names) == 1:
        return names[0]
    return words.text("asnas.and", first=", ".join(names[:-1]), last=names[-1])


def outcome(words: Catalogue, match) -> str:
    """Who won this deal's pot, and with what, in a sentence."""
    deal = match.deal
    winners = deal.winners
    pot = deal.pot
    you = match.seat
    if not deal.is_showdown:
        key = "asnas.walkover_you" if winners == (you,) else "asnas.walkover"
        if winners[0] in deal.bet_back:
            key = "asnas.walkover_back_you" if winners == (you,) else "asnas.walkover_back"
        return words.text(key, player=name_of(words, winners[0], you), pot=pot)
    cards = deal.shown_hands[winners[0]]
    hand_text = words.text(f"asnas.categories.{hand_value(cards).category}")
    if len(winners) == 1:
        key = "asnas.showdown_win_you" if winners == (you,) else "asnas.showdown_win"
        return words.text(key, player=name_of(words, winners[0], you), pot=pot, hand=hand_text)
    return words.text("asnas.showdown_split", players=_names(words, winners, you), pot=pot, hand=hand_text,
                      share=points(words, deal.share))


def match_outcome(words: Catalogue, match) -> str:
    winners = match.winners
    score = points(words, match.totals[winners[0]], plus=True)
    if len(winners) > 1:
        return words.text("asnas.match_tie", players=_names(words, winners, match.seat), points=score)
    key = "asnas.match_winner_you" if winners == (match.seat,) else "asnas.match_winner"
    return words.text(key, player=name_of(words, winners[0], match.seat), points=score)


def standings(words: Catalogue, match):
    order = sorted(SEATS, key=lambda seat: (-match.totals[seat], seat))
    rows = []
    for seat in order:
        won = seat in match.winners
        rows.append(tag("li", None, tag("span", name_of(words, seat, match.seat), classes=["who"]),
                        tag("span", points(words, match.totals[seat], plus=True), classes=["points"]),
                        *([tag("span", words.text("asnas.winner"), classes=["badge", "badge-winner"])] if won else []),
                        classes=["winner"] if won else (), attrs={"data-seat": seat}))
    return tag("div", None, tag("h2", words.text("asnas.standings")),
               tag("p", match_outcome(words, match)), tag("ol", None, *rows, classes=["standings"]),
               classes=["final"])


# -- the side panel ---------------------------------------------------------

def chances(words: Catalogue, view, show: bool, chance) -> Markup:
    box = tag("input", attrs={"type": "checkbox", "id": "chances-toggle", "data-action": "chances",
                              "checked": "" if show else None})
    parts = [tag("label", None, box, tag("span", words.text("asnas.chances")), classes=["toggle"])]
    if show:
        if view.is_over:
            text = words.text("asnas.illegal.deal_over")
        elif view.folded[view.seat]:
            text = words.text("asnas.chances_out")
        elif chance is None:
            text = words.text("asnas.chances_look")
        else:
            count = len(view.opponents_in)
            players = (words.text("asnas.chances_opponent") if count == 1
                       else words.text("asnas.chances_opponents", count=count))
            text = words.text("asnas.chances_value", count=players, percent=words.decimal(float(chance) * 100))
        parts.append(tag("p", text, classes=["chance"], attrs={"data-chance": "" if chance is None else str(chance)}))
        parts.append(tag("p", words.text("asnas.chances_note", count=view.unseen_count), classes=["note"]))
    return tag("section", None, *parts, classes=["chances"])


def score_sheet(words: Catalogue, match, share_url: str | None) -> Markup:
    """The points of every deal, the totals and their chart: markup, as it is
    the largest part of the table and is drawn again at every deal's end.
    Its columns start with yours, then follow play round the table; the match's number and
    link close it, unless `share_url` is None (a friends' table)."""
    order = seats_from(match.seat)
    names = [name_of(words, seat, match.seat) for seat in order]
    head = [tag("th", words.text("asnas.deal_column"), attrs={"scope": "col"})]
    for index, name in enumerate(names):
        colour, _ = STYLES[index]
        head.append(tag("th", None, tag("span", classes=["swatch"], attrs={"style": f"--swatch:{colour}"}),
                        tag("span", name), attrs={"scope": "col"}))
    rows = []
    records = {record.number: record for record in match.history}
    for number in range(1, match.deals_per_match + 1):
        record = records.get(number)
        cells = [tag("td", points(words, record.settlement[seat], plus=True) if record else "",
                     classes=["won"] if record and seat in record.winners else ()) for seat in order]
        current = number == match.deal_number and not match.deal.is_over
        rows.append(tag("tr", None, tag("th", words.number(number), attrs={"scope": "row"}), *cells,
                        classes=["current"] if current else ()))
    totals = tag("tr", None, tag("th", words.text("asnas.total_row"), attrs={"scope": "row"}),
                 *(tag("td", points(words, match.totals[seat], plus=True),
                       attrs={"data-total": str(match.totals[seat]), "data-seat": seat})
                   for seat in order))
    table = tag("table", None, tag("thead", None, tag("tr", None, *head)), tag("tbody", None, *rows),
                tag("tfoot", None, totals), classes=["scores"])
    chart = tag("div", None, Markup(totals_chart([match.running_totals[seat] for seat in order], names, match.deals_per_match,
                                                 words.text("asnas.chart_label"), figure=words.figure)),
                classes=["chart-box"])
    seed = tag("p", None, tag("span", words.text("play.seed", seed=match.seed)), words.separator,
               tag("a", words.text("play.share"), attrs={"href": share_url, "title": words.text("play.share_label")}),
               classes=["seed"], attrs={"data-seed": match.seed}) if share_url else ""
    return tag("section", None, tag("h2", words.text("asnas.score_sheet")), table, chart, seed,
               classes=["score-sheet"])


def ranking(words: Catalogue) -> Markup:
    items = []
    for category, cards in EXAMPLES:
        chips = [tag("span", rank_name(words, rank), classes=["chip", f"chip-{rank.lower()}"]) for rank in cards]
        items.append(tag("li", None, tag("span", words.text(f"asnas.category_names.{category}"), classes=["rank-name"]),
                         tag("span", None, *chips, classes=["chips"])))
    return tag("details", None, tag("summary", words.text("asnas.ranking")),
               tag("p", words.text("asnas.ranking_note"), classes=["note"]),
               tag("ol", None, *items, classes=["ranking"]),
               classes=["cheat-sheet"])
