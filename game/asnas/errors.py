"""The two ways a request can break the rules of As-Nas.

Both are ``ValueError``s so that callers who only care about "bad input" can
catch one type; the engine raises them *before* changing anything, so a
rejected request always leaves the table exactly as it was.
"""


class IllegalAction(ValueError):
    """A move the rules do not allow now; the message reads like the rulebook."""


class MalformedHand(IllegalAction):
    """Cards that could not have come from the As-Nas pack (wrong count, unknown card, a fifth Shah)."""
