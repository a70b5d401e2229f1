"""Views: what one seat (or a spectator) may see of a game, as typed, immutable data.

A view never holds the order of a draw pile. What it tells of a pile is its size and, for a pile
made from the public discard pile, which cards it holds (as counts, in card-id order).

This module is the contract between the engine and every client: bots, the terminal, the RL
encoder and the server read a :class:`View`'s fields; text appears only at the edges
(:meth:`View.to_json` writes the wire format through :mod:`ogallala.wire`, its one writer, which the
server's :func:`view_json` uses too; :meth:`View.from_json` reads it back). A legal move
is an :class:`ActionInfo`, decoded once from its code, with the cells it acts on, so that no client
splits action texts or river notation.

Wire format version 2 (``VIEW_VERSION``), documented in docs/server.md: version 1's fields, plus
``rows`` (the river's cells) on every river, and on every legal action its decoded parts and targets.
"""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .notation.river import format_river
from .rules import State, event_dict
from .rules import phases as P
from .rules.actions import ActionParts, decode_code, format_code
from .rules.cards import CARD_IDS, KIND, SUITES, TRIBE_NAMES
from .rules.errors import NotationError
from .rules.river import Boat
from .wire import (
    MOVE_WORDS,
    TODO_NAMES,
    WireCache,
    write_boat,
    write_decision,
    write_flags,
    write_move,
    write_pile,
    write_result,
    write_river,
    write_view,
)
from .wire import VIEW_VERSION as VIEW_VERSION  # the wire format's version, defined with its writer
from .wire import view_json as wire_view_json

# ---------------------------------------------------------------------------- cards


@dataclass(frozen=True, slots=True)
class Card:
    """A card as a player sees it: its id (``warrior-3``) and its tribe (``red``, ``black`` or None).

    ``str(card)`` is its notation (``warrior-3:red``); :meth:`parse` reads it. Cards are interned:
    :func:`card_of` gives the one object per card.
    """

    id: str
    tribe: str | None = None

    def __str__(self) -> str:
        return self.id if self.tribe is None else f"{self.id}:{self.tribe}"

    @staticmethod
    def parse(token: str) -> Card:
        """Read a card's notation (``chief``, ``warrior-3:red``); a bad token raises NotationError."""
        if not isinstance(token, str):
            raise NotationError(f"a card is written as text, not {type(token).__name__}")
        cid, sep, tribe = token.partition(":")
        kind = KIND.get(cid)
        if kind is None or not kind:
            raise NotationError(f"unknown card {token!r}")
        if not sep:
            return _CARDS[kind << 2]
        if tribe not in TRIBE_NAMES[1:]:
            raise NotationError(f"card {token!r}: unknown tribe {tribe!r} (red or black)")
        return _CARDS[kind << 2 | TRIBE_NAMES.index(tribe)]


#: Every card object, indexed by the engine's card code (kind << 2 | tribe; tribe 3 is unused).
_CARDS: tuple[Card, ...] = tuple(
    Card(CARD_IDS[code >> 2], TRIBE_NAMES[code & 3] if code & 3 < len(TRIBE_NAMES) and code & 3 else None)
    for code in range(len(CARD_IDS) << 2)
)


def card_of(code: int) -> Card:
    """The card object of an engine card code."""
    return _CARDS[code]


def _counts(cards: Iterable[int]) -> dict[Card, int]:
    """Counts of cards, in card-id order (the order the engine's codes sort in)."""
    c = Counter(cards)
    return {_CARDS[k]: c[k] for k in sorted(c, key=lambda k: (str(_CARDS[k]),))}


class FrozenCounts(dict[Card, int]):
    """Card counts that refuse to change: a deck's counts are shared by every view of a game."""

    __slots__ = ()

    def _refuse(self, *args: object, **kwargs: object) -> Any:
        raise TypeError("a view's card counts are read-only (copy them with dict(...) to change them)")

    __setitem__ = __delitem__ = clear = pop = popitem = setdefault = update = __ior__ = _refuse

    def __reduce__(self) -> tuple[Any, ...]:
        return FrozenCounts, (dict(self),)


