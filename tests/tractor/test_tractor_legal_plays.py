"""Legal plays as data: the structure must list exactly the plays the follow rule allows."""
import random
from collections import Counter
from itertools import combinations

import pytest

from game.tractor import LegalPlays, Play, Trump, classify_lead, is_legal_follow
from game.tractor.mechanics.multiset import choose, count_choices, items_of

TRUMP = Trump("7", "S")


def brute_force(hand, lead, trump):
    """Every distinct play of the lead's size that is_legal_follow accepts."""
    found = set()
    for picked in combinations(sorted(hand), len(lead)):
        if is_legal_follow(hand, lead, picked, trump):
            found.add(Play(picked))
    return found


LEADS = ["AH", "AH AH", "AH AH KH KH", "KH KH QH QH JH JH", "AS", "AS AS KS KS", "RJ RJ BJ BJ", "AC AC"]
POOL = [card for card in "3H 3H 4H 4H 8H 9H 9H 6S 6S 7H 7H 7D BJ 3C 3C 5C QD QD 2H 2H".split()]


@pytest.mark.parametrize("lead", LEADS)
@pytest.mark.parametrize("seed", range(12))
def test_tractor_legal_plays_match_the_follow_rule_exactly(lead, seed):
    rng = random.Random(seed)
    hand = rng.sample(POOL, rng.randint(len(lead.split()), 11))
    legal = LegalPlays(1, hand, TRUMP, lead.split())
    listed = list(legal)
    assert len(listed) == len(set(listed)) == legal.count()
    assert set(listed) == brute_force(hand, lead.split(), TRUMP)
    assert legal.playable == {card for play in listed for card in play.cards}
    fewest = Counter(listed[0].cards)
    for play in listed[1:]:
        fewest &= Counter(play.cards)
    assert Counter(legal.required) == fewest
    for _ in range(20):
        assert legal.sample(rng) in legal
    assert (legal.forced is not None) == (legal.count() == 1)


def test_tractor_every_offered_lead_is_a_single_pair_or_tractor():
    hand = POOL
    legal = LegalPlays(0, hand, TRUMP)
    assert legal.leading and legal.cards_to_play is None
    assert all(classify_lead(play.cards, TRUMP) is not None for play in legal)
    assert legal.count() == len(set(legal))
    singles = {play for play in legal if len(play.cards) == 1}
    assert singles == {Play([card]) for card in set(hand)}
    assert Play("7H 7H 7D 7D") not in legal
    assert str(legal.violation(["3H", "4H"])).startswith("3H 4H is not a pair")


def test_tractor_a_void_player_facing_a_big_tractor_gets_a_legal_play_at_once():
    rng = random.Random(1)
    hand = "3C 4C 5C 6C 8C 9C TC JC QC KC AC 3D 4D 5D 6D 8D 9D TD JD QD KD AD 3S 4S 5S".split()
    lead = "AH AH KH KH QH QH JH JH".split()
    legal = LegalPlays(2, hand, TRUMP, lead)
    assert legal.count() == 1081575  # 25 choose 8: far too many to list
    assert legal.playable == frozenset(hand) and legal.required == ()
    for _ in range(50):
        play = legal.sample(rng)
        assert len(play.cards) == 8 and play in legal


def test_tractor_a_short_player_must_play_the_whole_suit_then_fills():
    hand = "9H 9H 3H 5C 6C 7D BJ".split()
    legal = LegalPlays(2, hand, TRUMP, "AH AH KH KH QH QH".split())
    assert Counter(legal.required) == Counter("9H 9H 3H".split())
    assert legal.playable == frozenset(hand)
    assert legal.count() == count_choices(items_of("5C 6C 7D BJ".split()), 3)


def test_tractor_multiset_choices_never_repeat_a_play():
    items = items_of("AH AH KH QS QS".split())
    chosen = list(choose(items, 3))
    assert len(chosen) == len(set(chosen)) == count_choices(items, 3)
