"""localStorage, tolerant of the places it is missing or refused (private
windows, sandboxed iframes): the page then works without remembering."""
from __future__ import annotations

from pyscript import window
from pyscript.ffi import is_none

PREFIX = "cardavia."


def read(key: str) -> str | None:
    try:
        value = window.localStorage.getItem(PREFIX + key)
    except Exception:  # noqa: BLE001 - a DOMException when storage is refused
        return None
    return None if is_none(value) else str(value)


def write(key: str, value: str) -> None:
    try:
        window.localStorage.setItem(PREFIX + key, value)
    except Exception:  # noqa: BLE001 - quota or refusal: forget quietly
        pass


def forget(key: str) -> None:
    try:
        window.localStorage.removeItem(PREFIX + key)
    except Exception:  # noqa: BLE001
        pass
