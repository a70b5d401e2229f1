"""Analysis of a finished game for one seat: at each of its decisions, its chance to win before and
after the move it played, the best alternative with its chance, and the biggest losses as mistakes.

Every estimate is made from that seat's view at that moment (what the player could have known): the
hidden cards are dealt at random (:func:`determinize`), every candidate move is played on each deal,
the game goes on for :data:`HORIZON` more turns by the search bots' simulation policy for every seat
(:class:`.hard.RolloutPolicy`, with the ``expert`` bot's evaluation weights for the table), and the
position reached is scored by the table's value network (:mod:`.value`: the seat's chance to win, a
number between 0 and 1, not a win or a loss), or, at a table without one, by the logistic of the
seat's lead in the points the evaluation expects (:func:`margin_chance`); a game over is scored by
its result. A continuous score of a short play-out varies far less from deal to deal than the win or
loss of a game played out to its end (a standard deviation of about 4 points of chance against 50),
and costs a twentieth. All candidates meet the same deals and the same random choices, so their
difference is not drowned by the luck of the draw. The deals come ``samples`` at a time, up to
:data:`GROW` times ``samples``, while the played move's loss against the best alternative is neither
beyond :data:`Z` standard errors of the paired differences, nor smaller than :data:`MISTAKE` by that
margin, nor measured to within :data:`PRECISE`, and up to :data:`GROW_SE` times while its standard
error is above :data:`MAX_SE` (:func:`measure`). A move counts as a mistake only where the best
alternative beats it by more than ``Z`` standard errors (two face-down piles differ only by luck, and
are never a mistake). The candidates are the move played and the ``width`` best others of the medium
evaluation's look-ahead (one move of each value at the tables where the expert compares such
distinct candidates; a discard is so compared with the best places of the card); in a draw decision,
drawing and stopping (the piles lie face down: which one is luck). Deterministic for a seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any

from ..game import Game, replay
from ..rules import State
from ..rules import phases as P
from ..rules.determinize import determinize
from .base import no_cycle_collection
from .evaluate import Context, seat_values, share_boats
from .expert import expert_weights, table_settings
from .hard import RolloutPolicy, best_of, simulate
from .medium import value_after
from .value import NETS, SCALE, ValueNet, shipped

#: A move whose chance is at least this much below the best alternative's is a mistake.
MISTAKE = 0.05
#: A loss is sure when it is more than this many standard errors of the paired differences.
Z = 2.5
#: Turns played after the move before the table's value network scores the position.
HORIZON = 2
#: Deals are added in steps of the first ``samples`` up to this many times as many, while the loss of
#: the move played is neither clear (beyond ``Z`` standard errors) nor measured to within ``PRECISE``
#: (:func:`measure`)...
GROW = 4
PRECISE = 0.01
#: ... and while its standard error is above this, up to ``GROW_SE`` times as many deals then (a loss is
#: shown with its standard error, at most 3 points).
MAX_SE = 0.03
GROW_SE = 32
#: Without a network the expected margin counts: a lead of this share of the edition's scale is a 73% chance.
MARGIN_SCALE = 0.1


@dataclass(frozen=True)
class Choice:
    action: str
    chance: float


@dataclass(frozen=True)
class Moment:
    """One decision of the seat: the ``index``-th action of the game."""

    index: int
    turn: int
    phase: str
    played: str
    before: float  # the chance with the best move found (the position's worth to the seat)
    after: float  # the chance after the move played
    best: str  # the best move found (the played one when none is better)
    loss: float  # before - after
    sure: bool  # the loss is more than 2.5 standard errors of the paired differences (not luck of the deals)
    choices: tuple[Choice, ...]  # every candidate measured, best first
    #: the standard error of ``loss`` (of the paired differences between the best move and the one
    #: played; where the played move is the best, against the best of the others); 0 with one candidate
    se: float = 0.0


@dataclass(frozen=True)
class Analysis:
    seat: int
    edition: str
    players: int
    samples: int
    seed: int
    moments: tuple[Moment, ...]

    def mistakes(self, threshold: float = MISTAKE, limit: int = 5) -> list[Moment]:
        """The moves that lost at least ``threshold`` of a win chance, the biggest losses first."""
        big = [m for m in self.moments if m.loss >= threshold and m.sure]
        return sorted(big, key=lambda m: (-m.loss, m.index))[:limit]

    def to_json(self) -> dict[str, Any]:
        out = asdict(self)
        out["mistakes"] = [m.index for m in self.mistakes()]
        return out


def _candidates(game: Game, played: int, width: int, rng: random.Random) -> list[int]:
    """The codes to measure: the move played first, then the look-ahead's best ``width`` (of different
    values where the expert's candidates are, :func:`.hard.best_of`; every move in a draw decision)."""
    codes = game.legal_codes()
    seat = game.current_seat
    assert seat is not None
    if game.phase in ("draw", "continue"):
        # face-down piles differ only by luck: a draw is weighed against stopping, not against another pile
        stop = [a.code for a in game.legal_actions() if str(a) == "stop"]
        draws = [c for c in codes if c not in stop]
        rest = (stop if played not in stop else draws[:1]) if stop else []
    elif len(codes) <= width + 1:
        rest = [c for c in codes if c != played]
    else:
        st = share_boats(determinize(game.view(seat), rng))
        ctx = Context(st, seat, expert_weights(game.edition, game.players))
        others = [c for c in codes if c != played]
        prior = [value_after(st, c, ctx) for c in others]
        distinct = bool(table_settings(game.edition, game.players).get("distinct", False))
        rest = [others[i] for i in best_of(prior, width, distinct)]
    return [played, *rest]


