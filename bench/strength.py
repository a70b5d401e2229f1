"""Strength ladder of the bots: duplicate deals, seats rotated, results with 95% intervals.

Not a test: it takes long. The commands behind docs/bots.md are in ``strength_ladders.sh``,
``strength_hard.sh`` and ``strength_expert.sh``; for example::

    # seconds per decision of a searching level at the budget of its table (target: a median of 0.2 s)
    python bench/strength.py calibrate --level expert --edition amigo --players 4 --iterations file --games 2

    # the AMIGO ladder among random, easy and medium, 1,000 games per pairing
    python bench/strength.py ladder --edition amigo --pairs easy,random medium,easy medium,random \\
        --games 1000 --out bench/out/amigo-rem.json --summary bench/results/amigo-rem.md

    # each level against the one below at every table (resumable)
    python bench/strength.py table --levels hard,expert --games 96 --resume \\
        --out bench/out/ladder-table-expert.json --summary bench/results/ladder-table-expert.md

    # two runs on the same deals: their first bots' win rates and the difference paired by deal
    python bench/strength.py compare bench/out/A.json bench/out/B.json

    # the summary of a results file (what the documents quote), printed or written
    python bench/strength.py summary bench/out/amigo-rem.json --out bench/results/amigo-rem.md

A pairing is a comma-separated bot list as for ``ogallala tournament --bots``; pairings are
separated by spaces. Results are written after every chunk of games, so a long run can be read while
it goes on and stopped at any point: ``--out`` holds every game's outcome (what ``--resume`` goes on
from and ``compare`` pairs; keep it outside ``bench/results/``, for example in ``bench/out/``, which is
not committed), and its summary, a Markdown table without the games, goes to ``--summary`` (by default
beside ``--out``). Each result gives the first bot's win rate with two 95% intervals: Wilson's over
games, and one over deals (``ogallala.tournament.stats.deal_interval``), since the rotations of a deal
are not independent games.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from machine import machine_speed_us

from ogallala.ai.base import Budget
from ogallala.ai.registry import make_bot, split_bot_list
from ogallala.game import new_game
from ogallala.tournament.runner import GameResult, default_jobs, make_tasks, run_tasks
from ogallala.tournament.stats import deal_interval, deal_scores, mean_interval, sprt, tally, win_shares


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
        check_same_run(out, data, args)
    for pairing in args.pairs:
        bots = split_bot_list(pairing)
        tasks = make_tasks(args.edition, args.variant, args.players, bots, args.games, args.seed,
                           keep_records=False, luck=args.luck)
        entry: dict[str, Any] = next((e for e in data["pairings"] if e["bots"] == bots), {"bots": bots})
        if entry not in data["pairings"]:
            data["pairings"].append(entry)
        entry["games_planned"] = len(tasks)
        # a resumed pairing goes on after the games it has (the same tasks: the same seeds)
        results = kept_results(entry)
        t0 = time.time() - entry.get("seconds", 0.0) if results else time.time()
        chunk = whole_deals(args.chunk, args.players)
        if args.sprt is not None and results and sprt(deal_scores(results, bots[0], luck=args.luck), args.sprt[0],
                                                       args.sprt[1], args.alpha, args.beta).decision:
            continue  # resumed after its test had decided
        for start in range(len(results), len(tasks), chunk):
            results += run_tasks(tasks[start : start + chunk], jobs=args.jobs)
            stats = tally(results, bots)
            lo, hi = deal_interval(results, bots[0])
            entry.update({"games": len(results), "seconds": round(time.time() - t0, 1),
                          "ci95_deals": [round(lo, 6), round(hi, 6)],
                          "results": {n: st.as_json() | {"seconds_per_decision": round(st.seconds_per_decision, 5)}
                                      for n, st in stats.items()},
                          "summary": first_bot_line(stats, bots) + f"; per deal [{100 * lo:.1f}, {100 * hi:.1f}]",
                          "outcomes": outcomes(results)})
            if args.luck:
                mean, lo_l, hi_l = mean_interval(deal_scores(results, bots[0], luck=True))
                entry["luck_corrected"] = {"win_rate": round(mean, 6), "ci95_deals": [round(lo_l, 6), round(hi_l, 6)]}
                entry["summary"] += (f"; less the luck of the draw {100 * mean:.1f}% "
                                     f"[{100 * lo_l:.1f}, {100 * hi_l:.1f}]")
            test = None
            if args.sprt is not None:
                test = sprt(deal_scores(results, bots[0], luck=args.luck), args.sprt[0], args.sprt[1], args.alpha,
                            args.beta)
                entry["sprt"] = test.as_json() | {"alpha": args.alpha, "beta": args.beta}
                entry["summary"] += f"; SPRT LLR {test.llr:.2f} in [{test.lower:.2f}, {test.upper:.2f}]" + (
                    f": {test.decision} accepted" if test.decision else "")
            write(out, data, summary_path(args))
            print(f"[{time.strftime('%H:%M:%S')}] {entry['summary']}", flush=True)
            if test is not None and test.decision:
                break  # decided: the pairing's remaining games are not needed
    return 0


def sprt_bounds(text: str) -> tuple[float, float]:
    """``--sprt P0,P1``: the two win rates of the sequential test, as fractions or percentages."""
    try:
        p0, p1 = (float(x) for x in text.split(","))
    except ValueError:
        raise argparse.ArgumentTypeError(f"--sprt takes two win rates P0,P1 (e.g. 0.5,0.58), not {text!r}") from None
    if p1 > 1.0:
        p0, p1 = p0 / 100.0, p1 / 100.0
    if not 0.0 <= p0 < p1 <= 1.0:
        raise argparse.ArgumentTypeError(f"--sprt needs 0 <= P0 < P1 <= 1, not {text!r}")
    return p0, p1


def summary_path(args: argparse.Namespace) -> Path | None:
    return Path(args.summary) if args.summary else None


def check_same_run(out: Path, data: dict[str, Any], args: argparse.Namespace) -> None:
    """Exit with a message unless the results ``data`` read from ``out`` are of the table and seed of
    ``args`` (a run resumed goes on with the same ones)."""
    if (data["edition"], data["players"], data["seed"]) != (args.edition, args.players, args.seed):
        raise SystemExit(f"{out} holds another run ({data['edition']}, {data['players']} players, seed "
                         f"{data['seed']}): --resume goes on with the same edition, players and seed")


def whole_deals(chunk: int, players: int) -> int:
    """``chunk`` games rounded down to whole deals (one game per seat), at least one deal."""
    return max(players, chunk - chunk % players)


def outcomes(results: list[GameResult]) -> list[list[Any]]:
    """Every game's outcome, for any later analysis (and --resume): deal, rotation, line-up, scores,
    decisions and seconds of thought per seat, and where it was measured every seat's luck of the draw."""
    return [[r.deal, r.rotation, list(r.bots), r.scores, r.decisions, [round(t, 4) for t in r.think]]
            + ([r.luck] if r.luck is not None else []) for r in results]


