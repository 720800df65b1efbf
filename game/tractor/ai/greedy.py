"""A simple greedy player, the second baseline of the AI bench.

Greedy in the plain sense of issue 6: play the highest legal card when it
can win the trick, else the lowest. When leading it cashes its highest plain
card (usually an ace), or its highest trump when it holds only trumps. It
declares the suit that gives it the most trumps when that is at least
``DECLARE_TRUMPS`` cards, and buries its eight lowest cards. It has no card
memory and no idea of partners or points, which is what the AI's extra
judgment must be worth.
"""
from game.tractor.actions import Bury, Pass, Play
from game.tractor.ai.follow import winning_tries
from game.tractor.ai.turn import turn_of
from game.tractor.kitty import KITTY_SIZE
from game.tractor.mechanics.cards import JOKERS, rank_of, suit_of
from game.tractor.mechanics.trick import trick_winner
from game.tractor.mechanics.trump import TRUMP

DECLARE_TRUMPS = 9


def rank_key(trump):
    """Order cards low to high across suits: plain cards by strength, then trumps."""
    return lambda card: (trump.effective_suit(card) == TRUMP, trump.strength(card), card)


def _declare(view, choices):
    best, most = Pass(), DECLARE_TRUMPS - 1
    for action in choices.declarations:
        suit = suit_of(action.cards[0])
        if suit is None:
            continue
        count = sum(1 for card in view.hand
                    if card in JOKERS or rank_of(card) == view.level or suit_of(card) == suit)
        if count > most or (count == most and not isinstance(best, Pass)
                            and len(action.cards) > len(best.cards)):
            best, most = action, count
    return best


def _bury(view):
    return Bury(tuple(sorted(view.hand, key=rank_key(view.trump))[:KITTY_SIZE]))


def _lowest(legal, key):
    """``fixed`` plus the lowest pairs and the lowest pool cards."""
    if legal.pairs_needed:
        pairs = sorted(legal.pair_pool, key=key)[:legal.pairs_needed]
        return tuple(card for card in pairs for _copy in range(2))
    pairs = sorted((card for card, copies in legal.pool if copies == 2), key=key)[:legal.pool_pairs]
    pool = sorted((card for card, copies in legal.pool for _copy in range(copies)), key=key)
    for card in pairs:
        pool.remove(card)
        pool.remove(card)
    doubled = tuple(card for card in pairs for _copy in range(2))
    return legal.fixed + doubled + tuple(pool[:legal.pool_size - len(doubled)])


def _lead(legal, key):
    plain = [card for card in legal.hand if legal.trump.effective_suit(card) != TRUMP]
    return (max(plain or legal.hand, key=key),)


def _follow(view, legal, key):
    plays = [cards for _seat, cards in view.current_trick]
    winners = [cards for cards in winning_tries(legal)
               if trick_winner(plays + [cards], legal.trump) == len(plays)]
    if winners:
        return max(winners, key=lambda cards: sorted((key(card) for card in cards), reverse=True))
    return _lowest(legal, key)


def choose(view, rng):
    """The greedy action for the seat to act; ``rng`` is unused (greedy is deterministic)."""
    view, choices = turn_of(view)
    if view.phase == "declare":
        return _declare(view, choices)
    if view.phase == "bury":
        return _bury(view)
    key = rank_key(view.trump)
    if choices.leading:
        return Play(_lead(choices, key))
    return Play(_follow(view, choices, key))


__all__ = ["choose", "rank_key"]
