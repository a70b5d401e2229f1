"""Ogallala benchmarks for ``peer_throughput.py --extra bench/ogallala_bench.py``.

Random AMIGO playouts measured the same way as the peer frameworks (OpenSpiel, RLCard,
PettingZoo): uniform random choice among the legal actions with ``random.Random``, from the
deal to the end of the game, in one process and one thread.

Benches (framework label / game label):

``ogallala (public)`` / ``amigo`` (2, 4, 5 players), ``amigo two-tribes``, ``ass`` and ``pelikan`` (4 players)
    The PUBLIC API, as a user would drive it::

        g = ogallala.new_game("amigo", players=P, seed=..., variants=...)
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(rng.choice(acts))

    decisions     = actions applied with ``Game.apply`` (the engine applies a decision that
                    has a single legal action by itself; those forced steps are not counted,
                    while OpenSpiel counts every decision node, forced or not)
    chance events = shuffles: 1 for the deal + the refills used (read from ``g.state`` once per
                    game; ``g.events`` would turn every event into a dict just to count them)
    clone         = ``Game.copy()`` of mid-game games sampled uniformly from random games

``ogallala (engine)`` / ``amigo`` (4 players) -- SECONDARY line
    The fast path under the facade: ``s = g.state``; ``s.legal()`` (integer codes) and
    ``s.apply_unchecked(code)``; no Action objects, no legality check. Its clone is
    ``State.copy()`` (without the event list). Not what the public API costs.

The module puts ``<repo>/src`` first on ``sys.path`` so it runs under any interpreter
(e.g. the peers' venv, which does not have ogallala installed). The engine's compiled modules
lie in ``src`` once the package is installed editable (``bash scripts/test`` does it); the
interpreter must then be the same Python version, else the pure-Python engine is measured. The
notes say which engine ran.

Run it alone (no peers needed)::

    python bench/ogallala_bench.py [--seconds 2]
"""

from __future__ import annotations

import os
import random
import sys
from collections.abc import Callable
from typing import Any

_REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
_SRC = os.path.join(_REPO, "src")
if _SRC not in sys.path:
    sys.path.insert(0, _SRC)

import ogallala  # noqa: E402

FRAMEWORK = "ogallala (public)"
ENGINE_BUILD = "compiled engine" if ogallala.COMPILED else "pure-Python engine"
ENGINE = "ogallala (engine)"
POOL_SIZE = 64


def _game_label(variants: tuple[str, ...], edition: str = "amigo") -> str:
    return edition + "".join(" " + v for v in variants)


def _seed(rng: random.Random) -> int:
    return rng.getrandbits(62)


# ----------------------------------------------------------------- public API


def make_play_public(players: int, variants: tuple[str, ...],
                     edition: str = "amigo") -> Callable[[random.Random], tuple[int, int]]:
    new_game = ogallala.new_game

    def play_one(rng: random.Random) -> tuple[int, int]:
        g = new_game(edition, players=players, seed=_seed(rng), variants=variants)
        choice = rng.choice
        decisions = 0
        while not g.is_over():
            acts = g.legal_actions()
            g.apply(choice(acts))
            decisions += 1
        s = g.state  # read once per game: building g.events would cost more than the count is worth
        return decisions, 1 + s.ed.max_refills - s.refills

    return play_one


def walk_public(rng: random.Random, players: int, variants: tuple[str, ...], edition: str = "amigo"):
    """Yield the live game at each decision point of one random game."""
    g = ogallala.new_game(edition, players=players, seed=_seed(rng), variants=variants)
    while not g.is_over():
        yield g
        g.apply(rng.choice(g.legal_actions()))


def reservoir(items, rng: random.Random, snap: Callable[[Any], Any]) -> Any:
    """A uniformly random element of a stream of live states, copied only when picked."""
    kept = None
    for i, x in enumerate(items, 1):
        if rng.random() * i < 1.0:
            kept = snap(x)
    return kept


def make_pool_public(players: int, variants: tuple[str, ...],
                     edition: str = "amigo") -> Callable[[random.Random], list[Any]]:
    def clone_pool(rng: random.Random) -> list[Any]:
        return [reservoir(walk_public(rng, players, variants, edition), rng, lambda g: g.copy())
                for _ in range(POOL_SIZE)]

    return clone_pool


# ----------------------------------------------------------------- engine fast path


