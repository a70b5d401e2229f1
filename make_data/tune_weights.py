"""Tune the evaluation's weights for one edition and player count by CMA-ES in self-play.

Not a test: it takes long. A candidate is a set of :class:`ogallala.ai.evaluate.Weights`; its fitness is
the win rate (shared wins split) of ``medium`` with those weights against ``players - 1`` opponents
(``medium`` by default) over ``--deals`` duplicate deals with the seats rotated. Every candidate of a
generation plays the same deals (common random numbers); each generation plays new ones. The
optimizer is CMA-ES (the ``cma`` package) over the logarithms of the weights, started at the
defaults (or ``--start``), so every weight stays positive and moves by factors.

    python make_data/tune_weights.py --edition amigo --players 4 --deals 40 --popsize 10 \\
        --generations 10 --seed 7 --jobs 2 --out bench/results/tune-amigo-4p.json

The JSON written after every generation (and its learning curve beside it, ``.png``) holds the
command, each generation's candidates with their win rates, and ``favourite``: the distribution's
mean (the estimate CMA-ES trusts under noise, not the luckiest candidate). ``bench/strength.py``
then measures the favourite on fresh deals.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from dataclasses import fields
from pathlib import Path
from typing import Any

from ogallala.ai.evaluate import DEFAULT, Weights
from ogallala.tournament.runner import default_jobs, make_tasks, run_tasks
from ogallala.tournament.stats import tally

#: The weights tuned (``rivals`` is a share in [0, 1] and stays as it is).
TUNED = tuple(f.name for f in fields(Weights) if f.name != "rivals")


def spec(level: str, w: dict[str, float]) -> str:
    return f"{level}:" + ",".join(f"{k}={v:.4g}" for k, v in w.items())


def weights_of(x: list[float], start: dict[str, float]) -> dict[str, float]:
    return {name: start[name] * math.exp(xi) for name, xi in zip(TUNED, x, strict=True)}


def fitness(args: argparse.Namespace, w: dict[str, float], seed: int) -> float:
    bots = [spec(args.level, w)] + [args.opponent] * (args.players - 1)
    tasks = make_tasks(args.edition, args.variant, args.players, bots, args.deals * args.players, seed,
                       keep_records=False)
    results = run_tasks(tasks, jobs=args.jobs)
    return float(tally(results, bots, ratings=False)[bots[0]].win_rate)


def plot(out: Path, data: dict[str, Any]) -> None:
    """The learning curve beside the JSON: each generation's mean and best win rate, and the fair share."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    gens = data["generations"]
    x = list(range(len(gens)))
    fig, ax = plt.subplots(figsize=(6, 3.5))
    ax.plot(x, [100 * g["mean_win_rate"] for g in gens], marker="o", label="generation's mean")
    ax.plot(x, [100 * max(c["win_rate"] for c in g["candidates"]) for g in gens], marker=".", linestyle=":",
            label="generation's best (luck included)")
    ax.axhline(100 / data["players"], color="grey", linewidth=1, label="fair share")
    ax.set_xlabel("generation")
    ax.set_ylabel(f"win rate against {data['opponent']} (%)")
    ax.set_title(f"CMA-ES: {data['edition']}, {data['players']} players")
    ax.legend(fontsize="small")
    fig.tight_layout()
    fig.savefig(out.with_suffix(".png"), dpi=100)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    import cma  # optional: pip install cma

    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--edition", default="amigo")
    p.add_argument("--variant", action="append", default=[])
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--level", default="medium", help="the bot whose weights are tuned")
    p.add_argument("--opponent", default="medium")
    p.add_argument("--deals", type=int, default=40, help="deals per candidate (each played once per rotation)")
    p.add_argument("--generations", type=int, default=8)
    p.add_argument("--popsize", type=int, default=10)
    p.add_argument("--sigma", type=float, default=0.4, help="initial step, in log units (0.4: factors of about 1.5)")
    p.add_argument("--start", default="", help="starting weights, key=value,... (default: the evaluation's defaults)")
    p.add_argument("--seed", type=int, default=7)
    p.add_argument("--jobs", type=int, default=default_jobs())
    p.add_argument("--out", required=True)
    args = p.parse_args(argv)

    start = {name: float(getattr(DEFAULT, name)) for name in TUNED}
    for item in filter(None, args.start.split(",")):
        key, _, val = item.partition("=")
        if key not in start:
            p.error(f"--start: no tuned weight {key!r} (weights: {', '.join(TUNED)})")
        start[key] = float(val)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    given = sys.argv[1:] if argv is None else argv
    data: dict[str, Any] = {"command": "python make_data/tune_weights.py " + " ".join(given),
                            "edition": args.edition, "players": args.players, "opponent": args.opponent,
                            "start": start, "generations": []}
    es = cma.CMAEvolutionStrategy([0.0] * len(TUNED), args.sigma,
                                  {"popsize": args.popsize, "seed": args.seed, "verbose": -9})
    for g in range(args.generations):
        t0 = time.time()
        xs = es.ask()
        seed = args.seed * 1000 + g
        rates = [fitness(args, weights_of(list(x), start), seed) for x in xs]
        es.tell(xs, [-r for r in rates])
        fav = weights_of(list(es.result.xfavorite), start)
        data["generations"].append({
            "seed": seed, "seconds": round(time.time() - t0, 1),
            "candidates": [{"weights": {k: round(v, 4) for k, v in weights_of(list(x), start).items()},
                            "win_rate": round(r, 4)} for x, r in zip(xs, rates, strict=True)],
            "mean_win_rate": round(sum(rates) / len(rates), 4)})
        data["favourite"] = {k: round(v, 4) for k, v in fav.items()}
        data["favourite_spec"] = spec(args.level, fav)
        out.write_text(json.dumps(data, indent=1) + "\n")
        plot(out, data)
        print(f"[{time.strftime('%H:%M:%S')}] generation {g}: mean {100 * sum(rates) / len(rates):.1f}%, "
              f"best {100 * max(rates):.1f}%, {time.time() - t0:.0f} s; favourite {data['favourite_spec']}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
