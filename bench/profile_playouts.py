#!/usr/bin/env python3
"""Profile random playouts through the public API with cProfile.

    python bench/profile_playouts.py [--edition amigo] [--games 200] [--players 4] [--top 30]
                                     [--sort tottime] [--variant two-tribes] [--engine] [--out FILE.prof]

Plays ``--games`` uniformly random games (``g.legal_actions()`` + ``g.apply(...)``, as
``bench/ogallala_bench.py`` does; ``--engine``: ``g.state.legal()`` + ``apply_unchecked``) under
cProfile and prints the functions with the most time, plus per-decision figures.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import random
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "src"))

import ogallala


def play_public(n: int, players: int, variants: tuple[str, ...], seed: int, edition: str = "amigo") -> int:
    rng = random.Random(seed)
    decisions = 0
    for _ in range(n):
        g = ogallala.new_game(edition, players=players, seed=rng.getrandbits(62), variants=variants)
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(rng.choice(acts))
            decisions += 1
    return decisions


def play_engine(n: int, players: int, variants: tuple[str, ...], seed: int, edition: str = "amigo") -> int:
    rng = random.Random(seed)
    decisions = 0
    for _ in range(n):
        s = ogallala.new_game(edition, players=players, seed=rng.getrandbits(62), variants=variants).state
        lg = s.legal()
        while lg:
            s.apply_unchecked(rng.choice(lg))
            decisions += 1
            lg = s.legal()
    return decisions


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--edition", default="amigo", choices=("amigo", "ass", "pelikan"))
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--variant", action="append", default=[])
    ap.add_argument("--engine", action="store_true", help="profile the engine fast path instead")
    ap.add_argument("--seed", type=int, default=20240601)
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--sort", default="tottime", help="pstats sort key (tottime, cumulative, ncalls)")
    ap.add_argument("--out", default=None, help="also dump the raw profile here (for snakeviz etc.)")
    args = ap.parse_args(argv)
    play = play_engine if args.engine else play_public
    variants = tuple(args.variant)

    t0 = time.perf_counter()
    d = play(args.games, args.players, variants, args.seed, args.edition)
    plain = time.perf_counter() - t0

    prof = cProfile.Profile()
    t0 = time.perf_counter()
    prof.enable()
    d2 = play(args.games, args.players, variants, args.seed, args.edition)
    prof.disable()
    profiled = time.perf_counter() - t0
    assert d == d2, "the same seed must give the same games"

    shown_variants = " " + " ".join(variants) if variants else ""
    print(f"# {args.games} random {args.players}-player {args.edition} games{shown_variants}, "
          f"{'engine fast path' if args.engine else 'public API'}, seed {args.seed}")
    print(f"# {d} decisions ({d / args.games:.1f}/game); without profiler {plain:.2f} s = "
          f"{d / plain:,.0f} decisions/s, {plain / d * 1e6:.2f} us/decision; under cProfile {profiled:.2f} s")
    s = io.StringIO()
    st = pstats.Stats(prof, stream=s).strip_dirs().sort_stats(args.sort)
    st.print_stats(args.top)
    print(s.getvalue())
    if args.out:
        st.dump_stats(args.out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
