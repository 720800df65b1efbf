"""Controls both tables share: buttons with shortcuts, the AI speed menu and
the restart button that asks first."""
from __future__ import annotations

from game.i18n import Catalogue
from game.ui.dom import listen, make
from game.ui.markup import tag
from game.ui.services.pacing import SPEEDS


def button(label: str, action: str, key: str | None = None, enabled: bool = True, primary: bool = False):
    element = make("button", label, type="button", classes=["btn", "primary" if primary else "plain"],
                   attrs={"data-action": action})
    if key:
        element.append(make("kbd", key))
        element.setAttribute("aria-keyshortcuts", key)
    if not enabled:
        element.setAttribute("disabled", "")
    return element


def button_markup(label: str, action: str, key: str | None = None, enabled: bool = True, primary: bool = False,
                  extra=None, attrs=None):
    """`button` as HTML text, for the parts of a table redrawn on every move;
    `extra` (markup) follows the label, `attrs` are added."""
    return tag("button", label, *([tag("kbd", key)] if key else []), *([extra] if extra else []),
               classes=["btn", "primary" if primary else "plain"],
               attrs={"type": "button", "data-action": action, "aria-keyshortcuts": key,
                      "disabled": None if enabled else "", **(attrs or {})})


def replay_link(words: Catalogue, game: str):
    """The way from a deal's end to its replay (`#/<game>/replay`), as markup."""
    return tag("a", words.text("replay.open"), classes=["btn", "plain"],
               attrs={"href": f"#/{game}/replay", "data-action": "replay"})


def _menu(words: Catalogue, name: str, values, current: str, on_change, classes):
    """A labelled menu of the player's settings (`play.<name>`, `play.<name>_<value>`)."""
    menu = make("select", id=f"{name}-menu", attrs={"data-action": name})
    for value in values:
        option = make("option", words.text(f"play.{name}_{value}"), value=value)
        if value == current:
            option.setAttribute("selected", "")
        menu.append(option)
    listen(menu, "change", lambda event: on_change(str(event.target.value)))
    return make("label", None, make("span", words.text(f"play.{name}")), menu, classes=classes)


def speed_menu(words: Catalogue, speed: str, on_change):
    return _menu(words, "speed", SPEEDS, speed, on_change, ["speed"])


def level_menu(words: Catalogue, levels, level: str, on_change):
    """How strong the AI players are (a table offers it where its game has levels to choose from)."""
    return _menu(words, "level", levels, level, on_change, ["speed", "level"])


class RestartControl:
    """Restart asks first: one click shows the question, a second confirms."""

    def __init__(self, on_restart, redraw, question: str = "play.restart_question", values=None) -> None:
        self.asking = False
        self._question = question
        self._values = values or (lambda words: {})  # the question's figures, from the engine, in words
        self._on_restart = on_restart
        self._redraw = redraw

    def build(self, words: Catalogue):
        if not self.asking:
            ask = button(words.text("play.restart"), "restart")
            listen(ask, "click", lambda event: self._ask(True))
            return make("div", None, ask, classes=["restart"])
        yes = button(words.text("play.restart_confirm"), "confirm-restart", primary=True)
        no = button(words.text("play.restart_cancel"), "cancel-restart")
        listen(yes, "click", lambda event: self._confirm())
        listen(no, "click", lambda event: self._ask(False))
        return make("div", None, make("p", words.text(self._question, **self._values(words))), yes, no,
                    classes=["restart", "confirming"], attrs={"role": "alertdialog"})

    def _ask(self, asking: bool) -> None:
        self.asking = asking
        root = self._redraw()
        if root is not None:
            root.querySelector("[data-action=confirm-restart]" if asking else "[data-action=restart]").focus()

    def _confirm(self) -> None:
        self.asking = False
        self._on_restart()


def friends_link(words: Catalogue, game: str):
    """"Play with friends": your table for friends (`game.ui.friends`), in a new room."""
    return make("a", words.text("friends.host"), classes=["button", "friends-link"], href=f"#/{game}/friends",
                attrs={"data-action": "host"})
