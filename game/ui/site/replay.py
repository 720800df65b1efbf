"""The replay view (`#/<game>/replay`): a finished deal played again move by
move, every hand face up, from the match on your table, your last finished
match (`/last`), or a shared link (`?seed=<n>&moves=<code>`).

The deal is played again through the rules (`game.replays`), so what is
shown is what the rules made of those moves, and a link whose moves its seed
does not allow is refused whole, in a notice. Nothing here writes to
storage: a replay only reads, so a bad link or a save that does not replay
changes nothing. Each game draws its own board (`game.ui.<game>.replay`);
the steps, the keys, the choice of deal and the link are the same for both.
"""
from __future__ import annotations

import asyncio
import importlib
import json
import time
from urllib.parse import parse_qs

from pyscript import window

from game.core import SaveError
from game.i18n import RIGHT_TO_LEFT
from game.replays import Recording
from game.ui.controls import button_markup
from game.ui.dom import listen, make
from game.ui.markup import join, tag
from game.ui.opening import SAVE_LIMIT
from game.ui.services import last_match, metrics, store
from game.ui.services.stored import parse_json
from game.ui.site.routes import LAST, Route

STEPS = {"replay-start": "Home", "replay-back": "ArrowLeft", "replay-forward": "ArrowRight", "replay-end": "End"}
"""The step buttons by their data-action, with the key that presses each (left to right)."""
QUERY_FIELDS = 4
REASON_LIMIT = 120  # characters of a refusal said in the console


