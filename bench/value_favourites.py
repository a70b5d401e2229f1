"""How often a value network's favourite, and the evaluation's, is the game's winner.

Reads the games' rows that ``bench/train_value.py --data`` kept and the network it trained, takes the
same held-out tenth of the games as the training did (from ``--seed``), and prints how often the seat
the network gives the best chance wins, against the seat the evaluation expects the most points of
(the first feature of each seat), over all held-out positions and over those with fewer than 30
cards left to draw::

    .venv/bin/python bench/value_favourites.py --data /tmp/vn/amigo-5-data.npz \\
        --net src/ogallala/ai/value_nets/amigo-5.npz --games 12000 --seed 1
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from train_value import held_out_games, training_rng

from ogallala.ai.value import FEATURES_VERSION, ValueNet


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--data", required=True, help="the rows train_value.py kept (.npz)")
    p.add_argument("--net", required=True, help="the network it trained (.npz)")
    p.add_argument("--games", type=int, required=True, help="the games it played (--games)")
    p.add_argument("--seed", type=int, default=1, help="its --seed (which games were held out)")
    args = p.parse_args(argv)
    if FEATURES_VERSION != 1:  # the columns read below are those of version 1 (ogallala.ai.value.features)
        raise SystemExit(f"value_favourites.py reads the features of version 1, this build computes version "
                         f"{FEATURES_VERSION}: update the columns it reads")
    net = ValueNet.from_bytes(Path(args.net).read_bytes())
    players = net.players
    with np.load(args.data, allow_pickle=False) as z:
        x, y, g = z["x"], z["y"], z["game"]
    val = held_out_games(training_rng(args.seed), args.games)[g]  # the split train_value.py made
    xv, yv = x[val].astype(np.float64), y[val].astype(np.float64)
    winner = yv.argmax(axis=1)
    by_net = net.probabilities(xv).argmax(axis=1)
    # version 1: four numbers a seat (the evaluation's points first), then two leads, then the cards left / 100
    by_eval = xv[:, [4 * r for r in range(players)]].argmax(axis=1)
    late = xv[:, 4 * players + 2] * 100 < 30
    print(f"{len(xv)} held-out positions: the network's favourite wins {100 * np.mean(by_net == winner):.1f}%, "
          f"the evaluation's {100 * np.mean(by_eval == winner):.1f}%; with fewer than 30 cards left "
          f"({int(late.sum())}): {100 * np.mean(by_net[late] == winner[late]):.1f}% and "
          f"{100 * np.mean(by_eval[late] == winner[late]):.1f}%")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
