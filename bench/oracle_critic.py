"""An experiment: a critic that sees the hidden pile order while it trains, as the expert's value's teacher.

Not a test, and no level: the bot here can be seated only by ``bench/strength.py`` (``oracle_critic:NetExpert``).

The expert scores its simulations' last positions with a value network trained on the real outcomes of
``medium``'s games (``bench/train_value.py``; Monte-Carlo returns, as DouZero did). PerfectDou (G. Yang et
al., NeurIPS 2022) and Suphx (J. Li et al., 2020) let a network see what the players cannot while it trains,
and only then: a critic, or an oracle whose extra inputs are taken away. Here the hidden part is the order of
the draw piles, and the critic is used as a teacher of the honest network:

1. ``data``: the same games as ``train_value.py`` (same seeds, the same honest rows: a test checks it), and
   for every row, read from the true game, the next ``K`` cards of every draw pile (``oracle``): for each,
   whether it is a bow, a stern, a Crazy Axe or another card, and the evaluation's rough gain of drawing it.
   The honest rows are written as ``train_value.py``'s ``--data`` file too, so that the shipped network
   can be trained again from them.
2. ``train``: the critic reads the honest features and the oracle's and is trained on the real outcomes.
   It is cross-fitted: the training games are split in two halves, a critic trained on each half labels
   the other, so no row is labelled by a critic that saw its outcome. The **student**, a network of the
   shipped network's shape reading the honest features only, is trained on those labels (the critic's
   expected shares given what it saw) instead of the outcomes. Were the critic right, its labels and the
   outcomes would have the same mean given the honest features, the labels varying less around it (at
   AMIGO with 4 players it was not: it learned the games, docs/bots.md). On each half a control network
   reads the honest features alone: the critic's gain over it is what the hidden order tells. The
   held-out games are the shipped network's, and every network is scored there on the real outcomes; a
   baseline, trained on the outcomes with the student's seed, is the student's control.
3. ``oracle_critic:NetExpert:net=FILE``: the expert with the value network of ``FILE`` (a ``ValueNet``
   file of the table) in place of the shipped one.

    python bench/oracle_critic.py data --edition amigo --players 4 --games 12000 --seed 1 --jobs 2 \\
        --out /tmp/oc/amigo-4-oracle.npz --honest /tmp/vn/amigo-4-data.npz
    python bench/oracle_critic.py train /tmp/oc/amigo-4-oracle.npz --out /tmp/oc/student-amigo-4.npz \\
        --log bench/results/oracle-critic-amigo-4p.json
"""

# ruff: noqa: E402  (NumPy reads its thread settings when imported: they are set first)
from __future__ import annotations

import os

for _var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_var, "1")

import argparse
import hashlib
import json
import sys
import time
from multiprocessing import get_context
from pathlib import Path
from typing import Any

import numpy as np
from tqdm import tqdm

sys.path.insert(0, str(Path(__file__).resolve().parent))

import train_value as tv

from ogallala.ai.evaluate import card_gain
from ogallala.ai.expert import ExpertBot
from ogallala.ai.value import FEATURES_VERSION, ValueNet
from ogallala.rules import State
from ogallala.rules.cards import CRAZY_AXE, IS_BOW, IS_STERN
from ogallala.rules.errors import ConfigError

#: Cards read from the top of every pile, and the numbers per card.
K = 4
PER_CARD = 5
MAX_PILES = 3


def oracle(state: State) -> list[float]:
    """The next ``K`` cards of every draw pile (top first): bow, stern, Crazy Axe, other; gain / 10.

    Hidden from every seat: only the critic reads it, while it trains."""
    out: list[float] = []
    for p in range(MAX_PILES):
        pile = state.piles[p] if p < len(state.piles) else []
        for i in range(K):
            if i < len(pile):
                kind = pile[-1 - i] >> 2
                axe = kind == CRAZY_AXE
                bow, stern = IS_BOW[kind], IS_STERN[kind]
                out += [float(bow), float(stern), float(axe), float(not (bow or stern or axe)),
                        0.0 if axe else card_gain(kind) / 10.0]
            else:
                out += [0.0] * PER_CARD
    return out


