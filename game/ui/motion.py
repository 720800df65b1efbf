"""Cards and chips that travel, with the Web Animations API.

Each move redraws the table, so motion is worked out from two pictures:
where the moving things were just before a redraw (``capture``) and where
they are after it (``play``). An element with ``data-motion`` (its
identity) that is new flies in from ``data-motion-from`` (a seat, or
``hand`` for the card you played from your hand); one that is gone flies
out, as a copy, to its ``data-motion-to`` (a trick swept to its winner).
A new deal's cards fly from the middle of the table, one after another;
a game's table asks for chips between a seat and the pot, and for cards
turned face up, with ``chip`` and ``flip``.

Motion is short (``DURATIONS``), never in the way: every animation is
finished at the next press of a pointer or key, before that input acts,
so a click during one lands where the player sees the card end up. There
is none at the instant speed or when the system asks for reduced motion.
"""
from __future__ import annotations

from pyscript import document, window
from pyscript.ffi import create_proxy, to_js

from game.ui.services import metrics

DURATIONS = {"normal": 380, "fast": 190}
"""Milliseconds a card or chip takes, by AI speed; the deal spreads its cards over the same time."""
NAME = "cardavia-motion"
EASE = "cubic-bezier(0.2, 0.7, 0.25, 1)"


def _js(value):
    return to_js(value, dict_converter=window.Object.fromEntries)


def _centre(rect) -> tuple[float, float]:
    return rect.left + rect.width / 2, rect.top + rect.height / 2