#: a game's deck (its sorted codes) -> its counts, read-only and shared by every view of a game with that deck
_DECKS: dict[tuple[int, ...], Mapping[Card, int]] = {}


def _deck_counts(deck: tuple[int, ...]) -> Mapping[Card, int]:
    counts = _DECKS.get(deck)
    if counts is None:
        if len(_DECKS) >= 256:  # custom decks are many: keep the cache small
            _DECKS.clear()
        counts = _DECKS[deck] = FrozenCounts(_counts(deck))
    return counts


# ---------------------------------------------------------------------------- rivers


@dataclass(frozen=True, slots=True)
class BoatView:
    """A boat of a river: its first cell (``row``, ``start``), its cells left to right (None: a gap
    that the edition lets a boat span), and what it is worth."""

    row: int
    start: int
    cells: tuple[Card | None, ...]
    complete: bool
    strength: int
    protected: bool
    points: int

    def cell_positions(self) -> tuple[tuple[int, int], ...]:
        """The (row, column) of each of the boat's cells."""
        return tuple((self.row, self.start + i) for i in range(len(self.cells)))

    def to_json(self) -> dict[str, Any]:
        return write_boat(self.row, self.start, [None if c is None else str(c) for c in self.cells], self.complete,
                          self.strength, self.protected, self.points)


@dataclass(frozen=True, slots=True)
class RiverView:
    """One seat's river: its cells row by row (None: empty) in the river's own frame, and its boats.

    For AMIGO the rows are the river's bounding box (a placement at row or column -1, or one past the
    last, extends it); for a mat edition they are the mat's spaces. ``text`` is its notation.
    """

    seat: int
    rows: tuple[tuple[Card | None, ...], ...]
    boats: tuple[BoatView, ...]
    complete_boats: int
    score: int
    text: str
    #: the wire form, made by the first to_json() (a river that did not change is shared by a game's views)
    _json: dict[str, Any] | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def height(self) -> int:
        return len(self.rows)

    @property
    def width(self) -> int:
        return len(self.rows[0]) if self.rows else 0

    def cards(self) -> Iterable[Card]:
        """Every card in the river, row by row."""
        return (c for row in self.rows for c in row if c is not None)

    def boat_at(self, row: int, start: int) -> BoatView | None:
        """The boat whose first cell is (row, start), if any."""
        for b in self.boats:
            if b.row == row and b.start == start:
                return b
        return None

    def to_json(self) -> dict[str, Any]:
        """The river in the wire form. Its lists may be shared with earlier calls: copy before changing them."""
        j = self._json
        if j is None:
            j = write_river(self.seat, self.text, [[None if c is None else str(c) for c in row] for row in self.rows],
                            [b.to_json() for b in self.boats], self.complete_boats, self.score)
            object.__setattr__(self, "_json", j)  # a cache, not a field: the view stays immutable
        return dict(j)


@dataclass(frozen=True, slots=True)
class PileView:
    """A draw pile (``pile`` counts from 1): its size and, when it was made from the public discard
    pile, its contents as counts (``known``; None for a pile of unknown cards). Never its order."""

    pile: int
    size: int
    known: Mapping[Card, int] | None

    def to_json(self) -> dict[str, Any]:
        return write_pile(self.pile, self.size, _json_counts(self.known))


@dataclass(frozen=True, slots=True)
class RiverShape:
    """The river's frame for this edition: rows, the width limit, and whether it grows freely (AMIGO)."""

    rows: int
    width: int
    free_layout: bool


# ---------------------------------------------------------------------------- decisions


