"""The legal actions of the seat to act, as an object that can also say why
something else is not legal.

A Tractor burial can have millions of options, so choices are not always a
list; every game's choices answer ``action in choices`` and
``choices.violation(action)`` (an ``IllegalAction`` or ``None``), and the
small ones iterate.
"""
from game.core.errors import IllegalAction


class Choices(tuple):
    """A short list of actions, in the order a table shows them.

    ``refuse(action)`` gives the rulebook reason for an action that is not in
    the list (the game knows why; the list does not).
    """

    def __new__(cls, actions, refuse):
        choices = super().__new__(cls, actions)
        choices._refuse = refuse
        return choices

    def sample(self, rng):
        """One legal action at random (every game's choices can do this, however many there are)."""
        return rng.choice(self)

    def violation(self, action):
        try:
            if action in self:
                return None
        except TypeError:  # an unhashable or uncomparable non-action
            pass
        return self._refuse(action)


class NoChoices(tuple):
    """Nobody is to act (between deals, after the match): every action is refused with one reason."""

    def __new__(cls, reason: IllegalAction):
        choices = super().__new__(cls)
        choices.reason = reason
        return choices

    def violation(self, action):
        return self.reason
