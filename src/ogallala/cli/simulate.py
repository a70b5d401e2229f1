"""``ogallala simulate``: many seeded games between uniformly random bots, and their statistics.

Game ``i`` of a run with master seed ``S`` is dealt with seed :func:`derive_seed` ``(S, i, "deal")``
and its bots draw from ``random.Random(derive_seed(S, i, "bots"))``; both depend on nothing else,
so the same command prints the same numbers (apart from the timing line).
"""

from __future__ import annotations

import hashlib
import math
import random
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any, TextIO

from tqdm import tqdm

from ..game import new_game

#: End reasons (rules.md 4.3, 4.11), always reported, even when they did not occur.
REASONS = ("ended", "fifth-boat", "no-cards")
#: Events that are card actions or notable moments, always reported (others are added when seen).
ACTION_EVENTS = ("lasso", "shoot", "axe", "attack", "no-attack", "complete", "shift", "lapse", "discard",
                 "refill", "play-on", "loot-left")


def derive_seed(master: int, index: int, purpose: str) -> int:
    """A 63-bit seed for game ``index`` of a run (``purpose``: ``deal`` or ``bots``), stable across Pythons."""
    digest = hashlib.sha256(f"ogallala-simulate/{master}/{index}/{purpose}".encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def summary(values: Sequence[float]) -> dict[str, float]:
    """Mean, sample standard deviation (0 for one value), min and max."""
    n = len(values)
    if not n:
        return {"mean": 0.0, "stdev": 0.0, "min": 0.0, "max": 0.0}
    mean = math.fsum(values) / n
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    return {"mean": round(mean, 6), "stdev": round(math.sqrt(var), 6), "min": min(values), "max": max(values)}


def play_random_game(edition: str, players: int, seed: int, bot_seed: int,
                     variants: Sequence[str], deck: dict[str, int] | None = None) -> dict[str, Any]:
    """Play one game with uniformly random legal actions; return what the statistics need."""
    game = new_game(edition, players, seed, tuple(variants), deck=deck)
    rng = random.Random(bot_seed)
    apply = game.apply
    legal = game.legal_codes
    while not game.is_over():
        codes = legal()
        apply(codes[rng.randrange(len(codes))])
    result = game.result() or {}
    counts = Counter(str(ev.get("event")) for ev in game.events)
    return {
        "scores": list(result.get("scores", game.scores())),
        "winners": list(result.get("winners", [])),
        "reason": str(result.get("reason")),
        "turns": game.state.turn,
        "actions": len(game.history),
        "events": counts,
        "complete_boats": [sum(1 for b in game.boats(s) if b["complete"]) for s in range(players)],
    }


class Progress:
    """The progress of a run on stderr: a bar redrawn in place on a terminal (tqdm, once per percent
    and at 0%), a line per 10% otherwise."""

    def __init__(self, total: int, stream: TextIO, tty: bool) -> None:
        self.total = total
        self.stream = stream
        self.last = 0 if tty else -1
        self.bar = (tqdm(total=total, file=stream, ascii=".#", unit=" games", mininterval=0,
                         bar_format="[{bar:30}] {n_fmt}/{total_fmt} games ({rate_noinv_fmt})") if tty else None)

    def update(self, done: int) -> None:
        if self.bar is not None:
            step = done * 100 // self.total
            if step == self.last and done != self.total:
                return
            self.last = step
            self.bar.n = done
            if done == self.total:
                self.bar.close()  # the last redraw, with the overall rate, and the end of the line
            else:
                self.bar.refresh()
            return
        step = done * 10 // self.total
        if step == self.last:
            return
        self.last = step
        self.stream.write(f"simulate: {done}/{self.total} games\n")
        self.stream.flush()


def simulate(edition: str, players: int, games: int, seed: int, variants: Sequence[str] = (),
             progress: Callable[[int], None] | None = None, deck: dict[str, int] | None = None) -> dict[str, Any]:
    """Play ``games`` seeded random games and gather their statistics (one JSON-ready dict)."""
    started = time.perf_counter()
    scores: list[list[int]] = [[] for _ in range(players)]
    all_scores: list[int] = []
    best: list[int] = []
    turns: list[int] = []
    actions: list[int] = []
    boats: list[list[int]] = [[] for _ in range(players)]
    reasons: Counter[str] = Counter()
    events: Counter[str] = Counter()
    wins = [0] * players
    shares = [0.0] * players
    ties = 0
    for i in range(games):
        g = play_random_game(edition, players, derive_seed(seed, i, "deal"), derive_seed(seed, i, "bots"), variants,
                             deck)
        for s, v in enumerate(g["scores"]):
            scores[s].append(v)
            all_scores.append(v)
            boats[s].append(g["complete_boats"][s])
        best.append(max(g["scores"]))
        turns.append(g["turns"])
        actions.append(g["actions"])
        reasons[g["reason"]] += 1
        events.update(g["events"])
        winners = g["winners"]
        if len(winners) > 1:
            ties += 1
        for w in winners:
            wins[w] += 1
            shares[w] += 1 / len(winners)
        if progress is not None:
            progress(i + 1)
    elapsed = time.perf_counter() - started
    names = list(ACTION_EVENTS) + sorted(set(events) - set(ACTION_EVENTS))
    return {
        "edition": edition,
        "variants": sorted(set(variants)),
        "players": players,
        "games": games,
        "seed": seed,
        "scores": {"overall": summary(all_scores), "per_seat": [summary(s) for s in scores]},
        "winning_score": summary(best),
        "complete_boats": {"per_seat": [summary(b) for b in boats]},
        "turns": summary(turns),
        "actions": summary(actions),
        "end_reasons": {r: {"count": reasons[r], "share": round(reasons[r] / games, 6)}
                        for r in list(REASONS) + sorted(set(reasons) - set(REASONS))},
        "events": {e: {"total": events[e], "per_game": round(events[e] / games, 6)} for e in names},
        "wins": {"per_seat": wins, "shared_per_seat": [round(x, 6) for x in shares], "ties": ties},
        "seconds": round(elapsed, 3),
    }


def _fmt(x: float) -> str:
    return f"{x:.2f}" if isinstance(x, float) and not x.is_integer() else f"{x:g}"


def format_stats(st: dict[str, Any]) -> str:
    """The statistics as a readable report."""
    games = st["games"]
    lines = [
        f"Ogallala simulation: edition {st['edition']}"
        + (f" ({', '.join(st['variants'])})" if st["variants"] else "")
        + f", {st['players']} players, {games} games, seed {st['seed']}, uniformly random bots",
        "",
        f"{'':<20}{'mean':>9}{'stdev':>9}{'min':>7}{'max':>7}",
    ]

    def row(label: str, s: dict[str, float]) -> str:
        return f"{label:<20}{s['mean']:>9.2f}{s['stdev']:>9.2f}{_fmt(s['min']):>7}{_fmt(s['max']):>7}"

    lines.append(row("score, all seats", st["scores"]["overall"]))
    for i, s in enumerate(st["scores"]["per_seat"]):
        lines.append(row(f"score, seat {i}", s))
    lines.append(row("winning score", st["winning_score"]))
    for i, s in enumerate(st["complete_boats"]["per_seat"]):
        lines.append(row(f"complete boats, s{i}", s))
    lines.append(row("turns per game", st["turns"]))
    lines.append(row("actions per game", st["actions"]))
    lines += ["", "How games ended:"]
    for r, v in st["end_reasons"].items():
        lines.append(f"  {r:<12}{v['count']:>8}  {100 * v['share']:6.1f}%")
    lines += ["", "Wins per seat (ties count for every winner; share splits them):"]
    for i, (w, sh) in enumerate(zip(st["wins"]["per_seat"], st["wins"]["shared_per_seat"], strict=True)):
        lines.append(f"  seat {i}: {w:>7} wins  {100 * w / games:6.1f}%   share {sh:9.2f} = {100 * sh / games:5.1f}%")
    lines.append(f"  tied games: {st['wins']['ties']}")
    lines += ["", f"Events per game (mean over {games} games; total):"]
    for e, v in st["events"].items():
        lines.append(f"  {e:<12}{v['per_game']:>9.2f}{v['total']:>10}")
    lines += ["", f"time: {st['seconds']:.2f} s ({games / max(st['seconds'], 1e-9):.0f} games/s)"]
    return "\n".join(lines) + "\n"


def progress_for(games: int, mode: str | None, stream: TextIO | None = None) -> Callable[[int], None] | None:
    """The progress callback for a run: on a terminal, or when the run is large; ``mode`` forces it on or off."""
    stream = stream or sys.stderr
    tty = stream.isatty()
    if mode == "off" or (mode is None and not tty and games < 2000):
        return None
    return Progress(games, stream, tty).update
