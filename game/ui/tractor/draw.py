"""Drawing the Tractor table from a seat's view: the level board, the seats,
the trick in the middle, your hand, the end-of-deal account and the side
panels. Words come from the language file; rules come from the engine."""
from __future__ import annotations

from game.i18n import Catalogue
from game.tractor import (
    BURY,
    DECLARE,
    OVER,
    PLAY,
    SUIT_NAMES,
    card_points,
    declared_suit,
    team_of,
    teams_from,
)
from game.ui import seating
from game.ui.controls import button_markup
from game.ui.markup import join, tag
from game.ui.tractor import throw_notes
from game.ui.tractor.cards import GLYPHS, back, face, short, short_list

def name(words: Catalogue, seat: int, you: int) -> str:
    return seating.seat_name(words, "tractor", seat, you)


def namer(you: int):
    return seating.namer("tractor", you)


def team_name(words: Catalogue, team: int, you: int) -> str:
    """Your team's name, or the other's: the language file names yours first."""
    return words.get("tractor.teams")[teams_from(you).index(team)]


def level_name(words: Catalogue, level: str) -> str:
    return words.text(f"tractor.ranks.{level}")


def trump_name(words: Catalogue, trump) -> str:
    if trump is None:
        return words.text("tractor.undecided")
    if trump.suit is None:
        return words.text("tractor.no_trump")
    return f"{GLYPHS[trump.suit]} {words.text(f'tractor.suit_names.{trump.suit}')}"


def points_of(cards) -> int:
    return card_points(list(cards))


# -- the level board ----------------------------------------------------------

def info(words: Catalogue, match, view, ai_level: str | None):
    """The teams' levels, this deal's level, trump and points, and the AI
    players' strength (not in a replay: ``None``); `match` is your MatchView."""
    rows = []
    for team in teams_from(view.seat):
        role = words.text("tractor.defenders") if team == view.defenders and view.phase != DECLARE else (
            words.text("tractor.attackers") if view.phase != DECLARE else "")
        rows.append(tag("p", None, tag("span", team_name(words, team, view.seat), classes=["team-name"]),
                          tag("strong", words.text("tractor.level", level=level_name(words, match.team_levels[team])),
                               attrs={"data-level": match.team_levels[team]}),
                          *([tag("span", role, classes=["role"])] if role else []),
                          classes=["team", f"team-{team}"], attrs={"data-team": team}))
    teams = tag("div", None, *rows, classes=["levels"], attrs={"aria-label": words.text("tractor.levels")})
    deal = tag("div", None,
                tag("p", None, tag("span", words.text("tractor.deal_number", number=match.deal_number)), " · ",
                     tag("span", words.text("tractor.level_rank")), " ",
                     tag("strong", level_name(words, view.level), attrs={"data-level-rank": view.level}), " · ",
                     tag("span", words.text("tractor.trump")), " ",
                     tag("strong", trump_value(words, view), classes=["trump-name"],
                          attrs={"data-trump": "" if view.trump is None else (view.trump.suit or "none")}),
                     *declared_by(words, view),
                     *([] if ai_level is None else [" · ", tag("span", words.text(
                         "play.level_shown", level=words.text(f"play.level_{ai_level}")),
                         classes=["level-shown"], attrs={"data-level": ai_level})])),
                classes=["this-deal"])
    return join([teams, deal, points_bar(words, view)])


def trump_value(words: Catalogue, view) -> str:
    """What follows the word "Trump" on the board: the suit, the standing declaration's suit, or none."""
    if view.trump is None:
        return trump_name(words, None) if view.declaration is None else declared_what(words, view.declaration.cards)
    return words.text("tractor.trump_none") if view.trump.suit is None else trump_name(words, view.trump)


def declared_by(words: Catalogue, view):
    """Who declared the standing (or settled) trump, and with which cards, all deal long."""
    if view.declaration is None:
        return []
    cards = short_list(words, view.declaration.cards)
    said = (words.text("tractor.declared_by_you", cards=cards) if view.declaration.seat == view.seat
            else words.text("tractor.declared_by", player=name(words, view.declaration.seat, view.seat),
                            cards=cards))
    return [" ", tag("span", said,
                      classes=["declared-by"], attrs={"data-declarer": view.declaration.seat})]