def kept_results(entry: dict[str, Any]) -> list[GameResult]:
    """The games a results entry (a pairing, a row of the table) kept in its ``outcomes``, in order: a
    resumed run goes on after them, with the same tasks (the same seeds)."""
    return [GameResult(i, o[0], o[1], tuple(o[2]), o[3], [], "", o[4], o[5], None, o[6] if len(o) == 7 else None)
            for i, o in enumerate(entry.get("outcomes", [])) if len(o) in (6, 7)]


def summary_markdown(data: dict[str, Any]) -> str:
    """The summary of a ``ladder`` results file: its command and a row per pairing (games, the first bot's win
    rate with its intervals over games and over deals, mean scores, seconds per decision), without the games."""
    lines = [f"# Strength: {data['edition']}, {data['players']} players, seed {data['seed']}", "",
             f"`{data['command']}`", "",
             "| bots | games | first bot's win rate | 95% interval | per-deal 95% interval | "
             "mean scores | s/decision (first bot) | less the luck of the draw (per-deal 95%) | SPRT |",
             "|---|---:|---:|---|---|---|---:|---|---|"]
    for e in data["pairings"]:
        if "results" not in e:
            continue
        first = e["results"][e["bots"][0]]
        scores = " / ".join(f"{e['results'][b]['mean_score']:.1f}" for b in dict.fromkeys(e["bots"]))
        deals = f"{100 * e['ci95_deals'][0]:.1f}–{100 * e['ci95_deals'][1]:.1f}%" if "ci95_deals" in e else "–"
        lines.append(f"| {', '.join(e['bots'])} | {e['games']} | {100 * first['win_rate']:.1f}% | "
                     f"{100 * first['ci95'][0]:.1f}–{100 * first['ci95'][1]:.1f}% | {deals} | {scores} | "
                     f"{first['seconds_per_decision']:.4f} | {luck_cell(e.get('luck_corrected'))} | "
                     f"{sprt_cell(e.get('sprt'))} |")
    return "\n".join(lines) + "\n"


