"""The game state: the record of one game at one moment, its copy, and its entry points (rules.md
sections 3 to 6).

:class:`State` is the fast core. It works on integer card codes and action codes, keeps no
history beyond an optional event list, and never does I/O. The readable API is the
:class:`ogallala.Game` façade above it. What differs between editions it asks of the
:class:`~.editions.Edition`.

A turn is a chain of decisions, each a *phase* (:mod:`.phases`). A decision with exactly one legal
action is applied by the engine itself. The rules themselves live beside this module, as functions
of a state: :mod:`.geometry` (a river's cells), :mod:`.shifts`, :mod:`.targets`, :mod:`.legal`
(the legal actions), :mod:`.turn` (applying an action, one handler per phase), :mod:`.flow` and
:mod:`.conquest` (what follows a step), and :mod:`.refusals` (why an action is refused).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from . import refusals
from .cards import IS_BOOTY, IS_BOW, IS_STERN, SECTION, card_text
from .editions import Edition
from .errors import IllegalActionError
from .flow import finish
from .geometry import Geo, river_geo, row_kinds
from .legal import compute_legal
from .phases import DRAW, OVER, TODO_NONE
from .river import Boat, river_boats
from .rng import Rng
from .targets import boat_at
from .turn import apply_code, settle

if TYPE_CHECKING:
    from .fields import StateFields

#: An event as stored: a dict, or for the frequent ones a compact tuple (see :func:`event_dict`).
Event = dict[str, Any] | tuple[Any, ...]


def event_dict(e: Event) -> dict[str, Any]:
    """An event as a dict ``{..., "event": name}``; the frequent events are stored as tuples."""
    if isinstance(e, dict):
        return e
    name = e[0]
    if name == "draw":
        return {"seat": e[1], "pile": e[2], "card": card_text(e[3]), "event": name}
    if name == "place":
        return {"seat": e[1], "card": card_text(e[2]), "row": e[3], "col": e[4], "source": e[5], "event": name}
    if name == "turn":
        return {"seat": e[1], "turn": e[2], "event": name}
    if name == "discard":
        return {"seat": e[1], "card": card_text(e[2]), "event": name}
    return {"seat": e[1], "event": name}  # stop


class State:
    """Everything about one game at one moment, hidden pile order included."""

    __slots__ = (
        "ed", "tribes", "variants", "width", "deck", "n", "piles", "pile_public", "discard", "out", "refills",
        "rng", "rivers", "boats", "geo", "seat", "phase", "hand", "dup", "must_end", "completed", "took", "todo",
        "pending", "attacker", "hunts", "first_target", "spoils", "bonus", "turn", "reason", "ender", "events",
        "_legal",
    )

    ed: Edition
    tribes: bool
    variants: tuple[str, ...]
    width: int  # AMIGO: the bounding box's width limit; mats: the mat's width
    deck: tuple[int, ...]  # every card of this game, sorted (for checks)
    n: int
    piles: list[list[int]]  # top of a pile is its last element
    pile_public: list[bool]  # the pile was made from the public discard pile (its contents are known)
    discard: list[int]
    out: list[int]  # ASS: cards out of play
    refills: int  # refills left
    rng: int  # the generator's state
    rivers: list[list[list[int]]]
    boats: list[tuple[Boat, ...] | None]  # per seat, a cache; None when stale
    geo: list[Geo | None]  # per seat, row bitmasks for placement; None when stale
    seat: int
    phase: int
    hand: list[int]  # cards in resolution: the drawn, lassoed, hunted or taken card, or the loot
    dup: bool  # the drawn card's id was already in the river before it was drawn
    must_end: bool  # the turn ends once the current card is dealt with
    completed: bool  # a boat was completed in the current chain (for the end decision)
    took: bool  # Pelikan: a card of a conquered boat could be taken this turn (the turn ends)
    todo: int
    pending: list[tuple[int, int]]  # own completed boats (row, start) still to attack
    attacker: tuple[int, int] | None
    hunts: list[int]  # Pelikan: suites whose person was placed, still to hunt
    first_target: tuple[int, int, int] | None  # Pelikan: the first of two attacked boats
    spoils: list[tuple[int, int, int]]  # Pelikan: cells of conquered boats that may still be taken
    bonus: list[int]  # Pelikan: the first seat to hold 3 complete boats
    turn: int
    reason: str  # why the game ended ("" while it runs)
    ender: int  # the seat that ended it (-1: nobody)
    events: list[Event] | None
    _legal: list[int] | None

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(cls, ed: Edition, players: int, seed: int, variants: tuple[str, ...] = (),
            deck: list[int] | None = None, events: bool = True) -> State:
        """Deal a new game: shuffle the deck into the draw piles (rules 4.1, 5.1, 6.1)."""
        s = cls()
        s.ed = ed
        s.variants = variants
        s.tribes = "two-tribes" in variants
        s.width = 16 if "river-16" in variants else ed.width
        s.n = players
        cards = list(deck) if deck is not None else ed.deck.cards(s.tribes)
        s.deck = tuple(sorted(cards))
        rng = Rng(seed)
        if "sorted-stacks" in variants:
            # Stack 1: bow, stern and section cards; stack 2: the other warriors and totems; 3: booty.
            stacks: list[list[int]] = [[], [], []]
            for c in cards:
                k = c >> 2
                stacks[0 if (IS_BOW[k] or IS_STERN[k] or k == SECTION) else 2 if IS_BOOTY[k] else 1].append(c)
            for st in stacks:
                rng.shuffle(st)
            s.piles = stacks
        else:
            rng.shuffle(cards)
            s.piles = []
            start = 0
            for p in range(ed.piles):
                size = len(cards) // ed.piles + (1 if p < len(cards) % ed.piles else 0)
                s.piles.append(cards[start : start + size])
                start += size
        s.rng = rng.state
        s.pile_public = [False] * ed.piles
        s.discard = []
        s.out = []
        s.refills = ed.max_refills
        if ed.free_layout:
            s.rivers = [[] for _ in range(players)]
        else:
            s.rivers = [[[0] * s.width for _ in range(ed.rows)] for _ in range(players)]
        s.boats = [() for _ in range(players)]
        s.geo = [None] * players
        s.seat = 0
        s.phase = DRAW
        s.hand = []
        s.dup = s.must_end = s.completed = s.took = False
        s.todo = TODO_NONE
        s.pending = []
        s.attacker = None
        s.hunts = []
        s.first_target = None
        s.spoils = []
        s.bonus = [0] * players
        s.turn = 1
        s.reason = ""
        s.ender = -1
        s.events = [] if events else None
        s._legal = None
        if s.events is not None:
            s.events.append(("turn", 0, 1))
        if not s.can_draw():
            finish(s, "no-cards")
        settle(s)
        return s

    @staticmethod
    def determinize(view: Any, rng: random.Random) -> State:
        """A state that shows exactly a seat's ``view``, its hidden cards dealt at random with ``rng``
        (:func:`ogallala.rules.determinize`)."""
        from .determinize import determinize

        return determinize(view, rng)

    @staticmethod
    def from_fields(record: StateFields, check: bool = True) -> State:
        """A state from its record, its invariants checked (:func:`ogallala.rules.from_fields`)."""
        from .fields import from_fields

        return from_fields(record, check)

    def fields(self) -> StateFields:
        """This state's record (:func:`ogallala.rules.fields`)."""
        from .fields import fields

        return fields(self)

    def with_fields(self, **changes: Any) -> State:
        """A checked copy with some fields of the record changed (:func:`ogallala.rules.with_fields`)."""
        from .fields import with_fields

        return with_fields(self, **changes)

    def copy(self, events: bool = False) -> State:
        """Return an independent copy (without the event list unless ``events``)."""
        s = State()
        s.ed = self.ed
        s.tribes = self.tribes
        s.variants = self.variants
        s.width = self.width
        s.deck = self.deck
        s.n = self.n
        s.piles = [p[:] for p in self.piles]
        s.pile_public = self.pile_public[:]
        s.discard = self.discard[:]
        s.out = self.out[:]
        s.refills = self.refills
        s.rng = self.rng
        s.rivers = [[row[:] for row in rv] for rv in self.rivers]
        s.boats = self.boats[:]
        s.geo = self.geo[:]
        s.seat = self.seat
        s.phase = self.phase
        s.hand = self.hand[:]
        s.dup = self.dup
        s.must_end = self.must_end
        s.completed = self.completed
        s.took = self.took
        s.todo = self.todo
        s.pending = self.pending[:]
        s.attacker = self.attacker
        s.hunts = self.hunts[:]
        s.first_target = self.first_target
        s.spoils = self.spoils[:]
        s.bonus = self.bonus[:]
        s.turn = self.turn
        s.reason = self.reason
        s.ender = self.ender
        s.events = self.events[:] if events and self.events is not None else None
        s._legal = self._legal
        return s

    # ------------------------------------------------------------------ queries

    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    def boats_of(self, seat: int) -> tuple[Boat, ...]:
        """Every boat of a seat's river (cached until that river changes)."""
        b = self.boats[seat]
        if b is None:
            b = self.boats[seat] = river_boats(self.rivers[seat], self.ed.gap_joins)
        return b

    def complete_boats(self, seat: int) -> list[Boat]:
        return [b for b in self.boats_of(seat) if b.complete]

    def score(self, seat: int) -> int:
        """The seat's score by the edition's scoring (rules 4.12, 5.7, 6.7), bonuses included."""
        points = self.ed.boat_points
        return sum(points(b.cells, b.complete) for b in self.boats_of(seat)) + self.bonus[seat]

    def scores(self) -> list[int]:
        return [self.score(s) for s in range(self.n)]

    def winners(self) -> list[int]:
        if self.phase != OVER:
            return []
        sc = self.scores()
        best = max(sc)
        return [s for s in range(self.n) if sc[s] == best]

    def census(self) -> dict[str, Any]:
        """How many cards lie where (section 3, card conservation)."""
        piles = [len(p) for p in self.piles]
        rivers = [sum(1 for row in rv for c in row if c) for rv in self.rivers]
        d: dict[str, Any] = {
            "piles": piles,
            "discard": len(self.discard),
            "rivers": rivers,
            "resolution": len(self.hand),
            "out_of_play": len(self.out),
        }
        d["total"] = sum(piles) + len(self.discard) + sum(rivers) + len(self.hand) + len(self.out)
        return d

    def can_draw(self) -> bool:
        """A card can be drawn: a pile holds cards, or the discard pile can refill one (rule 4.3)."""
        for p in self.piles:
            if p:
                return True
        return self.refills > 0 and bool(self.discard)

    def river_kinds(self, seat: int) -> set[int]:
        return {c >> 2 for row in self.rivers[seat] for c in row if c}

    def lowest_empty_pile(self) -> int:
        """The first empty draw pile (the one a refill makes anew, rule 4.3)."""
        for p, pile in enumerate(self.piles):
            if not pile:
                return p
        raise AssertionError("no empty pile")

    def geo_of(self, seat: int) -> Geo:
        """A seat's row bitmasks (cached until that river changes)."""
        g = self.geo[seat]
        if g is None:
            g = self.geo[seat] = river_geo(self.rivers[seat])
        return g

    def row_kinds(self, seat: int) -> list[int]:
        """The kinds each row of a seat's river holds, one bitmask per row (:func:`.geometry.row_kinds`)."""
        return row_kinds(self, seat)

    def _boat_at(self, seat: int, r: int, c: int) -> Boat:
        """A seat's boat starting at (r, c) (:func:`.targets.boat_at`)."""
        return boat_at(self, seat, r, c)

    # ------------------------------------------------------------------ legal actions and apply

    def legal(self) -> list[int]:
        """The legal action codes of the pending decision, in a fixed order (empty once over)."""
        lg = self._legal
        if lg is None:
            lg = self._legal = compute_legal(self)
        return lg

    def apply(self, code: int) -> None:
        """Apply a legal action code, then every forced step after it.

        Raises IllegalActionError (with the reason) for a code that is not legal now.
        """
        if code not in self.legal():
            text, reason, params = refusals.refusal(self, code)
            raise IllegalActionError(text, reason, params)
        self.apply_unchecked(code)

    def apply_unchecked(self, code: int) -> None:
        """Apply a code taken from :meth:`legal` without checking it (the fast path for search)."""
        self._legal = None
        apply_code(self, code)
        settle(self)

    # ------------------------------------------------------------------ diagnostics

    def explain(self, code: int) -> str:
        """Say why an action code is not legal now (for error messages)."""
        return refusals.refusal(self, code)[0]

    def refusal(self, code: int) -> tuple[str, str, dict[str, Any]]:
        """Why an action code is not legal now: the English text, a stable reason code and its
        parameters (so that a client can word the reason in its own language)."""
        return refusals.refusal(self, code)
