"""Train sb3-contrib's MaskablePPO on Ogallala against random opponents, save it, and evaluate it.

    pip install 'ogallala[rl,tournament]'   # tournament: the win rates' intervals
    pip install torch==2.13.0          # CPU PyTorch first, so that sb3-contrib does not pull a CUDA build
    pip install sb3-contrib
    python examples/train_maskable_ppo.py --steps 100000 --out ppo-amigo-2p.zip

It trains on the Gymnasium environment (``ogallala/Ogallala-v0``, the agent's seat drawn at every
reset) with the legal-action mask, saves the model, then plays ``--eval-games`` games against
``random`` and against ``easy`` with the saved model as a bot (``model:path=FILE``) and prints the
win rates with their 95% (Wilson) intervals, as JSON on the last line. The saved model then sits at
tables and in tournaments: ``ogallala tournament --bots model:path=ppo-amigo-2p.zip,easy ...``.
"""

from __future__ import annotations

import argparse
import json
import sys
import time

import gymnasium
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.wrappers import ActionMasker

import ogallala.env
from ogallala.ai import Budget, make_bot
from ogallala.game import new_game
from ogallala.seeds import derive_seed
from ogallala.tournament.stats import wilson


def make_env(edition: str, players: int, opponent: str) -> gymnasium.Env:
    env = gymnasium.make(ogallala.env.GYM_ID, edition=edition, players=players, opponents=[opponent] * (players - 1))
    return ActionMasker(env, lambda e: e.unwrapped.action_masks())


def evaluate(model_path: str, edition: str, players: int, opponent: str, games: int, seed: int) -> dict[str, object]:
    """Games of the model (as the bot ``model:path=FILE``) against ``opponent``, the seats rotated."""
    wins = 0.0
    for g in range(games):
        game = new_game(edition, players=players, seed=derive_seed(seed, "eval", g // players))
        me = g % players
        bots = {s: make_bot(f"model:path={model_path}" if s == me else opponent, derive_seed(seed, "bot", g, s))
                for s in range(players)}
        while not game.is_over():
            seat = game.current_seat
            assert seat is not None
            game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), Budget(seconds=None)), seat=seat)
        winners = game.winners()
        wins += 1 / len(winners) if me in winners else 0.0
    lo, hi = wilson(wins, games)
    return {"opponent": opponent, "games": games, "win_rate": wins / games, "interval_95": [lo, hi]}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="amigo")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--steps", type=int, default=100_000, help="training steps (the agent's decisions)")
    ap.add_argument("--out", default="ppo-ogallala.zip", help="where to save the model")
    ap.add_argument("--eval-games", type=int, default=200, help="evaluation games per opponent (0: none)")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--n-steps", type=int, default=1024, help="PPO rollout length")
    ap.add_argument("--threads", type=int, default=1, help="PyTorch threads (1 suits a shared CPU)")
    args = ap.parse_args(argv)
    torch.set_num_threads(args.threads)

    env = make_env(args.edition, args.players, "random")
    model = MaskablePPO("MlpPolicy", env, n_steps=min(args.n_steps, args.steps), batch_size=64,
                        seed=args.seed, device="cpu", verbose=0)
    start = time.perf_counter()
    model.learn(total_timesteps=args.steps)
    minutes = (time.perf_counter() - start) / 60
    model.save(args.out)
    print(f"trained {args.steps} steps in {minutes:.1f} min; saved {args.out}", file=sys.stderr)
    results = [evaluate(args.out, args.edition, args.players, opp, args.eval_games, args.seed)
               for opp in ("random", "easy")] if args.eval_games else []
    for r in results:
        lo, hi = r["interval_95"]  # type: ignore[misc]
        print(f"against {r['opponent']}: {r['win_rate']:.1%} of {r['games']} games "
              f"(95% interval {lo:.1%}-{hi:.1%})", file=sys.stderr)
    print(json.dumps({"edition": args.edition, "players": args.players, "steps": args.steps,
                      "train_minutes": round(minutes, 2), "model": args.out, "evaluation": results,
                      "observation_version": ogallala.env.OBSERVATION_VERSION}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
