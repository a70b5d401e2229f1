"""The observation of a seat: a fixed-shape numpy vector that is a function of the seat's view.

:func:`encode` turns ``game.view(seat)`` into the observation; since it reads nothing but the
view, nothing hidden (the order of a pile) can reach an agent. :func:`encode_game` gives the same
vector straight from a game, faster (it skips building the view); a test checks that the two
agree on every step of seeded games of every edition. Every field is documented in docs/rl.md;
:data:`OBSERVATION_VERSION` changes whenever the layout or a field's meaning changes.

The vector has float32 values in [0, 1]. Seats are relative to the observer: block 0 is the
observer's own seat, block 1 the next seat in turn order, and so on. The shape depends on the
edition (its card kinds) and the number of players only, not on variants.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ..rules import state as S
from ..rules.actions import COLS, ROWS
from ..rules.cards import CARD_IDS, SUITES, TRIBE_NAMES
from ..rules.editions import get_edition
from ..rules.errors import ConfigError
from ..rules.river import Boat

if TYPE_CHECKING:
    from ..game import Game

#: The version of the observation layout (docs/rl.md).
OBSERVATION_VERSION = 1

Obs = npt.NDArray[np.float32]

COUNT_SCALE = 12.0  # card counts are divided by this (the most copies of one card in a deck) and capped at 1
SCORE_SCALE = {"amigo": 200.0, "ass": 200.0, "pelikan": 2000.0}
TURN_SCALE = 100.0
MAX_PILES = 3
MAX_REFILLS = 3
CELLS = ROWS * COLS
SEAT_FEATURES = 4  # score, complete boats, bonus, to decide now
FLAGS = ("duplicate", "turn_ends", "completed", "took")
TODO = ("none", "lasso", "archer")


class Layout:
    """Where each field lies in the observation vector of one edition and player count."""

    def __init__(self, edition: str, players: int) -> None:
        ed = get_edition(edition)
        if not isinstance(players, int) or isinstance(players, bool) or not ed.min_players <= players <= ed.max_players:
            raise ConfigError(f"{ed.name} is for {ed.min_players} to {ed.max_players} players, not {players!r}")
        self.edition = ed.id
        self.players = players
        #: The card kinds of the edition, in the engine's kind order: the one-hot alphabet.
        self.kinds: tuple[str, ...] = tuple(cid for cid in CARD_IDS if cid in ed.card_ids)
        self.kind_index: dict[str, int] = {cid: i for i, cid in enumerate(self.kinds)}
        #: kind number of the engine -> index in :attr:`kinds` (-1: not of this edition)
        self.local: tuple[int, ...] = tuple(self.kind_index.get(cid, -1) for cid in CARD_IDS)
        k = len(self.kinds)
        self.cell_width = k + 2  # kind one-hot, red, black
        self.score_scale = SCORE_SCALE[ed.id]
        fields: list[tuple[str, tuple[int, ...]]] = [
            ("river", (players, ROWS, COLS, k + 2)),
            ("boat", (players, ROWS, COLS, 2)),
            ("seat", (players, SEAT_FEATURES)),
            ("hand", (k + 2,)),
            ("piles", (MAX_PILES, 2 + k)),
            ("discard", (k + 1,)),
            ("unseen", (k,)),
            ("phase", (len(S.PHASE_NAMES),)),
            ("flags", (len(FLAGS) + len(TODO),)),
            ("attacker", (ROWS, COLS)),
            ("pending", (ROWS, COLS)),
            ("targets", (2, players, ROWS, COLS)),
            ("hunting", (len(SUITES),)),
            ("misc", (2,)),
        ]
        self.fields: dict[str, tuple[int, tuple[int, ...]]] = {}
        offset = 0
        for name, shape in fields:
            self.fields[name] = (offset, shape)
            offset += int(np.prod(shape))
        self.size = offset
        self._token_cache: dict[str, tuple[int, int]] = {}
        self.deck_counts: dict[tuple[int, ...], npt.NDArray[np.int64]] = {}  # per deck, its kinds counted
        self.boat_points = ed.boat_points
        # (block, seat) -> (that river's boats, then what _river_entries made of them)
        self.river_cache: dict[tuple[int, int], tuple[tuple[Boat, ...], list[int], list[int], int, int]] = {}

    def offset(self, name: str) -> int:
        return self.fields[name][0]

    def slice(self, obs: Obs, name: str) -> npt.NDArray[np.float32]:
        """The field ``name`` of an observation, in its documented shape."""
        off, shape = self.fields[name]
        return obs[off : off + int(np.prod(shape))].reshape(shape)

    def token(self, text: str) -> tuple[int, int]:
        """A card's notation -> (index in :attr:`kinds`, tribe 0/1/2)."""
        hit = self._token_cache.get(text)
        if hit is None:
            cid, _, tribe = text.partition(":")
            if cid not in self.kind_index:
                raise ConfigError(f"card {text!r} is not a card of edition {self.edition!r}")
            hit = self._token_cache[text] = (self.kind_index[cid], TRIBE_NAMES.index(tribe) if tribe else 0)
        return hit


