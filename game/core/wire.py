"""A seat's view as JSON data and back, for a friend's tab at the table.

At a friends' table the host's tab holds the match and each guest's tab gets
only ``match.view(seat)`` for its own seat. Views are frozen dataclasses of
plain values, so one encoding serves every game: each dataclass becomes an
object naming its type (``"@"``) beside its fields, a tuple a list, an exact
fraction ``{"@": "Fraction", "value": "7/2"}``. Reading back accepts only
the types it is given, every field present and nothing else, and raises
``ValueError`` for anything else: what arrives over a connection is
checked like anything stored.

The seed a view carries is not sent: it would deal the guest every other
seat's hand. A view's legal actions are not sent (a Tractor burial has millions): the
receiving tab rebuilds them from the view, as the engine built them, so a
guest's table can say at once why a move is refused (each game's ``wire``).
"""
from __future__ import annotations

from dataclasses import fields, is_dataclass, replace
from fractions import Fraction

TYPE = "@"
MAX_FRACTION_TEXT = 40


def encode(value):
    """``value`` as JSON data (see the module docs)."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, Fraction):
        return {TYPE: "Fraction", "value": str(value)}
    if isinstance(value, tuple):
        return [encode(item) for item in value]
    if is_dataclass(value) and not isinstance(value, type):
        data = {TYPE: type(value).__name__}
        data.update({item.name: encode(getattr(value, item.name)) for item in fields(value) if item.init})
        return data
    raise TypeError(f"a view holds no {type(value).__name__}")


def view_to_data(view) -> dict:
    """A match view as JSON data; its deal's legal actions stay behind (the receiver rebuilds
    them), and so does the match's seed: it deals every seat's cards, so a guest learns it
    only once the match is over (`game.ui.friends.fairness`)."""
    return encode(replace(view, seed=None, deal=replace(view.deal, legal_actions=())))


def decode(data, types: dict):
    """The value ``encode`` wrote, built only of ``types`` (``{name: dataclass}``); ``ValueError``
    for anything else."""
    if data is None or isinstance(data, (bool, int, str)):
        return data
    if isinstance(data, list):
        return tuple(decode(item, types) for item in data)
    if not isinstance(data, dict) or not isinstance(data.get(TYPE), str):
        raise ValueError("an object in a view names its type")
    name = data[TYPE]
    if name == "Fraction":
        return _fraction(data)
    kind = types.get(name)
    if kind is None:
        raise ValueError(f"a view holds no {name!r:.40}")
    names = {item.name for item in fields(kind) if item.init}
    if set(data) != names | {TYPE}:
        raise ValueError(f"a {name} has exactly {', '.join(sorted(names))}")
    values = {key: decode(value, types) for key, value in data.items() if key != TYPE}
    try:
        return kind(**values)
    except (TypeError, ValueError, KeyError, AttributeError) as error:
        raise ValueError(f"not a {name}: {error}") from None


def _fraction(data) -> Fraction:
    text = data.get("value")
    if set(data) != {TYPE, "value"} or not isinstance(text, str) or len(text) > MAX_FRACTION_TEXT:
        raise ValueError("a fraction is short text")
    try:
        return Fraction(text)
    except (ValueError, ZeroDivisionError):
        raise ValueError(f"{text!r:.40} is not a fraction") from None
