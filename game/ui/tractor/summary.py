"""The end of a Tractor match: who won, in how many deals, and a chart of how
far each team climbed deal by deal."""
from __future__ import annotations

from game.i18n import Catalogue
from game.tractor import LEVELS, teams_from
from game.ui.chart import totals_chart
from game.ui.dom import make
from game.ui.tractor.draw import team_name


def match_summary(words: Catalogue, match):
    """`match` is your MatchView of a finished match."""
    history = match.history
    teams = teams_from(match.seat)
    climbed = [[LEVELS.index(result.team_levels_after[team]) for result in history] for team in teams]
    chart = make("div", classes=["chart-box"])
    chart.innerHTML = totals_chart(climbed, [team_name(words, team, match.seat) for team in teams], len(history),
                                   words.text("tractor.levels_chart"), figure=words.figure)
    return make("section", None,
                make("h2", words.text("tractor.match_summary", team=team_name(words, match.winner, match.seat),
                                      count=len(history))),
                chart, classes=["match-summary"], attrs={"data-winner": match.winner, "data-deals": len(history)})
