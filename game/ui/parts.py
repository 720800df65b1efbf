"""A table drawn in parts: each part of the board is one string of markup,
written only when it changed, and the side column is two parts rebuilt
apart, its controls with your settings and its panels with the play.

A redraw then costs what the move changed, not the whole table: after most
moves only your hand, your buttons and the trick are written again.
"""
from __future__ import annotations

from game.ui.dom import make, replace_children


class Parts:
    """Mixed into a table, which sets `self.parts` (name: element) in its layout
    and supplies `_controls(match)` (elements: they hold menus with listeners
    of their own) and `_panels(match)` (markup) for its side."""

    def put(self, part: str, markup: str) -> bool:
        """Write `markup` into `self.parts[part]` in one go, unless the part shows
        it already: a redraw touches only what a move changed. True if it wrote."""
        if self.drawn.get(part) == markup:
            return False
        self.drawn[part] = markup
        self.parts[part].innerHTML = markup
        return True

    def split_side(self, *between: str) -> None:
        """The side column as parts rebuilt apart: its controls and its panels (`draw_side`),
        and between them any part named in `between`, which the table draws itself."""
        names = ("controls", *between, "panels")
        for name in names:
            self.parts[name] = make("div", classes=["side-part"])
        self.parts["side"].append(*(self.parts[name] for name in names))

    def draw_side(self, match, controls: tuple, panels: tuple) -> None:
        """The side's controls (`_controls`) change with your settings, its panels
        (`_panels`) with the play: each is rebuilt only when what it shows changed."""
        before = self.side_state or (None, None)
        if controls != before[0]:
            replace_children(self.parts["controls"], self._controls(match))
        if panels != before[1]:
            for index, markup in enumerate(self._panels(match)):
                self.put(self._panel_part(index), markup)
        self.side_state = (controls, panels)

    def _panel_part(self, index: int) -> str:
        """The part the side's `index`-th panel is written into: a panel is
        written only when it changed, so a trick's end leaves the deals so
        far (or a deal's end the ranking) as they were."""
        name = f"panel-{index}"
        if name not in self.parts:
            self.parts[name] = make("div", classes=["side-part"])
            self.parts["panels"].append(self.parts[name])
        return name