def _net(game: Game) -> ValueNet | None:
    """The table's value network that scores the play-outs' last positions, if one is shipped."""
    table = f"{game.edition}/{game.players}"
    return shipped(table) if table in NETS else None


def margin_chance(st: State, seat: int, ctx: Context) -> float:
    """A position's worth to ``seat`` without a network: the logistic of its lead over the best other
    seat, in units of :data:`MARGIN_SCALE` of the edition's scale of points, in the points the
    evaluation expects each seat to make (:func:`.evaluate.seat_values`; the scores once it is over).
    A tie is one half."""
    values = st.scores() if st.phase == P.OVER else seat_values(st, ctx)
    lead = values[seat] - max(v for s, v in enumerate(values) if s != seat)
    scale = MARGIN_SCALE * SCALE.get(st.ed.id, 100.0)
    return 1.0 / (1.0 + math.exp(-max(-60.0, min(60.0, lead / scale))))


def estimate(game: Game, codes: list[int], samples: int, rng: random.Random, cap: int = 12) -> list[list[float]]:
    """The deciding seat's chance on each deal after each of ``codes``, from its view (module docstring):
    ``out[i][k]`` for code ``i`` on deal ``k``."""
    seat = game.current_seat
    assert seat is not None, "a finished game has no decision to estimate"
    view = game.view(seat, events=False)
    net = _net(game)
    out: list[list[float]] = [[] for _ in codes]
    with no_cycle_collection():  # the play-outs make no cycles (.base.no_cycle_collection)
        for _ in range(samples):
            st0 = share_boats(determinize(view, rng))
            weights = expert_weights(view.edition, view.players)
            contexts = [Context(st0, s, weights) for s in range(st0.n)]
            seed = rng.getrandbits(32)
            ends = []
            for code in codes:
                st = st0.copy()
                st.apply_unchecked(code)
                ends.append(simulate(st, RolloutPolicy(contexts, random.Random(seed), cap=cap), HORIZON))
            if net is not None:
                values = net.win_chances(ends, seat, contexts[seat])
            else:
                values = [margin_chance(e, seat, contexts[seat]) for e in ends]
            for i, v in enumerate(values):
                out[i].append(v)
    return out


def _gap(better: list[float], played: list[float]) -> tuple[float, float]:
    """The mean of the paired differences ``better - played`` and its standard error."""
    n = len(played)
    diffs = [a - b for a, b in zip(better, played, strict=True)]
    mean = sum(diffs) / n
    if n < 2:
        return mean, math.inf
    var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
    return mean, math.sqrt(var / n)


def _sure(better: list[float], played: list[float], z: float = Z) -> bool:
    """Whether ``better`` beats ``played`` by more than ``z`` standard errors of their paired differences."""
    mean, se = _gap(better, played)
    return mean > z * se


