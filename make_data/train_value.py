"""Train the expert's value network for one table by self-play with Monte-Carlo returns.

Not a test: it takes long. Two steps, both seeded, so the same command makes the same file:

1. **Games**: ``--games`` games of ``medium`` at every seat, with the expert's evaluation weights of
   the table (``ogallala/ai/expert_weights.json``), deals and bots seeded from ``--seed``. At the
   start of every turn each seat's features (:func:`ogallala.ai.value.features`) are read from a
   deal of that seat's view (so nothing hidden enters), and labelled with the game's real outcome:
   each seat's share of the win, in turn order from that seat (Monte-Carlo returns, as DouZero
   trained its values).
2. **Training**: a network of ``--hidden`` units per hidden layer (two layers, ReLU) and a softmax
   over the seats, trained by Adam on the cross-entropy to those shares, a tenth of the games held
   out to watch; the epoch with the lowest held-out loss is kept.

    python make_data/train_value.py --edition amigo --players 4 --games 12000 --seed 1 --jobs 2 \\
        --epochs 40 --out src/ogallala/ai/value_nets/amigo-4.npz --data /tmp/vn/amigo-4-data.npz

It writes the network (its ``meta`` holds the command, the seed, the games and the losses), a JSON
log and the learning curve as a plot beside ``--log`` (``bench/results/value-EDITION-PLAYERSp.json``
and ``.png``). The games are kept in ``--data`` (a ``.npz``) so that training again with other
settings skips step 1; ``--data`` is read only when it was made by the same edition, players,
games and seed. Progress bars show both steps. After it, record the file's SHA-256 in
``ogallala.ai.value.NETS`` and name the network in ``expert_weights.json``.
"""

# ruff: noqa: E402  (NumPy reads its thread settings when imported: they are set first)
from __future__ import annotations

import os

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")  # the same sums in the same order on every run

import argparse
import hashlib
import itertools
import json
import random
import sys
import time
from collections.abc import Callable
from dataclasses import asdict
from multiprocessing import get_context
from pathlib import Path

import numpy as np
from tqdm import tqdm

from ogallala.ai.base import Budget
from ogallala.ai.evaluate import Context
from ogallala.ai.expert import expert_weights
from ogallala.ai.registry import make_bot
from ogallala.ai.value import FEATURES_VERSION, ValueNet, feature_count, features, win_share
from ogallala.game import new_game
from ogallala.rules import State
from ogallala.rules.determinize import determinize

#: The smallest normal float64: below it (and above zero) a number is subnormal.
TINY = float(np.finfo(np.float64).tiny)


def derive(seed: int, *parts: object) -> int:
    h = hashlib.sha256(repr((seed, *parts)).encode()).digest()
    return int.from_bytes(h[:8], "big")


def medium_spec(edition: str, players: int) -> str:
    w = asdict(expert_weights(edition, players))
    return "medium:" + ",".join(f"{k}={v!r}" for k, v in w.items())


def play(job: tuple[str, int, int, int]) -> tuple[np.ndarray, np.ndarray]:
    """One game: its features (one row per seat and turn) and their labels."""
    x, y, _ = play_rows(job)
    return x, y


def play_rows(job: tuple[str, int, int, int], hidden: Callable[[State], list[float]] | None = None
              ) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """:func:`play`, and with every row ``hidden`` of the true game at that moment (no columns without it:
    an experiment once read the hidden pile order there, docs/experiments/oracle-critic.md)."""
    edition, players, seed, index = job
    weights = expert_weights(edition, players)
    spec = medium_spec(edition, players)
    game = new_game(edition, players, derive(seed, "deal", index))
    bots = [make_bot(spec, derive(seed, "bot", index, s)) for s in range(players)]
    rng = random.Random(derive(seed, "deal views", index))
    rows: list[list[float]] = []
    truth: list[list[float]] = []
    seats: list[int] = []
    turn = -1
    while not game.is_over():
        st = game.state
        if st.turn != turn:
            turn = st.turn
            h = [] if hidden is None else hidden(st)
            for s in range(players):
                d = determinize(game.view(s), rng)
                rows.append(features(d, s, Context(d, s, weights)))
                truth.append(h)
                seats.append(s)
        seat = game.current_seat
        assert seat is not None
        game.apply(bots[seat].choose(game.view(seat), game.legal_actions(), Budget(seconds=None)))
    share = [win_share(game.state, s) for s in range(players)]
    labels = [[share[(s + r) % players] for r in range(players)] for s in seats]
    return (np.asarray(rows, dtype=np.float32), np.asarray(labels, dtype=np.float32),
            np.asarray(truth, dtype=np.float32).reshape(len(rows), -1))


