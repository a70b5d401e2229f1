"""``expert``: the strongest level: hard's search with an evaluation tuned per edition and player count.

It is :class:`.hard.HardBot`'s determinized Monte Carlo search with five differences:

1. **weights per table**: the evaluation's weights (:class:`.evaluate.Weights`) come from
   ``expert_weights.json``, one set per edition and player count, tuned by CMA-ES in self-play
   (``make_data/tune_weights.py``; the file records the command that made each set). A table the file
   does not name plays with the nearest player count of its edition, else with hard's weights;
2. **a fresh deal per round**: every round of simulations plays on a new game sampled from the
   view, so its rounds are independent and the paired test between candidates is not overconfident
   (hard reuses a pool of 8);
3. **its own budget per table** (``iterations`` and ``horizon`` in the file), calibrated to about
   0.2 s per decision on one core;
4. **a learned value** where the file names a network for the table (``value``): the simulations'
   last positions are scored by the network's chance that the seat wins (:mod:`.value`), not by
   the evaluation's points ahead (``expert:value=false`` turns it off);
5. **distinct candidates** where the file says so (``distinct``): the moves the simulations compare
   are the look-ahead's best of different values, one move of each (:func:`.hard.best_of`), not its
   three best, which in Pelikan are mostly one card in three places it values alike
   (``expert:distinct=false`` or ``true`` decides it for any table).

Like every level it reads its seat's view only (the leak tests cover it). Options are hard's
(``expert:iterations=200,horizon=1``, any weight: ``expert:raid=0.4``); an option given wins over the
file. The file's checksum is recorded here (:data:`WEIGHTS_SHA256`) and checked by a test, so the
weights a build plays with are the ones its docs measured.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from ..rules import State
from ..rules.determinize import determinize
from ..rules.errors import ConfigError
from .base import View
from .evaluate import Context, share_boats
from .hard import HardBot
from .tables import WEIGHTS_FILE, WEIGHTS_SHA256, expert_weights, table_settings, weights_bytes, weights_table
from .value import NETS, ValueNet, shipped

__all__ = ["DEFAULT_ITERATIONS", "WEIGHTS_FILE", "WEIGHTS_SHA256", "ExpertBot", "expert_weights", "table_settings",
           "weights_bytes", "weights_table"]

#: What a table not in the file plays with.
DEFAULT_ITERATIONS = 144


class ExpertBot(HardBot):
    """``expert``: hard's search, tuned per table, a fresh deal per round (module docstring)."""

    name = "expert"

    def __init__(self, seed: int | None = None, iterations: int | None = None, time: float | None = None,
                 horizon: int | None = None, value: bool | None = None, distinct: bool | None = None,
                 **options: Any) -> None:
        if "samples" in options:  # hard's pool of deals: the expert deals afresh every round instead
            raise ConfigError("expert takes no samples option: it samples a fresh deal for every round of "
                              "simulations (hard:samples=N sets the pool of hard's deals)")
        super().__init__(seed, iterations=iterations, time=time, horizon=horizon or 0, distinct=distinct, **options)
        if horizon is None:
            del self.options["horizon"]
        del self.options["samples"]
        self.chosen_iterations = iterations
        self.chosen_horizon = horizon
        self.chosen_value = value
        self.chosen_distinct = distinct
        if value is not None:
            self.options["value"] = bool(value)
        self.net: ValueNet | None = None

    def _settle(self, edition: str, players: int) -> None:
        """Take the file's weights and budget for this table (options given win)."""
        settings = table_settings(edition, players)
        self.weights = replace(expert_weights(edition, players), **self.chosen_weights)
        if self.chosen_iterations is None and self.time is None:
            self.iterations = int(settings.get("iterations", DEFAULT_ITERATIONS))
        if self.chosen_horizon is None:
            self.horizon = int(settings.get("horizon", 0))
        if self.chosen_distinct is None:
            self.distinct = bool(settings.get("distinct", False))
        net = settings.get("value")
        use = bool(net) if self.chosen_value is None else self.chosen_value
        if use and not net:
            raise ConfigError(f"expert has no value network for {edition} with {players} players "
                              f"(there are: {', '.join(sorted(NETS)) or 'none'})")
        self.net = shipped(str(net)) if use else None
        self.table = (edition, players)

    def leaves(self, ends: list[State], ctx: Context) -> list[float]:
        if self.net is None:
            return super().leaves(ends, ctx)
        return self.net.win_chances(ends, ctx.seat, ctx)

    def worlds(self, view: View) -> list[State]:
        # The first deal scores the candidates; the rounds sample afresh (world()).
        self._view = view
        return [share_boats(determinize(view, self.rng))]

    def world(self, pool: list[State], rounds: int) -> State:
        return pool[0] if rounds == 0 else share_boats(determinize(self._view, self.rng))
