"""The AI players, at three strengths.

* **Hard** plays the solved strategy (``solved``), a table computed offline
  by counterfactual-regret minimisation over the whole betting game, so it
  bluffs, slow-plays and folds in the proportions that leave the least for
  anyone to exploit; and it watches the table (``reads``): once every
  opponent still in has shown that its bets mean little, it stops
  respecting them and plays its exact odds against any hand, as long as
  its score in the match can stand what a faked read would cost it.
* **Normal** plays that strategy or, more often, its own reckoning at the
  table (``reckoning``: exact odds and a read of the bets), which is sound
  but readable and too quick to fold; it does not watch the players.
* **Easy** plays like a loose, passive beginner: it calls far too much,
  seldom folds or raises, and sometimes raises on a whim; where the table
  leaves a long raise war open, it just calls.

Every level looks at its cards first and sees only its own seat.
"""
from game.asnas.actions import CALL, FOLD, HOLD, LOOK, RAISE
from game.asnas.ai.reads import all_loose, may_risk
from game.asnas.ai.reckoning import reckon, weigh_options
from game.asnas.ai.solved import histories, mixture, pick
from game.asnas.odds import share_table, win_chance_for_view
from game.core import IllegalAction
from game.core.thinking import at_once
from game.core.views import deal_view_of

LEVELS = ("easy", "normal", "hard")
DEFAULT_LEVEL = "normal"
BEST_LEVEL = LEVELS[-1]
"""The strongest level: what a hint or a coach advises is this level's move."""

NORMAL_RECKONS = 0.6
"""How often Normal trusts its own reckoning over the solved strategy."""
EASY_FOLDS = 0.3
EASY_RAISES = 0.4
"""What is left of the solved strategy's folds and raises in Easy's play (the rest become calls)."""
EASY_WHIM = 0.05
"""How often Easy raises for no reason while raising is allowed."""
LOOSE_RAISE = 0.3
"""The win chance above which Hard raises against loose players: with three
of them calling, a raise pays once it wins more than a quarter of the time."""


def _easy(view, rng, match):
    solved = mixture(view)
    passing = CALL if CALL in view.legal_actions else HOLD
    if not solved:
        return passing  # a long raise war the table leaves open: a beginner just calls
    if RAISE in view.legal_actions and rng.random() < EASY_WHIM:
        return RAISE
    loose = {passing: solved.get(passing, 0.0)}
    if RAISE in solved:
        loose[RAISE] = solved[RAISE] * EASY_RAISES
        loose[passing] += solved[RAISE] * (1 - EASY_RAISES)
    if FOLD in solved:
        loose[FOLD] = solved[FOLD] * EASY_FOLDS
        loose[passing] += solved[FOLD] * (1 - EASY_FOLDS)
    return pick(loose, rng)


def _solved(view, rng):
    solved = mixture(view)
    return pick(solved, rng) if solved else reckon(view, rng)


def _normal(view, rng, match):
    """The solved table or its own reckoning, but no reads: Normal plays the cards, not the players."""
    if rng.random() < NORMAL_RECKONS:
        return reckon(view, rng)
    return _solved(view, rng)


def _against_loose(view):
    """Exact odds against unread hands: raise on an edge, call when the pot pays the price."""
    chance = float(win_chance_for_view(view))
    if RAISE in view.legal_actions and chance > LOOSE_RAISE:
        return RAISE
    price = view.to_call
    if price == 0 or chance * (view.pot + price) >= price:
        return CALL if CALL in view.legal_actions else HOLD
    return FOLD


def _hard(view, rng, match):
    if all_loose(match, view) and may_risk(match, view.seat):
        return _against_loose(view)
    return _solved(view, rng)


_PLAYERS = {"easy": _easy, "normal": _normal, "hard": _hard}


def prepare():
    """Read the solved table and build the exact odds now, while the player
    looks at the table, rather than inside the first decision."""
    histories()
    share_table()


def choose(view, rng, level=DEFAULT_LEVEL):
    """The AI's move for the seat to act: always one of ``view.legal_actions``.

    ``view`` is the seat's ``DealView`` or its ``MatchView``.
    """
    if level not in LEVELS:
        raise ValueError(f"The As-Nas AI plays at {', '.join(LEVELS)}, not {level!r}")
    match, view = view, deal_view_of(view)
    legal = view.legal_actions
    if not legal:
        raise IllegalAction(f"Seat {view.seat} is not to act, so it has no move to choose")
    if LOOK in legal:
        return LOOK  # the AI players always look
    move = _PLAYERS[level](view, rng, match)
    if move == FOLD and HOLD in legal:
        return HOLD  # folding when holding is free gives up the pot and saves nothing
    return move


def thinking(view, rng, level=DEFAULT_LEVEL):
    """``choose`` as a decision in slices (``game.core.thinking``): one, since no level
    takes more than a few milliseconds."""
    return at_once(choose(view, rng, level))


__all__ = ["BEST_LEVEL", "DEFAULT_LEVEL", "LEVELS", "choose", "prepare", "thinking", "weigh_options"]
