"""A Tractor match: deals in a row until a team climbs past the Ace.

Both teams start at level 2. Deal 1's nominal dealer is drawn from the
match's random source and the first player to declare becomes the dealer;
afterwards each deal's result names the next dealer (the dealer's partner
when the defenders hold, the old dealer's right-hand player when the
attackers take over), and the level played is the dealing team's level.

All randomness comes from one ``random.Random`` seeded with ``seed``, so the
seed plus the actions of every deal replay a match exactly, in CPython and
in the browser; that is all ``to_dict`` stores.
"""
import random

from game.core import SEAT_COUNT, IllegalAction, NoChoices, SaveError, checked_options, restart_seed, seed_from
from game.core.save import envelope, opened
from game.tractor.actions import to_data
from game.tractor.deal import TractorDeal
from game.tractor.mechanics.house_rules import HouseRules
from game.tractor.mechanics.levels import LEVELS
from game.tractor.saving import HOUSE_RULES, replay_actions, upgraded
from game.tractor.setup import shuffled_cards
from game.tractor.views import MatchView

GAME = "tractor"
OPTIONS = HOUSE_RULES
"""The house rules this engine plays (docs/rules.md, Tractor house rules): throws,
must-play levels, and the kitty bonus by powers."""


def first_dealer(rng):
    """Deal 1's nominal dealer, drawn from the match's card source before its first shuffle."""
    return rng.randrange(SEAT_COUNT)


def hands_dealt(seed, next_dealers):
    """Each deal's four hands as match ``seed`` dealt them: deal 1 from its nominal dealer, each
    later one from the next dealer its previous deal named (``next_dealers``, the results' in
    order). A deal's shuffle draws the same from the match's card source whoever deals, so a
    friend's tab, told the seed once the match is over, can check the hands it was dealt."""
    rng = random.Random(seed_from(seed))
    dealers = (first_dealer(rng), *next_dealers)
    return tuple(tuple(tuple(hand) for hand in shuffled_cards(rng, dealer)[0]) for dealer in dealers)


