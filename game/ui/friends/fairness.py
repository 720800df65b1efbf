"""Deals a guest can check: before the first deal the host's tab publishes a
commitment to the match's seed, and after the match it reveals the seed, so
every guest's tab can replay the deals and compare them with what it saw.

The commitment is SHA-256 over a random salt and the seed, not the seed
alone: a seed has only 52 bits, few enough to search for one whose hash
matches. What this cannot prove: the host's own tab holds every hand while
the match is played (it is the referee), so it shows only that the deals
came from the seed named at the start, not that nobody looked.
"""
from __future__ import annotations

import hashlib
import re
import secrets

SALT = re.compile(r"[0-9a-f]{32}")
DIGEST = re.compile(r"[0-9a-f]{64}")


def new_salt() -> str:
    return secrets.token_hex(16)


def commitment(seed: int, salt: str) -> str:
    return hashlib.sha256(f"cardavia-deals:{salt}:{seed}".encode()).hexdigest()


def kept(promised, seed, salt) -> bool:
    """Whether a revealed ``seed`` and ``salt`` are the ones ``promised`` committed to
    (anything malformed is not)."""
    return (isinstance(promised, str) and bool(DIGEST.fullmatch(promised)) and isinstance(salt, str)
            and bool(SALT.fullmatch(salt)) and isinstance(seed, int) and not isinstance(seed, bool)
            and secrets.compare_digest(commitment(seed, salt), promised))