@cache
def layout(edition: str, players: int) -> Layout:
    """The observation layout of an edition and player count (cached)."""
    return Layout(edition, players)


def observation_size(edition: str = "amigo", players: int = 2) -> int:
    """The length of the observation vector of an edition and player count."""
    return layout(edition, players).size


class _Writer:
    """Collects the observation's entries; both encoders fill it the same way."""

    __slots__ = ("lay", "ones", "idx", "val")

    def __init__(self, lay: Layout) -> None:
        self.lay = lay
        self.ones: list[int] = []
        self.idx: list[int] = []
        self.val: list[float] = []

    def set(self, i: int, v: float) -> None:
        if v:
            self.idx.append(i)
            self.val.append(min(v, 1.0))

    def cells(self, seat_block: int, rows: Sequence[Sequence[tuple[int, int]]]) -> None:
        """A river: per row, (kind index, tribe) of each cell, (-1, 0) for an empty one."""
        lay = self.lay
        w = lay.cell_width
        k = w - 2
        base = lay.offset("river") + seat_block * CELLS * w
        ones = self.ones
        for r, row in enumerate(rows):
            at = base + r * COLS * w
            for kind, tribe in row:
                if kind >= 0:
                    ones.append(at + kind)
                    if tribe:
                        ones.append(at + k + tribe - 1)
                at += w

    def boat(self, seat_block: int, row: int, start: int, length: int, complete: bool, protected: bool) -> None:
        base = self.lay.offset("boat") + (seat_block * CELLS + row * COLS) * 2
        for c in range(start, start + length):
            if complete:
                self.ones.append(base + c * 2)
            if protected:
                self.ones.append(base + c * 2 + 1)

    def counts(self, base: int, counts: Iterable[tuple[int, int]]) -> None:
        for kind, n in counts:
            self.set(base + kind, n / COUNT_SCALE)

    def finish(self, out: Obs | None) -> Obs:
        obs = np.zeros(self.lay.size, dtype=np.float32) if out is None else out
        if out is not None:
            obs.fill(0.0)
        obs[self.ones] = 1.0
        obs[self.idx] = self.val
        return obs


def _kind_counts(lay: Layout, tokens: Iterable[str]) -> list[tuple[int, int]]:
    c: Counter[int] = Counter()
    for t in tokens:
        c[lay.token(t)[0]] += 1
    return sorted(c.items())


