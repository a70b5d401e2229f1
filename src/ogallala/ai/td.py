"""A value learned in self-play by TD(λ) over afterstates, chance taken as an expectation, and the bot
that plays by it (``td:net=FILE``).

**What the network reads** (:class:`Inputs`): a state as one seat sees it, the seat's observation (the
one encoder, :func:`~ogallala.ai.observation.encode_state`) followed by the hand-written evaluation's
summary of the position (:func:`ogallala.ai.value.features`: every seat's expected points, score,
complete boats and cards, what is left to draw). Both read only what the seat sees, so every deal of a
seat's view gives the same row (in Pelikan the evaluation's draw odds read the face-down discard pile's
share of the cards to come and vary a little with the deal, as in the expert's network).

**What it answers** (:class:`TDNet`): each seat's chance to win, a softmax over the seats in turn order
from the reader on (column 0 is the reader's own chance; a shared win counts as a share). One hidden
layer of ReLU units, NumPy float32 inference: a few matrix products for all the moves of many games at
once.

**How a move is valued** (:class:`Scorer`): a move whose result the mover knows (a placement, an attack,
a stop, ...) by the network's answer on its afterstate (:func:`ogallala.rules.effects.afterstate`), read
from the mover's seat; a move that ends the game by the real share of the win; a draw by the
expectation over the cards the pile can give (:func:`ogallala.rules.effects.chance_outcomes`): the next
card of a face-down pile is uniform over the cards nobody sees (in the face-down piles and a face-down
discard pile), of a pile made from the public discard pile uniform over that pile's known cards; each
distinct card is one outcome, weighted by its count. With ``samples`` the outcomes are that many cards drawn
from the same distribution instead (an unbiased estimate, for self-play's speed).

The networks are trained by ``make_data/train_td.py`` (docs/bots.md, "The learned value"); a file
holds the weights and ``meta`` (its version, the table, the input layout's version, the command, the
seed and the games it learned from).
"""

from __future__ import annotations

import hashlib
import io
import json
import random
import zipfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from ..rules import State
from ..rules import phases as P
from ..rules.actions import Action
from ..rules.determinize import determinize
from ..rules.effects import afterstate, chance_outcomes
from ..rules.errors import ConfigError
from ..view import View
from .base import Budget, SeededBot
from .evaluate import Context, Weights, share_boats
from .observation import Encoder, encode_state, layout
from .tables import expert_weights
from .value import feature_count, features, npz_bytes, win_share

#: The layout of :class:`Inputs`' rows; a network records the version it was trained on.
INPUTS_VERSION = 1
#: The version of the network file's format.
FILE_VERSION = 1

F32 = npt.NDArray[np.float32]


def input_size(edition: str, players: int) -> int:
    """The length of :class:`Inputs`' rows at a table: the observation, then the evaluation's summary."""
    return layout(edition, players).size + feature_count(players)


class Inputs:
    """Writes the network's input rows: a seat's observation and the evaluation's summary of a state."""

    def __init__(self, edition: str, players: int, weights: Weights | None = None) -> None:
        self.edition = edition
        self.players = players
        self.encoder = Encoder(edition, players)
        self.obs_size = self.encoder.layout.size
        self.size = self.obs_size + feature_count(players)
        self.weights = weights if weights is not None else expert_weights(edition, players)

    def context(self, state: State, seat: int) -> Context:
        """The evaluation's context of ``seat`` (its odds of the cards to come), for the rows of a decision."""
        return Context(state, seat, self.weights)

    def write(self, state: State, seat: int, ctx: Context, out: F32, encoder: Encoder | None = None) -> None:
        """Write the row of ``state`` as ``seat`` sees it into ``out`` (one row of :attr:`size`), with the
        caches of ``encoder`` (one per game keeps them warm: its rivers' parts are reused while unchanged)."""
        encode_state(state, seat, out[: self.obs_size], encoder or self.encoder)
        out[self.obs_size:] = features(state, seat, ctx)


