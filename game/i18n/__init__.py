"""The site's words, one JSON data file per language.

Kept as plain data so translators can work on a file without touching code,
and so a test can prove every language says everything English says.
"""
from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator

LANGUAGES = ("en", "fi", "de", "it", "hu", "fa", "zh")
RIGHT_TO_LEFT = frozenset({"fa"})
DEFAULT_LANGUAGE = "en"
NAMES = {"en": "English", "fi": "Suomi", "de": "Deutsch", "it": "Italiano", "hu": "Magyar", "fa": "فارسی",
         "zh": "简体中文"}
"""Each language's name in itself, for the language menu: a visit has the words of the
language it is read in and English's, not every catalogue's (each catalogue's `language.name`
is the same, a test holds it)."""

DIGITS = {"fa": "۰۱۲۳۴۵۶۷۸۹"}
"""Languages that write numbers with digits of their own (Persian uses the
Extended Arabic-Indic digits); the others write 0-9."""

DECIMAL_MARKS = {"de": ",", "fi": ",", "it": ",", "hu": ",", "fa": "\u066b"}
"""The decimal separator where it is not a point (Persian writes ٫)."""
SEPARATORS = {"fa": "\u060c "}
"""Between the parts of a line (a country and a card count, a seed and a
link): a middle dot, except in Persian, where it reads as the digit zero."""
ISOLATE = ("\u2066", "\u2069")
"""Left-to-right isolate marks: a signed figure (-2, +1½) inside right-to-left
text keeps its sign and fraction where they are written."""

_FOLDER = Path(__file__).resolve().parent
_PLACEHOLDER = re.compile(r"\{([a-z_]+)\}")


FULL_WIDTH_STOPS = frozenset("。！？：；）")


def localised_digits(text: str, code: str) -> str:
    """`text` with 0-9 written in the digits of language `code`."""
    digits = DIGITS.get(code)
    return text.translate(str.maketrans("0123456789", digits)) if digits else text


def placeholders(text: str) -> frozenset[str]:
    return frozenset(_PLACEHOLDER.findall(text))


def flatten(data: Any, prefix: str = "") -> Iterator[tuple[str, str]]:
    """Every string in the catalogue with a dotted key (lists by index), so
    languages can be compared key by key."""
    if isinstance(data, dict):
        for key, value in data.items():
            yield from flatten(value, f"{prefix}{key}.")
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from flatten(value, f"{prefix}{index}.")
    else:
        yield prefix[:-1], data


def leaves(data: Any) -> Iterator[Any]:
    """The catalogue's values in order, a list counting as one value."""
    if isinstance(data, dict):
        for value in data.values():
            yield from leaves(value)
    else:
        yield data


def shaped_like(template: Any, values: Iterator[Any]) -> Any:
    """A catalogue with `template`'s keys and the next of `values` for each of
    its values: `leaves` undone, given another language's shape."""
    if isinstance(template, dict):
        return {key: shaped_like(value, values) for key, value in template.items()}
    return next(values)


@dataclass(frozen=True)
class Catalogue:
    """The words of one language; looked up by dotted key."""

    code: str
    data: dict

    def get(self, key: str) -> Any:
        node: Any = self.data
        for part in key.split("."):
            node = node[int(part)] if isinstance(node, list) else node[part]
        return node

    def text(self, key: str, **values: object) -> str:
        template = self.get(key)
        if not isinstance(template, str):
            raise KeyError(f"{key} is not a string in {self.code}")
        return _PLACEHOLDER.sub(lambda match: self._value(values[match.group(1)]), template)

    def _value(self, value: object) -> str:
        if isinstance(value, int) and not isinstance(value, bool):
            return self.number(value)
        return str(value)

    def number(self, value: int) -> str:
        """A whole number as this language writes it."""
        return localised_digits(str(value), self.code)

    def figure(self, text: str) -> str:
        """A written figure (-2, +1½, 2⅓) in this language's digits, isolated
        in right-to-left text so its sign stays in front."""
        text = localised_digits(text, self.code)
        return f"{ISOLATE[0]}{text}{ISOLATE[1]}" if self.code in RIGHT_TO_LEFT else text

    def decimal(self, value: float, places: int = 1) -> str:
        """A decimal number with this language's separator and digits (16,4 in German)."""
        text = f"{value:.{places}f}".replace(".", DECIMAL_MARKS.get(self.code, "."))
        return localised_digits(text, self.code)

    def sentences(self, *parts: str) -> str:
        """Sentences one after another: a space between them, except after a
        full-width stop (Chinese writes 。 and ！ with no space after them)."""
        text = ""
        for part in filter(None, parts):
            text += part if not text or text[-1] in FULL_WIDTH_STOPS else f" {part}"
        return text

    @property
    def separator(self) -> str:
        return SEPARATORS.get(self.code, " \u00b7 ")

    @property
    def name(self) -> str:
        return self.get("language.name")