def encode(view: dict[str, Any], out: Obs | None = None) -> Obs:
    """The observation of the seat whose view this is (``game.view(seat)``; not a spectator's).

    ``out``, if given, is filled in place and returned.
    """
    seat = view.get("seat")
    if not isinstance(seat, int):
        raise ConfigError("encode needs a seat's view (game.view(seat)), not a spectator's")
    n = view["players"]
    lay = layout(view["edition"], n)
    w = _Writer(lay)
    tok = lay.token
    seen: Counter[int] = Counter()
    decision = view["decision"]
    current = view["current_seat"]
    seat_base = lay.offset("seat")
    for block in range(n):
        rv = view["rivers"][(seat + block) % n]
        text = rv["text"]
        rows = []
        for row_text in text.split("/") if text.strip() else ():
            row = [(-1, 0) if t == "." else tok(t) for t in row_text.split()]
            rows.append(row)
            seen.update(k for k, _ in row if k >= 0)
        w.cells(block, rows)
        for b in rv["boats"]:
            w.boat(block, b["row"], b["start"], len(b["cells"]), b["complete"], b["protected"])
        at = seat_base + block * SEAT_FEATURES
        w.set(at, max(rv["score"], 0) / lay.score_scale)
        w.set(at + 1, rv["complete_boats"] / 5)
        w.set(at + 2, 1.0 if view["bonus"][(seat + block) % n] else 0.0)
        w.set(at + 3, 1.0 if current == (seat + block) % n else 0.0)
    k = len(lay.kinds)
    if decision is not None:
        hand = [tok(t) for t in decision["hand"]]
        seen.update(kind for kind, _ in hand)
        w.counts(lay.offset("hand"), sorted(Counter(kind for kind, _ in hand).items()))
        tribes = Counter(tribe for _, tribe in hand if tribe)
        for tribe, cnt in tribes.items():
            w.set(lay.offset("hand") + k + tribe - 1, cnt / COUNT_SCALE)
    size = view["deck_size"]
    for p, pile in enumerate(view["piles"]):
        at = lay.offset("piles") + p * (2 + k)
        w.set(at, pile["size"] / size)
        if pile["known"] is not None:
            w.set(at + 1, 1.0)
            known = _kind_counts(lay, Counter(pile["known"]).elements())
            seen.update(dict(known))
            w.counts(at + 2, known)
    public = view["discard"] if view["discard"] is not None else view["out_of_play"]
    at = lay.offset("discard")
    if public is not None:
        counts = _kind_counts(lay, public)
        seen.update(dict(counts))
        w.counts(at, counts)
    w.set(at + k, view["discard_size"] / size)
    deck = Counter({lay.token(t)[0]: 0 for t in view["deck"]})
    for t, cnt in view["deck"].items():
        deck[tok(t)[0]] += cnt
    unseen = deck - seen
    w.counts(lay.offset("unseen"), sorted(unseen.items()))
    w.set(lay.offset("phase") + S.PHASE_BY_NAME[decision["phase"] if decision else "over"], 1.0)
    if decision is not None:
        at = lay.offset("flags")
        flags = decision["flags"]
        for i, name in enumerate(FLAGS):
            w.set(at + i, 1.0 if flags[name] else 0.0)
        w.set(at + len(FLAGS) + TODO.index(flags["todo"]), 1.0)
        if decision["attacker"]:
            r, c = decision["attacker"]
            w.set(lay.offset("attacker") + r * COLS + c, 1.0)
        for r, c in decision["pending_attackers"]:
            w.set(lay.offset("pending") + r * COLS + c, 1.0)
        at = lay.offset("targets")
        if decision["first_target"]:
            t, r, c = decision["first_target"]
            w.set(at + ((t - seat) % n) * CELLS + r * COLS + c, 1.0)
        for t, r, c in decision["spoils"]:
            w.set(at + (n + (t - seat) % n) * CELLS + r * COLS + c, 1.0)
        for suite in decision["hunting"]:
            w.set(lay.offset("hunting") + SUITES.index(suite), 1.0)
    at = lay.offset("misc")
    w.set(at, view["turn"] / TURN_SCALE)
    w.set(at + 1, view["refills_left"] / MAX_REFILLS)
    return w.finish(out)


