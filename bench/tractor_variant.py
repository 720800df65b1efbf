"""A change to Hard against Hard as it is, in paired differences.  ``python -m bench.tractor_variant``

A change to the Tractor AI moves its strength by a few hundredths of a level
a deal, about the half-width of a ``bench.tractor_paired`` row's interval
over 1,000 pairs, so two rows cannot tell it from luck. Here every paired
deal of a row (``bench.tractor_paired``: the same cards, the teams' seats
swapped) is played twice against the same opponent, by Hard as it is and by
Hard with the change, with the same random choices. A deal the change plays
no differently gives a difference of exactly 0, and the interval is that of
the differences alone: the luck of the cards and of the opponent cancels.

The change is one or more of the AI's constants, set in every worker
process before play (``--set search.SEARCH_FROM=13`` sets ``SEARCH_FROM``
in ``game.tractor.ai.search``), or a field of a level's ``Style``
(``--set hard.void_bonus=8.0``). The constants are every level's, so against
Easy or Normal the opponent plays changed too; today's AI and greedy players
have their own code and never change. It prints Hard as it is and Hard changed
against the opponent, the difference with its 95 % interval, how many pairs
were played differently, and the changed Hard's decision times.

``--shared`` draws each decision's random choices afresh from the deal's
seed and where the deal stands (``tractor_paired.SHARED_CHOICES``), so a
change that alters one play leaves the random choices of every later play
alike: the interval narrows again where a deal otherwise drifts apart.

``--role defending`` (or ``attacking``) plays only the deal of each pair
where Hard's team holds the deal (or attacks it): a change to the burial
plays no differently in the other one, so half the time measures it as
well, and a change that helps one side and hurts the other shows which.
The figures are then levels a deal in that role, not a pair's mean.

    python -m bench.tractor_variant --set MODULE.NAME=VALUE [--set ...] [--against today]
                                    [--role defending|attacking] [--shared] [--pairs N] [--seed S]
                                    [--rules R,...] [--workers W]
"""
import argparse
import ast
import dataclasses
import importlib
import time

from bench import tractor_paired
from game.tractor.ai import style
from game.tractor.match import OPTIONS

AI_PACKAGE = "game.tractor.ai."
ROLES = ("defending", "attacking")


def setting(text):
    """``(module or level, name, value)`` from ``MODULE.NAME=VALUE`` or ``LEVEL.FIELD=VALUE``;
    ``ValueError`` for anything the AI has not."""
    target, equals, value = text.partition("=")
    module_name, dot, name = target.strip().rpartition(".")
    if not equals or not dot:
        raise ValueError(f"{text!r} is not MODULE.NAME=VALUE")
    if module_name in style.STYLES:
        if name not in {field.name for field in dataclasses.fields(style.Style)}:
            raise ValueError(f"a level's Style has no {name}")
    else:
        try:
            module = importlib.import_module(AI_PACKAGE + module_name)
        except ImportError:
            raise ValueError(f"the Tractor AI has no module or level {module_name!r}") from None
        if not hasattr(module, name):
            raise ValueError(f"{AI_PACKAGE}{module_name} has no {name}")
    try:
        parsed = ast.literal_eval(value.strip())
    except (ValueError, SyntaxError):
        raise ValueError(f"{value!r} is not a Python literal") from None
    return module_name, name, parsed


def current(module_name, name):
    """The value a setting of ``module_name``'s ``name`` replaces."""
    if module_name in style.STYLES:
        return getattr(style.STYLES[module_name], name)
    return getattr(importlib.import_module(AI_PACKAGE + module_name), name)


def apply(settings, shared=None):
    """Set each ``(module or level, name, value)`` in this process (the pool's initializer), and
    whether decisions draw shared random choices (unchanged when ``shared`` is ``None``)."""
    if shared is not None:
        tractor_paired.SHARED_CHOICES = shared
    for module_name, name, value in settings:
        if module_name in style.STYLES:
            style.STYLES[module_name] = dataclasses.replace(style.STYLES[module_name], **{name: value})
        else:
            setattr(importlib.import_module(AI_PACKAGE + module_name), name, value)


