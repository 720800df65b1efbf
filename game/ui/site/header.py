"""The site header: the name, the sound toggle, the language menu and the picture sliders."""
from __future__ import annotations

from dataclasses import fields
from typing import Callable

from game import i18n
from game.i18n import Catalogue
from game.ui.dom import listen, make
from game.ui.site.look import Look

SLIDER_LABELS = {"contrast": "header.contrast", "grain": "header.grain", "temperature": "header.temperature"}


def build(
    words: Catalogue,
    look: Look,
    on_language: Callable[[str], None],
    on_slide: Callable[[str, int, bool], None],
    on_reset: Callable[[], None],
    sound_on: bool = True,
    on_sound: Callable[[], bool] = lambda: True,
):
    brand = make("a", "CARDAVIA", classes=["brand"], href="#/", attrs={"title": words.text("header.home")})
    toggle = make("button", words.text("header.picture"), type="button", classes=["picture-toggle"],
                  attrs={"aria-expanded": "false", "aria-controls": "picture-settings", "data-action": "picture"})
    listen(toggle, "click", _toggle_picture)
    return [brand, _sound_toggle(words, sound_on, on_sound), toggle, _language_menu(words, on_language),
            _sliders(words, look, on_slide, on_reset)]


SPEAKER = ('<svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">'
           '<path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor"/>'
           '<path class="waves" d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" fill="none" '
           'stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'
           '<path class="mute" d="M16 9l6 6M22 9l-6 6" stroke="currentColor" stroke-width="2" '
           'stroke-linecap="round"/></svg>')


def _sound_toggle(words: Catalogue, on: bool, on_sound):
    """One button, pressed while sound is on; its name says what it is, its state what it does."""
    button = make("button", None, type="button", classes=["sound-toggle"],
                  attrs={"data-action": "sound", "aria-pressed": "true" if on else "false",
                         "aria-label": words.text("header.sound"), "title": words.text("header.sound")})
    icon = make("span", classes=["sound-icon"])
    icon.innerHTML = SPEAKER  # fixed markup, no text from outside
    button.append(icon)

    def toggle(event) -> None:
        event.currentTarget.setAttribute("aria-pressed", "true" if on_sound() else "false")
    listen(button, "click", toggle)
    return button


def _toggle_picture(event) -> None:
    """On a phone the sliders fold away behind one button, so the table fits."""
    header = event.target.closest(".site-header")
    shown = header.classList.toggle("show-picture")
    event.target.setAttribute("aria-expanded", "true" if shown else "false")


def _language_menu(words: Catalogue, on_language):
    menu = make("select", classes=["language-menu"], id="language-menu", attrs={"data-action": "language"})
    for code in i18n.LANGUAGES:
        option = make("option", i18n.NAMES[code], value=code, attrs={"lang": code})
        if code == words.code:
            option.setAttribute("selected", "")
        menu.append(option)
    listen(menu, "change", lambda event: on_language(str(event.target.value)))
    label = make("label", words.text("header.language"), classes=["visually-hidden"], htmlFor="language-menu")
    return make("div", None, label, menu, classes=["language"])


def _sliders(words: Catalogue, look: Look, on_slide, on_reset):
    group = make("div", classes=["picture"], id="picture-settings",
                 attrs={"role": "group", "aria-label": words.text("header.picture")})
    for field in fields(Look):
        name = field.name
        value = getattr(look, name)
        slider_id = f"slider-{name}"
        readout = make("output", words.text("header.percent", value=value), classes=["readout"],
                       id=f"readout-{name}", htmlFor=slider_id)
        slider = make("input", id=slider_id, type="range", min="0", max="100", step="1",
                      value=str(value), attrs={"data-setting": name})
        listen(slider, "input", _slide_handler(name, readout, words, on_slide, final=False))
        listen(slider, "change", _slide_handler(name, readout, words, on_slide, final=True))
        label = make("label", words.text(SLIDER_LABELS[name]), htmlFor=slider_id)
        group.append(make("div", None, label, slider, readout, classes=["slider"]))
    reset = make("button", words.text("header.reset"), classes=["reset"], type="button",
                 attrs={"data-action": "reset-picture", "title": words.text("header.reset_label"),
                        "aria-label": words.text("header.reset_label")})
    listen(reset, "click", lambda event: on_reset())
    group.append(reset)
    return group


def _slide_handler(name, readout, words, on_slide, final):
    def handle(event):
        value = int(event.target.value)
        readout.textContent = words.text("header.percent", value=value)
        on_slide(name, value, final)
    return handle