_loaded: dict[str, Catalogue] = {}
_later: list[Path] = []  # folders of words that came after the catalogues (`add_words`)


def _read(code: str) -> Any:
    with open(_FOLDER / f"{code}.json", encoding="utf-8") as handle:
        return json.load(handle)


def load(code: str) -> Catalogue:
    if code not in LANGUAGES:
        raise ValueError(f"unknown language {code!r}")
    if code not in _loaded:
        data = _read(code)
        if isinstance(data, list):
            # As the page's archive carries a language: its words alone, in
            # the order of English's own keys (tools/shipped.py), read again
            # from its file, since words that came later (`add_words`) may
            # have been merged into English's catalogue since.
            data = shaped_like(_read(DEFAULT_LANGUAGE), iter(data))
        _loaded[code] = Catalogue(code, data)
        for folder in _later:
            _merge(_loaded[code].data, _words_in(folder, code))
    return _loaded[code]


def has_words(code: str) -> bool:
    """Whether `code`'s catalogue is here to load (a visit fetches a language's words when it
    is first read in, `game.ui.site.on_demand`)."""
    return code in _loaded or (_FOLDER / f"{code}.json").exists()


def add_words(folder: Path) -> None:
    """Sections of words that come with code the page fetches later (the friends' table's):
    ``folder`` holds a file per language, ``{"section": {key: words}}``, merged into that
    language's catalogue now if it is loaded, or when it is."""
    if folder in _later:
        return
    _later.append(folder)
    for code, catalogue in _loaded.items():
        _merge(catalogue.data, _words_in(folder, code))


def _words_in(folder: Path, code: str) -> dict:
    with open(Path(folder) / f"{code}.json", encoding="utf-8") as handle:
        return json.load(handle)


def _merge(data: dict, more: dict) -> None:
    for section, words in more.items():
        data.setdefault(section, {}).update(words)


@dataclass(frozen=True)
class LanguageChoice:
    """Which language to show, and the unknown code asked for, if any, so the
    page can say why it is not showing it."""

    code: str
    unknown_request: str | None = None
    corrupt_saved: bool = False


_TAG = re.compile(r"([a-z]{2,3})(?:-[a-z0-9]{1,8})*")


def _supported(tag: object) -> str | None:
    """The language we have for a BCP 47 tag (`de`, `de-AT`), else None."""
    if not isinstance(tag, str):
        return None
    match = _TAG.fullmatch(tag.strip().lower().replace("_", "-"))
    if match is None or match.group(1) not in LANGUAGES:
        return None
    return match.group(1)


def choose_language(
    requested: str | None, saved: str | None, browser: Iterable[str]
) -> LanguageChoice:
    """`?lang=` beats the saved choice, which beats the browser's languages.

    An unknown `?lang=` falls back to English and is reported; a saved value
    that is not a language we have is reported as corrupt and ignored.
    """
    if requested is not None:
        code = _supported(requested)
        if code is None:
            return LanguageChoice(DEFAULT_LANGUAGE, unknown_request=requested)
        return LanguageChoice(code)
    if saved in LANGUAGES:
        return LanguageChoice(saved)
    corrupt = saved is not None
    for tag in browser:
        code = _supported(tag)
        if code is not None:
            return LanguageChoice(code, corrupt_saved=corrupt)
    return LanguageChoice(DEFAULT_LANGUAGE, corrupt_saved=corrupt)
