"""Play with friends: a table for two to four people, the host's tab the
referee and the AI in every empty or dropped seat.

The parts that decide are pure and run in CPython too: what a message
between tabs may be (`messages`), who sits where (`seats`), how the host
judges a guest's message (`referee`) and what it sends (`room`), a guest's
side (`guest`, `remote`) and the check that the deals were fair
(`fairness`); the page's parts are the connection (`link`), what a shared
table changes (`company`, `panel`) and the two sides of it (`hosting`,
`joining`).

Only this file is part of the page's first download: every other module of
the package comes in an archive of its own, fetched the first time a room is
opened (`game.ui.site.on_demand`), with the vendored connection library.
"""
import re

ROOM = re.compile(r"[A-Za-z0-9_-]{8,40}")
"""A room's name, in an invite's address (`#/<game>/join/<room>`)."""
BY_HAND = "by-hand"
"""The room of a friend's table reached by hand, with no broker (`#/<game>/by-hand`)."""
