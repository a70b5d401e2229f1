#!/usr/bin/env python3
"""How long the analysis of one seat of a finished game takes (CPU seconds on one core, and on the clock),
and how sure its losses are: AMIGO games of uniformly random moves (seeded), seat 0 analysed at the
default 16 deals.

    .venv/bin/python bench/analysis_time.py [--players 2,3,4] [--seed 3]

Prints per player count: decisions, CPU s, wall s, the largest standard error of a loss and how many
losses have one above 3 points.
"""

from __future__ import annotations

import argparse
import random
import time

import ogallala
from ogallala.ai.analysis import MAX_SE, analyse


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--players", default="2,3,4", help="player counts, comma-separated (default 2,3,4)")
    ap.add_argument("--seed", type=int, default=3)
    args = ap.parse_args()
    for players in (int(x) for x in args.players.split(",")):
        game = ogallala.new_game("amigo", players=players, seed=args.seed)
        rng = random.Random(args.seed)
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
        cpu, wall = time.process_time(), time.time()
        a = analyse(game.record(), 0)
        cpu, wall = time.process_time() - cpu, time.time() - wall
        wide = sum(1 for m in a.moments if m.se > MAX_SE)
        print(f"AMIGO {players} players, seed {args.seed}: {len(a.moments)} decisions, {cpu:.1f} s CPU, {wall:.1f} s "
              f"wall; largest standard error {max(m.se for m in a.moments) * 100:.1f} points, {wide} above "
              f"{MAX_SE * 100:.0f}", flush=True)


if __name__ == "__main__":
    main()
