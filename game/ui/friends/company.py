"""What a friends' table adds to a game's table, host's or guest's alike: the
room's panel (`panel`: before the match all there is, after it below the
board), the connection (`link`), your name, the invite's buttons, each
seat's player on the board, and what a shared table leaves out: take-backs,
a link to the match's seed (secret until the match ends), house rules and
restarts (the host opens a new table instead).

`Hosting` and `Joining` build on this; the site puts either before a game's
table class (``type(name, (Hosting, TractorTable), {})``), so what they
change is said once for both games.
"""
from __future__ import annotations

import asyncio
import re
from pathlib import Path

from pyscript import window
from pyscript.ffi import create_proxy, to_js

from game import i18n
from game.ui import seating
from game.ui.dom import from_markup, listen, make
from game.ui.friends import messages, panel
from game.ui.friends.link import HAND_PEER, HandLink, Link
from game.ui.friends.messages import Dropped
from game.ui.services import store

i18n.add_words(Path(__file__).resolve().parent / "words")  # the table's sentences came with it

NAME_KEY = "friends.name"
NO_BROKER = "none"
BROKER = re.compile(r"wss?://[A-Za-z0-9.\-\[\]:]+(:[0-9]{1,5})?(/[A-Za-z0-9._~/-]*)?")
"""A broker the address may name (`?broker=`): a websocket address, nothing else."""
SHORT_TEXT = 256  # characters of a broker's address, or of why a room could not be opened


