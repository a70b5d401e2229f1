#!/usr/bin/env python3
"""The conformance sweep at scale: random games of every edition over its variants and player counts,
played on the batched core (:class:`ogallala.env.batch.Batch`), every game checked.

    .venv/bin/python bench/conformance_sweep.py [--games 1000000] [--editions amigo,ass,pelikan]
                                                [--jobs N] [--state FILE] [--out FILE]

``--games`` games per edition, spread evenly over the edition's configurations (the ones
tests/conformance/test_random_games.py sweeps: every player count with no variant and with each
variant, plus its combinations), played in chunks of :data:`CHUNK` games by ``--jobs`` processes
(default: the cores) with a progress bar. Each game is a sequence of uniformly random legal codes
from a seeded generator, stepped in batches of :data:`SLOTS` games. Checked:

- after every action: the decision that follows has a legal move (or the game is over), the code
  played was legal, every card of the deck is somewhere (the census), the game ends within
  ``MAX_ACTIONS``;
- at one action in ``SAMPLE``: the touched rivers keep their edition's lasting constraints, the
  position round-trips through ``load_position``;
- in one game in :data:`LEAK_EVERY`, at a random step: two positions that differ only in the hidden
  pile order give every seat the same view, and no view holds a pile's order;
- at the end: the result's reason, scores and winners hold together, and ``replay(record)`` rebuilds
  the final position.

The sweep is resumable: the chunks done, the counts and every problem (with the game's record, which
replays it) are kept in ``--state`` (default ``bench/out/sweep-state.json``) after each chunk; run the
same command again to go on. ``--out`` writes the summary as JSON. Exit status 1 when a problem was found.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

import ogallala
from ogallala.env.batch import Batch

#: Games a chunk plays (the unit of work and of resuming), and games stepped together in it.
CHUNK = 500
SLOTS = 32
#: The costlier checks: at one action in SAMPLE, and the views' leak check in one game in LEAK_EVERY.
SAMPLE = 200
LEAK_EVERY = 50
MAX_ACTIONS = 5000
REASONS = {"ended", "fifth-boat", "no-cards", "three-boats"}
KEEP_PROBLEMS = 50


def configs(edition: str) -> list[tuple[int, tuple[str, ...]]]:
    """(players, variants) of an edition, as the conformance test sweeps them."""
    from conformance.test_random_games import CONFIGS

    out: list[tuple[int, tuple[str, ...]]] = []
    for ed, players, variants, _ in CONFIGS:
        if ed == edition and (players, variants) not in out:
            out.append((players, variants))
    return out


def chunks(editions: list[str], games: int) -> Iterator[tuple[str, int, tuple[str, ...], int, int]]:
    """(edition, players, variants, chunk id, games) of the whole sweep, in a fixed order."""
    for edition in editions:
        cs = configs(edition)
        per = games // len(cs)
        rest = games - per * len(cs)
        for k, (players, variants) in enumerate(cs):
            n = per + (1 if k < rest else 0)
            for c in range(0, n, CHUNK):
                yield edition, players, variants, c // CHUNK, min(CHUNK, n - c)


def key_of(edition: str, players: int, variants: tuple[str, ...], chunk: int) -> str:
    return f"{edition}/{players}/{'+'.join(variants) or '-'}/{chunk}"


def census_ok(game: ogallala.Game, total: int) -> str | None:
    census = game.census()
    if census["total"] != total:
        return f"census total {census['total']} of {total}"
    parts = sum(census["piles"]) + census["discard"] + sum(census["rivers"]) + census["resolution"]
    if parts + census.get("out_of_play", 0) != total:
        return f"census parts {parts} + {census.get('out_of_play', 0)} of {total}"
    return None


def rivers_ok(game: ogallala.Game, tribes: bool) -> str | None:
    from conformance.test_random_games import mat_constraint_breaks
    from conftest import river_constraint_breaks

    ed = game.state.ed
    for seat in range(game.players):
        river = game.river(seat)
        breaks = (river_constraint_breaks(river, tribes) if ed.free_layout
                  else mat_constraint_breaks(river, game.state.width, ed.row_unique, tribes))
        if breaks:
            return f"seat {seat}'s river breaks the placement rules: {breaks}"
    return None


def leak_ok(game: ogallala.Game, rng: random.Random) -> str | None:
    from conformance.test_random_games import check_views_hide_pile_order

    try:
        check_views_hide_pile_order(game, rng)
    except AssertionError as e:
        return f"views: {e}"
    return None


def end_ok(game: ogallala.Game) -> str | None:
    res = game.result()
    if res is None or res["reason"] not in REASONS:
        return f"a game over without a known reason: {res}"
    scores = game.scores()
    if res["scores"] != scores or res["winners"] != [s for s in range(game.players) if scores[s] == max(scores)]:
        return f"the result does not match the scores: {res} vs {scores}"
    if game.legal_codes():
        return "a game over still has legal moves"
    again = ogallala.replay(json.loads(json.dumps(game.record())))
    if again.position() != game.position():
        return "replay(record) does not rebuild the final position"
    return None


def run_chunk(edition: str, players: int, variants: tuple[str, ...], chunk: int, games: int) -> dict[str, Any]:
    """Play and check ``games`` games of one configuration: the chunk's counts and problems."""
    tribes = "two-tribes" in variants
    base = hash_seed(edition, players, variants, chunk)
    batch = Batch(min(SLOTS, games), edition, players, variants)
    batch.reset(seeds=[base + i for i in range(batch.n)])
    choose = [random.Random(base * 31 + i) for i in range(batch.n)]
    check = random.Random(base)
    total = len(batch.games[0].state.deck)
    steps = [0] * batch.n
    leak_at = [check.randrange(1, 150) if check.randrange(LEAK_EVERY) == 0 else -1 for _ in range(batch.n)]
    done = actions = 0
    problems: list[dict[str, Any]] = []
    started = [batch.n]  # games dealt so far (the first batch.n at once)
    live = [True] * batch.n

    def problem(i: int, text: str) -> None:
        game = batch.games[i]
        problems.append({"config": key_of(edition, players, variants, chunk), "slot": i,
                         "episode": int(batch.episodes[i]), "step": steps[i], "problem": text,
                         "record": game.record()})

    def next_game(i: int) -> None:
        nonlocal done
        done += 1
        if started[0] < games:
            batch.restart(i)
            started[0] += 1
            steps[i] = 0
            leak_at[i] = check.randrange(1, 150) if check.randrange(LEAK_EVERY) == 0 else -1
        else:
            live[i] = False

    codes = [0] * batch.n
    while any(live):
        for i in range(batch.n):
            game = batch.games[i]
            if not live[i] or game.is_over():
                codes[i] = -1
                continue
            legal = game.state.legal()
            if not legal:
                problem(i, f"no legal move in phase {game.phase}")
                codes[i] = -1
                next_game(i)
                continue
            if steps[i] == leak_at[i]:
                text = leak_ok(game, check)
                if text:
                    problem(i, text)
            codes[i] = legal[choose[i].randrange(len(legal))]
        # a game over or retired is given a code the batch skips; the others step together
        batch.step([c if c >= 0 else 0 for c in codes], auto_reset=False)
        for i in range(batch.n):
            if codes[i] < 0 or not live[i]:
                continue
            actions += 1
            steps[i] += 1
            game = batch.finished[i] or batch.games[i]
            if batch.illegal[i]:
                problem(i, f"a legal code {codes[i]} was refused")
                next_game(i)
                continue
            text = census_ok(game, total)
            if text is None and check.randrange(SAMPLE) == 0:
                text = rivers_ok(game, tribes)
                if text is None:
                    loaded = ogallala.load_position(game.position())
                    if loaded.position() != game.position() or loaded.legal_codes() != game.legal_codes():
                        text = "position() does not round-trip"
            if text is None and steps[i] > MAX_ACTIONS:
                text = f"the game did not end within {MAX_ACTIONS} actions"
            if text is None and game.is_over():
                text = end_ok(game)
                if text is None:
                    next_game(i)
                    continue
            if text is not None:
                problem(i, text)
                next_game(i)
    return {"key": key_of(edition, players, variants, chunk), "edition": edition, "games": done,
            "actions": actions, "problems": problems}


