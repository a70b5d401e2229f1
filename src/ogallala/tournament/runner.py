"""Run bot tournaments: seating by rotation, duplicate deals, games in parallel processes.

Determinism: every game is a :class:`GameTask` that holds its deal seed and one seed per seat,
all derived from the master seed by hashing (:func:`derive_seed`); worker processes receive
tasks, never shared generators, and results are put back in task order before anything is
counted. The same seed gives the same games with any number of processes (as long as the bots
use iteration budgets, not time budgets).

Seating: the bots listed (a, b, c, ...) are dealt to the seats in order, repeating when there are
fewer bots than seats; deal ``d`` starts at bot ``d * players`` of that endless list, so with more
bots than seats consecutive deals cycle through them. Each deal is played once per rotation of
that line-up over the seats (seat ``i`` gets line-up entry ``(i + r) mod players``), so every bot
sits everywhere equally and meets the same cards from every seat: luck of the deal cancels out.
"""

from __future__ import annotations

import os
import sys
import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any, TextIO

from tqdm import tqdm

from ..ai.base import Budget
from ..ai.registry import make_bot
from ..game import new_game
from ..rules.errors import OgallalaError
from ..seeds import derive_seed


class TournamentError(OgallalaError):
    """A bot failed (raised, or answered an action that is not legal), or a tournament cannot run."""

    code = "tournament-error"


@dataclass(frozen=True)
class GameTask:
    """One game of a tournament: everything a worker needs, seeds included."""

    index: int
    deal: int
    rotation: int
    edition: str
    variants: tuple[str, ...]
    players: int
    deal_seed: int
    bots: tuple[str, ...]  # the bot spec at each seat
    bot_seeds: tuple[int, ...]
    seconds: float | None = None  # time budget per decision handed to the bots (None: none)
    keep_record: bool = True
    luck: bool = False  # measure every seat's luck of the draw (ogallala.tournament.luck)


@dataclass
class GameResult:
    """What one game gave: scores, winners, the record and how long the bots thought."""

    index: int
    deal: int
    rotation: int
    bots: tuple[str, ...]
    scores: list[int]
    winners: list[int]
    reason: str
    decisions: list[int]  # per seat
    think: list[float]  # seconds per seat
    record: dict[str, Any] | None = field(default=None, repr=False)
    luck: list[float] | None = None  # every seat's luck of the draw, where the task asked for it


def seating(bots: Sequence[str], players: int, deal: int) -> list[str]:
    """The line-up of deal ``deal``: the listed bots in order, repeated, from bot ``deal * players``."""
    m = len(bots)
    return [bots[(deal * players + i) % m] for i in range(players)]


def rotate(lineup: Sequence[str], rotation: int) -> tuple[str, ...]:
    """Seat ``i`` gets line-up entry ``(i + rotation) mod players``."""
    n = len(lineup)
    return tuple(lineup[(i + rotation) % n] for i in range(n))


