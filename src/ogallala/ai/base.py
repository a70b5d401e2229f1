"""The bot protocol: a bot sees its seat's view, the legal actions and a time budget, and answers one action.

A bot never reaches the true game state. What it knows is the view (``Game.view(seat)``: rivers,
pile sizes, the public discard pile, the contents of piles made from it, the pending decision);
a search bot that needs whole games samples the hidden pile order with
:func:`ogallala.ai.sampling.sample_game`.

Every bot is built as ``Class(seed=..., **options)``; all of its random choices come from its own
``random.Random(seed)``, so the same seed gives the same decisions.
"""

from __future__ import annotations

import gc
import random
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import Any, Protocol, runtime_checkable

from ..rules.actions import Action
from ..view import View

__all__ = ["Bot", "Budget", "RandomBot", "SeededBot", "View", "no_cycle_collection"]


class Budget:
    """How long a bot may think about one decision: seconds (wall clock) and/or iterations.

    ``seconds=None`` means no time limit; ``iterations=None`` means no iteration limit. The clock
    starts when the budget is made (or at :meth:`restart`).
    """

    __slots__ = ("seconds", "iterations", "started")

    def __init__(self, seconds: float | None = 1.0, iterations: int | None = None) -> None:
        if seconds is not None and seconds < 0:
            raise ValueError(f"a time budget is >= 0 seconds, not {seconds!r}")
        if iterations is not None and iterations < 0:
            raise ValueError(f"an iteration budget is >= 0, not {iterations!r}")
        self.seconds = seconds
        self.iterations = iterations
        self.started = time.perf_counter()

    def restart(self) -> Budget:
        self.started = time.perf_counter()
        return self

    def elapsed(self) -> float:
        return time.perf_counter() - self.started

    def remaining(self) -> float:
        """Seconds left (infinity without a time limit)."""
        if self.seconds is None:
            return float("inf")
        return self.seconds - self.elapsed()

    def expired(self) -> bool:
        return self.seconds is not None and self.elapsed() >= self.seconds

    def __repr__(self) -> str:
        return f"Budget(seconds={self.seconds!r}, iterations={self.iterations!r})"


@contextmanager
def no_cycle_collection() -> Iterator[None]:
    """Hold off Python's cycle collector while a search runs, and let it run again after.

    A search makes and drops a great many small objects (copies of the game, the evaluation's
    cached boats) that contain no cycles, so reference counting frees them all; the collector,
    started by those allocations every few hundred of them, only walks them (and the search's
    caches, again and again) to find nothing. Measured, it took a third of a search's time
    (docs/experiments/search-without-cycle-collector.md). The collector is turned back on only if it was on when the
    use began: a caller that keeps it off keeps it off, and of uses that overlap (nested, or in
    threads) the one that turned it off turns it back on."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


@runtime_checkable
class Bot(Protocol):
    """A player that is a program (docs/architecture.md, "ogallala.ai and ogallala.tournament").

    ``choose`` gets the seat's view, the legal actions of the pending decision (never empty) and
    the budget for this decision, and returns one of ``legal``.
    """

    name: str

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action: ...


class SeededBot:
    """A convenient base: keeps the seed, the options and a private ``random.Random``."""

    name = "bot"

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        self.seed = seed
        self.rng = random.Random(seed)
        self.options = options

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:  # pragma: no cover
        raise NotImplementedError

    def __repr__(self) -> str:
        opts = ",".join(f"{k}={v}" for k, v in sorted(self.options.items()))
        return f"<{type(self).__name__} {self.name}{':' + opts if opts else ''} seed={self.seed}>"


class RandomBot(SeededBot):
    """``random``: a uniformly random legal action."""

    name = "random"

    def __init__(self, seed: int | None = None, **options: Any) -> None:
        if options:
            raise ValueError(f"bot 'random' takes no options, got {', '.join(sorted(options))}")
        super().__init__(seed)

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        return legal[self.rng.randrange(len(legal))]