class Company:
    TAKE_BACK = False

    def __init__(self, site) -> None:
        self.link: Link | None = None
        self.hand: HandLink | None = None  # friends met by hand, with no broker (`by_hand`)
        self.connection = "connecting"  # "open" once the room is joined, "failed" if it cannot be
        self.failure = ""
        self.reached: bool | None = None  # whether a broker answers (`Link`); None until it is known
        self.panel_note: tuple | None = None  # (key, values): a sentence the panel says until the next change
        self.panel_element = None
        self._panel_drawn = None
        self.player_name = self._stored_name(site)
        super().__init__(site)

    # -- what each side says -------------------------------------------------------

    def panel_state(self) -> tuple:
        """``(state, top, naming, body, hand)``: where the room stands (the panel's ``data-state``),
        the markup of the panel's top and body (`panel`), whether your name may be changed, and
        the markup of the part that connects a friend by hand."""
        raise NotImplementedError

    def board_ready(self) -> bool:
        """Whether the match has started for this tab, so its board is drawn."""
        raise NotImplementedError

    def heard(self, peer: str, text: str) -> None:
        raise NotImplementedError

    def joined(self, peer: str) -> None:
        """Another tab joined the room."""

    def left(self, peer: str) -> None:
        """Another tab left the room (closed, or its network went)."""

    def opened(self) -> None:
        """The room is joined: the other tabs can be reached."""

    def name_taken(self, name: str) -> None:
        """You took another name."""

    # -- the table, shared ------------------------------------------------------------

    reviews_deals = False

    def share_link(self, seed, rules=frozenset()):
        return None  # the seed deals every hand: nobody at a friends' table is shown it before the end

    def saved_elsewhere(self, text) -> None:
        """A friends' table is played in one tab: another tab's save is not news to it."""

    def _controls(self, match):
        return make("div", None, *self.own_controls(), classes=["controls"])

    def mount(self, words):
        self.words = words
        self.panel_parts = {"top": make("div", classes=["friends-top"]),
                            "name": from_markup(panel.name_field(words, self.player_name)),
                            "body": make("div", classes=["friends-body"]),
                            "hand": make("div", classes=["friends-hand"])}
        self.panel_element = make("section", None, *self.panel_parts.values(), classes=["friends-panel"])
        self._panel_drawn = {}
        self._players_shown: dict = {}
        self.delegate(self.panel_element)
        listen(self.panel_parts["name"], "change", self._name_changed)
        board = super().mount(words) if self.board_ready() else None
        if board is None:
            self.root = None
        # before the match the room is all there is; once it is on, the board comes first
        parts = (self.panel_element,) if board is None else (board, self.panel_element)
        self.frame = make("div", None, *parts, classes=["friends-table"], attrs={"data-friends": self.ROLE})
        self.draw_panel()
        self._connect()
        return self.frame

    def unmount(self) -> None:
        super().unmount()
        self.panel_element = None

    def draw_panel(self) -> None:
        """The panel as ``panel_state`` says: each part written only when it changed."""
        if self.panel_element is None:
            return
        state, top, naming, body, hand = self.panel_state()
        self.panel_element.setAttribute("data-state", state)
        for name, markup in (("top", top), ("body", body), ("hand", hand)):
            if self._panel_drawn.get(name) != markup:
                self._panel_drawn[name] = markup
                self.panel_parts[name].innerHTML = markup
        self.panel_parts["name"].hidden = not naming

    def seat_players(self) -> tuple:
        """``(names, away)``: each seat's player's name (None where the AI plays) and whether they are away."""
        raise NotImplementedError

    def render(self) -> None:
        """The table, and on each seat round you the name of who plays it (its part's
        ``data-player``, shown by the style sheet; ``data-away`` while a friend is away)."""
        super().render()
        if self.root is None:
            return
        names, away = self.seat_players()
        for seat in seating.others(self.you):
            part = self.parts[seating.place(seat, self.you)]
            shown = (names[seat] or self.words.text("friends.ai"), away[seat])
            if self._players_shown.get(seat) != shown:
                self._players_shown[seat] = shown
                part.setAttribute("data-player", shown[0])
                if shown[1]:
                    part.setAttribute("data-away", self.words.text("friends.away"))
                else:
                    part.removeAttribute("data-away")

    def redraw_view(self) -> None:
        """Draw this table anew (the board appears when the match starts), if it is on screen,
        from its top: a host who scrolled down to Start on a phone, or a friend down to a
        seat, sees the board begin, not its middle."""
        if self.site.table is self:
            self.site.draw_view()
            window.scrollTo(0, 0)

    def clicked(self, action: str, target) -> None:
        if action == "copy-invite":
            self._copy_invite()
        elif action == "share-invite":
            self._share_invite()
        else:
            super().clicked(action, target)

    # -- the connection -------------------------------------------------------------------

    def _connect(self) -> None:
        if self.link is None and not self.by_hand_only:
            self.link = Link(self._heard, self._joined, self._left, self._reach)
            asyncio.ensure_future(self._open())
        elif self.by_hand_only:
            self.connection = "open"

    @property
    def by_hand_only(self) -> bool:
        """`?broker=none`: no broker at all, every friend connected by hand (`HandLink`)."""
        return self.site.param("broker") == NO_BROKER

    def hand_link(self) -> HandLink:
        if self.hand is None:
            self.hand = HandLink(self._heard, self._joined, self._left)
        return self.hand

    async def _open(self) -> None:
        try:
            await self.link.open(self.room_name, broker(self.site))
        except Exception as error:  # the library or the broker: said on the panel, the table stays usable
            self.connection, self.failure = "failed", str(error)[:SHORT_TEXT]
            window.console.warn(f"cardavia friends: the room could not be joined: {error}")
        else:
            self.connection = "open"
            self.opened()
        self.draw_panel()

    def _reach(self, reached) -> None:
        self.reached = bool(reached)
        self.draw_panel()

    @property
    def unreached(self) -> bool:
        """No broker answers: nobody can find this table through its link until one does."""
        return self.connection == "open" and self.reached is False

    def _heard(self, peer, text) -> None:
        self.heard(str(peer), text if isinstance(text, str) else None)
        self.draw_panel()

    def _joined(self, peer) -> None:
        self.joined(str(peer))
        self.draw_panel()

    def _left(self, peer) -> None:
        self.left(str(peer))
        self.draw_panel()

    def send(self, out) -> None:
        """``[(peer, text), ...]`` from the room or the guest, each to its tab."""
        for peer, text in out:
            link = self.hand if peer.startswith(HAND_PEER) else self.link
            if link is not None:
                link.send(text, peer)

    @staticmethod
    def warn(text: str) -> None:
        window.console.warn(f"cardavia friends: {text}")

    # -- your name and the invite -------------------------------------------------------

    @staticmethod
    def _stored_name(site) -> str:
        try:
            return messages.name(store.read(NAME_KEY))
        except Dropped:
            return site.words.text("friends.default_name")

    def _name_changed(self, event) -> None:
        try:
            name = messages.name(str(event.target.value))
        except Dropped:
            self.panel_note = ("friends.bad_name", {})
            self.draw_panel()
            return
        self.player_name = name
        store.write(NAME_KEY, name)
        self.panel_note = None
        self.name_taken(name)
        self.draw_panel()

    def invite_link(self) -> str:
        raise NotImplementedError

    def _copy_invite(self) -> None:
        link = self.invite_link()
        field = self.panel_element.querySelector("[data-invite]") if self.panel_element else None
        if field:
            field.select()
        clipboard = window.navigator.clipboard
        if clipboard and hasattr(clipboard, "writeText"):
            # refused in some frames: the link is selected, and copied the old way
            clipboard.writeText(link).catch(create_proxy(lambda _error: window.document.execCommand("copy")))
        else:
            window.document.execCommand("copy")  # a page on a plain-http address has no clipboard object
        self.panel_note = ("friends.copied", {})
        self.draw_panel()

    def _share_invite(self) -> None:
        if hasattr(window.navigator, "share"):
            shared = window.navigator.share(to_js({"title": self.words.text("site.document_title"),
                                                   "url": self.invite_link()}, dict_converter=window.Object.fromEntries))
            shared.catch(create_proxy(lambda _error: None))  # the player closed the share sheet

    def note_sentence(self) -> str | None:
        if self.panel_note is None:
            return None
        key, values = self.panel_note
        return self.words.text(key, **values)


def broker(site) -> str | None:
    """The broker the address names (`?broker=`), or None for the library's public ones; an
    address that is not a websocket's is said in a notice and not used."""
    text = site.param("broker")
    if text is None or text == NO_BROKER:
        return None
    if len(text) <= SHORT_TEXT and BROKER.fullmatch(text):
        return text
    site.notify("friends.bad_broker", broker=text)
    return None