def encode_game(game: Game, seat: int, out: Obs | None = None) -> Obs:
    """The same vector as ``encode(game.view(seat))``, read from the game without building the view."""
    game._seat(seat)
    s = game.state
    ed = s.ed
    n = s.n
    lay = layout(ed.id, n)
    local = lay.local
    k = len(lay.kinds)
    f = lay.fields
    if out is None:
        obs = np.zeros(lay.size, dtype=np.float32)
    else:
        obs = out
        obs.fill(0.0)
    ones: list[int] = []
    idx: list[int] = []  # entries set to a value (written at once at the end)
    val: list[float] = []
    seen: list[int] = []
    over = s.phase == S.OVER
    seat0 = f["seat"][0]
    cache = lay.river_cache
    for block in range(n):
        who = (seat + block) % n
        boats = s.boats_of(who)
        hit = cache.get((block, who))
        if hit is None or hit[0] is not boats:
            hit = cache[(block, who)] = (boats, *_river_entries(lay, block, boats))
        _, cells, kinds, complete, points = hit
        ones.extend(cells)
        seen.extend(kinds)
        at = seat0 + block * SEAT_FEATURES
        idx += (at, at + 1, at + 2, at + 3)
        val += (min(max(points + s.bonus[who], 0) / lay.score_scale, 1.0), min(complete / 5, 1.0),
                1.0 if s.bonus[who] else 0.0, 1.0 if not over and s.seat == who else 0.0)
    if not over and s.hand:
        kinds = [local[x >> 2] for x in s.hand]
        seen.extend(kinds)
        at = f["hand"][0]
        obs[at : at + k] = _scaled(kinds, k)
        for tribe in (1, 2):
            idx.append(at + k + tribe - 1)
            val.append(min(sum(1 for x in s.hand if x & 3 == tribe) / COUNT_SCALE, 1.0))
    size = len(s.deck)
    piles0 = f["piles"][0]
    for p, pile in enumerate(s.piles):
        at = piles0 + p * (2 + k)
        idx.append(at)
        val.append(len(pile) / size)
        if s.pile_public[p]:
            ones.append(at + 1)
            kinds = [local[x >> 2] for x in pile]
            seen.extend(kinds)
            obs[at + 2 : at + 2 + k] = _scaled(kinds, k)
    at = f["discard"][0]
    public = s.out if ed.out_of_play else s.discard if ed.discard_public else None
    if public is not None:
        kinds = [local[x >> 2] for x in public]
        seen.extend(kinds)
        obs[at : at + k] = _scaled(kinds, k)
    idx.append(at + k)
    val.append(len(s.discard) / size)
    deck = lay.deck_counts.get(s.deck)
    if deck is None:
        deck = lay.deck_counts[s.deck] = np.bincount([local[x >> 2] for x in s.deck], minlength=k)
    at = f["unseen"][0]
    obs[at : at + k] = np.minimum(np.maximum(deck - np.bincount(seen, minlength=k), 0) / COUNT_SCALE, 1.0)
    ones.append(f["phase"][0] + s.phase)
    if not over:
        at = f["flags"][0]
        ones.extend(at + i for i, v in enumerate((s.dup, s.must_end, s.completed, s.took)) if v)
        ones.append(at + len(FLAGS) + s.todo)
        if s.attacker:
            r, c = s.attacker
            ones.append(f["attacker"][0] + r * COLS + c)
        at = f["pending"][0]
        ones.extend(at + r * COLS + c for r, c in s.pending)
        at = f["targets"][0]
        if s.first_target:
            t, r, c = s.first_target
            ones.append(at + ((t - seat) % n) * CELLS + r * COLS + c)
        ones.extend(at + (n + (t - seat) % n) * CELLS + r * COLS + c for t, r, c in s.spoils)
        at = f["hunting"][0]
        ones.extend(at + suite for suite in s.hunts)
    at = f["misc"][0]
    idx += (at, at + 1)
    val += (min(s.turn / TURN_SCALE, 1.0), min(s.refills / MAX_REFILLS, 1.0))
    obs[idx] = val
    obs[ones] = 1.0
    return obs


def _river_entries(lay: Layout, block: int, boats: tuple[Boat, ...]) -> tuple[list[int], list[int], int, int]:
    """A river's part of the observation, from its boats (every card lies in a boat, so they hold the
    whole river): the indices set to 1 (cells and boat flags), its cards' kinds, complete boats, points."""
    k = len(lay.kinds)
    w = lay.cell_width
    local = lay.local
    base = lay.fields["river"][0] + block * CELLS * w
    bbase = lay.fields["boat"][0] + block * CELLS * 2
    points = lay.boat_points
    ones: list[int] = []
    kinds: list[int] = []
    complete = total = 0
    for b in boats:
        at = base + (b.row * COLS + b.start) * w
        for i, x in enumerate(b.cells):
            if x:
                kind = local[x >> 2]
                kinds.append(kind)
                ones.append(at + i * w + kind)
                if x & 3:
                    ones.append(at + i * w + k + (x & 3) - 1)
        at = bbase + (b.row * COLS + b.start) * 2
        if b.complete:
            complete += 1
            ones.extend(range(at, at + 2 * len(b.cells), 2))
        if b.protected:
            ones.extend(range(at + 1, at + 2 * len(b.cells), 2))
        total += points(b.cells, b.complete)
    return ones, kinds, complete, total


def _scaled(kinds: list[int], k: int) -> npt.NDArray[np.float64]:
    return np.minimum(np.bincount(kinds, minlength=k) / COUNT_SCALE, 1.0)


def action_mask(game: Game, out: npt.NDArray[np.int8] | None = None) -> npt.NDArray[np.int8]:
    """1 at the codes of the legal actions, 0 elsewhere, over the fixed action space (all 0 once over)."""
    from ..rules.actions import SIZE

    mask = np.zeros(SIZE, dtype=np.int8) if out is None else out
    if out is not None:
        mask.fill(0)
    if not game.is_over():
        mask[game.state.legal()] = 1
    return mask


__all__ = ["OBSERVATION_VERSION", "Layout", "action_mask", "encode", "encode_game", "layout", "observation_size"]
