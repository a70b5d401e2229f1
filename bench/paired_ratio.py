#!/usr/bin/env python3
"""Our decisions/s as a ratio to a peer's, measured in alternating short chunks (robust to load).

    <peers-python> bench/paired_ratio.py [--chunk 0.5] [--pairs 40] [--peer "open_spiel hearts"]
                                         [--ours "ogallala (public) amigo 4" | --ours all] [--json FILE]

``peer_throughput.py`` times each benchmark in one block of several seconds, one after the
other; when something else runs on the machine for part of that time, the ratio of two blocks
is skewed. Here the peer's and our random playouts alternate in chunks of ``--chunk`` seconds
(order swapped every pair), each pair gives one ratio, and the median ratio over ``--pairs``
pairs is reported with its quartiles: load that comes and goes hits both sides of a pair alike.

Both sides are the very Bench objects of the shared script (``openspiel_benches``,
``rlcard_benches``) and of ``bench/ogallala_bench.py``, so the work per decision is the same as
in the main run.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import os
import random
import statistics
import sys
import time
from typing import Any

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
DEFAULT_PEER_SCRIPT = os.path.join(REPO, "..", "shared", "bench", "peer_throughput.py")


def _load(path: str, name: str) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _label(b: Any) -> str:
    return f"{b.framework} {b.game} {b.players}"


def _chunk(bench: Any, rng: random.Random, seconds: float) -> tuple[int, float]:
    decisions = 0
    t0 = time.perf_counter()
    while True:
        d, _ = bench.play_one(rng)
        decisions += d
        el = time.perf_counter() - t0
        if el >= seconds:
            return decisions, el


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--peer-script", default=os.environ.get("PEER_SCRIPT", DEFAULT_PEER_SCRIPT))
    ap.add_argument("--peer", action="append", default=None,
                    help="peer label prefix, e.g. 'open_spiel hearts' (repeatable; default: OpenSpiel hearts)")
    ap.add_argument("--ours", action="append", default=None,
                    help="our bench label prefix (repeatable; default: 'ogallala (public) amigo 4'; 'all': every one)")
    ap.add_argument("--chunk", type=float, default=0.5, help="seconds per chunk")
    ap.add_argument("--pairs", type=int, default=40)
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--json", default=None, help="also write the results here")
    args = ap.parse_args(argv)
    peers_wanted = args.peer or ["open_spiel hearts"]

    pt = _load(args.peer_script, "peer_throughput")
    sys.modules["__main__"].Bench = pt.Bench  # type: ignore[attr-defined]
    ours_mod = _load(os.path.join(HERE, "ogallala_bench.py"), "ogallala_bench")
    benches = pt.openspiel_benches(lambda m: None) + pt.rlcard_benches(lambda m: None) + ours_mod.benchmarks()
    by_label = {_label(b): b for b in benches}
    ours_wanted = args.ours or ["ogallala (public) amigo 4"]
    if ours_wanted == ["all"]:
        ours_wanted = [_label(b) for b in ours_mod.benchmarks()]
    ours_list = []
    for want in ours_wanted:
        ours = next((b for lab, b in by_label.items() if lab.startswith(want)), None)
        if ours is None:
            print(f"no bench of ours matches {want!r}; have: {sorted(by_label)}", file=sys.stderr)
            return 2
        ours_list.append(ours)
    out = []
    print(f"paired chunks: {args.pairs} pairs of {args.chunk:g} s, order swapped every pair; median ratio (quartiles)")
    print("| ours / peer | decisions/s ratio | ours decisions/s | peer decisions/s |")
    print("|---|---|---|---|")
    for ours, want in ((o, p) for o in ours_list for p in peers_wanted):
        peer = next((b for lab, b in by_label.items() if lab.startswith(want)), None)
        if peer is None:
            print(f"# peer {want!r} not available -> skipped", file=sys.stderr)
            continue
        rng_p, rng_o = random.Random(args.seed), random.Random(args.seed + 1)
        _chunk(peer, rng_p, args.chunk)  # warm-up
        _chunk(ours, rng_o, args.chunk)
        ratios, mine, theirs = [], [], []
        for i in range(args.pairs):
            if i % 2:
                dp, ep = _chunk(peer, rng_p, args.chunk)
                do, eo = _chunk(ours, rng_o, args.chunk)
            else:
                do, eo = _chunk(ours, rng_o, args.chunk)
                dp, ep = _chunk(peer, rng_p, args.chunk)
            mine.append(do / eo)
            theirs.append(dp / ep)
            ratios.append((do / eo) / (dp / ep))
        q = statistics.quantiles(ratios, n=4)
        row = {"ours": _label(ours), "peer": _label(peer), "pairs": args.pairs, "chunk": args.chunk,
               "ratio_median": statistics.median(ratios), "ratio_q1": q[0], "ratio_q3": q[2],
               "ours_steps_per_s_median": statistics.median(mine), "ours_steps_per_s_max": max(mine),
               "peer_steps_per_s_median": statistics.median(theirs), "peer_steps_per_s_max": max(theirs)}
        out.append(row)
        print(f"| {row['ours']} / {row['peer']} | {row['ratio_median']:.2f}x "
              f"({row['ratio_q1']:.2f}-{row['ratio_q3']:.2f}) | {row['ours_steps_per_s_median']:,.0f} "
              f"(max {row['ours_steps_per_s_max']:,.0f}) | {row['peer_steps_per_s_median']:,.0f} "
              f"(max {row['peer_steps_per_s_max']:,.0f}) |", flush=True)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"settings": vars(args), "paired": out}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