def points_bar(words: Catalogue, view):
    points = view.attacker_points if view.result is None else view.result.attacker_points
    total = view.total_points

    def percent(value: int) -> float:
        return min(value, total) * 100 / total

    fill = tag("span", classes=["fill"], attrs={"style": f"width:{percent(points)}%"})
    marks = [tag("span", None, tag("span", words.number(mark)), classes=["mark"],
                 attrs={"style": f"left:{percent(mark)}%"})
             for mark in view.outcome_marks]
    penalty = view.throw_penalty if view.result is None else view.result.throw_penalty
    bar = tag("div", None, fill, *marks, classes=["bar"], attrs={
        "role": "meter", "aria-valuemin": "0", "aria-valuemax": str(total), "aria-valuenow": str(points),
        "aria-label": words.text("tractor.points_bar", points=points, total=total, needed=view.points_to_take_over)})
    defended = view.points[view.defenders] if view.result is None else view.result.defender_trick_points
    still = [" · ", tag("span", words.text("tractor.defender_points")), " ",
             tag("strong", words.number(defended), attrs={"data-defender-points": defended})]
    if view.result is None:
        still += [" · ", tag("span", words.text("tractor.points_out", points=view.points_out), classes=["points-out"],
                              attrs={"data-points-out": view.points_out})]
    return tag("div", None, tag("p", None, tag("span", words.text("tractor.attacker_points")), " ",
                                  tag("strong", words.number(points), attrs={"data-attacker-points": points,
                                                                             "data-throw-penalty": penalty}),
                                  *still),
                bar, classes=["points"])


# -- seats ---------------------------------------------------------------------

def seat_header(words: Catalogue, view, seat: int, said):
    team = team_of(seat)
    parts = [tag("span", name(words, seat, view.seat), classes=["seat-name"]),
             tag("span", words.text("tractor.partner") if team == team_of(view.seat) and seat != view.seat
                  else words.text("tractor.opponent") if seat != view.seat else team_name(words, team, view.seat),
                  classes=["team-tag", f"team-{team}"])]
    if view.dealer == seat and not (view.phase == DECLARE and view.first_deal):
        parts.append(tag("span", words.text("tractor.dealer_marker"), classes=["dealer-chip"],
                          attrs={"title": words.text("tractor.dealer"), "aria-label": words.text("tractor.dealer")}))
    if view.to_act == seat:
        parts.append(tag("span", words.text("tractor.to_act"), classes=["badge", "badge-turn"]))
    if said:
        parts.append(tag("span", said, classes=["said"]))
    return parts


def seat(words: Catalogue, view, seat_number: int, said):
    count = view.hand_sizes[seat_number]
    backs = tag("span", None, *(back() for _ in range(min(count, 8))), classes=["backs"], attrs={"aria-hidden": "true"})
    classes = ["seat", f"team-{team_of(seat_number)}"] + (["to-act"] if view.to_act == seat_number else [])
    return tag("div", None, tag("div", None, *seat_header(words, view, seat_number, said), classes=["seat-top"]),
                tag("p", None, backs, tag("span", words.text("tractor.cards_left", count=count)), classes=["count"]),
                classes=classes, attrs={"data-seat": seat_number})


def my_header(words: Catalogue, view, said):
    return seat_header(words, view, view.seat, said)


def hand_card(words: Catalogue, card: str, index: int, selected: bool, marked: bool, dim: bool, focus: bool,
              trump: bool):
    """A card of your hand: a button the table's one click listener knows by its `data-index`."""
    flags = [css for flag, css in ((selected, "selected"), (marked, "from-kitty"), (dim, "dim")) if flag]
    return face(words, card, "hand", button=True, trump=trump, flags=flags,
                attrs={"aria-pressed": "true" if selected else "false", "tabindex": "0" if focus else "-1",
                       "data-index": index})


def kitty_marks(hand, kitty_taken) -> set[int]:
    """Which places in the sorted hand hold the cards just taken from the kitty."""
    wanted = list(kitty_taken or ())
    marks = set()
    for index in range(len(hand) - 1, -1, -1):
        if hand[index] in wanted:
            wanted.remove(hand[index])
            marks.add(index)
    return marks


def declare_button(words: Catalogue, cards):
    what = declared_what(words, cards)
    return button_markup(words.text("tractor.declare_with", what=what), "declare", primary=True,
                         extra=tag("span", short_list(words, cards), classes=["declare-cards"]),
                         attrs={"data-cards": " ".join(cards)})


def declared_what(words: Catalogue, cards) -> str:
    suit = declared_suit(cards)
    if suit is None:
        return words.text("tractor.declare_no_trump")
    return f"{GLYPHS[suit]} {words.text(f'tractor.suit_names.{suit}')}"


# -- the middle of the table -------------------------------------------------

def _seat_place(seat_number: int, viewer: int) -> str:
    """Where a seat's cards come from and go to (`game.ui.motion`): its panel, or your hand."""
    return "hand" if seat_number == viewer else f"[data-seat='{seat_number}']"


