"""The friends' panel above a friends' table, as markup: the room's state in
a sentence, your name, the invite (a link, its QR code, copy and share) and
the seats, each with who plays it: a friend by name, "AI", or a friend who is
away while the AI plays for them. Before the match a friend picks a free
seat here and the host starts the match; after it the panel is the seats
and the state line alone. The name field is built once per table and only
shown or hidden (`name_field`): a part redrawn round it would take away the
focus of someone typing.

Seats are named as your table names them, from your seat; a friend who has
no seat yet sees them from the host's. Buttons carry a ``data-action``
(``take-seat`` with its ``data-seat``, ``start``, ``copy-invite``,
``share-invite``) that the table's one click listener reads.
"""
from __future__ import annotations

from dataclasses import dataclass

from game.core import seats_from
from game.ui import seating
from game.ui.controls import button_markup
from game.ui.friends.messages import NAME_CHARACTERS
from game.ui.markup import Markup, join, tag


@dataclass(frozen=True)
class Seats:
    """Who sits where, as the panel shows it."""

    names: tuple  # each seat's player's name, None where the AI plays
    away: tuple  # each seat: whether its friend is away (the AI plays for them meanwhile)
    host: int  # the host's seat
    you: int | None  # your seat; None for a friend who has not sat down


def seat_list(words, game: str, seats: Seats, choosing: bool) -> Markup:
    """The four seats from yours (from the host's before you sit); a free seat has "Sit here"
    while ``choosing``."""
    reference = seats.host if seats.you is None else seats.you
    rows = []
    for seat in seats_from(reference):
        if seat == seats.you:
            where = seating.seat_name(words, game, seat, reference)
        elif seat == seats.host:
            where = words.text("friends.host_seat")
        else:
            where = seating.seat_name(words, game, seat, reference)
        name = seats.names[seat]
        who = name if name is not None else words.text("friends.ai")
        parts = [tag("span", where, classes=["where"]), tag("span", who, classes=["who"])]
        if seats.away[seat]:
            parts.append(tag("span", words.text("friends.away"), classes=["badge", "away"]))
        if choosing and name is None:
            parts.append(button_markup(words.text("friends.take_seat"), "take-seat",
                                       attrs={"data-seat": seat, "aria-label": words.text("friends.take_seat_at",
                                                                                          seat=where)}))
        rows.append(tag("li", None, *parts, attrs={"data-seat": seat, "data-away": "" if seats.away[seat] else None,
                                                   "data-you": "" if seat == seats.you else None,
                                                   "data-ai": "" if name is None else None}))
    return tag("ol", None, *rows, classes=["friend-seats"], attrs={"aria-label": words.text("friends.seats")})


def name_field(words, name: str) -> Markup:
    low, high = NAME_CHARACTERS
    return tag("label", None, tag("span", words.text("friends.your_name")),
               tag("input", attrs={"type": "text", "value": name, "minlength": low, "maxlength": high,
                                   "required": "", "autocomplete": "nickname", "data-friends-name": ""}),
               classes=["friend-name"])


def invite(words, link: str, qr_svg: str, can_share: bool) -> Markup:
    """The link to send, with its QR code for a phone across the room. ``qr_svg`` is the
    vendored generator's picture of ``link`` (nothing of anyone's choosing is in it)."""
    buttons = [button_markup(words.text("friends.copy"), "copy-invite")]
    if can_share:
        buttons.append(button_markup(words.text("friends.share"), "share-invite"))
    picture = tag("div", None, Markup(qr_svg), classes=["qr"],
                  attrs={"role": "img", "aria-label": words.text("friends.qr_label")}) if qr_svg else Markup("")
    return tag("div", None,
               tag("label", words.text("friends.invite"), attrs={"for": "invite-link"}),
               tag("input", attrs={"id": "invite-link", "type": "text", "readonly": "", "value": link,
                                   "data-invite": link}),
               tag("div", None, *buttons, classes=["invite-buttons"]),
               tag("p", words.text("friends.invite_help"), classes=["hint-text"]),
               picture, classes=["invite"])


def top(heading: str, sentence: str) -> Markup:
    """The panel's heading and the sentence that says where the room stands."""
    return join([tag("h2", heading), tag("p", sentence, classes=["friends-state"],
                                         attrs={"role": "status", "aria-live": "polite"})])


def body(words, game: str, *, seats: Seats | None, invite_part: Markup | None = None, choosing: bool = False,
         start: bool = False) -> Markup:
    """The invite, the seats and the host's Start button, as far as each applies now."""
    parts = []
    if invite_part is not None:
        parts.append(invite_part)
    if seats is not None:
        parts.append(seat_list(words, game, seats, choosing))
    if start:
        parts.append(button_markup(words.text("friends.start"), "start", primary=True))
    return join(parts)


def _code_box(words, label_key: str, code: str, qr_svg: str) -> list:
    box = tag("label", None, tag("span", words.text(label_key)),
              tag("textarea", code, attrs={"readonly": "", "rows": 3, "data-hand-code": "", "spellcheck": "false"}),
              classes=["hand-field"])
    picture = tag("div", None, Markup(qr_svg), classes=["qr"],
                  attrs={"role": "img", "aria-label": words.text("friends.qr_code_label")}) if qr_svg else Markup("")
    return [box, picture]


def by_hand_host(words, address: str, offer: tuple | None, opened: bool) -> Markup:
    """Connecting one friend with no broker: a code for them (``offer``: its text and QR code)
    and a field for their answer."""
    parts = [tag("summary", words.text("friends.hand_summary")),
             tag("p", words.text("friends.hand_host_help", address=address), classes=["hint-text"])]
    if offer is None:
        parts.append(button_markup(words.text("friends.hand_offer"), "hand-offer"))
    else:
        parts += _code_box(words, "friends.hand_code", *offer)
        parts += [tag("label", None, tag("span", words.text("friends.hand_answer")),
                      tag("textarea", None, attrs={"rows": 3, "data-hand-answer": "", "spellcheck": "false"}),
                      classes=["hand-field"]),
                  button_markup(words.text("friends.hand_accept"), "hand-accept", primary=True)]
    return tag("details", None, *parts, classes=["by-hand"], attrs={"open": "" if opened or offer else None})


def by_hand_guest(words, answer: tuple | None) -> Markup:
    """A friend's side by hand: the host's code pasted in, then the answer to give back."""
    if answer is None:
        parts = [tag("p", words.text("friends.hand_guest_help"), classes=["hint-text"]),
                 tag("label", None, tag("span", words.text("friends.hand_host_code")),
                     tag("textarea", None, attrs={"rows": 3, "data-hand-offer": "", "spellcheck": "false"}),
                     classes=["hand-field"]),
                 button_markup(words.text("friends.hand_make_answer"), "hand-answer", primary=True)]
    else:
        parts = _code_box(words, "friends.hand_your_answer", *answer)
    return tag("div", None, *parts, classes=["by-hand"])
