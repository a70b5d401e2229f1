"""The position benchmark: positions from games of every level, each legal move valued by a long honest
search, and each bot's mean loss per decision against those values.

Not a test: making a benchmark takes long. Two steps:

    # 1. positions and their move values (resumable: run it again to go on; --jobs processes)
    python bench/positions.py make --edition amigo --players 4 --positions 500 --rollouts 32 \\
        --out bench/positions/amigo-4.jsonl.gz

    # 2. each bot's loss against them (a Markdown summary with --summary)
    python bench/positions.py loss bench/positions/amigo-4.jsonl.gz --bots random,easy,medium,hard,expert \\
        --summary bench/results/positions-amigo-4p.md

**The positions** come from games whose seats are drawn from ``--levels`` (by default every level from
``random`` to ``hard`` at a small budget), seeded from ``--seed``: at a decision with two legal moves or
more, with chance ``--rate``, the position is kept with its seat (at most ``--per-game`` a game).

**A move's value** is the seat's chance to win after it, estimated from the seat's view only: each of
``--rollouts`` rollouts deals the hidden cards at random from the view (:func:`ogallala.rules.determinize`),
plays the move and then the rest of the game with the search bots' simulation policy at every seat
(:class:`ogallala.ai.hard.RolloutPolicy`: the best one-ply evaluation of each seat, the expert's weights of
the table, medium's rule to stop drawing), and scores the end by the seat's share of the win. With
``--estimator analysis`` a rollout is the game analysis's estimate instead (:func:`ogallala.ai.analysis.estimate`:
two turns played, the position scored by the table's value network), which varies far less from deal to deal
and costs less, but leans on that network. Every move
meets the same deals and the same random choices (common random numbers), so their differences are not
drowned by the luck of the draw. Each move keeps its mean and standard error.

**A bot's loss** at a position is the best move's value less the value of the move the bot chooses (from
the seat's view, its seed derived from ``--seed`` and the position), in points of chance to win (0–100); the
summary gives each bot's mean loss with its standard error over positions and how often it chose the best
move. A change that does not lower a bot's loss here is not worth a 1,000-game match.

The file is gzipped JSON lines: a header line (the table, the command, the settings), then one line a
position: its text (``Game.position()``), the seat, the level that played it, the legal codes, each one's
mean and standard error.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import random
import sys
import time
from multiprocessing import get_context
from pathlib import Path
from typing import Any

from tqdm import tqdm

import ogallala
from ogallala.ai.base import Budget
from ogallala.ai.evaluate import Context
from ogallala.ai.hard import RolloutPolicy, simulate
from ogallala.ai.registry import make_bot, split_bot_list
from ogallala.ai.tables import expert_weights
from ogallala.ai.value import win_share
from ogallala.rules.determinize import determinize
from ogallala.seeds import derive_seed

LEVELS = "random,easy,medium,hard:iterations=24"


def sample_positions(edition: str, players: int, count: int, levels: list[str], seed: int, rate: float,
                     per_game: int) -> list[dict[str, Any]]:
    """``count`` positions from seeded games of the given levels (module docstring)."""
    out: list[dict[str, Any]] = []
    g = 0
    while len(out) < count:
        rng = random.Random(derive_seed(seed, "game", g))
        lineup = [levels[rng.randrange(len(levels))] for _ in range(players)]
        bots = [make_bot(spec, derive_seed(seed, "bot", g, s)) for s, spec in enumerate(lineup)]
        game = ogallala.new_game(edition, players, derive_seed(seed, "deal", g))
        kept = 0
        while not game.is_over():
            seat = game.current_seat
            assert seat is not None
            legal = game.legal_actions()
            if len(legal) > 1 and kept < per_game and rng.random() < rate and len(out) < count:
                out.append({"position": game.position(), "seat": seat, "level": lineup[seat], "game": g})
                kept += 1
            game.apply(bots[seat].choose(game.view(seat), legal, Budget(None)))
        g += 1
    return out


def value_moves(job: tuple[dict[str, Any], int, int, str]) -> dict[str, Any]:
    """Every legal move of one position valued by ``rollouts`` rollouts from the seat's view, played to the
    end (``estimator`` "end") or scored as the game analysis scores (``"analysis"``)."""
    pos, rollouts, seed, estimator = job
    game = ogallala.load_position(pos["position"])
    seat = pos["seat"]
    view = game.view(seat, events=False)
    codes = game.legal_codes()
    weights = expert_weights(game.edition, game.players)
    sums = [0.0] * len(codes)
    squares = [0.0] * len(codes)
    if estimator == "analysis":
        from ogallala.ai.analysis import estimate

        per = estimate(game, codes, rollouts, random.Random(seed), cap=len(codes))
        sums = [sum(v) for v in per]
        squares = [sum(x * x for x in v) for v in per]
    for r in range(rollouts if estimator == "end" else 0):
        deal = determinize(view, random.Random(derive_seed(seed, "deal", r)))
        contexts = [Context(deal, s, weights) for s in range(deal.n)]
        for k, code in enumerate(codes):
            st = deal.copy()
            st.apply_unchecked(code)
            simulate(st, RolloutPolicy(contexts, random.Random(derive_seed(seed, "play", r))), 10**6, 10**6)
            v = win_share(st, seat)
            sums[k] += v
            squares[k] += v * v
    mean = [s / rollouts for s in sums]
    se = [math.sqrt(max(0.0, q / rollouts - m * m) / max(1, rollouts - 1)) for q, m in zip(squares, mean, strict=True)]
    return dict(pos, codes=codes, value=[round(m, 5) for m in mean], se=[round(s, 5) for s in se])


def read(path: Path) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    with gzip.open(path, "rt", encoding="utf-8") as f:
        lines = [json.loads(line) for line in f if line.strip()]
    if not lines or "table" not in lines[0]:
        raise SystemExit(f"{path} is not a position benchmark (no header line)")
    return lines[0], lines[1:]


def write(path: Path, header: dict[str, Any], rows: list[dict[str, Any]]) -> None:
    tmp = path.with_name(path.name + ".tmp")
    with gzip.GzipFile(tmp, "wb", mtime=0) as raw:
        raw.write("".join(json.dumps(x, separators=(",", ":")) + "\n" for x in [header, *rows]).encode())
    tmp.replace(path)


def without_jobs(argv: list[str]) -> list[str]:
    """The command line without ``--jobs N`` (how many processes value the moves changes nothing)."""
    out: list[str] = []
    skip = False
    for a in argv:
        if skip:
            skip = False
        elif a == "--jobs":
            skip = True
        elif not a.startswith("--jobs="):
            out.append(a)
    return out


def make(args: argparse.Namespace) -> int:
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    table = f"{args.edition}/{args.players}"
    header = {"table": table, "seed": args.seed, "rollouts": args.rollouts, "levels": args.levels,
              "estimator": args.estimator,
              "command": "python bench/positions.py " + " ".join(without_jobs(sys.argv[1:]))}
    done: list[dict[str, Any]] = []
    if out.exists():
        old, done = read(out)
        if ((old["table"], old["seed"], old["rollouts"], old["levels"], old.get("estimator"))
                != (table, args.seed, args.rollouts, args.levels, args.estimator)):
            raise SystemExit(f"{out} is a benchmark of {old['table']} (seed {old['seed']}, {old['rollouts']} rollouts "
                             f"by {old.get('estimator')}, levels {old['levels']}): give the same settings to go on, or "
                             "another --out")
        header = old
    positions = sample_positions(args.edition, args.players, args.positions, split_bot_list(args.levels), args.seed,
                                 args.rate, args.per_game)
    have = {(d["game"], d["position"]) for d in done}
    todo = [(p, args.rollouts, derive_seed(args.seed, "position", i), args.estimator) for i, p in enumerate(positions)
            if (p["game"], p["position"]) not in have]
    bar = tqdm(total=len(positions), initial=len(positions) - len(todo), unit="position", desc=f"positions {table}")
    t0 = time.time()
    pool = get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    try:
        results = pool.imap(value_moves, todo) if pool is not None else map(value_moves, todo)
        for row in results:
            done.append(row)
            header["seconds"] = round(header.get("seconds", 0.0) + time.time() - t0, 1)
            t0 = time.time()
            write(out, header, done)
            bar.update()
    finally:
        if pool is not None:
            pool.terminate()
    bar.close()
    moves = sum(len(d["codes"]) for d in done)
    print(json.dumps({"table": table, "positions": len(done), "moves": moves, "seconds": header.get("seconds"),
                      "mean_se": round(sum(s for d in done for s in d["se"]) / max(1, moves), 4)}))
    return 0


def loss(args: argparse.Namespace) -> int:
    header, rows = read(Path(args.positions))
    bots = split_bot_list(args.bots)
    lines = [f"# Position benchmark: {header['table']}, {len(rows)} positions", "",
             f"Positions and values: `{header['command']}` ({header['rollouts']} rollouts a move).", "",
             f"`python bench/positions.py loss {args.positions} --bots {args.bots}`", "",
             "| bot | positions | mean loss, points of chance (± se) | best move chosen | s/decision |",
             "|---|---:|---|---:|---:|"]
    report = {}
    for spec in bots:
        losses: list[float] = []
        best = 0
        t0 = time.time()
        for i, row in enumerate(rows):
            game = ogallala.load_position(row["position"])
            seat = row["seat"]
            legal = game.legal_actions()
            bot = make_bot(spec, derive_seed(args.seed, "loss", i))
            clock = Budget(args.seconds) if args.seconds else Budget(None)
            code = bot.choose(game.view(seat), legal, clock).code
            values = row["value"]
            top = max(values)
            got = values[row["codes"].index(code)]
            losses.append(100.0 * (top - got))
            best += got >= top
        n = len(losses)
        mean = sum(losses) / n
        se = math.sqrt(sum((x - mean) ** 2 for x in losses) / max(1, n - 1) / n)
        secs = (time.time() - t0) / n
        report[spec] = {"positions": n, "mean_loss": round(mean, 3), "se": round(se, 3), "best": round(best / n, 4),
                        "seconds_per_decision": round(secs, 4)}
        lines.append(f"| {spec} | {n} | {mean:.2f} ± {se:.2f} | {100 * best / n:.1f}% | {secs:.3f} |")
        print(json.dumps({spec: report[spec]}), flush=True)
    text = "\n".join(lines) + "\n"
    if args.summary:
        Path(args.summary).parent.mkdir(parents=True, exist_ok=True)
        Path(args.summary).write_text(text)
    else:
        print(text)
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    mk = sub.add_parser("make", help="sample positions and value their moves")
    mk.add_argument("--edition", default="amigo", choices=["amigo", "ass", "pelikan"])
    mk.add_argument("--players", type=int, default=4)
    mk.add_argument("--positions", type=int, default=500)
    mk.add_argument("--rollouts", type=int, default=32, help="rollouts a move")
    mk.add_argument("--estimator", choices=["end", "analysis"], default="end",
                    help="end: each rollout played to the end and scored by the win; analysis: as the game analysis "
                         "estimates (two turns played, the table's value network scores)")
    mk.add_argument("--levels", default=LEVELS, help="the bots the positions' games draw their seats from")
    mk.add_argument("--rate", type=float, default=0.05, help="chance to keep a decision")
    mk.add_argument("--per-game", type=int, default=4)
    mk.add_argument("--seed", type=int, default=1)
    mk.add_argument("--jobs", type=int, default=1)
    mk.add_argument("--out", required=True)
    ls = sub.add_parser("loss", help="each bot's mean loss against a benchmark")
    ls.add_argument("positions")
    ls.add_argument("--bots", required=True, help="bot specs, comma-separated (ogallala tournament --bots)")
    ls.add_argument("--seconds", type=float, help="the clock handed to bots that think by time")
    ls.add_argument("--seed", type=int, default=1)
    ls.add_argument("--summary", help="write the Markdown summary here")
    args = ap.parse_args(argv)
    return make(args) if args.cmd == "make" else loss(args)


if __name__ == "__main__":
    sys.exit(main())
