"""The As-Nas lesson: guided deals in which you look, see every kind of bet
made, a showdown ranked and a pot split (`lesson_topics`). The coach's
reasons are the hint's sentences, from the exact odds; it marks the button
of its move."""
from __future__ import annotations

from game.asnas.ai.reasons import explain
from game.ui.asnas import why
from game.ui.asnas.table import AsNasTable
from game.ui.lesson import Lesson


class AsNasLesson(Lesson, AsNasTable):
    def coach_sentence(self, advice) -> str:
        return why.sentence(self.words, explain(self.my_view().deal, advice))

    def coach_target(self, advice) -> str:
        return f".action-row [data-action={advice}]"

    def topic_text(self, topic: str, view) -> str:
        deal = self.my_view().deal
        return self.words.text(f"asnas.learn.{topic}", step=deal.raise_step, limit=deal.bet_limit)

    def hint(self) -> None:
        """In a lesson the hint is the coach's move, so the two never disagree;
        it replaces the coach's note on a move you tried."""
        if self.match.to_act != self.you:
            return
        self.hinted = self.refocus = self.advice()
        self.note = None
        self.render()
        self.say_hint(self.coach_sentence(self.hinted))
