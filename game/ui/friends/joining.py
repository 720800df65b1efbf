"""A friend's table, as a guest: the host's tab decides everything, this tab
draws the view of your seat it is sent (`remote`), says at once why a move
is refused (from the view's own choices, as the host's engine would), and
sends the moves it allows. Your seat's token is kept in this browser, so a
reload, a closed tab reopened or a dropped network brings you back to the
same seat with the same link. The link opened in a second tab takes the
seat there; the first tab says so, and its "Play here" takes it back.
"""
from __future__ import annotations

import asyncio
import secrets

from pyscript import window

from game.core import IllegalAction
from game.ui.controls import button_markup
from game.ui.friends import BY_HAND, panel
from game.ui.friends.company import SHORT_TEXT, Company
from game.ui.friends.guest import Guest
from game.ui.friends.link import qr_code
from game.ui.friends.messages import FROM_HOST, TOKEN, Dropped, read
from game.ui.friends.remote import RemoteMatch
from game.ui.seen import SeenFrom
from game.ui.services import store


HOST_PATIENCE = 10.0
"""Seconds after a broker answers before a friend is told that no host's tab has: finding
the host takes a second or two when its tab is open."""


class Joining(Company):
    ROLE = "guest"

    def __init__(self, site) -> None:
        self.room_name = site.route.room
        self.guest = Guest(self.GAME, self._stored_name(site), self._token())
        self.host_peer: str | None = None
        self.host_gone = False
        self.sent = False  # a move is on its way to the host: no other until the host answers
        self.answer: tuple | None = None  # (code, its QR code): this tab's answer to a host met by hand
        self.host_missing = False  # a broker answers, and still no host's tab after HOST_PATIENCE
        self.elsewhere = False  # your seat is played from another tab of this browser now
        self._host_wait = None
        super().__init__(site)

    def _token(self) -> str:
        """This browser's secret for its seat in this room: kept, so the seat is found again."""
        key = f"friends.token.{self.room_name}"
        token = store.read(key)
        if token is None or not TOKEN.fullmatch(token):
            token = secrets.token_urlsafe(24)
            store.write(key, token)
        return token

    # -- the match as this seat sees it ---------------------------------------------------

    @property
    def save_key(self) -> str:
        return f"{self.GAME}.guest"  # never written: the host keeps the match

    def opening_match(self):
        return RemoteMatch(self.guest, self.room_name)

    def _save(self, match=None) -> None:
        """The host saves the match; a friend's tab keeps only its token."""

    def seat_players(self) -> tuple:
        return tuple(self.guest.names), tuple(self.guest.away)

    def board_ready(self) -> bool:
        return self.guest.view is not None and self.guest.seat is not None

    def plays_by_ai(self, seat: int) -> bool:
        return False  # the host's tab plays every seat its AI plays

    def act(self, action) -> bool:
        """Your move goes to the host if the view allows it; refused here at once if not. A
        second press before the host has answered the first sends nothing."""
        if self.sent:
            return False
        refusal = self.refusal_of(action)
        if refusal is not None:
            self._refuse(self.refusal_text(refusal))
            return False
        if self.host_peer is None or self.host_gone:
            self._refuse(self.words.text("friends.host_left", host=self.host_name()))
            return False
        self.send([(self.host_peer, self.guest.move(action))])
        self.sent = True
        return True

    # -- the host's messages ---------------------------------------------------------------

    def heard(self, peer: str, text) -> None:
        if peer != self.host_peer and not self._greeting(text):
            self.warn(f"dropped a message from {peer}, which is not the host's tab")
            return
        before = self.guest.view
        reason = self.guest.hear(text)
        if reason is not None:
            self.warn(f"dropped a message from the host: {reason}")
            return
        kind = self.guest.heard
        if kind in ("view", "refused", "welcome"):
            self.sent = False  # the host answered (or this tab came back to a new connection)
        if kind == "host":
            if self.host_gone:
                self.site.withdraw("friends.host_left")  # the host reopened the table
            self.host_peer, self.host_gone = peer, False
            if not self.elsewhere:  # a tab that left its seat to another takes it back only by Play here
                self.send([(peer, self.guest.join())])
        elif kind in ("welcome", "seated"):
            self.panel_note = None
            if self.guest.seat is not None:
                self.elsewhere = False
                self._sit(self.guest.seat)
        elif kind == "elsewhere":
            self.elsewhere, self.sent, self.panel_note = True, False, None
            self.redraw_view()  # the board goes: its cards are played from the other tab
        elif kind == "seat-refused":
            rule, details = self.guest.refusals[-1]
            self.panel_note = (f"friends.{rule}", {})
        elif kind == "refused":
            rule, details = self.guest.refusals[-1]
            self._refuse(self.refusal_text(IllegalAction(rule, rule=rule, **details)))
        elif kind == "view":
            self._new_view(before)
        elif kind == "reveal":
            self.site.notify("friends.fair" if self.guest.fair else "friends.unfair")

    def _greeting(self, text) -> bool:
        """Whether ``text`` is a host's greeting that may be taken from a new tab: before any
        host spoke, or after the host's tab left (it reopened the room)."""
        if self.host_peer is not None and not self.host_gone:
            return False
        try:
            read(text, {"host": FROM_HOST["host"]})
        except Dropped:
            return False
        return True

    def _sit(self, seat: int) -> None:
        """This tab's seat: the table is drawn from it (you at the bottom)."""
        if self.you != seat:
            self.you = seat
            self.seen = SeenFrom(seat, self.GAME)

    def _new_view(self, before) -> None:
        self.match.see(before)
        if self.root is None:
            self.redraw_view()  # the match started, or this tab came back to it: draw the board
            return
        view = self.my_view()
        if before is None or before.deal_number != view.deal_number:
            self.said = {}
            self._forget_selection()
            self.render()
            self._announce_turn()
            return
        if before.deal.to_act == self.you and view.deal.to_act != self.you:
            self._forget_selection()
        self.render()
        if view.deal.to_act is None and before.deal.to_act is not None:
            self._say(self.outcome())
        elif view.deal.to_act == self.you and before.deal.to_act != self.you:
            self._announce_turn()

    def _reach(self, reached) -> None:
        if reached and self._host_wait is None:
            self._host_wait = asyncio.ensure_future(self._wait_for_host())
        super()._reach(reached)

    async def _wait_for_host(self) -> None:
        await asyncio.sleep(HOST_PATIENCE)
        if self.host_peer is None:
            self.host_missing = True
            self.draw_panel()

    def left(self, peer: str) -> None:
        if peer == self.host_peer:
            self.host_gone = True
            self.site.notify("friends.host_left", host=self.host_name())
            self.draw_panel()

    def name_taken(self, name: str) -> None:
        self.guest.name = name
        if self.host_peer is not None and not self.host_gone:
            self.send([(self.host_peer, self.guest.join())])  # the name a seat taken next is shown with

    # -- the panel -------------------------------------------------------------------------------

    def host_name(self) -> str:
        host = self.guest.host_seat
        name = None if host is None else self.guest.names[host]
        return name or self.words.text("friends.the_host")

    def invite_link(self) -> str:
        return str(window.location.href)

    def panel_state(self) -> tuple:
        words, guest = self.words, self.guest
        seated = guest.seat is not None
        if self.connection == "failed":
            state, sentence = "failed", words.text("friends.failed", reason=self.failure)
        elif self.host_gone:
            state, sentence = "host-left", words.text("friends.host_left", host=self.host_name())
        elif self.host_peer is None and self.unreached:
            state, sentence = "unreached", words.text("friends.unreached_guest")
        elif self.host_peer is None and self.host_missing:
            state, sentence = "no-host", words.text("friends.no_host")
        elif self.elsewhere:
            state, sentence = "elsewhere", words.text("friends.elsewhere")
        elif self.connection == "connecting" or self.host_peer is None or guest.host_seat is None:
            state, sentence = "connecting", words.text("friends.finding_host")
        elif not seated and guest.started:
            state, sentence = "closed", words.text("friends.match_started")
        elif not seated:
            state, sentence = "choosing", words.text("friends.pick_seat", host=self.host_name())
        elif not guest.started:
            state, sentence = "seated", words.text("friends.waiting_start", host=self.host_name())
        else:
            state, sentence = "playing", words.text("friends.guest_playing", host=self.host_name())
        sentence = self.note_sentence() or sentence
        seats = None
        if guest.host_seat is not None:
            seats = panel.Seats(*self.seat_players(), guest.host_seat, guest.seat)
        choosing = state == "choosing"
        hand = panel.by_hand_guest(words, self.answer) if self.by_hand and self.host_peer is None else ""
        if state == "elsewhere":
            hand = button_markup(words.text("friends.play_here"), "play-here", primary=True)
        known = self.guest.host_seat is not None and self.guest.names[self.guest.host_seat]
        heading = (words.text("friends.guest_heading", host=known) if known
                   else words.text("friends.guest_heading_unknown"))  # before the host's name has come
        return (state, panel.top(heading, sentence), not seated and not self.elsewhere,
                panel.body(words, self.GAME, seats=seats, choosing=choosing), hand)

    def clicked(self, action: str, target) -> None:
        if action == "hand-answer":
            field = self.panel_element.querySelector("[data-hand-offer]")
            asyncio.ensure_future(self._answer_by_hand(str(field.value) if field else ""))
        elif action == "play-here":
            if self.host_peer is not None and not self.host_gone:
                self.send([(self.host_peer, self.guest.join())])  # the seat follows you back to this tab
        elif action == "take-seat":
            if self.host_peer is not None and not self.host_gone:
                self.send([(self.host_peer, self.guest.take_seat(int(target.dataset.seat)))])
        else:
            super().clicked(action, target)

    # -- a host met by hand -------------------------------------------------------------------

    @property
    def by_hand(self) -> bool:
        """This tab's table was reached by hand (`#/<game>/by-hand`): no broker, no room's name."""
        return self.room_name == BY_HAND

    @property
    def by_hand_only(self) -> bool:
        return self.by_hand or super().by_hand_only

    async def _answer_by_hand(self, code: str) -> None:
        try:
            answer = await self.hand_link().answer(code)
        except Exception as error:  # a code mistyped or cut short: said, nothing else changes
            self.panel_note = ("friends.hand_bad_code", {"reason": str(error)[:SHORT_TEXT]})
        else:
            self.answer, self.panel_note = (answer, await qr_code(answer)), None
        self.draw_panel()

    def between_deals_button(self, next_label: str):
        """The host deals the next hand; this tab waits for it."""
        key = "friends.match_over" if self.match.is_over else "friends.waiting_deal"
        return button_markup(self.words.text(key, host=self.host_name()), "next", enabled=False)
