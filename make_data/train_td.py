"""Train a TD network (``ogallala.ai.td``) for one table by TD(λ) self-play on the batched core.

Not a test: it takes long. Games are played ``--slots`` at a time on one :class:`ogallala.env.batch.Batch`;
every seat is played by the network being trained (its move the one it values most, a random legal move
with chance ``--epsilon``), by a frozen earlier copy of it (``--frozen-share`` of the seats, from the last
snapshots taken every ``--snapshot-every`` games), or by ``medium`` (``--medium-share``), so that self-play
does not drift. Draws are valued by ``--samples`` cards drawn from what the pile can give.

Every game's sequence of positions (each move's afterstate as its mover read it, or where the move drew a
card, the position after the draw) is labelled with λ-returns of the network's own answers (TD(λ) in its
forward view, Sutton & Barto ch. 12: the target of a position is ``(1 − λ)`` times the next position's value
plus ``λ`` times the next position's target, the last one the game's real outcome, each seat's share of the
win), and the network is trained on them by Adam on the cross-entropy, once per round of ``--round`` games.
With ``--warm-start GAMES`` a fresh network first learns to answer as the table's shipped value network does
(trained on ``medium``'s games with Monte-Carlo returns) on the positions of that many games of ``medium``:
its input ends with that network's features, so self-play starts from a value as good as that one.

    python make_data/train_td.py --edition amigo --players 4 --games 300000 --seed 1 \\
        --checkpoint bench/out/td-amigo-4.ckpt.npz --out bench/out/td-amigo-4.npz \\
        --log bench/results/td-amigo-4p.json --eval-every 20000 --eval-games 200

A round's deals, seat assignments and exploration are seeded from ``--seed`` and the round's number, and
the checkpoint (``--checkpoint``, written after every round: the network, Adam's moments, the snapshots, the
learning curve) is taken between rounds, so a run stopped (Ctrl-C, ``--minutes``) and started again with the
same command goes on exactly where it was. NumPy runs on one thread (the same sums in the same order). Every
``--eval-every`` games it plays ``--eval-games`` games of ``td:net=...`` against ``--eval-vs`` (duplicate
deals, seats rotated, one against the rest) and adds the win rates with their 95% intervals to the curve in
``--log`` (JSON) and its plot (``--plot``, PNG). The last line printed is a JSON summary with the games a
second.
"""

# ruff: noqa: E402  (NumPy reads its thread settings when imported: they are set first)
from __future__ import annotations

import os

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse
import json
import random
import shlex
import sys
import time
from dataclasses import dataclass, field
from multiprocessing import get_context
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

from ogallala.ai.base import Budget
from ogallala.ai.evaluate import Context
from ogallala.ai.observation import Encoder
from ogallala.ai.registry import make_bot
from ogallala.ai.td import Scorer, TDNet, pick
from ogallala.ai.value import win_share
from ogallala.env.batch import Batch
from ogallala.rules import State
from ogallala.rules import phases as P
from ogallala.rules.effects import afterstate
from ogallala.seeds import derive_seed

LEARNER, FROZEN, MEDIUM = 0, 1, 2
KEEP_SNAPSHOTS = 3


@dataclass
class Trajectory:
    """One game's recorded positions: each as the sparse input row of its reader, and the reader."""

    idx: list[np.ndarray] = field(default_factory=list)
    val: list[np.ndarray] = field(default_factory=list)
    reader: list[int] = field(default_factory=list)

    def add(self, row: np.ndarray, reader: int) -> None:
        nz = np.flatnonzero(row).astype(np.int16)  # inputs are fewer than 32,768
        self.idx.append(nz)
        self.val.append(row[nz].astype(np.float32))
        self.reader.append(reader)


def dense(idx: list[np.ndarray], val: list[np.ndarray], width: int) -> np.ndarray:
    x = np.zeros((len(idx), width), np.float32)
    for k, (i, v) in enumerate(zip(idx, val, strict=True)):
        x[k, i] = v
    return x


