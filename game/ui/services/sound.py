"""The table's sounds, made on the spot with Web Audio: nothing to download.

Six cues, each a few short tones shaped like the thing they stand for: a
card laid down is a quick falling tick, a deal a run of them, a chip two
bright clicks, a trick won a rising pair, your turn one soft bell, a match
won a short fanfare. On by default, off by default inside a portal's frame
(the portal has its own sound), and the header's toggle is remembered.

Browsers refuse audio in many ways (no Web Audio at all, a context that
will not start before the player has touched the page, a device that
fails), so a sound is only ever attempted after the player has used the
page, and any refusal is silence, never an error.
"""
from __future__ import annotations

from pyscript import window

from game.ui.services import metrics, store

KEY = "sound"
NOTES = {
    # cue: (waveform, ((start s, frequency Hz, end frequency Hz, length s, loudness), ...))
    "play": ("triangle", ((0.0, 880, 330, 0.07, 0.22),)),
    "deal": ("triangle", tuple((0.045 * step, 760, 300, 0.05, 0.12) for step in range(6))),
    "chip": ("sine", ((0.0, 2300, 2100, 0.04, 0.12), (0.035, 2950, 2800, 0.05, 0.1))),
    "trick": ("sine", ((0.0, 523, 523, 0.1, 0.16), (0.09, 784, 784, 0.16, 0.16))),
    "turn": ("sine", ((0.0, 988, 988, 0.35, 0.1),)),
    "match": ("triangle", ((0.0, 523, 523, 0.14, 0.16), (0.12, 659, 659, 0.14, 0.16),
                           (0.24, 784, 784, 0.14, 0.16), (0.36, 1047, 1047, 0.4, 0.18))),
}
CUES = tuple(NOTES)


def _user_has_played() -> bool:
    """Whether the player has touched the page yet (before that, audio is refused)."""
    try:
        activation = window.navigator.userActivation
        return bool(activation.hasBeenActive)
    except Exception:  # noqa: BLE001 - a browser without the User Activation API: try, quietly
        return True


class Sound:
    """Whether the table makes sounds, and making them."""

    def __init__(self, site) -> None:
        default = "off" if site.embedded else "on"
        self.on = (store.read_choice(KEY, ("on", "off"), site.saved_choice_garbled) or default) == "on"
        self._context = None
        self._refused = False
        self.held: set[str] = set()
        """Why sound is off for now whatever the toggle says: a portal's `mute`, or its pause."""

    def toggle(self) -> bool:
        self.on = not self.on
        store.write(KEY, "on" if self.on else "off")
        return self.on

    def hold(self, reason: str, held: bool) -> None:
        """Silence for `reason` ("mute", "pause"), or lift it; the player's own choice is kept."""
        if held:
            self.held.add(reason)
        else:
            self.held.discard(reason)

    def play(self, *cues: str) -> None:
        """Make `cues` now, one after another's start, if sound is on and the browser lets it."""
        if not self.on or not cues or self._refused or self.held:
            return
        context = self._audio()
        if context is None:
            return
        try:
            for cue in cues:
                self._tones(context, cue)
                metrics.count(f"sound-{cue}")
        except Exception:  # noqa: BLE001 - a failing device or a closed context: silence from now on
            self._refused = True

    def _audio(self):
        if self._context is None:
            if not _user_has_played():
                return None
            try:
                self._context = window.AudioContext.new()
            except Exception:  # noqa: BLE001 - no Web Audio, or it is refused here
                self._refused = True
                return None
        if str(self._context.state) == "suspended":
            self._context.resume()
        return self._context

    def _tones(self, context, cue: str) -> None:
        wave, notes = NOTES[cue]
        now = context.currentTime
        for start, pitch, end_pitch, length, loudness in notes:
            begin = now + start
            oscillator = context.createOscillator()
            oscillator.type = wave
            oscillator.frequency.setValueAtTime(pitch, begin)
            if end_pitch != pitch:
                oscillator.frequency.exponentialRampToValueAtTime(end_pitch, begin + length)
            envelope = context.createGain()
            envelope.gain.setValueAtTime(0.0001, begin)
            envelope.gain.exponentialRampToValueAtTime(loudness, begin + 0.008)
            envelope.gain.exponentialRampToValueAtTime(0.0001, begin + length)
            oscillator.connect(envelope)
            envelope.connect(context.destination)
            oscillator.start(begin)
            oscillator.stop(begin + length + 0.02)


def after_move(table, seat: int, action, before) -> None:
    """The cues a move makes at `table`: its own (a card, a chip, a trick
    won, the match won), then, when the AI players hand over, your turn."""
    cues = list(table.sounds(seat, action, before))
    if table.match.to_act == table.you and seat != table.you:
        cues.append("turn")
    table.site.sound.play(*cues)
