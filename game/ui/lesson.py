"""A guided deal: a game's table with a coach beside the status line.

At each of your turns the coach shows the Hard AI's move in your seat (it
marks what to click with `data-coach-target`) and says why in the hint's own
sentence; the first time a topic of the lesson comes up it explains it in
plain words. Until every topic of the lesson has come up, another legal
move is not made: the coach says why it is not the move now, and nothing
changes. After that you play on as you like. The lesson is its own seeded
match, saved apart from your real one and never counted in your records;
it ends by offering a real match.

Mixed in before the game's table: `class AsNasLesson(Lesson, AsNasTable)`.
A game's lesson supplies `coach_sentence`, `coach_target` and `topic_text`.
"""
from __future__ import annotations

import json

from pyscript import document, window

from game.ui import lessons
from game.ui.controls import button_markup, speed_menu
from game.ui.dom import listen, make
from game.ui.markup import join, tag
from game.ui.opening import SAVE_LIMIT
from game.ui.services import store
from game.ui.services.stored import parse_json



def same_move(one, other) -> bool:
    """Two moves alike: the same action, or the same kind with the same cards in any order."""
    if isinstance(one, str) or isinstance(other, str):
        return one == other
    return one.kind == other.kind and sorted(getattr(one, "cards", ())) == sorted(getattr(other, "cards", ()))