class TDNet:
    """One hidden layer of ReLU units and a softmax over the seats (column 0: the reader)."""

    def __init__(self, w1: F32, b1: F32, w2: F32, b2: F32, meta: dict[str, Any]) -> None:
        self.w1, self.b1, self.w2, self.b2 = w1, b1, w2, b2
        self.meta = meta
        self.edition = str(meta["edition"])
        self.players = int(meta["players"])
        if int(meta.get("inputs_version", -1)) != INPUTS_VERSION:
            raise ConfigError(f"network for {self.edition}/{self.players} reads inputs version "
                              f"{meta.get('inputs_version')}, this build writes version {INPUTS_VERSION}")
        want = input_size(self.edition, self.players)
        if w1.shape[0] != want or w2.shape[1] != self.players or w1.shape[1] != w2.shape[0]:
            raise ConfigError(f"network for {self.edition}/{self.players} has the wrong shape: "
                              f"{w1.shape} and {w2.shape}, expected ({want}, H) and (H, {self.players})")

    @classmethod
    def fresh(cls, edition: str, players: int, hidden: int, seed: int, meta: dict[str, Any] | None = None) -> TDNet:
        """A network of small random weights (He's scale), to be trained."""
        rng = np.random.default_rng(seed)
        d = input_size(edition, players)
        w1 = (rng.standard_normal((d, hidden)) * np.sqrt(2.0 / d)).astype(np.float32)
        w2 = (rng.standard_normal((hidden, players)) * np.sqrt(1.0 / hidden)).astype(np.float32)
        info = {"edition": edition, "players": players, "hidden": hidden, "inputs_version": INPUTS_VERSION,
                "version": FILE_VERSION, **(meta or {})}
        return cls(w1, np.zeros(hidden, np.float32), w2, np.zeros(players, np.float32), info)

    def hidden(self, x: F32) -> F32:
        h: F32 = x @ self.w1
        h += self.b1
        np.maximum(h, 0.0, out=h)
        return h

    def output(self, h: F32) -> F32:
        z: F32 = h @ self.w2
        z += self.b2
        z -= z.max(axis=1, keepdims=True)
        np.exp(z, out=z)
        z /= z.sum(axis=1, keepdims=True)
        return z

    def probabilities(self, x: F32) -> F32:
        """Each seat's chance to win, per row of ``x`` (:class:`Inputs` rows; columns: seats from the reader)."""
        return self.output(self.hidden(x))

    # -- the file

    def to_bytes(self) -> bytes:
        """The network as an ``.npz`` file: the weights and ``meta`` as JSON, with a fixed date in the
        archive so that the same network is the same bytes."""
        return npz_bytes(self.meta, {"w1": self.w1, "b1": self.b1, "w2": self.w2, "b2": self.b2})

    @classmethod
    def from_bytes(cls, data: bytes) -> TDNet:
        try:
            with np.load(io.BytesIO(data), allow_pickle=False) as z:
                meta = json.loads(bytes(z["meta"]).decode())
                w1, b1, w2, b2 = (z[k].astype(np.float32) for k in ("w1", "b1", "w2", "b2"))
        except (OSError, ValueError, KeyError, zipfile.BadZipFile) as e:
            raise ConfigError(f"not a TD network file: {e}") from None
        return cls(w1, b1, w2, b2, meta)

    def save(self, path: str | Path) -> str:
        """Write the file (atomically); returns its SHA-256."""
        data = self.to_bytes()
        path = Path(path)
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_bytes(data)
        tmp.replace(path)
        return hashlib.sha256(data).hexdigest()

    @classmethod
    def load(cls, path: str | Path) -> TDNet:
        try:
            data = Path(path).read_bytes()
        except OSError as e:
            raise ConfigError(f"cannot read the TD network {str(path)!r}: {e.strerror or e}") from None
        return cls.from_bytes(data)


