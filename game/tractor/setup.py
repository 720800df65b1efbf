"""The cards and levels a deal starts from, checked once.

A deal can be shuffled, arranged by a scenario test, or rebuilt from a save;
whichever way, the same checks refuse a setup that could not happen at a
real table (a card too many, a hand short, a level that is not the dealer's
team's).
"""
import random
from collections import Counter

from game.core import check_seat
from game.tractor.kitty import KITTY_SIZE
from game.tractor.mechanics.cards import FULL_PACK, parse_cards
from game.tractor.mechanics.levels import LEVELS, check_level
from game.tractor.mechanics.teams import team_of
from game.tractor.mechanics.trump import Trump

HAND_SIZE = 25


def checked_setup(hands, kitty, dealer, level, team_levels, first_deal, trump, buried):
    """The deal's cards and team levels, refused with a ``ValueError`` unless they make sense."""
    check_seat(dealer)
    hands = [parse_cards(hand) for hand in hands]
    kitty = parse_cards(kitty)
    if len(hands) != 4 or any(len(hand) != HAND_SIZE for hand in hands):
        raise ValueError(f"a deal needs four hands of {HAND_SIZE} cards")
    if len(kitty) != KITTY_SIZE:
        raise ValueError(f"the kitty holds {KITTY_SIZE} cards, not {len(kitty)}")
    if Counter(card for hand in hands for card in hand) + Counter(kitty) != Counter(FULL_PACK):
        raise ValueError("the hands and the kitty must hold exactly the 108 cards of the pack")
    if team_levels is None:
        team_levels = (level or LEVELS[0],) * 2
    team_levels = tuple(check_level(each) for each in team_levels)
    if len(team_levels) != 2:
        raise ValueError("team_levels gives one level per team")
    deal_level = team_levels[team_of(dealer)]
    if level is not None and check_level(level) != deal_level:
        raise ValueError(f"the level is the dealing team's level, {deal_level}")
    if first_deal and team_levels[0] != team_levels[1]:
        raise ValueError("in the first deal both teams are at the same level")
    if trump is not None and (not isinstance(trump, Trump) or trump.level != deal_level):
        raise ValueError("a preset trump must be a Trump at the deal's level")
    if buried and trump is None:
        raise ValueError("a kitty can only be buried already when the trump is preset")
    return hands, kitty, team_levels


def shuffled_cards(rng, dealer):
    """Shuffle the pack with ``rng`` and deal 25 each from the dealer round; the last 8 are the kitty."""
    pack = list(FULL_PACK)
    rng.shuffle(pack)
    hands = [[], [], [], []]
    for index, card in enumerate(pack[:4 * HAND_SIZE]):
        hands[(dealer + index) % 4].append(card)
    return hands, pack[4 * HAND_SIZE:]


def arranged_cards(hands=None, kitty=None, rng=None):
    """Chosen cards placed (``{seat: "RJ RJ 2H ..."}``), the rest dealt at random by ``rng``."""
    placed = {check_seat(seat): list(parse_cards(cards)) for seat, cards in (hands or {}).items()}
    kitty = list(parse_cards(kitty)) if kitty is not None else []
    used = Counter(kitty)
    for cards in placed.values():
        used.update(cards)
    extra = used - Counter(FULL_PACK)
    if extra:
        raise ValueError(f"the pack has only two of {next(iter(extra))}")
    rest = list((Counter(FULL_PACK) - used).elements())
    (rng or random.Random(0)).shuffle(rest)
    full = []
    for seat in range(4):
        hand = placed.get(seat, [])
        if len(hand) > HAND_SIZE:
            raise ValueError(f"a hand holds {HAND_SIZE} cards")
        full.append(hand + [rest.pop() for _ in range(HAND_SIZE - len(hand))])
    if len(kitty) > KITTY_SIZE:
        raise ValueError(f"the kitty holds {KITTY_SIZE} cards")
    kitty += [rest.pop() for _ in range(KITTY_SIZE - len(kitty))]
    return full, kitty
