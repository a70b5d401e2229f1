"""An experiment: the value network as the score of ``medium``'s one-ply look-ahead.

:class:`NetLookahead` is ``medium`` with the expert's weights of the table, except that it keeps the
action after which the table's value network (:mod:`ogallala.ai.value`) gives its seat the best
chance to win, where ``medium`` keeps the one the evaluation values most. It exists only here, to
measure whether the network is a better guide than the evaluation one move deep (docs/bots.md, "The
value network"); no table can choose it. Options:

* ``stop=true``: score the position as the turn would end there (``stop`` applied where the turn could
  go on), the kind of position the network was trained on (the start of a turn);
* ``tie=X``: add ``X`` times the evaluation to the network's chance, which decides among actions the
  network cannot tell apart.

Run it through ``bench/strength.py`` (this directory is on the path of a script run from it)::

    python bench/strength.py ladder --seed 77 --games 1000 --jobs 1 --chunk 200 --edition amigo --players 4 \\
        --out bench/results/net-lookahead-amigo-4p.json \\
        --pairs net_lookahead:NetLookahead,medium,medium,medium \\
                net_lookahead:NetLookahead:tie=0.0001,medium,medium,medium \\
                net_lookahead:NetLookahead:stop=true,tie=0.0001,medium,medium,medium \\
                medium:WEIGHTS,medium,medium,medium

(``WEIGHTS``: the expert's weights of the table, as ``name=value`` options, for the baseline.)
"""

from __future__ import annotations

from collections.abc import Sequence

from ogallala.ai.base import Budget, View
from ogallala.ai.evaluate import Context, evaluate, share_boats
from ogallala.ai.expert import expert_weights, table_settings
from ogallala.ai.medium import FOLLOW_UP, MediumBot
from ogallala.ai.value import ValueNet, shipped
from ogallala.rules import State
from ogallala.rules import actions as A
from ogallala.rules import phases as P
from ogallala.rules.actions import Action
from ogallala.rules.determinize import determinize
from ogallala.rules.errors import ConfigError


def state_after(st: State, code: int, ctx: Context, stop: bool, depth: int = 2) -> State:
    """The position after ``code`` and the best own follow-up decisions by the evaluation (as
    ``medium.value_after``), with the turn ended there if ``stop``."""
    c = share_boats(st).copy()
    c.apply_unchecked(code)
    if depth > 0 and c.phase in FOLLOW_UP and c.seat == ctx.seat:
        ends = [state_after(c, nxt, ctx, stop, depth - 1) for nxt in c.legal()]
        return max(ends, key=lambda e: evaluate(e, ctx))
    if stop and c.phase == P.CONTINUE and c.seat == ctx.seat:
        c.apply_unchecked(A.STOP)
    return c


class NetLookahead(MediumBot):
    """``medium`` scoring its one-ply look-ahead by the value network (module docstring)."""

    name = "net-lookahead"

    def __init__(self, seed: int | None = None, samples: int = 1, stop: bool = False, tie: float = 0.0) -> None:
        super().__init__(seed, samples=samples)
        self.options.update(stop=bool(stop), tie=float(tie))
        self.stop = bool(stop)
        self.tie = float(tie)
        self.table: tuple[str, int] | None = None
        self.net: ValueNet | None = None

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        table = (view.edition, view.players)
        if table != self.table:
            net = table_settings(*table).get("value")
            if not net:
                raise ConfigError(f"no value network for {view.edition} with {view.players} players")
            self.weights = expert_weights(*table)
            self.net = shipped(str(net))
            self.table = table
        return super().choose(view, legal, clock)

    def action_values(self, view: View, legal: Sequence[Action]) -> list[float]:
        me = view.seat
        assert me is not None and self.net is not None
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            st = determinize(view, self.rng)
            ctx = Context(st, me, self.weights)
            ends = [state_after(st, a.code, ctx, self.stop) for a in legal]
            for i, p in enumerate(self.net.win_chances(ends, me, ctx)):
                totals[i] += p + (self.tie * evaluate(ends[i], ctx) if self.tie else 0.0)
        return [t / self.samples for t in totals]