def play(job: tuple[str, int, int, int]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """One game of ``train_value.play`` (the same seeds, the same rows) with each row's oracle."""
    return tv.play_rows(job, oracle)


def key_of(args: argparse.Namespace) -> dict[str, Any]:
    return {"edition": args.edition, "players": args.players, "games": args.games, "seed": args.seed,
            "features_version": FEATURES_VERSION}


def data(args: argparse.Namespace) -> int:
    jobs = [(args.edition, args.players, args.seed, i) for i in range(args.games)]
    xs, ys, os_, gs = [], [], [], []
    t0 = time.perf_counter()
    with get_context("spawn").Pool(args.jobs) as pool:
        for i, (x, y, o) in enumerate(tqdm(pool.imap(play, jobs, chunksize=4), total=len(jobs), desc="games",
                                           unit="game")):
            xs.append(x)
            ys.append(y)
            os_.append(o)
            gs.append(np.full(len(x), i, dtype=np.int32))
    x, y, o, g = np.concatenate(xs), np.concatenate(ys), np.concatenate(os_), np.concatenate(gs)
    key = np.frombuffer(json.dumps(key_of(args), sort_keys=True).encode(), dtype=np.uint8)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    np.savez_compressed(out, x=x, y=y, oracle=o, game=g, key=key)
    if args.honest:  # train_value.py's --data file of the same games
        Path(args.honest).parent.mkdir(parents=True, exist_ok=True)
        np.savez_compressed(args.honest, x=x, y=y, game=g, key=key)
    print(f"{out}: {len(x)} rows of {args.games} games in {time.perf_counter() - t0:.0f} s", file=sys.stderr)
    return 0


def fit(x: np.ndarray, y: np.ndarray, val_x: np.ndarray, val_y: np.ndarray, seed: int, args: argparse.Namespace,
        players: int, desc: str) -> tuple[list[tuple[np.ndarray, np.ndarray]], list[dict[str, float]]]:
    """train_value's training on ``x``, ``y``, watching (and keeping the best epoch on) the given held-out rows."""
    val = np.concatenate([np.zeros(len(x), dtype=bool), np.ones(len(val_x), dtype=bool)])
    ns = argparse.Namespace(**{**vars(args), "seed": seed, "games": 1, "players": players})
    print(desc, file=sys.stderr)
    return tv.train(ns, np.concatenate([x, val_x]), np.concatenate([y, val_y]), np.zeros(len(val), dtype=np.int32),
                    val, flush=True)


def ce(layers: list[tuple[np.ndarray, np.ndarray]], x: np.ndarray, y: np.ndarray) -> float:
    return tv.loss_of(layers, x.astype(np.float64), y.astype(np.float64))


def train(args: argparse.Namespace) -> int:
    with np.load(args.file, allow_pickle=False) as z:
        if "oracle" not in z.files:
            raise SystemExit(f"{args.file} holds no hidden rows: make it with `oracle_critic.py data`")
        x, y, o, g = z["x"], z["y"], z["oracle"], z["game"]
        key = json.loads(bytes(z["key"]).decode())
    games, players = key["games"], key["players"]
    # the shipped network's held-out games (train_value.train draws them first from its seed)
    held = tv.held_out_games(tv.training_rng(key["seed"]), games)
    val = held[g]
    train_games = np.flatnonzero(~held)
    half = np.zeros(games, dtype=bool)
    half[np.random.default_rng(tv.derive(args.seed, "halves")).permutation(train_games)[: len(train_games) // 2]] \
        = True
    a = half[g] & ~val
    b = ~half[g] & ~val
    xo = np.concatenate([x, o], axis=1)
    t0 = time.perf_counter()
    critics = []
    soft = np.zeros_like(y, dtype=np.float64)
    for name, fit_on, label in (("critic A", a, b), ("critic B", b, a)):
        layers, curve = fit(xo[fit_on], y[fit_on], xo[val], y[val], tv.derive(args.seed, name), args, players, name)
        _, p = tv.forward(layers, xo[label].astype(np.float64))
        soft[label] = p
        # the control: the same half, the same seed, the honest features alone
        honest, _ = fit(x[fit_on], y[fit_on], x[val], y[val], tv.derive(args.seed, name), args, players,
                        name + ", honest features only")
        critics.append({"name": name, "rows": int(fit_on.sum()), "held_out_loss": ce(layers, xo[val], y[val]),
                        "control_held_out_loss": ce(honest, x[val], y[val]), "curve": curve})
    tr = ~val
    student, s_curve = fit(x[tr], soft[tr], x[val], y[val], tv.derive(args.seed, "student"), args, players,
                           "student (the critics' labels)")
    baseline, b_curve = fit(x[tr], y[tr], x[val], y[val], tv.derive(args.seed, "student"), args, players,
                            "baseline (the outcomes), the student's seed")
    seconds = time.perf_counter() - t0
    prior = float(-(y[val] * np.log(np.clip(y[tr].mean(axis=0), 1e-12, None))).sum(axis=1).mean())
    label_spread = float(((soft[tr] - y[tr]) ** 2).sum(axis=1).mean())
    command = "python bench/oracle_critic.py " + " ".join(sys.argv[1:])
    result = {
        "command": command, "data": key, "rows": len(x), "held_out_rows": int(val.sum()), "oracle_features":
        o.shape[1], "seconds_training": round(seconds, 1), "prior_loss": prior,
        "held_out_loss": {"critics (honest + oracle)": [c["held_out_loss"] for c in critics],
                          "controls (honest, the critics' halves)": [c["control_held_out_loss"] for c in critics],
                          "student (honest, the critics' labels)": ce(student, x[val], y[val]),
                          "baseline (honest, the outcomes)": ce(baseline, x[val], y[val])},
        "mean squared distance of the critics' labels from the outcomes": label_spread,
        "critics": critics, "student_curve": s_curve, "baseline_curve": b_curve}
    best = min(s_curve, key=lambda c: c["held_out_loss"])
    meta = {"version": 1, "table": f"{key['edition']}/{players}", "edition": key["edition"], "players": players,
            "features_version": FEATURES_VERSION, "command": command, "seed": args.seed, "games": games,
            "rows": len(x), "hidden": [args.hidden, args.hidden], "kept_epoch": best["epoch"],
            "held_out_loss": round(best["held_out_loss"], 5), "teacher": "cross-fitted critic reading the piles"}
    net = ValueNet(student, meta)
    out = Path(args.out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(net.to_bytes())
    result["student_sha256"] = hashlib.sha256(out.read_bytes()).hexdigest()
    log = Path(args.log)
    log.parent.mkdir(parents=True, exist_ok=True)
    log.write_text(json.dumps(result, indent=1) + "\n")
    for k, v in result["held_out_loss"].items():
        print(f"{k}: {v}")
    print(f"mean shares only: {prior:.4f}")
    return 0


class NetExpert(ExpertBot):
    """The expert with the value network read from ``net=FILE`` (``oracle_critic:NetExpert:net=FILE``)."""

    name = "expert"

    def __init__(self, seed: int | None = None, net: str | None = None, **options: Any) -> None:
        if not net:
            raise ConfigError("oracle_critic:NetExpert needs net=FILE, a value network of the table")
        super().__init__(seed, **options)
        self.net_file = net

    def _settle(self, edition: str, players: int) -> None:
        super()._settle(edition, players)
        net = ValueNet.from_bytes(Path(self.net_file).read_bytes())
        if net.meta.get("table") != f"{edition}/{players}":
            raise ConfigError(f"{self.net_file} is a network of {net.meta.get('table')}, "
                              f"not of {edition} with {players} players")
        self.net = net


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    d = sub.add_parser("data", help="play the games and keep their honest and hidden rows")
    d.add_argument("--edition", default="amigo")
    d.add_argument("--players", type=int, default=4)
    d.add_argument("--games", type=int, default=12000)
    d.add_argument("--seed", type=int, default=1)
    d.add_argument("--jobs", type=int, default=2)
    d.add_argument("--out", required=True)
    d.add_argument("--honest", help="also write the honest rows as train_value.py's --data file")
    t = sub.add_parser("train", help="cross-fitted critics, the student they teach, and a baseline")
    t.add_argument("file")
    t.add_argument("--seed", type=int, default=1)
    t.add_argument("--hidden", type=int, default=64)
    t.add_argument("--epochs", type=int, default=40)
    t.add_argument("--batch", type=int, default=256)
    t.add_argument("--lr", type=float, default=2e-3)
    t.add_argument("--l2", type=float, default=1e-5)
    t.add_argument("--out", required=True, help="the student network's .npz")
    t.add_argument("--log", required=True, help="the JSON log")
    args = p.parse_args(argv)
    return data(args) if args.cmd == "data" else train(args)


if __name__ == "__main__":
    raise SystemExit(main())
