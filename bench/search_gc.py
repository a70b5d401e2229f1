#!/usr/bin/env python3
"""What Python's cycle collector costs a search bot: its decisions timed with the collector running
through the search and with it held off (``ogallala.ai.base.no_cycle_collection``, what the bots do).

    python bench/search_gc.py [--edition pelikan] [--players 2] [--level expert] [--games 2]
                              [--every 3] [--rounds 3] [--held-off SPEC] [--out FILE.json]

The positions are the decisions (more than one legal move) of seat 0 in ``--games`` seeded games of
``medium`` bots, every ``--every``-th of them. After two untimed decisions (the first load the table's
weights and network), each round times the level on all of them once each way, in turns, a fresh bot
with the same seed each time: the CPU seconds of the process per decision (mean and median). Both ways
must make the same decisions (the collector frees nothing a search uses), and the script says so.

``--held-off SPEC`` times another spec the second way (a larger budget, ``expert:iterations=300``)
against ``--level`` the first: what budget the time the collector took buys.
"""

from __future__ import annotations

import argparse
import contextlib
import gc
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src"))

from machine import machine_speed_us

import ogallala
from ogallala.ai import Budget, analysis, hard, make_bot


def positions(edition: str, players: int, games: int, every: int) -> list[tuple[Any, Any]]:
    """Seat 0's decisions in ``games`` seeded games of medium bots, every ``every``-th."""
    out = []
    for g in range(games):
        game = ogallala.new_game(edition, players=players, seed=500 + g)
        bots = [make_bot("medium", seed=s) for s in range(players)]
        while not game.is_over():
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions()
            view = game.view(seat)
            if seat == 0 and len(legal) > 1:
                out.append((view, legal))
            game.apply(bots[seat].choose(view, legal, Budget(1.0)))
    return out[::every]


def timed(level: str, todo: list[tuple[Any, Any]], collector: bool) -> tuple[list[float], list[str]]:
    """The CPU seconds of each decision and the decisions, with the collector on through the search
    (``collector``) or held off as the bots hold it."""
    held = hard.no_cycle_collection
    if collector:
        hard.no_cycle_collection = analysis.no_cycle_collection = contextlib.nullcontext
    try:
        bot = make_bot(level, seed=7)
        seconds, chosen = [], []
        for view, legal in todo:
            t0 = time.process_time()
            chosen.append(str(bot.choose(view, legal, Budget(None))))
            seconds.append(time.process_time() - t0)
        return seconds, chosen
    finally:
        hard.no_cycle_collection = analysis.no_cycle_collection = held


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="pelikan", choices=("amigo", "ass", "pelikan"))
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--level", default="expert", help="a searching level's spec (expert, hard:iterations=144)")
    ap.add_argument("--games", type=int, default=2)
    ap.add_argument("--every", type=int, default=3)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--held-off", metavar="SPEC", help="the spec timed with the collector held off "
                    "(default: --level), against --level with it on")
    ap.add_argument("--out", type=Path)
    args = ap.parse_args(argv)
    if not gc.isenabled():
        ap.error("the collector is off in this process: nothing to compare")
    speed = machine_speed_us()
    todo = positions(args.edition, args.players, args.games, args.every)
    other = args.held_off or args.level
    print(f"{args.level} (collector on) and {other} (held off), {args.edition} with {args.players} players: "
          f"{len(todo)} positions; "
          f"machine speed {speed} µs (sum(range(10000)))", flush=True)
    timed(args.level, todo[:2], True)  # untimed: the first decisions load the table's weights and network
    rows: list[dict[str, Any]] = []
    same = True
    for r in range(args.rounds):
        decided = []
        for collector in (True, False):
            spec = args.level if collector else other
            seconds, chosen = timed(spec, todo, collector)
            decided.append(chosen)
            rows.append({"round": r + 1, "bot": spec, "collector": "on" if collector else "held off",
                         "mean_ms": round(1000 * statistics.fmean(seconds), 1),
                         "median_ms": round(1000 * statistics.median(seconds), 1)})
            print(json.dumps(rows[-1]), flush=True)
        same = same and decided[0] == decided[1]
    ratios = {k: [round(a[k] / b[k], 2) for a, b in zip(rows[::2], rows[1::2], strict=True)]
              for k in ("mean_ms", "median_ms")}
    print(f"collector on / held off, CPU per decision by round: mean {ratios['mean_ms']}, median "
          f"{ratios['median_ms']}; the same decisions both ways: {'yes' if same else 'NO'}")
    if args.held_off:
        print("(the two specs differ, so their decisions may too)")
    if args.out:
        args.out.parent.mkdir(parents=True, exist_ok=True)
        command = "python bench/search_gc.py " + " ".join(sys.argv[1:] if argv is None else argv)
        args.out.write_text(json.dumps({"command": command, "edition": args.edition, "players": args.players,
                                        "level": args.level, "held_off": other, "positions": len(todo),
                                        "machine_speed_us": speed, "rounds": rows, "ratios_mean": ratios["mean_ms"],
                                        "ratios_median": ratios["median_ms"], "same_decisions": same}, indent=1) + "\n")
    return 0 if same or args.held_off else 1


if __name__ == "__main__":
    sys.exit(main())