def luck_cell(corrected: dict[str, Any] | None) -> str:
    if not corrected:
        return "–"
    lo, hi = corrected["ci95_deals"]
    return f"{100 * corrected['win_rate']:.1f}% ({100 * lo:.1f}–{100 * hi:.1f}%)"


def sprt_cell(test: dict[str, Any] | None) -> str:
    """A pairing's sequential test in words: its hypotheses, the log-likelihood ratio and the decision."""
    if not test:
        return "–"
    verdict = {"H1": f"≥ {100 * test['p1']:.0f}% accepted", "H0": f"≤ {100 * test['p0']:.0f}% accepted"}.get(
        test["decision"], "undecided")
    return (f"{100 * test['p0']:.0f}% vs {100 * test['p1']:.0f}%: LLR {test['llr']:.2f} in "
            f"[{test['lower']:.2f}, {test['upper']:.2f}] after {test['deals']} deals, {verdict}")


def write(out: Path, data: dict[str, Any], summary: Path | None = None) -> None:
    """The results with every game (``out``, what ``--resume`` and ``compare`` read) and their summary
    (``summary``, by default beside ``out`` as ``.md``)."""
    out.write_text(json.dumps(data, indent=1) + "\n")
    write_summary(summary or out.with_suffix(".md"), summary_markdown(data))


