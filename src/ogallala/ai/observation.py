"""The observation of a seat: a fixed-shape numpy vector that is a function of the seat's view.

:func:`encode` turns ``game.view(seat)`` into the observation: it deals the view's hidden cards
at random and encodes that state, so nothing hidden (the order of a pile) can reach an agent.
:func:`encode_game` gives the same vector straight from a game, faster (it skips building the
view): both run the one encoder, which reads a state and only what the seat sees there; tests
check that every deal of a view gives the game's own vector, on every step of seeded games of
every edition. Every field is documented in docs/rl.md; :data:`OBSERVATION_VERSION` changes
whenever the layout or a field's meaning changes.

The vector has float32 values in [0, 1]. Seats are relative to the observer: block 0 is the
observer's own seat, block 1 the next seat in turn order, and so on. The shape depends on the
edition (its card kinds) and the number of players only, not on variants.
"""

from __future__ import annotations

import random
from functools import cache
from typing import TYPE_CHECKING, Any

import numpy as np
import numpy.typing as npt

from ..rules import phases as P
from ..rules.actions import COLS, ROWS, SIZE
from ..rules.cards import CARD_IDS, SUITES, card_text
from ..rules.determinize import deal
from ..rules.editions import get_edition
from ..rules.errors import ConfigError
from ..rules.river import Boat
from ..view import View

if TYPE_CHECKING:
    from ..game import Game
    from ..rules import State

#: The version of the observation layout (docs/rl.md).
OBSERVATION_VERSION = 1

Obs = npt.NDArray[np.float32]

#: A boat's part of the observation (the fast encoder's cache): the indices it sets to 1 in its river's
#: block of the ``river`` field and of the ``boat`` field (relative to the block's start), its cards'
#: kinds, its points.
_BoatPart = tuple[list[int], list[int], list[int], int]

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
        ed.check_players(players)
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
            ("phase", (len(P.PHASE_NAMES),)),
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
        self.boat_points = ed.boat_points
        # per deck: its kinds counted, plus the deck's size (see _Tables.unseen); equal decks share them
        self.deck_counts: dict[tuple[int, ...], npt.NDArray[np.int64]] = {}
        self._tables: dict[int, _Tables] = {}

    def __reduce__(self) -> tuple[Any, tuple[str, int]]:
        """A layout pickles and copies as its edition and player count: it is the shared one again."""
        return layout, (self.edition, self.players)

    def tables(self, deck_size: int) -> _Tables:
        """The look-up tables that scale card counts, for a deck of ``deck_size`` cards."""
        t = self._tables.get(deck_size)
        if t is None:
            t = self._tables[deck_size] = _Tables(deck_size)
        return t

    def offset(self, name: str) -> int:
        return self.fields[name][0]

    def slice(self, obs: Obs, name: str) -> npt.NDArray[np.float32]:
        """The field ``name`` of an observation, in its documented shape."""
        off, shape = self.fields[name]
        return obs[off : off + int(np.prod(shape))].reshape(shape)


class Encoder:
    """The fast encoder of one environment (:func:`encode_game`), with caches of its own.

    Each cache entry holds the object it was made from and is used only while that very object is
    read again (an identity check, so a copy or a new game never meets a stale one). An environment
    owns one Encoder, so two environments in one process (or thread) never share caches.
    """

    def __init__(self, edition: str, players: int) -> None:
        self.layout = layout(edition, players)
        # seat -> its river's part, while the river has these very boats
        self.river_cache: dict[int, _River] = {}
        # public draw piles (after a refill in AMIGO), by pile: (the list, its length, kinds counted, scaled);
        # a draw pile only shrinks, from its end, so the list and its length tell its cards
        self.pile_cache: dict[int, tuple[list[int], int, npt.NDArray[np.int64], npt.NDArray[np.float32]]] = {}
        # the public discard pile (or the cards out of play): (the list, its length, kinds counted, scaled)
        self.public_cache: tuple[list[int], int, npt.NDArray[np.int64], npt.NDArray[np.float32]] | None = None
        self.last_deck: tuple[object, npt.NDArray[np.int64]] = ((), np.zeros(0, dtype=np.int64))

    def encode(self, game: Game, seat: int, out: Obs | None = None) -> Obs:
        """The observation of ``seat`` in ``game`` (:func:`encode_game` with this encoder's caches)."""
        return encode_game(game, seat, out, self)