def games_data(args: argparse.Namespace) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Features, labels and game number of every row (from ``--data`` when it matches)."""
    key = {"edition": args.edition, "players": args.players, "games": args.games, "seed": args.seed,
           "features_version": FEATURES_VERSION}
    path = Path(args.data) if args.data else None
    if path is not None and path.exists():
        with np.load(path, allow_pickle=False) as z:
            if json.loads(bytes(z["key"]).decode()) == key:
                print(f"games: read from {path}", file=sys.stderr)
                return z["x"], z["y"], z["game"]
    jobs = [(args.edition, args.players, args.seed, i) for i in range(args.games)]
    xs, ys, gs = [], [], []
    with get_context("spawn").Pool(args.jobs) as pool:
        for i, (x, y) in enumerate(tqdm(pool.imap(play, jobs, chunksize=4), total=len(jobs), desc="games",
                                        unit="game")):
            xs.append(x)
            ys.append(y)
            gs.append(np.full(len(x), i, dtype=np.int32))
    x, y, g = np.concatenate(xs), np.concatenate(ys), np.concatenate(gs)
    if path is not None:
        path.parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(path, x=x, y=y, game=g,
                            key=np.frombuffer(json.dumps(key, sort_keys=True).encode(), dtype=np.uint8))
    return x, y, g


def forward(layers: list[tuple[np.ndarray, np.ndarray]], x: np.ndarray) -> tuple[list[np.ndarray], np.ndarray]:
    acts = [x]
    h = x
    for i, (w, b) in enumerate(layers):
        h = h @ w + b
        if i < len(layers) - 1:
            h = np.maximum(h, 0.0)
        acts.append(h)
    z = h - h.max(axis=1, keepdims=True)
    p = np.exp(z)
    p /= p.sum(axis=1, keepdims=True)
    return acts, p


def loss_of(layers: list[tuple[np.ndarray, np.ndarray]], x: np.ndarray, y: np.ndarray) -> float:
    _, p = forward(layers, x)
    return float(-(y * np.log(np.clip(p, 1e-12, None))).sum(axis=1).mean())


def training_rng(seed: int) -> np.random.Generator:
    """The generator of the training: it draws the held-out games first, then the layers' start."""
    return np.random.default_rng(derive(seed, "train"))


