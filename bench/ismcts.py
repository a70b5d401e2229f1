"""Our bots against a peer: OpenSpiel's ISMCTS (random-rollout evaluator) on ``python_ogallala``.

    python bench/ismcts.py calibrate --bot hard:iterations=144 --games 2
    python bench/ismcts.py play --bot hard:iterations=144 --simulations 15 --deals 150 \
        --out bench/out/ismcts-hard-x1.jsonl

``calibrate`` measures, over the same positions of seeded AMIGO games, the bot's seconds per
decision and ISMCTS's seconds per simulation, and prints the simulation count that gives ISMCTS the
bot's time per decision (ISMCTS has a simulation budget, not a clock). ``play`` plays duplicate deals
with the seats rotated (each deal once with our bot in every seat), one JSON line per game appended to
``--out`` (a run that stops keeps what it played; run it again to go on), then prints our bot's win
rate with its 95% Wilson interval and both sides' measured seconds per decision. ``report`` prints
the summary of a results file. The bots see only their seat's view (ISMCTS resamples the hidden
pile order from it, ``resample_from_infostate``). ISMCTS is OpenSpiel's Python ``ISMCTSBot``
(``open_spiel.python.algorithms.ismcts``); the C++ bot cannot hold the states a Python game resamples.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts, mcts

import ogallala
import ogallala.env.openspiel as ogs
from ogallala.ai import Budget, make_bot
from ogallala.seeds import derive_seed
from ogallala.tournament.stats import wilson

EDITION = "amigo"
PLAYERS = 2


def ismcts_bot(game: pyspiel.Game, simulations: int, seed: int) -> ismcts.ISMCTSBot:
    evaluator = mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed % 2**32))
    return ismcts.ISMCTSBot(game, evaluator, 2.0, simulations, random_state=np.random.RandomState(seed % 2**32 + 1))


def play_game(spec: str, simulations: int, deal_seed: int, our_seat: int, bot_seed: int) -> dict[str, Any]:
    start = ogallala.new_game(EDITION, players=PLAYERS, seed=deal_seed)
    game = pyspiel.load_game(ogs.SHORT_NAME, {"edition": EDITION, "players": PLAYERS, "position": start.position()})
    state = game.new_initial_state()
    ours = make_bot(spec, bot_seed)
    peer = ismcts_bot(game, simulations, bot_seed)
    spent = {"ours": 0.0, "ismcts": 0.0}
    decisions = {"ours": 0, "ismcts": 0}
    while not state.is_terminal():
        seat = state.current_player()
        g = state.game
        assert g is not None
        t = time.perf_counter()
        if seat == our_seat:
            action = ours.choose(g.view(seat), g.legal_actions(), Budget(seconds=None)).code
            side = "ours"
        else:
            action = peer.step(state)
            side = "ismcts"
        spent[side] += time.perf_counter() - t
        decisions[side] += 1
        state.apply_action(action)
    final = state.game
    assert final is not None
    winners = final.winners()
    return {"deal_seed": deal_seed, "our_seat": our_seat, "bot": spec, "simulations": simulations,
            "score": final.scores(), "winners": winners,
            "our_share": (1 / len(winners)) if our_seat in winners else 0.0,
            "seconds": spent, "decisions": decisions}


def summary(rows: list[dict[str, Any]]) -> str:
    if not rows:
        return "no games"
    wins = sum(r["our_share"] for r in rows)
    lo, hi = wilson(wins, len(rows))
    per = {side: sum(r["seconds"][side] for r in rows) / max(1, sum(r["decisions"][side] for r in rows))
           for side in ("ours", "ismcts")}
    return (f"{rows[0]['bot']} vs ISMCTS({rows[0]['simulations']} simulations): {len(rows)} games, "
            f"our win rate {wins / len(rows):.1%} (95% {lo:.1%}-{hi:.1%}); seconds per decision: "
            f"ours {per['ours']:.3f}, ISMCTS {per['ismcts']:.3f} (ratio {per['ismcts'] / max(per['ours'], 1e-9):.2f})")


def calibrate(spec: str, games: int, probe: int, seed: int) -> None:
    """Seconds per decision of ``spec`` and per ISMCTS simulation, measured in games between them
    (ISMCTS at ``probe`` simulations), so both are timed on the decisions a match brings."""
    rows = []
    for g in range(games):
        rows.append(play_game(spec, probe, derive_seed(seed, "calibrate", g // PLAYERS), g % PLAYERS,
                              derive_seed(seed, "calibrate-bots", g)))
    ours = sum(r["seconds"]["ours"] for r in rows) / sum(r["decisions"]["ours"] for r in rows)
    peer = sum(r["seconds"]["ismcts"] for r in rows) / sum(r["decisions"]["ismcts"] for r in rows)
    per_sim = peer / probe
    print(json.dumps({"bot": spec, "games": games, "probe_simulations": probe,
                      "bot_decisions": sum(r["decisions"]["ours"] for r in rows),
                      "bot_seconds_per_decision": round(ours, 4),
                      "ismcts_seconds_per_decision": round(peer, 4),
                      "ismcts_seconds_per_simulation": round(per_sim, 4),
                      "equal_time_simulations": max(1, round(ours / per_sim))}))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("calibrate")
    c.add_argument("--bot", default="hard:iterations=144")
    c.add_argument("--games", type=int, default=2)
    c.add_argument("--probe", type=int, default=4, help="ISMCTS simulations in the calibration games")
    c.add_argument("--seed", type=int, default=2024)
    p = sub.add_parser("play")
    p.add_argument("--bot", default="hard:iterations=144")
    p.add_argument("--simulations", type=int, required=True)
    p.add_argument("--deals", type=int, default=150, help="deals; each is played once per seat (2 games)")
    p.add_argument("--seed", type=int, default=2024)
    p.add_argument("--out", required=True, help="JSON lines, appended; games already in it are skipped")
    r = sub.add_parser("report")
    r.add_argument("files", nargs="+")
    args = ap.parse_args(argv)
    if args.cmd == "calibrate":
        calibrate(args.bot, args.games, args.probe, args.seed)
        return 0
    if args.cmd == "report":
        for f in args.files:
            rows = [json.loads(line) for line in Path(f).read_text().splitlines() if line.strip()]
            print(f"{f}: {summary(rows)}")
        return 0
    out = Path(args.out)
    rows = [json.loads(line) for line in out.read_text().splitlines() if line.strip()] if out.exists() else []
    done = {(r["deal_seed"], r["our_seat"]) for r in rows}
    for d in range(args.deals):
        deal_seed = derive_seed(args.seed, "deal", d)
        for seat in range(PLAYERS):
            if (deal_seed, seat) in done:
                continue
            row = play_game(args.bot, args.simulations, deal_seed, seat, derive_seed(args.seed, "bots", d, seat))
            rows.append(row)
            with out.open("a") as fh:
                fh.write(json.dumps(row) + "\n")
            print(f"# game {len(rows)}: {summary(rows)}", file=sys.stderr, flush=True)
    print(summary(rows))
    return 0


if __name__ == "__main__":
    sys.exit(main())
