"""The luck of the draw in a finished game, to take out of a match's results (a control variate in the
manner of AIVAT: N. Burch et al., *AIVAT: A New Variance Reduction Technique for Agent Evaluation in
Imperfect Information Games*, AAAI 2018).

Every card drawn from a pile is a chance event: the game is replayed step by step (the forced steps too,
:func:`ogallala.rules.effects.apply_one`), and at each draw each seat's chance to win is read by a value
function ``V`` after the card that came, and as its expectation over the cards the pile could have given
(:func:`ogallala.rules.effects.chance_outcomes`: what nobody sees, or a public pile's known cards). A seat's
luck is the sum over the game of ``V(after the card) - E[V(after a card)]``. Whatever ``V`` is, each term
has mean zero, so a seat's share of the win less its luck has the same mean as the share, and where ``V``
follows the game well it varies much less: a match needs fewer games to tell two bots apart. (The deal
itself is the other chance event; duplicate deals with rotated seats take it out.)

``V`` is a TD network given (:mod:`ogallala.ai.td`), else the table's value network (:mod:`ogallala.ai.value`)
where one is shipped, else the logistic of
each seat's lead in the points the evaluation expects (:func:`ogallala.ai.analysis.margin_chance`), scaled to
add up to 1 over the seats; a finished game counts its real shares. So the seats' luck adds up to zero.
Each term is computed from the position every seat sees alike (the cards a draw may give are the same for
all), so the correction is a function of the public course of the game.
"""

from __future__ import annotations

from ..ai.analysis import margin_chance
from ..ai.evaluate import Context
from ..ai.tables import expert_weights
from ..ai.td import Inputs, TDNet
from ..ai.value import NETS, ValueNet, shipped, win_share
from ..game import Game, new_game
from ..rules import State
from ..rules import phases as P
from ..rules.effects import apply_one, chance_outcomes, drawn_pile
from ..rules.errors import ConfigError


class Chances:
    """``V``: every seat's chance to win a position (module docstring); ``td``, a TD network of the table
    (:mod:`ogallala.ai.td`), reads the positions instead of the shipped value network."""

    def __init__(self, edition: str, players: int, td: TDNet | None = None) -> None:
        table = f"{edition}/{players}"
        if td is not None and (td.edition, td.players) != (edition, players):
            raise ConfigError(f"the TD network is for {td.edition} with {td.players} players, not {table}")
        self.td = td
        self.inputs = Inputs(edition, players) if td is not None else None
        self.net: ValueNet | None = shipped(table) if table in NETS and td is None else None
        self.weights = expert_weights(edition, players)
        self.players = players

    def of(self, states: list[State]) -> list[list[float]]:
        """Each state's chances, seat by seat (a finished game: the real shares)."""
        out: list[list[float]] = []
        live: list[int] = []
        for k, st in enumerate(states):
            if st.phase == P.OVER:
                out.append([win_share(st, s) for s in range(self.players)])
            else:
                out.append([])
                live.append(k)
        if not live:
            return out
        if self.td is not None and self.inputs is not None:
            import numpy as np

            x = np.zeros((len(live), self.inputs.size), np.float32)
            for row, k in enumerate(live):
                self.inputs.write(states[k], 0, self.inputs.context(states[k], 0), x[row])
            for k, p in zip(live, self.td.probabilities(x).tolist(), strict=True):
                out[k] = p  # seats from seat 0 on: seat by seat
        elif self.net is not None:
            import numpy as np

            from ..ai.value import features

            rows = [features(states[k], 0, Context(states[k], 0, self.weights)) for k in live]
            probs = self.net.probabilities(np.asarray(rows, dtype=np.float64))  # seats from seat 0 on
            for k, p in zip(live, probs.tolist(), strict=True):
                out[k] = p
        else:
            for k in live:
                st = states[k]
                ctx = Context(st, 0, self.weights)
                m = [margin_chance(st, s, ctx) for s in range(self.players)]
                total = sum(m)
                out[k] = [x / total for x in m]  # chances that add up to 1, as the networks' do
        return out


def game_luck(game: Game, chances: Chances | None = None) -> list[float]:
    """Every seat's luck of the draw in a finished game that was dealt from a seed (module docstring)."""
    if not game.is_over():
        raise ConfigError("the luck of a game is measured once it is over")
    if game.start is not None or game.seed is None:
        raise ConfigError("the luck is measured on a game dealt from a seed, not one started from a position")
    v = chances or Chances(game.edition, game.players)
    s = new_game(game.edition, game.players, game.seed, game.variants,
                 deck=game.custom_deck).state.copy()  # the same deal, replayed step by step
    luck = [0.0] * game.players

    def step(code: int) -> None:
        if drawn_pile(s, code) >= 0:
            outcomes = chance_outcomes(s, code)
            assert outcomes is not None
            apply_one(s, code)
            values = v.of([s] + [o for _, o in outcomes])
            for seat in range(game.players):
                luck[seat] += values[0][seat] - sum(p * vals[seat] for (p, _), vals in
                                                    zip(outcomes, values[1:], strict=True))
        else:
            apply_one(s, code)

    for action in game.history:
        step(action.code)
        while s.phase != P.OVER:
            legal = s.legal()
            if len(legal) != 1:
                break
            step(legal[0])
    if s.phase != P.OVER or s.scores() != game.scores():
        raise ConfigError("the game's record does not replay to its end")  # pragma: no cover - an engine fault
    return luck


__all__ = ["Chances", "game_luck"]