class Lesson:
    """What every guided deal shares; the game's lesson class supplies the words and the targets."""

    SEAT = lessons.YOU

    def __init__(self, site) -> None:
        self.lesson = lessons.plan(self.GAME)
        self.told: set[str] = set()  # topics explained so far
        self.fresh: list[str] = []  # topics to explain now: since your last move
        self.note: str | None = None  # why the move you tried is not the one to make
        self.freed = False  # every topic has come up: you may play as you like
        self._advice: dict = {}
        self.steps = 0  # the coach's panels drawn so far (`data-coach-step`: a test waits for the next)
        super().__init__(site)
        self.level = self.AI.DEFAULT_LEVEL  # a fair game for someone learning
        self._recount()

    # -- the lesson's own match -----------------------------------------------

    @property
    def save_key(self) -> str:
        return f"{self.GAME}.lesson"

    @property
    def practice_key(self) -> str:
        return f"{self.GAME}.lesson.practice"

    def opening_match(self):
        """The lesson in progress, else the lesson from its start; never a match from the address."""
        saved = store.read(self.save_key)
        if saved is not None:
            match = self._lesson_in(saved)
            if match is not None:
                return match
        match = self.MATCH(self.lesson.SEED)  # over anything under the key that is not the lesson
        store.write(self.save_key, json.dumps(match.to_dict()))
        return match

    def _lesson_in(self, text: str):
        """The lesson saved as `text`, or `None` if it is not this lesson (corrupt, another seed, house rules)."""
        try:
            match = self.MATCH.from_dict(parse_json(text, max_chars=SAVE_LIMIT))
        except ValueError:
            return None
        return match if match.seed == self.lesson.SEED and not match.options else None

    def saved_elsewhere(self, text: str | None) -> None:
        """Another tab's progress in the lesson is taken up; anything else under its key is no lesson."""
        if text is not None and self._lesson_in(text) is not None:
            super().saved_elsewhere(text)

    def set_level(self, level: str) -> None:
        """A lesson is played at its own level: it is the same lesson every time."""

    def restart_lesson(self) -> None:
        self.match = self.MATCH(self.lesson.SEED)
        self._fresh_deal(prefix=self.words.text("learn.restarted"))

    def next_deal(self) -> None:
        """The lesson's next deal (Next deal, or N); none once the lesson is over."""
        if not self.lesson_over():
            super().next_deal()

    def _fresh_deal(self, taken_up: bool = False, prefix: str = "") -> None:
        """A new position not reached by a move here (the next deal, a restart, a take-back, another tab's):
        what the coach had told by then is counted again from the moves."""
        self._recount()
        super()._fresh_deal(taken_up, prefix)

    def _recount(self) -> None:
        shown = lessons.shown(self.GAME, self.match)
        self.told, self.fresh, self.note, self._advice = set(shown.told), list(shown.fresh), None, {}
        self.freed = not self.in_lesson()

    def in_lesson(self) -> bool:
        """Whether the coach still insists on its move: until every topic has come
        up and been seen (those explained right now still count as to come)."""
        return not self.lesson.TAUGHT <= self.told - set(self.fresh)

    def lesson_over(self) -> bool:
        """Whether the deal just ended ends the lesson: its last deal, or every topic shown (its ending's too)."""
        if self.match.to_act is not None:
            return False
        told = self.told | self.lesson.ending(self.my_view().deal)
        return self.match.deal_number >= self.lesson.DEALS or self.lesson.TAUGHT <= told

    def tell_portal(self) -> None:
        """A portal hears of a lesson once, when it ends: its deals are not a match to score (play
        stops, and a break may come, after each of them)."""
        if self.lesson_over():
            self.site.post("lesson-over", {"game": self.GAME})
        self.site.portal.deal_ended(self.GAME, self.match.deal_number)

    # -- the coach's move ---------------------------------------------------------

    def advice(self):
        """The coach's move for you now (the same each time it is asked here)."""
        key = (self.match.deal_number, len(self.match.deal.actions))
        if key not in self._advice:
            self._advice = {key: lessons.advice(self.GAME, self.match)}
        return self._advice[key]

    def act(self, action) -> bool:
        """Your move; while the lesson part lasts, a legal move other than the coach's is explained, not made."""
        if (self.in_lesson() and self.match.to_act == self.you and self.match.violation(action, self.you) is None
                and not same_move(action, self.advice())):
            self.why_not(self.words.text("learn.not_now", reason=self.coach_sentence(self.advice())))
            return False
        self.note = None
        return super().act(action)

    def why_not(self, sentence: str) -> None:
        self.note = sentence
        self._refuse(sentence)
        self.render()

    def after_move(self, seat: int, action, before) -> None:
        super().after_move(seat, action, before)
        if seat == self.you:
            self.fresh = []
            return
        self._learn(self.lesson.seen(before.deal, seat, action))

    def _learn(self, topic) -> None:
        if topic and topic not in self.told:
            self.told.add(topic)
            self.fresh.append(topic)

    # -- drawing ----------------------------------------------------------------

    def layout(self):
        root = super().layout()
        self.coach = document.createElement("aside")  # a plain element: it goes beside the status line
        self.coach.className = "coach"
        self.coach.setAttribute("data-coach", "")
        self.coach.setAttribute("aria-label", self.words.text("learn.coach"))
        self.status.after(self.coach)
        return root

    def render(self) -> None:
        super().render()
        if self.root is not None:
            self._coach()

    def _coach(self) -> None:
        """The coach's panel for this moment, and its mark on what to click."""
        words = self.words
        view = self.my_view().deal
        lines, target = [], None
        if not self.match.deal.actions and self.match.deal_number == 1:
            lines.append(words.text(f"{self.GAME}.learn.intro"))
        if self.match.to_act is None:
            for topic in sorted(self.lesson.ending(view)):
                self._learn(topic)
        if self.match.to_act == self.you and self.in_lesson():  # your turns teach while the lesson part lasts
            self._learn(self.lesson.topic(view, self.advice()))
        lines += [self.topic_text(topic, view) for topic in self.fresh]
        if not self.in_lesson() and not self.freed and self.match.to_act is not None:
            self.freed = True
            lines.append(words.text("learn.free"))
        if self.match.to_act == self.you:
            move = self.coach_sentence(self.advice())
            target = self.coach_target(self.advice())
        elif self.match.to_act is None:
            move = words.text("learn.done" if self.lesson_over() else "learn.next_deal")
            target = "[data-action=real-match]" if self.lesson_over() else "[data-action=next]"
        else:
            move = words.text("learn.wait")
        parts = [tag("h2", words.text("learn.coach"))]
        parts += [tag("p", line, attrs={"data-coach-topic": ""}) for line in lines]
        parts.append(tag("p", move, classes=["coach-move"], attrs={"data-coach-move": ""}))
        if self.note:
            parts.append(tag("p", self.note, classes=["coach-note"], attrs={"data-coach-note": ""}))
        self.coach.innerHTML = join(parts)
        self.steps += 1
        self.coach.setAttribute("data-coach-step", str(self.steps))
        for marked in self.root.querySelectorAll("[data-coach-target]"):
            marked.removeAttribute("data-coach-target")
        element = self.root.querySelector(target) if target else None
        if element:
            element.setAttribute("data-coach-target", "")

    def between_deals_button(self, next_label: str):
        if not self.lesson_over():
            return super().between_deals_button(next_label)
        return join([button_markup(self.words.text("learn.real_match"), "real-match", primary=True),
                     button_markup(self.words.text("learn.again"), "learn-again")])

    def clicked(self, action: str, target) -> None:
        if action == "real-match":
            window.location.hash = f"#/{self.GAME}"
        elif action == "learn-again":
            self.restart_lesson()
        else:
            super().clicked(action, target)

    def _controls(self, match):
        """The lesson's controls in place of the match's: no level to pick, no restart of a real match."""
        again = make("button", self.words.text("learn.again"), type="button", classes=["btn", "plain"],
                     attrs={"data-action": "learn-again"})
        listen(again, "click", lambda event: self.restart_lesson())
        return make("div", None, speed_menu(self.words, self.site.speed, self.site.set_speed), again,
                    classes=["controls"])
