"""A match number from the address (`?seed=`): digits only, in range, else
none, so a link with garbage in it is named in a notice and deals nothing."""
from __future__ import annotations


def parse_seed(text: str, largest: int) -> int | None:
    """A match number from the address: digits only, 0 to `largest`."""
    text = text.strip()
    if not text.isascii() or not text.isdigit():
        return None
    seed = int(text)
    return seed if seed <= largest else None