class _Tables:
    """Card counts scaled as the observation has them, by table look-up (one NumPy call a field).

    ``count[c]`` is ``min(c / COUNT_SCALE, 1)``; ``unseen[size + d]`` is ``min(max(d, 0) / COUNT_SCALE, 1)``
    for a difference ``d`` of counts between -size and size.
    """

    __slots__ = ("count", "unseen")

    def __init__(self, size: int) -> None:
        c = np.arange(size + 1)
        self.count = np.minimum(c / COUNT_SCALE, 1.0).astype(np.float32)
        d = np.arange(-size, size + 1)
        self.unseen = np.minimum(np.maximum(d, 0) / COUNT_SCALE, 1.0).astype(np.float32)


@cache
def layout(edition: str, players: int) -> Layout:
    """The observation layout of an edition and player count (cached)."""
    return Layout(edition, players)


def observation_size(edition: str = "amigo", players: int = 2) -> int:
    """The length of the observation vector of an edition and player count."""
    return layout(edition, players).size


def encode(view: View, out: Obs | None = None) -> Obs:
    """The observation of the seat whose view this is (``game.view(seat)``; not a spectator's).

    The view's hidden cards are dealt at random (:func:`~ogallala.rules.determinize.deal`, with a
    fixed seed) and the one encoder reads that state: it reads only what a seat sees, so every deal
    gives the same vector, which a test checks over many deals. ``out``, if given, is filled in place
    and returned.
    """
    seat = view.seat
    if seat is None:
        raise ConfigError("encode needs a seat's view (game.view(seat)), not a spectator's")
    encoder = Encoder(view.edition, view.players)
    state = deal(view, random.Random(0))
    local = encoder.layout.local
    for cards in (state.deck, state.hand, state.discard, state.out, *state.piles,
                  *(row for river in state.rivers for row in river)):
        for x in cards:
            if x and local[x >> 2] < 0:  # a card the view shows that its edition does not have
                raise ConfigError(f"card {card_text(x)!r} is not a card of edition {view.edition!r}")
    return _encode(state, seat, out, encoder)


#: (edition, players) -> the encoder encode_game uses when it is given none (one per process)
_DEFAULT_ENCODERS: dict[tuple[str, int], Encoder] = {}


def _default_encoder(edition: str, players: int) -> Encoder:
    enc = _DEFAULT_ENCODERS.get((edition, players))
    if enc is None:
        enc = _DEFAULT_ENCODERS[(edition, players)] = Encoder(edition, players)
    return enc


def encode_game(game: Game, seat: int, out: Obs | None = None, encoder: Encoder | None = None) -> Obs:
    """The same vector as ``encode(game.view(seat))``, read from the game without building the view.

    Both run the one encoder, :func:`encode_state`: here on the game's own state, for ``encode`` on
    a deal of the view. It reads only what ``seat`` sees (never a pile's order or a hidden pile's
    cards), so the two agree. It spends its time in few NumPy calls: a river's part is kept, as the
    indices it sets and its cards counted by kind, until that river's boats change; so is the public
    discard pile's part until the pile grows or is replaced; card counts are scaled by table
    look-ups; every other entry is written by one indexed assignment at the end. Those caches are
    ``encoder``'s (an environment passes its own :class:`Encoder`); without one, one Encoder per
    edition and player count of this process.
    """
    return _encode(game.state, game.check_seat(seat), out, encoder)


def encode_state(s: State, seat: int, out: Obs | None = None, encoder: Encoder | None = None) -> Obs:
    """The one encoder: the observation of ``seat`` read from the state ``s`` (the game's own, or one
    dealt from a view, as search bots play on), reading only what that seat sees there."""
    if not 0 <= seat < s.n:
        raise ConfigError(f"no seat {seat} in a game of {s.n} players")
    return _encode(s, seat, out, encoder)