@dataclass(frozen=True, slots=True)
class ActionInfo:
    """A legal move of the pending decision, decoded from its code once.

    ``verb`` is the action's first word (``draw``, ``stop``, ``discard``, ``place``, ``shift``,
    ``lasso``, ``shoot``, ``sink``, ``attacker``, ``attack``, ``no-attack``, ``done``, ``end``,
    ``continue``, ``pass``, ``hunt``, ``take``). ``seat`` and ``cell`` say where it acts: the river
    (the target's for lasso, shoot, attack, hunt and take; the deciding seat's own otherwise) and the
    (row, column) in that river's frame; for sink, attacker and attack ``boat`` lists the cells of the
    boat it acts on. ``pile`` (1 to 3) is the pile drawn from; ``card`` the card placed or shifted;
    ``direction`` a run shift's way; ``moves`` the suite cards an ASS shift moves, with their way.
    """

    code: int
    text: str
    verb: str
    pile: int | None = None
    card: str | None = None
    seat: int | None = None
    cell: tuple[int, int] | None = None
    boat: tuple[tuple[int, int], ...] | None = None
    direction: str | None = None
    moves: tuple[tuple[str, str], ...] = ()

    def to_json(self) -> dict[str, Any]:
        return write_move(self.code, self.text, self.verb, self.pile, self.card, self.seat, self.cell, self.boat,
                          self.direction, self.moves)

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> ActionInfo:
        """Read a legal action back from the wire; its code decides, the rest is checked against it."""
        code = data.get("code") if isinstance(data, Mapping) else None
        if type(code) is not int:
            raise NotationError(f"a legal action needs an integer 'code', got {code!r}")
        info = _decoded(code, -1)
        boat = data.get("boat")
        if boat is not None:
            info = _with_boat(info, tuple((int(r), int(c)) for r, c in boat))
        if data.get("seat") is not None and info.seat is None:
            info = _replace_seat(info, int(data["seat"]))
        if data.get("text", info.text) != info.text:
            raise NotationError(f"legal action {code}: text {data.get('text')!r} is not {info.text!r}")
        return info


#: (code, own seat) -> its ActionInfo without boat cells: an ActionInfo is immutable, so one is shared
_DECODED: dict[tuple[int, int], ActionInfo] = {}


def _decoded(code: int, own_seat: int) -> ActionInfo:
    """The parts of an action code as an ActionInfo (``own_seat``: the river of place, shift, sink and
    attacker; -1 leaves it unknown)."""
    key = (code, own_seat)
    info = _DECODED.get(key)
    if info is None:
        info = _DECODED[key] = _decode(code, own_seat)
    return info


def _decode(code: int, own_seat: int) -> ActionInfo:
    a: ActionParts = decode_code(code)
    verb = a.verb
    seat = a.seat if a.seat >= 0 else (own_seat if a.row > -2 and own_seat >= 0 else None)
    return ActionInfo(
        code=code,
        text=format_code(code),
        verb=verb,
        pile=a.pile or None,
        card=CARD_IDS[a.kind] if a.kind else None,
        seat=seat,
        cell=(a.row, a.col) if a.row > -2 else None,
        direction=a.direction or None,
        moves=tuple((CARD_IDS[k], MOVE_WORDS[m]) for k, m in a.moves),
    )


def _with_boat(info: ActionInfo, boat: tuple[tuple[int, int], ...]) -> ActionInfo:
    return ActionInfo(info.code, info.text, info.verb, info.pile, info.card, info.seat, info.cell, boat,
                      info.direction, info.moves)


def _replace_seat(info: ActionInfo, seat: int) -> ActionInfo:
    return ActionInfo(info.code, info.text, info.verb, info.pile, info.card, seat, info.cell, info.boat,
                      info.direction, info.moves)


def action_info(code: int, seat: int, rivers: Sequence[RiverView] = ()) -> ActionInfo:
    """Decode a legal action of ``seat``'s decision; with the rivers, a boat action gets its cells."""
    info = _decoded(code, seat)
    if info.verb in ("sink", "attacker", "attack") and info.seat is not None and info.cell is not None \
            and info.seat < len(rivers):
        b = rivers[info.seat].boat_at(*info.cell)
        if b is not None:
            info = _with_boat(info, b.cell_positions())
    return info