@dataclass
class Rows:
    """Training rows kept sparse (a round's dense rows would take gigabytes): each row's nonzero inputs
    and its target."""

    idx: list[np.ndarray] = field(default_factory=list)
    val: list[np.ndarray] = field(default_factory=list)
    targets: list[np.ndarray] = field(default_factory=list)  # one array a game, a row a position

    def __len__(self) -> int:
        return len(self.idx)

    def extend(self, other: Rows) -> None:
        self.idx += other.idx
        self.val += other.val
        self.targets += other.targets


def lambda_targets(p_rel: np.ndarray, readers: list[int], outcome: list[float], lam: float) -> np.ndarray:
    """The λ-return targets of one game's positions (rows of ``p_rel``: the network's answers, seats from
    each row's reader), as distributions over the seats from that row's reader."""
    t, n = p_rel.shape
    seats = np.arange(n)
    v_abs = np.empty_like(p_rel)
    for k in range(t):
        v_abs[k, (readers[k] + seats) % n] = p_rel[k]  # absolute seat (reader + j) gets column j
    g = np.asarray(outcome, np.float32)
    out = np.empty_like(p_rel)
    for k in range(t - 1, -1, -1):
        out[k] = g[(readers[k] + seats) % n]
        g = (1.0 - lam) * v_abs[k] + lam * g
    return out


class Adam:
    def __init__(self, params: list[np.ndarray], lr: float) -> None:
        self.lr = lr
        self.m = [np.zeros_like(p) for p in params]
        self.v = [np.zeros_like(p) for p in params]
        self.t = 0

    def step(self, params: list[np.ndarray], grads: list[np.ndarray]) -> None:
        self.t += 1
        b1, b2, eps = 0.9, 0.999, 1e-8
        c1 = 1 - b1 ** self.t
        c2 = 1 - b2 ** self.t
        for p, g, m, v in zip(params, grads, self.m, self.v, strict=True):
            m *= b1
            m += (1 - b1) * g
            v *= b2
            v += (1 - b2) * g * g
            p -= (self.lr / c1) * m / (np.sqrt(v / c2) + eps)


def train_round(net: TDNet, opt: Adam, rows: Rows, batch: int, rng: np.random.Generator) -> float:
    """One pass over the round's rows in random minibatches; the mean cross-entropy before each step."""
    y_all = np.concatenate(rows.targets)
    width = net.w1.shape[0]
    order = rng.permutation(len(rows))
    params = [net.w1, net.b1, net.w2, net.b2]
    total = 0.0
    for start in range(0, len(order), batch):
        k = order[start:start + batch]
        xb = dense([rows.idx[j] for j in k], [rows.val[j] for j in k], width)
        yb = y_all[k]
        h = net.hidden(xb)
        p = net.output(h.copy())
        total += float(-(yb * np.log(np.maximum(p, 1e-7))).sum())
        dz = (p - yb) / len(k)
        gw2 = h.T @ dz
        gb2 = dz.sum(axis=0)
        dh = dz @ net.w2.T
        dh *= h > 0
        gw1 = xb.T @ dh
        gb1 = dh.sum(axis=0)
        opt.step(params, [gw1, gb1, gw2, gb2])
    return total / max(1, len(rows))


def seat_roles(players: int, rng: random.Random, frozen_share: float, medium_share: float,
               have_frozen: bool) -> list[int]:
    """Who plays each seat of a game: the learner at one seat at least, the others by the shares (a
    ``medium_share`` of 1: every seat ``medium``, for the warm start's games)."""
    if medium_share >= 1.0:
        return [MEDIUM] * players
    roles = []
    for _ in range(players):
        r = rng.random()
        if r < medium_share:
            roles.append(MEDIUM)
        elif r < medium_share + frozen_share and have_frozen:
            roles.append(FROZEN)
        else:
            roles.append(LEARNER)
    if LEARNER not in roles:
        roles[rng.randrange(players)] = LEARNER
    return roles