def make_play_engine(players: int, variants: tuple[str, ...]) -> Callable[[random.Random], tuple[int, int]]:
    new_game = ogallala.new_game

    def play_one(rng: random.Random) -> tuple[int, int]:
        s = new_game("amigo", players=players, seed=_seed(rng), variants=variants).state
        choice = rng.choice
        legal = s.legal
        apply = s.apply_unchecked
        decisions = 0
        lg = legal()
        while lg:  # legal() is empty once the game is over
            apply(choice(lg))
            decisions += 1
            lg = legal()
        return decisions, 1 + s.ed.max_refills - s.refills

    return play_one


def make_pool_engine(players: int, variants: tuple[str, ...]) -> Callable[[random.Random], list[Any]]:
    def walk(rng: random.Random):
        s = ogallala.new_game("amigo", players=players, seed=_seed(rng), variants=variants).state
        while s.legal():
            yield s
            s.apply_unchecked(rng.choice(s.legal()))

    def clone_pool(rng: random.Random) -> list[Any]:
        return [reservoir(walk(rng), rng, lambda s: s.copy()) for _ in range(POOL_SIZE)]

    return clone_pool


# ----------------------------------------------------------------- the --extra hook


def _bench_class() -> Any:
    """peer_throughput's Bench when loaded by it, else a stand-in with the same fields."""
    main = sys.modules.get("__main__")
    b = getattr(main, "Bench", None)
    if b is not None:
        return b
    import dataclasses

    @dataclasses.dataclass
    class Bench:
        framework: str
        game: str
        players: int
        play_one: Callable[[random.Random], tuple[int, int]]
        clone_pool: Callable[[random.Random], list[Any]] | None = None
        clone: Callable[[Any], Any] | None = None
        clone_label: str = ""
        note: str = ""

    return Bench


def benchmarks() -> list[Any]:
    Bench = _bench_class()
    out = []
    for edition, players, variants in (("amigo", 2, ()), ("amigo", 4, ()), ("amigo", 5, ()),
                                       ("amigo", 4, ("two-tribes",)), ("ass", 4, ()), ("pelikan", 4, ())):
        out.append(Bench(
            FRAMEWORK, _game_label(variants, edition), players,
            make_play_public(players, variants, edition),
            make_pool_public(players, variants, edition), lambda g: g.copy(), "Game.copy()",
            note=f"ogallala {ogallala.__version__} ({ENGINE_BUILD}); Game.legal_actions() + Game.apply(); "
                 "decisions exclude forced single-action steps; chance = deal + refills",
        ))
    out.append(Bench(
        ENGINE, "amigo", 4,
        make_play_engine(4, ()),
        make_pool_engine(4, ()), lambda s: s.copy(), "State.copy()",
        note="SECONDARY: internal fast path g.state.legal() + apply_unchecked(code); not the public API",
    ))
    return out


def _main(argv: list[str] | None = None) -> int:
    """Run these benches alone, with peer_throughput's method (warm-up, median of repeats)."""
    import argparse
    import statistics
    import time

    ap = argparse.ArgumentParser(description="Ogallala random-playout throughput, without the peers")
    ap.add_argument("--seconds", type=float, default=2.0)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--seed", type=int, default=20240601)
    args = ap.parse_args(argv)
    print("| framework | game | pl | games/s | decisions/s | us/decision | decisions/game | chance/game | us/clone |")
    print("|---|---|---|---|---|---|---|---|---|")
    for b in benchmarks():
        rng = random.Random(args.seed)
        for _ in range(3):
            b.play_one(rng)
        runs = []
        for _ in range(args.repeats):
            g = d = c = 0
            t0 = time.perf_counter()
            while True:
                dd, cc = b.play_one(rng)
                g += 1
                d += dd
                c += cc
                el = time.perf_counter() - t0
                if el >= args.seconds:
                    break
            runs.append((g / el, d / el, g, d, c))
        gps = statistics.median(r[0] for r in runs)
        dps = statistics.median(r[1] for r in runs)
        games = sum(r[2] for r in runs)
        dec = sum(r[3] for r in runs)
        ch = sum(r[4] for r in runs)
        pool = b.clone_pool(random.Random(args.seed + 1))
        n = 0
        t0 = time.perf_counter()
        while time.perf_counter() - t0 < min(args.seconds, 1.0):
            for x in pool:
                b.clone(x)
            n += len(pool)
        us = (time.perf_counter() - t0) / n * 1e6
        print(f"| {b.framework} | {b.game} | {b.players} | {gps:.1f} | {dps:,.0f} | {1e6 / dps:.2f} | "
              f"{dec / games:.1f} | {ch / games:.2f} | {us:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(_main())