class LegalMoves(Sequence[ActionInfo]):
    """The legal moves of a decision: a read-only sequence of :class:`ActionInfo`, in the engine's
    order. Their codes are at hand at once (:attr:`codes`); the moves are decoded when first read, so a
    client that needs only the codes (an observation, a mask) never pays for decoding them."""

    __slots__ = ("codes", "_seat", "_rivers", "_moves")

    def __init__(self, codes: Iterable[int] = (), seat: int = -1, rivers: Sequence[RiverView] = (),
                 moves: Sequence[ActionInfo] | None = None) -> None:
        if moves is not None:
            self._moves: tuple[ActionInfo, ...] | None = tuple(moves)
            self.codes: tuple[int, ...] = tuple(a.code for a in self._moves)
        else:
            self._moves = None
            self.codes = tuple(codes)
        self._seat = seat
        self._rivers = rivers

    @staticmethod
    def of(moves: Iterable[ActionInfo]) -> LegalMoves:
        """Legal moves that are decoded already (read from the wire)."""
        return LegalMoves(moves=tuple(moves))

    def _decoded(self) -> tuple[ActionInfo, ...]:
        moves = self._moves
        if moves is None:
            seat, rivers = self._seat, self._rivers
            moves = self._moves = tuple(action_info(code, seat, rivers) for code in self.codes)
            self._rivers = ()
        return moves

    def __len__(self) -> int:
        return len(self.codes)

    def __getitem__(self, i: Any) -> Any:
        return self._decoded()[i]

    def __iter__(self) -> Iterator[ActionInfo]:
        return iter(self._decoded())

    def __bool__(self) -> bool:
        return bool(self.codes)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, LegalMoves):
            return self.codes == other.codes and self._decoded() == other._decoded()
        if isinstance(other, (tuple, list)):
            return self._decoded() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.codes)

    def __repr__(self) -> str:
        return f"LegalMoves({list(self._decoded())!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        return LegalMoves.of, (self._decoded(),)


@dataclass(frozen=True, slots=True)
class DecisionFlags:
    """What the rules remember within the turn (public): the drawn card was a duplicate, the turn ends
    once the card is dealt with, a boat was completed in this chain, a conquered boat's card could be
    taken (Pelikan), and the drawn card's action still to come (``none``, ``lasso``, ``archer``)."""

    duplicate: bool
    turn_ends: bool
    completed: bool
    took: bool
    todo: str

    def to_json(self) -> dict[str, Any]:
        return write_flags(self.duplicate, self.turn_ends, self.completed, self.took, self.todo)


@dataclass(frozen=True, slots=True)
class Decision:
    """The pending decision: who decides, in which phase, the cards in resolution (``hand``), the
    attack's bookkeeping, and the legal moves (never empty; ``legal.codes`` are their codes)."""

    seat: int
    phase: str
    hand: tuple[Card, ...]
    attacker: tuple[int, int] | None
    pending_attackers: tuple[tuple[int, int], ...]
    first_target: tuple[int, int, int] | None
    hunting: tuple[str, ...]
    spoils: tuple[tuple[int, int, int], ...]
    legal: LegalMoves
    flags: DecisionFlags

    def to_json(self) -> dict[str, Any]:
        return write_decision(self.seat, self.phase, [str(c) for c in self.hand], self.attacker,
                              self.pending_attackers, self.first_target, list(self.hunting), self.spoils,
                              [a.to_json() for a in self.legal], self.flags.to_json())


# ---------------------------------------------------------------------------- the end


