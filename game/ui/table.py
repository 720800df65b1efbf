"""What every game table shares, driven through the `game.core` protocol:
the saved match it resumes (or a seeded one from the address), your moves and
the engine's refusals, the AI players' turn loop, next deal and restart, the
status line and what a portal is told.

A game's table subclasses `Table` and supplies its layout, its drawing and
its sentences; the rest is the same for every game, so it lives here once.
"""
from __future__ import annotations

import asyncio
import json
import time

from game.ui import paint, seating
from game.ui.controls import RestartControl, button_markup, replay_link
from game.ui.dom import listen
from game.ui.markup import join
from game.ui.opening import open_match, take_up
from game.ui.parts import Parts
from game.ui.status import StatusLine
from game.ui.seeded import ai_rng
from game.ui.seen import SeenFrom
from game.ui.services import metrics, record_book, sound, store
from game.ui.services.levels import first_level, level_key
from game.ui.takeback import take_back
from game.ui.thinking import seat_thinks


class Table(Parts, StatusLine):
    """A game's table. Everything about the match goes through the engine's
    `game.core` protocol; a game's table adds only its layout, drawing,
    sentences and card selection."""

    GAME = ""            # "asnas", "tractor": the prefix of its words and saved keys
    MATCH: type = object  # the engine's Match: MATCH(seed or random.Random, rules), MATCH.from_dict(saved)
    RULES: tuple = ()  # the house rules the engine offers (its OPTIONS)
    AI = None            # the engine's AI module: AI.thinking(view, rng, level) (game.core.thinking)
    NEXT_DEAL_KEY: str | None = None  # a keyboard shortcut for Next deal, if the game has one
    RESTART_QUESTION = "play.restart_question"  # what Restart asks before it throws the match away
    SUMMARY = None  # what a finished match adds to your records: SUMMARY(your view, level, practice)
    DEALT = ""  # the cards a new deal's motion deals out (a selector)
    SEAT = 0  # yours, playing alone against the AI (the engine treats every seat alike)
    TAKE_BACK = True  # a friends' table has none: a move made before others stands

    def __init__(self, site) -> None:
        self.site = site
        self.root = None
        self.epoch = 0  # bumped to stop a running AI loop (leaving the table, restarting)
        self.said: dict[int, str] = {}  # each seat's last move, in words, under its name
        self._before_refusal: str | None = None  # the status line a refusal replaced
        self.restart = RestartControl(self.play_again, self._redraw, self.RESTART_QUESTION)
        self.you = self.SEAT  # the seat this table is drawn for: at the bottom, its cards shown, its moves yours
        self.seen = SeenFrom(self.you, self.GAME)
        self.match = self.opening_match()
        self.level = first_level(site, self.GAME, self.levels, self.AI.DEFAULT_LEVEL)

    # -- what a game supplies -------------------------------------------------

    def layout(self):
        """The table's empty frame (its section), with `self.parts` to draw into."""
        raise NotImplementedError

    def draw(self, match) -> None:
        """Draw the mounted table from `match`, your view of the match."""
        raise NotImplementedError

    def render(self) -> None:
        """Draw the table, and move what the change moves (`game.ui.motion`)."""
        if self.root is not None:
            self.site.motion.capture(self.root)
            self.draw(self.my_view())
            deal = (self.GAME, self.match.seed, self.match.deal_number)
            self.site.motion.play(self.root, deal, not self.match.deal.actions, self.DEALT)

    def describe(self, seat: int, action, before) -> str:
        """The move just made, in a sentence; `before` is your view from before it."""
        raise NotImplementedError

    def outcome(self) -> str:
        """How the deal that just ended went (and the match, if it was the last)."""
        raise NotImplementedError

    def opening(self) -> str:
        """The sentence that opens a deal, while nobody has acted yet ("" after)."""
        raise NotImplementedError

    def your_turn(self) -> str:
        """What you are asked to do now that it is your turn."""
        raise NotImplementedError

    def refusal_values(self, refusal) -> dict:
        """The values a refusal's sentence needs, in words, from its details."""
        return {}

    def story(self) -> str:
        """What a table opened mid-match says first (a reload, a new language): where the match stands."""
        return ""

    def after_move(self, seat: int, action, before) -> None:
        """Marks a game keeps of a move (under a seat's name, a card picked for you)."""

    def sounds(self, seat: int, action, before) -> tuple:
        """The cues a move makes (`game.ui.services.sound`): a card, a chip, a trick won, the match won."""
        return ()

    def ai_pause(self, action) -> float:
        """Seconds to wait before showing the AI's move (the AI speed)."""
        raise NotImplementedError

    def linger(self, before) -> float:
        """An extra pause after an AI move, to let it be seen (a finished trick)."""
        return 0

    def ai_decision_is_timed(self, action) -> bool:
        return True

    def _forget_selection(self) -> None:
        """Drop whatever the player had picked but not played (a game with a hand overrides this)."""

    # -- showing --------------------------------------------------------------

    def mount(self, words):
        """Build the table for the current language and carry on playing."""
        self.words = words
        self.status = self._status_line()
        self.side_state = None
        self.drawn: dict[str, str] = {}  # what `put` last wrote into each part
        self.root = self.layout()
        self.render()
        self._announce_turn(prefix=self.story())
        asyncio.ensure_future(self._prepare_ai())
        return self.root

    async def _prepare_ai(self) -> None:
        """Let the table paint, let the AI build what it needs (its optional `prepare`), then move."""
        await asyncio.sleep(0)
        prepare = getattr(self.AI, "prepare", None)
        if prepare is not None:
            started = time.perf_counter()
            prepare()
            metrics.record(f"{self.GAME}-ai-prepare", (time.perf_counter() - started) * 1000)
        self._start_ai()

    def my_view(self):
        """The match as you, at the bottom of the table, may see it (`game.ui.seen`)."""
        return self.seen.view(self.match)

    def refusal_of(self, action):
        """Why the engine refuses `action` from you now, or None (counted: one click asks once)."""
        metrics.count(f"{self.GAME}-violation")
        return self.match.violation(action, self.you)

    # -- moves ----------------------------------------------------------------

    def act(self, action) -> bool:
        """Your move, if the engine allows it; otherwise say why and change nothing."""
        refusal = self.refusal_of(action)
        if refusal is not None:
            self._refuse(self.refusal_text(refusal))
            return False
        self._play(self.you, action)
        self._start_ai(after_paint=True)
        return True

    def refusal_text(self, refusal) -> str:
        """The engine's refusal in the player's language, by its rule code."""
        key = f"{self.GAME}.illegal.{refusal.rule}"
        try:
            self.words.get(key)
        except (KeyError, IndexError):
            key = f"{self.GAME}.illegal.illegal"
        return self.words.text(key, **self.refusal_values(refusal))

    def _play(self, seat: int, action):
        """Apply a move the engine accepted, save, tell a portal when a deal
        ends, redraw and say what happened; returns your view from before."""
        before = self.my_view()
        self.match.apply(action, seat)
        message = self.describe(seat, action, before)
        if self.match.to_act is None:
            message = self.words.sentences(message, self.outcome())
            if self.match.is_over:
                record_book.keep(self)
        self._save()
        self.changed()
        self.after_move(seat, action, before)
        if self.match.to_act is None:
            self.tell_portal()  # after `after_move`: what the last move showed counts in what is told
        sound.after_move(self, seat, action, before)
        self.render()
        self._say(message)
        if self.match.to_act == self.you:
            self._announce_turn(prefix=message)
        return before

    reviews_deals = True  # whether a deal's end shows what your moves cost (a friend's tab holds no seed to replay)

    def match_cost(self) -> tuple | None:
        """``(points, deals)``: what your moves of the match just ended cost in those deals (0: all)."""
        return None

    def own_controls(self) -> list:
        """How the table looks to the player, theirs at a friends' table too (not what steers the match)."""
        return []

    def share_link(self, seed, rules=frozenset()):
        """A link to this match for its panel, or None where a match is not to be shared."""
        return self.site.share_url(seed, rules)

    def tell_portal(self) -> None:
        """A deal just ended: an embedding portal hears the numbers, that play stopped, and that a break may come."""
        self.site.post("match-over" if self.match.is_over else "deal-over", self.match.scores())
        self.site.portal.deal_ended(self.GAME, self.match.deal_number)

    def next_deal(self) -> None:
        if self.match.to_act is not None or self.match.is_over:
            return
        self.match.next_deal()
        self.site.sound.play("deal")
        self._fresh_deal()

    def play_again(self) -> None:
        """A new match (the engine numbers it after this one), from deal 1."""
        self.match.restart()
        record_book.forget_practice(self)
        self.site.sound.play("deal")
        self._fresh_deal()

    def between_deals_button(self, next_label: str):
        """Next deal or Play again (markup; `clicked` acts on it), and the deal's replay where there is one."""
        main = (button_markup(self.words.text("play.play_again"), "play-again", primary=True) if self.match.is_over
                else button_markup(next_label, "next", primary=True, key=self.NEXT_DEAL_KEY))
        return join([main, replay_link(self.words, self.GAME)]) if self.reviews_deals else main

    # -- drawing and clicks -----------------------------------------------------

    def delegate(self, container) -> None:
        """One click listener on `container` (never redrawn) for every button drawn
        in it: buttons come and go with each redraw, the listener stays."""
        listen(container, "click", lambda event: self._clicked(container, event))

    def _clicked(self, container, event) -> None:
        target = event.target.closest("[data-action], [data-index]")
        if not target or getattr(target, "disabled", False) or not container.contains(target):  # a link has none
            return
        action = target.getAttribute("data-action")  # a card of your hand has none
        self.clicked(str(action) if action else "", target)

    def clicked(self, action: str, target) -> None:
        """A press of a button drawn as markup, named by its data-action."""
        if action == "next":
            self.next_deal()
        elif action == "play-again":
            self.play_again()
        elif action == "undo":
            take_back(self)

    def _fresh_deal(self, taken_up: bool = False, prefix: str = "") -> None:
        """Forget the last deal's marks, save, draw, and let the AI players go
        on; a match `taken_up` from another tab is neither saved back nor
        played on here until this tab is used (see `resume`)."""
        self.epoch += 1
        self.said = {}
        self._forget_selection()
        if not taken_up:
            self._save()
            self.changed()
        self.render()
        self._announce_turn(prefix)
        if not taken_up:
            self._start_ai()

    def _announce_turn(self, prefix: str = "") -> None:
        if self.match.to_act is None:  # a table opened on a finished deal says how it ended
            self._say(self.words.sentences(prefix, self.outcome()))
            return
        turn = self.your_turn() if self.match.to_act == self.you else ""
        message = self.words.sentences(prefix, self.opening(), turn)
        if message:
            self._say(message)

    # -- the AI players -------------------------------------------------------

    def resume(self) -> None:
        """The player came back to this tab: of two tabs of one match only the one in use moves its AI."""
        self._start_ai()

    def ai_thinking(self, seat: int):
        """The AI's move for `seat` in slices, from that seat's view only; seeded by the match and the moves so far."""
        return self.AI.thinking(self.match.view(seat), ai_rng(self.GAME, self.match), level=self.level)

    def plays_by_ai(self, seat: int) -> bool:
        """Whether this tab's AI plays ``seat``: every seat but yours at a table of your own."""
        return seat != self.you

    def changed(self) -> None:
        """The match moved on (a move, a new deal, a restart): a friends' host tells its guests."""

    def _start_ai(self, after_paint: bool = False) -> None:
        to_act = self.match.to_act  # a portal hears whether a deal is in play; its pause holds everything
        if self.root is not None and self.site.portal.play(to_act is not None) and to_act is not None \
                and self.plays_by_ai(to_act):
            self.epoch += 1
            asyncio.ensure_future(self._run_ai(self.epoch, after_paint))
            metrics.count(f"{self.GAME}-ai-turns")  # the tests see an AI turn start, or a pause hold it

    async def _run_ai(self, epoch: int, after_paint: bool) -> None:
        """Moves the AI seats in turn until it is yours, after your move once the page shows it; a newer
        epoch (you left the table, or restarted) stops it between moves and between slices of one."""
        await paint.after_paint(after_paint)
        while epoch == self.epoch:
            seat = self.match.to_act
            if seat is None or not self.plays_by_ai(seat):
                return
            thought = await seat_thinks(self, seat, epoch)
            if thought is None:
                return  # stopped while it thought
            action = thought.action
            delay = thought.pause_left(self.ai_pause(action))
            if delay:
                self._mark_thinking(seat)
            await asyncio.sleep(delay)
            if epoch != self.epoch or self.match.to_act != seat or not self.plays_by_ai(seat):
                return  # stopped, or the seat's friend came back meanwhile
            settle = self.linger(self._play(seat, action))
            if settle:
                await asyncio.sleep(settle)

    # -- how strong the AI players are -------------------------------------------

    @property
    def levels(self) -> tuple:
        return self.AI.LEVELS

    def set_level(self, level: str) -> None:
        """The player picked a level: the AI players' next moves are at it."""
        if level in self.levels:
            self.level = level
            store.write(level_key(self.GAME), level)
            self.side_state = None
            self.render()

    # -- keyboard -------------------------------------------------------------

    def on_key(self, key: str) -> bool:
        """N for Next deal where the game has that shortcut; True when the key meant something."""
        if self.NEXT_DEAL_KEY and key.lower() == self.NEXT_DEAL_KEY.lower() and self.match.to_act is None \
                and not self.match.is_over:
            self.next_deal()
            return True
        return False

    # -- the saved match ------------------------------------------------------

    @property
    def save_key(self) -> str:
        return f"{self.GAME}.match"

    @property
    def practice_key(self) -> str:
        """Where a take-back marks this table's match as practice."""
        return f"{self.GAME}.practice"

    def opening_match(self):
        return open_match(self)

    def _save(self, match=None) -> None:
        store.write(self.save_key, json.dumps((match or self.match).to_dict()))

    def start_match(self, seed, rules=frozenset()) -> None:
        """The match a link or the house rules named, in place of the one in progress (the player said yes)."""
        self.match = self.MATCH(seed, rules)
        record_book.forget_practice(self)
        self._fresh_deal()

    def saved_elsewhere(self, text: str | None) -> None:
        """Another tab of this site saved this game's match (`opening.take_up`)."""
        take_up(self, text)

    # -- on screen --------------------------------------------------------------

    def unmount(self) -> None:
        self.epoch += 1
        self.root = None

    def _redraw(self):
        self.render()
        return self.root

    def _mark_thinking(self, seat: int) -> None:
        if self.root is not None:
            self.drawn.pop(seating.place(seat, self.you), None)  # not in the markup
            box = self.root.querySelector(f"[data-seat='{seat}']")
            if box:
                box.classList.add("thinking")