class Motion:
    """The site's motion: one per page, shared by the tables."""

    def __init__(self, site) -> None:
        self.site = site
        self._before: dict = {}
        self._hand: dict = {}
        self._queued: list = []
        self._running: list = []  # the movements started since the last redraw
        self._deal = None
        self._landed = create_proxy(lambda event: event.target.effect.target.remove())
        """One handler for every copy in flight: when its animation ends, the copy goes."""
        finish = create_proxy(lambda event: self.finish())
        options = _js({"capture": True})
        document.addEventListener("pointerdown", finish, options)
        document.addEventListener("keydown", finish, options)

    @property
    def duration(self) -> int:
        """This speed's duration in milliseconds; 0 for none at all."""
        if window.matchMedia("(prefers-reduced-motion: reduce)").matches:
            return 0
        return DURATIONS.get(self.site.speed, 0)

    def finish(self) -> None:
        """Every movement started since the last redraw jumps to its end (a
        finished copy removes itself). They are the ones this page keeps, not
        `document.getAnimations()`: asking the document for its animations
        brings its style up to date first, which cost up to tens of ms at a
        click, before its handler had run."""
        running, self._running = self._running, []
        for animation in running:
            animation.finish()

    # -- the two pictures ----------------------------------------------------

    def capture(self, root) -> None:
        """Where the moving things are, just before `root` is redrawn."""
        self.finish()
        self._before, self._hand = {}, {}
        if not self.duration:
            return
        found = root.querySelectorAll("[data-motion]")
        for index in range(found.length):
            element = found.item(index)
            self._before[str(element.dataset.motion)] = (element.getBoundingClientRect(), element)
        cards = root.querySelectorAll("[data-hand] [data-card]")
        for index in range(cards.length):
            card = cards.item(index)
            self._hand.setdefault(str(card.dataset.card), []).append(card.getBoundingClientRect())

    def play(self, root, deal, fresh: bool, dealt: str) -> None:
        """Animate what changed in `root` since `capture`. `deal` names the deal
        on the table: one not shown before, `fresh` (no move made yet), deals
        out `dealt` (a selector of its cards)."""
        before, self._before = self._before, {}
        queued, self._queued = self._queued, []
        new_deal = fresh and deal != self._deal
        self._deal = deal
        duration = self.duration
        if not duration:
            return
        seen = set()
        found = root.querySelectorAll("[data-motion]")
        for index in range(found.length):
            element = found.item(index)
            key = str(element.dataset.motion)
            seen.add(key)
            if key not in before:
                self._fly_in(root, element, duration)
        for key, (rect, element) in before.items():
            if key not in seen and element.hasAttribute("data-motion-to"):  # gone, and it says where to
                self._sweep(root, element, rect, str(element.getAttribute("data-motion-to")), duration)
        if new_deal:
            self._deal_out(root, dealt, duration)
        for kind, first, second in queued:
            if kind == "chip":
                self._chip(root, first, second, duration)
            else:
                self._flip(root, first, duration)
        self._hand = {}

    # -- what a game's table asks for -------------------------------------------

    def chip(self, source: str, target: str) -> None:
        """After the next redraw, a chip travels from `source` to `target` (selectors)."""
        self._queued.append(("chip", source, target))

    def flip(self, cards: str) -> None:
        """After the next redraw, the `cards` (a selector) turn face up, one after another."""
        self._queued.append(("flip", cards, None))

    # -- the movements ------------------------------------------------------------

    def _animate(self, element, frames, duration: int, kind: str, delay: float = 0, fill: str = "backwards"):
        animation = element.animate(_js(frames), _js({"duration": duration, "delay": delay, "easing": EASE,
                                                        "fill": fill}))
        animation.id = NAME
        self._running.append(animation)
        metrics.count(f"motion-{kind}")
        return animation

    def _source(self, root, element):
        source = str(element.dataset.motionFrom or "")
        if source == "hand":
            card = element.querySelector("[data-card]")
            rects = self._hand.get(str(card.dataset.card)) if card else None
            if rects:
                return rects.pop(0)
            source = "[data-hand]"
        place = root.querySelector(source) if source else None
        return place.getBoundingClientRect() if place else None

    def _fly_in(self, root, element, duration: int) -> None:
        start = self._source(root, element)
        if start is None:
            return
        end = element.getBoundingClientRect()
        (x0, y0), (x1, y1) = _centre(start), _centre(end)
        self._animate(element, [{"transform": f"translate({x0 - x1:.1f}px, {y0 - y1:.1f}px) scale(0.85)"},
                                {"transform": "none"}], duration, "play")

    def _ghost(self, element, rect, classes: str = ""):
        """A copy of `element` where `rect` is, above everything, taking no clicks."""
        ghost = element.cloneNode(True)
        ghost.removeAttribute("data-motion")
        ghost.removeAttribute("id")
        ghost.setAttribute("aria-hidden", "true")
        ghost.className = f"{ghost.className} motion-ghost {classes}".strip()
        style = ghost.style
        style.left, style.top = f"{rect.left:.1f}px", f"{rect.top:.1f}px"
        style.width, style.height = f"{rect.width:.1f}px", f"{rect.height:.1f}px"
        layer = document.getElementById("motion-layer")
        if not layer:
            layer = document.createElement("div")
            layer.id = "motion-layer"
            layer.setAttribute("aria-hidden", "true")
            document.body.appendChild(layer)
        layer.appendChild(ghost)
        return ghost

    def _travel(self, ghost, start, target_rect, duration: int, kind: str) -> None:
        (x0, y0), (x1, y1) = _centre(start), _centre(target_rect)
        animation = self._animate(ghost, [{"transform": "none", "opacity": 1},
                                          {"transform": f"translate({x1 - x0:.1f}px, {y1 - y0:.1f}px) scale(0.5)",
                                           "opacity": 0.15}], duration, kind, fill="forwards")
        animation.onfinish = self._landed

    def _sweep(self, root, element, rect, target: str, duration: int) -> None:
        place = root.querySelector(target)
        if place:
            self._travel(self._ghost(element, rect), rect, place.getBoundingClientRect(), duration, "sweep")

    def _chip(self, root, source: str, target: str, duration: int) -> None:
        start, end = root.querySelector(source), root.querySelector(target)
        if not start or not end:
            return
        rect = start.getBoundingClientRect()
        chip = document.createElement("span")
        chip.className = "chip-token"
        box = self._ghost(chip, _Square(*_centre(rect)))
        self._travel(box, _Square(*_centre(rect)), end.getBoundingClientRect(), duration, "chip")

    def _deal_out(self, root, dealt: str, duration: int) -> None:
        cards = root.querySelectorAll(dealt)
        middle = root.querySelector("[data-deal-from]")
        if not cards.length or not middle:
            return
        x0, y0 = _centre(middle.getBoundingClientRect())
        step = duration * 0.6 / max(cards.length - 1, 1)
        for index in range(cards.length):
            card = cards.item(index)
            x1, y1 = _centre(card.getBoundingClientRect())
            self._animate(card, [{"transform": f"translate({x0 - x1:.1f}px, {y0 - y1:.1f}px) scale(0.6)",
                                  "opacity": 0},
                                 {"transform": "none", "opacity": 1}], int(duration * 0.6), "deal",
                          delay=index * step * 0.66)

    def _flip(self, root, cards: str, duration: int) -> None:
        found = root.querySelectorAll(cards)
        step = duration * 0.3 / max(found.length - 1, 1)
        for index in range(found.length):
            self._animate(found.item(index), [{"transform": "perspective(600px) rotateY(90deg)",
                                               "filter": "brightness(0.7)"},
                                              {"transform": "none", "filter": "none"}],
                          int(duration * 0.7), "flip", delay=index * step)


class _Square:
    """A 24-pixel box around a point: where a chip starts."""

    def __init__(self, x: float, y: float) -> None:
        self.left, self.top, self.width, self.height = x - 12, y - 12, 24, 24
