"""Train a policy that scores each legal move by its features (PPO, PyTorch on the CPU) on the vector
environment, with a progress bar, a learning curve and its plot.

    pip install 'ogallala[rl,tournament]'   # tournament: the intervals and the plot (matplotlib)
    pip install torch==2.13.0                # the CPU build
    python examples/train_ppo_features.py --minutes 60 --out ppo-features-amigo-2p.pt

The policy never looks at the 27,886-wide action space: for each game it reads the observation once
(an MLP gives the game's state vector and the value) and scores every legal move from the move's
feature row (``action_features()``: verb, card, target, what it completes or takes; docs/rl.md) joined
to that state vector, a softmax over each game's own moves (DouZero's way of scoring moves one by one).
It trains on ``gymnasium.make_vec("ogallala/Ogallala-v0", ...)`` (the batched core) with the learner's
seat drawn at every deal, against ``random`` opponents in some games and ``easy`` in the others
(``--easy-share``), reward 1 for a win (shared in a tie), PPO with generalized advantage estimates.

Every ``--eval-minutes`` (and at the end) it plays ``--eval-games`` games against ``random`` and
against ``easy`` with its most likely move, the learner in each seat equally often, on deals fixed by
``--seed``, and records the win rates with their 95% (Wilson) intervals: the learning curve, written to
``--curve`` as JSON and drawn to ``--plot``. The model is saved to ``--out`` (``torch.save``; ``--resume``
goes on from such a file) and plays as a bot: ``model:path=FILE.pt`` (the network is
:mod:`ogallala.env.move_policy`'s). The last line printed is a JSON summary.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path
from typing import Any

import gymnasium
import numpy as np
import torch
from torch import nn
from tqdm import tqdm

import ogallala.env
from ogallala.ai.observation import layout
from ogallala.env.batch import FEATURES
from ogallala.env.move_policy import MoveFeatures, Policy, choose
from ogallala.tournament.stats import wilson


class Lane:
    """One vector environment (its opponents) and where its games stand."""

    def __init__(self, num_envs: int, edition: str, players: int, opponent: str, seed: int, seat: int | None = None):
        self.env = gymnasium.make_vec(ogallala.env.GYM_ID, num_envs=num_envs, edition=edition, players=players,
                                      opponents=[opponent] * (players - 1), seat=seat, copy=False)
        self.inner: Any = self.env.unwrapped
        self.n = num_envs
        obs, _ = self.env.reset(seed=seed)
        self.obs = np.array(obs)


def rollout(lanes: list[Lane], net: Policy, moves_of: MoveFeatures, steps: int, rng: np.random.Generator
            ) -> tuple[list[dict[str, Any]], int, int, float]:
    """``steps`` steps of every lane: the samples (a dict per step and lane), the learner's actions, the
    games finished and the learner's wins in them."""
    out: list[dict[str, Any]] = []
    actions_taken = finished = 0
    wins = 0.0
    for lane in lanes:
        record: list[dict[str, Any]] = []
        for _ in range(steps):
            feats, codes, index = lane.inner.action_features()
            moves = moves_of(feats)
            obs = torch.from_numpy(lane.obs)
            with torch.no_grad():
                logp, value = net(obs, moves, torch.from_numpy(index))
            pick = choose(logp.numpy(), index, lane.n, rng)
            acts = np.where(pick >= 0, codes[np.maximum(pick, 0)], 0)
            nxt, reward, term, trunc, _ = lane.env.step(acts)
            valid = pick >= 0
            actions_taken += int(valid.sum())
            done = term | trunc
            finished += int(done.sum())
            wins += float(reward[done].sum())
            record.append({"obs": obs, "moves": moves, "index": index, "pick": pick, "valid": valid,
                           "logp": logp.numpy()[np.maximum(pick, 0)], "value": value.numpy(),
                           "reward": reward.astype(np.float32), "done": done})
            lane.obs = np.array(nxt)
        with torch.no_grad():
            feats, codes, index = lane.inner.action_features()
            _, last = net(torch.from_numpy(lane.obs), moves_of(feats), torch.from_numpy(index))
        advantages(record, last.numpy(), gamma=0.997, lam=0.95)
        out += record
    return out, actions_taken, finished, wins


def advantages(record: list[dict[str, Any]], last_value: np.ndarray, gamma: float, lam: float) -> None:
    """GAE over one lane's steps, per game; the step after a game's end (the deal) carries no sample."""
    n = len(last_value)
    gae = np.zeros(n, dtype=np.float32)
    next_value = last_value.astype(np.float32)
    next_valid = np.ones(n, dtype=bool)  # the state after the last step is a decision (or a deal: value 0)
    for step in reversed(record):
        valid, done = step["valid"], step["done"]
        nv = np.where(done | ~next_valid, 0.0, next_value)
        delta = step["reward"] + gamma * nv - step["value"]
        gae = np.where(done | ~next_valid, delta, delta + gamma * lam * gae)
        gae = np.where(valid, gae, 0.0).astype(np.float32)
        step["adv"] = gae.copy()
        step["ret"] = gae + step["value"]
        next_value = step["value"]
        next_valid = valid