def held_out_games(rng: np.random.Generator, games: int) -> np.ndarray:
    """Which of the games are held out to watch: a tenth of them, drawn by ``rng``."""
    held = np.zeros(games, dtype=bool)
    held[rng.permutation(games)[: max(1, games // 10)]] = True
    return held


def train(args: argparse.Namespace, x: np.ndarray, y: np.ndarray, g: np.ndarray, val: np.ndarray | None = None,
          flush: bool = False) -> tuple[list[tuple[np.ndarray, np.ndarray]], list[dict[str, float]]]:
    """Train on the rows of ``x`` and ``y``; the rows of held-out games (``g`` the game of each row) are
    watched and the best epoch on them kept. ``val`` marks the held-out rows instead, where given.

    The weights of a unit that no longer fires shrink by weight decay into subnormal numbers, on which
    NumPy's matrix products run several times slower (epochs of 5 s became 30 s). ``flush`` sets them (and
    their first moments) to zero every 64 steps, so training keeps its speed. It is off by default, so
    that the shipped networks' commands still make the same files."""
    rng = training_rng(args.seed)
    held = held_out_games(rng, args.games)[g]  # drawn even when ``val`` is given: the layers' start follows it
    val = held if val is None else val
    xt, yt, xv, yv = x[~val].astype(np.float64), y[~val].astype(np.float64), x[val].astype(np.float64), \
        y[val].astype(np.float64)
    sizes = [x.shape[1], args.hidden, args.hidden, args.players]
    layers = [(rng.normal(0, np.sqrt(2.0 / a), (a, b)), np.zeros(b)) for a, b in itertools.pairwise(sizes)]
    m = [(np.zeros_like(w), np.zeros_like(b)) for w, b in layers]
    v = [(np.zeros_like(w), np.zeros_like(b)) for w, b in layers]
    b1, b2, eps = 0.9, 0.999, 1e-8
    step = 0
    curve: list[dict[str, float]] = []
    best = (float("inf"), [(w.copy(), b.copy()) for w, b in layers])
    # the prior: every seat its mean share (what a network that learned nothing would say)
    prior = float(-(yv * np.log(np.clip(yt.mean(axis=0), 1e-12, None))).sum(axis=1).mean())
    for epoch in tqdm(range(args.epochs), desc="epochs", unit="epoch"):
        order = rng.permutation(len(xt))
        lr = args.lr * (0.5 * (1 + np.cos(np.pi * epoch / args.epochs)))
        for start in range(0, len(order), args.batch):
            idx = order[start : start + args.batch]
            acts, p = forward(layers, xt[idx])
            delta = (p - yt[idx]) / len(idx)
            step += 1
            for i in range(len(layers) - 1, -1, -1):
                w, b = layers[i]
                gw = acts[i].T @ delta + args.l2 * w
                gb = delta.sum(axis=0)
                if i > 0:
                    delta = (delta @ w.T) * (acts[i] > 0)
                (mw, mb), (vw, vb) = m[i], v[i]
                mw *= b1
                mw += (1 - b1) * gw
                mb *= b1
                mb += (1 - b1) * gb
                vw *= b2
                vw += (1 - b2) * gw * gw
                vb *= b2
                vb += (1 - b2) * gb * gb
                c1, c2 = 1 - b1**step, 1 - b2**step
                w -= lr * (mw / c1) / (np.sqrt(vw / c2) + eps)
                b -= lr * (mb / c1) / (np.sqrt(vb / c2) + eps)
                if flush and step % 64 == 0:
                    for a in (w, b, mw, mb):
                        a[np.abs(a) < TINY] = 0.0
        tl, vl = loss_of(layers, xt[:200000], yt[:200000]), loss_of(layers, xv, yv)
        _, pv = forward(layers, xv)
        acc = float((pv.argmax(axis=1) == yv.argmax(axis=1)).mean())
        curve.append({"epoch": epoch + 1, "train_loss": tl, "held_out_loss": vl, "prior_loss": prior,
                      "held_out_top_pick": acc})
        if vl < best[0]:
            best = (vl, [(w.copy(), b.copy()) for w, b in layers])
    return best[1], curve


def plot(path: Path, curve: list[dict[str, float]], title: str) -> None:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, ax = plt.subplots(figsize=(6, 3.5))
    e = [c["epoch"] for c in curve]
    ax.plot(e, [c["train_loss"] for c in curve], marker=".", label="training games")
    ax.plot(e, [c["held_out_loss"] for c in curve], marker="o", label="held-out games")
    ax.axhline(curve[0]["prior_loss"], color="grey", linewidth=1, label="mean shares only")
    ax.set_xlabel("epoch")
    ax.set_ylabel("cross-entropy to the win shares")
    ax.set_title(title)
    ax.legend(fontsize="small")
    fig.tight_layout()
    fig.savefig(path, dpi=100)
    plt.close(fig)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--edition", default="amigo")
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=6000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--hidden", type=int, default=64)
    p.add_argument("--epochs", type=int, default=30)
    p.add_argument("--batch", type=int, default=256)
    p.add_argument("--lr", type=float, default=2e-3)
    p.add_argument("--l2", type=float, default=1e-5)
    p.add_argument("--flush", action="store_true",
                   help="set subnormal weights to zero as it trains, so the epochs keep their speed (off by "
                        "default: the networks trained before it was an option are made again byte for byte)")
    p.add_argument("--data", help="where to keep the games' rows (.npz)")
    p.add_argument("--out", required=True, help="the network's .npz")
    p.add_argument("--log", help="the JSON log (and .png learning curve beside it); "
                                 "default bench/results/value-EDITION-PLAYERSp.json")
    args = p.parse_args(argv)
    command = "python make_data/train_value.py " + " ".join(sys.argv[1:] if argv is None else argv)
    t0 = time.perf_counter()
    x, y, g = games_data(args)
    t1 = time.perf_counter()
    layers, curve = train(args, x, y, g, flush=args.flush)
    t2 = time.perf_counter()
    best = min(curve, key=lambda c: c["held_out_loss"])
    meta = {"version": 1, "table": f"{args.edition}/{args.players}", "edition": args.edition,
            "players": args.players, "features_version": FEATURES_VERSION, "command": command,
            "seed": args.seed, "games": args.games, "rows": len(x), "hidden": [args.hidden, args.hidden],
            "kept_epoch": best["epoch"], "held_out_loss": round(best["held_out_loss"], 5),
            "prior_loss": round(best["prior_loss"], 5), "held_out_top_pick": round(best["held_out_top_pick"], 4)}
    if args.flush:
        meta["flush"] = True
    assert feature_count(args.players) == x.shape[1]
    net = ValueNet(layers, meta)
    data = net.to_bytes()
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(data)
    log = Path(args.log or f"bench/results/value-{args.edition}-{args.players}p.json")
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_text(json.dumps({**meta, "sha256": hashlib.sha256(data).hexdigest(),
                               "seconds_games": round(t1 - t0, 1), "seconds_training": round(t2 - t1, 1),
                               "curve": curve}, indent=1) + "\n")
    plot(log.with_suffix(".png"), curve, f"value network: {args.edition}, {args.players} players")
    print(f"{out}: sha256 {hashlib.sha256(data).hexdigest()}; held-out loss {best['held_out_loss']:.4f} "
          f"(mean shares only: {best['prior_loss']:.4f}), top pick right {100 * best['held_out_top_pick']:.1f}%; "
          f"{t1 - t0:.0f} s of games, {t2 - t1:.0f} s of training")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
