"""An experiment: a policy network as the prior of the expert's search (expert iteration).

The expert's simulations compare the three moves its one-ply look-ahead values most, the look-ahead's
favourite kept unless the simulations show another clearly better. A policy network can take the
look-ahead's place there, as AlphaZero's search starts from its policy network: it ranks the moves, and
the search compares its favourites. Here it is trained by imitation of a slower, wider search (T.
Anthony et al., *Thinking Fast and Slow with Deep Learning and Tree Search*, NeurIPS 2017: expert
iteration), so that the fast search starts from the moves the slow one would have found. Everything
lives in ``bench/``: no table, tournament or adapter can choose these bots. What it measured (no gain):
docs/bots.md, "A policy network as the search's prior"; the teacher's decisions are kept in
``bench/results/policy-teacher-amigo-4p.jsonl.gz`` and train the same network again.

* ``policy_prior:Teacher``: the expert (any of its options, e.g. ``iterations=1040,width=6``, a search
  four times as long over twice the moves); with ``log=PREFIX`` it writes, for every decision that is
  not a draw and has more than one move, the features of the look-ahead's best ``k`` moves (8) and the
  move it played, one JSON line per decision, to ``PREFIX.PID.jsonl``. Its games are a ladder's games
  (``bench/strength.py``), so the same run measures the teacher's strength and makes the data.
* ``python bench/policy_prior.py train PREFIX.*.jsonl --out NET.npz``: a network that scores a move by
  its features (one hidden layer), a softmax over the moves of a decision, trained on the teacher's
  moves (cross-entropy), a tenth of the games held out; it prints how often its favourite is the
  teacher's move on the held-out decisions, beside how often the look-ahead's favourite is.
* ``policy_prior:PolicyExpert:policy=NET.npz``: the expert whose candidates are the look-ahead's best
  ``k`` ranked by the network, its favourite first (kept unless the simulations overrule it).

A move's features (:func:`move_features`): the position after it and the seat's best follow-ups (as
the look-ahead sees it), read as the table's value network reads a position
(:func:`ogallala.ai.value.features`), then the look-ahead's value of the move and the network's chance
for the seat, each against the best move's, the move's rank in the look-ahead and what kind of move it
is (discard, done, no attack).

Run (AMIGO, 4 players; the teacher's games are the ladder's deals of master seed 2026)::

    python bench/strength.py ladder --seed 2026 --games 96 --jobs 2 --chunk 24 --edition amigo --players 4 \\
        --out bench/results/policy-teacher-amigo-4p.json \\
        --pairs policy_prior:Teacher:iterations=1040,width=6,log=/tmp/pp/teacher,medium,medium,medium
    python bench/policy_prior.py train /tmp/pp/teacher.*.jsonl --out /tmp/pp/policy-amigo-4p.npz \\
        --log bench/results/policy-amigo-4p.json
    python bench/strength.py ladder --seed 2026 --games 96 --jobs 2 --chunk 24 --edition amigo --players 4 \\
        --out bench/results/policy-expert-amigo-4p.json \\
        --pairs policy_prior:PolicyExpert:policy=/tmp/pp/policy-amigo-4p.npz,medium,medium,medium
    python bench/strength.py compare bench/results/policy-expert-amigo-4p.json \\
        bench/results/expert-amigo-4p-value.json --edition amigo --players 4
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
from net_lookahead import state_after

from ogallala.ai.base import Budget, View
from ogallala.ai.evaluate import Context, evaluate
from ogallala.ai.expert import ExpertBot, table_settings
from ogallala.ai.hard import best_of
from ogallala.ai.medium import value_after
from ogallala.ai.value import SCALE, ValueNet, features, shipped
from ogallala.rules import State
from ogallala.rules import actions as A
from ogallala.rules.actions import Action
from ogallala.rules.errors import ConfigError

K = 8
DRAWS = ("draw", "continue")


def move_features(st: State, codes: Sequence[int], ctx: Context, net: ValueNet) -> list[list[float]]:
    """The features of each move of ``codes`` (the look-ahead's best first) for ``ctx.seat`` on ``st``."""
    ends = [state_after(st, c, ctx, stop=False) for c in codes]
    vals = [evaluate(e, ctx) for e in ends]
    wins = net.win_chances(ends, ctx.seat, ctx)
    scale = SCALE.get(st.ed.id, 100.0)
    vmax, pmax = max(vals), max(wins)
    rows = []
    for i, (e, c) in enumerate(zip(ends, codes, strict=True)):
        rows.append(features(e, ctx.seat, ctx)
                    + [(vals[i] - vmax) / scale, wins[i] - pmax, wins[i], i / K, 1.0 if i == 0 else 0.0,
                       float(c == A.DISCARD), float(c == A.DONE), float(c == A.NO_ATTACK)])
    return rows


def table_net(view: View) -> ValueNet:
    net = table_settings(view.edition, view.players).get("value")
    if not net:
        raise ConfigError(f"the policy's features need a value network: none for {view.edition} with "
                          f"{view.players} players")
    return shipped(str(net))


def ranked(legal: Sequence[Action], st: State, ctx: Context, k: int) -> list[Action]:
    """The look-ahead's best ``k`` moves, best first."""
    prior = [value_after(st, a.code, ctx) for a in legal]
    return [legal[i] for i in best_of(prior, k, False)]


class Teacher(ExpertBot):
    """The expert, logging the features of its decisions' moves and the move it played (module docstring)."""

    name = "teacher"

    def __init__(self, seed: int | None = None, log: str | None = None, k: int = K, **options: Any) -> None:
        super().__init__(seed, **options)
        self.log = log
        self.k = int(k)
        self._pending: tuple[list[Action], list[list[float]]] | None = None

    def candidates(self, view: View, legal: Sequence[Action], st: State, ctx: Context) -> list[Action]:
        cands = super().candidates(view, legal, st, ctx)
        if self.log and view.decision is not None and view.decision.phase not in DRAWS:
            moves = ranked(legal, st, ctx, self.k)
            self._pending = (moves, move_features(st, [a.code for a in moves], ctx, table_net(view)))
        return cands

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        self._pending = None
        action = super().choose(view, legal, clock)
        if self._pending is not None and self.log:
            moves, rows = self._pending
            y = moves.index(action) if action in moves else -1
            line = {"seed": self.seed, "turn": view.turn, "phase": view.decision.phase if view.decision else None,
                    "legal": len(legal), "y": y, "x": [[round(v, 6) for v in r] for r in rows],
                    "stats": self.last_stats}
            path = Path(f"{self.log}.{os.getpid()}.jsonl")
            path.parent.mkdir(parents=True, exist_ok=True)
            with path.open("a") as f:
                f.write(json.dumps(line) + "\n")
        return action


class Policy:
    """A move's score: one hidden layer (ReLU); a decision's moves by softmax over their scores."""

    def __init__(self, w0: np.ndarray, b0: np.ndarray, w1: np.ndarray, b1: np.ndarray, meta: dict[str, Any]):
        self.w0, self.b0, self.w1, self.b1, self.meta = w0, b0, w1, b1, meta
        self.mean = np.asarray(meta["mean"])
        self.std = np.asarray(meta["std"])

    def scores(self, x: np.ndarray) -> np.ndarray:
        h = np.maximum(((x - self.mean) / self.std) @ self.w0 + self.b0, 0.0)
        out: np.ndarray = (h @ self.w1 + self.b1)[..., 0]
        return out

    def save(self, path: Path) -> None:
        np.savez(path, w0=self.w0, b0=self.b0, w1=self.w1, b1=self.b1,
                 meta=np.frombuffer(json.dumps(self.meta).encode(), dtype=np.uint8))

    @classmethod
    def load(cls, path: str | Path) -> Policy:
        with np.load(path, allow_pickle=False) as z:
            return cls(z["w0"], z["b0"], z["w1"], z["b1"], json.loads(bytes(z["meta"]).decode()))


class PolicyExpert(ExpertBot):
    """The expert whose candidates the policy network ranks (module docstring)."""

    name = "policy-expert"

    def __init__(self, seed: int | None = None, policy: str | None = None, k: int = K, **options: Any) -> None:
        if not policy:
            raise ConfigError("PolicyExpert needs policy=FILE (a network of bench/policy_prior.py train)")
        super().__init__(seed, **options)
        self.policy = Policy.load(policy)
        self.k = int(k)

    def candidates(self, view: View, legal: Sequence[Action], st: State, ctx: Context) -> list[Action]:
        if view.decision is not None and view.decision.phase in DRAWS:
            return super().candidates(view, legal, st, ctx)
        moves = ranked(legal, st, ctx, self.k)
        x = np.asarray(move_features(st, [a.code for a in moves], ctx, table_net(view)))
        s = self.policy.scores(x)
        order = sorted(range(len(moves)), key=lambda i: -s[i])
        return [moves[i] for i in order[: self.width]]


def load_rows(paths: Sequence[str], k: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    xs, masks, ys, seeds = [], [], [], []
    for p in paths:
        text = gzip.decompress(Path(p).read_bytes()).decode() if p.endswith(".gz") else Path(p).read_text()
        for line in text.splitlines():
            d = json.loads(line)
            if d["y"] < 0 or len(d["x"]) < 2:
                continue
            x = np.zeros((k, len(d["x"][0])))
            x[: len(d["x"])] = d["x"]
            m = np.zeros(k, dtype=bool)
            m[: len(d["x"])] = True
            xs.append(x)
            masks.append(m)
            ys.append(d["y"])
            seeds.append(d["seed"])
    return np.asarray(xs), np.asarray(masks), np.asarray(ys), np.asarray(seeds)


def train(args: argparse.Namespace) -> int:
    x, mask, y, seeds = load_rows(args.files, args.k)
    rng = np.random.default_rng(args.seed)
    games = np.unique(seeds)
    held = set(rng.permutation(games)[: max(1, len(games) // 10)].tolist())
    val = np.asarray([s in held for s in seeds])
    flat = x[mask]
    mean, std = flat.mean(axis=0), flat.std(axis=0) + 1e-6
    xn = (x - mean) / std
    f, hdim = x.shape[2], args.hidden
    w0 = rng.normal(0, np.sqrt(2.0 / f), (f, hdim))
    b0 = np.zeros(hdim)
    w1 = rng.normal(0, np.sqrt(1.0 / hdim), (hdim, 1))
    b1 = np.zeros(1)
    params = [w0, b0, w1, b1]
    m = [np.zeros_like(p) for p in params]
    v = [np.zeros_like(p) for p in params]
    step = 0

    def forward(idx: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        pre = xn[idx] @ w0 + b0
        h = np.maximum(pre, 0.0)
        s = (h @ w1 + b1)[..., 0]
        s = np.where(mask[idx], s, -1e9)
        s = s - s.max(axis=1, keepdims=True)
        p = np.exp(s)
        p /= p.sum(axis=1, keepdims=True)
        return h, pre, p

    def evaluate_on(idx: np.ndarray) -> tuple[float, float]:
        _, _, p = forward(idx)
        loss = float(-np.log(np.clip(p[np.arange(len(idx)), y[idx]], 1e-12, None)).mean())
        return loss, float((p.argmax(axis=1) == y[idx]).mean())

    def top3(idx: np.ndarray) -> float:
        """How often the teacher's move is among the network's three favourites."""
        _, _, p = forward(idx)
        best3 = np.argsort(-p, axis=1)[:, :3]
        return float((best3 == y[idx][:, None]).any(axis=1).mean())

    tr, va = np.flatnonzero(~val), np.flatnonzero(val)
    curve = []
    best: tuple[float, list[np.ndarray], int] = (float("inf"), [p.copy() for p in params], 0)
    for epoch in range(args.epochs):
        order = rng.permutation(tr)
        for start in range(0, len(order), args.batch):
            idx = order[start : start + args.batch]
            h, pre, p = forward(idx)
            g = p.copy()
            g[np.arange(len(idx)), y[idx]] -= 1.0
            g /= len(idx)  # d loss / d score, (B, K)
            gw1 = np.einsum("bkh,bk->h", h, g)[:, None] + args.l2 * w1
            gb1 = np.array([g.sum()])
            gh = g[..., None] * w1[:, 0] * (pre > 0)
            gw0 = np.einsum("bkf,bkh->fh", xn[idx], gh) + args.l2 * w0
            gb0 = gh.sum(axis=(0, 1))
            step += 1
            for i, gr in enumerate((gw0, gb0, gw1, gb1)):
                m[i] = 0.9 * m[i] + 0.1 * gr
                v[i] = 0.999 * v[i] + 0.001 * gr * gr
                params[i] -= args.lr * (m[i] / (1 - 0.9**step)) / (np.sqrt(v[i] / (1 - 0.999**step)) + 1e-8)
        tl, ta = evaluate_on(tr)
        vl, vacc = evaluate_on(va)
        curve.append({"epoch": epoch + 1, "train_loss": tl, "train_top": ta, "held_out_loss": vl, "held_out_top": vacc})
        if vl < best[0]:
            best = (vl, [p.copy() for p in params], epoch + 1)
    look_tr, look_va = float((y[tr] == 0).mean()), float((y[va] == 0).mean())
    kept = curve[best[2] - 1]
    w0[...], b0[...], w1[...], b1[...] = best[1]
    kept["held_out_top3"] = top3(va)
    kept["lookahead_top3_held_out"] = float((y[va] < 3).mean())
    meta = {"command": "python bench/policy_prior.py " + " ".join(sys.argv[1:]), "decisions": len(y),
            "held_out_decisions": len(va), "games": len(games), "k": args.k, "hidden": hdim, "seed": args.seed,
            "kept_epoch": best[2], "held_out_top": kept["held_out_top"], "held_out_loss": kept["held_out_loss"],
            "lookahead_top_held_out": look_va, "lookahead_top_train": look_tr,
            "held_out_top3": kept["held_out_top3"], "lookahead_top3_held_out": kept["lookahead_top3_held_out"],
            "teacher_rank_counts": np.bincount(y, minlength=args.k).tolist(),
            "mean": mean.tolist(), "std": std.tolist()}
    pol = Policy(*best[1], meta)
    pol.save(Path(args.out))
    summary = {k: v for k, v in meta.items() if k not in ("mean", "std")}
    print(json.dumps(summary, indent=1))
    if args.log:
        Path(args.log).write_text(json.dumps({**summary, "curve": curve}, indent=1) + "\n")
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    t = sub.add_parser("train", help="train the policy on a teacher's logs")
    t.add_argument("files", nargs="+")
    t.add_argument("--out", required=True)
    t.add_argument("--log")
    t.add_argument("--k", type=int, default=K)
    t.add_argument("--hidden", type=int, default=32)
    t.add_argument("--epochs", type=int, default=60)
    t.add_argument("--batch", type=int, default=128)
    t.add_argument("--lr", type=float, default=2e-3)
    t.add_argument("--l2", type=float, default=1e-4)
    t.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    return train(args)


if __name__ == "__main__":
    raise SystemExit(main())