def hash_seed(edition: str, players: int, variants: tuple[str, ...], chunk: int) -> int:
    """A chunk's base seed, fixed by its configuration and number (not Python's salted hash)."""
    text = key_of(edition, players, variants, chunk)
    h = 1469598103934665603
    for b in text.encode():
        h = ((h ^ b) * 1099511628211) % (1 << 61)
    return h


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=1_000_000, help="games per edition (default 1,000,000)")
    ap.add_argument("--editions", default="amigo,ass,pelikan")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--state", type=Path, default=Path("bench/out/sweep-state.json"))
    ap.add_argument("--out", type=Path, help="write the summary here as JSON")
    args = ap.parse_args()
    from tqdm import tqdm

    editions = [e for e in args.editions.split(",") if e]
    for e in editions:
        if e not in ogallala.EDITIONS:
            ap.error(f"unknown edition {e!r}: {', '.join(ogallala.EDITIONS)}")
    plan = list(chunks(editions, args.games))
    state: dict[str, Any] = {"games_per_edition": args.games, "done": {}, "problems": [], "seconds": 0.0}
    if args.state.exists():
        state = json.loads(args.state.read_text())
        if state.get("games_per_edition") != args.games:
            ap.error(f"{args.state} is a sweep of {state.get('games_per_edition')} games an edition: "
                     f"use --games {state.get('games_per_edition')}, or another --state")
    todo = [c for c in plan if key_of(c[0], c[1], c[2], c[3]) not in state["done"]]
    args.state.parent.mkdir(parents=True, exist_ok=True)
    total_games = sum(c[4] for c in plan)
    bar = tqdm(total=total_games, initial=sum(d["games"] for d in state["done"].values()), unit="game",
               smoothing=0.05, desc="sweep")
    start = time.time()
    spent = state["seconds"]
    with ProcessPoolExecutor(args.jobs) as pool:
        futures = [pool.submit(run_chunk, *c) for c in todo]
        for f in as_completed(futures):
            r = f.result()
            state["done"][r["key"]] = {"edition": r["edition"], "games": r["games"], "actions": r["actions"],
                                       "problems": len(r["problems"])}
            state["problems"] = (state["problems"] + r["problems"])[:KEEP_PROBLEMS]
            state["seconds"] = spent + time.time() - start
            tmp = args.state.with_suffix(".tmp")
            tmp.write_text(json.dumps(state))
            tmp.replace(args.state)
            bar.update(r["games"])
            if r["problems"]:
                bar.write(f"{r['key']}: {len(r['problems'])} problem(s), the first: {r['problems'][0]['problem']}")
    bar.close()
    summary: dict[str, Any] = {"games_per_edition": args.games, "seconds": round(state["seconds"]), "editions": {}}
    for e in editions:
        rows = [d for d in state["done"].values() if d["edition"] == e]
        summary["editions"][e] = {"games": sum(d["games"] for d in rows), "actions": sum(d["actions"] for d in rows),
                                  "problems": sum(d["problems"] for d in rows), "configurations": len(configs(e))}
    print(json.dumps(summary, indent=1))
    if args.out:
        args.out.write_text(json.dumps(summary, indent=1) + "\n")
    return 1 if any(v["problems"] for v in summary["editions"].values()) else 0


if __name__ == "__main__":
    sys.exit(main())
