"""The page in a portal's frame, from the portal's side: the orders it may
send (`pause`, `resume`, `mute`, `unmute`, `set-lang`, only from the origin
`?parent=` names), its SDK's adapter (`game.ui.portals`, `?portal=`), and
the paused table they leave on screen.

A message from any other origin, or one that is not an order
(`game.ui.services.orders`), is ignored with a console warning; nothing a
portal sends can raise out of here.
"""
from __future__ import annotations

from pyscript import document, web, window
from pyscript.ffi import create_proxy

from game import i18n
from game.ui import portals
from game.ui.dom import by_id, make
from game.ui.services.orders import MAX_ORIGIN, order_of

COVER = "paused"


def connect(site) -> None:
    """Take the orders of the origin `?parent=` names (with none named, take none), and tell
    the SDK of the portal `?portal=` names, if it is on the page, what the page does."""
    if site.portal.parent is not None:
        window.addEventListener("message", create_proxy(lambda event: _heard(site, event)))
    site.portal.adapter = portals.adapter(site.param("portal"),
                                          lambda kind, language=None: carry_out(site, kind, language))


def _heard(site, event) -> None:
    try:
        origin = str(event.origin)
        if origin != site.portal.parent:
            window.console.warn(f"Cardavia ignored a message from {origin[:MAX_ORIGIN]}: it takes orders from "
                                f"{site.portal.parent} only")
            return
        kind, language = order_of(str(window.JSON.stringify(event.data)), i18n.LANGUAGES)
    except Exception as error:  # noqa: BLE001 - garbage of any kind: said, and the game goes on
        window.console.warn(f"Cardavia ignored a message: {str(error)[:120]}")
        return
    carry_out(site, kind, language)


def carry_out(site, kind: str, language: str | None = None) -> None:
    """An order from the portal, or from its SDK (`game.ui.portals`)."""
    if kind in ("pause", "resume"):
        paused = kind == "pause"
        if paused == site.portal.paused:
            return
        site.portal.hold(paused)
        site.sound.hold("pause", paused)
        _mark("data-paused", paused)
        if site.table is not None:
            site.table.epoch += 1  # an AI move under way is not made
            if not paused:
                site.table.resume()
        draw_cover(site)
    elif kind in ("mute", "unmute"):
        site.sound.hold("mute", kind == "mute")
        _mark("data-muted", kind == "mute")
    elif kind == "set-lang" and language != site.words.code:
        site.use_language(language, remember=False)


def _mark(name: str, on: bool) -> None:
    """What the portal ordered, on the page's root, for the portal's own checks and styles."""
    if on:
        document.documentElement.setAttribute(name, "true")
    else:
        document.documentElement.removeAttribute(name)


def draw_cover(site) -> None:
    """While the portal holds the page paused, a cover over it says so and takes every click."""
    cover = by_id(COVER)
    if cover is not None:
        cover.remove()
    if site.portal.paused:
        web.page.append(make("div", None, make("p", site.words.text("site.paused")), classes=["paused-cover"],
                             attrs={"id": COVER, "role": "status", "data-paused": ""}))
