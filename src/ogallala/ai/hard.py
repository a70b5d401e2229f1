"""``hard``: determinized Monte Carlo search guided by the medium evaluation.

For one decision it

1. samples a pool of games consistent with its view (:func:`.sampling.sample_game`: the hidden
   order and, in Pelikan, the face-down discard pile, dealt at random; the bot never sees the
   true state);
2. scores every legal action with the medium bot's one-ply look-ahead on the first sample and
   keeps the ``width`` best (default 3) as candidates (with ``hard:distinct=true``, the best of
   different values, :func:`best_of`; for a draw: every pile and the stop);
3. runs simulations round by round (perfect-information Monte Carlo with common random numbers):
   a round takes the next sampled game and one random seed and, for every candidate, applies it
   and plays on with a fast policy for every seat (each takes its best one-ply evaluation, draws
   from a random pile, stops drawing by medium's rule) to the end of the turn ``horizon`` turns
   after this one (default 0: the rest of this turn, so the draws still to come in it are
   simulated), then scores the position with the evaluation;
4. answers the look-ahead's favourite unless the simulations show another candidate better by more
   than ``z`` standard errors of their paired differences (:meth:`HardBot._pick`).

Its evaluation is medium's with :data:`.tables.HARD_WEIGHTS` (completion odds count at most 3 more
draws per seat, raids weigh less), or with the set the table's entry of ``expert_weights.json`` names
for hard (:func:`.tables.hard_weights`: where its own weights do not beat ``medium``, as in ASS with 2
and 4 players and AMIGO with 5); a weight given as an option (``hard:raid=0.4``) wins over both.

Its budget: ``hard:iterations=N`` for a fixed number of simulations (the same seed then gives the
same decisions on any machine: tournaments and tests use this), else ``hard:time=S`` seconds, else
the clock the caller gives (1 s by default).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..rules import State
from ..rules import actions as A
from ..rules import phases as P
from ..rules.actions import Action
from ..rules.determinize import determinize
from .base import Budget, SeededBot, View, no_cycle_collection
from .evaluate import Context, Weights, evaluate, share_boats
from .medium import draw_choice, value_after, weights_with
from .tables import HARD_WEIGHTS, hard_weights

_DRAW_PHASES = (P.DRAW, P.CONTINUE)


class RolloutPolicy:
    """The policy of the simulations: each seat takes the action with the best one-ply evaluation
    from its own side (at most ``cap`` of them looked at: a random subset, always with discard,
    done and no-attack); it draws from a random pile and stops drawing by medium's rule: when
    another card is expected to bring less than ``stop_below``, Crazy Axe's loss of the seat's
    least valuable complete boat counted in."""

    def __init__(self, contexts: list[Context], rng: random.Random, cap: int = 24) -> None:
        self.contexts = contexts
        self.rng = rng
        self.cap = cap

    def act(self, st: State) -> int:
        legal = st.legal()
        ph = st.phase
        rng = self.rng
        if ph in _DRAW_PHASES:
            if ph == P.CONTINUE and A.STOP in legal and self._expected_draw(st) < self.contexts[st.seat].w.stop_below:
                return A.STOP
            draws = [c for c in legal if c != A.STOP]
            return draws[rng.randrange(len(draws))] if draws else legal[0]
        cands = legal
        if len(legal) > self.cap:
            cands = rng.sample(legal, self.cap)
            for keep in (A.DISCARD, A.DONE, A.NO_ATTACK):
                if keep in legal and keep not in cands:
                    cands.append(keep)
        ctx = self.contexts[st.seat]
        share_boats(st)
        best = cands[0]
        best_v = -math.inf
        for code in cands:
            c = st.copy()
            c.apply_unchecked(code)
            v = evaluate(c, ctx)
            if v > best_v:
                best_v = v
                best = code
        return best


    def _expected_draw(self, st: State) -> float:
        ctx = self.contexts[st.seat]
        if not ctx.frac_axe:
            return ctx.draw_gain
        complete = [b for b in st.boats_of(st.seat) if b.complete]
        loss = min(st.ed.boat_points(b.cells, True) for b in complete) if complete else 0
        return ctx.draw_gain - ctx.frac_axe * loss


def simulate(st: State, policy: RolloutPolicy, horizon: int, max_steps: int = 300) -> State:
    """Play on (in place) to the end of the turn ``horizon`` turns after this one (0: the rest of
    this turn), the end of the game, or ``max_steps`` decisions."""
    last = st.turn + horizon
    steps = 0
    while st.phase != P.OVER and st.turn <= last and steps < max_steps:
        st.apply_unchecked(policy.act(st))
        steps += 1
    return st


def best_of(prior: Sequence[float], width: int, distinct: bool) -> list[int]:
    """The indices of the ``width`` best values of ``prior``, best first (ties in the order given).
    ``distinct``: of every value only its first, so that moves the look-ahead cannot tell apart (a
    card put in one or another of equally empty places) take one candidate's place, not all of
    them, and the simulations compare moves it values differently."""
    order = sorted(range(len(prior)), key=lambda i: -prior[i])
    if not distinct:
        return order[:width]
    out: list[int] = []
    seen: set[float] = set()
    for i in order:
        key = round(prior[i], 9)  # equal but for the order of a sum's terms
        if key not in seen:
            seen.add(key)
            out.append(i)
            if len(out) == width:
                break
    return out


class HardBot(SeededBot):
    """``hard``: determinized Monte Carlo search over a few candidates (module docstring)."""

    name = "hard"

    def __init__(self, seed: int | None = None, iterations: int | None = None, time: float | None = None,
                 width: int = 3, horizon: int = 0, samples: int = 8, cap: int = 24, z: float = 2.0,
                 distinct: bool | None = None, **options: Any) -> None:
        # the names are checked here; the table's set (:func:`.tables.hard_weights`) is taken in choose
        self.weights = weights_with(options, self.name, HARD_WEIGHTS)
        self.chosen_weights = {k: float(v) for k, v in options.items() if k in Weights.__dataclass_fields__}
        self.table: tuple[str, int] | None = None
        opts: dict[str, Any] = {"width": width, "horizon": horizon, "samples": samples, "cap": cap, "z": z,
                                **options}
        if distinct is not None:
            opts["distinct"] = bool(distinct)
        if iterations is not None:
            opts["iterations"] = iterations
        if time is not None:
            opts["time"] = time
        super().__init__(seed, **opts)
        self.iterations = None if iterations is None else max(1, int(iterations))
        self.time = None if time is None else float(time)
        self.width = max(1, int(width))
        self.horizon = max(0, int(horizon))
        self.samples = max(1, int(samples))
        self.cap = max(1, int(cap))
        self.z = float(z)
        self.distinct = bool(distinct)
        self.last_stats: dict[str, Any] = {}

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        table = (view.edition, view.players)
        if table != self.table:
            self._settle(*table)
        if len(legal) == 1:
            return legal[0]
        with no_cycle_collection():  # the search makes no cycles: the collector would only slow it
            return self._search(view, legal, clock)

    def _search(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        budget = self._budget(clock)
        me = view.seat
        assert me is not None and view.decision is not None, "a bot decides only for its own seat"
        rng = self.rng
        pool = self.worlds(view)
        contexts = [Context(pool[0], s, self.weights) for s in range(pool[0].n)]
        ctx = contexts[me]
        cands = self.candidates(view, legal, pool[0], ctx)
        if len(cands) == 1:
            return cands[0]
        k = len(cands)
        values: list[list[float]] = [[] for _ in range(k)]
        it = 0
        limit = budget.iterations
        rounds = 0
        # Perfect-information Monte Carlo with common random numbers: in each round every candidate
        # is simulated on the same sampled game with the same random choices, so their difference
        # is not drowned by the luck of the draw.
        while True:
            st0 = self.world(pool, rounds)
            seed = rng.getrandbits(32)
            ends: list[State] = []
            for i in range(k):
                if (limit is not None and it >= limit) or (limit is None and it >= k and budget.expired()):
                    break
                st = st0.copy()
                st.apply_unchecked(cands[i].code)
                ends.append(simulate(st, RolloutPolicy(contexts, random.Random(seed), cap=self.cap), self.horizon))
                it += 1
            for i, v in enumerate(self.leaves(ends, ctx)):
                values[i].append(v)
            if len(ends) < k:
                break
            rounds += 1
        best = self._pick(values)
        self.last_stats = {"iterations": it, "candidates": [str(a) for a in cands],
                           "visits": [len(v) for v in values],
                           "means": [sum(v) / len(v) if v else -math.inf for v in values]}
        return cands[best]

    def candidates(self, view: View, legal: Sequence[Action], st: State, ctx: Context) -> list[Action]:
        """The moves the simulations compare, the one to keep unless overruled first: for a draw, the
        pile medium's rule picks, then the other piles and the stop; else the look-ahead's ``width`` best
        (on ``st``, the first deal of the view)."""
        if view.decision is not None and view.decision.phase in ("draw", "continue") and not self.searches_draws:
            first, _ = draw_choice(view, legal, self.weights)
            return [first] + [a for a in legal if a != first]
        prior = [value_after(st, a.code, ctx) for a in legal]
        return [legal[i] for i in best_of(prior, self.width, self.distinct)]

    def _settle(self, edition: str, players: int) -> None:
        """Take the table's weights from the file (:func:`.tables.hard_weights`; options given win)."""
        self.weights = replace(hard_weights(edition, players), **self.chosen_weights)
        self.table = (edition, players)

    def leaves(self, ends: list[State], ctx: Context) -> list[float]:
        """The values of a round's last positions for the searching seat (the evaluation)."""
        return [evaluate(st, ctx) for st in ends]

    #: whether a draw is searched like any decision (only worth it where the worlds know the piles)
    searches_draws = False

    def worlds(self, view: View) -> list[State]:
        """The games the search plays out: ``samples`` deals consistent with the view, the hidden order
        dealt at random (never read)."""
        return [share_boats(determinize(view, self.rng)) for _ in range(self.samples)]

    def world(self, pool: list[State], rounds: int) -> State:
        """The game round ``rounds`` of the simulations plays on (the pool in turn)."""
        return pool[rounds % len(pool)]

    def _pick(self, values: list[list[float]]) -> int:
        """The candidate to play: the first (the look-ahead's favourite) unless the simulations show
        another better by more than ``z`` standard errors of their paired differences."""
        rounds = len(values[-1])  # rounds every candidate took part in
        best, best_score = 0, 0.0
        if rounds < 2:
            return 0
        base = values[0][:rounds]
        for j in range(1, len(values)):
            diffs = [a - b for a, b in zip(values[j][:rounds], base, strict=True)]
            mean = sum(diffs) / rounds
            var = sum((d - mean) ** 2 for d in diffs) / (rounds - 1)
            se = math.sqrt(var / rounds)
            score = mean - self.z * se
            if score > best_score:
                best, best_score = j, score
        return best

    def _budget(self, clock: Budget) -> Budget:
        if self.iterations is not None:
            return Budget(seconds=None, iterations=self.iterations)
        seconds = self.time if self.time is not None else (clock.seconds if clock.seconds is not None else 1.0)
        if clock.seconds is not None and self.time is not None:
            seconds = min(seconds, clock.remaining())
        b = Budget(seconds=max(0.0, seconds * 0.95), iterations=None)
        b.started = clock.started if self.time is None else b.started
        return b
