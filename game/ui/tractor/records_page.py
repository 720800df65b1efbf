"""What Tractor shows of its own on your records page (`game.ui.site.stats`):
the deals your side won attacking and defending, out of those it played so,
the levels it climbed, and both teams' ladders in the last match's chart."""
from __future__ import annotations

from game.i18n import Catalogue
from game.ui.dom import make

COLUMNS = ("attack_won", "defend_won", "levels_climbed")


def cell(words: Catalogue, tally, column: str):
    if column == "levels_climbed":
        return make("td", words.number(tally.levels_climbed),
                    attrs={"data-field": column, "data-value": str(tally.levels_climbed)})
    side = column.split("_")[0]
    won, deals = getattr(tally, f"{side}_won"), getattr(tally, f"{side}_deals")
    return make("td", words.text("stats.out_of", won=won, deals=deals),
                attrs={"data-field": column, "data-value": f"{won}/{deals}"})


def chart_names(words: Catalogue):
    """Your team, then the other: the record keeps your team's ladder first (`record.summary_of`)."""
    return words.get("tractor.teams")


def chart_label(words: Catalogue) -> str:
    return words.text("tractor.levels_chart")