def _encode(s: State, seat: int, out: Obs | None, encoder: Encoder | None) -> Obs:
    """:func:`encode_state` for a seat its callers have checked."""
    ed = s.ed
    n = s.n
    if encoder is None:
        encoder = _default_encoder(ed.id, n)
    lay = encoder.layout
    if lay.edition != ed.id or lay.players != n:
        raise ConfigError(f"this encoder is for {lay.edition} with {lay.players} players, "
                          f"not {ed.id} with {n}")
    local = lay.local
    k = len(lay.kinds)
    f = lay.fields
    if out is None:
        obs = np.zeros(lay.size, dtype=np.float32)
    else:
        obs = out
        obs.fill(0.0)
    idx: list[int] = []  # entries other than the rivers and the card counts, written at once at the end
    val: list[float] = []
    over = s.phase == P.OVER
    seat0 = f["seat"][0]
    scale = lay.score_scale
    cache = encoder.river_cache
    rivers: list[npt.NDArray[np.int64]] = []
    for block in range(n):
        who = (seat + block) % n
        boats = s.boats_of(who)
        river = cache.get(who)
        if river is None or river.boats is not boats:
            river = cache[who] = _River(lay, boats, river.parts if river is not None else {})
        obs[river.indices(lay, block)] = 1.0
        rivers.append(river.kinds)
        bonus = s.bonus[who]
        at = seat0 + block * SEAT_FEATURES
        idx += (at, at + 1, at + 2, at + 3)
        val += (min(max(river.points + bonus, 0) / scale, 1.0), min(river.complete / 5, 1.0),
                1.0 if bonus else 0.0, 1.0 if not over and s.seat == who else 0.0)
    seen = rivers[0] + rivers[1]  # a new array (every edition has 2 players at least), counted on below
    for kinds in rivers[2:]:
        seen += kinds
    if not over and s.hand:
        at = f["hand"][0]
        tribes = [0, 0, 0]
        held: dict[int, int] = {}
        for x in s.hand:
            kind = local[x >> 2]
            held[kind] = held.get(kind, 0) + 1
            tribes[x & 3] += 1
            seen[kind] += 1
        for kind, cnt in held.items():
            idx.append(at + kind)
            val.append(min(cnt / COUNT_SCALE, 1.0))
        idx += (at + k, at + k + 1)
        val += (min(tribes[1] / COUNT_SCALE, 1.0), min(tribes[2] / COUNT_SCALE, 1.0))
    size = len(s.deck)
    tables = lay.tables(size)
    counted = tables.count
    piles0 = f["piles"][0]
    for p, pile in enumerate(s.piles):
        at = piles0 + p * (2 + k)
        idx.append(at)
        val.append(len(pile) / size)
        if s.pile_public[p]:
            idx.append(at + 1)
            val.append(1.0)
            known = encoder.pile_cache.get(p)
            if known is None or known[0] is not pile or known[1] != len(pile):
                kinds = np.bincount([local[x >> 2] for x in pile], minlength=k)
                known = encoder.pile_cache[p] = (pile, len(pile), kinds, counted[kinds])
            seen += known[2]
            obs[at + 2 : at + 2 + k] = known[3]
    at = f["discard"][0]
    public = s.out if ed.out_of_play else s.discard if ed.discard_public else None
    if public is not None:
        # the pile only grows (or is replaced by a new list) while it is the discard pile
        pub = encoder.public_cache
        if pub is None or pub[0] is not public or pub[1] != len(public):
            kinds = np.bincount([local[x >> 2] for x in public], minlength=k)
            pub = encoder.public_cache = (public, len(public), kinds, counted[kinds])
        seen += pub[2]
        obs[at : at + k] = pub[3]
    idx.append(at + k)
    val.append(len(s.discard) / size)
    last = encoder.last_deck
    if last[0] is s.deck:
        deck = last[1]
    else:
        counts = lay.deck_counts.get(s.deck)  # a new game's deck: equal decks share their counts
        if counts is None:
            # offset by the deck's size, which is the unseen table's offset
            counts = lay.deck_counts[s.deck] = np.bincount([local[x >> 2] for x in s.deck], minlength=k) + size
        deck = counts
        encoder.last_deck = (s.deck, deck)
    at = f["unseen"][0]
    obs[at : at + k] = tables.unseen[deck - seen]
    idx.append(f["phase"][0] + s.phase)
    val.append(1.0)
    if not over:
        at = f["flags"][0]
        for i, v in enumerate((s.dup, s.must_end, s.completed, s.took)):
            if v:
                idx.append(at + i)
                val.append(1.0)
        idx.append(at + len(FLAGS) + s.todo)
        val.append(1.0)
        if s.attacker:
            r, c = s.attacker
            idx.append(f["attacker"][0] + r * COLS + c)
            val.append(1.0)
        at = f["pending"][0]
        for r, c in s.pending:
            idx.append(at + r * COLS + c)
            val.append(1.0)
        at = f["targets"][0]
        if s.first_target:
            t, r, c = s.first_target
            idx.append(at + ((t - seat) % n) * CELLS + r * COLS + c)
            val.append(1.0)
        for t, r, c in s.spoils:
            idx.append(at + (n + (t - seat) % n) * CELLS + r * COLS + c)
            val.append(1.0)
        at = f["hunting"][0]
        for suite in s.hunts:
            idx.append(at + suite)
            val.append(1.0)
    at = f["misc"][0]
    idx += (at, at + 1)
    val += (min(s.turn / TURN_SCALE, 1.0), min(s.refills / MAX_REFILLS, 1.0))
    obs[idx] = val
    return obs


