"""How an engine says "no", and how a save says "not me".

A refusal is raised *before* anything changes, so a rejected request leaves
the game exactly as it was. Besides the English sentence it carries a short
``rule`` code (also the key of the reason in every language's words) and the
``details`` the sentence was built from, so a translated table words the
same reason in its own language instead of parsing English.
"""


class IllegalAction(ValueError):
    """A move the rules do not allow now; ``str()`` reads like the rulebook.

    ``rule`` names the rule that was broken (``"raise_limit"``,
    ``"must_follow_suit"``, ...); ``details`` holds the facts the message was
    built from (cards, seats, amounts), all JSON-friendly.
    """

    def __init__(self, message, rule="illegal", **details):
        super().__init__(message)
        self.rule = rule
        self.details = details

    @property
    def message(self):
        return self.args[0]


class SaveError(ValueError):
    """Saved data that cannot be restored (corrupt, edited, truncated or from
    another game): the only error a ``from_dict`` raises, whatever it is given."""
