"""Strength ladder of the bots: duplicate deals, seats rotated, results with 95% intervals.

Not a test: it takes long. Examples (the commands behind docs/bots.md)::

    # seconds per decision of the hard bot at several iteration budgets (to pick ~0.2 s)
    python bench/strength.py calibrate --iterations 72,120,144,192 --games 2

    # the AMIGO ladder among random, easy and medium, 1,000 games per pairing
    python bench/strength.py ladder --edition amigo --pairs easy,random medium,easy medium,random \\
        --games 1000 --out bench/results/amigo-rem.json

    # hard against medium, 2 players, and hard against three medium, 4 players
    python bench/strength.py ladder --edition amigo --pairs hard:iterations=144,medium --games 300 \\
        --jobs 1 --chunk 10 --out bench/results/amigo-hard.json
    python bench/strength.py ladder --edition amigo --players 4 \\
        --pairs hard:iterations=144,medium,medium,medium --games 300 --jobs 1 --chunk 12 \\
        --out bench/results/amigo-hard-4p.json

A pairing is a comma-separated bot list as for ``ogallala tournament --bots``; pairings are
separated by spaces. Results are written after every chunk of games (JSON and a Markdown table
beside it), so a long run can be read while it goes on and stopped at any point. Each result gives
the first bot's win rate with two 95% intervals: Wilson's over games, and one over deals
(``ogallala.tournament.stats.deal_interval``), since the rotations of a deal are not independent
games; the JSON keeps every game's outcome.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from ogallala.ai.base import Budget
from ogallala.ai.registry import make_bot, split_bot_list
from ogallala.game import new_game
from ogallala.tournament.runner import default_jobs, make_tasks, run_tasks
from ogallala.tournament.stats import deal_interval, tally


def first_bot_line(stats: dict[str, Any], bots: list[str]) -> str:
    st = stats[bots[0]]
    lo, hi = st.ci95
    return (f"{bots[0]} vs {','.join(bots[1:])}: {st.games} games, win rate {100 * st.win_rate:.1f}% "
            f"[{100 * lo:.1f}, {100 * hi:.1f}], mean score {st.mean_score:.1f} vs "
            + ", ".join(f"{stats[b].mean_score:.1f}" for b in dict.fromkeys(bots[1:]))
            + f"; {st.seconds_per_decision:.4f} s/decision")


def ladder(args: argparse.Namespace) -> int:
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = {"command": "python bench/strength.py " + " ".join(sys.argv[1:]), "edition": args.edition,
                            "variants": args.variant, "players": args.players, "seed": args.seed, "pairings": []}
    if out.exists() and args.resume:
        data = json.loads(out.read_text())
    for pairing in args.pairs:
        bots = split_bot_list(pairing)
        tasks = make_tasks(args.edition, args.variant, args.players, bots, args.games, args.seed,
                           keep_records=False)
        entry: dict[str, Any] = {"bots": bots, "games_planned": len(tasks)}
        data["pairings"].append(entry)
        results = []
        t0 = time.time()
        chunk = max(args.players, args.chunk - args.chunk % args.players)
        for start in range(0, len(tasks), chunk):
            results += run_tasks(tasks[start : start + chunk], jobs=args.jobs)
            stats = tally(results, bots)
            lo, hi = deal_interval(results, bots[0])
            entry.update({"games": len(results), "seconds": round(time.time() - t0, 1),
                          "ci95_deals": [round(lo, 6), round(hi, 6)],
                          "results": {n: st.as_json() | {"seconds_per_decision": round(st.seconds_per_decision, 5)}
                                      for n, st in stats.items()},
                          "summary": first_bot_line(stats, bots) + f"; per deal [{100 * lo:.1f}, {100 * hi:.1f}]",
                          # every game's outcome, for any later analysis: deal, rotation, line-up, scores
                          "outcomes": [[r.deal, r.rotation, list(r.bots), r.scores] for r in results]})
            write(out, data)
            print(f"[{time.strftime('%H:%M:%S')}] {entry['summary']}", flush=True)
    return 0


def write(out: Path, data: dict[str, Any]) -> None:
    out.write_text(json.dumps(data, indent=1) + "\n")
    lines = [f"# Strength: {data['edition']}, {data['players']} players, seed {data['seed']}", "",
             f"`{data['command']}`", "",
             "| bots | games | first bot's win rate | 95% interval | per-deal 95% interval | "
             "mean scores | s/decision (first bot) |", "|---|---:|---:|---|---|---|---:|"]
    for e in data["pairings"]:
        if "results" not in e:
            continue
        first = e["results"][e["bots"][0]]
        scores = " / ".join(f"{e['results'][b]['mean_score']:.1f}" for b in dict.fromkeys(e["bots"]))
        deals = f"{100 * e['ci95_deals'][0]:.1f}–{100 * e['ci95_deals'][1]:.1f}%" if "ci95_deals" in e else "–"
        lines.append(f"| {', '.join(e['bots'])} | {e['games']} | {100 * first['win_rate']:.1f}% | "
                     f"{100 * first['ci95'][0]:.1f}–{100 * first['ci95'][1]:.1f}% | {deals} | {scores} | "
                     f"{first['seconds_per_decision']:.4f} |")
    out.with_suffix(".md").write_text("\n".join(lines) + "\n")


def calibrate(args: argparse.Namespace) -> int:
    """Seconds per decision of a searching level at several iteration budgets (one process, against
    medium): the mean, the median and the 90th percentile of its decisions with more than one legal move."""
    rows = []
    budgets: list[int | None] = [None if x == "file" else int(x) for x in args.iterations.split(",")]
    for its in budgets:
        times: list[float] = []
        spec = args.level if its is None else f"{args.level}:iterations={its}"
        for g in range(args.games):
            game = new_game(args.edition, args.players, 1000 + g)
            bots = [make_bot(spec, g)] + [make_bot("medium", g + s) for s in range(1, args.players)]
            while not game.is_over():
                seat = game.current_seat
                assert seat is not None
                legal = game.legal_actions()
                t0 = time.perf_counter()
                a = bots[seat].choose(game.view(seat), legal, Budget(None))
                if seat == 0 and len(legal) > 1:
                    times.append(time.perf_counter() - t0)
                game.apply(a)
        times.sort()
        rows.append({"bot": spec, "decisions": len(times),
                     "seconds_per_decision": round(sum(times) / len(times), 4),
                     "median": round(statistics.median(times), 4),
                     "p90": round(times[int(0.9 * (len(times) - 1))], 4)})
        print(json.dumps(rows[-1]), flush=True)
    if args.out:
        Path(args.out).parent.mkdir(parents=True, exist_ok=True)
        Path(args.out).write_text(json.dumps({"command": "python bench/strength.py " + " ".join(sys.argv[1:]),
                                              "edition": args.edition, "players": args.players,
                                              "calibration": rows}, indent=1) + "\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    lad = sub.add_parser("ladder", help="play pairings and report win rates")
    lad.add_argument("--edition", default="amigo")
    lad.add_argument("--variant", action="append", default=[])
    lad.add_argument("--players", type=int, default=2)
    lad.add_argument("--pairs", nargs="+", required=True, help="bot lists, e.g. easy,random medium,easy")
    lad.add_argument("--games", type=int, default=1000)
    lad.add_argument("--seed", type=int, default=2024)
    lad.add_argument("--jobs", type=int, default=default_jobs())
    lad.add_argument("--chunk", type=int, default=40, help="games between two writes of the results")
    lad.add_argument("--out", required=True)
    lad.add_argument("--resume", action="store_true", help="append to an existing results file")
    cal = sub.add_parser("calibrate", help="seconds per decision of a searching level at iteration budgets")
    cal.add_argument("--level", default="hard", help="hard or expert")
    cal.add_argument("--edition", default="amigo")
    cal.add_argument("--players", type=int, default=2)
    cal.add_argument("--iterations", default="8,16,24,32",
                     help="comma-separated budgets; 'file': expert's own budget for the table")
    cal.add_argument("--games", type=int, default=2)
    cal.add_argument("--out", default=None)
    args = p.parse_args(argv)
    return ladder(args) if args.cmd == "ladder" else calibrate(args)


if __name__ == "__main__":
    sys.exit(main())
