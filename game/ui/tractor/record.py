"""What a finished Tractor match adds to your records, from your view of it:
the deals your side won as attackers and as defenders, the levels it
climbed, and both teams' ladder for the chart."""
from __future__ import annotations

from game.tractor import LEVELS
from game.tractor.mechanics.teams import team_of, teams_from
from game.ui.services.records import MatchSummary, count

FIGURES = tuple(count(name) for name in ("attack_won", "attack_deals", "defend_won", "defend_deals", "levels_climbed"))
"""The deals your side won attacking and defending, of those it played so, and the levels it climbed."""


def summary_of(match, level: str, practice: bool) -> MatchSummary:
    """`match` is your MatchView of a finished match (its `seat` is yours)."""
    ours = team_of(match.seat)
    history = match.history
    attacking = [result for result in history if result.attackers == ours]
    defending = [result for result in history if result.defenders == ours]
    return MatchSummary(
        game="tractor", level=level, won=match.winner == ours, deals=len(history), practice=practice,
        figures={"attack_won": sum(result.winning_team == ours for result in attacking), "attack_deals": len(attacking),
                 "defend_won": sum(result.winning_team == ours for result in defending), "defend_deals": len(defending),
                 "levels_climbed": sum(result.levels for result in history if result.winning_team == ours)},
        chart=tuple(tuple(LEVELS.index(result.team_levels_after[team]) for result in history)
                    for team in teams_from(match.seat)),  # your team's ladder first
    )
