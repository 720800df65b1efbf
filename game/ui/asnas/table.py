"""The As-Nas table: one twelve-deal match against three AI players.

Everything shown is drawn from the engine's view of seat 0 and the match
record; every move goes through the engine, which alone decides what is
legal. The match is saved after each move so a reload resumes it exactly.
"""
from __future__ import annotations

import random

from game.asnas import IllegalAction, Match, format_points, win_chance_for_view
from game.asnas import ai
from game.ui.asnas import draw
from game.ui.site import store
from game.ui.controls import button, speed_menu
from game.ui.dom import listen, make, replace_children
from game.ui.site.pacing import pause
from game.ui.table import YOU, Table

CHANCES_KEY = "asnas.chances"
KEYS = {"l": "look", "c": "call", "h": "hold", "r": "raise", "f": "fold"}


class AsNasTable(Table):
    """Owns the match; `site` gives it words, notices, the speed and the URL."""

    GAME = "asnas"
    MATCH = Match
    LARGEST_SEED = 2**31 - 1
    REFUSALS = (ValueError, TypeError, KeyError, IllegalAction)

    def __init__(self, site) -> None:
        super().__init__(site)
        self.flip_hand = False
        self.show_chances = store.read_choice(CHANCES_KEY, ("on", "off"), site.saved_choice_garbled) == "on"

    # -- showing ----------------------------------------------------------

    def layout(self):
        self.parts = {name: make("div", classes=[name]) for name in
                      ("seat-north", "seat-west", "seat-east", "seat-south", "centre", "actions", "side")}
        board = make("div", None, *(self.parts[name] for name in
                                    ("seat-north", "seat-west", "centre", "seat-east", "seat-south", "actions")),
                     classes=["board"])
        self.parts["centre"].append(self.status)
        self.centre_info = make("div", classes=["centre-info"])
        self.parts["centre"].append(self.centre_info)
        return make("section", None, board, self.parts["side"],
                    classes=["asnas-table"], attrs={"data-view": "table", "data-game": "asnas"})

    def render(self) -> None:
        if self.root is None:
            return
        view = self.match.deal.view(YOU)
        words = self.words
        for seat, name in ((1, "seat-east"), (2, "seat-north"), (3, "seat-west")):
            replace_children(self.parts[name], draw.seat(words, view, seat, self.said.get(seat), self._settlement()))
        replace_children(self.parts["seat-south"],
                         draw.your_seat(words, view, self.said.get(YOU), self._settlement(), self.flip_hand))
        self.flip_hand = False
        replace_children(self.centre_info, *draw.centre(words, self.match))
        replace_children(self.parts["actions"], *self._action_buttons(view))
        side_state = self._side_state(view)
        if side_state != self.side_state:
            self.side_state = side_state
            replace_children(self.parts["side"], *self._side(view))

    def _side_state(self, view) -> tuple:
        """Everything the side panel shows: it is redrawn only when this changes,
        because the score sheet is the biggest part of the table."""
        return (self.words.code, self.match.seed, self.match.deal_number, view.is_over, self.site.speed,
                self.restart.asking, self.show_chances,
                self.show_chances and (view.hand is not None, view.folded[YOU], view.opponents_in))

    def _settlement(self):
        deal = self.match.deal
        return deal.settlement() if deal.is_over else None

    def _action_buttons(self, view):
        if view.is_over:
            if self.match.is_over:
                go = button(self.words.text("play.play_again"), "play-again", primary=True)
                listen(go, "click", lambda event: self.play_again())
            else:
                go = button(self.words.text("asnas.next"), "next", primary=True, key="N")
                listen(go, "click", lambda event: self.next_deal())
            return [go]
        buttons = []
        labels = {
            "look": self.words.text("asnas.look"),
            "call": self.words.text("asnas.call", amount=view.to_call),
            "hold": self.words.text("asnas.hold"),
            "raise": self.words.text("asnas.raise", bet=view.raise_to),
            "fold": self.words.text("asnas.fold"),
        }
        for key, action in KEYS.items():
            if action == "call" and "hold" in view.legal_actions:
                continue
            if action == "hold" and "hold" not in view.legal_actions:
                continue
            choice = button(labels[action], action, key=key.upper(),
                            enabled=action in view.legal_actions, primary=action != "fold")
            listen(choice, "click", self._act_handler(action))
            buttons.append(choice)
        return [make("div", None, *buttons, classes=["action-row"],
                     attrs={"role": "group", "aria-label": self.words.text("asnas.actions")})]

    def _act_handler(self, action: str):
        return lambda event: self.act(action)

    def _side(self, view):
        words = self.words
        speed = speed_menu(words, self.site.speed, self.site.set_speed)
        restart = self.restart.build(words)
        chances = draw.chances(words, view, self.show_chances,
                               win_chance_for_view(view) if self.show_chances else None)
        listen(chances.querySelector("input"), "change", self._toggle_chances)
        return [
            make("div", None, speed, restart, classes=["controls"]),
            chances,
            draw.score_sheet(words, self.match, self.site.share_url(self.match.seed)),
            draw.ranking(words),
        ]

    def _toggle_chances(self, event) -> None:
        self.show_chances = bool(event.target.checked)
        store.write(CHANCES_KEY, "on" if self.show_chances else "off")
        self.render()

    # -- moves --------------------------------------------------------------

    def act(self, action: str) -> None:
        """Your move, if the engine allows it; otherwise say why and change nothing."""
        deal = self.match.deal
        try:
            deal.check(action, YOU)
        except IllegalAction:
            self._say(self._why_not(action))
            return
        self.match.apply(action, YOU)
        self.flip_hand = action == "look"
        self._moved(YOU, action)
        self._start_ai()

    def _why_not(self, action: str) -> str:
        deal = self.match.deal
        words = self.words
        if deal.is_over:
            return words.text("asnas.illegal.over")
        if deal.to_act != YOU:
            return words.text("asnas.illegal.turn", player=self._name(deal.to_act))
        return words.text(f"asnas.illegal.{action}", bet=deal.highest_bet)

    def _moved(self, seat: int, action: str) -> None:
        bet = self.match.deal.bets[seat]
        self.said[seat] = self.words.text(f"asnas.short.{action}", bet=bet)
        key = "asnas.said_you" if seat == YOU else "asnas.said"
        message = self.words.text(f"{key}.{action}", player=self._name(seat), bet=bet)
        self._save()
        if self.match.deal.is_over:
            message += " " + self._outcome()
            self.site.post("match-over" if self.match.is_over else "deal-over", self._scores())
        self.render()
        self._say(message)
        if not self.match.deal.is_over and self.match.deal.to_act == YOU:
            self._announce_turn(prefix=message)

    def _outcome(self) -> str:
        """How the deal ended, and the match with it if this was its last deal."""
        outcome = draw.outcome(self.words, self.match)
        if self.match.is_over:
            outcome += " " + draw.match_outcome(self.words, self.match)
        return outcome

    def _scores(self) -> dict:
        return {"game": "asnas", "deal": self.match.deal_number,
                "totals": [format_points(total) for total in self.match.totals],
                "winners": list(self.match.winners)}

    def next_deal(self) -> None:
        if not self.match.deal.is_over or self.match.is_over:
            return
        self.match.next_deal()
        self._fresh_deal()

    def _announce_turn(self, prefix: str = "") -> None:
        deal = self.match.deal
        if deal.is_over:  # a table opened on a finished deal says how it ended
            self._say(self._outcome())
            return
        words = self.words
        opening = ""
        if not deal.history:
            opening = (words.text("asnas.new_deal_you", number=self.match.deal_number) if deal.dealer == YOU
                       else words.text("asnas.new_deal", number=self.match.deal_number,
                                       player=self._name(deal.dealer)))
        if deal.to_act == YOU:
            view = deal.view(YOU)
            turn = (words.text("asnas.your_turn_call", amount=view.to_call) if view.to_call
                    else words.text("asnas.your_turn"))
            self._say(" ".join(part for part in (prefix, opening, turn) if part))
        elif opening:
            self._say(opening)

    def _name(self, seat: int) -> str:
        return self.words.get("asnas.seats")[seat]

    # -- the AI players ----------------------------------------------------

    def ai_choice(self, seat: int) -> str:
        deal = self.match.deal
        return ai.choose(deal.view(seat), random.Random(
            f"asnas-ai:{self.match.seed}:{self.match.deal_number}:{len(deal.history)}"))

    def ai_decision_is_timed(self, action: str) -> bool:
        return action != "look"  # a look is free: there is nothing to decide

    def ai_pause(self, action: str) -> float:
        return pause(self.site.speed, action_is_look=action == "look")

    def ai_play(self, seat: int, action: str) -> float:
        self.match.apply(action, seat)
        self._moved(seat, action)
        return 0

    # -- keyboard -------------------------------------------------------------

    def on_key(self, key: str) -> bool:
        """L, C, H, R, F and N; True when the key meant something here."""
        key = key.lower()
        if key in KEYS:
            self.act(KEYS[key])
            return True
        if key == "n" and self.match.deal.is_over and not self.match.is_over:
            self.next_deal()
            return True
        return False