def write_summary(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


Table = tuple[str, int, int]  # edition, players, seed


def first_bot_games(path: Path, pairing: int, edition: str | None,
                    players: int | None) -> tuple[Table, dict[tuple[int, int], float]]:
    """The table (edition, players, seed) of a results file's pairing (a ``ladder`` file's ``pairing``-th, or the row
    of ``edition`` and ``players`` of a ``table`` file), and its first bot's share of the win in every game by
    (deal, rotation)."""
    data = json.loads(path.read_text())
    if "pairings" in data:
        entries = [e for e in data["pairings"] if "outcomes" in e]
        if not 0 <= pairing < len(entries):
            raise SystemExit(f"{path} has {len(entries)} pairings with outcomes, not a pairing {pairing}")
        entry, table_of = entries[pairing], (data["edition"], data["players"], data["seed"])
    else:
        rows = [r for r in data.get("rows", []) if (r["edition"], r["players"]) == (edition, players)]
        if not rows:
            raise SystemExit(f"{path} has no row of {edition} with {players} players (--edition, --players)")
        entry, table_of = rows[0], (edition, players, data["seed"])
    first = entry["bots"][0]
    shares: dict[tuple[int, int], float] = {}
    for deal, rotation, bots, scores, *_ in entry["outcomes"]:
        shares[(deal, rotation)] = sum(w for w, bot in zip(win_shares(scores), bots, strict=True) if bot == first)
    return table_of, shares


def compare(args: argparse.Namespace) -> int:
    """The first bots of two results files on the games both played (the same deal and rotation): their win
    rates and the paired difference, averaged per deal, with a 95% interval over deals."""
    table_a, a = first_bot_games(Path(args.a), args.pairing, args.edition, args.players)
    table_b, b = first_bot_games(Path(args.b), args.pairing_b, args.edition, args.players)
    if table_a != table_b:
        raise SystemExit(f"the files hold other tables or seeds ({table_a} and {table_b}): their games differ")
    common = sorted(set(a) & set(b))
    per_deal: dict[int, list[float]] = {}
    for k in common:
        per_deal.setdefault(k[0], []).append(a[k] - b[k])
    if len(per_deal) < 2:
        raise SystemExit(f"the files share {len(per_deal)} deal(s): at least 2 are needed")
    diffs = [sum(d) / len(d) for d in per_deal.values()]
    mean = sum(diffs) / len(diffs)
    half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5
    rate_a = sum(a[k] for k in common) / len(common)
    rate_b = sum(b[k] for k in common) / len(common)
    print(f"{len(common)} games ({len(per_deal)} deals) in both: {100 * rate_a:.1f}% ({args.a}) against "
          f"{100 * rate_b:.1f}% ({args.b}); paired difference {100 * mean:+.1f} points "
          f"(95% {100 * (mean - half):+.1f} to {100 * (mean + half):+.1f}, over deals)")
    return 0


#: The level specs of the ladder table, weakest first (hard with the budget of server tables).
LADDER = {"random": "random", "easy": "easy", "medium": "medium", "hard": "hard:iterations=144", "expert": "expert"}


def table(args: argparse.Namespace) -> int:
    """Each level against the one below it, at every table (edition x players): the level at one seat,
    the level below at all the others. It holds where the per-deal interval lies above the fair share."""
    from ogallala.rules.editions import EDITIONS

    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    levels = args.levels.split(",")
    data: dict[str, Any] = {"command": "python bench/strength.py " + " ".join(sys.argv[1:]), "seed": args.seed,
                            "levels": {lv: LADDER.get(lv, lv) for lv in levels}, "rows": []}
    if out.exists() and args.resume:
        data["rows"] = json.loads(out.read_text())["rows"]
    for edition in args.editions.split(","):
        ed = EDITIONS[edition]
        for players in [int(n) for n in args.players.split(",")]:
            if not ed.min_players <= players <= ed.max_players:
                continue
            for lower, upper in itertools.pairwise(levels):
                up, low = LADDER.get(upper, upper), LADDER.get(lower, lower)
                bots = [up] + [low] * (players - 1)
                tasks = make_tasks(edition, [], players, bots, args.games, args.seed, keep_records=False)
                # a resumed row stays as it is once it has the games asked for (or, from an older file that
                # kept no outcomes, once it finished), else it goes on after the games it kept
                before = next((r for r in data["rows"] if (r["edition"], r["players"], r["upper"], r["lower"])
                               == (edition, players, upper, lower) and r["bots"] == bots), None)
                if before is not None and (before["games"] >= len(tasks) or
                                           ("outcomes" not in before and before["games"] >= before["games_planned"])):
                    if before["games"] >= len(tasks):  # a run stopped early ends here: the row is as asked
                        before["games_planned"] = min(before["games_planned"], before["games"])
                    continue
                results = kept_results(before) if before is not None else []
                row: dict[str, Any] = {"edition": edition, "players": players, "upper": upper, "lower": lower,
                                       "bots": bots, "games_planned": len(tasks), "games": 0,
                                       "fair_share": round(1 / players, 6)}
                if before is not None:
                    data["rows"][data["rows"].index(before)] = row
                else:
                    data["rows"].append(row)
                t0 = time.time() - before.get("seconds", 0.0) if before is not None and results else time.time()
                chunk = whole_deals(args.chunk, players)
                for start in range(len(results), len(tasks), chunk):
                    results += run_tasks(tasks[start : start + chunk], jobs=args.jobs)
                    st = tally(results, bots, ratings=False)[up]
                    lo, hi = deal_interval(results, up)
                    row.update({"games": len(results), "seconds": round(time.time() - t0, 1),
                                "win_rate": round(st.win_rate, 6), "ci95": [round(x, 6) for x in st.ci95],
                                "ci95_deals": [round(lo, 6), round(hi, 6)], "holds": lo > 1 / players,
                                "seconds_per_decision": round(st.seconds_per_decision, 5),
                                "outcomes": outcomes(results)})
                    write_table(out, data, summary_path(args))
                print(f"[{time.strftime('%H:%M:%S')}] {edition} {players}p {upper} vs {lower}: "
                      f"{100 * row['win_rate']:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}] per deal, "
                      f"fair {100 / players:.0f}%, {row['games']} games", flush=True)
    if data["rows"]:
        # rows that were complete already, or ended where a stopped run left them
        write_table(out, data, summary_path(args))
    return 0


def table_markdown(data: dict[str, Any]) -> str:
    """The summary of a ``table`` results file: its command and a row per table and pair of levels (games, the
    upper level's win rate with its intervals over games and over deals, the fair share, whether it holds)."""
    lines = [f"# The ladder: each level against the one below, seed {data['seed']}", "", f"`{data['command']}`", "",
             "| edition | players | pairing | games | win rate | 95% interval | per-deal 95% interval | fair share | "
             "holds |", "|---|---:|---|---:|---:|---|---|---:|---|"]
    for r in data["rows"]:
        if not r["games"]:
            continue
        others = f"{r['players'] - 1} × {r['lower']}" if r["players"] > 2 else r["lower"]
        lines.append(f"| {r['edition']} | {r['players']} | {r['upper']} vs {others} | {r['games']} | "
                     f"{100 * r['win_rate']:.1f}% | {100 * r['ci95'][0]:.1f}–{100 * r['ci95'][1]:.1f}% | "
                     f"{100 * r['ci95_deals'][0]:.1f}–{100 * r['ci95_deals'][1]:.1f}% | {100 * r['fair_share']:.0f}% | "
                     f"{'yes' if r['holds'] else '**no**'}{'' if r['games'] >= r['games_planned'] else ' (running)'} |")
    return "\n".join(lines) + "\n"


def write_table(out: Path, data: dict[str, Any], summary: Path | None = None) -> None:
    out.write_text(json.dumps(data, indent=1) + "\n")
    write_summary(summary or out.with_suffix(".md"), table_markdown(data))


def summary(args: argparse.Namespace) -> int:
    """Write the summary of a results file of ``ladder`` or ``table`` (what a document quotes: no games)."""
    data = json.loads(Path(args.results).read_text())
    text = table_markdown(data) if "rows" in data else summary_markdown(data)
    if args.out:
        write_summary(Path(args.out), text)
    else:
        print(text, end="")
    return 0


def calibrate(args: argparse.Namespace) -> int:
    """Seconds per decision of a searching level at several iteration budgets (one process, against
    medium): the mean, the median and the 90th percentile of its decisions with more than one legal move,
    after the machine's speed (:func:`machine.machine_speed_us`: the same budget takes twice the time on a
    machine whose figure is twice as large)."""
    speed = machine_speed_us()
    print(f"machine speed {speed} µs (sum(range(10000)))", flush=True)
    rows = []
    budgets: list[int | None] = [None if x == "file" else int(x) for x in args.iterations.split(",")]
    for its in budgets:
        times: list[float] = []
        sep = "," if "=" in args.level else ":"  # the level may come with options of its own
        spec = args.level if its is None else f"{args.level}{sep}iterations={its}"
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
                                              "machine_speed_us": speed, "calibration": rows}, indent=1) + "\n")
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
    lad.add_argument("--out", required=True, help="the results with every game (JSON; --resume reads it)")
    lad.add_argument("--summary", help="where the summary goes (Markdown; default: beside --out)")
    lad.add_argument("--sprt", type=sprt_bounds, metavar="P0,P1",
                     help="stop a pairing once a sequential test over deals decides between the first bot's win "
                          "rate being P0 (H0) or P1 (H1), e.g. 0.25,0.33")
    lad.add_argument("--alpha", type=float, default=0.05, help="the test's chance to accept H1 when H0 holds")
    lad.add_argument("--beta", type=float, default=0.05, help="the test's chance to accept H0 when H1 holds")
    lad.add_argument("--luck", action="store_true",
                     help="measure every game's luck of the draw (ogallala.tournament.luck) and report the first "
                          "bot's win rate less it, with its interval over deals (the sequential test reads it too)")
    lad.add_argument("--resume", action="store_true",
                     help="go on with an existing results file: a pairing it has goes on after its games")
    cal = sub.add_parser("calibrate", help="seconds per decision of a searching level at iteration budgets")
    cal.add_argument("--level", default="hard", help="hard or expert")
    cal.add_argument("--edition", default="amigo")
    cal.add_argument("--players", type=int, default=2)
    cal.add_argument("--iterations", default="8,16,24,32",
                     help="comma-separated budgets; 'file': expert's own budget for the table")
    cal.add_argument("--games", type=int, default=2)
    cal.add_argument("--out", default=None)
    tab = sub.add_parser("table", help="every level against the one below, at every edition and player count")
    tab.add_argument("--editions", default="amigo,ass,pelikan")
    tab.add_argument("--players", default="2,3,4,5")
    tab.add_argument("--levels", default=",".join(LADDER), help="the ladder, weakest first")
    tab.add_argument("--games", type=int, default=200, help="games per pairing (rounded up to whole deals)")
    tab.add_argument("--seed", type=int, default=2026)
    tab.add_argument("--jobs", type=int, default=default_jobs())
    tab.add_argument("--chunk", type=int, default=40)
    tab.add_argument("--out", required=True, help="the results with every game (JSON; --resume reads it)")
    tab.add_argument("--summary", help="where the summary goes (Markdown; default: beside --out)")
    tab.add_argument("--resume", action="store_true", help="keep the finished pairings of an existing results file")
    cmp = sub.add_parser("compare", help="two results files' first bots on the games both played, paired by deal")
    cmp.add_argument("a", help="a results file of ladder or table")
    cmp.add_argument("b", help="another, of the same table and seed")
    cmp.add_argument("--pairing", type=int, default=0, help="which pairing of a ladder file A (0: the first)")
    cmp.add_argument("--pairing-b", type=int, default=0, help="which pairing of a ladder file B")
    cmp.add_argument("--edition", default=None, help="the row of a table file: its edition")
    cmp.add_argument("--players", type=int, default=None, help="the row of a table file: its players")
    summ = sub.add_parser("summary", help="the summary of a results file of ladder or table (Markdown)")
    summ.add_argument("results", help="a results file of ladder or table")
    summ.add_argument("--out", default=None, help="write it there (default: print it)")
    args = p.parse_args(argv)
    return {"ladder": ladder, "calibrate": calibrate, "table": table, "compare": compare,
            "summary": summary}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
