#!/usr/bin/env python3
"""How often the search's candidates are moves its one-ply look-ahead values alike.

    .venv/bin/python bench/candidate_ties.py [--edition pelikan] [--players 2] [--games 3] [--seed 100]

``hard`` and ``expert`` score every legal move with the one-ply look-ahead (on one game dealt from the
seat's view) and let the simulations compare the best ``width`` (3). Where many moves share the best
value (a card put in one or another of equally empty places), those three are one value three times,
and the simulations compare moves the look-ahead cannot tell apart. This plays ``--games`` seeded games
of ``medium`` at every seat and, at every decision of more than three moves (draws aside), counts how
many different values the three best have (1, 2 or 3), by phase. ``hard.best_of(..., distinct=True)``
takes the best of different values instead.
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter

import ogallala
from ogallala.ai import make_bot
from ogallala.ai.base import Budget
from ogallala.ai.evaluate import Context, share_boats
from ogallala.ai.hard import best_of
from ogallala.ai.medium import value_after
from ogallala.ai.tables import expert_weights
from ogallala.rules.determinize import determinize


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="pelikan")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--seed", type=int, default=100, help="game g is dealt with seed + g")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games is at least 1")
    weights = expert_weights(args.edition, args.players)
    counts: Counter[tuple[str, int]] = Counter()
    for g in range(args.games):
        seed = args.seed + g
        game = ogallala.new_game(args.edition, players=args.players, seed=seed)
        bots = [make_bot("medium", seed * 10 + s) for s in range(args.players)]
        rng = random.Random(seed)
        while not game.is_over():
            seat = game.current_seat
            assert seat is not None
            view, legal = game.view(seat), game.legal_actions()
            if len(legal) > 3 and view.decision is not None and view.decision.phase not in ("draw", "continue"):
                world = share_boats(determinize(view, rng))
                ctx = Context(world, seat, weights)
                prior = [value_after(world, a.code, ctx) for a in legal]
                top = best_of(prior, 3, distinct=False)
                counts[(view.decision.phase, len({round(prior[i], 9) for i in top}))] += 1
            game.apply(bots[seat].choose(view, legal, Budget(seconds=None)))
    print(f"{args.edition}, {args.players} players, {args.games} games of medium (seeds {args.seed}-"
          f"{args.seed + args.games - 1}): decisions of more than 3 moves, by how many values their 3 best have")
    print(f"{'phase':<14}{'decisions':>10}{'1 value':>9}{'2 values':>10}{'3 values':>10}")
    phases = sorted({p for p, _ in counts}, key=lambda p: -sum(counts[(p, k)] for k in (1, 2, 3)))
    for phase in [*phases, "all"]:
        row = [sum(n for (p, k), n in counts.items() if k == d and phase in (p, "all")) for d in (1, 2, 3)]
        print(f"{phase:<14}{sum(row):>10}{row[0]:>9}{row[1]:>10}{row[2]:>10}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
