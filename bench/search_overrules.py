#!/usr/bin/env python3
"""How often a search bot's simulations overrule its one-ply look-ahead.

    .venv/bin/python bench/search_overrules.py [--edition amigo] [--players 4] [--games 3]
                                              [--bot expert] [--others medium] [--seed 100]

``hard`` and ``expert`` score every legal move with the one-ply look-ahead, keep the best few as
candidates, and play the look-ahead's favourite unless the simulations show another candidate better
by more than ``z`` standard errors. This plays ``--games`` seeded games, the bot at seat 0 and
``--others`` at the other seats, and counts the decisions where the bot searched (more than one
candidate) and those where it played another move than the look-ahead's favourite. A search that
almost never overrules adds little to the look-ahead: its strength is the evaluation's.
"""

from __future__ import annotations

import argparse
import sys
import time

import ogallala
from ogallala.ai import make_bot
from ogallala.ai.base import Budget


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="amigo")
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=3)
    ap.add_argument("--bot", default="expert", help="a search bot's spec (hard or expert, with options)")
    ap.add_argument("--others", default="medium", help="the bot at every other seat")
    ap.add_argument("--seed", type=int, default=100, help="game g is dealt with seed + g")
    args = ap.parse_args(argv)
    if args.games < 1:
        ap.error("--games is at least 1")
    searched = overruled = 0
    start = time.perf_counter()
    for g in range(args.games):
        seed = args.seed + g
        game = ogallala.new_game(args.edition, players=args.players, seed=seed)
        bots = [make_bot(args.bot if s == 0 else args.others, seed * 10 + s) for s in range(args.players)]
        if not hasattr(bots[0], "last_stats"):
            ap.error(f"{args.bot!r} is not a search bot (hard or expert)")
        while not game.is_over():
            seat = game.current_seat
            assert seat is not None
            bot = bots[seat]
            if seat == 0:
                bot.last_stats = {}
            action = bot.choose(game.view(seat), game.legal_actions(), Budget(seconds=None, iterations=None))
            stats = bot.last_stats if seat == 0 else {}
            if len(stats.get("candidates", ())) > 1:
                searched += 1
                overruled += str(action) != stats["candidates"][0]
            game.apply(action)
    share = overruled / searched if searched else 0.0
    print(f"{args.bot} against {args.others} ({args.edition}, {args.players} players, {args.games} games, seeds "
          f"{args.seed}-{args.seed + args.games - 1}): it searched {searched} decisions and overruled the "
          f"look-ahead in {overruled} ({share:.0%}); {time.perf_counter() - start:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
