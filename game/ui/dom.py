"""A thin layer over pyscript.web for building elements with text and attributes.

Text always goes in as textContent, never as HTML, so no translation or
saved value can inject markup; HTML built as text (`game.ui.markup`) escapes
everything it is given, and only that goes in as HTML.
"""
from __future__ import annotations

from pyscript import document, web, when


def make(tag: str, text: str | None = None, *children, classes=(), attrs=None, **props):
    """`make("a", "Rules", href="#/asnas/rules", attrs={"data-action": "rules"})`."""
    factory = getattr(web, tag + "_" if tag in ("input", "del", "map", "object") else tag)
    element = factory(classes=list(classes) or None)
    if text is not None:
        element.textContent = text
    for name, value in (attrs or {}).items():
        element.setAttribute(name, str(value))
    for name, value in props.items():
        setattr(element, name, value)
    if children:
        element.append(*children)
    return element


def replace_children(parent, *children) -> None:
    parent.replaceChildren()
    parent.append(*children)


def by_id(element_id: str):
    return web.page[element_id]


def listen(element, event: str, handler, **options) -> None:
    """`element.on_change = ...` only works for events the element also has
    as a method (click, focus), so every listener goes through `when`;
    `options` as for addEventListener (`capture=True` hears events that do
    not bubble, such as a details element's toggle, from an ancestor)."""
    when(event, element, **options)(handler)


def from_markup(markup):
    """The element `markup` (`game.ui.markup`) describes, to put among elements built with `make`."""
    holder = document.createElement("template")
    holder.innerHTML = markup
    return holder.content.firstElementChild
