"""Points and what they are worth: card points, the kitty bonus, the deal outcome.

Fives are worth 5, tens and kings 10: 200 in the pack. The attackers' total
alone decides the outcome (docs/rules.md, Decided), so ``deal_outcome`` takes
nothing else.
"""
from game.tractor.mechanics.cards import parse_cards

POINT_VALUES = {"5": 5, "T": 10, "K": 10}
TOTAL_POINTS = 200
TAKE_OVER = 80
"""The attackers need at least 80 points to take over the deal."""
STEP = 40
"""Every 40 points beyond 80 moves the attackers one more level (and below 80, the defenders)."""
OUTCOME_MARKS = (STEP, TAKE_OVER, TAKE_OVER + STEP)
"""The attacker totals where the outcome changes band: 40, 80 and 120 (a points bar marks them)."""


def card_points(cards):
    """Points on ``cards``: 5 per five, 10 per ten and per king.

    Cards are read like everywhere else in the engine ("10H" and "kd" count,
    an unknown card is refused), so no point card is silently worth 0.
    """
    return sum(POINT_VALUES.get(card[0], 0) for card in parse_cards(cards) if card not in ("BJ", "RJ"))


def kitty_multiplier(cards_per_play, powers=False):
    """Twice the number of cards each player played in the last trick; with
    the powers house rule, 2 to the power of that number (single x2, pair x4,
    tractor of two pairs x16)."""
    if isinstance(cards_per_play, bool) or not isinstance(cards_per_play, int) or cards_per_play < 1:
        raise ValueError(f"cards per play is a positive whole number, not {cards_per_play!r}")
    return 2 ** cards_per_play if powers else 2 * cards_per_play


def kitty_bonus(kitty, cards_per_play, powers=False):
    """What the kitty adds when the attackers win the last trick: its points x the multiplier."""
    return card_points(kitty) * kitty_multiplier(cards_per_play, powers)


def deal_outcome(attacker_points):
    """``(winner, levels)``: ``"defenders"`` or ``"attackers"`` and how far they go up.

    0 points: defenders +3; 5-35: +2; 40-75: +1; 80-115: attackers take the
    deal without promotion (0); 120-155: attackers +1, and one more level per
    40 points beyond.
    """
    if isinstance(attacker_points, bool) or not isinstance(attacker_points, int) or attacker_points < 0:
        raise ValueError(f"attacker points are a whole number of at least 0, not {attacker_points!r}")
    if attacker_points == 0:
        return ("defenders", 3)
    if attacker_points < STEP:
        return ("defenders", 2)
    if attacker_points < TAKE_OVER:
        return ("defenders", 1)
    return ("attackers", (attacker_points - TAKE_OVER) // STEP)