class Scorer:
    """Values the legal moves of many states at once by a :class:`TDNet` (module docstring)."""

    def __init__(self, net: TDNet, weights: Weights | None = None, rows: int = 1024) -> None:
        self.net = net
        self.inputs = Inputs(net.edition, net.players, weights)
        self.buf: F32 = np.zeros((rows, self.inputs.size), np.float32)
        #: After :meth:`move_values`: per state, per move, the row of :attr:`buf` that holds its afterstate's
        #: input (a move whose result is known and the game goes on), else -1.
        self.last_rows: list[list[int]] = []

    def _grow(self, m: int) -> None:
        if m > len(self.buf):
            self.buf = np.zeros((max(m, 2 * len(self.buf)), self.inputs.size), np.float32)

    def move_values(self, states: Sequence[State], legal: Sequence[Sequence[int]], samples: int | None = None,
                    rng: random.Random | None = None, depth: int = 1,
                    encoders: Sequence[Encoder] | None = None) -> list[list[float]]:
        """For each state, the chance that its seat to decide wins after each move of ``legal[i]``. With
        ``depth`` 2, each card a draw may bring is valued by the mover's best answer to it (every legal move
        of the state after the draw, by its afterstate), not by that state itself: an expectimax of one
        chance layer, every row of every state in one batch. ``encoders``: one per state (its game's own,
        whose caches stay warm), else the scorer's one."""
        rows: list[tuple[State, int, Context, Encoder]] = []  # what each input row encodes, and with what
        # per state, per move: its terms (chance, options); an option is a row or a known value (-1 - its index
        # in ``fixed``), and a term is worth its best option
        parts: list[list[list[tuple[float, list[int]]]]] = []
        fixed: list[float] = []

        enc = self.inputs.encoder

        def option(st: State, me: int, ctx: Context) -> int:
            if st.phase == P.OVER:
                fixed.append(win_share(st, me))
                return -len(fixed)
            rows.append((st, me, ctx, enc))
            return len(rows) - 1

        for i, (s, codes) in enumerate(zip(states, legal, strict=True)):
            enc = encoders[i] if encoders is not None else self.inputs.encoder
            me = s.seat
            ctx = self.inputs.context(s, me)
            share_boats(s)
            per: list[list[tuple[float, list[int]]]] = []
            for code in codes:
                after = afterstate(s, code)
                if after is not None:
                    per.append([(1.0, [option(after, me, ctx)])])
                    continue
                # a draw; where nothing is known of what it brings, the position as it is
                outcomes = chance_outcomes(s, code, samples or 0, rng) or [(1.0, s)]
                terms: list[tuple[float, list[int]]] = []
                for p, st in outcomes:
                    if depth < 2 or st.phase == P.OVER or st.seat != me or st is s:
                        terms.append((p, [option(st, me, ctx)]))
                        continue
                    answers = []
                    for c in st.legal():
                        reply = afterstate(st, c)
                        answers.append(option(reply if reply is not None else st, me, ctx))
                    terms.append((p, answers))
                per.append(terms)
            parts.append(per)
        m = len(rows)
        mine: list[float] = []
        if m:
            self._grow(m)
            x = self.buf[:m]
            write = self.inputs.write
            for k, (st, me, ctx, e) in enumerate(rows):
                write(st, me, ctx, x[k], e)
            mine = self.net.probabilities(x)[:, 0].tolist()

        def worth(k: int) -> float:
            return mine[k] if k >= 0 else fixed[-1 - k]

        self.last_rows = [[terms[0][1][0] if len(terms) == 1 and len(terms[0][1]) == 1 and terms[0][0] == 1.0
                           else -1 for terms in per] for per in parts]
        return [[sum(p * max(worth(k) for k in opts) for p, opts in terms) for terms in per] for per in parts]


class TDBot(SeededBot):
    """``td:net=FILE``: plays the move the network values most, a draw by the expectation over the cards
    the pile can give (exactly, or ``samples`` sampled cards; with ``depth=2`` each card valued by the best
    answer to it), on a deal of its view (never the true game).
    ``temperature`` > 0 draws the move from a softmax of the values instead (for self-play's variety)."""

    name = "td"

    def __init__(self, seed: int | None = None, net: str | None = None, samples: int | None = None,
                 temperature: float = 0.0, depth: int = 1, **options: Any) -> None:
        super().__init__(seed, **options)
        if options:
            raise ConfigError(f"td takes net, samples, depth and temperature, not {', '.join(sorted(options))}")
        if depth not in (1, 2):
            raise ConfigError(f"td: depth is 1 (a draw valued by the states it may lead to) or 2 (by the best "
                              f"answer to each card), not {depth!r}")
        if net is None:
            raise ConfigError("td needs a network file: td:net=FILE (make_data/train_td.py makes one)")
        if samples is not None and (not isinstance(samples, int) or isinstance(samples, bool) or samples < 1):
            raise ConfigError(f"td: samples is a whole number of cards >= 1, not {samples!r}")
        if not isinstance(temperature, int | float) or temperature < 0:
            raise ConfigError(f"td: temperature is a number >= 0, not {temperature!r}")
        self.net = TDNet.load(net)
        self.samples = samples
        self.temperature = float(temperature)
        self.depth = depth
        self.scorer = Scorer(self.net)

    def choose(self, view: View, legal: Sequence[Action], clock: Budget) -> Action:
        if len(legal) == 1:
            return legal[0]
        if view.edition != self.net.edition or view.players != self.net.players:
            raise ConfigError(f"td: the network is for {self.net.edition} with {self.net.players} players, "
                              f"not {view.edition} with {view.players}")
        state = determinize(view, self.rng)
        values = self.scorer.move_values([state], [[a.code for a in legal]], self.samples, self.rng, self.depth)[0]
        return legal[pick(values, self.temperature, self.rng)]


def pick(values: Sequence[float], temperature: float, rng: random.Random) -> int:
    """The index of the best value (the first of equals), or with ``temperature`` > 0 one drawn from the
    softmax of ``values / temperature``."""
    if temperature <= 0:
        best = max(values)
        return next(i for i, v in enumerate(values) if v >= best - 1e-12)
    top = max(values)
    weights = [float(np.exp((v - top) / temperature)) for v in values]
    return rng.choices(range(len(values)), weights)[0]


__all__ = ["INPUTS_VERSION", "Inputs", "Scorer", "TDBot", "TDNet", "input_size", "pick"]
