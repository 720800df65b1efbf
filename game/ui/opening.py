"""Which match a table opens with: the saved one, unless the address names
another (`?seed=`); a link never throws away a match being played without
asking, and a save that does not replay is dropped with a notice."""
from __future__ import annotations

import random

from game.core import LARGEST_SEED
from game.ui.site import store
from game.ui.site.stored import parse_json

SAVE_LIMIT = 500_000  # characters; a 43-deal Tractor match, from 2 past the Ace, saves in 80,000


def parse_seed(text: str, largest: int) -> int | None:
    """A match number from the address: digits only, 0 to `largest`."""
    text = text.strip()
    if not text.isascii() or not text.isdigit():
        return None
    seed = int(text)
    return seed if seed <= largest else None


def in_progress(match) -> bool:
    """Whether anyone has made a move in this match yet."""
    return match.deal_number > 1 or bool(match.deal.actions)


def open_match(table):
    """The saved match, unless the address asks for another seed; a save
    that does not replay is dropped with a notice, never half-used."""
    match = None
    saved = store.read(table.save_key)
    if saved is not None:
        try:
            match = table.MATCH.from_dict(parse_json(saved, max_chars=SAVE_LIMIT))
        except ValueError:  # SaveError, or text that is not JSON
            store.forget(table.save_key)
            table.site.notify(f"{table.GAME}.corrupt_save")
    requested = table.site.take_param("seed")
    if requested is not None:
        seed = parse_seed(requested, LARGEST_SEED)
        if seed is None:
            table.site.notify(f"{table.GAME}.bad_seed", seed=requested)
        elif match is not None and match.seed != seed and in_progress(match):
            # a link must not throw away a match being played: it asks first
            table.site.offer("notice.other_match", "notice.start_match", "start-match",
                             lambda: table.start_match(seed), seed=seed)
        elif match is None or match.seed != seed:
            match = table.MATCH(seed)
    if match is None:
        match = table.MATCH(random.Random())
    table._save(match)
    return match
