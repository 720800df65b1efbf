"""Which match a table opens with: the saved one, unless the address names
another (`?seed=`, `?rules=` for house rules); a link never throws away a
match being played without asking, and a save that does not replay is
dropped with a notice."""
from __future__ import annotations

import random

from game.core import LARGEST_SEED, seed_from
from game.ui.services import store
from game.ui.services.stored import moves_on, parse_json

SAVE_LIMIT = 500_000  # characters; a 43-deal Tractor match, from 2 past the Ace, saves in 80,000


def parse_seed(text: str, largest: int) -> int | None:
    """A match number from the address: digits only, 0 to `largest`."""
    text = text.strip()
    if not text.isascii() or not text.isdigit():
        return None
    seed = int(text)
    return seed if seed <= largest else None


def parse_rules(text: str, known: tuple) -> frozenset | None:
    """House rules from the address: names the game knows, comma-separated
    ("" is the standard rules); `None` if any name is unknown."""
    names = [name.strip() for name in text.split(",") if name.strip()]
    return frozenset(names) if all(name in known for name in names) else None


def in_progress(match) -> bool:
    """Whether anyone has made a move in this match yet."""
    return match.deal_number > 1 or bool(match.deal.actions)


def open_match(table):
    """The saved match, unless the address asks for another seed or other
    house rules; a save that does not replay is dropped with a notice, never
    half-used."""
    match = None
    saved = store.read(table.save_key)
    if saved is not None:
        try:
            match = table.MATCH.from_dict(parse_json(saved, max_chars=SAVE_LIMIT))
        except ValueError:  # SaveError, or text that is not JSON
            store.forget(table.save_key)
            table.site.notify(f"{table.GAME}.corrupt_save")
    wanted = _requested(table)
    if wanted is not None and not _already(match, *wanted):
        seed = seed_from(random.Random()) if wanted[0] is None else wanted[0]
        rules = wanted[1] or frozenset()
        if match is not None and in_progress(match):
            # a link must not throw away a match being played: it asks first
            table.site.offer("notice.other_match", "notice.start_match", "start-match",
                             lambda: table.start_match(seed, rules), seed=seed)
        else:
            match = table.MATCH(seed, rules)
    if match is None:
        match = table.MATCH(random.Random())
    table._save(match)
    return match


def _requested(table):
    """(seed, house rules) the address asks for, either `None` where it names
    none, or `None` for neither; what it gets wrong is said in a notice and
    otherwise ignored."""
    seed, rules = None, None
    text = table.site.take_param("rules")
    if text is not None:
        rules = parse_rules(text, table.RULES)
        if rules is None:
            table.site.notify("notice.bad_rules", rules=text)
    text = table.site.take_param("seed")
    if text is not None:
        seed = parse_seed(text, LARGEST_SEED)
        if seed is None:
            table.site.notify(f"{table.GAME}.bad_seed", seed=text)
    return None if seed is None and rules is None else (seed, rules)


def _already(match, seed, rules) -> bool:
    """Whether `match` is the one asked for: the seed and the house rules the
    address names, if it names them. A link with house rules and no seed is
    for a match with those rules, and the saved one may be it."""
    return (match is not None and (seed is None or match.seed == seed)
            and (rules is None or match.options == rules))


def take_up(table, text: str | None) -> None:
    """Another tab of this site saved `table`'s match. If it is news (more
    moves of this match, or another match) this tab takes it up and says so,
    instead of ever writing its own older state over it later."""
    if text is None:
        return
    try:
        theirs = parse_json(text, max_chars=SAVE_LIMIT)
        if not moves_on(theirs, table.match.to_dict()):
            return
        match = table.MATCH.from_dict(theirs)
    except ValueError:
        return  # garbage written elsewhere is not news; the next save replaces it
    same_match = match.seed == table.match.seed
    table.match = match
    table.site.notify("notice.moved_on_elsewhere" if same_match else "notice.new_match_elsewhere")
    table._fresh_deal(taken_up=True)
    if table.site.in_use():
        table.resume()  # the player is looking at this tab: its AI players must not wait for a focus
