"""How the Tractor engine says "no".

Every refusal is an :class:`IllegalAction` (a ``ValueError``) raised *before*
anything changes, so a rejected request leaves the deal exactly as it was.
Besides the English sentence, each refusal carries a short ``rule`` code and
``details`` so that a translated table can word the same reason in its own
language instead of parsing English.
"""


class IllegalAction(ValueError):
    """A move the rules do not allow now; the message reads like the rulebook.

    ``rule`` names the rule that was broken (``"follow_suit"``,
    ``"weak_overcall"``, ``"bury_count"``, ...); ``details`` holds the facts the
    message was built from (cards, seats, suits), all JSON-friendly.
    """

    def __init__(self, message, rule="illegal", **details):
        super().__init__(message)
        self.rule = rule
        self.details = details

    @property
    def message(self):
        return self.args[0]


class UnknownCard(IllegalAction):
    """A string that is not one of the 54 Tractor card names."""

    def __init__(self, text):
        super().__init__(
            f"Unknown card {text!r}: write rank then suit, like 'TH' or '9S' "
            "(ranks 2-9 T J Q K A, suits S H D C), or 'BJ' / 'RJ' for the jokers",
            rule="unknown_card",
            text=repr(text),
        )


class SaveError(ValueError):
    """A saved deal or match that cannot be restored (corrupt, edited or outdated)."""
