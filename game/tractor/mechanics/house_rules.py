"""The house rules a Tractor match is played by (docs/rules.md, Tractor house
rules), as one value instead of loose names: a misspelt name in a set
compared false in silence and played the seed rules, where a misspelt
field is an error. The names (`throws`, `levels`, `powers`) remain the
words of the address (`?rules=`) and of saves.
"""
from __future__ import annotations

from dataclasses import dataclass, fields


@dataclass(frozen=True)
class HouseRules:
    """Each rule off by default, which is the seed game."""

    throws: bool = False
    """A lead may be a throw of several units of one suit (甩牌)."""
    must_play_levels: bool = False
    """Levels 5, 10 and K stop a climbing team, as the Ace always does."""
    kitty_by_powers: bool = False
    """The kitty's bonus is x2 to the power of the cards per play, not twice them."""

    @classmethod
    def named(cls, names) -> HouseRules:
        """The rules of these names (`?rules=` and saves); ValueError for a name no rule has."""
        if isinstance(names, HouseRules):
            return names
        if isinstance(names, (str, bytes)) or not hasattr(names, "__iter__"):
            raise TypeError(f"house rules are a set of names, not {names!r}")
        names = set(names)
        unknown = sorted(str(name) for name in names - set(NAMES))
        if unknown:
            raise ValueError(f"Tractor has no house rule {', '.join(unknown)} (its options: {', '.join(NAMES)})")
        return cls(**{NAMES[name]: True for name in names})

    @property
    def names(self) -> frozenset[str]:
        """The names of the rules that are on."""
        return frozenset(name for name, field in NAMES.items() if getattr(self, field))

    def __bool__(self) -> bool:
        return any(getattr(self, field.name) for field in fields(self))


NAMES = {"throws": "throws", "levels": "must_play_levels", "powers": "kitty_by_powers"}
"""Each rule's name in the address and in saves -> its field."""

SEED_RULES = HouseRules()