def make_tasks(edition: str, variants: Sequence[str], players: int, bots: Sequence[str], games: int, seed: int,
               seconds: float | None = None, keep_records: bool = True, luck: bool = False) -> list[GameTask]:
    """The games of a tournament: ``games`` rounded up to whole deals (one game per rotation)."""
    if not bots:
        raise TournamentError("a tournament needs at least one bot")
    if games < 1:
        raise TournamentError(f"a tournament needs at least one game, not {games}")
    deals = -(-games // players)
    tasks = []
    for d in range(deals):
        lineup = seating(bots, players, d)
        deal_seed = derive_seed(seed, "deal", d)
        for r in range(players):
            i = d * players + r
            tasks.append(GameTask(
                index=i, deal=d, rotation=r, edition=edition, variants=tuple(variants), players=players,
                deal_seed=deal_seed, bots=rotate(lineup, r),
                bot_seeds=tuple(derive_seed(seed, "bot", d, r, s) for s in range(players)),
                seconds=seconds, keep_record=keep_records, luck=luck))
    return tasks


def play_game(task: GameTask) -> GameResult:
    """Play one game of a tournament (in any process). A failing bot raises TournamentError."""
    game = new_game(task.edition, task.players, task.deal_seed, task.variants)
    bots = [make_bot(spec, s) for spec, s in zip(task.bots, task.bot_seeds, strict=True)]
    decisions = [0] * task.players
    think = [0.0] * task.players
    while not game.is_over():
        seat = game.current_seat
        assert seat is not None
        legal = game.legal_actions()
        view = game.view(seat)
        clock = Budget(seconds=task.seconds)
        t0 = time.perf_counter()
        try:
            action = bots[seat].choose(view, legal, clock)
        except Exception as e:
            raise TournamentError(
                f"game {task.index} (deal seed {task.deal_seed}): bot {task.bots[seat]!r} at seat {seat} "
                f"failed: {type(e).__name__}: {e}") from e
        think[seat] += time.perf_counter() - t0
        decisions[seat] += 1
        if action not in legal:
            raise TournamentError(
                f"game {task.index} (deal seed {task.deal_seed}): bot {task.bots[seat]!r} at seat {seat} "
                f"chose {action!r}, which is not legal (legal: {', '.join(map(str, legal[:8]))}"
                f"{', ...' if len(legal) > 8 else ''})")
        game.apply(action)
    res = game.result()
    assert res is not None
    record = None
    if task.keep_record:
        record = game.record()
        record["tournament"] = {"game": task.index, "deal": task.deal, "rotation": task.rotation,
                                "bots": list(task.bots), "bot_seeds": list(task.bot_seeds)}
    luck = None
    if task.luck:
        from .luck import game_luck

        luck = [round(x, 6) for x in game_luck(game)]
    return GameResult(index=task.index, deal=task.deal, rotation=task.rotation, bots=task.bots,
                      scores=list(res["scores"]), winners=list(res["winners"]), reason=str(res["reason"]),
                      decisions=decisions, think=think, record=record, luck=luck)


def default_jobs() -> int:
    return max(1, len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else (os.cpu_count() or 1))


def run_local(tasks: Sequence[GameTask], jobs: int) -> Iterator[GameResult]:
    """Play the tasks in ``jobs`` processes (1: in this process); yields results as they finish."""
    if jobs <= 1 or len(tasks) <= 1:
        for t in tasks:
            yield play_game(t)
        return
    import multiprocessing as mp

    ctx = mp.get_context("fork" if sys.platform.startswith("linux") else "spawn")
    with ctx.Pool(processes=min(jobs, len(tasks))) as pool:
        yield from pool.imap_unordered(play_game, tasks, chunksize=1)


def run_ray(tasks: Sequence[GameTask], address: str) -> Iterator[GameResult]:
    """Play the tasks on a Ray cluster (``address``: ``auto``, ``ray://host:port``, or ``local``
    for a Ray instance started here). Needs the optional ``ray`` extra."""
    try:
        import ray
    except ImportError:
        raise TournamentError("--ray needs Ray: pip install 'ogallala[ray]' (or pip install ray)") from None
    if not ray.is_initialized():
        if address == "local":
            ray.init(include_dashboard=False, log_to_driver=False)
        else:
            ray.init(address=address, log_to_driver=False)
    remote = ray.remote(play_game)
    pending = [remote.remote(t) for t in tasks]
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for ref in done:
            yield ray.get(ref)


def run_tasks(tasks: Sequence[GameTask], jobs: int = 1, ray_address: str | None = None,
              progress: TextIO | None = None,
              on_result: Callable[[GameResult], None] | None = None) -> list[GameResult]:
    """Play every task and return the results in task order; a progress bar on ``progress`` if given."""
    source: Iterable[GameResult] = run_ray(tasks, ray_address) if ray_address else run_local(tasks, jobs)
    out: dict[int, GameResult] = {}
    with tqdm(total=len(tasks), file=progress, disable=progress is None, ascii=".#", mininterval=0.2,
              bar_format="[{bar:30}] {n_fmt}/{total_fmt} games  {elapsed} elapsed, {remaining} left") as bar:
        for res in source:
            out[res.index] = res
            if on_result is not None:
                on_result(res)
            bar.update()
    return [out[t.index] for t in tasks]
