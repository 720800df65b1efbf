"""What every game table shares: the saved match it resumes (or a seeded one
from the address), the status line, the AI's turn loop guard and restart.

A game's table subclasses `Table` and says how to rebuild, start and seed its
match; the rest is the same for every game, so it lives here once.
"""
from __future__ import annotations

import json
import random

from game.ui import store
from game.ui.controls import RestartControl
from game.ui.dom import make


def parse_seed(text: str, largest: int) -> int | None:
    """A match number from the address: digits only, 0 to `largest`."""
    text = text.strip()
    if not text.isascii() or not text.isdigit():
        return None
    seed = int(text)
    return seed if seed <= largest else None


class Table:
    GAME = ""            # "asnas", "tractor": the prefix of its words and saved keys
    LARGEST_SEED = 0
    REFUSALS: tuple = (ValueError, TypeError, KeyError)  # what a bad save raises

    def __init__(self, site) -> None:
        self.site = site
        self.root = None
        self.epoch = 0  # bumped to stop a running AI loop (leaving the table, restarting)
        self.restart = RestartControl(self.play_again, self._redraw)
        self.match = self._open_match()

    # -- what a game supplies -------------------------------------------------

    def restore(self, data):
        raise NotImplementedError

    def new_match(self, source):
        """A match from an int seed or a random.Random."""
        raise NotImplementedError

    def render(self) -> None:
        raise NotImplementedError

    def play_again(self) -> None:
        raise NotImplementedError

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
                match = self.restore(json.loads(saved))
            except self.REFUSALS:
                store.forget(self.save_key)
                self.site.notify(f"{self.GAME}.corrupt_save")
        requested = self.site.take_param("seed")
        if requested is not None:
            seed = parse_seed(requested, self.LARGEST_SEED)
            if seed is None:
                self.site.notify(f"{self.GAME}.bad_seed", seed=requested)
            elif match is None or match.seed != seed:
                match = self.new_match(seed)
        if match is None:
            match = self.new_match(random.Random())
        self._save(match)
        return match

    def _save(self, match=None) -> None:
        store.write(self.save_key, json.dumps((match or self.match).to_dict()))

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
