"""``easy``: a rule of thumb, one look ahead with a crude score.

It tries every legal action on a game sampled from its view and keeps the one after which
``4 x own score + cards in own boats that have a bow or stern - 2 x best other score`` is highest;
draws from a random pile and, after a card that lets the turn go on, draws again with chance 0.6;
ends the game whenever it leads.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..rules import State
from ..rules import actions as A
from ..rules import phases as P
from ..rules.actions import Action
from ..rules.cards import IS_BOW, IS_STERN
from ..rules.determinize import determinize
from .base import Budget, SeededBot, View


def crude_score(state: State, me: int) -> float:
    """The easy bot's score of a position from seat ``me``'s side."""
    scores = state.scores()
    best_other = max(sc for s, sc in enumerate(scores) if s != me)
    if state.phase == P.OVER:
        return 10_000.0 if scores[me] >= best_other else -10_000.0
    v = 4.0 * scores[me] - 2.0 * best_other
    for b in state.boats_of(me):
        if b.complete:
            continue
        cards = [x for x in b.cells if x]
        ends = IS_BOW[cards[0] >> 2] + IS_STERN[cards[-1] >> 2]
        if ends:
            v += len(cards) * ends
    return v


class EasyBot(SeededBot):
    """``easy``: a simple rule of thumb (see the module docstring)."""

    name = "easy"

    def __init__(self, seed: int | None = None, go_on: float = 0.6, **options: Any) -> None:
        if options:
            raise ValueError(f"bot 'easy' takes only go_on, got {', '.join(sorted(options))}")
        super().__init__(seed, go_on=go_on)
        self.go_on = float(go_on)

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        if len(legal) == 1:
            return legal[0]
        assert view.decision is not None and view.seat is not None, "a bot decides only for its own seat"
        me = view.seat
        phase = view.decision.phase
        if phase in ("draw", "continue"):
            draws = [a for a in legal if A.DRAW <= a.code < A.DRAW + 3]
            if phase == "continue" and (not draws or self.rng.random() >= self.go_on):
                return next(a for a in legal if a.code == A.STOP)
            return draws[self.rng.randrange(len(draws))]
        if phase == "end":
            scores = view.scores
            lead = scores[me] >= max(sc for s, sc in enumerate(scores) if s != me)
            return next(a for a in legal if a.code == (A.END if lead else A.CONTINUE))
        st = determinize(view, self.rng)
        best: list[Action] = []
        best_v = float("-inf")
        for a in legal:
            c = st.copy()
            c.apply_unchecked(a.code)
            v = crude_score(c, me)
            if v > best_v + 1e-9:
                best_v = v
                best = [a]
            elif v > best_v - 1e-9:
                best.append(a)
        return best[self.rng.randrange(len(best))]
