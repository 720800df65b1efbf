"""The Tractor table: you and North against East and West, level by level.

The engine's view of seat 0 is all this draws from, and every choice goes
through the engine: the Declare buttons are its declarations, the Play and
Bury buttons are enabled by its verdict on the selected cards, and its
refusal (by rule code) is what the player reads when a selection is wrong.
"""
from __future__ import annotations

import random

from game.tractor import IllegalAction, TractorMatch
from game.tractor import ai
from game.tractor.actions import Bury, Pass, Play
from game.ui.site import store
from game.ui.tractor import draw
from game.ui.controls import button, speed_menu
from game.ui.dom import listen, make, replace_children
from game.ui.site.pacing import pause
from game.ui.table import YOU, Table

FOUR_COLOUR_KEY = "tractor.four-colour"


class TractorTable(Table):
    GAME = "tractor"
    MATCH = TractorMatch
    LARGEST_SEED = 2**52 - 1
    REFUSALS = (ValueError, TypeError, KeyError, IllegalAction)

    def __init__(self, site) -> None:
        super().__init__(site)
        self.selected: set[int] = set()
        self.focus = 0
        self.four_colour = store.read_choice(FOUR_COLOUR_KEY, ("on", "off"), site.saved_choice_garbled) == "on"

    # -- showing --------------------------------------------------------------

    def layout(self):
        self.parts = {name: make("div", classes=[name]) for name in
                      ("info", "seat-north", "seat-west", "seat-east", "trick", "mine", "side")}
        centre = make("div", None, self.parts["trick"], self.status, classes=["centre"])
        board = make("div", None, self.parts["info"], self.parts["seat-north"], self.parts["seat-west"], centre,
                     self.parts["seat-east"], self.parts["mine"], classes=["board", "tractor-board"])
        return make("section", None, board, self.parts["side"],
                    classes=["tractor-table"] + (["four-colour"] if self.four_colour else []),
                    attrs={"data-view": "table", "data-game": "tractor"})

    def view(self):
        return self.match.view(YOU).deal

    def render(self) -> None:
        if self.root is None:
            return
        view = self.view()
        words = self.words
        self.root.setAttribute("data-phase", view.phase)
        self.root.setAttribute("data-to-act", "" if view.to_act is None else str(view.to_act))
        replace_children(self.parts["info"], *draw.info(words, self.match, view))
        for seat, name in ((1, "seat-east"), (2, "seat-north"), (3, "seat-west")):
            replace_children(self.parts[name], draw.seat(words, view, seat, self.said.get(seat)))
        replace_children(self.parts["trick"], *draw.trick_area(words, view, self.match))
        replace_children(self.parts["mine"], *self._mine(view))
        side_state = (words.code, self.match.seed, self.match.deal_number, view.phase, len(view.tricks),
                      self.site.speed, self.restart.asking, self.four_colour)
        if side_state != self.side_state:
            self.side_state = side_state
            replace_children(self.parts["side"], *self._side(view))

    # -- your hand and your buttons ---------------------------------------------

    def _mine(self, view):
        words = self.words
        hand = view.hand
        self.selected = {index for index in self.selected if index < len(hand)}
        choices = view.legal_actions if view.to_act == YOU else ()
        marked = draw.kitty_marks(hand, view.kitty_taken) if view.phase == "bury" and view.to_act == YOU else set()
        playable = None
        if view.phase == "play" and view.to_act == YOU and view.lead is not None:
            playable = choices.playable
        fan = make("div", classes=["fan"], attrs={"role": "group", "aria-label": words.text("tractor.your_hand")})
        for index, card in enumerate(hand):
            element = draw.hand_card(words, card, selected=index in self.selected, marked=index in marked,
                                     dim=playable is not None and card not in playable,
                                     focus=index == min(self.focus, len(hand) - 1))
            listen(element, "click", self._toggle_handler(index))
            fan.append(element)
        listen(fan, "keydown", self._hand_key)
        buttons = self._buttons(view, choices)
        parts = [make("div", None, *draw.my_header(words, view, self.said.get(YOU)), classes=["mine-top"]), fan]
        parts.append(make("div", None, *buttons, classes=["action-row"]))
        note = self._selection_note(view)
        if note:
            parts.append(make("p", note, classes=["selection-note"], attrs={"data-note": "selection"}))
        return parts

    def _buttons(self, view, choices):
        words = self.words
        if view.phase == "over":
            if self.match.is_over:
                go = button(words.text("play.play_again"), "play-again", primary=True)
                listen(go, "click", lambda event: self.play_again())
            else:
                go = button(words.text("play.next_deal"), "next", primary=True)
                listen(go, "click", lambda event: self.next_deal())
            return [go]
        mine = view.to_act == YOU
        if view.phase == "declare":
            buttons = []
            for action in (choices.declarations if mine else ()):
                offer = draw.declare_button(words, action.cards, view.level)
                listen(offer, "click", self._apply_handler(action))
                buttons.append(offer)
            passing = button(words.text("tractor.pass"), "pass", enabled=mine)
            listen(passing, "click", self._apply_handler(Pass()))
            return buttons + [passing]
        cards = self.selected_cards()
        action = Bury(cards) if view.phase == "bury" else Play(cards)
        legal = mine and bool(cards) and self.match.deal.violation(action, YOU) is None
        label = words.text("tractor.bury") if view.phase == "bury" else words.text("tractor.play")
        main = button(label, view.phase if view.phase == "bury" else "play", primary=True, enabled=legal)
        listen(main, "click", lambda event: self.commit())
        hint = button(words.text("play.hint"), "hint", enabled=mine)
        listen(hint, "click", lambda event: self.hint())
        return [main, hint]

    def _selection_note(self, view) -> str | None:
        if view.to_act != YOU or view.phase not in ("bury", "play"):
            return None
        cards = self.selected_cards()
        words = self.words
        if view.phase == "bury":
            return " ".join((words.text("tractor.bury_pick", count=len(cards)),
                             words.text("tractor.bury_points", points=draw.points_of(cards))))
        if not cards:
            return None
        violation = self.match.deal.violation(Play(cards), YOU)
        return None if violation is None else draw.reason(words, violation, self.match)

    def selected_cards(self) -> tuple:
        hand = self.view().hand
        return tuple(hand[index] for index in sorted(self.selected) if index < len(hand))

    def _toggle_handler(self, index: int):
        return lambda event: self.toggle(index)

    def toggle(self, index: int) -> None:
        view = self.view()
        if view.to_act != YOU or view.phase not in ("bury", "play"):
            return
        self.selected ^= {index}
        self.focus = index
        self.render()
        self._focus_card()

    def _hand_key(self, event) -> None:
        key = str(event.key)
        count = len(self.view().hand)
        if key in ("ArrowRight", "ArrowLeft", "Home", "End") and count:
            step = {"ArrowRight": 1, "ArrowLeft": -1}.get(key, 0)
            self.focus = {"Home": 0, "End": count - 1}.get(key, max(0, min(count - 1, self.focus + step)))
            self._focus_card()
        elif key == " ":
            self.toggle(self.focus)
        elif key == "Enter":
            self.commit()
        else:
            return
        event.preventDefault()

    def _focus_card(self) -> None:
        if self.root is None:
            return
        cards = self.root.querySelectorAll(".fan .pcard")
        for index in range(cards.length):
            cards.item(index).setAttribute("tabindex", "0" if index == self.focus else "-1")
        if cards.length:
            cards.item(min(self.focus, cards.length - 1)).focus()

    def _side(self, view):
        words = self.words
        speed = speed_menu(words, self.site.speed, self.site.set_speed)
        colours = draw.four_colour_toggle(words, self.four_colour)
        listen(colours.querySelector("input"), "change", self._toggle_colours)
        return [
            make("div", None, speed, self.restart.build(words), colours, classes=["controls"]),
            draw.previous_trick(words, view),
            draw.trick_history(words, view),
            draw.deal_history(words, self.match, self.site.share_url(self.match.seed)),
        ]

    def _toggle_colours(self, event) -> None:
        self.four_colour = bool(event.target.checked)
        store.write(FOUR_COLOUR_KEY, "on" if self.four_colour else "off")
        if self.four_colour:
            self.root.classList.add("four-colour")
        else:
            self.root.classList.remove("four-colour")

    # -- moves ------------------------------------------------------------------

    def _apply_handler(self, action):
        return lambda event: self.apply_mine(action)

    def commit(self) -> None:
        """Play or bury the selected cards, if the engine allows it."""
        view = self.view()
        cards = self.selected_cards()
        if view.phase == "bury":
            self.apply_mine(Bury(cards))
        elif view.phase == "play":
            self.apply_mine(Play(cards))

    def hint(self) -> None:
        """Select what the AI would play (or bury) in your place."""
        view = self.view()
        if view.to_act != YOU or view.phase not in ("bury", "play"):
            return
        choice = ai.choose(view, random.Random(f"hint:{self.match.seed}:{len(self.match.deal.actions)}"))
        wanted = list(choice.cards)
        self.selected = set()
        for index, card in enumerate(view.hand):
            if card in wanted:
                wanted.remove(card)
                self.selected.add(index)
        self.render()

    def apply_mine(self, action) -> None:
        violation = self.match.deal.violation(action, YOU)
        if violation is not None:
            self._say(draw.reason(self.words, violation, self.match))
            return
        self._apply(YOU, action)
        self.selected = set()
        self._start_ai()

    def _apply(self, seat: int, action) -> None:
        deal = self.match.deal
        tricks_before = len(deal.tricks)
        phase_before = deal.phase
        self.match.apply(action, seat)
        message = draw.announce(self.words, seat, action, self.match)
        if action.kind in ("declare", "pass"):
            self.said[seat] = draw.bid_text(self.words, action, deal.level)
        view = self.view()
        if phase_before == "declare" and view.phase != "declare":
            self.said = {}
            message += " " + draw.trump_settled(self.words, view)
        if len(view.tricks) > tricks_before:
            message += " " + draw.trick_won(self.words, view.tricks[-1])
        if view.phase == "over":
            message += " " + draw.outcome_sentence(self.words, view.result)
            self.site.post("match-over" if self.match.is_over else "deal-over", self._scores())
        self._save()
        if view.phase in ("bury", "play") and view.to_act == YOU:
            self._preselect(view)
        self.render()
        self._say(message)
        if view.to_act == YOU and view.phase != "over":
            self._announce_turn(prefix=message)

    def _preselect(self, view) -> None:
        """When only one play is legal, pick it for the player (they still press Play)."""
        self.selected = set()
        if view.phase != "play":
            return
        forced = view.legal_actions.forced
        if forced is None:
            return
        wanted = list(forced.cards)
        for index, card in enumerate(view.hand):
            if card in wanted:
                wanted.remove(card)
                self.selected.add(index)

    def _scores(self) -> dict:
        return {"game": "tractor", "deal": self.match.deal_number, "levels": list(self.match.team_levels),
                "winner": self.match.winner}

    def next_deal(self) -> None:
        if self.view().phase != "over" or self.match.is_over:
            return
        self.match.next_deal()
        self._fresh_deal()

    def _forget_selection(self) -> None:
        self.selected = set()

    def _announce_turn(self, prefix: str = "") -> None:
        view = self.view()
        if view.phase == "over":  # a table opened on a finished deal says how it ended
            self._say(draw.outcome_sentence(self.words, view.result))
            return
        words = self.words
        opening = ""
        if view.phase == "declare" and not view.bids:
            opening = words.text("tractor.new_deal", number=self.match.deal_number,
                                 level=draw.level_name(words, view.level), player=draw.name(words, view.to_act))
        turn = ""
        if view.to_act == YOU:
            if view.phase == "declare":
                turn = words.text("tractor.your_turn_declare")
            elif view.phase == "bury":
                turn = words.text("tractor.your_turn_bury")
            elif view.lead is None:
                turn = words.text("tractor.your_turn_lead")
            else:
                turn = words.text("tractor.your_turn_follow", count=len(view.lead))
        message = " ".join(part for part in (prefix, opening, turn) if part)
        if message:
            self._say(message)

    # -- the AI players ------------------------------------------------------------

    def ai_choice(self, seat: int):
        deal = self.match.deal
        return ai.choose(self.match.view(seat).deal, random.Random(
            f"tractor-ai:{self.match.seed}:{self.match.deal_number}:{len(deal.actions)}"))

    def ai_pause(self, action) -> float:
        return pause(self.site.speed)

    def ai_play(self, seat: int, action) -> float:
        """A finished trick stays on the table a little longer than a card."""
        tricks_before = len(self.match.deal.tricks)
        self._apply(seat, action)
        if len(self.match.deal.tricks) > tricks_before and not self.match.deal.is_over:
            return pause(self.site.speed) * 1.2
        return 0

