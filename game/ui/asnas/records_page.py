"""What As-Nas shows of its own on your records page (`game.ui.site.stats`):
points per deal, the best hand you showed down and the biggest pot you took,
and every player's running total in the last match's chart."""
from __future__ import annotations

from game.i18n import Catalogue
from game.ui.asnas.draw import category_label, grouped_names
from game.ui.dom import make

COLUMNS = ("points_per_deal", "best_hand", "biggest_pot")


def cell(words: Catalogue, tally, column: str):
    if column == "points_per_deal":
        average = tally.points / tally.deals if tally.deals else None
        data = "" if average is None else f"{float(average):.4f}"
        value = "" if average is None else words.figure(("+" if average > 0 else "") + words.decimal(float(average), 2))
        return make("td", value, attrs={"data-field": column, "data-value": data})
    if column == "best_hand":
        if not tally.best_hand:
            return make("td", "—", attrs={"data-field": column, "data-value": ""})
        return make("td", None, make("span", category_label(words, tally.best_hand), classes=["hand-category"]),
                    make("span", grouped_names(words, tally.best_hand), classes=["hand-cards"]),
                    attrs={"data-field": column, "data-value": " ".join(tally.best_hand)})
    return make("td", words.number(tally.biggest_pot), attrs={"data-field": column, "data-value": str(tally.biggest_pot)})


def chart_names(words: Catalogue):
    """You, then the others in the order play runs after you (`record.summary_of`)."""
    return words.get("asnas.seats")


def chart_label(words: Catalogue) -> str:
    return words.text("asnas.chart_label")
