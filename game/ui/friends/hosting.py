"""Your table for friends, as its host: the room (`room`) holds the match and
decides every move, your tab plays the AI in every seat nobody took (and in
a friend's while they are away), and each friend's tab is sent its own seat's
view after every change. The room is saved with the match, so a host who
closes the tab reopens the same table, and friends come back to their seats
with the link they have. One tab of a browser hosts a game's table: another
opened on it says so, and hosts when you say Host here there (the tab that
hosted until then stops and waits its turn) or once the hosting tab has
gone, so two tabs never play the saved match apart.
"""
from __future__ import annotations

import asyncio
import json
import random
import secrets

from pyscript import window

from game.ui.controls import button_markup, level_menu, speed_menu
from game.ui.dom import make
from game.ui.friends import panel
from game.ui.friends.company import SHORT_TEXT, Company, broker
from game.ui.friends.link import hold_table, qr_code
from game.ui.friends import ROOM
from game.ui.friends.room import Room
from game.ui.markup import join
from game.ui.opening import SAVE_LIMIT
from game.ui.services import store
from game.ui.services.stored import parse_json


class Hosting(Company):
    ROLE = "host"

    def __init__(self, site) -> None:
        self.room: Room | None = None
        self.room_name = ""
        self.qr = ""
        self.offer: tuple | None = None  # (peer, code, its QR code): a friend's connection by hand, not yet answered
        self.elsewhere = False  # another tab of this browser hosts this table now
        self._holding = None  # the browser's lock on hosting this table, asked for (`hold_table`)
        self.held = self.held_once = False  # this tab holds it (now, ever)
        super().__init__(site)

    # -- the saved room and match -----------------------------------------------------

    @property
    def save_key(self) -> str:
        return f"{self.GAME}.friends"

    def opening_match(self):
        """The room saved last (its match mid-play, its friends away until they come back), or a
        new room with a new match."""
        saved = store.read(self.save_key)
        if saved is not None:
            try:
                data = parse_json(saved, max_chars=SAVE_LIMIT)
                if not isinstance(data, dict) or set(data) != {"room", "seats", "match"} \
                        or not isinstance(data["room"], str) or not ROOM.fullmatch(data["room"]):
                    raise ValueError("not a saved friends' table")
                match = self.MATCH.from_dict(data["match"])
                self.room = Room.from_dict(data["seats"], match)
                self.room_name = data["room"]
                return match
            except ValueError:
                store.forget(self.save_key)
                self.site.notify("friends.corrupt_save")
        return self._new_room()

    def _new_room(self):
        match = self.MATCH(random.Random())
        self.room_name = secrets.token_urlsafe(9)
        self.room = Room(self.GAME, match, self.SEAT, self.player_name)
        self._save(match)
        return match

    def _save(self, match=None) -> None:
        if self.elsewhere:
            return  # the tab that hosts now saves the match
        store.write(self.save_key, json.dumps({"room": self.room_name, "seats": self.room.to_dict(),
                                               "match": (match or self.match).to_dict()}))

    def new_room(self) -> None:
        """A new table: a new match, a new link; the friends of the last one are sent nothing more."""
        for link in (self.link, self.hand):
            if link is not None:
                link.close()
        self.link = self.hand = self.offer = None
        self.connection, self.qr = "connecting", ""
        self.epoch += 1
        self.match = self._new_room()
        self.redraw_view()

    # -- who plays what --------------------------------------------------------------------

    def seat_players(self) -> tuple:
        book = self.room.book
        names = book.names()
        return (tuple(names[seat] for seat in range(4)),
                tuple(seat in book.guests and book.guests[seat].away for seat in range(4)))

    def board_ready(self) -> bool:
        return self.room.book.started and not self.elsewhere

    def plays_by_ai(self, seat: int) -> bool:
        return self.room.book.started and not self.elsewhere and self.room.book.played_by_ai(seat)

    def changed(self) -> None:
        self.send(self.room.played())
        self.draw_panel()

    def rematch(self) -> None:
        """A new match at the same table: the friends keep their seats and the link, and the
        deals come from a new seed, promised anew (`Room.rematch`)."""
        if not self.match.is_over:
            return
        self.match = self.MATCH(random.Random(), self.match.options)
        self.send(self.room.rematch(self.match))
        self.site.sound.play("deal")
        self._fresh_deal()

    def start(self) -> None:
        self.send(self.room.start())
        self._save()
        self.redraw_view()

    # -- one tab hosts -------------------------------------------------------------------------

    @property
    def lock_name(self) -> str:
        return f"cardavia.friends.{self.GAME}"  # one room a game is saved, so one lock a game

    def _connect(self) -> None:
        """The room is joined once the browser says no other tab of it hosts this table."""
        if self._holding is None:
            self._holding = asyncio.ensure_future(hold_table(self.lock_name, self._granted, self._lost))
        elif self.held:
            super()._connect()

    def _granted(self) -> None:
        """This tab hosts the table: at once, or now that the tab that did has gone or given way.
        A tab that hosted before reloads: its friends' tabs saw its connection to the room
        leave, and meet a new one at once."""
        if self.elsewhere and self.held_once:
            window.location.reload()
            return
        self.held = self.held_once = True
        if self.elsewhere:
            self.elsewhere = False
            self.match = self.opening_match()  # as the other tab last saved it
            super()._connect()
            self.redraw_view()
        else:
            super()._connect()
            self.draw_panel()

    def _lost(self) -> None:
        """Another tab of this browser hosts the table: this one lets its friends go, and
        neither plays nor saves the match until it hosts again."""
        for link in (self.link, self.hand):
            if link is not None:
                link.close()
        self.link = self.hand = self.offer = None
        self.held, self.elsewhere, self.connection = False, True, "connecting"
        self.epoch += 1  # the AI stops between moves
        self.redraw_view()  # on screen: the board goes and the panel says so; off screen, its next mount will

    # -- the room's messages -------------------------------------------------------------

    def opened(self) -> None:
        asyncio.ensure_future(self._draw_qr())

    async def _draw_qr(self) -> None:
        self.qr = await qr_code(self.invite_link())
        self.draw_panel()

    def joined(self, peer: str) -> None:
        self.send([(peer, self.room.greeting())])

    def left(self, peer: str) -> None:
        self.send(self.room.gone(peer))
        self.render()  # the seat says its friend is away
        self._start_ai()

    def heard(self, peer: str, text) -> None:
        out, move = self.room.hear(peer, text)
        for warning in self.room.warnings:
            self.warn(warning)
        self.room.warnings.clear()
        self.send(out)
        if move is not None:
            seat, action = move
            self._play(seat, action)
            self._start_ai(after_paint=True)
        elif out:
            self._save()  # a seat taken, a friend back
            self.render()

    def name_taken(self, name: str) -> None:
        self.send(self.room.renamed(name))
        self._save()

    # -- the panel ---------------------------------------------------------------------------

    def invite_link(self) -> str:
        url = window.URL.new(window.location.href)
        url.search = ""
        chosen = broker(self.site)
        if chosen is not None:
            url.searchParams.set("broker", chosen)
        url.hash = f"#/{self.GAME}/join/{self.room_name}"
        return str(url.href)

    def panel_state(self) -> tuple:
        words, book = self.words, self.room.book
        seats = panel.Seats(*self.seat_players(), book.host_seat, book.host_seat)
        started = book.started
        if self.elsewhere:
            return ("elsewhere", panel.top(words.text("friends.host_heading"), words.text("friends.host_elsewhere")),
                    False, "", button_markup(words.text("friends.host_here"), "host-here", primary=True))
        if self.connection == "failed":
            state, sentence = "failed", words.text("friends.failed", reason=self.failure)
        elif self.connection == "connecting":
            state, sentence = "connecting", words.text("friends.connecting")
        elif not started and self.unreached:
            state, sentence = "unreached", words.text("friends.unreached_host")
        elif not started:
            state, sentence = "open", words.text("friends.host_waiting")
        else:
            state, sentence = "playing", words.text("friends.host_playing")
        sentence = self.note_sentence() or sentence
        invite = None
        if not started and self.connection == "open" and not self.by_hand_only:
            invite = panel.invite(words, self.invite_link(), self.qr, hasattr(window.navigator, "share"))
        hand = "" if started else panel.by_hand_host(
            words, self._by_hand_address(), self.offer and self.offer[1:], self.by_hand_only or self.unreached)
        return (state, panel.top(words.text("friends.host_heading"), sentence), not started,
                panel.body(words, self.GAME, seats=seats, invite_part=invite, start=not started), hand)

    def clicked(self, action: str, target) -> None:
        if action == "start":
            self.start()
        elif action == "hand-offer":
            asyncio.ensure_future(self._offer_by_hand())
        elif action == "hand-accept":
            field = self.panel_element.querySelector("[data-hand-answer]")
            asyncio.ensure_future(self._accept_by_hand(str(field.value) if field else ""))
        elif action == "new-room":
            self.new_room()
        elif action == "rematch":
            self.rematch()
        elif action == "host-here" and self._holding is not None and self._holding.done():
            self._holding.result().take()
        else:
            super().clicked(action, target)

    # -- a friend connected by hand ------------------------------------------------------

    def _by_hand_address(self) -> str:
        url = window.URL.new(window.location.href)
        url.search = ""
        url.hash = f"#/{self.GAME}/by-hand"
        return str(url.href)

    async def _offer_by_hand(self) -> None:
        peer, code = await self.hand_link().offer()
        self.offer = (peer, code, await qr_code(code))
        self.panel_note = None
        self.draw_panel()

    async def _accept_by_hand(self, answer: str) -> None:
        if self.offer is None:
            return
        try:
            await self.hand.accept(self.offer[0], answer)
        except Exception as error:  # a code mistyped or from elsewhere: said, the offer stands
            self.panel_note = ("friends.hand_bad_code", {"reason": str(error)[:SHORT_TEXT]})
        else:
            self.offer, self.panel_note = None, None  # the friend's tab greets once the channel is open
        self.draw_panel()

    def _controls(self, match):
        """The AI's level and speed: the AI plays every seat nobody took."""
        words = self.words
        return make("div", None, level_menu(words, self.levels, self.level, self.set_level),
                    speed_menu(words, self.site.speed, self.site.set_speed), *self.own_controls(), classes=["controls"])

    def between_deals_button(self, next_label: str):
        """At the match's end: the same friends again, or a new table with a new link."""
        if self.match.is_over:
            return join([button_markup(self.words.text("friends.rematch"), "rematch", primary=True),
                         button_markup(self.words.text("friends.new_room"), "new-room")])
        return super().between_deals_button(next_label)