def _plays_grid(words: Catalogue, plays, trump, number: int, viewer: int, winner=None, winning=None):
    """Trick `number`'s plays around the centre; `winner` took the finished
    trick (it is swept to them when the next one starts), `winning` leads the
    one being played so far."""
    cells = []
    for seat_number, cards in plays:
        place = seating.compass(seat_number, viewer)
        marks = (["winner"] if seat_number == winner else []) + (["winning"] if seat_number == winning else [])
        motion = {"data-motion": f"trick-{number}-{seat_number}", "data-motion-from": _seat_place(seat_number, viewer)}
        if winner is not None:
            motion["data-motion-to"] = "[data-hand]" if winner == viewer else _seat_place(winner, viewer)
        faces = [face(words, card, "trick", trump=trump.is_trump(card)) for card in cards]
        if seat_number == winner:
            faces.append(tag("span", words.text("tractor.won_trick"), classes=["won-mark"]))
        elif seat_number == winning:
            faces.append(tag("span", words.text("tractor.winning"), classes=["winning-mark"]))
        cells.append(tag("div", None, *faces, classes=["play", place] + marks,
                         attrs={"data-play-seat": seat_number, "style": f"--n:{len(cards)}", **motion}))
    return tag("div", None, *cells, classes=["plays"])


def trick_area(words: Catalogue, view, deal_number: int):
    if view.phase == OVER:
        return [result_panel(words, view, deal_number)]
    parts = []
    if view.phase == DECLARE or (view.revealed_kitty and view.phase == BURY):
        if view.declaration is not None:
            parts.append(tag("p", None, tag("span", words.text("tractor.declare") + ": "),
                              *(face(words, card, "trick") for card in view.declaration.cards),
                              classes=["standing"]))
        if view.revealed_kitty:
            parts.append(tag("div", None, tag("p", words.text("tractor.kitty_revealed")),
                              tag("div", None, *(face(words, card, "trick") for card in view.revealed_kitty),
                                   classes=["kitty-row"]),
                                classes=["revealed-kitty"], attrs={"data-kitty": "revealed"}))
    if view.phase == PLAY:
        throw = None
        if view.current_trick:
            parts.append(_plays_grid(words, view.current_trick, view.trump, len(view.tricks), view.seat,
                                     winning=view.winning_seat))
            parts.append(tag("p", words.text("tractor.trick_points", points=view.trick_points),
                              classes=["trick-points"], attrs={"data-trick-points": view.trick_points}))
            throw = view.failed_throw
        elif view.tricks:
            last = view.tricks[-1]
            parts.append(_plays_grid(words, last.plays, view.trump, len(view.tricks) - 1, view.seat,
                                     winner=last.winner))
            throw = last.failed_throw
        if throw is not None:
            parts.append(tag("p", throw_notes.failed(words, throw, namer(view.seat), view.seat),
                              classes=["failed-throw"],
                              attrs={"data-throw-penalty": throw.penalty}))
    return parts


def trick_row(words: Catalogue, number: int, winner: int, points: int, you: int) -> str:
    if winner == you:
        return words.text("tractor.trick_row_you", number=number, points=points)
    return words.text("tractor.trick_row", number=number, winner=name(words, winner, you), points=points)


def level_change(words: Catalogue, result, you: int) -> str:
    """The team that moves, as "South-North: 3 → 4" (a takeover without promotion moves nobody)."""
    team = result.winning_team
    before, after = result.team_levels_before[team], result.team_levels_after[team]
    return words.text("tractor.level_change", team=team_name(words, team, you), before=level_name(words, before),
                      after=level_name(words, after))


def result_panel(words: Catalogue, view, deal_number: int):
    result = view.result
    rows = tag("ul", None, *(tag("li", trick_row(words, number, winner, points, view.seat),
                                 attrs={"data-winner": winner, "data-points": points})
                             for number, (winner, points) in enumerate(result.points_by_trick, start=1) if points),
               classes=["by-trick"])
    kitty = tag("div", None, *(face(words, card, "trick") for card in result.kitty), classes=["kitty-row"])
    penalties = throw_notes.result_line(words, result)
    bonus = (words.text("tractor.kitty_bonus", points=result.kitty_points, multiplier=result.kitty_multiplier,
                        bonus=result.kitty_bonus) if result.kitty_bonus_applies
             else words.text("tractor.kitty_no_bonus"))
    panel = tag("div", None,
                 tag("h2", words.text("tractor.result_title", number=deal_number)),
                 tag("p", words.text("tractor.kitty_buried")), kitty,
                 tag("p", words.text("tractor.kitty_points", points=result.kitty_points)),
                 tag("p", bonus, classes=["bonus"], attrs={"data-bonus": result.kitty_bonus}),
                 tag("details", None, tag("summary", words.text("tractor.points_by_trick")), rows),
                 *([tag("p", penalties, classes=["throw-penalty"], attrs={"data-throw-penalty": result.throw_penalty})]
                   if penalties else []),
                 tag("p", words.text("tractor.attackers_total", points=result.attacker_points), classes=["total"]),
                 tag("p", words.text("tractor.defenders_total", points=result.defender_trick_points),
                      attrs={"data-defender-points": result.defender_trick_points}),
                 *([tag("p", level_change(words, result, view.seat), classes=["level-change"])]
                   if result.levels or result.held_at else []),
                 tag("p", outcome_sentence(words, result, view.seat), classes=["outcome"]),
                 classes=["deal-result"], attrs={"data-attacker-points": result.attacker_points,
                                                 "data-attackers": result.attackers})
    return panel