class ReplayBoard:
    """What the site shows at a replay route: built afresh for each address, kept while the
    language changes, never a table (nothing is played and nothing saved here)."""

    epoch = 0
    """Bumped where a table's would stop its AI players (a portal's pause): none play here."""

    def __init__(self, site, route: Route) -> None:
        self.site = site
        self.route = route
        self.refusal = None  # the words saying why the replay asked for cannot be shown, if it cannot
        self.drawing = importlib.import_module(f"game.ui.{route.game}.replay")
        started = time.perf_counter()
        self.recording = self._recording()
        self.number = len(self.recording.deals) if self.recording else 0
        self.moments = self.recording.moments(self.number) if self.recording else ()
        metrics.record("replay-open", (time.perf_counter() - started) * 1000)
        self.step = 0
        self.shared, self.shared_note = None, None  # the link shown after Copy, and what became of it

    # -- where the deal comes from --------------------------------------------

    def _recording(self) -> Recording | None:
        """The recording this route names, or ``None`` with a notice if it does not replay."""
        game, source = self.route.game, self.route.replay
        if source is None:
            mine = self._from_table(game)
            if mine is not False:
                return mine
            source = LAST
        query = last_match.read(game) if source == LAST else source
        if query is None:
            return None
        try:
            fields = parse_qs(query, max_num_fields=QUERY_FIELDS, strict_parsing=True)
            seed, moves = fields.get("seed", [None])[-1], fields.get("moves", [None])[-1]
            if seed is None or moves is None:
                raise SaveError("A replay link names its match (seed) and its moves")
            return Recording.from_link(game, seed, moves)
        except (SaveError, ValueError) as error:
            window.console.warn(f"replay refused: {str(error)[:REASON_LIMIT]}")
            self.refusal = "replay.bad_link" if source != LAST else "replay.bad_saved"
            self.site.notify(self.refusal)
            return None

    def _from_table(self, game: str):
        """Your saved match's finished deals; ``False`` if it has none (or there is no match)."""
        text = store.read(f"{game}.match")
        if text is None:
            return False
        try:
            match = importlib.import_module("game.games").GAMES[game].match.from_dict(
                parse_json(text, max_chars=SAVE_LIMIT))
        except ValueError as error:  # the table says it and drops it; a replay leaves it be
            window.console.warn(f"replay of the saved match refused: {str(error)[:REASON_LIMIT]}")
            self.refusal = "replay.bad_saved"
            self.site.notify(self.refusal)
            return None
        return Recording.of(game, match) or False

    # -- the page -------------------------------------------------------------

    def mount(self, words):
        self.words = words
        drawing = self.drawing
        self.parts = {name: make("div", classes=[name]) for name in drawing.PARTS}
        self.root = make("section", None, classes=["replay", *drawing.SECTION],
                         attrs={"data-view": "replay", "data-game": self.route.game})
        if self.recording is None:
            self.root.append(make("p", words.text(self.refusal or "replay.none"), classes=["plain-notice"],
                                  attrs={"data-replay": "refused" if self.refusal else "none"}),
                             make("a", words.text("replay.to_table"), classes=["btn", "primary"],
                                  href=Route("table", self.route.game).hash))
            return self.root
        self.head = make("div", classes=["replay-head"])
        board = make("div", None, *self.parts.values(), classes=list(drawing.BOARD))
        self.root.append(self.head, board)
        listen(self.root, "click", self._clicked)
        listen(self.root, "change", self._changed)
        self._draw_head()
        self.draw()
        return self.root

    def _draw_head(self) -> None:
        words = self.words
        choice = make("select", None, classes=["replay-deal"],
                      attrs={"data-action": "replay-deal", "aria-label": words.text("replay.deal")})
        for number in range(1, len(self.recording.deals) + 1):
            option = make("option", words.text("replay.deal_number", number=number), value=str(number))
            if number == self.number:
                option.setAttribute("selected", "")
            choice.append(option)
        share = [make("button", words.text("replay.share"), type="button", classes=["btn", "plain"],
                      attrs={"data-action": "share-replay"})]
        if self.shared is not None:
            share.append(make("input", None, classes=["share-link"], readonly=True, value=self.shared,
                              attrs={"data-share-link": "", "aria-label": words.text("replay.link")}))
            share.append(make("p", words.text(self.shared_note), classes=["share-note"], attrs={"role": "status"}))
        self.head.replaceChildren()
        self.head.append(make("h2", words.text("replay.heading", number=self.number)),
                         make("label", None, make("span", words.text("replay.deal")), choice, classes=["replay-pick"]),
                         make("a", words.text("replay.to_table"), classes=["btn", "plain"],
                              href=Route("table", self.route.game).hash),
                         make("div", None, *share, classes=["replay-share"]))

    def draw(self) -> None:
        """The board at this step, the move that led to it, and the step buttons."""
        started = time.perf_counter()
        moment = self.moments[self.step]
        for name, markup in self.drawing.parts(self.words, moment, self.number).items():
            self.parts[name].innerHTML = markup
        before = self.moments[max(0, self.step - 1)]
        last = len(self.moments) - 1
        words = self.words
        buttons = [button_markup(words.text(f"replay.{label}"), action, enabled=enabled,
                                 attrs={"aria-keyshortcuts": key})
                   for (action, key), label, enabled in zip(
                       STEPS.items(), ("start", "back", "forward", "end"),
                       (self.step > 0, self.step > 0, self.step < last, self.step < last))]
        self.parts["talk"].innerHTML = join([
            tag("p", self.drawing.caption(words, before, moment), classes=["status", "replay-caption"],
                attrs={"aria-live": "polite", "data-step": self.step}),
            tag("p", words.text("replay.move_of", number=self.step, total=last), classes=["replay-position"]),
            tag("div", None, *buttons, classes=["replay-steps"]),
            tag("p", words.text("replay.keys"), classes=["replay-keys"]),
        ])
        metrics.record("replay-step", (time.perf_counter() - started) * 1000)

    # -- moving through the deal ---------------------------------------------

    def go(self, step: int) -> None:
        step = max(0, min(len(self.moments) - 1, step))
        if step != self.step:
            self.step = step
            self.draw()

    def show_deal(self, number: int) -> None:
        if self.recording is None or not 1 <= number <= len(self.recording.deals) or number == self.number:
            return
        self.number, self.step, self.shared = number, 0, None
        self.moments = self.recording.moments(number)
        self._draw_head()
        self.draw()

    def _clicked(self, event) -> None:
        target = event.target.closest("[data-action]")
        if not target or getattr(target, "disabled", False):
            return
        action = str(target.getAttribute("data-action"))
        if action in STEPS:
            self.on_key(STEPS[action], mirrored=False)
            focus = self.root.querySelector(f"[data-action={action}]:not([disabled])")
            if focus:
                focus.focus()  # the redraw replaced the button pressed
        elif action == "share-replay":
            asyncio.ensure_future(self.share())

    def _changed(self, event) -> None:
        if event.target.getAttribute("data-action") == "replay-deal":
            self.show_deal(int(str(event.target.value)))

    def on_key(self, key: str, mirrored: bool = True) -> bool:
        """The arrow keys step (mirrored where the page reads right to left), Home and End jump."""
        if mirrored and self.words.code in RIGHT_TO_LEFT and key in ("ArrowLeft", "ArrowRight"):
            key = "ArrowRight" if key == "ArrowLeft" else "ArrowLeft"
        moves = {"Home": -len(self.moments), "ArrowLeft": -1, "ArrowRight": 1, "End": len(self.moments)}
        if key not in moves or not self.moments:
            return False
        self.go(self.step + moves[key])
        return True

    async def share(self) -> None:
        """This deal's link, shown to copy by hand and copied where the browser lets the page."""
        url = window.URL.new(window.location.href)
        url.search = ""  # the address's own choices (a portal's frame, a language) are not the replay's
        url.hash = Route("replay", self.route.game, replay=last_match.query(self.recording.up_to(self.number))).hash
        self.shared, self.shared_note = str(url.href), "replay.not_copied"
        try:
            await window.navigator.clipboard.writeText(self.shared)
            self.shared_note = "replay.copied"
        except Exception as error:  # noqa: BLE001 - no clipboard, or the browser refused it
            window.console.info(f"the replay link was not copied: {json.dumps(str(error))[:120]}")
        self._draw_head()

    # -- what the site asks of a view ---------------------------------------------

    def resume(self) -> None:
        """Nothing plays in a replay."""

    def unmount(self) -> None:
        """Nothing runs in a replay to stop."""
