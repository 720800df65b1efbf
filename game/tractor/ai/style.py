"""How each AI level plays: the same judgement, given more or less care.

Every level prices plays the same way (``ai_trick``) and keeps the same
playbook of things no decent player does (``ai_playbook``); they differ in
how much they look ahead and how well they weigh what they see. Easy deals
few layouts of the hidden cards and misjudges prices by several points, as
a beginner misjudges; Normal deals some and misjudges a little; Hard deals
many, weighs the points a lead may hand over more heavily, and prices points
by the outcome steps they may cross (``ai_stakes``); in the last tricks it
plays its best few plays out to the end of the deal (``ai_search``). Hard
also declares trump more readily, and buries the kitty to empty plain suits
more readily: a suit of its own as trumps, and a suit it can ruff, are worth
more than the bars and bonuses Easy and Normal keep suppose; and in its
layouts a player whose side holds the trick takes it over when an opponent
after it could beat it, as a real table does, and from ten cards in hand it
keeps its strong trumps for a rich kitty's last trick, where the others
start at six; and it deals the hidden kitty as a dealer buries it, low
plain cards and not trumps or aces; and, holding the deal, it counts a
point card kept in hand at the points its side takes home later, not at an
even chance (all measured in paired deals, see the README).
"""
from dataclasses import dataclass


@dataclass(frozen=True)
class Style:
    """``samples``: layouts dealt per decision; ``noise``: points of random
    error in each price; ``point_lead_risk``: how much of the points a lead
    would hand to a higher play the other side may hold counts against it;
    ``weigh_stakes``: whether points are priced by the outcome steps they
    may cross (``ai_stakes``) rather than all alike; ``search``: whether the
    best few plays of the last tricks are played out to the deal's end
    (``ai_search``); ``declare_eagerness``: points off the bars to declare
    and to overcall an opponent (``ai_declare``); ``void_bonus``: points
    added to each plain suit a burial empties (``ai_bury``); ``overtake``:
    whether, in the layouts, the side holding the trick takes it over when
    an opponent after it could beat it (``ai_rollout``); ``endgame_cards``:
    cards in hand from which strong trumps are priced for the last trick's
    kitty bonus when the kitty is rich (``ai_values``); ``buried_kitty``:
    whether the hidden kitty is dealt as a dealer buries it rather than pro
    rata (``ai_layouts``); ``held_points``: what a point card kept in hand
    is worth per point to the side holding the deal, which takes most of
    its own point cards home later (``ai_values``)."""

    samples: int
    noise: float
    point_lead_risk: float
    weigh_stakes: bool = False
    search: bool = False
    declare_eagerness: float = 0.0
    void_bonus: float = 0.0
    overtake: bool = False
    endgame_cards: int = 6
    buried_kitty: bool = False
    held_points: float = 0.0


STYLES = {
    "easy": Style(samples=4, noise=6.0, point_lead_risk=1.0),
    "normal": Style(samples=16, noise=2.0, point_lead_risk=1.0),
    "hard": Style(samples=64, noise=0.0, point_lead_risk=1.5, weigh_stakes=True, search=True, declare_eagerness=2.5,
                  void_bonus=8.0, overtake=True, endgame_cards=10, buried_kitty=True,
                  held_points=0.4),
}
LEVELS = tuple(STYLES)
DEFAULT_LEVEL = "normal"
BEST_LEVEL = LEVELS[-1]
"""The strongest level: what a hint or a coach advises is this level's move."""
