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

from .actions import from_data, to_data
from .deal import TractorDeal
from .errors import IllegalAction, SaveError
from .levels import LEVELS
from .views import MatchView

SEED_BITS = 52
"""Seeds drawn by the engine stay below 2**52, exact in a JavaScript number."""


class TractorMatch:
    """The whole match; ``source`` is an int seed or a ``random.Random`` to draw the seed from."""

    FORMAT = "cardavia-tractor-match"
    VERSION = 1

    def __init__(self, source):
        if isinstance(source, random.Random):
            seed = source.getrandbits(SEED_BITS)
        elif isinstance(source, int) and not isinstance(source, bool):
            seed = source
        else:
            raise TypeError(f"a match needs an int seed or a random.Random, not {source!r}")
        if not 0 <= seed < 2**SEED_BITS:
            raise ValueError(f"a match number is a whole number from 0 to {2**SEED_BITS - 1}, not {seed}")
        self._begin(seed)

    def _begin(self, seed):
        self.seed = seed
        self._rng = random.Random(seed)
        self.team_levels = (LEVELS[0], LEVELS[0])
        self.deal_number = 1
        self.winner = None
        self._history = []
        self._past_actions = []
        nominal = self._rng.randrange(4)
        self.deal = TractorDeal.shuffled(self._rng, nominal, team_levels=self.team_levels, first_deal=True)

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
        return self.deal.legal_actions()

    def legal_plays(self, seat):
        return self.deal.legal_plays(seat)

    def why_illegal(self, seat, cards):
        return self.deal.why_illegal(seat, cards)

    def view(self, seat):
        return MatchView(
            seat=seat,
            deal_number=self.deal_number,
            team_levels=self.team_levels,
            is_over=self.is_over,
            winner=self.winner,
            history=self.history,
            deal=self.deal.view(seat),
        )

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
        self.deal = TractorDeal.shuffled(self._rng, dealer, team_levels=self.team_levels)
        return self.deal

    def restart(self, seed=None):
        """A new match from deal 1, with ``seed`` or a seed drawn from this match's random source."""
        self._begin(self._rng.getrandbits(SEED_BITS) if seed is None else seed)

    # -- saving and replaying ------------------------------------------------

    @property
    def deal_actions(self):
        """The actions of every deal so far, the current one last: with ``seed``, the whole match."""
        return tuple(self._past_actions) + (self.deal.actions,)

    def to_dict(self):
        """A JSON-compatible record: the seed, each deal's actions, and a check of where it stood."""
        return {
            "format": self.FORMAT,
            "version": self.VERSION,
            "seed": self.seed,
            "deals": [[to_data(action) for action in actions] for actions in self.deal_actions],
            "check": self._check(),
        }

    def _check(self):
        return {
            "deal_number": self.deal_number,
            "team_levels": list(self.team_levels),
            "dealer": self.deal.dealer,
            "phase": self.deal.phase,
            "to_act": self.deal.to_act,
        }

    @classmethod
    def replay(cls, seed, deals):
        """The match reached by ``seed`` and each deal's actions (``to_data`` lists)."""
        match = cls(seed)
        if not deals:
            raise SaveError("a saved match has at least its first deal")
        for index, actions in enumerate(deals):
            if not isinstance(actions, list):
                raise SaveError(f"deal {index + 1} of the saved match is not a list of actions")
            if index:
                try:
                    match.next_deal()
                except IllegalAction as error:
                    raise SaveError(f"saved match cannot start deal {index + 1}: {error}") from None
            try:
                match._apply_saved(actions)
            except SaveError as error:
                raise SaveError(f"deal {index + 1} of the saved match: {error}") from None
        return match

    def _apply_saved(self, actions):
        for number, item in enumerate(actions, 1):
            action = from_data(item)
            try:
                self.apply(action)
            except IllegalAction as error:
                raise SaveError(f"saved action {number} ({item!r}) is illegal: {error}") from None

    @classmethod
    def from_dict(cls, data):
        """Rebuild a match from ``to_dict``'s record; ``SaveError`` if it is corrupt or outdated."""
        if not isinstance(data, dict) or data.get("format") != cls.FORMAT:
            raise SaveError("not a saved Tractor match")
        if type(data.get("version")) is not int or data.get("version") != cls.VERSION:
            version = data.get("version")
            raise SaveError(f"saved Tractor match has version {version!r}, expected {cls.VERSION}")
        seed = data.get("seed")
        if type(seed) is not int or not 0 <= seed < 2**SEED_BITS:
            raise SaveError(f"saved Tractor match has no match number from 0 to {2**SEED_BITS - 1}")
        if not isinstance(data.get("deals"), list):
            raise SaveError("saved Tractor match has no list of deals")
        match = cls.replay(seed, data["deals"])
        check = data.get("check")
        if check is not None and check != match._check():
            raise SaveError("saved Tractor match does not replay to the state it recorded")
        return match

    def __repr__(self):
        return (f"TractorMatch(seed={self.seed}, deal {self.deal_number}, levels {self.team_levels}, "
                f"winner={self.winner})")

