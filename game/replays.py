"""A finished deal played again move by move, and the link that carries it.

A match is its seed and its moves (`game.core.save`), so a replay keeps no
record of its own: the deals up to the one replayed are played again through
the rules. That is also how a shared link is checked. Its moves must be ones
the seed's cards allow, in deals that ended, or the link is refused whole
with a ``SaveError`` saying why; nothing of it is shown half-read.

A link's moves are the save's, as JSON with the match's number (As-Nas
moves name no card, so the number they were played with must travel with
them), deflated and written in the URL-safe base64 alphabet: a whole Tractor
match of thirty deals in about 6,000 characters, an As-Nas match in two
hundred.
"""
from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from dataclasses import dataclass

from game.core import LARGEST_SEED, SEAT_COUNT, IllegalAction, SaveError
from game.core.save import VERSION, opened

LINK_LIMIT = 24_000
"""Characters of a link's moves: a Tractor match of 40 deals takes about 9,000."""
UNPACKED_LIMIT = 500_000
"""Characters the moves may unpack to, as many as a saved match may hold: a link that
would unpack to more is refused before it is read."""
CODE = re.compile(r"[A-Za-z0-9_-]+")
SEED = re.compile(r"[0-9]{1,16}")


@dataclass(frozen=True)
class Moment:
    """The table after one move of a replayed deal (``seat`` made ``action``), or as it was
    dealt (both ``None``): every seat's view, and every hand face up."""

    seat: int | None
    action: object
    views: tuple
    hands: tuple


@dataclass(frozen=True)
class Recording:
    """The finished deals of one match: enough to play any of them again."""

    game: str
    seed: int
    options: frozenset
    deals: tuple
    """Each finished deal's moves, as a save holds them."""

    @classmethod
    def of(cls, game: str, match) -> Recording | None:
        """``match``'s finished deals (the one being played is left out: its hands are still
        secret), or ``None`` before any deal has ended."""
        deals = match.to_dict()["deals"]
        if not match.deal.is_over:
            deals = deals[:-1]
        if not deals:
            return None
        return cls(game, match.seed, frozenset(match.options), tuple(tuple(moves) for moves in deals))

    def up_to(self, number: int) -> Recording:
        """The recording as it stood when deal ``number`` ended (what a link to that deal carries)."""
        return Recording(self.game, self.seed, self.options, self.deals[:number])

    @property
    def code(self) -> str:
        """The moves (and house rules) as a link carries them."""
        text = json.dumps([self.seed, sorted(self.options), [list(moves) for moves in self.deals]],
                          separators=(",", ":"))
        return base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")

    @classmethod
    def from_link(cls, game: str, seed_text: str, code: str) -> Recording:
        """The recording a link names: ``seed_text`` its match number, ``code`` its moves. A link
        that is not one, or whose moves the seed's cards do not allow, is a ``SaveError``."""
        from game.games import GAMES  # here: a table keeps its recording without the other game's engine

        if game not in GAMES:
            raise SaveError(f"no game {game!r:.40}")
        if not isinstance(seed_text, str) or not SEED.fullmatch(seed_text) or int(seed_text) > LARGEST_SEED:
            raise SaveError(f"A replay's match number is a whole number from 0 to {LARGEST_SEED}")
        seed, options, deals = _unpacked(code)
        if seed != int(seed_text):  # a link's number edited, or its moves taken from another link
            raise SaveError("A replay link's moves are not those of its match number")
        saved = opened({"game": game, "version": VERSION, "seed": int(seed_text), "options": options,
                        "deals": deals, "check": None}, game, GAMES[game].options)
        recording = cls(game, saved.seed, saved.options, saved.deals)
        _played(recording, len(recording.deals))
        return recording

    def moments(self, number: int) -> tuple:
        """Deal ``number`` (from 1) move by move: as dealt, then after each move."""
        if not 1 <= number <= len(self.deals):
            raise ValueError(f"deal {number} is not one of the {len(self.deals)} recorded")
        moments = []

        def seen(match, seat, action) -> None:
            moments.append(Moment(seat, action, tuple(match.view(each) for each in range(SEAT_COUNT)),
                                  tuple(tuple(hand) for hand in match.deal.hands)))

        _played(self, number, seen)
        return tuple(moments)


def _unpacked(code) -> tuple:
    """``[seed, options, deals]`` from a link's code, or ``SaveError``."""
    if not isinstance(code, str) or not code or len(code) > LINK_LIMIT or not CODE.fullmatch(code):
        raise SaveError("A replay link's moves are letters, digits, - and _, at most "
                        f"{LINK_LIMIT} of them")
    try:
        packed = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
        inflate = zlib.decompressobj()
        text = inflate.decompress(packed, UNPACKED_LIMIT)
        if inflate.unconsumed_tail or not inflate.eof:
            raise ValueError("cut short, or longer than a match")
        data = json.loads(text.decode())
    except (binascii.Error, zlib.error, ValueError, RecursionError) as error:
        raise SaveError(f"A replay link's moves cannot be read: {str(error)[:60]}") from None
    if not isinstance(data, list) or len(data) != 3:
        raise SaveError("A replay link holds its match number, the house rules and the moves of each deal")
    return data[0], data[1], data[2]


def _played(recording: Recording, number: int, seen=None):
    """The match after deal ``number`` of ``recording``, each of its moves made through the
    rules (``seen(match, seat, action)`` after each, and once as dealt); ``SaveError`` names
    the first move refused, or a deal that did not end."""
    from game.games import GAMES

    game = GAMES[recording.game]
    try:
        match = game.match(recording.seed, recording.options)
        for index, moves in enumerate(recording.deals[:number]):
            if index:
                match.next_deal()
            replayed = index == number - 1 and seen is not None
            if replayed:
                seen(match, None, None)
            for data in moves:
                action, seat = game.action_from_data(data), match.to_act
                match.apply(action)
                if replayed:
                    seen(match, seat, action)
            if not match.deal.is_over:
                raise SaveError(f"deal {index + 1} of the replay does not end")
    except IllegalAction as error:
        raise SaveError(f"The replay's moves are not this match's: {error}") from None
    except (TypeError, ValueError) as error:  # SaveError is one: a move that is not a move
        raise SaveError(f"The replay's moves are not this match's: {str(error)[:80]}") from None
    return match
