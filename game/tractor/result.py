"""The end-of-deal record: everything a table shows once the last trick is in.

It is built once, from the finished tricks and the buried kitty, and never
changes; the match reads its outcome (who goes up, who deals next) from it
rather than recomputing anything.
"""
from dataclasses import dataclass

from game.core import next_seat
from game.tractor.mechanics.house_rules import SEED_RULES
from game.tractor.mechanics.levels import LEVELS, climb
from game.tractor.mechanics.scoring import card_points, deal_outcome, kitty_multiplier
from game.tractor.mechanics.teams import partner_of, team_of
from game.tractor.mechanics.throws import penalty_of


@dataclass(frozen=True)
class DealResult:
    """How a deal ended.

    Teams are 0 (South and North) and 1 (East and West). ``kitty_multiplier``
    is 2 x the cards per play of the last trick whoever won it (2 to that
    power with the powers house rule);
    ``kitty_bonus`` is kitty points x multiplier when the attackers won the
    last trick (``kitty_bonus_applies``), else 0. ``attacker_points`` is the
    attackers' trick points plus that bonus and the failed throws' penalties
    (``throw_penalty``; never below 0) and alone decides ``winner`` /
    ``levels``. ``team_levels_after`` caps at "A"; a team that went past the
    Ace is ``match_winner``.
    """

    dealer: int
    level: str
    trump: object
    attackers: int
    defenders: int
    tricks: tuple
    kitty: tuple
    kitty_points: int
    last_trick_winner: int
    kitty_multiplier: int
    kitty_bonus_applies: bool
    kitty_bonus: int
    trick_points: tuple
    """Card points each team (0, 1) took in tricks, the kitty not included."""
    attacker_points: int
    winner: str
    """``"defenders"`` or ``"attackers"``: the side that moves up or takes the deal."""
    winning_team: int
    levels: int
    """How many levels ``winning_team`` goes up (0 when attackers take over at
    80-115). With must-play levels it may be fewer than the points earned
    (``deal_outcome(attacker_points)``): the climb stops on 5, 10, K or A."""
    next_dealer: int
    team_levels_before: tuple
    team_levels_after: tuple
    match_winner: object = None

    @property
    def points_by_trick(self):
        """``((winner seat, points), ...)`` for every trick, in order."""
        return tuple((trick.winner, trick.points) for trick in self.tricks)

    @property
    def throw_penalty(self):
        """What failed throws did to the attackers' points: -10 for each of theirs, +10 for each
        of the defenders' (the throws house rule)."""
        return penalty_of(trick.failed_throw for trick in self.tricks)

    @property
    def held_at(self):
        """The must-play level that stopped the winners' climb short of what
        their points earned (the must-play house rule), or ``None``."""
        if self.match_winner is not None or self.levels >= deal_outcome(self.attacker_points)[1]:
            return None
        return self.team_levels_after[self.winning_team]

    @property
    def attacker_trick_points(self):
        return self.trick_points[self.attackers]

    @property
    def defender_trick_points(self):
        return self.trick_points[self.defenders]


def settle(dealer, level, trump, team_levels, tricks, kitty, trick_points, rules=SEED_RULES):
    """The result of a deal whose last trick is in: points, kitty bonus, levels,
    the next dealer; ``rules``: the match's house rules."""
    last = tricks[-1]
    defenders = team_of(dealer)
    attackers = 1 - defenders
    kitty_points = card_points(kitty)
    multiplier = kitty_multiplier(last.cards_per_play, rules.kitty_by_powers)
    applies = team_of(last.winner) == attackers
    bonus = kitty_points * multiplier if applies else 0
    penalty = penalty_of(trick.failed_throw for trick in tricks)
    attacker_points = max(0, trick_points[attackers] + bonus + penalty)
    winner, levels = deal_outcome(attacker_points)
    winning_team = defenders if winner == "defenders" else attackers
    next_dealer = partner_of(dealer) if winner == "defenders" else next_seat(dealer)
    after = list(team_levels)
    moved = climb(after[winning_team], levels, must_play=rules.must_play_levels, defended=winner == "defenders")
    after[winning_team] = moved or LEVELS[-1]
    if moved is not None:
        levels = LEVELS.index(moved) - LEVELS.index(team_levels[winning_team])
    return DealResult(
        dealer=dealer, level=level, trump=trump,
        attackers=attackers, defenders=defenders, tricks=tricks,
        kitty=kitty, kitty_points=kitty_points, last_trick_winner=last.winner,
        kitty_multiplier=multiplier, kitty_bonus_applies=applies, kitty_bonus=bonus,
        trick_points=trick_points, attacker_points=attacker_points,
        winner=winner, winning_team=winning_team, levels=levels, next_dealer=next_dealer,
        team_levels_before=team_levels, team_levels_after=tuple(after),
        match_winner=winning_team if moved is None else None,
    )
