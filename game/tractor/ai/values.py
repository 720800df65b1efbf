"""What the cards in hand are worth keeping, in points: the price of spending them.

Every play costs cards, and cards differ in what they would win later. A
card's *power* is its chance of taking a trick later, priced in points: a
boss card (nothing stronger hidden) is worth a lot, a card with two aces
still out very little, and trumps keep value because they ruff. A *pair*
is worth more than its two cards, since only pairs beat pairs; breaking it
(spending one copy) loses that bonus just as spending both does. Emptying a
plain suit while holding trumps is a gain: it opens ruffs.

A point card is also worth keeping for its points when its side is the one
that usually ends up with them: the side holding the deal takes most
tricks, so a ten or king it keeps mostly comes home later anyway. The
trick pricing (``ai_trick``) counts points played now at ``2p - 1``, which
supposes a kept card's points would be an even chance; ``held_points`` is
what they are worth instead, per point, and is added to the card's keep.
"""
from collections import Counter
from dataclasses import dataclass, field

from game.tractor.mechanics.scoring import POINT_VALUES
from game.tractor.mechanics.trump import TRUMP

BOSS_PLAIN = 5.0
"""Power of a plain card with nothing stronger hidden."""
PLAIN_DECAY = 0.45
"""Each hidden stronger copy multiplies a plain card's power by this."""
TRUMP_FLOOR = 3.0
TRUMP_TOP = 5.0
TRUMP_DECAY = 0.8
PLAIN_PAIR = (2.0, 4.0)
TRUMP_PAIR = (3.0, 4.0)
"""A pair's bonus: floor + top x decay ** (hidden stronger pairs)."""
TRACTOR_BONUS = 2.0
VOID_BONUS = 1.5
RUFF_THREAT = 0.5
"""Plain power is scaled by this when an opponent is known void in the suit."""
LAST_TRICK_WEIGHT = 0.4
"""Near the end, top trumps gain this share of the kitty stake (they take the last trick)."""


@dataclass(frozen=True)
class Valuer:
    """Prices cards for one decision: ``memory`` of the hidden cards, ``hand`` as held now.

    ``stake`` is the kitty bonus riding on the last trick (0 when it does not
    matter yet): when it is large, strong trumps are worth keeping for it.
    ``held_points``: what a point kept in hand is worth beyond an even
    chance (see the module docs).
    """

    memory: object
    hand: tuple
    stake: float = 0.0
    held_points: float = 0.0
    counts: Counter = field(init=False, compare=False, repr=False)
    powers: dict = field(init=False, compare=False, repr=False)
    pair_values: dict = field(init=False, compare=False, repr=False)

    def __post_init__(self):
        counts = Counter(self.hand)
        object.__setattr__(self, "counts", counts)
        object.__setattr__(self, "powers", {card: self._power(card) for card in counts})
        object.__setattr__(self, "pair_values",
                           {card: self._pair_value(card, counts) for card in counts if counts[card] >= 2})

    def _power(self, card):
        memory = self.memory
        trump = memory.trump
        suit, strength = trump.effective_suit(card), trump.strength(card)
        higher = memory.higher_copies(suit, strength)
        if suit == TRUMP:
            power = TRUMP_FLOOR + TRUMP_TOP * TRUMP_DECAY ** higher
            if self.stake:
                power += LAST_TRICK_WEIGHT * self.stake * 0.5 ** higher
        else:
            power = BOSS_PLAIN * PLAIN_DECAY ** higher
            if any(memory.is_void(seat, suit) for seat in range(4) if seat % 2 != memory.seat % 2):
                power *= RUFF_THREAT
        return power + self.held_points * POINT_VALUES.get(card[0], 0) + 0.02 * strength

    def _pair_value(self, card, counts):
        memory = self.memory
        trump = memory.trump
        suit, strength = trump.effective_suit(card), trump.strength(card)
        floor, top = TRUMP_PAIR if suit == TRUMP else PLAIN_PAIR
        value = floor + top * 0.5 ** memory.higher_pairs(suit, strength)
        for other, copies in counts.items():
            if copies >= 2 and other != card and trump.effective_suit(other) == suit \
                    and abs(trump.strength(other) - strength) == 1:
                value += TRACTOR_BONUS
                break
        if suit == TRUMP and self.stake:
            value += LAST_TRICK_WEIGHT * self.stake
        return value

    def power(self, card):
        return self.powers[card]

    def pair_value(self, card):
        """The pair bonus lost by spending any copy of ``card`` (0 unless held twice)."""
        return self.pair_values.get(card, 0.0)

    def cost(self, cards):
        """What spending ``cards`` from the hand gives up, in points."""
        spent = Counter(cards)
        total = 0.0
        for card, copies in spent.items():
            total += copies * self.powers[card] + self.pair_values.get(card, 0.0)
        trump = self.memory.trump
        suits = {trump.effective_suit(card) for card in spent}
        suits.discard(TRUMP)
        if suits:
            left = self.counts - spent
            trumps_left = sum(copies for card, copies in left.items() if trump.is_trump(card))
            if trumps_left:
                for suit in suits:
                    if not any(trump.effective_suit(card) == suit for card in left):
                        total -= VOID_BONUS
        return total
