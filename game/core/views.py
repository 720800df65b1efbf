"""What every game's match view shares: the deal's view inside it answers
who is to act and what they may do, so the AI and the table read those the
same way from a match view as from a deal view."""


class MatchViewBase:
    """Mixed into each game's frozen ``MatchView``, which has a ``deal`` field."""

    @property
    def legal_actions(self):
        return self.deal.legal_actions

    @property
    def to_act(self):
        return self.deal.to_act


def deal_view_of(view):
    """The deal's view, whether a deal view or a match view was passed."""
    return view.deal if isinstance(view, MatchViewBase) else view
