"""localStorage, tolerant of the places it is missing or refused (private
windows, a portal's cross-site iframe): the page then works without
remembering, and says so once. A portal that allows saves only through its
own SDK (YouTube Playables) puts its cloud save in localStorage's place
(`keep_elsewhere`)."""
from __future__ import annotations

from pyscript import window
from pyscript.ffi import is_none

PREFIX = "cardavia."
_elsewhere: list = []


def keep_elsewhere(place) -> None:
    """Keep everything in `place` (`getItem`, `setItem`, `removeItem`, as localStorage has) from now on."""
    _elsewhere[:] = [place]


def _storage():
    return _elsewhere[0] if _elsewhere else window.localStorage


def available() -> bool:
    """Whether this page can keep anything: a getter that throws, a write
    that is refused and a missing storage all mean no."""
    try:
        storage = _storage()
        storage.setItem(PREFIX + "probe", "1")
        storage.removeItem(PREFIX + "probe")
        return True
    except Exception:  # noqa: BLE001 - a DOMException (SecurityError, QuotaExceededError) or no storage
        return False


def read(key: str) -> str | None:
    try:
        value = _storage().getItem(PREFIX + key)
    except Exception:  # noqa: BLE001 - a DOMException when storage is refused
        return None
    return None if is_none(value) else str(value)


def read_choice(key: str, choices, on_garbage) -> str | None:
    """A saved choice if it is one of `choices`; anything else stored there is
    forgotten and `on_garbage()` is called, so it is reported, not kept."""
    value = read(key)
    if value is None or value in choices:
        return value
    forget(key)
    on_garbage()
    return None


def write(key: str, value: str) -> None:
    try:
        _storage().setItem(PREFIX + key, value)
    except Exception:  # noqa: BLE001 - quota or refusal: forget quietly
        pass


def forget(key: str) -> None:
    try:
        _storage().removeItem(PREFIX + key)
    except Exception:  # noqa: BLE001
        pass