# -- sentences -------------------------------------------------------------------

def outcome_sentence(words: Catalogue, result, you: int) -> str:
    team = team_name(words, result.winning_team, you)
    levels = result.levels
    if result.match_winner is not None:
        return words.text("tractor.match_over", team=team_name(words, result.match_winner, you))
    if result.winner == "defenders":
        text = (words.text("tractor.outcome_defenders_level", team=team) if levels == 1 else
                words.text("tractor.outcome_defenders", team=team,
                           levels=words.text("tractor.levels_word", count=levels)))
    elif levels == 0:
        text = words.text("tractor.outcome_takeover", team=team)
    elif levels == 1:
        text = words.text("tractor.outcome_attackers_level", team=team)
    else:
        text = words.text("tractor.outcome_attackers", team=team,
                          levels=words.text("tractor.levels_word", count=levels))
    held = result.held_at
    if held is not None:
        text = f"{text} {words.text('tractor.held_at', level=level_name(words, held))}"
    dealer = (words.text("tractor.next_dealer_you") if result.next_dealer == you
              else words.text("tractor.next_dealer", player=name(words, result.next_dealer, you)))
    return f"{text} {dealer}"


def announce(words: Catalogue, seat_number: int, action, you: int) -> str:
    key = "tractor.said_you" if seat_number == you else "tractor.said"
    values = {"player": name(words, seat_number, you)}
    if action.kind == "declare":
        values.update(what=declared_what(words, action.cards), cards=short_list(words, action.cards))
    elif action.kind == "play":
        values.update(cards=short_list(words, action.cards))
    elif action.kind == "bury":
        values.update(count=len(action.cards))
    return words.text(f"{key}.{action.kind}", **values)


def told(words: Catalogue, seat_number: int, action, before, view, you: int) -> str:
    """A move in a sentence with what it settled (the trump, a failed throw, a trick won);
    ``before`` and ``view`` are the deal's views from ``you``'s seat before and after it."""
    message = announce(words, seat_number, action, you)
    if action.kind == "play" and not before.current_trick and view.failed_throw is not None:
        message = throw_notes.failed(words, view.failed_throw, namer(you), you)
    if before.phase == DECLARE and view.phase != DECLARE:
        message += " " + trump_settled(words, view)
    if len(view.tricks) > len(before.tricks):
        message += " " + trick_won(words, view.tricks[-1], you)
    return message


def bid_text(words: Catalogue, action) -> str:
    if action.kind == "pass":
        return words.text("tractor.short.pass")
    return words.text("tractor.short.declare", what=declared_what(words, action.cards))


def trump_settled(words: Catalogue, view) -> str:
    trump = trump_name(words, view.trump)
    if view.dealer == view.seat:
        text = words.text("tractor.trump_settled_you", trump=trump)
    else:
        text = words.text("tractor.trump_settled", trump=trump, player=name(words, view.dealer, view.seat))
    if view.revealed_kitty:
        text = words.text("tractor.kitty_revealed") + " " + text
    return text


def trick_won(words: Catalogue, trick, you: int) -> str:
    if trick.winner == you:
        return words.text("tractor.trick_won_you", points=trick.points)
    return words.text("tractor.trick_won", player=name(words, trick.winner, you), points=trick.points)


def refusal_values(words: Catalogue, refusal, you: int) -> dict:
    """The words a refusal's sentence is filled with, from the engine's details."""
    details = refusal.details
    suit = details.get("suit")
    card = details.get("card")
    if isinstance(card, (list, tuple)):
        card = card[0] if card else ""
    return {
        "player": name(words, details.get("to_act", you), you),
        "needed": details.get("needed", ""),
        "count": details.get("chosen", "") if refusal.rule == "bury_count" else details.get("needed", ""),
        "suit": words.text(f"tractor.suits.{suit}") if suit in SUIT_NAMES else "",
        "card": short(words, card) if isinstance(card, str) and card else "",
    }