class Termination(enum.Enum):
    """Why a game ended (rules.md sections 4.11, 5.6, 6.6)."""

    #: A player with 3 or more complete boats chose to end it (AMIGO).
    ENDED = "ended"
    #: A player completed a third boat (ASS).
    THREE_BOATS = "three-boats"
    #: A player completed a fifth boat (Pelikan).
    FIFTH_BOAT = "fifth-boat"
    #: No card could be drawn.
    NO_CARDS = "no-cards"


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: why, the seat that ended it (None: nobody), scores and winners."""

    termination: Termination
    ended_by: int | None
    scores: tuple[int, ...]
    winners: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        """The outcome as the game record and the wire write it (``reason`` is the termination's value)."""
        return write_result(self.termination.value, self.ended_by, list(self.scores), list(self.winners))

    @staticmethod
    def of(state: State) -> Outcome | None:
        """The outcome of a state (None while the game runs)."""
        if state.phase != P.OVER:
            return None
        return Outcome(Termination(state.reason), state.ender if state.ender >= 0 else None,
                       tuple(state.scores()), tuple(state.winners()))


# ---------------------------------------------------------------------------- the view


@dataclass(frozen=True, slots=True)
class View:
    """What one seat (``seat``; None: a spectator) may see of a game at one moment."""

    version: int
    edition: str
    edition_name: str
    variants: tuple[str, ...]
    players: int
    seat: int | None
    turn: int
    current_seat: int | None
    rivers: tuple[RiverView, ...]
    piles: tuple[PileView, ...]
    discard: tuple[Card, ...] | None  # None: the discard pile lies face down (Pelikan) or there is none (ASS)
    discard_size: int
    out_of_play: tuple[Card, ...] | None  # ASS: cards out of play; None in the other editions
    refills_left: int
    bonus: tuple[int, ...]
    river: RiverShape
    deck_size: int
    deck: Mapping[Card, int]
    scores: tuple[int, ...]
    decision: Decision | None
    outcome: Outcome | None
    events: tuple[dict[str, Any], ...] | None  # None when built without them

    @property
    def over(self) -> bool:
        return self.decision is None

    def legal_codes(self) -> list[int]:
        """The codes of the legal moves ([] once the game is over)."""
        return list(self.decision.legal.codes) if self.decision else []

    def to_json(self) -> dict[str, Any]:
        """The view in the wire format (version ``VIEW_VERSION``; docs/server.md), written by
        :func:`ogallala.wire.write_view`, the writer :func:`view_json` uses too."""
        shape = self.river
        return write_view(
            self.edition, self.edition_name, list(self.variants), self.players, self.seat, self.turn,
            self.current_seat, [r.to_json() for r in self.rivers], [p.to_json() for p in self.piles],
            None if self.discard is None else [str(c) for c in self.discard], self.discard_size,
            None if self.out_of_play is None else [str(c) for c in self.out_of_play], self.refills_left,
            list(self.bonus), shape.rows, shape.width, shape.free_layout, self.deck_size, _deck_json(self.deck),
            list(self.scores), None if self.decision is None else self.decision.to_json(),
            None if self.outcome is None else self.outcome.to_json(),
            None if self.events is None else list(self.events))

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> View:
        """Read a view from the wire format; anything malformed raises NotationError naming it."""
        try:
            return _view_from_json(data)
        except NotationError:
            raise
        except (KeyError, TypeError, ValueError, AttributeError, IndexError) as e:
            raise NotationError(f"not a view: {type(e).__name__}: {e}") from None


def _json_counts(counts: Mapping[Card, int] | None) -> dict[str, int] | None:
    return None if counts is None else {str(c): n for c, n in counts.items()}


#: id of a shared deck's counts (see _deck_counts) -> (those counts, their wire form)
_DECK_JSON: dict[int, tuple[Mapping[Card, int], dict[str, int]]] = {}


def _deck_json(counts: Mapping[Card, int]) -> dict[str, int]:
    hit = _DECK_JSON.get(id(counts))
    if hit is not None and hit[0] is counts:
        return dict(hit[1])
    j = {str(c): n for c, n in counts.items()}
    if isinstance(counts, FrozenCounts):  # a shared deck's counts: they live as long as _DECKS holds them
        if len(_DECK_JSON) >= 256:
            _DECK_JSON.clear()
        _DECK_JSON[id(counts)] = (counts, j)
    return dict(j)


# ---------------------------------------------------------------------------- building


class ViewCache:
    """What one game's views may share from one view to the next, so that a view costs little more
    than what changed since the last one: each river's RiverView (kept while that river has the very
    same boats, which the engine makes anew whenever the river changes, and the same bonus) and its
    BoatViews (kept per boat), the public piles' counts and the discard pile's cards (kept while the
    pile is the same list of the same length: a pile only shrinks from its end and the discard pile
    only grows, each replaced by a new list otherwise). A Game holds one, shared with its copies: an
    entry is used only for the very objects it was made from, so games that part ways never meet each
    other's entries."""

    __slots__ = ("rivers", "boats", "piles", "public", "shape", "wire")

    def __init__(self) -> None:
        self.rivers: dict[int, tuple[object, int, RiverView]] = {}
        self.boats: dict[int, dict[Boat, BoatView]] = {}
        self.piles: dict[int, tuple[object, int, Mapping[Card, int]]] = {}
        self.public: tuple[object, int, tuple[Card, ...]] | None = None
        self.shape: RiverShape | None = None
        self.wire: WireCache | None = None  # the wire form's own (ogallala.wire)

    def river(self, state: State, seat: int) -> RiverView:
        boats = state.boats_of(seat)
        bonus = state.bonus[seat]
        hit = self.rivers.get(seat)
        if hit is not None and hit[0] is boats and hit[1] == bonus:
            return hit[2]
        known = self.boats.get(seat)
        views: dict[Boat, BoatView] = {}
        rv = river_view(state, seat, known or {}, views)
        self.boats[seat] = views
        self.rivers[seat] = (boats, bonus, rv)
        return rv

    def pile(self, pile: list[int]) -> Mapping[Card, int]:
        """The counts of a public draw pile."""
        hit = self.piles.get(id(pile))
        if hit is not None and hit[0] is pile and hit[1] == len(pile):
            return hit[2]
        counts = FrozenCounts(_counts(pile))
        if len(self.piles) > 8:  # piles replaced by refills: drop the old ones
            self.piles.clear()
        self.piles[id(pile)] = (pile, len(pile), counts)
        return counts

    def cards(self, pile: list[int]) -> tuple[Card, ...]:
        """The cards of the public discard pile (or of the cards out of play)."""
        hit = self.public
        if hit is not None and hit[0] is pile and hit[1] == len(pile):
            return hit[2]
        cards = tuple(_CARDS[c] for c in pile)
        self.public = (pile, len(pile), cards)
        return cards

    def river_shape(self, state: State) -> RiverShape:
        shape = self.shape
        ed = state.ed
        if shape is None or shape.rows != ed.rows or shape.width != state.width or shape.free_layout != ed.free_layout:
            shape = self.shape = RiverShape(ed.rows, state.width, ed.free_layout)
        return shape


def build_view(state: State, seat: int | None, events: bool = True, cache: ViewCache | None = None) -> View:
    """Build the view of ``seat`` (None: a spectator); ``events=False`` leaves out the event list.
    ``cache`` (a game's own) lets views share what did not change since the last one."""
    s = state
    ed = s.ed
    if cache is None:
        cache = ViewCache()
    rivers = tuple(cache.river(s, i) for i in range(s.n))
    piles = tuple(PileView(p + 1, len(pile), cache.pile(pile) if s.pile_public[p] else None)
                  for p, pile in enumerate(s.piles))
    decision: Decision | None = None
    over = s.phase == P.OVER
    if not over:
        me = s.seat
        decision = Decision(
            seat=me,
            phase=P.PHASE_NAMES[s.phase],
            hand=tuple(_CARDS[c] for c in s.hand),
            attacker=tuple(s.attacker) if s.attacker else None,  # type: ignore[arg-type]
            pending_attackers=tuple((r, c) for r, c in s.pending),
            first_target=tuple(s.first_target) if s.first_target else None,  # type: ignore[arg-type]
            hunting=tuple(SUITES[x] for x in s.hunts),
            spoils=tuple((a, b, c) for a, b, c in s.spoils),
            legal=LegalMoves(s.legal(), me, rivers),
            flags=DecisionFlags(s.dup, s.must_end, s.completed, s.took, TODO_NAMES[s.todo]),
        )
    return View(
        version=VIEW_VERSION,
        edition=ed.id,
        edition_name=ed.name,
        variants=tuple(s.variants),
        players=s.n,
        seat=seat,
        turn=s.turn,
        current_seat=None if over else s.seat,
        rivers=rivers,
        piles=piles,
        discard=cache.cards(s.discard) if ed.discard_public and not ed.out_of_play else None,
        discard_size=len(s.discard),
        out_of_play=cache.cards(s.out) if ed.out_of_play else None,
        refills_left=s.refills,
        bonus=tuple(s.bonus),
        river=cache.river_shape(s),
        deck_size=len(s.deck),
        deck=_deck_counts(s.deck),
        scores=tuple(rv.score for rv in rivers),
        decision=decision,
        outcome=Outcome.of(s) if over else None,
        events=tuple(event_dict(e) for e in s.events or ()) if events else None,
    )


def view_json(state: State, seat: int | None, events: bool = True, cache: ViewCache | None = None) -> dict[str, Any]:
    """``build_view(state, seat, events, cache).to_json()``, built straight from the state by
    :func:`ogallala.wire.view_json` (compiled with the engine): the same wire form, by the same writer,
    without making the typed objects first, at a fraction of the cost (the server encodes a view after
    every action; ``tests/test_view.py`` checks that both give the same at every step of games in every
    edition).
    Every client that reads a view's fields uses :func:`build_view`."""
    if cache is None:
        cache = ViewCache()
    wire = cache.wire
    if wire is None:
        wire = cache.wire = WireCache()
    return wire_view_json(state, seat, events, wire)


def river_view(state: State, seat: int, known: Mapping[Boat, BoatView] | None = None,
               made: dict[Boat, BoatView] | None = None) -> RiverView:
    """One seat's river as a RiverView. ``known``: BoatViews of boats seen before, used again for the
    same boats; ``made``, if given, receives the river's boats and their BoatViews."""
    s = state
    points = s.ed.boat_points
    views = []
    for b in s.boats_of(seat):
        bv = known.get(b) if known else None
        if bv is None:
            bv = boat_view(b, points(b.cells, b.complete))
        if made is not None:
            made[b] = bv
        views.append(bv)
    boats = tuple(views)
    rows = s.rivers[seat]
    return RiverView(
        seat=seat,
        rows=tuple(tuple(_CARDS[c] if c else None for c in row) for row in rows),
        boats=boats,
        complete_boats=sum(1 for b in boats if b.complete),
        score=sum(b.points for b in boats) + s.bonus[seat],
        text=format_river(rows),
    )


def boat_view(b: Boat, points: int) -> BoatView:
    return BoatView(b.row, b.start, tuple(_CARDS[c] if c else None for c in b.cells), b.complete, b.strength,
                    b.protected, points)


# ---------------------------------------------------------------------------- reading the wire


def _card_or_none(x: Any) -> Card | None:
    return None if x is None else Card.parse(x)


def _cards(xs: Any) -> tuple[Card, ...]:
    return tuple(Card.parse(x) for x in xs)


def _card_counts(d: Any) -> dict[Card, int]:
    if not isinstance(d, Mapping):
        raise NotationError(f"card counts are an object of card to count, not {type(d).__name__}")
    out: dict[Card, int] = {}
    for k, n in d.items():
        if type(n) is not int or n < 0:
            raise NotationError(f"count of {k!r} must be a whole number >= 0, not {n!r}")
        out[Card.parse(k)] = n
    return out


def _pair(x: Any) -> tuple[int, int]:
    r, c = x
    return int(r), int(c)


def _view_from_json(d: Mapping[str, Any]) -> View:
    if not isinstance(d, Mapping):
        raise NotationError(f"a view is a JSON object, not {type(d).__name__}")
    if d.get("version") != VIEW_VERSION:
        raise NotationError(f"view version {d.get('version')!r} is not supported (this is {VIEW_VERSION})")
    rivers = tuple(
        RiverView(
            seat=int(r["seat"]),
            rows=tuple(tuple(_card_or_none(x) for x in row) for row in r["rows"]),
            boats=tuple(BoatView(int(b["row"]), int(b["start"]), tuple(_card_or_none(x) for x in b["cells"]),
                                 bool(b["complete"]), int(b["strength"]), bool(b["protected"]), int(b["points"]))
                        for b in r["boats"]),
            complete_boats=int(r["complete_boats"]),
            score=int(r["score"]),
            text=str(r["text"]),
        )
        for r in d["rivers"]
    )
    dec = d.get("decision")
    decision = None
    if dec is not None:
        fl = dec["flags"]
        decision = Decision(
            seat=int(dec["seat"]),
            phase=str(dec["phase"]),
            hand=_cards(dec["hand"]),
            attacker=_pair(dec["attacker"]) if dec.get("attacker") else None,
            pending_attackers=tuple(_pair(p) for p in dec["pending_attackers"]),
            first_target=tuple(int(x) for x in dec["first_target"]) if dec.get("first_target") else None,  # type: ignore[arg-type]
            hunting=tuple(str(h) for h in dec["hunting"]),
            spoils=tuple((int(a), int(b), int(c)) for a, b, c in dec["spoils"]),
            legal=LegalMoves.of(ActionInfo.from_json(a) for a in dec["legal_actions"]),
            flags=DecisionFlags(bool(fl["duplicate"]), bool(fl["turn_ends"]), bool(fl["completed"]),
                                bool(fl["took"]), str(fl["todo"])),
        )
    res = d.get("result")
    outcome = None
    if res is not None:
        outcome = Outcome(Termination(res["reason"]), res["ended_by"], tuple(int(x) for x in res["scores"]),
                          tuple(int(x) for x in res["winners"]))
    shape = d["river"]
    events = d.get("events")
    return View(
        version=VIEW_VERSION,
        edition=str(d["edition"]),
        edition_name=str(d["edition_name"]),
        variants=tuple(str(v) for v in d["variants"]),
        players=int(d["players"]),
        seat=None if d.get("seat") is None else int(d["seat"]),
        turn=int(d["turn"]),
        current_seat=None if d.get("current_seat") is None else int(d["current_seat"]),
        rivers=rivers,
        piles=tuple(PileView(int(p["pile"]), int(p["size"]),
                             None if p["known"] is None else _card_counts(p["known"])) for p in d["piles"]),
        discard=None if d.get("discard") is None else _cards(d["discard"]),
        discard_size=int(d["discard_size"]),
        out_of_play=None if d.get("out_of_play") is None else _cards(d["out_of_play"]),
        refills_left=int(d["refills_left"]),
        bonus=tuple(int(x) for x in d["bonus"]),
        river=RiverShape(int(shape["rows"]), int(shape["width"]), bool(shape["free_layout"])),
        deck_size=int(d["deck_size"]),
        deck=_card_counts(d["deck"]),
        scores=tuple(int(x) for x in d["scores"]),
        decision=decision,
        outcome=outcome,
        events=None if events is None else tuple(dict(e) for e in events),
    )