def play_chunk(job: tuple[dict[str, Any], list[np.ndarray], list[np.ndarray] | None, dict[str, Any], int, int, int]
               ) -> tuple[Rows, int]:
    """Play one chunk of a round: ``games`` games stepped together on a batch, every seat by its role; each
    game's positions and their λ-return targets (by the network the chunk was given)."""
    a, weights, frozen_weights, meta, r, chunk, games = job
    players = a["players"]
    net = TDNet(*weights, meta=meta)
    scorer = Scorer(net)
    frozen = Scorer(TDNet(*frozen_weights, meta=meta)) if frozen_weights is not None else None
    rng = random.Random(derive_seed(a["seed"], "chunk", r, chunk))
    n = games
    batch = Batch(n, a["edition"], players)
    batch.reset(seeds=[derive_seed(a["seed"], "deal", r, chunk, i) for i in range(n)])

    def roles_of() -> list[int]:
        return seat_roles(players, rng, a["frozen_share"], a["medium_share"], frozen is not None)

    roles = [roles_of() for _ in range(n)]
    bots: dict[tuple[int, int], Any] = {}

    def seat_bots(i: int) -> None:
        for s in range(players):
            if roles[i][s] == MEDIUM:
                bots[(i, s)] = make_bot("medium", rng.getrandbits(32))

    for i in range(n):
        seat_bots(i)
    inputs = scorer.inputs
    encoders = [Encoder(a["edition"], players) for _ in range(n)]  # each game's own caches
    width = inputs.size
    trajectories = [Trajectory() for _ in range(n)]
    out = Rows()
    finished = 0
    live = [True] * n
    row = np.zeros(width, np.float32)
    while any(live):
        states: list[State] = [g.state for g in batch.games]
        codes = [0] * n
        groups: dict[int, list[int]] = {LEARNER: [], FROZEN: []}
        recorded: set[int] = set()  # the games whose move's afterstate is recorded already
        for i in range(n):
            if not live[i]:
                continue
            s = states[i]
            legal = s.legal()
            role = roles[i][s.seat]
            if len(legal) == 1:
                codes[i] = legal[0]
            elif role == MEDIUM:
                game = batch.games[i]
                codes[i] = bots[(i, s.seat)].choose(game.view(s.seat), game.legal_actions(), Budget(None)).code
            elif role == LEARNER and rng.random() < a["epsilon"]:
                codes[i] = legal[rng.randrange(len(legal))]
            else:
                groups[role].append(i)
        for role, slots in groups.items():
            if not slots:
                continue
            sc = scorer if role == LEARNER else frozen
            assert sc is not None
            values = sc.move_values([states[i] for i in slots], [states[i].legal() for i in slots], a["samples"], rng,
                                    encoders=[encoders[i] for i in slots])
            for i, v, rows_of in zip(slots, values, sc.last_rows, strict=True):
                k = pick(v, 0.0, rng)
                codes[i] = states[i].legal()[k]
                if rows_of[k] >= 0:  # its afterstate's row is written already: record it now
                    trajectories[i].add(sc.buf[rows_of[k]], states[i].seat)
                    recorded.add(i)
        # every row is written with the mover's context of the position it moved from, as the scorer writes
        # the rows it values (recorded above where the scorer wrote it)
        moved: list[tuple[int, int, Context | None]] = []  # (slot, mover, its context where it drew a card)
        for i in range(n):
            if not live[i]:
                continue
            s = states[i]
            if i in recorded:
                moved.append((i, s.seat, None))
                continue
            after = afterstate(s, codes[i])
            ctx = inputs.context(s, s.seat)
            moved.append((i, s.seat, ctx if after is None else None))
            if after is not None and after.phase != P.OVER:  # before the step changes the state
                inputs.write(after, s.seat, ctx, row, encoders[i])
                trajectories[i].add(row, s.seat)
        batch.step(codes, auto_reset=False)
        for i, mover, drew in moved:
            s = batch.games[i].state
            if drew is not None and s.phase != P.OVER:  # a draw: the position after it, as the drawer sees it
                inputs.write(s, mover, drew, row, encoders[i])
                trajectories[i].add(row, mover)
            if s.phase != P.OVER:
                continue
            t = trajectories[i]
            if t.reader:
                p = net.probabilities(dense(t.idx, t.val, width))
                out.idx += t.idx
                out.val += t.val
                out.targets.append(lambda_targets(p, t.reader, [win_share(s, x) for x in range(players)], a["lam"]))
            trajectories[i] = Trajectory()
            finished += 1
            live[i] = False
    return out, finished