def measure(game: Game, codes: list[int], samples: int, rng: random.Random) -> list[list[float]]:
    """:func:`estimate` on ``samples`` deals at a time while the loss of the move played (``codes[0]``)
    against the best of the others is neither beyond :data:`Z` standard errors, nor below
    :data:`MISTAKE` by as many, nor measured to within :data:`PRECISE` (up to :data:`GROW` times), or
    has a standard error above :data:`MAX_SE` (up to :data:`GROW_SE` times)."""
    shares = estimate(game, codes, samples, rng)
    rounds = 1
    while True:
        best = max(range(len(codes)), key=lambda k: (sum(shares[k]), -k))
        if best == 0:
            mean, se = max((_gap(shares[k], shares[0]) for k in range(1, len(codes))), default=(0.0, 0.0))
        else:
            mean, se = _gap(shares[best], shares[0])
        if se <= PRECISE or (se <= MAX_SE and (mean > Z * se or mean + Z * se < MISTAKE)):
            break
        if rounds >= (GROW_SE if se > MAX_SE else GROW):
            break
        for k, more in enumerate(estimate(game, codes, samples, rng)):
            shares[k].extend(more)
        rounds += 1
    return shares


def decisions(record: dict[str, Any], seat: int) -> list[int]:
    """The indexes of the actions of a finished game's record that were ``seat``'s real decisions (more
    than one legal move). Raises NotationError for a record that does not replay, ValueError for a game
    not finished, OgallalaError for a seat it does not have."""
    final = replay(record)
    if not final.is_over():
        raise ValueError("only a finished game is analysed: this record's game is not over")
    final.check_seat(seat)
    game = replay({**record, "actions": []})
    out = []
    for i, action in enumerate(final.history):
        if game.current_seat == seat and len(game.legal_codes()) > 1:
            out.append(i)
        game.apply(action)
    return out


def moment(record: dict[str, Any], index: int, samples: int = 16, width: int = 3, seed: int = 0) -> Moment:
    """The analysis of the ``index``-th action of a record (a decision of its seat's): seeded by
    (``seed``, ``index``) alone, so decisions can be measured in any order or in parallel."""
    if samples < 1 or width < 0:
        raise ValueError(f"samples is at least 1 and width at least 0, not {samples} and {width}")
    actions = record["actions"]
    game = replay({**record, "actions": actions[:index]})
    action = game.parse_action(actions[index])
    rng = random.Random(f"analysis:{seed}:{index}")
    codes = _candidates(game, action.code, width, rng)
    shares = measure(game, codes, samples, rng)
    n = len(shares[0])
    chances = [sum(x) / n for x in shares]
    order = sorted(range(len(codes)), key=lambda k: (-chances[k], k))
    best = order[0] if chances[order[0]] > chances[0] else 0
    texts = _texts(game, codes)
    rival = best if best != 0 else next((k for k in order if k != 0), 0)
    se = _gap(shares[rival], shares[0])[1] if rival != 0 and n > 1 else 0.0
    return Moment(index, game.turn, game.phase, texts[0], chances[best], chances[0], texts[best],
                  chances[best] - chances[0], best != 0 and _sure(shares[best], shares[0]),
                  tuple(Choice(texts[k], chances[k]) for k in order), se)


def analyse(record: dict[str, Any], seat: int, samples: int = 16, width: int = 3, seed: int = 0,
            progress: Callable[[int, int], None] | None = None) -> Analysis:
    """Analyse ``seat``'s decisions in a finished game's record (see the module docstring).

    ``progress(done, total)`` is called after each decision measured. Raises NotationError for a
    record that does not replay and ValueError for a game not finished or a seat it does not have.
    """
    if samples < 1 or width < 0:
        raise ValueError(f"samples is at least 1 and width at least 0, not {samples} and {width}")
    todo = decisions(record, seat)
    moments = []
    for i in todo:
        moments.append(moment(record, i, samples, width, seed))
        if progress is not None:
            progress(len(moments), len(todo))
    start = replay({**record, "actions": []})
    return Analysis(seat, start.edition, start.players, samples, seed, tuple(moments))


def _texts(game: Game, codes: list[int]) -> list[str]:
    by_code = {a.code: str(a) for a in game.legal_actions()}
    return [by_code[c] for c in codes]
