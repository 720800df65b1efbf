"""Hand ranks: which of two five-card hands wins the showdown.

With only five ranks and no suits, a hand is fully described by how many of
each rank it holds. Comparing two hands therefore means: first the category
(four of a kind down to high card), then the grouped ranks, biggest group
first, then the loose cards from the top down.
"""
from collections import Counter
from dataclasses import dataclass
from functools import total_ordering

from game.asnas.cards import RANK_STRENGTH, check_cards

CATEGORIES = (
    "high_card",
    "pair",             # juft
    "two_pair",         # do juft
    "three_of_a_kind",  # sehta
    "full_house",       # she va juft
    "four_of_a_kind",
)
"""Weakest first, so a category's position is its strength."""

_CATEGORY_BY_SHAPE = {
    (1, 1, 1, 1, 1): "high_card",
    (2, 1, 1, 1): "pair",
    (2, 2, 1): "two_pair",
    (3, 1, 1): "three_of_a_kind",
    (3, 2): "full_house",
    (4, 1): "four_of_a_kind",
}


@total_ordering
@dataclass(frozen=True)
class HandValue:
    """How strong a hand is at the showdown.

    ``ranks`` lists each rank once, in the order the rules compare them: the
    biggest group first (the triple of a full house, the higher pair of two
    pair), then the rest from the top down. Two hands tie exactly when their
    values are equal, which happens only for hands holding the same cards.
    """

    category: str
    ranks: tuple
    counts: tuple  # how many of each of ``ranks`` the hand holds

    @property
    def groups(self):
        """The hand's cards as the rules read them at a showdown: each rank's
        copies together, in the order above, so a table can show a full
        house as "Shah Shah Shah · Bibi Bibi" rather than in dealt order."""
        return tuple((rank,) * self.counts[position] for position, rank in enumerate(self.ranks))

    @property
    def key(self):
        return (CATEGORIES.index(self.category),) + tuple(
            RANK_STRENGTH[rank] for rank in self.ranks
        )

    def __lt__(self, other):
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.key < other.key


def hand_value(cards):
    """Rank a five-card hand; raises ``MalformedHand`` for anything that is not one."""
    cards = check_cards(cards)
    counts = Counter(cards)
    groups = sorted(counts, key=lambda rank: (counts[rank], RANK_STRENGTH[rank]), reverse=True)
    shape = tuple(counts[rank] for rank in groups)
    return HandValue(_CATEGORY_BY_SHAPE[shape], tuple(groups), shape)
