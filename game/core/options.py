"""House rules a match is played with, as a set of option names.

Each game lists the options it knows (docs/rules.md names them); anything else is
refused when the match is built, so a typo never silently plays the plain
rules.
"""


def checked_options(options, known, game):
    """``options`` as a frozenset of names ``game`` knows, or ``ValueError``."""
    if isinstance(options, (str, bytes)) or not hasattr(options, "__iter__"):
        raise TypeError(f"The options of a match are a set of names, not {options!r}")
    options = frozenset(options)
    unknown = sorted(str(name) for name in options if name not in known)
    if unknown:
        offered = ", ".join(known) if known else "none"
        raise ValueError(f"{game} has no house rule {', '.join(unknown)} (its options: {offered})")
    return options