class _River:
    """A river's part of the observation, from its boats (every card lies in a boat, so they hold the
    whole river): its cards counted by kind, its complete boats, its points, and the indices it sets to
    1 (cells and boat flags) when it is seen from a given block, made when first needed.

    ``before`` holds the boats' parts of the river as it was before: a move changes one or two
    boats, the others keep their parts."""

    def __init__(self, lay: Layout, boats: tuple[Boat, ...], before: dict[Boat, _BoatPart]) -> None:
        self.boats = boats
        kinds: list[int] = []
        complete = total = 0
        parts: dict[Boat, _BoatPart] = {}
        for b in boats:
            part = before.get(b)
            if part is None:
                part = _boat_part(lay, b)
            parts[b] = part
            kinds += part[2]
            total += part[3]
            complete += b.complete
        self.parts = parts
        self.kinds: npt.NDArray[np.int64] = np.bincount(kinds, minlength=len(lay.kinds))
        self.complete = complete
        self.points = total
        self._indices: dict[int, npt.NDArray[np.intp]] = {}

    def indices(self, lay: Layout, block: int) -> npt.NDArray[np.intp]:
        """The observation's indices this river sets to 1 when it is in seat block ``block``."""
        got = self._indices.get(block)
        if got is None:
            cells = lay.fields["river"][0] + block * CELLS * lay.cell_width
            flags = lay.fields["boat"][0] + block * CELLS * 2
            ones: list[int] = []
            for part in self.parts.values():
                ones += [cells + i for i in part[0]]
                ones += [flags + i for i in part[1]]
            got = self._indices[block] = np.array(ones, dtype=np.intp)
        return got


def _boat_part(lay: Layout, b: Boat) -> _BoatPart:
    k = len(lay.kinds)
    w = lay.cell_width
    local = lay.local
    cells: list[int] = []
    kinds: list[int] = []
    at = (b.row * COLS + b.start) * w
    for i, x in enumerate(b.cells):
        if x:
            kind = local[x >> 2]
            kinds.append(kind)
            cells.append(at + i * w + kind)
            if x & 3:
                cells.append(at + i * w + k + (x & 3) - 1)
    flags: list[int] = []
    at = (b.row * COLS + b.start) * 2
    if b.complete:
        flags.extend(range(at, at + 2 * len(b.cells), 2))
    if b.protected:
        flags.extend(range(at + 1, at + 2 * len(b.cells), 2))
    return cells, flags, kinds, lay.boat_points(b.cells, b.complete)


def action_mask(game: Game, out: npt.NDArray[np.int8] | None = None) -> npt.NDArray[np.int8]:
    """1 at the codes of the legal actions, 0 elsewhere, over the fixed action space (all 0 once over)."""
    mask = np.zeros(SIZE, dtype=np.int8) if out is None else out
    if out is not None:
        mask.fill(0)
    if not game.is_over():
        legal = game.state.legal()
        if len(legal) <= 16:  # most decisions: item by item is cheaper than NumPy reading a list of indices
            for code in legal:
                mask[code] = 1
        else:
            mask[legal] = 1
    return mask


__all__ = ["OBSERVATION_VERSION", "Encoder", "Layout", "action_mask", "encode", "encode_game", "encode_state", "layout",
           "observation_size"]
