"""The Tractor lesson: a guided first deal in which you declare, bury the
kitty, lead a pair and a tractor, follow suit and pairs, and trump a suit you
are out of (`lesson_topics`). The coach's reasons are the hint's sentences;
it marks one thing to click at a time: the next card of its move, then Play."""
from __future__ import annotations

from game.tractor import BURY, DECLARE, PLAY
from game.tractor.ai.reasons import explain
from game.ui.lesson import Lesson
from game.ui.tractor import draw, why
from game.ui.tractor.cards import short_list
from game.ui.tractor.table import TractorTable


class TractorLesson(Lesson, TractorTable):
    def coach_sentence(self, advice) -> str:
        words = self.words
        view = self.view()
        if view.phase == DECLARE:
            if advice.kind == "declare":
                return words.text("tractor.learn.do_declare", cards=short_list(words, advice.cards))
            return words.text("tractor.learn.do_pass")
        return why.sentence(words, explain(view, advice), draw.namer(self.you))

    def coach_target(self, advice) -> str:
        """The declaration's button or Pass; else the first card to pick (or to put back), then Play or Bury."""
        view = self.view()
        if view.phase == DECLARE:
            if advice.kind == "declare":
                return f"[data-action=declare][data-cards='{' '.join(advice.cards)}']"
            return "[data-action=pass]"
        wanted = self._indices(advice.cards)
        wrong = sorted(self.selected - wanted) or sorted(wanted - self.selected)
        if wrong:
            return f"[data-hand] .pcard[data-index='{wrong[0]}']"
        return "[data-action=bury]" if view.phase == BURY else "[data-action=play]"

    def topic_text(self, topic: str, view) -> str:
        words = self.words
        if topic == "declare":
            return words.text("tractor.learn.declare", level=draw.level_name(words, view.level))
        if topic == "end":
            result = view.result
            kitty = "kitty_empty" if not result.kitty_points else (
                "kitty_bonus" if result.kitty_bonus_applies else "kitty_kept")
            return words.sentences(words.text("tractor.learn.end", total=view.total_points,
                                              needed=view.points_to_take_over),
                                   words.text(f"tractor.learn.{kitty}", points=result.kitty_points))
        return words.text(f"tractor.learn.{topic}", kitty=view.kitty_size)

    def toggle(self, index: int) -> None:
        """While the lesson part lasts, a card that is not in the coach's move (or is
        in it fewer times than picked) is explained, not picked."""
        view = self.view()
        if (self.in_lesson() and view.to_act == self.you and view.phase in (BURY, PLAY) and index not in self.selected
                and index < len(view.hand) and not self._wanted(view.hand[index])):
            card = short_list(self.words, [view.hand[index]])
            self.why_not(self.words.text("learn.not_this_card", card=card,
                                         reason=self.coach_sentence(self.advice())))
            return
        self.note = None
        super().toggle(index)

    def _wanted(self, card) -> bool:
        """Whether the coach's move needs one more `card` than you have picked."""
        picked = list(self.selected_cards())
        return list(self.advice().cards).count(card) > picked.count(card)

    def hint(self) -> None:
        """In a lesson the hint is the coach's move, so the two never disagree;
        it replaces the coach's note on a move you tried."""
        view = self.view()
        if view.to_act != self.you or view.phase not in (BURY, PLAY):
            return
        self._select(self.advice().cards)
        self.note = None
        self.render()
        self.say_hint(self.coach_sentence(self.advice()))
