"""A table's status line: what just happened, whose turn it is, why a move
was refused or what the hint advises, in one sentence read out politely by
screen readers. A refusal is taken back, and what was said before it put
back, as soon as the player changes what they picked."""
from __future__ import annotations

from game.ui.dom import make


class StatusLine:
    """Mixed into a table, which sets `self.status` (`_status_line`) when it mounts and
    `self.root` while it is on screen, and `self._before_refusal` (None) when it is made."""

    def _status_line(self):
        """Where every move is announced, politely, for screen readers too."""
        return make("p", classes=["status"], id="table-status", attrs={"role": "status", "aria-live": "polite"})

    def _say(self, message: str) -> None:
        self._before_refusal = None
        if self.root is not None:
            self.status.textContent = message
            self.status.removeAttribute("data-hint-reason")

    def say_hint(self, sentence: str) -> None:
        """The hint's sentence in the status line, marked as the hint's reason until the next sentence."""
        self._say(sentence)
        if self.root is not None:
            self.status.setAttribute("data-hint-reason", "")

    def _refuse(self, reason: str) -> None:
        """Say why a move is refused; `withdraw_refusal` puts back what was said before."""
        before = self._before_refusal if self._before_refusal is not None else (
            str(self.status.textContent) if self.root is not None else "")
        self._say(reason)
        self._before_refusal = before

    def withdraw_refusal(self) -> None:
        """The player changed what they picked: a reason given for the old pick no longer applies."""
        if self._before_refusal is not None:
            self._say(self._before_refusal)