def played(against, pairs, seed, rules, settings, workers, role=None, shared=False):
    """Per pair (or its deal in ``role``), Hard's levels a deal against ``against``, and Hard's
    decision times, with ``settings`` set."""
    if role is None:
        jobs, play = tractor_paired.jobs_of("hard", against, pairs, seed, rules), tractor_paired.paired_deal
    else:
        jobs = [job + (role,) for job in tractor_paired.jobs_of("hard", against, pairs, seed, rules)]
        play = tractor_paired.role_deal
    if workers > 1:
        from multiprocessing import Pool
        with Pool(workers, initializer=apply, initargs=(settings, shared)) as pool:
            results = pool.map(play, jobs, chunksize=4)
    else:
        saved = [(module, name, current(module, name)) for module, name, _value in settings]
        was_shared = tractor_paired.SHARED_CHOICES
        apply(settings, shared)
        try:
            results = [play(job) for job in jobs]
        finally:
            apply(saved, was_shared)
    return [each[0] for each in results], sorted(time for each in results for time in each[-1])


def run(settings, against="today", pairs=1000, seed=1, rules=frozenset(), workers=2, out=print, role=None,
        shared=False):
    """Play the row (or its deals in ``role``) as it is and changed; print both, their difference
    and the changed Hard's times."""
    started = time.perf_counter()
    before, _times = played(against, pairs, seed, rules, (), workers, role, shared)
    after, times = played(against, pairs, seed, rules, settings, workers, role, shared)
    differences = [changed - unchanged for changed, unchanged in zip(after, before)]
    change = ", ".join(f"{module}.{name}={value!r}" for module, name, value in settings)
    deals = f"{pairs} pairs" if role is None else f"{pairs} deals {role}"
    for label, gains in (("Hard as it is", before), (f"Hard with {change}", after)):
        mean, half = tractor_paired.interval(gains)
        out(f"{label} vs {against}, {deals}: {mean:+.3f} ± {half:.3f} levels a deal")
    mean, half = tractor_paired.interval(differences)
    moved = sum(1 for difference in differences if difference)
    out(f"the change: {mean:+.3f} ± {half:.3f} levels a deal ({moved} of {deals} played differently)")
    tractor_paired.report_times(times, "changed Hard", out)
    out(f"  ({time.perf_counter() - started:.0f} s)")
    return mean, half


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--set", dest="settings", action="append", default=[], metavar="MODULE.NAME=VALUE",
                        help="a constant of game.tractor.ai.MODULE to change (repeatable)")
    parser.add_argument("--against", default="today", help="today, greedy, easy, normal or hard")
    parser.add_argument("--role", choices=ROLES, help="play only the deal of each pair where Hard holds it or attacks")
    parser.add_argument("--shared", action="store_true",
                        help="draw each decision's random choices from the deal's seed and where it stands")
    parser.add_argument("--pairs", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--rules", default="", help="house rules, comma-separated: throws,levels,powers")
    args = parser.parse_args(argv)
    if not args.settings:
        parser.error("name at least one change with --set MODULE.NAME=VALUE")
    try:
        settings = tuple(setting(text) for text in args.settings)
    except ValueError as error:
        parser.error(str(error))
    rules = frozenset(rule for rule in args.rules.split(",") if rule)
    if rules - set(OPTIONS):
        parser.error(f"house rules are {', '.join(OPTIONS)}, not {', '.join(sorted(rules - set(OPTIONS)))}")
    if args.against not in tractor_paired.PLAYERS:
        parser.error(f"--against is one of {', '.join(tractor_paired.PLAYERS)}, not {args.against}")
    run(settings, args.against, args.pairs, args.seed, rules, args.workers, role=args.role, shared=args.shared)


if __name__ == "__main__":
    main()