def update(net: Policy, opt: torch.optim.Optimizer, samples: list[dict[str, Any]], epochs: int, per_batch: int,
           rng: np.random.Generator, clip: float = 0.2, entropy: float = 0.01) -> dict[str, float]:
    """PPO's clipped objective over the samples, ``per_batch`` steps (all their games) a minibatch."""
    advs = np.concatenate([s["adv"][s["valid"]] for s in samples])
    mean, std = float(advs.mean()), float(advs.std() + 1e-8)
    stats = {"policy": 0.0, "value": 0.0, "entropy": 0.0}
    batches = 0
    for _ in range(epochs):
        order = rng.permutation(len(samples))
        for b in range(0, len(order), per_batch):
            obs, moves, index, pick, old, adv, ret = [], [], [], [], [], [], []
            rows = moved = 0
            for j in order[b:b + per_batch]:
                s = samples[j]
                valid = s["valid"]
                games = np.flatnonzero(valid)
                remap = np.full(len(valid), -1, dtype=np.int64)
                remap[games] = np.arange(len(games)) + rows
                keep = valid[s["index"]]
                obs.append(s["obs"][torch.from_numpy(games)])
                moves.append(s["moves"][torch.from_numpy(np.flatnonzero(keep))])
                index.append(remap[s["index"][keep]])
                # the chosen move's position among the kept moves of this step, then in the minibatch
                kept_pos = np.cumsum(keep) - 1
                pick.append(kept_pos[s["pick"][games]] + moved)
                old.append(s["logp"][games])
                adv.append((s["adv"][games] - mean) / std)
                ret.append(s["ret"][games])
                rows += len(games)
                moved += int(keep.sum())
            if rows == 0:
                continue
            logp, value = net(torch.cat(obs), torch.cat(moves), torch.from_numpy(np.concatenate(index)))
            idx = torch.from_numpy(np.concatenate(index))
            chosen = logp[torch.from_numpy(np.concatenate(pick))]
            ratio = (chosen - torch.from_numpy(np.concatenate(old))).exp()
            a = torch.from_numpy(np.concatenate(adv))
            policy_loss = -torch.min(ratio * a, ratio.clamp(1 - clip, 1 + clip) * a).mean()
            value_loss = 0.5 * (value - torch.from_numpy(np.concatenate(ret))).pow(2).mean()
            ent = -torch.zeros(rows).index_add(0, idx, logp.exp() * logp).mean()
            loss = policy_loss + 0.5 * value_loss - entropy * ent
            opt.zero_grad()
            loss.backward()
            nn.utils.clip_grad_norm_(net.parameters(), 0.5)
            opt.step()
            stats["policy"] += policy_loss.item()
            stats["value"] += value_loss.item()
            stats["entropy"] += ent.item()
            batches += 1
    return {k: v / max(batches, 1) for k, v in stats.items()}


