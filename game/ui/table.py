"""What every game table shares: the saved match it resumes (or a seeded one
from the address), mounting, the status line, the AI players' turn loop and
restart.

A game's table subclasses `Table` and says how to rebuild, start and seed its
match; the rest is the same for every game, so it lives here once.
"""
from __future__ import annotations

import asyncio
import json
import random
import time

from game.ui.site import metrics
from game.ui.site import store
from game.ui.controls import RestartControl
from game.ui.dom import make
from game.ui.site.stored import moves_on, parse_json


YOU = 0  # your seat, at the bottom of every table
SAVE_LIMIT = 500_000  # characters; a 43-deal Tractor match, from 2 past the Ace, saves in 80,000


def parse_seed(text: str, largest: int) -> int | None:
    """A match number from the address: digits only, 0 to `largest`."""
    text = text.strip()
    if not text.isascii() or not text.isdigit():
        return None
    seed = int(text)
    return seed if seed <= largest else None


class Table:
    GAME = ""            # "asnas", "tractor": the prefix of its words and saved keys
    MATCH: type = object  # the engine's match: MATCH(seed or random.Random), MATCH.from_dict(saved)
    LARGEST_SEED = 0
    REFUSALS: tuple = (ValueError, TypeError, KeyError)  # what a bad save raises

    def __init__(self, site) -> None:
        self.site = site
        self.root = None
        self.epoch = 0  # bumped to stop a running AI loop (leaving the table, restarting)
        self.said: dict[int, str] = {}  # each seat's last move, in words, under its name
        self.restart = RestartControl(self.play_again, self._redraw)
        self.match = self._open_match()

    # -- what a game supplies -------------------------------------------------

    def layout(self):
        """The table's empty frame (its section), with `self.parts` to draw into."""
        raise NotImplementedError

    def render(self) -> None:
        raise NotImplementedError

    def play_again(self) -> None:
        """The same match number dealt again from its first deal."""
        self.match.restart()
        self._fresh_deal()

    def _fresh_deal(self, taken_up: bool = False) -> None:
        """Forget the last deal's marks, save, draw, and let the AI players go
        on; a match `taken_up` from another tab is neither saved back nor
        played on here until this tab is used (see `resume`)."""
        self.epoch += 1
        self.said = {}
        self._forget_selection()
        if not taken_up:
            self._save()
        self.render()
        self._announce_turn()
        if not taken_up:
            self._start_ai()

    def _forget_selection(self) -> None:
        """Drop whatever the player had picked but not played (a game with a
        hand to pick from overrides this)."""

    def _announce_turn(self, prefix: str = "") -> None:
        raise NotImplementedError

    def ai_choice(self, seat: int):
        """The AI's move for `seat`, from that seat's view only."""
        raise NotImplementedError

    def ai_pause(self, action) -> float:
        """Seconds to wait before showing the move (the AI speed)."""
        raise NotImplementedError

    def ai_play(self, seat: int, action) -> float:
        """Apply and show the move; returns an extra pause to let it be seen."""
        raise NotImplementedError

    def ai_decision_is_timed(self, action) -> bool:
        return True

    # -- showing --------------------------------------------------------------

    def mount(self, words):
        """Build the table for the current language and carry on playing."""
        self.words = words
        self.status = self._status_line()
        self.side_state = None
        self.root = self.layout()
        self.render()
        self._announce_turn()
        self._start_ai()
        return self.root

    # -- the AI players -------------------------------------------------------

    def resume(self) -> None:
        """The player came back to this tab: its AI players play on from here,
        so of two tabs of one match only the one in use moves them."""
        self._start_ai()

    def _start_ai(self) -> None:
        deal = self.match.deal
        if self.root is None or deal.is_over or deal.to_act == YOU:
            return
        self.epoch += 1
        asyncio.ensure_future(self._run_ai(self.epoch))

    async def _run_ai(self, epoch: int) -> None:
        """Moves the AI seats in turn until it is yours; a newer epoch (you
        left the table, or restarted) stops it between moves."""
        while epoch == self.epoch:
            deal = self.match.deal
            if deal.is_over or deal.to_act == YOU:
                return
            seat = deal.to_act
            started = time.perf_counter()
            action = self.ai_choice(seat)
            if self.ai_decision_is_timed(action):
                metrics.record(f"{self.GAME}-ai-decision", (time.perf_counter() - started) * 1000)
            delay = self.ai_pause(action)
            if delay:
                self._mark_thinking(seat)
            await asyncio.sleep(delay)
            if epoch != self.epoch:
                return
            settle = self.ai_play(seat, action)
            if settle:
                await asyncio.sleep(settle)

    # -- the saved match ------------------------------------------------------

    @property
    def save_key(self) -> str:
        return f"{self.GAME}.match"

    def _open_match(self):
        """The saved match, unless the address asks for another seed; a save
        that does not replay is dropped with a notice, never half-used."""
        match = None
        saved = store.read(self.save_key)
        if saved is not None:
            try:
                match = self.MATCH.from_dict(parse_json(saved, max_chars=SAVE_LIMIT))
            except self.REFUSALS:
                store.forget(self.save_key)
                self.site.notify(f"{self.GAME}.corrupt_save")
        requested = self.site.take_param("seed")
        if requested is not None:
            seed = parse_seed(requested, self.LARGEST_SEED)
            if seed is None:
                self.site.notify(f"{self.GAME}.bad_seed", seed=requested)
            elif match is None or match.seed != seed:
                match = self.MATCH(seed)
        if match is None:
            match = self.MATCH(random.Random())
        self._save(match)
        return match

    def _save(self, match=None) -> None:
        store.write(self.save_key, json.dumps((match or self.match).to_dict()))

    def saved_elsewhere(self, text: str | None) -> None:
        """Another tab of this site saved this game's match. If it is news
        (more moves of this match, or another match) this tab takes it up and
        says so, instead of ever writing its own older state over it later."""
        if text is None:
            return
        try:
            theirs = parse_json(text, max_chars=SAVE_LIMIT)
            if not moves_on(theirs, self.match.to_dict()):
                return
            match = self.MATCH.from_dict(theirs)
        except self.REFUSALS:
            return  # garbage written elsewhere is not news; the next save replaces it
        same_match = match.seed == self.match.seed
        self.match = match
        self.site.notify("notice.moved_on_elsewhere" if same_match else "notice.new_match_elsewhere")
        self._fresh_deal(taken_up=True)
        if self.site.in_use():
            self.resume()  # the player is looking at this tab: its AI players must not wait for a focus

    # -- on screen --------------------------------------------------------------

    def unmount(self) -> None:
        self.epoch += 1
        self.root = None

    def _redraw(self):
        self.render()
        return self.root

    def _status_line(self):
        """Where every move is announced, politely, for screen readers too."""
        return make("p", classes=["status"], id="table-status", attrs={"role": "status", "aria-live": "polite"})

    def _say(self, message: str) -> None:
        if self.root is not None:
            self.status.textContent = message

    def _mark_thinking(self, seat: int) -> None:
        if self.root is not None:
            box = self.root.querySelector(f"[data-seat='{seat}']")
            if box:
                box.classList.add("thinking")

    def on_key(self, key: str) -> bool:
        return False
