"""The batched core: N games of one edition, player count and variants, stepped together.

:class:`Batch` holds the games and preallocated NumPy arrays that it writes in place: the seat to
decide in every game (:attr:`Batch.seats`), the legal actions as masks over the fixed action space
(:attr:`Batch.masks`, int8, the same as :func:`~ogallala.ai.observation.action_mask`) and as one flat
list of codes with the game each belongs to (:meth:`Batch.legal_codes`), the observations
(:attr:`Batch.obs`, written by the one encoder of :mod:`ogallala.ai.observation`, so they equal the
single-game environments' exactly), the final rewards and the terminations; games that end are
dealt again (auto-reset) from their own random generator.

Seeding is the single-game environments' own: a game seeded with ``s`` draws the deal of each episode
from ``numpy.random.default_rng(s)`` exactly as ``OgallalaEnv.reset(seed=s)`` and
``ogallala_v0.env().reset(seed=s)`` do, and every later episode draws its deal from the same generator,
as their ``reset()`` without a seed does. So game ``i`` of a batch replays the single-game path
episode by episode (``tests/env/test_batch.py``).

Every seat's move goes through the engine's codes (no Python object per card or per action on the
hot path); :meth:`Batch.action_features` describes each legal move as a short row of integers
(docs/rl.md, "Action features"), and :meth:`Batch.afterstates` gives each legal move as its mover's
observation just after it (docs/rl.md, "Afterstates").
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, Final

import numpy as np
import numpy.typing as npt

from ..ai.observation import Encoder, Layout, Obs, _encode, layout
from ..game import Game, new_game
from ..rules import State
from ..rules import phases as P
from ..rules.actions import (
    ATTACK,
    ATTACKER,
    COLS,
    CONTINUE,
    DISCARD,
    DONE,
    DRAW,
    END,
    HUNT,
    LASSO,
    MOVES,
    N_CELLS,
    N_POS,
    N_TARGETS,
    NO_ATTACK,
    PASS,
    PLACE,
    POS_COLS,
    ROWS,
    SHIFT,
    SHOOT,
    SINK,
    SIZE,
    STOP,
    TAKE,
)
from ..rules.effects import afterstate, completed_by, loss_of, move_shift_rows
from ..rules.errors import ConfigError
from .table import check_config, final_rewards, start_game

#: The verbs of :meth:`Batch.action_features` (column ``verb``), in this order.
VERBS: tuple[str, ...] = ("draw", "stop", "discard", "end", "continue", "no-attack", "done", "pass", "place",
                          "shift", "lasso", "shoot", "sink", "attacker", "attack", "hunt", "take")
#: The columns of :meth:`Batch.action_features`, in this order (docs/rl.md documents each).
FEATURES: tuple[str, ...] = ("verb", "pile", "card", "seat", "row", "col", "shift", "target_card",
                             "target_tribe", "target_size", "target_points", "completes", "complete_size",
                             "complete_points")
N_FEATURES = len(FEATURES)
_V = {v: i for i, v in enumerate(VERBS)}
_TARGET_VERBS = frozenset((_V["lasso"], _V["shoot"], _V["attack"], _V["hunt"], _V["take"], _V["sink"],
                           _V["attacker"]))
_BOAT_VERBS = frozenset((_V["attack"], _V["sink"], _V["attacker"]))
_OWN_VERBS = frozenset((_V["place"], _V["shift"]))  # moves that put a card into the own river
_V_PLACE: Final = 8  # VERBS.index("place"), a constant the compiled loop compares without a look-up
_V_SHIFT: Final = 9
_V_ATTACK: Final = 14
_V_SINK: Final = 12
_V_ATTACKER: Final = 13
_LOOKED_AT = sorted(_TARGET_VERBS | _OWN_VERBS)

_STATIC: list[npt.NDArray[np.int16]] = []


def _static_table() -> npt.NDArray[np.int16]:
    """Per action code: verb, pile, engine card kind, seat (-1: the mover's own river, -2: none), row,
    column, shift (made once; codes that are never used have verb -1)."""
    if _STATIC:
        return _STATIC[0]
    t = np.full((SIZE, 7), -2, dtype=np.int16)
    t[:, 0] = -1
    t[:, 1] = 0
    t[:, 2] = 0
    t[:, 6] = 0
    for i in range(3):
        t[DRAW + i, 0:2] = (_V["draw"], i + 1)
    for code, verb in ((STOP, "stop"), (DISCARD, "discard"), (END, "end"), (CONTINUE, "continue"),
                       (NO_ATTACK, "no-attack"), (DONE, "done"), (PASS, "pass")):
        t[code, 0] = _V[verb]
    codes = np.arange(SIZE)
    place = codes[PLACE:SHIFT] - PLACE
    kind, p = np.divmod(place, N_POS)
    rows = t[PLACE:SHIFT]
    rows[:, 0] = _V["place"]
    rows[:, 2] = kind
    rows[:, 3] = -1
    rows[:, 4] = p // POS_COLS - 1
    rows[:, 5] = p % POS_COLS - 1
    shift = codes[SHIFT:LASSO] - SHIFT
    x, right = np.divmod(shift, 2)
    x, c = np.divmod(x, COLS)
    kind, r = np.divmod(x, ROWS)
    rows = t[SHIFT:LASSO]
    rows[:, 0] = _V["shift"]
    rows[:, 2] = kind
    rows[:, 3] = -1
    rows[:, 4] = r
    rows[:, 5] = c
    rows[:, 6] = right + 1  # 1 left, 2 right
    for base, verb in ((LASSO, "lasso"), (SHOOT, "shoot"), (ATTACK, "attack"), (HUNT, "hunt"), (TAKE, "take")):
        seat, x = np.divmod(codes[base:base + N_TARGETS] - base, N_CELLS)
        r, c = np.divmod(x, COLS)
        rows = t[base:base + N_TARGETS]
        rows[:, 0] = _V[verb]
        rows[:, 3] = seat
        rows[:, 4] = r
        rows[:, 5] = c
    for base, verb in ((SINK, "sink"), (ATTACKER, "attacker")):
        r, c = np.divmod(codes[base:base + N_CELLS] - base, COLS)
        rows = t[base:base + N_CELLS]
        rows[:, 0] = _V[verb]
        rows[:, 3] = -1
        rows[:, 4] = r
        rows[:, 5] = c
    x, m = np.divmod(codes[MOVES:SIZE] - MOVES, 9)
    x, c = np.divmod(x, COLS)
    kind, r = np.divmod(x, ROWS)
    rows = t[MOVES:SIZE]
    rows[:, 0] = _V["shift"]
    rows[:, 2] = kind
    rows[:, 3] = -1
    rows[:, 4] = r
    rows[:, 5] = c
    rows[:, 6] = 3 + m  # 3 + the ASS moves of the suite mates (m1 * 3 + m2)
    _STATIC.append(t)
    return t


class Batch:
    """N games of one edition, player count and variants, stepped together, writing into arrays.

    The arrays (one row per game) are allocated once and rewritten in place:

    - :attr:`seats` (int64, ``n``): the seat to decide, -1 in a game that is over (until it is dealt again);
    - :attr:`masks` (int8, ``n`` × 27,886): 1 at the legal codes of the seat to decide (all 0 once over);
    - :attr:`obs` (float32, ``n`` × the observation's size): written by :meth:`observe`;
    - :attr:`rewards` (float32, ``n`` × players): every seat's final reward in the games that ended in
      the last :meth:`step` (0 elsewhere), by ``reward`` (``win`` or ``margin``, as the environments);
    - :attr:`terminated` (bool, ``n``): the game ended in the last :meth:`step`;
    - :attr:`illegal` (bool, ``n``): the action given for the game in the last :meth:`step` was not legal
      (the game is unchanged and did not end).

    :attr:`games` holds the running :class:`~ogallala.game.Game` of each slot; :attr:`finished` the game
    that ended in the last step before it was dealt again (its final state and record), else None.
    """

    def __init__(self, n: int, edition: str = "amigo", players: int = 2, variants: Sequence[str] = (),
                 reward: str = "win") -> None:
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ConfigError(f"a batch holds 1 game or more, not {n!r}")
        self.edition, self.variants = check_config(edition, players, variants, reward, None)
        self.n = n
        self.players = players
        self.reward_kind = reward
        self.layout = layout(self.edition, players)
        self.encoders = [Encoder(self.edition, players) for _ in range(n)]  # each game's own caches
        self.obs: Obs = np.zeros((n, self.layout.size), dtype=np.float32)
        self.masks: npt.NDArray[np.int8] = np.zeros((n, SIZE), dtype=np.int8)
        self.seats: npt.NDArray[np.int64] = np.full(n, -1, dtype=np.int64)
        self.rewards: npt.NDArray[np.float32] = np.zeros((n, players), dtype=np.float32)
        self.terminated: npt.NDArray[np.bool_] = np.zeros(n, dtype=np.bool_)
        self.illegal: npt.NDArray[np.bool_] = np.zeros(n, dtype=np.bool_)
        self.episodes: npt.NDArray[np.int64] = np.zeros(n, dtype=np.int64)
        self.rngs: list[np.random.Generator] = [np.random.default_rng() for _ in range(n)]
        self.games: list[Game] = []
        self.finished: list[Game | None] = [None] * n
        self._flat_mask = self.masks.reshape(-1)
        self._set: list[list[int]] = [[] for _ in range(n)]  # the codes set to 1 in each mask row
        self._after: Encoder | None = None  # the afterstates' encoder (made when first asked)

    # -- dealing

    def reset(self, seeds: int | Sequence[int | None] | None = None, position: str | None = None) -> None:
        """Deal every game afresh (:meth:`reset_generators` reads ``seeds``); with ``position`` (a position
        text, ``Game.position()``) every game starts there instead, and later episodes are dealt."""
        self.reset_generators(seeds)
        options = None if position is None else {"position": position}
        self.games = [self._deal(i, options) for i in range(self.n)]
        self.finished = [None] * self.n
        self.episodes.fill(0)
        self.terminated.fill(False)
        self.illegal.fill(False)
        self.rewards.fill(0.0)
        self.write_seats()
        self.write_masks()

    def reset_generators(self, seeds: int | Sequence[int | None] | None) -> None:
        """Seed the games' generators: ``seeds`` one per game, or one int ``s`` for ``s, s+1, ...`` (as
        Gymnasium's vector environments seed their copies); a game given None keeps its generator (made
        from fresh entropy with the batch), as a single environment's ``reset()`` without a seed does."""
        if seeds is None or isinstance(seeds, int | np.integer):
            base = None if seeds is None else int(seeds)
            per: list[int | None] = [None if base is None else base + i for i in range(self.n)]
        else:
            per = list(seeds)
            if len(per) != self.n:
                raise ConfigError(f"{len(per)} seeds for a batch of {self.n} games")
        for i, s in enumerate(per):
            if s is None:
                continue
            if not isinstance(s, int | np.integer) or isinstance(s, bool) or s < 0:
                raise ConfigError(f"a seed is a whole number >= 0 or None, not {s!r}")
            self.rngs[i] = np.random.default_rng(int(s))

    def _deal(self, i: int, options: dict[str, Any] | None = None) -> Game:
        """A new game for slot ``i``, dealt from the next seed of its generator (or the position of
        ``options``, as the environments' ``reset(options=...)``)."""
        deal_seed = int(self.rngs[i].integers(0, 2**62))
        if options is None:
            return new_game(self.edition, self.players, seed=deal_seed, variants=self.variants)
        return start_game(self.edition, self.players, self.variants, deal_seed, options)

    def restart(self, i: int) -> Game:
        """Deal slot ``i`` again from its generator (its next episode); the masks and seats are not
        rewritten (:meth:`write_seats`, :meth:`write_masks`)."""
        game = self.games[i] = self._deal(i)
        self.episodes[i] += 1
        return game

    # -- stepping

    def step(self, actions: Sequence[int] | npt.NDArray[np.integer], auto_reset: bool = True) -> None:
        """Apply ``actions[i]`` (a code, by the seat to decide) in every game ``i`` that is not over, then
        write the seats, masks, rewards and terminations (not the observations: :meth:`observe`).

        A game that ends records its final rewards, keeps its final game in :attr:`finished` and, with
        ``auto_reset``, is dealt again at once from its generator; without it, it stays over (seat -1,
        an empty mask) until :meth:`restart`. An illegal code leaves its game as it was and sets
        :attr:`illegal`.
        """
        if len(actions) != self.n:
            raise ConfigError(f"{len(actions)} actions for a batch of {self.n} games")
        codes = [int(a) for a in actions]
        rewards = self.rewards
        rewards.fill(0.0)
        term = self.terminated
        term.fill(False)
        illegal = self.illegal
        illegal.fill(False)
        games = self.games
        for i in range(self.n):
            game = games[i]
            self.finished[i] = None
            s = game.state
            if s.phase == P.OVER:
                continue
            code = codes[i]
            if code not in s.legal():
                illegal[i] = True
                continue
            game.apply(code)
            if s.phase == P.OVER:
                self._end(i, game, auto_reset)
        self.write_seats()
        self.write_masks()

    def play_random(self, i: int, learner: int, randoms: list[random.Random | None]) -> None:
        """In game ``i``, let every seat that has a generator in ``randoms`` play uniformly random legal
        codes (as ``RandomBot`` with that generator) until ``learner`` or a seat without one decides, or the
        game is over."""
        game = self.games[i]
        s = game.state
        while s.phase != P.OVER:
            seat = s.seat
            if seat == learner:
                return
            rng = randoms[seat]
            if rng is None:
                return
            legal = s.legal()
            game.apply(legal[rng.randrange(len(legal))])

    def _end(self, i: int, game: Game, auto_reset: bool) -> None:
        self.rewards[i] = final_rewards(game, self.reward_kind)
        self.terminated[i] = True
        self.finished[i] = game
        if auto_reset:
            self.restart(i)

    def write_seats(self) -> None:
        """Write :attr:`seats` from the games."""
        seats = self.seats
        for i, game in enumerate(self.games):
            s = game.state
            seats[i] = -1 if s.phase == P.OVER else s.seat

    def write_masks(self, rows: Sequence[int] | None = None) -> None:
        """Rewrite the mask rows (all, or those of ``rows``) from the games' legal codes, in place: only the
        entries that were 1 are cleared."""
        flat = self._flat_mask
        clear: list[int] = []
        ones: list[int] = []
        done = self._set
        games = self.games
        for i in (range(self.n) if rows is None else rows):
            base = i * SIZE
            clear += done[i]
            s = games[i].state
            now = [base + c for c in s.legal()] if s.phase != P.OVER else []
            ones += now
            done[i] = now
        if clear:
            flat[clear] = 0
        if ones:
            flat[ones] = 1

    def observe(self, seats: Sequence[int] | npt.NDArray[np.integer] | None = None,
                out: Obs | None = None) -> Obs:
        """Write every game's observation into :attr:`obs` (or ``out``, ``n`` rows) in place and return it:
        of ``seats[i]`` in game ``i``, by default the seat to decide (seat 0's in a game that is over).
        Each row is written by the one encoder with the game's own :class:`~ogallala.ai.observation.Encoder`."""
        target = self.obs if out is None else out
        if seats is not None:
            if len(seats) != self.n:
                raise ConfigError(f"{len(seats)} seats for a batch of {self.n} games")
            for x in seats:
                if not 0 <= int(x) < self.players:
                    raise ConfigError(f"no seat {int(x)} in a game of {self.players} players")
        games = self.games
        encoders = self.encoders
        for i in range(self.n):
            s = games[i].state
            seat = int(seats[i]) if seats is not None else (s.seat if s.phase != P.OVER else 0)
            _encode(s, seat, target[i], encoders[i])
        return target

    def observe_one(self, i: int, seat: int, out: Obs) -> Obs:
        """The observation of ``seat`` in game ``i``, written into ``out`` (one row, not a row of :attr:`obs`)."""
        return _encode(self.games[i].state, seat, out, self.encoders[i])

    # -- the legal moves

    def afterstates(self, out: Obs | None = None) -> tuple[Obs, npt.NDArray[np.bool_], npt.NDArray[np.int64],
                                                          npt.NDArray[np.int64]]:
        """Every legal move of every game as the observation of its mover just after it: ``(obs, known,
        codes, index)``, one row per move in the order of :meth:`legal_codes`. Row ``k`` is the mover's
        observation of the state after ``codes[k]`` (applied on a copy, before the forced steps the engine
        takes next); where the move draws a card from a pile (which card comes is hidden), ``known[k]`` is
        False and the row is all 0. ``out`` (at least as many rows as moves) is written instead of a new
        array; the rows returned are its first ones."""
        codes, index = self.legal_codes()
        m = len(codes)
        size = self.layout.size
        if out is None:
            target: Obs = np.zeros((m, size), dtype=np.float32)
        else:
            if out.shape[0] < m or out.shape[1:] != (size,):
                raise ConfigError(f"afterstates need an array of {m} × {size} or more rows, not {out.shape}")
            target = out[:m]
            target.fill(0.0)
        known = np.zeros(m, dtype=np.bool_)
        encoder = self._after
        if encoder is None:
            encoder = self._after = Encoder(self.edition, self.players)
        games = self.games
        for k in range(m):
            s = games[int(index[k])].state
            after = afterstate(s, int(codes[k]))
            if after is not None:
                _encode(after, s.seat, target[k], encoder)
                known[k] = True
        return target, known, codes, index

    def legal_codes(self) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """Every legal code of every game, as one flat array, and the game of each (ascending): the
        codes of game ``i`` are ``codes[index == i]``, in the engine's order."""
        codes: list[int] = []
        index: list[int] = []
        for i, game in enumerate(self.games):
            s = game.state
            if s.phase == P.OVER:
                continue
            legal = s.legal()
            codes += legal
            index += [i] * len(legal)
        return np.array(codes, dtype=np.int64), np.array(index, dtype=np.int64)

    def action_features(self) -> tuple[npt.NDArray[np.int16], npt.NDArray[np.int64], npt.NDArray[np.int64]]:
        """Every legal move of every game as a row of :data:`FEATURES` (int16), with its code and its game:
        ``(features, codes, index)``, in the order of :meth:`legal_codes`. docs/rl.md documents the columns.
        """
        codes, index = self.legal_codes()
        return self.features_of(codes, index), codes, index

    def features_of(self, codes: npt.NDArray[np.int64], index: npt.NDArray[np.int64]) -> npt.NDArray[np.int16]:
        """The feature rows of ``codes``, each a move of the seat to decide in game ``index[k]``."""
        return move_features([g.state for g in self.games], codes, index, self.layout)


def move_features(states: Sequence[State], codes: npt.NDArray[np.int64], index: npt.NDArray[np.int64],
                  lay: Layout) -> npt.NDArray[np.int16]:
    """The feature rows (:data:`FEATURES`, int16) of ``codes``, each a legal move of the seat to decide in
    ``states[index[k]]`` (states of the layout's edition and player count). It reads only what that seat
    sees (the rivers and its card in hand), so a state dealt from the seat's view gives the same rows."""
    table = _static_table()
    m = len(codes)
    out = np.zeros((m, N_FEATURES), dtype=np.int16)
    if m == 0:
        return out
    st = table[codes]
    out[:, 0:2] = st[:, 0:2]
    local = np.array([k + 1 for k in lay.local], dtype=np.int16)  # engine kind -> local kind + 1
    local[0] = 0
    out[:, 2] = local[st[:, 2]]
    movers = np.array([states[int(i)].seat for i in index], dtype=np.int64)
    seat = st[:, 3].astype(np.int64)
    n = lay.players
    out[:, 3] = np.where(seat >= 0, (seat - movers) % n, np.where(seat == -1, 0, -1))
    out[:, 4:7] = st[:, 4:7]
    looked = np.flatnonzero(np.isin(st[:, 0], _LOOKED_AT))
    if len(looked):
        loc = lay.local
        # typed Python ints from here on (unboxed by the compiled loop), no NumPy scalar per move
        rows_of: list[list[int]] = st[looked].tolist()
        games_of: list[int] = index[looked].tolist()
        codes_of: list[int] = codes[looked].tolist()
        whos: list[int] = np.where(seat[looked] >= 0, seat[looked], movers[looked]).tolist()
        extra: list[int] = []  # columns target_card .. complete_points of each looked-at move, flat
        moves: dict[int, dict[int, tuple[int, int, list[int], list[int]]]] = {}  # ASS shifts, per game
        for j in range(len(codes_of)):
            row = rows_of[j]
            i = games_of[j]
            s = states[i]
            verb = row[0]
            r = row[4]
            c = row[5]
            if verb == _V_PLACE or verb == _V_SHIFT:
                code = codes_of[j]
                if code >= MOVES and i not in moves:
                    moves[i] = move_shift_rows(s)
                n_done, size, points = completed_by(s, code, row[2], r, c, row[6] == 2, moves.get(i))
                extra += (0, 0, 0, 0, n_done, size, points)
                continue
            who = whos[j]
            river = s.rivers[who]
            x = river[r][c] if r < len(river) and c < len(river[r]) else 0
            card = tribe = boat_size = taken = 0
            if x:
                card = loc[x >> 2] + 1
                tribe = x & 3
            if verb == _V_ATTACK or verb == _V_SINK or verb == _V_ATTACKER:
                for b in s.boats_of(who):
                    if b.row == r and b.start == c:
                        boat_size = b.size
                        taken = s.ed.boat_points(b.cells, b.complete)
                        break
            elif x:
                taken = loss_of(s, who, r, c)
            extra += (card, tribe, boat_size, taken, 0, 0, 0)
        out[looked, 7:14] = np.array(extra, dtype=np.int16).reshape(-1, 7)
    return out


__all__ = ["FEATURES", "N_FEATURES", "VERBS", "Batch", "move_features"]