class Trainer:
    def __init__(self, args: argparse.Namespace, command: str) -> None:
        self.args = args
        self.command = command
        self.net = TDNet.fresh(args.edition, args.players, args.hidden, derive_seed(args.seed, "init"),
                               meta={"command": command, "seed": args.seed, "lambda": args.lam})
        self.opt = Adam([self.net.w1, self.net.b1, self.net.w2, self.net.b2], args.lr)
        self.snapshots: list[list[np.ndarray]] = []
        self.round = 0
        self.games = 0
        self.rows = 0
        self.seconds = 0.0
        self.curve: list[dict[str, Any]] = []
        self.losses: list[float] = []
        self.warm: dict[str, Any] | None = None

    # -- the checkpoint

    def save(self, path: Path) -> None:
        arrays: dict[str, Any] = {}
        for i, p in enumerate([self.net.w1, self.net.b1, self.net.w2, self.net.b2]):
            arrays[f"p{i}"] = p
            arrays[f"m{i}"] = self.opt.m[i]
            arrays[f"v{i}"] = self.opt.v[i]
        for s, snap in enumerate(self.snapshots):
            for i, p in enumerate(snap):
                arrays[f"s{s}_{i}"] = p
        state = {"round": self.round, "games": self.games, "rows": self.rows, "seconds": self.seconds,
                 "adam_t": self.opt.t, "snapshots": len(self.snapshots), "curve": self.curve,
                 "losses": self.losses, "warm": self.warm, "table": f"{self.args.edition}/{self.args.players}",
                 "hidden": self.args.hidden, "seed": self.args.seed}
        arrays["state"] = np.frombuffer(json.dumps(state).encode(), np.uint8)
        tmp = path.with_name(path.name + ".tmp.npz")
        np.savez(tmp, **arrays)
        tmp.replace(path)

    def load(self, path: Path) -> None:
        with np.load(path, allow_pickle=False) as z:
            state = json.loads(bytes(z["state"]).decode())
            table = f"{self.args.edition}/{self.args.players}"
            if state["table"] != table or state["hidden"] != self.args.hidden or state["seed"] != self.args.seed:
                raise SystemExit(f"{path} is a run of {state['table']} with {state['hidden']} hidden units and seed "
                                 f"{state['seed']}, not {table} with {self.args.hidden} and {self.args.seed}: "
                                 "give the same table, --hidden and --seed, or another --checkpoint")
            for i, p in enumerate([self.net.w1, self.net.b1, self.net.w2, self.net.b2]):
                p[...] = z[f"p{i}"]
                self.opt.m[i][...] = z[f"m{i}"]
                self.opt.v[i][...] = z[f"v{i}"]
            self.snapshots = [[z[f"s{s}_{i}"].copy() for i in range(4)] for s in range(state["snapshots"])]
        self.opt.t = state["adam_t"]
        self.round, self.games, self.rows = state["round"], state["games"], state["rows"]
        self.seconds, self.curve, self.losses = state["seconds"], state["curve"], state["losses"]
        self.warm = state.get("warm")

    def network(self) -> TDNet:
        meta = dict(self.net.meta, games=self.games, rows=self.rows, rounds=self.round)
        return TDNet(self.net.w1.copy(), self.net.b1.copy(), self.net.w2.copy(), self.net.b2.copy(), meta)

    # -- a round of games

    def play_round(self, games: int, pool: Any) -> tuple[Rows, int]:
        """Play a round of ``games`` games in chunks of ``--slots`` (each seeded by the round and its number,
        so that the games do not depend on how many processes play them); their rows and the games."""
        a = self.args
        weights = [self.net.w1, self.net.b1, self.net.w2, self.net.b2]
        frozen = None
        if self.snapshots:
            pick_rng = random.Random(derive_seed(a.seed, "frozen", self.round))
            frozen = self.snapshots[pick_rng.randrange(len(self.snapshots))]
        setup = {k: getattr(a, k) for k in ("edition", "players", "seed", "lam", "epsilon", "samples", "frozen_share",
                                            "medium_share")}
        jobs = [(setup, weights, frozen, self.meta(), self.round, c, min(a.slots, games - c * a.slots))
                for c in range(-(-games // a.slots))]
        rows = Rows()
        finished = 0
        for r, done in (pool.imap(play_chunk, jobs) if pool is not None else map(play_chunk, jobs)):
            rows.extend(r)
            finished += done
        return rows, finished

    def meta(self) -> dict[str, Any]:
        return dict(self.net.meta)

    # -- the warm start

    def warm_start(self, games: int, epochs: int, pool: Any) -> dict[str, Any]:
        """Fit the fresh network to the table's shipped value network (:mod:`ogallala.ai.value`, trained on
        ``medium``'s games) on the positions of ``games`` games of ``medium`` at every seat: its input ends
        with that network's features, so it can answer as that network does before self-play starts."""
        from ogallala.ai.value import NETS, shipped

        a = self.args
        table = f"{a.edition}/{a.players}"
        if table not in NETS:
            raise SystemExit(f"--warm-start: no value network is shipped for {table} ({', '.join(sorted(NETS))})")
        teacher = shipped(table)
        setup = {"edition": a.edition, "players": a.players, "seed": derive_seed(a.seed, "warm"), "lam": 1.0,
                 "epsilon": 0.0, "samples": a.samples, "frozen_share": 0.0, "medium_share": 1.0}
        weights = [self.net.w1, self.net.b1, self.net.w2, self.net.b2]
        jobs = [(setup, weights, None, self.meta(), 0, c, min(a.slots, games - c * a.slots))
                for c in range(-(-games // a.slots))]
        rows = Rows()
        for r, _ in (pool.imap(play_chunk, jobs) if pool is not None else map(play_chunk, jobs)):
            rows.extend(r)
        obs = self.scorer_inputs_obs()
        targets = []
        for start in range(0, len(rows), 4096):
            x = dense(rows.idx[start:start + 4096], rows.val[start:start + 4096], self.net.w1.shape[0])
            targets.append(teacher.probabilities(x[:, obs:].astype(np.float64)).astype(np.float32))
        rows.targets = targets
        losses = [round(train_round(self.net, self.opt, rows, a.batch,
                                    np.random.default_rng(derive_seed(a.seed, "warm", e))), 5) for e in range(epochs)]
        return {"games": games, "rows": len(rows), "epochs": epochs, "losses": losses}

    def scorer_inputs_obs(self) -> int:
        from ogallala.ai.observation import layout

        return layout(self.args.edition, self.args.players).size

    # -- evaluation

    def evaluate(self, path: Path) -> dict[str, Any]:
        from ogallala.tournament.runner import make_tasks, run_tasks
        from ogallala.tournament.stats import wilson

        a = self.args
        point: dict[str, Any] = {"games": self.games, "seconds": round(self.seconds, 1)}
        self.network().save(path)
        spec = f"td:net={path}"
        for opp in [o for o in a.eval_vs.split(",") if o]:
            tasks = make_tasks(a.edition, (), a.players, [spec] + [opp] * (a.players - 1), a.eval_games,
                               derive_seed(a.seed, "eval"), keep_records=False)
            results = run_tasks(tasks, jobs=a.eval_jobs)
            share = 0.0
            for res in results:
                best = max(res.scores)
                top = [s for s, sc in enumerate(res.scores) if sc == best]
                seat = res.bots.index(spec)
                share += 1.0 / len(top) if seat in top else 0.0
            lo, hi = wilson(share, len(results))
            point[opp] = {"games": len(results), "win_rate": round(share / len(results), 4),
                          "low": round(lo, 4), "high": round(hi, 4)}
        return point


def plot(curve: list[dict[str, Any]], path: Path, title: str, players: int) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(7, 4))
    names = sorted({k for p in curve for k in p if isinstance(p[k], dict)})
    for name in names:
        pts = [p for p in curve if name in p]
        g = [p["games"] for p in pts]
        ax.plot(g, [p[name]["win_rate"] * 100 for p in pts], marker="o", label=f"against {name}")
        ax.fill_between(g, [p[name]["low"] * 100 for p in pts], [p[name]["high"] * 100 for p in pts], alpha=0.2)
    ax.axhline(100 / players, color="grey", linestyle="--", linewidth=1, label="fair share")
    ax.set_xlabel("self-play games")
    ax.set_ylabel("win rate, % (95% interval)")
    ax.set_title(title)
    ax.legend()
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="amigo", choices=["amigo", "ass", "pelikan"])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=300_000, help="self-play games in all")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--slots", type=int, default=64, help="games stepped together (a chunk of a round)")
    ap.add_argument("--jobs", type=int, default=1, help="processes playing a round's chunks")
    ap.add_argument("--round", type=int, default=256, help="games a round (the unit of training and resuming)")
    ap.add_argument("--hidden", type=int, default=64)
    ap.add_argument("--lam", type=float, default=0.7, help="TD's λ")
    ap.add_argument("--lr", type=float, default=1e-3)
    ap.add_argument("--batch", type=int, default=256)
    ap.add_argument("--epsilon", type=float, default=0.05, help="the learner's chance to play a random move")
    ap.add_argument("--samples", type=int, default=2, help="cards drawn to value a draw in self-play")
    ap.add_argument("--frozen-share", type=float, default=0.2)
    ap.add_argument("--medium-share", type=float, default=0.1)
    ap.add_argument("--snapshot-every", type=int, default=10_000)
    ap.add_argument("--warm-start", type=int, default=0, metavar="GAMES",
                    help="before self-play, fit the network to the table's shipped value network on the positions of "
                         "this many games of medium")
    ap.add_argument("--warm-epochs", type=int, default=3)
    ap.add_argument("--eval-every", type=int, default=20_000)
    ap.add_argument("--eval-games", type=int, default=100)
    ap.add_argument("--eval-vs", default="medium")
    ap.add_argument("--eval-jobs", type=int, default=1)
    ap.add_argument("--minutes", type=float, help="stop after the round that passes this many minutes")
    ap.add_argument("--checkpoint", type=Path, required=True, help="resumable state, written after each round")
    ap.add_argument("--out", type=Path, required=True, help="the network file (at each evaluation and at the end)")
    ap.add_argument("--log", type=Path, help="the learning curve as JSON")
    ap.add_argument("--plot", type=Path, help="the learning curve as PNG (default: --log with .png)")
    args = ap.parse_args(argv)
    if not 0 <= args.lam <= 1 or not 0 <= args.epsilon <= 1:
        ap.error("--lam and --epsilon are between 0 and 1")
    if args.frozen_share + args.medium_share >= 1:
        ap.error("--frozen-share and --medium-share leave no seat to the learner")
    from ogallala.env.table import check_config

    check_config(args.edition, args.players, (), "win", None)
    command = "python make_data/train_td.py " + shlex.join(result_args(argv if argv is not None else sys.argv[1:]))
    tr = Trainer(args, command)
    if args.checkpoint.exists():
        tr.load(args.checkpoint)
    args.checkpoint.parent.mkdir(parents=True, exist_ok=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    started = time.time()
    bar = tqdm(total=args.games, initial=tr.games, unit="game", desc=f"td {args.edition}/{args.players}")
    next_eval = (tr.games // args.eval_every + 1) * args.eval_every if args.eval_every else None
    next_snap = (tr.games // args.snapshot_every + 1) * args.snapshot_every
    spent_here = 0.0
    pool = get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    if args.warm_start and tr.round == 0 and tr.warm is None:
        t0 = time.time()
        tr.warm = tr.warm_start(args.warm_start, args.warm_epochs, pool)
        tr.warm["seconds"] = round(time.time() - t0, 1)
        bar.write("warm start: " + json.dumps(tr.warm))
        if args.eval_every:  # the curve's first point: the network as the warm start left it
            tr.curve.append(tr.evaluate(args.out))
            bar.write(json.dumps(tr.curve[-1]))
        tr.save(args.checkpoint)
    try:
        while tr.games < args.games:
            t0 = time.time()
            rows, done = tr.play_round(min(args.round, args.games - tr.games), pool)
            loss = train_round(tr.net, tr.opt, rows, args.batch,
                               np.random.default_rng(derive_seed(args.seed, "shuffle", tr.round)))
            tr.round += 1
            tr.games += done
            tr.rows += len(rows)
            tr.losses.append(round(loss, 5))
            if tr.games >= next_snap:
                snap = [p.copy() for p in (tr.net.w1, tr.net.b1, tr.net.w2, tr.net.b2)]
                tr.snapshots = (tr.snapshots + [snap])[-KEEP_SNAPSHOTS:]
                next_snap += args.snapshot_every
            dt = time.time() - t0
            tr.seconds += dt
            spent_here += dt
            bar.update(done)
            bar.set_postfix(loss=f"{loss:.3f}", rate=f"{tr.games / max(tr.seconds, 1e-9):.1f}/s")
            if next_eval is not None and (tr.games >= next_eval or tr.games >= args.games):
                point = tr.evaluate(args.out)
                tr.curve.append(point)
                bar.write(json.dumps(point))
                next_eval = (tr.games // args.eval_every + 1) * args.eval_every
                if args.log:
                    write_log(tr, args)
            tr.save(args.checkpoint)
            if args.minutes is not None and time.time() - started > args.minutes * 60:
                break
    except KeyboardInterrupt:
        bar.write("stopped; the last round's checkpoint is kept: the same command goes on from there")
    finally:
        if pool is not None:
            pool.terminate()
    bar.close()
    sha = tr.network().save(args.out)
    if args.log:
        write_log(tr, args)
    summary = {"table": f"{args.edition}/{args.players}", "games": tr.games, "rounds": tr.round, "rows": tr.rows,
               "seconds": round(tr.seconds, 1), "games_per_second": round(tr.games / max(tr.seconds, 1e-9), 2),
               "last_loss": tr.losses[-1] if tr.losses else None, "curve": tr.curve[-1:] or None,
               "out": str(args.out), "sha256": sha}
    print(json.dumps(summary))
    return 0


#: Options that change how a run goes, not what it makes: left out of the command a network records.
NOT_RECORDED = ("--minutes", "--jobs", "--eval-jobs")


def result_args(argv: list[str]) -> list[str]:
    """The command line without :data:`NOT_RECORDED`, so that a run stopped and resumed, or played by more
    processes, records the same command and makes the same file."""
    out: list[str] = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        name = arg.split("=", 1)[0]
        if name in NOT_RECORDED:
            skip = "=" not in arg
            continue
        out.append(arg)
    return out


def write_log(tr: Trainer, args: argparse.Namespace) -> None:
    log = {"command": tr.command, "table": f"{args.edition}/{args.players}", "games": tr.games, "rows": tr.rows,
           "seconds": round(tr.seconds, 1), "warm_start": tr.warm, "losses": tr.losses, "curve": tr.curve}
    args.log.parent.mkdir(parents=True, exist_ok=True)
    args.log.write_text(json.dumps(log, indent=1) + "\n")
    if tr.curve:
        plot(tr.curve, args.plot or args.log.with_suffix(".png"), f"TD(λ) self-play, {args.edition}, "
             f"{args.players} players", args.players)


if __name__ == "__main__":
    sys.exit(main())
