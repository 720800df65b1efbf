"""HTML as text, for the parts of a table redrawn on every move.

Building a hand or a seat element by element costs a crossing into the
browser for every element, class and attribute; the same part written as
one string and set with one `innerHTML` costs one. Every text and attribute
value is escaped here, and only `Markup` (what `tag` returns) goes in
unescaped, so no translation or saved value can inject markup this way
either.
"""
from __future__ import annotations

from html import escape

VOID = frozenset({"img", "input", "br"})


class Markup(str):
    """Text that is already HTML, safe to put into a page as it is."""


def text(value) -> Markup:
    """`value` as HTML text: every character that means something in HTML escaped."""
    return Markup(escape(str(value), quote=True))


def join(parts) -> Markup:
    return Markup("".join(part if isinstance(part, Markup) else text(part) for part in parts))


def tag(name: str, content=None, *children, classes=(), attrs=None) -> Markup:
    """`tag("span", "Dealer", classes=["badge"], attrs={"data-seat": 2})`, like
    `game.ui.dom.make`: `content` is text; `children` are `Markup` (any other
    value is taken as text). An attribute whose value is None is left out."""
    head = [name]
    if classes:
        head.append(f'class="{text(" ".join(classes))}"')
    for key, value in (attrs or {}).items():
        if value is not None:
            head.append(f'{key}="{text(value)}"')
    opening = f"<{' '.join(head)}>"
    if name in VOID:
        return Markup(opening)
    inner = text(content) if content is not None else ""
    return Markup(f"{opening}{inner}{join(children)}</{name}>")
