"""``medium``: a one-ply search with a real evaluation (:mod:`.evaluate`).

For a decision about a card, a target or the end of the game, it samples games consistent with
its view (``samples`` of them, default 1: most decisions do not depend on the hidden order), tries
every legal action on a copy, follows its own small follow-up decisions (the attack a completion
brings, the lasso's or archer's target, the end decision) greedily, and keeps the action with the
best average evaluation. For a draw it compares the piles by the cards they may hold (a pile made
from the public discard pile holds known cards) and stops drawing when the risk of Crazy Axe,
which would sink its least valuable complete boat, outweighs what another card brings.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from ..rules import State
from ..rules import actions as A
from ..rules import phases as P
from ..rules.actions import Action
from ..rules.cards import CRAZY_AXE, KIND
from ..rules.determinize import determinize, unseen
from .base import Budget, SeededBot, View
from .evaluate import DEFAULT, Context, Weights, card_gain, evaluate, share_boats

#: Own follow-up decisions with few choices that the look-ahead resolves greedily.
FOLLOW_UP = frozenset({P.ATTACKER, P.ATTACK, P.SECOND, P.END, P.LASSO_TAKE, P.SHOOT, P.AXE, P.HUNT, P.TAKE})


def value_after(st: State, code: int, ctx: Context, depth: int = 2) -> float:
    """The evaluation after ``code`` and the best own follow-up decisions (up to ``depth`` more)."""
    c = share_boats(st).copy()
    c.apply_unchecked(code)
    if depth > 0 and c.phase in FOLLOW_UP and c.seat == ctx.seat:
        return max(value_after(c, nxt, ctx, depth - 1) for nxt in c.legal())
    return evaluate(c, ctx)


def draw_choice(view: View, legal: Sequence[Action], ctx_weights: Weights = DEFAULT) -> tuple[Action, float]:
    """The best draw (or ``stop``) by the cards the piles may hold; returns it and its expected gain."""
    me = view.seat
    assert me is not None, "a bot decides only for its own seat"
    hidden = Counter(c.id for c in unseen(view))
    complete = [b.points for b in view.rivers[me].boats if b.complete]
    axe_loss = float(min(complete)) if complete else 0.0
    best: Action | None = None
    best_gain = float("-inf")
    for a in legal:
        if not A.DRAW <= a.code < A.DRAW + 3:
            continue
        pile = view.piles[a.code - A.DRAW]
        comp: Counter[str] = Counter()
        if pile.known is not None:
            for card, k in pile.known.items():
                comp[card.id] += k
        if not comp:
            comp = hidden
        total = sum(comp.values())
        if not total:
            continue
        gain = 0.0
        for cid, k in comp.items():
            kind = KIND[cid]
            g = -axe_loss if kind == CRAZY_AXE else card_gain(kind)
            gain += g * k
        gain /= total
        if gain > best_gain:
            best_gain = gain
            best = a
    stop = next((a for a in legal if a.code == A.STOP), None)
    if best is None or (stop is not None and best_gain < ctx_weights.stop_below):
        assert stop is not None or best is not None
        return (stop if stop is not None else legal[0]), 0.0
    return best, best_gain


def weights_with(options: dict[str, Any], bot: str, base: Weights = DEFAULT) -> Weights:
    """``base`` with the evaluation weights named in ``options`` changed (see :class:`.Weights`)."""
    fields = set(Weights.__dataclass_fields__)
    bad = sorted(set(options) - fields)
    if bad:
        raise ValueError(f"bot {bot!r} has no option {', '.join(bad)} (options: samples, {', '.join(sorted(fields))})")
    return replace(base, **{k: float(v) for k, v in options.items()})


class MediumBot(SeededBot):
    """``medium``: one-ply look-ahead with the evaluation of :mod:`.evaluate` (module docstring)."""

    name = "medium"

    def __init__(self, seed: int | None = None, samples: int = 1, **options: Any) -> None:
        self.weights = weights_with(options, "medium")
        super().__init__(seed, samples=samples, **options)
        self.samples = max(1, int(samples))

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        if len(legal) == 1:
            return legal[0]
        assert view.decision is not None, "a bot decides only while the game runs"
        if view.decision.phase in ("draw", "continue"):
            return draw_choice(view, legal, self.weights)[0]
        scores = self.action_values(view, legal)
        top = max(scores)
        best = [a for a, v in zip(legal, scores, strict=True) if v >= top - 1e-9]
        return best[self.rng.randrange(len(best))]

    def action_values(self, view: View, legal: Sequence[Action]) -> list[float]:
        """The average evaluation after each legal action over ``samples`` sampled games."""
        me = view.seat
        assert me is not None, "a bot decides only for its own seat"
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            st = determinize(view, self.rng)
            ctx = Context(st, me, self.weights)
            for i, a in enumerate(legal):
                totals[i] += value_after(st, a.code, ctx)
        return [t / self.samples for t in totals]
