"""What one seat may know, and nothing more.

The table draws from a view and the AI decides from one, so neither can see
another player's hand by accident: hidden cards are simply not in here. The
kitty appears only for the dealer once they pick it up (and for everyone
when it was turned up after four passes, or once the deal is over).
"""
from dataclasses import dataclass

from game.core.views import MatchViewBase
from game.tractor.kitty import KITTY_SIZE
from game.tractor.mechanics.cards import FULL_PACK
from game.tractor.mechanics.house_rules import SEED_RULES, HouseRules
from game.tractor.mechanics.scoring import OUTCOME_MARKS, TAKE_OVER, TOTAL_POINTS, card_points
from game.tractor.mechanics.throws import penalty_of
from game.tractor.mechanics.trick import trick_winner
from game.tractor.mechanics.trump import TRUMP, Trump


@dataclass(frozen=True)
class DealView:
    """A seat's picture of a deal.

    ``legal_actions`` is this seat's choices when it is to act (a
    ``DeclareChoices``, ``BuryChoices`` or ``LegalPlays``), else ``()``.
    ``plays_by_seat`` lists every card each seat has played this deal, in
    order (card memory); ``tricks`` are the finished tricks and
    ``current_trick`` the plays so far as ``((seat, cards), ...)``.
    ``points`` are the card points each team has taken in tricks so far.
    ``bids`` is the bidding history (``Bid(seat, declaration or None)``) and
    ``declaration`` the standing one. ``kitty_taken`` (the 8 cards picked up)
    is shown to the dealer only; ``kitty`` (the buried 8) to the dealer once
    buried and to everyone when the deal is over; ``revealed_kitty`` to
    everyone when four passes turned it up. ``hand`` is sorted for display
    (trumps last, by trump order). ``rules`` are the match's house rules and
    ``failed_throw`` the ``FailedThrow`` the current trick's lead replaced
    (everyone saw it tried), else ``None``.
    """

    seat: int
    phase: str
    to_act: object
    dealer: int
    first_deal: bool
    level: str
    team_levels: tuple
    trump: object
    """The deal's ``Trump`` once bidding has settled it; ``None`` while declaring."""
    hand: tuple
    hand_sizes: tuple
    bids: tuple
    declaration: object
    revealed_kitty: object
    kitty_taken: object
    kitty: object
    tricks: tuple
    current_trick: tuple
    plays_by_seat: tuple
    points: tuple
    attackers: int
    defenders: int
    legal_actions: object
    result: object
    rules: HouseRules = SEED_RULES
    failed_throw: object = None

    @property
    def is_my_turn(self):
        return self.to_act == self.seat

    @property
    def lead(self):
        """The cards led to the current trick, or ``None`` before the lead."""
        return self.current_trick[0][1] if self.current_trick else None

    @property
    def leader(self):
        return self.current_trick[0][0] if self.current_trick else None

    @property
    def throw_penalty(self):
        """What failed throws so far did to the attackers' points (house rule; 0 without throws)."""
        return penalty_of([trick.failed_throw for trick in self.tricks] + [self.failed_throw])

    @property
    def attacker_points(self):
        """Points the attackers have so far: card points taken, with failed throws' penalties,
        never below 0 (the kitty bonus comes at the end)."""
        return max(0, self.points[self.attackers] + self.throw_penalty)

    @property
    def kitty_size(self):
        """The cards the dealer picks up and buries."""
        return KITTY_SIZE

    @property
    def total_points(self):
        """Every point in the pack: where the points bar ends."""
        return TOTAL_POINTS

    @property
    def points_to_take_over(self):
        """What the attackers need to take the deal over (docs/rules.md, scoring)."""
        return TAKE_OVER

    @property
    def outcome_marks(self):
        """The attacker totals where the deal's outcome changes band, for the points bar."""
        return OUTCOME_MARKS

    @property
    def last_trick(self):
        return self.tricks[-1] if self.tricks else None

    @property
    def card_order(self):
        """The trump the hand is sorted by: the deal's, or while declaring
        the level cards and jokers alone (no trump suit yet)."""
        return self.trump or Trump(self.level, None)

    @property
    def hand_groups(self):
        """The hand split by effective suit, in the order it is sorted:
        ``((suit, cards), ...)`` with ``"T"`` for the trumps."""
        order = self.card_order
        groups = []
        for card in self.hand:
            suit = order.effective_suit(card)
            if groups and groups[-1][0] == suit:
                groups[-1][1].append(card)
            else:
                groups.append((suit, [card]))
        return tuple((suit, tuple(cards)) for suit, cards in groups)

    def is_trump(self, card):
        return self.card_order.effective_suit(card) == TRUMP

    @property
    def winning_seat(self):
        """Whose play takes the current trick so far, or ``None`` before the lead."""
        if not self.current_trick:
            return None
        return self.current_trick[trick_winner([cards for _seat, cards in self.current_trick], self.trump)][0]

    @property
    def trick_points(self):
        """Card points in the trick being played."""
        return card_points([card for _seat, cards in self.current_trick for card in cards])

    @property
    def points_out(self):
        """Card points neither won in a finished trick nor on the table now:
        still in the hands, or buried in the kitty."""
        seen = sum(points for points in self.points) + self.trick_points
        return card_points(FULL_PACK) - seen


@dataclass(frozen=True)
class MatchView(MatchViewBase):
    """A seat's picture of the match: levels, past deals and the current deal's view."""

    seat: int
    seed: int
    deal_number: int
    team_levels: tuple
    is_over: bool
    winner: object
    history: tuple
    deal: DealView
