"""Reads: what the table has shown about each opponent so far in the match.

The solved strategy assumes every bet means something. Against players
whose bets mean little (they fold when holding is free, bet before looking,
raise on hands a careful player would not, or call every price and never
raise nor fold) that caution only leaves points on the table: their raises
do not promise strength and their calls do not promise a hand. So Hard
watches the public record, the same one every player sees, and once an
opponent has shown such play it is read as *loose*.

Only public moves and the hands shown at showdowns count; a read never
looks at a hidden hand. Public play can be put on, so Hard stakes only so
much on its reads in a match (``RISKED``, ``may_risk``).
"""
from dataclasses import dataclass

from game.asnas.actions import CALL, FOLD, HOLD, LOOK, OPENING_BET, RAISE
from game.asnas.ai.solved import bucket_of
from game.asnas.odds import STRENGTH, shape_of
from game.core import SEAT_COUNT
from game.core.views import MatchViewBase

TELLS = 2
"""The weight of tells that reads a player as loose. Betting unseen cards or
folding when holding is free weighs it all at once: nobody careful does
either. A weak hand shown after raising weighs half, as a careful player
bluffs too, now and then."""
STATION_CALLS = 4
"""Prices called, with never a raise nor a fold, before a player is read as a calling station."""
WEAK_BUCKET = 15
"""Hands in the strength buckets below this (about the weakest 30 % of deals) are weak."""
RISKED = 10
"""What Hard stakes on its reads over a match. A read comes from public play, which a player
can put on (loose early, tight later, to be paid off by a Hard that no longer respects its
bets). So Hard trusts its reads only while the deals in which it did so have not lost it
more than this: a false read costs it at most this and one deal's stake, where trusting
reads for ever had no bound; true reads win, and their winnings let it go on trusting them
(safe exploitation: risk what the exploiting has won, and a little more)."""


@dataclass(frozen=True)
class Read:
    """One opponent's play so far: ``tells`` counts the moves no careful
    player makes; ``calls``, ``raises`` and ``folds`` count its answers to a price."""

    tells: int = 0
    calls: int = 0
    raises: int = 0
    folds: int = 0

    @property
    def loose(self):
        """Whether this player's bets carry too little about its cards to respect."""
        station = self.calls >= STATION_CALLS and not self.raises and not self.folds
        return self.tells >= TELLS or station


class _Tally:
    def __init__(self):
        self.tells = [0] * SEAT_COUNT
        self.calls = [0] * SEAT_COUNT
        self.raises = [0] * SEAT_COUNT
        self.folds = [0] * SEAT_COUNT

    def copy(self):
        twin = _Tally()
        twin.tells, twin.calls, twin.raises, twin.folds = (list(self.tells), list(self.calls), list(self.raises),
                                                          list(self.folds))
        return twin

    def deal(self, dealer, history, shown_hands=None):
        bets = [0] * SEAT_COUNT
        bets[dealer] = OPENING_BET
        looked = [False] * SEAT_COUNT
        raised = [False] * SEAT_COUNT
        for record in history:
            seat, action = record.seat, record.action
            price = max(bets) - bets[seat]
            if action == LOOK:
                looked[seat] = True
                continue
            if not looked[seat] or (action == FOLD and price == 0):
                self.tells[seat] += TELLS
            if action == RAISE:
                self.raises[seat] += 1
                raised[seat] = True
            elif action == FOLD and price:
                self.folds[seat] += 1
            elif action == CALL:
                self.calls[seat] += 1
            if action in (CALL, HOLD, RAISE):
                bets[seat] = record.bet
        for seat, hand in enumerate(shown_hands or ()):
            if hand is not None and raised[seat] and bucket_of(STRENGTH[shape_of(hand)]) < WEAK_BUCKET:
                self.tells[seat] += 1

    def reads(self):
        return tuple(Read(*counts) for counts in zip(self.tells, self.calls, self.raises, self.folds))


def reads(view, deal_view) -> tuple:
    """A ``Read`` of every seat from the finished deals of ``view`` (a
    ``MatchView``; a bare deal view has no past) and the moves so far in ``deal_view``."""
    tally = _Tally()
    for record in view.history if isinstance(view, MatchViewBase) else ():
        tally.deal(record.dealer, record.history, record.shown_hands)
    tally.deal(deal_view.dealer, deal_view.history)
    return tally.reads()


def may_risk(view, seat: int) -> bool:
    """Whether ``seat`` may trust its reads now (RISKED): what it won or lost in the match's
    finished deals (a ``MatchView``'s; a bare deal has none) in which it trusted them."""
    return trusting_won(view, seat) > -RISKED


def trusting_won(view, seat: int):
    """``seat``'s settlement summed over the finished deals in which every opponent still in
    was read as loose at one of its turns, so that Hard played its odds, not the table."""
    won, tally = 0, _Tally()
    for record in view.history if isinstance(view, MatchViewBase) else ():
        if _trusted(tally, record, seat):
            won += record.settlement[seat]
        tally.deal(record.dealer, record.history, record.shown_hands)
    return won


def _trusted(before, record, seat: int) -> bool:
    """Whether, in the finished deal ``record``, ``seat`` had every opponent still in read as
    loose at one of its turns (``before``: the tally of the deals before it)."""
    folded = set()
    for index, move in enumerate(record.history):
        if move.seat == seat and move.action != LOOK:
            tally = before.copy()
            tally.deal(record.dealer, record.history[:index])
            found = tally.reads()
            opponents = [other for other in range(SEAT_COUNT) if other != seat and other not in folded]
            if opponents and all(found[other].loose for other in opponents):
                return True
        if move.action == FOLD:
            folded.add(move.seat)
    return False


def all_loose(view, deal_view) -> bool:
    """Whether every opponent still in the deal has been read as loose."""
    found = reads(view, deal_view)
    opponents = deal_view.opponents_in
    return bool(opponents) and all(found[seat].loose for seat in opponents)