class TractorMatch:
    """The whole match; ``seed`` is an int or a ``random.Random`` to draw one from."""

    def __init__(self, seed, options=frozenset()):
        names = options.names if isinstance(options, HouseRules) else options
        self.options = checked_options(names, OPTIONS, GAME)  # the protocol's names, as saves hold them
        self.rules = HouseRules.named(self.options)
        self._begin(seed_from(seed))

    def _begin(self, seed):
        self.seed = seed
        self._rng = random.Random(seed)
        self.team_levels = (LEVELS[0], LEVELS[0])
        self.deal_number = 1
        self.winner = None
        self._history = []
        self._past_actions = []
        nominal = first_dealer(self._rng)
        self.deal = TractorDeal.shuffled(self._rng, nominal, team_levels=self.team_levels, first_deal=True,
                                         rules=self.rules)

    # -- state ---------------------------------------------------------------

    @property
    def is_over(self):
        return self.winner is not None

    @property
    def history(self):
        """The ``DealResult`` of every finished deal, in order."""
        return tuple(self._history)

    @property
    def dealer(self):
        return self.deal.dealer

    @property
    def level(self):
        return self.deal.level

    @property
    def to_act(self):
        return self.deal.to_act

    def legal_actions(self):
        if self.is_over:
            return NoChoices(IllegalAction(f"The match is over: team {self.winner} went past the Ace",
                                           rule="match_over"))
        return self.deal.legal_actions()

    def violation(self, action, seat=None):
        """Why ``action`` by ``seat`` (default: the seat to act) is refused now, or ``None``."""
        if self.is_over:
            return self.legal_actions().violation(action)
        return self.deal.violation(action, seat)

    def legal_plays(self, seat):
        return self.deal.legal_plays(seat)

    def view(self, seat):
        return MatchView(
            seat=seat,
            seed=self.seed,
            deal_number=self.deal_number,
            team_levels=self.team_levels,
            is_over=self.is_over,
            winner=self.winner,
            history=self.history,
            deal=self.deal.view(seat),
        )

    def scores(self):
        """The standing in numbers and level names, for portals and statistics."""
        return {
            "game": GAME,
            "deal": self.deal_number,
            "over": self.is_over,
            "levels": list(self.team_levels),
            "winner": self.winner,
            "deals_won": [sum(1 for result in self._history if result.winning_team == team) for team in (0, 1)],
        }

    # -- moves -----------------------------------------------------------------

    def apply(self, action, seat=None):
        """Make a move in the current deal; when it ends the deal, settle levels and the match."""
        self.deal.apply(action, seat)
        if self.deal.is_over and len(self._history) < self.deal_number:
            result = self.deal.result
            self._history.append(result)
            self.team_levels = result.team_levels_after
            self.winner = result.match_winner

    def next_deal(self):
        """Start the next deal, dealt by the previous result's next dealer at their team's level."""
        if self.is_over:
            raise IllegalAction(f"The match is over: team {self.winner} went past the Ace", rule="match_over")
        if not self.deal.is_over:
            raise IllegalAction("Finish this deal before the next one", rule="deal_not_over")
        dealer = self._history[-1].next_dealer
        self._past_actions.append(self.deal.actions)
        self.deal_number += 1
        self.deal = TractorDeal.shuffled(self._rng, dealer, team_levels=self.team_levels, rules=self.rules)
        return self.deal

    def can_take_back(self, seat):
        """Whether ``seat`` has a move of this deal to take back (the deal is not over yet)."""
        return not self.deal.is_over and seat in self.deal.actors

    def taken_back(self, seat):
        """The match as it stood before ``seat``'s last move of this deal, the
        moves since undone too; rebuilt by replaying the seed and the moves
        before it, so it is exactly that position. ``None`` if there is none."""
        if not self.can_take_back(seat):
            return None
        keep = max(index for index, actor in enumerate(self.deal.actors) if actor == seat)
        deals = [[to_data(action) for action in actions] for actions in self.deal_actions]
        deals[-1] = deals[-1][:keep]
        return TractorMatch.replay(self.seed, deals, self.options)

    def restart(self):
        """A new match from deal 1, both teams at 2 again (its number follows from this one's)."""
        self._begin(restart_seed(GAME, self.seed))

    # -- saving and replaying ------------------------------------------------

    @property
    def deal_actions(self):
        """The actions of every deal so far, the current one last: with ``seed``, the whole match."""
        return tuple(self._past_actions) + (self.deal.actions,)

    def to_dict(self):
        """The save envelope: the seed, each deal's actions, and a check of where it stood."""
        deals = [[to_data(action) for action in actions] for actions in self.deal_actions]
        return envelope(GAME, self.seed, self.options, deals, self._check())

    def _check(self):
        return {
            "deal_number": self.deal_number,
            "team_levels": list(self.team_levels),
            "dealer": self.deal.dealer,
            "phase": self.deal.phase,
            "to_act": self.deal.to_act,
        }

    @classmethod
    def replay(cls, seed, deals, options=frozenset()):
        """The match reached by ``seed`` and each deal's actions (``to_data`` lists)."""
        match = cls(seed, options)
        if not deals:
            raise SaveError("a saved match has at least its first deal")
        for index, actions in enumerate(deals):
            if index:
                try:
                    match.next_deal()
                except IllegalAction as error:
                    raise SaveError(f"saved match cannot start deal {index + 1}: {error}") from None
            try:
                replay_actions(match, actions)
            except SaveError as error:
                raise SaveError(f"deal {index + 1} of the saved match: {error}") from None
        return match

    @classmethod
    def from_dict(cls, data):
        """Rebuild a match from ``to_dict``'s record; ``SaveError`` if it is corrupt or outdated."""
        saved = opened(upgraded(data), GAME, OPTIONS)
        match = cls.replay(saved.seed, saved.deals, saved.options)
        if saved.check is not None and saved.check != match._check():
            raise SaveError("saved Tractor match does not replay to the state it recorded")
        return match

    def __repr__(self):
        return (f"TractorMatch(seed={self.seed}, deal {self.deal_number}, levels {self.team_levels}, "
                f"winner={self.winner})")

