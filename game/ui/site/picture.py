"""Puts the picture settings on the page: a CSS filter on the game surface,
the tint matrix of the #warmth SVG filter, and the grain layer's opacity."""
from __future__ import annotations

from game.ui.dom import by_id
from game.ui.site.look import Look


def apply(look: Look) -> None:
    by_id("surface").style["filter"] = look.css_filter()
    by_id("warmth-matrix").setAttribute("values", look.warmth_matrix())
    by_id("grain").style["opacity"] = str(look.grain_opacity())
