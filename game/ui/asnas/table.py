"""The As-Nas table: one twelve-deal match against three AI players.

Everything shown is drawn from the engine's view of seat 0; every move goes
through the engine (the shared `Table`), which alone decides what is legal.
The match is saved after each move so a reload resumes it exactly.
"""
from __future__ import annotations

import time

from pyscript import document

from game.asnas import LOOK, Match, ai, win_chance_for_view
from game.asnas.ai.reasons import explain
from game.asnas.ai.review import costly_moves, match_cost
from game.ui import seating
from game.ui.asnas import draw, review, why
from game.ui.asnas.record import summary_of
from game.ui.controls import button_markup, friends_link, level_menu, speed_menu
from game.ui.dom import listen, make
from game.ui.markup import tag
from game.ui.services import metrics, store
from game.ui.seeded import hint_rng
from game.ui.services.pacing import pause
from game.ui.table import Table
from game.ui.takeback import beside_your_moves

CHANCES_KEY = "asnas.chances"
KEYS = {"l": "look", "c": "call", "h": "hold", "r": "raise", "f": "fold"}


class AsNasTable(Table):
    """Owns the match; `site` gives it words, notices, the speed and the URL."""

    GAME = "asnas"
    MATCH = Match
    AI = ai
    SUMMARY = staticmethod(summary_of)
    DEALT = ".seat .hand .card"
    NEXT_DEAL_KEY = "N"

    def __init__(self, site) -> None:
        super().__init__(site)
        self.log_open = False  # this deal's moves, open or shut as the player left them
        self.refocus: str | None = None  # the action you used: focus goes back to it once the row is redrawn
        self.hinted: str | None = None  # the move the hint suggests, marked until you move
        self.welcomed = False  # "welcome back" is for a match this page found begun, said once
        self.show_chances = store.read_choice(CHANCES_KEY, ("on", "off"), site.saved_choice_garbled) == "on"

    # -- showing ----------------------------------------------------------

    def layout(self):
        self.parts = {name: make("div", classes=[name]) for name in
                      ("seat-north", "seat-west", "seat-east", "seat-south", "centre", "actions", "log", "side")}
        board = make("div", None, *(self.parts[name] for name in
                                    ("seat-north", "seat-west", "centre", "seat-east", "actions", "seat-south", "log")),
                     classes=["board"])
        # The story and your buttons share one place, between the table and
        # your hand: at a deal's end the result and Next deal take it.
        self.buttons = make("div", classes=["buttons"])
        self.parts["actions"].append(self.buttons)
        self.parts["actions"].append(self.status)  # below, so a longer sentence never moves a button
        self.centre_info = make("div", classes=["centre-info"])
        self.parts["centre"].append(self.centre_info)
        self.parts["centre"].setAttribute("data-deal-from", "")
        self.parts["buttons"], self.parts["centre-info"] = self.buttons, self.centre_info
        self.delegate(board)
        listen(self.parts["log"], "toggle", self._log_toggled, capture=True)  # a toggle does not bubble
        self.split_side()
        listen(self.parts["panels"], "change", self._toggle_chances)
        return make("section", None, board, self.parts["side"],
                    classes=["asnas-table"], attrs={"data-view": "table", "data-game": "asnas"})

    def draw(self, match) -> None:
        """Each part as one string, written only where it changed."""
        view = match.deal
        words = self.words
        notes = self._notes(view)
        for seat in seating.others(self.you):
            self.put(seating.place(seat, self.you), draw.seat(words, view, seat, notes.get(seat), view.settlement))
        self.put("seat-south", draw.your_seat(words, view, notes.get(self.you), view.settlement))
        self.put("centre-info", draw.centre(words, match, self.level))
        self.put("buttons", self._action_buttons(view))
        self._restore_focus()
        self.put("log", self._log(view))
        if view.is_over:
            self.status.classList.add("outcome")
        else:
            self.status.classList.remove("outcome")
        # the score sheet is the biggest part of the table: redrawn only when it changed
        self.draw_side(match, (self.words.code, self.level, self.restart.asking),
                       (self.words.code, match.seed, match.deal_number, view.is_over, self.show_chances,
                        self.show_chances and (view.hand is not None, view.folded[self.you], view.opponents_in)))

    def _action_buttons(self, view):
        if view.is_over:
            return self.between_deals_button(self.words.text("asnas.next"))
        buttons = []
        labels = {
            "look": self.words.text("asnas.look"),
            "call": self.words.text("asnas.call", amount=view.to_call, bet=view.highest_bet),
            "hold": self.words.text("asnas.hold"),
            "raise": self.words.text("asnas.raise", bet=view.raise_to),
            "fold": self.words.text("asnas.fold"),
        }
        for key, action in KEYS.items():
            if action == "call" and "hold" in view.legal_actions:
                continue
            if action == "hold" and "hold" not in view.legal_actions:
                continue
            if action == "raise" and not view.can_still_raise:
                continue  # at the limit there is nothing to raise to
            hinted = {"data-hinted": "true", "aria-describedby": "table-status"} if action == self.hinted else {}
            buttons.append(button_markup(labels[action], action, key=key.upper(),
                                         enabled=action in view.legal_actions, primary=action != "fold",
                                         attrs=hinted))
        buttons.append(button_markup(self.words.text("play.hint"), "hint", enabled=view.to_act == self.you))
        moves = tag("div", None, *buttons, classes=["action-row"],
                    attrs={"role": "group", "aria-label": self.words.text("asnas.actions")})
        return beside_your_moves(moves, self)

    def act(self, action) -> bool:
        self.refocus = action
        return super().act(action)

    def next_deal(self) -> None:
        self.refocus = "next"
        super().next_deal()

    def _restore_focus(self) -> None:
        """Keep the keyboard where the player is: redrawing the row drops the
        focus, so it goes back to the action just used, or to the next one
        that makes sense (your first move once it is your turn again, Next
        deal at the end), never to the top of the page. Once the player has
        put the keyboard somewhere else while the AI players moved (Restart's
        question, a menu), it stays there: only a focus the redraw dropped
        comes back."""
        if self.refocus is None:
            return
        held = document.activeElement
        if held and held != document.body and not self.buttons.contains(held):
            self.refocus = None
            return
        target = (self.buttons.querySelector(f"button[data-action={self.refocus}]:not([disabled])")
                  or self.buttons.querySelector("button:not([disabled]):not([data-action=undo])"))
        if not target:  # JavaScript's null
            return  # the AI players are moving: wait for a button to come back
        target.focus()
        self.refocus = None

    def clicked(self, action: str, target) -> None:
        if action in KEYS.values():
            self.act(action)
        elif action == "hint":
            self.hint()
        else:
            super().clicked(action, target)

    def hint(self) -> None:
        """Mark the move the Hard AI would make in your place and say why in one sentence."""
        seen = self.my_view()
        view = seen.deal
        if view.to_act != self.you:
            return
        self.hinted = self.hard_move(seen)
        self.refocus = self.hinted
        self.render()
        self.say_hint(why.sentence(self.words, explain(view, self.hinted)))

    def hard_move(self, seen) -> str:
        """Hard's move for you in `seen` (your match view), seeded by the deal's moves so far:
        the hint and the review of the deal (`_panels`) always name the same move."""
        return ai.choose(seen, hint_rng(seen), level=ai.BEST_LEVEL)

    def _controls(self, match):
        words = self.words
        speed = speed_menu(words, self.site.speed, self.site.set_speed)
        level = level_menu(words, self.levels, self.level, self.set_level)
        return make("div", None, level, speed, self.restart.build(words), friends_link(words, self.GAME),
                    classes=["controls"])

    def _panels(self, match):
        words = self.words
        view = match.deal
        chances = draw.chances(words, view, self.show_chances,
                               win_chance_for_view(view) if self.show_chances else None)
        reviewed = self._review(words) if view.is_over and self.reviews_deals else ""
        return reviewed, chances, draw.score_sheet(words, match, self.share_link(match.seed)), draw.ranking(words)

    def match_cost(self) -> tuple | None:
        return (match_cost(self.match, self.you, self.hard_move), 0) if self.reviews_deals else None

    def _review(self, words):
        """The deal's review, timed: it replays the deal and weighs each of your moves."""
        started = time.perf_counter()
        costly = costly_moves(self.match, self.you, self.hard_move)
        metrics.record("asnas-review", (time.perf_counter() - started) * 1000)
        return review.panel(words, costly)

    def _toggle_chances(self, event) -> None:
        if event.target.getAttribute("data-action") != "chances":
            return
        self.show_chances = bool(event.target.checked)
        store.write(CHANCES_KEY, "on" if self.show_chances else "off")
        self.render()

    # -- sentences ----------------------------------------------------------

    def describe(self, seat: int, action: str, before) -> str:
        return draw.said(self.words, seat, action, self.match.deal.bets[seat], self.you)

    def after_move(self, seat: int, action: str, before) -> None:
        """Chips to the pot for a bet, your cards turned up when you look, and
        at the end the hands shown down and the pot to its winners."""
        if seat == self.you:
            self.hinted = None
        motion = self.site.motion
        deal = self.match.deal
        if deal.bets[seat] > before.deal.bets[seat]:
            motion.chip(f"[data-seat='{seat}'] .bet", ".pot-value")
        if seat == self.you and action == LOOK:
            motion.flip(".seat.you .hand .card")
        if deal.is_over:
            if any(hand is not None for hand in deal.shown_hands):
                motion.flip(".seat:not(.you) .hand:not(.hidden) .card")
            for winner in deal.winners:
                motion.chip(".pot-value", f"[data-seat='{winner}']")

    def sounds(self, seat: int, action: str, before) -> tuple:
        """Chips for a bet, a card's tick for a look or a fold, the pot going to its winner, a match won."""
        cues = ["chip"] if self.match.deal.bets[seat] > before.deal.bets[seat] else ["play"]
        if self.match.deal.is_over:
            cues.append("chip")
        if self.match.is_over and self.you in self.match.winners:
            cues.append("match")
        return tuple(cues)

    def _log(self, view):
        """Every move of this deal, in words and in order, readable after the showdown."""
        entries = []
        for record in view.history:
            key = "asnas.said_you" if record.seat == self.you else "asnas.said"
            entries.append(tag("li", self.words.text(f"{key}.{record.action}", player=self._name(record.seat),
                                                     bet=record.bet)))
        title = f"{self.words.text('asnas.deal_log')} ({self.words.number(len(view.history))})"
        return tag("details", None, tag("summary", title), tag("ol", None, *entries, classes=["log-list"]),
                   classes=["deal-log"], attrs={"open": "" if self.log_open else None})

    def _log_toggled(self, event) -> None:
        self.log_open = bool(event.target.open)

    def _notes(self, view) -> dict:
        """Each seat's last move of this deal, in words, from the engine's
        history: a reloaded or re-languaged table tells the same story."""
        notes = {}
        for record in view.history:
            key = "asnas.short_you" if record.seat == self.you else "asnas.short"
            notes[record.seat] = self.words.text(f"{key}.{record.action}", bet=record.bet)
        return notes

    def outcome(self) -> str:
        """How the deal ended, and the match with it if this was its last deal."""
        match = self.my_view()
        outcome = draw.outcome(self.words, match)
        if match.is_over:
            outcome += " " + draw.match_outcome(self.words, match)
        return outcome

    def opening(self) -> str:
        deal = self.my_view().deal
        if deal.history:
            return ""
        if deal.dealer == self.you:
            return self.words.text("asnas.new_deal_you", number=self.match.deal_number, bet=deal.opening_bet)
        return self.words.text("asnas.new_deal", number=self.match.deal_number, player=self._name(deal.dealer),
                               bet=deal.opening_bet)

    def your_turn(self) -> str:
        view = self.my_view().deal
        if view.to_call:
            return self.words.text("asnas.your_turn_call", amount=view.to_call, bet=view.highest_bet)
        return self.words.text("asnas.your_turn")

    def refusal_values(self, refusal) -> dict:
        to_act = self.match.to_act
        return {"player": self._name(to_act) if to_act is not None else "",
                "bet": refusal.details.get("bet", self.match.deal.highest_bet)}

    def story(self) -> str:
        """A reload is welcomed back; a new language, or a return from the rules, only told the
        last move again: the player never left, and a longer story pushed a phone's result down."""
        welcome, self.welcomed = not self.welcomed, True
        view = self.my_view().deal
        if not view.history and self.match.deal_number == 1:
            return ""
        parts = [self.words.text("asnas.resumed", number=self.match.deal_number)] if welcome else []
        if view.history:
            last = view.history[-1]
            key = "asnas.said_you" if last.seat == self.you else "asnas.said"
            parts.append(self.words.text(f"{key}.{last.action}", player=self._name(last.seat), bet=last.bet))
        return self.words.sentences(*parts)

    def _name(self, seat: int) -> str:
        return draw.name_of(self.words, seat, self.you)

    # -- the AI players ----------------------------------------------------

    def ai_decision_is_timed(self, action: str) -> bool:
        return action != LOOK  # a look is free: there is nothing to decide

    def ai_pause(self, action: str) -> float:
        return pause(self.site.speed, action_is_look=action == LOOK)

    # -- keyboard -------------------------------------------------------------

    def on_key(self, key: str) -> bool:
        """L, C, H, R, F and N; True when the key meant something here."""
        if key.lower() in KEYS:
            self.act(KEYS[key.lower()])
            return True
        return super().on_key(key)
