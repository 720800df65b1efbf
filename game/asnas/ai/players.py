"""Ways to fill a seat, and a loop that lets them play a whole match.

A player is any ``function(view, rng) -> action``. Besides the real AI
(``ai.choose``) there are the two baselines the bench measures it against.
"""
from game.asnas.actions import CALL, HOLD
from game.asnas.ai import choose as ai_player  # the real AI, under the name the bench and tests use


def random_player(view, rng):
    """Picks uniformly among the legal moves, looking included (so it folds about a third of the time)."""
    return rng.choice(view.legal_actions)


def calling_station(view, rng):
    """Never folds, never raises: calls every bet and holds when matched."""
    return CALL if CALL in view.legal_actions else HOLD


def play_deal(deal, players, rng):
    """Let ``players[seat]`` act until the deal is over; each sees only its own view."""
    while not deal.is_over:
        seat = deal.to_act
        deal.apply(players[seat](deal.view(seat), rng))
    return deal


def play_match(match, players, rng):
    """Play every remaining deal of ``match``; returns the match."""
    while True:
        play_deal(match.deal, players, rng)
        if match.is_over:
            return match
        match.next_deal()



__all__ = ["ai_player", "calling_station", "play_deal", "play_match", "random_player"]