def evaluate(net: Policy, moves_of: MoveFeatures, edition: str, players: int, opponent: str, games: int,
             seed: int) -> dict[str, Any]:
    """``games`` games of the most likely move against ``opponent``, the learner in each seat equally often."""
    wins = 0.0
    played = 0
    per_seat = max(1, games // players)
    for seat in range(players):
        lane = Lane(min(per_seat, 64), edition, players, opponent, seed=seed + 1000 * seat, seat=seat)
        done_games = 0
        while done_games < per_seat:
            feats, codes, index = lane.inner.action_features()
            with torch.no_grad():
                logp, _ = net(torch.from_numpy(lane.obs), moves_of(feats), torch.from_numpy(index))
            pick = choose(logp.numpy(), index, lane.n, None)
            nxt, reward, term, trunc, _ = lane.env.step(np.where(pick >= 0, codes[np.maximum(pick, 0)], 0))
            lane.obs = np.array(nxt)
            for i in np.flatnonzero(term | trunc):
                if done_games < per_seat:
                    wins += float(reward[i])
                    done_games += 1
        played += done_games
        lane.env.close()
    lo, hi = wilson(wins, played)
    return {"opponent": opponent, "games": played, "win_rate": wins / played, "interval_95": [lo, hi]}


def plot(curve: list[dict[str, Any]], path: Path, title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    for opponent, colour in (("random", "tab:blue"), ("easy", "tab:orange")):
        xs = [p["minutes"] for p in curve]
        ys = [p[opponent]["win_rate"] for p in curve]
        lo = [p[opponent]["interval_95"][0] for p in curve]
        hi = [p[opponent]["interval_95"][1] for p in curve]
        ax.plot(xs, ys, marker="o", color=colour, label=f"against {opponent}")
        ax.fill_between(xs, lo, hi, color=colour, alpha=0.2)
    ax.axhline(0.5, color="grey", lw=0.8, ls="--")
    ax.set_xlabel("minutes of training")
    ax.set_ylabel("win rate (95% interval)")
    ax.set_ylim(0, 1)
    ax.set_title(title)
    ax.legend(loc="lower right")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="amigo")
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--minutes", type=float, default=60.0, help="training time (the evaluations not counted)")
    ap.add_argument("--max-steps", type=int, default=0, help="stop after this many learner actions (0: no limit)")
    ap.add_argument("--num-envs", type=int, default=64)
    ap.add_argument("--easy-share", type=float, default=0.25, help="share of the games against easy")
    ap.add_argument("--n-steps", type=int, default=32, help="steps of every game per rollout")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--batch-steps", type=int, default=8, help="rollout steps (all their games) per minibatch")
    ap.add_argument("--lr", type=float, default=3e-4)
    ap.add_argument("--eval-minutes", type=float, default=10.0)
    ap.add_argument("--eval-games", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--out", type=Path, default=Path("ppo-features.pt"))
    ap.add_argument("--resume", type=Path)
    ap.add_argument("--curve", type=Path, help="the learning curve as JSON (default: beside --out)")
    ap.add_argument("--plot", type=Path, help="the learning curve drawn (default: beside --out, .png)")
    args = ap.parse_args(argv)
    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = np.random.default_rng(args.seed)
    curve_path = args.curve or args.out.with_suffix(".curve.json")
    plot_path = args.plot or args.out.with_suffix(".png")

    moves_of = MoveFeatures(args.edition, args.players)
    obs_size = layout(args.edition, args.players).size
    net = Policy(obs_size, moves_of.size)
    opt = torch.optim.Adam(net.parameters(), lr=args.lr)
    trained = 0.0  # minutes
    steps = 0
    curve: list[dict[str, Any]] = []
    if args.resume:
        saved = torch.load(args.resume, weights_only=False)
        if (saved["edition"], saved["players"]) != (args.edition, args.players):
            raise SystemExit(f"{args.resume} is a model of {saved['edition']} with {saved['players']} players")
        net.load_state_dict(saved["model"])
        opt.load_state_dict(saved["optimizer"])
        trained, steps, curve = saved["minutes"], saved["steps"], saved["curve"]

    easy_envs = round(args.num_envs * args.easy_share)
    lanes = [Lane(args.num_envs - easy_envs, args.edition, args.players, "random", seed=args.seed * 10_000 + steps)]
    if easy_envs:
        lanes.append(Lane(easy_envs, args.edition, args.players, "easy", seed=args.seed * 10_000 + 5_000 + steps))

    def checkpoint() -> None:
        torch.save({"model": net.state_dict(), "optimizer": opt.state_dict(), "edition": args.edition,
                    "players": args.players, "obs_size": obs_size, "features": list(FEATURES),
                    "minutes": trained, "steps": steps, "curve": curve}, args.out)

    def measure() -> None:
        point = {"minutes": round(trained, 2), "steps": steps}
        for opponent in ("random", "easy"):
            point[opponent] = evaluate(net, moves_of, args.edition, args.players, opponent, args.eval_games,
                                       seed=args.seed * 7919)
        curve.append(point)
        tqdm.write(f"{trained:6.1f} min {steps:>10,} steps: random {point['random']['win_rate']:.3f}, "
                   f"easy {point['easy']['win_rate']:.3f}", file=sys.stderr)
        curve_path.write_text(json.dumps(curve, indent=1))
        plot(curve, plot_path, f"PPO on move features, {args.edition} {args.players} players")
        checkpoint()

    if not curve:
        measure()
    next_eval = trained + args.eval_minutes
    bar = tqdm(total=round(args.minutes * 60), initial=round(trained * 60), unit="s", desc="training", file=sys.stderr)
    started = time.perf_counter() - trained * 60
    stats: dict[str, float] = {}
    while trained < args.minutes and (not args.max_steps or steps < args.max_steps):
        samples, taken, _, _ = rollout(lanes, net, moves_of, args.n_steps, rng)
        stats = update(net, opt, samples, args.epochs, args.batch_steps, rng)
        steps += taken
        now = (time.perf_counter() - started) / 60
        bar.update(round(now * 60) - bar.n)
        bar.set_postfix(steps=steps, entropy=round(stats["entropy"], 3))
        trained = now
        if trained >= next_eval:
            pause = time.perf_counter()
            measure()
            started += time.perf_counter() - pause  # the evaluations are not training time
            next_eval = trained + args.eval_minutes
    bar.close()
    if not curve or curve[-1]["steps"] != steps:
        measure()
    last = curve[-1]
    print(json.dumps({"edition": args.edition, "players": args.players, "minutes": round(trained, 2), "steps": steps,
                      "evaluation": [last["random"], last["easy"]], "model": str(args.out),
                      "curve": str(curve_path), "plot": str(plot_path), "losses": stats}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
