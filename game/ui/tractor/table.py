"""The Tractor table: you and North against East and West, level by level.

The engine's view of seat 0 is all this draws from, and every choice goes
through the engine: the Declare buttons are its declarations, the Play and
Bury buttons are enabled by its verdict on the selected cards, and its
refusal (by rule code) is what the player reads when a selection is wrong.
"""
from __future__ import annotations

import random

from game.tractor import BURY, DECLARE, LEVELS, OVER, PLAY, Bury, Pass, Play, TractorMatch, ai, team_of
from game.tractor.ai.reasons import explain
from game.tractor.counting import CardCount
from game.tractor.match import OPTIONS
from game.ui import seating
from game.ui.controls import RestartControl, button_markup, friends_link, level_menu, speed_menu
from game.ui.dom import listen, make
from game.ui.markup import join, tag
from game.ui.opening import in_progress
from game.ui.services import deal_costs, store
from game.ui.services.pacing import pause
from game.ui.table import Table
from game.ui.takeback import beside_your_moves
from game.ui.tractor import counter, draw, house_rules, panels, summary, why
from game.ui.tractor.review import DealReview, hard_play
from game.ui.tractor.record import summary_of

FOUR_COLOUR_KEY = "tractor.four-colour"
COUNTER_KEY = "tractor.counter"


