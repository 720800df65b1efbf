"""Tractor saves: a deal on its own (scenario files, tests) and what a match
save checks, and how the first match format is read.

Either way a save holds only where play started and the actions since:
restoring replays them through the rules, so an edited save cannot make an
impossible table.
"""
from game.core import IllegalAction, SaveError
from game.tractor.actions import from_data, to_data
from game.tractor.mechanics.house_rules import NAMES, HouseRules
from game.tractor.mechanics.trump import Trump

DEAL_FORMAT = "cardavia-tractor-deal"
DEAL_VERSION = 1
FIRST_MATCH_FORMAT = "cardavia-tractor-match"
HOUSE_RULES = tuple(NAMES)
"""The names of the house rules a deal can be played by (docs/rules.md, Tractor house rules)."""


def deal_to_dict(deal, dealt, preset, actions):
    """The deal's record; ``rules`` only when a house rule is on, so plain deals save as before."""
    trump, buried = preset
    hands, kitty = dealt
    rules = {"rules": sorted(deal.rules.names)} if deal.rules else {}
    return {
        "format": DEAL_FORMAT,
        "version": DEAL_VERSION,
        "hands": [list(hand) for hand in hands],
        "kitty": list(kitty),
        "dealer": deal.nominal_dealer,
        "team_levels": list(deal.team_levels),
        "first_deal": deal.first_deal,
        "trump": None if trump is None else {"level": trump.level, "suit": trump.suit},
        "buried": buried,
        "actions": [to_data(action) for action in actions],
        **rules,
    }


def deal_from_dict(cls, data):
    if not isinstance(data, dict) or data.get("format") != DEAL_FORMAT:
        raise SaveError("not a saved Tractor deal")
    if type(data.get("version")) is not int or data.get("version") != DEAL_VERSION:
        raise SaveError(f"saved Tractor deal has version {data.get('version')!r}, expected {DEAL_VERSION}")
    try:
        preset = data.get("trump")
        if preset is not None:
            if not isinstance(preset, dict) or set(preset) != {"level", "suit"}:
                raise ValueError("bad preset trump")
            preset = Trump(preset["level"], preset["suit"])
        for key, kind in (("hands", list), ("kitty", list), ("team_levels", list),
                          ("first_deal", bool), ("buried", bool), ("actions", list)):
            if not isinstance(data.get(key), kind):
                raise ValueError(f"{key!r} is missing or not a {kind.__name__}")
        if type(data.get("dealer")) is not int:
            raise ValueError("'dealer' is missing or not a seat")
        rules = data.get("rules", [])
        if not isinstance(rules, list) or not all(rule in HOUSE_RULES for rule in rules):
            raise ValueError(f"'rules' must list house rules from {', '.join(HOUSE_RULES)}")
        deal = cls(data["hands"], data["kitty"], data["dealer"], team_levels=data["team_levels"],
                   first_deal=data["first_deal"], trump=preset, buried=data["buried"],
                   rules=HouseRules.named(rules))
    except (ValueError, TypeError) as error:
        raise SaveError(f"corrupt saved Tractor deal: {error}") from None
    replay_actions(deal, data["actions"])
    return deal


def replay_actions(game, actions):
    """Apply saved actions (``to_data`` lists) in order; ``SaveError`` names the first that fails."""
    for number, item in enumerate(actions, 1):
        action = from_data(item)
        try:
            game.apply(action)
        except IllegalAction as error:
            raise SaveError(f"saved action {number} ({item!r}) is illegal: {error}") from None


def upgraded(data):
    """A first-format match save (``{"format": "cardavia-tractor-match", "version": 1, ...}``)
    in today's envelope, so a match in progress survives the change."""
    if isinstance(data, dict) and data.get("format") == FIRST_MATCH_FORMAT \
            and type(data.get("version")) is int and data.get("version") == 1:
        return {"game": "tractor", "version": 2, "seed": data.get("seed"), "options": [],
                "deals": data.get("deals"), "check": data.get("check")}
    return data