class TractorTable(Table):
    GAME = "tractor"
    MATCH = TractorMatch
    RULES = OPTIONS
    AI = ai
    SUMMARY = staticmethod(summary_of)
    DEALT = "[data-hand] .pcard"
    RESTART_QUESTION = "tractor.restart_question"

    def __init__(self, site) -> None:
        super().__init__(site)
        self.selected: set[int] = set()
        self.focus = 0
        self.history_open = False  # the list of this deal's tricks, as the player left it
        self.four_colour = store.read_choice(FOUR_COLOUR_KEY, ("on", "off"), site.saved_choice_garbled) == "on"
        self.counting = store.read_choice(COUNTER_KEY, ("on", "off"), site.saved_choice_garbled) == "on"
        self.review = DealReview()
        self.next_rules = house_rules.chosen(site, self.RULES, self.match.options)
        self.restart = RestartControl(self.play_again, self._redraw, self.RESTART_QUESTION,
                                      lambda words: {"level": draw.level_name(words, LEVELS[0])})

    # -- showing --------------------------------------------------------------

    def layout(self):
        self.parts = {name: make("div", classes=[name]) for name in
                      ("info", "seat-north", "seat-west", "seat-east", "trick", "mine", "actions", "side")}
        centre = make("div", None, self.parts["trick"], classes=["centre"], attrs={"data-deal-from": ""})
        talk = make("div", None, self.status, classes=["talk"])  # across the table, so a long line wraps less
        board = make("div", None, self.parts["info"], self.parts["seat-north"], self.parts["seat-west"], centre,
                     self.parts["seat-east"], talk, self.parts["mine"], self.parts["actions"],
                     classes=["board", "tractor-board"])
        self.delegate(board)
        listen(self.parts["mine"], "keydown", self._hand_key)
        self.split_side("counter")
        listen(self.parts["panels"], "toggle", self._history_toggled, capture=True)
        return make("section", None, board, self.parts["side"],
                    classes=["tractor-table"] + (["four-colour"] if self.four_colour else []),
                    attrs={"data-view": "table", "data-game": "tractor"})

    def view(self):
        """Your view of the deal in hand."""
        return self.my_view().deal

    def draw(self, match) -> None:
        view = match.deal
        words = self.words
        self.root.setAttribute("data-phase", view.phase)
        self.root.setAttribute("data-to-act", "" if view.to_act is None else str(view.to_act))
        self.put("info", draw.info(words, match, view, self.level))
        for seat in seating.others(self.you):
            self.put(seating.place(seat, self.you), draw.seat(words, view, seat, self.said.get(seat)))
        if self.put("trick", join(draw.trick_area(words, view, match.deal_number))) and match.is_over:
            self.parts["trick"].append(summary.match_summary(words, match))  # stays until the trick changes
        self.put("mine", self._mine(view))
        self.put("actions", self._actions(view))
        self.put("counter", counter.panel(words, CardCount.from_view(view)) if self.counting else "")
        self.draw_side(match, (words.code, match.seed, self.restart.asking, self.four_colour, self.counting),
                       (words.code, match.seed, match.deal_number, view.phase, len(view.tricks), self.review.plays))

    # -- your hand and your buttons ---------------------------------------------

    def _mine(self, view):
        words = self.words
        hand = view.hand
        self.selected = {index for index in self.selected if index < len(hand)}
        choices = view.legal_actions if view.to_act == self.you else ()
        marked = draw.kitty_marks(hand, view.kitty_taken) if view.phase == BURY and view.to_act == self.you else set()
        playable = None
        if view.phase == PLAY and view.to_act == self.you and view.lead is not None:
            playable = choices.playable
        groups, index = [], 0
        focus = min(self.focus, len(hand) - 1)
        for suit, cards in view.hand_groups:
            slots = []
            for card in cards:
                slots.append(tag("span", None, draw.hand_card(
                    words, card, index, selected=index in self.selected, marked=index in marked,
                    dim=playable is not None and card not in playable, focus=index == focus,
                    trump=view.is_trump(card)), classes=["slot"]))
                index += 1
            groups.append(tag("span", None, *slots, classes=["suit-group"], attrs={"data-suit": suit}))
        fan = tag("div", None, *groups, classes=["fan"],
                  attrs={"role": "group", "aria-label": words.text("tractor.your_hand"), "data-hand": ""})
        return join([tag("div", None, *draw.my_header(words, view, self.said.get(self.you)), classes=["mine-top"]), fan])

    def _actions(self, view):
        """Your buttons, kept on screen while the board is (they stick to the bottom of the window)."""
        choices = view.legal_actions if view.to_act == self.you else ()
        cards = self.selected_cards(view)
        action = Bury(cards) if view.phase == BURY else Play(cards)
        refusal = self.refusal_of(action) if view.to_act == self.you and view.phase in (BURY, PLAY) and cards \
            else None  # asked once a redraw: the button and the note both follow it
        moves = tag("div", None, *self._buttons(view, choices, cards, refusal), classes=["action-row"])
        parts = [moves if view.phase == OVER else beside_your_moves(moves, self)]
        note = self._selection_note(view, cards, refusal)
        if note:
            parts.append(tag("p", note, classes=["selection-note"], attrs={"data-note": "selection"}))
        return join(parts)

    def _buttons(self, view, choices, cards, refusal):
        words = self.words
        if view.phase == OVER:
            return [self.between_deals_button(words.text("play.next_deal"))]
        mine = view.to_act == self.you
        if view.phase == DECLARE:
            buttons = [draw.declare_button(words, action.cards) for action in (choices.declarations if mine else ())]
            return buttons + [button_markup(words.text("tractor.pass"), "pass", enabled=mine)]
        legal = mine and bool(cards) and refusal is None
        label = words.text("tractor.bury", count=view.kitty_size) if view.phase == BURY else words.text("tractor.play")
        return [button_markup(label, "bury" if view.phase == BURY else "play", primary=True, enabled=legal),
                button_markup(words.text("play.hint"), "hint", enabled=mine)]

    def _selection_note(self, view, cards, refusal) -> str | None:
        if view.to_act != self.you or view.phase not in (BURY, PLAY):
            return None
        words = self.words
        if view.phase == BURY:
            return words.sentences(words.text("tractor.bury_pick", needed=view.kitty_size, count=len(cards)),
                                   words.text("tractor.bury_points", points=draw.points_of(cards)))
        if not cards:
            return None
        return None if refusal is None else self.refusal_text(refusal)

    def selected_cards(self, view=None) -> tuple:
        hand = (view or self.view()).hand
        return tuple(hand[index] for index in sorted(self.selected) if index < len(hand))

    def clicked(self, action: str, target) -> None:
        if not action:  # a card of your hand
            self.toggle(int(target.dataset.index))
        elif action == "declare":
            cards = str(target.dataset.cards).split()
            view = self.view()
            for declaration in (view.legal_actions.declarations if view.to_act == self.you else ()):
                if list(declaration.cards) == cards:
                    self.apply_mine(declaration)
        elif action == "pass":
            self.apply_mine(Pass())
        elif action in ("play", "bury"):
            self.commit()
        elif action == "hint":
            self.hint()
        else:
            super().clicked(action, target)

    def toggle(self, index: int) -> None:
        view = self.view()
        if view.to_act != self.you or view.phase not in (BURY, PLAY):
            return
        self.selected ^= {index}
        self.focus = index
        self.withdraw_refusal()
        self.render()
        self._focus_card(retab=False)

    def _hand_key(self, event) -> None:
        if not event.target.closest("[data-hand]"):
            return  # a key pressed on your seat's other parts
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

    def _focus_card(self, retab: bool = True) -> None:
        """Focus the card at `self.focus`, the one card of the hand Tab reaches;
        a redraw has just drawn it so (`retab` False), arrow keys move it."""
        if self.root is None:
            return
        if not retab:
            card = self.parts["mine"].querySelector(f".fan .pcard[data-index='{self.focus}']")
            if card:
                card.focus()
            return
        cards = self.root.querySelectorAll(".fan .pcard")
        for index in range(cards.length):
            cards.item(index).setAttribute("tabindex", "0" if index == self.focus else "-1")
        if cards.length:
            cards.item(min(self.focus, cards.length - 1)).focus()
        self.drawn.pop("mine", None)  # the hand no longer reads as its markup

    def _controls(self, match):
        words = self.words
        speed = speed_menu(words, self.site.speed, self.site.set_speed)
        level = level_menu(words, self.levels, self.level, self.set_level)
        rules = house_rules.panel(words, self.RULES, self.match.options, self.next_rules)
        for box in rules.querySelectorAll("input[data-rule]"):
            listen(box, "change", self._tick_rule)
        listen(rules.querySelector("[data-action=new-match-rules]"), "click", self._start_with_rules)
        return make("div", None, level, speed, self.restart.build(words), *self.own_controls(), rules,
                    friends_link(words, self.GAME), classes=["controls"])

    def match_cost(self) -> tuple | None:
        """The deals reviewed so far (the last one's review comes after the match is counted)."""
        return deal_costs.of_match(self.GAME, self.match.seed) if self.reviews_deals else None

    def own_controls(self) -> list:
        colours = panels.four_colour_toggle(self.words, self.four_colour)
        listen(colours.querySelector("input"), "change", self._toggle_colours)
        counting = panels.counter_toggle(self.words, self.counting)
        listen(counting.querySelector("input"), "change", self._toggle_counter)
        return [colours, counting]

    def _panels(self, match):
        words = self.words
        view = match.deal
        reviewed = self.review.markup(self) if view.phase == OVER and self.reviews_deals else ""
        return (reviewed, panels.buried_kitty(words, view), panels.previous_trick(words, view),
                panels.trick_history(words, view, self.history_open),
                panels.deal_history(words, match, self.share_link(match.seed, self.match.options)))

    def _tick_rule(self, event) -> None:
        rule = str(event.target.dataset.rule)
        ticked = set(self.next_rules)
        if event.target.checked:
            ticked.add(rule)
        else:
            ticked.discard(rule)
        self.next_rules = frozenset(ticked)
        house_rules.keep(self.next_rules)

    def _start_with_rules(self, event) -> None:
        rules = self.next_rules
        if not in_progress(self.match):
            self.start_match(random.Random(), rules)
            return
        self.site.offer("tractor.rules_question", "tractor.rules_start", "start-rules-match",
                        lambda: self.start_match(random.Random(), rules), rules=house_rules.in_words(self.words, rules))

    def _history_toggled(self, event) -> None:
        """The trick history opened or shut (a toggle does not bubble: the panels hear it as it comes down)."""
        if event.target.classList.contains("trick-history"):
            self.history_open = bool(event.target.open)

    def _toggle_colours(self, event) -> None:
        self.four_colour = bool(event.target.checked)
        store.write(FOUR_COLOUR_KEY, "on" if self.four_colour else "off")
        if self.four_colour:
            self.root.classList.add("four-colour")
        else:
            self.root.classList.remove("four-colour")

    def _toggle_counter(self, event) -> None:
        self.counting = bool(event.target.checked)
        store.write(COUNTER_KEY, "on" if self.counting else "off")
        self.render()

    # -- moves ------------------------------------------------------------------

    def commit(self) -> None:
        """Play or bury the selected cards, if the engine allows it."""
        view = self.view()
        cards = self.selected_cards()
        if view.phase == BURY:
            self.apply_mine(Bury(cards))
        elif view.phase == PLAY:
            self.apply_mine(Play(cards))

    def hint(self) -> None:
        """Select what Hard, the best advice there is, would play (or bury) in your place, and say why."""
        view = self.view()
        if view.to_act != self.you or view.phase not in (BURY, PLAY):
            return
        choice = hard_play(self.my_view(), self.match.seed, len(self.match.deal.actions))
        self._select(choice.cards)
        self.render()
        self.say_hint(why.sentence(self.words, explain(view, choice), draw.namer(self.you)))

    def _select(self, cards) -> None:
        self.selected = self._indices(cards)

    def _indices(self, cards) -> set:
        """Where `cards` are in your hand (a card held twice: its first copies)."""
        wanted, found = list(cards), set()
        for index, card in enumerate(self.view().hand):
            if card in wanted:
                wanted.remove(card)
                found.add(index)
        return found

    def apply_mine(self, action) -> None:
        self.act(action)

    # -- sentences ----------------------------------------------------------------

    def describe(self, seat: int, action, before) -> str:
        return draw.told(self.words, seat, action, before.deal, self.view(), self.you)

    def sounds(self, seat: int, action, before) -> tuple:
        """A card laid down, a declaration's chip, the kitty's cards, a trick won, a match won."""
        cues = {"declare": ["chip"], "bury": ["deal"], "play": ["play"]}.get(action.kind, [])
        if len(self.view().tricks) > len(before.deal.tricks):
            cues.append("trick")
        if self.match.is_over and self.match.winner == team_of(self.you):
            cues.append("match")
        return tuple(cues)

    def after_move(self, seat: int, action, before) -> None:
        if seat == self.you:
            self.selected = set()  # those cards are on the table now
        if action.kind in ("declare", "pass"):
            self.said[seat] = draw.bid_text(self.words, action)
        view = self.view()
        if before.deal.phase == DECLARE and view.phase != DECLARE:
            self.said = {}
        if view.phase in (BURY, PLAY) and view.to_act == self.you:
            self._preselect(view)

    def outcome(self) -> str:
        return draw.outcome_sentence(self.words, self.view().result, self.you)

    def opening(self) -> str:
        view = self.view()
        if view.phase != DECLARE or view.bids:
            return ""
        if view.to_act == self.you:
            return self.words.text("tractor.new_deal_you", number=self.match.deal_number,
                                   level=draw.level_name(self.words, view.level))
        return self.words.text("tractor.new_deal", number=self.match.deal_number,
                               level=draw.level_name(self.words, view.level),
                               player=draw.name(self.words, view.to_act, self.you))

    def your_turn(self) -> str:
        view = self.view()
        if view.phase == DECLARE:
            return self.words.text("tractor.your_turn_declare")
        if view.phase == BURY:
            return self.words.text("tractor.your_turn_bury", count=view.kitty_size)
        if view.lead is None:
            return self.words.text("tractor.your_turn_lead_throws" if view.rules.throws
                                   else "tractor.your_turn_lead")
        return self.words.text("tractor.your_turn_follow", count=len(view.lead))

    def refusal_values(self, refusal) -> dict:
        return draw.refusal_values(self.words, refusal, self.you)

    def _preselect(self, view) -> None:
        """When only one play is legal, pick it for the player (they still press Play)."""
        self.selected = set()
        forced = view.legal_actions.forced if view.phase == PLAY else None
        if forced is not None:
            self._select(forced.cards)

    def _forget_selection(self) -> None:
        self.selected = set()

    # -- the AI players ------------------------------------------------------------

    def ai_pause(self, action) -> float:
        return pause(self.site.speed)

    def linger(self, before) -> float:
        """A finished trick stays on the table a little longer than a card."""
        if len(self.view().tricks) > len(before.deal.tricks) and self.match.to_act is not None:
            return pause(self.site.speed) * 1.2
        return 0
