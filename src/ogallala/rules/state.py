"""The game state and its transitions: legal actions and apply (rules.md sections 3 to 6).

:class:`State` is the fast core. It works on integer card codes and action codes, keeps no
history beyond an optional event list, and never does I/O. The readable API is the
:class:`ogallala.Game` façade above it. What differs between editions it asks of the
:class:`~.editions.Edition`.

A turn is a chain of decisions, each a *phase* (:mod:`.phases`). A decision with exactly one legal
action is applied by the engine itself.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import reduce
from operator import or_
from typing import Any

from . import actions as A
from . import refusals
from .cards import (
    ARCHER,
    BOW,
    CARD_IDS,
    CRAZY_AXE,
    HALF,
    HALF_LEFT,
    HALF_RIGHT,
    IS_BOOTY,
    IS_BOW,
    IS_STERN,
    IS_WARRIOR,
    KIND,
    LASSO,
    PERSON,
    SECTION,
    SHAMAN,
    STERN,
    SUITE,
    TOTEM,
    card_text,
)
from .editions import (
    LOOT_AMIGO,
    LOOT_ASS,
    SHIFT_MOVES,
    SHIFT_NONE,
    SHIFT_RUN,
    TURN_AMIGO,
    TURN_ASS,
    TURN_PELIKAN,
    Edition,
)
from .errors import IllegalActionError
from .phases import (
    ATTACK,
    ATTACKER,
    AXE,
    CONTINUE,
    DRAW,
    END,
    HUNT,
    HUNT_PLACE,
    LASSO_PLACE,
    LASSO_TAKE,
    LOOT,
    OVER,
    PLACE,
    SECOND,
    SHOOT,
    TAKE,
    TAKE_PLACE,
)
from .river import Boat, cut_row, is_complete_span, river_boats, span_of
from .rng import Rng

_PLACE_PHASES = (LASSO_PLACE, LOOT, HUNT_PLACE, TAKE_PLACE)

# Cards that stand for their class when asking where a card could go (bow, stern, other).
KIND_PROBE_BOW, KIND_PROBE_STERN, KIND_PROBE_OTHER = KIND["bow"], KIND["stern"], KIND["furs"]
# Per kind, its class for those questions: 0 other, 1 bow, 2 stern (see State._unplaceable_kinds).
_PROBE_CLASS: tuple[int, ...] = tuple(1 if IS_BOW[k] else 2 if IS_STERN[k] else 0 for k in range(len(CARD_IDS)))

# Things the drawn card still has to do after it is dealt with (rules 4.10, 6.5).
TODO_NONE, TODO_LASSO, TODO_ARCHER = 0, 1, 2

# ASS: after these cards the player may draw again (rules.md 5.2).
_ASS_GO_ON = frozenset({BOW, STERN, SECTION}) | frozenset(k for k in range(len(CARD_IDS)) if IS_BOOTY[k])

#: An event as stored: a dict, or for the frequent ones a compact tuple (see :func:`event_dict`).
Event = dict[str, Any] | tuple[Any, ...]

# Per kind: the kind bits of the other cards of its suite (0 for a card of no suite).
_MATES: tuple[int, ...] = tuple(
    sum(1 << j for j in range(len(CARD_IDS)) if j != k and SUITE[j] >= 0 and SUITE[j] == SUITE[k]) if SUITE[k] >= 0
    else 0
    for k in range(len(CARD_IDS))
)
# Per suite: the kind bits of its two halves (what its hunter may take, rule 6.5).
_HALVES: tuple[int, ...] = tuple(
    sum(1 << k for k in range(len(CARD_IDS)) if SUITE[k] == suite and HALF[k] != PERSON)
    for suite in range(max(SUITE) + 1)
)


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

#: Per row of a river, as bitmasks with bit ``c + 1`` for column ``c``: (height, width,
#: occupied rows padded with empty rows at both ends, bow cards, stern cards, tribes per row,
#: and the kinds each row holds as a bitmask over kind indices).
Geo = tuple[int, int, list[int], list[int], list[int], list[int], list[int]]

# _BITS[m]: the positions of the set bits of a byte; _BITS_8 and _BITS_16 the same for the
# second and third byte of a row mask (positions + 8, + 16), so that a row's set bits are
# ``_BITS[m & 255] + _BITS_8[m >> 8 & 255] + _BITS_16[m >> 16]`` (row masks have 18 bits at most).
_BITS: tuple[tuple[int, ...], ...] = tuple(tuple(i for i in range(8) if m >> i & 1) for m in range(256))
_BITS_8: tuple[tuple[int, ...], ...] = tuple(tuple(i + 8 for i in bits) for bits in _BITS)
_BITS_16: tuple[tuple[int, ...], ...] = tuple(tuple(i + 16 for i in bits) for bits in _BITS)


def _row_masks(row: list[int]) -> tuple[int, int, int, int, int]:
    """One row's part of a :data:`Geo`: occupied cells, bow cards, stern cards, tribes, kinds."""
    o = b = st = t = k = 0
    bit = 2
    for x in row:
        if x:
            o |= bit
            kind = x >> 2
            k |= 1 << kind
            t |= x & 3
            if IS_BOW[kind]:
                b |= bit
            elif IS_STERN[kind]:
                st |= bit
        bit <<= 1
    return o, b, st, t, k


def _geo(rows: list[list[int]]) -> Geo:
    occ = [0]
    bows = []
    sterns = []
    tribes = []
    kinds = []
    for row in rows:
        o, b, st, t, k = _row_masks(row)
        occ.append(o)
        bows.append(b)
        sterns.append(st)
        tribes.append(t)
        kinds.append(k)
    occ += (0, 0)  # occ[r + 1] is row r; occ[-1] and occ[h + 2] read as empty rows
    return len(rows), len(rows[0]) if rows else 0, occ, bows, sterns, tribes, kinds


def _geo_with_row(g: Geo, r: int, row: list[int]) -> Geo:
    """The bitmasks of a river whose row r is now ``row``, its frame unchanged (new lists:
    copies share the old ones)."""
    h, w, occ, bows, sterns, tribes, kinds = g
    occ, bows, sterns, tribes, kinds = occ[:], bows[:], sterns[:], tribes[:], kinds[:]
    occ[r + 1], bows[r], sterns[r], tribes[r], kinds[r] = _row_masks(row)
    return h, w, occ, bows, sterns, tribes, kinds


def _grown_geo(g: Geo, dr: int, r: int, c: int, h: int, w: int, card: int) -> Geo:
    """The bitmasks of a free-layout river that grew by a row or a column and got ``card`` at
    (r, c) of the new frame (``dr``: a row was added on top; a column added on the left shows as
    ``c == 0`` with the width grown)."""
    old_h, old_w, occ, bows, sterns, tribes, kinds = g
    occ = occ[1 : old_h + 1]
    bows, sterns, tribes, kinds = bows[:], sterns[:], tribes[:], kinds[:]
    if h > old_h:
        at = 0 if dr else old_h
        for lst in (occ, bows, sterns, tribes, kinds):
            lst.insert(at, 0)
    if w > old_w and c == 0:  # a column on the left: every column moves one to the right
        occ = [m << 1 for m in occ]
        bows = [m << 1 for m in bows]
        sterns = [m << 1 for m in sterns]
    bit = 1 << (c + 1)
    kind = card >> 2
    occ[r] |= bit
    if IS_BOW[kind]:
        bows[r] |= bit
    elif IS_STERN[kind]:
        sterns[r] |= bit
    tribes[r] |= card & 3
    kinds[r] |= 1 << kind
    return h, w, [0, *occ, 0, 0], bows, sterns, tribes, kinds


def _suite_neighbour_ok(row: list[int], c: int) -> bool:
    """ASS shifting: the card at ``c`` lies directly beside a card of its suite, halves in order."""
    kind = row[c] >> 2
    suite = SUITE[kind]
    half = HALF[kind]
    for side in (-1, 1):
        j = c + side
        if 0 <= j < len(row) and row[j]:
            other = row[j] >> 2
            if SUITE[other] != suite:
                continue
            oh = HALF[other]
            if {half, oh} == {HALF_LEFT, HALF_RIGHT}:
                if (half == HALF_LEFT) == (side == 1):
                    return True
            else:
                return True
    return False


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
            s._finish("no-cards")
        s._settle()
        return s

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

    # ------------------------------------------------------------------ legal actions

    def legal(self) -> list[int]:
        """The legal action codes of the pending decision, in a fixed order (empty once over)."""
        lg = self._legal
        if lg is None:
            lg = self._legal = self._compute_legal()
        return lg

    def _compute_legal(self) -> list[int]:
        ph = self.phase
        ed = self.ed
        if ph == DRAW or ph == CONTINUE:
            out = []
            for p, pile in enumerate(self.piles):
                if pile:
                    out.append(A.DRAW + p)
            if not out and self.refills > 0 and self.discard:
                out = [A.DRAW + self._lowest_empty_pile()]
            if ph == CONTINUE and ed.turn != TURN_PELIKAN:
                out.append(A.STOP)
            return out
        if ph == PLACE:
            card = self.hand[0]
            kind = card >> 2
            out = self.spot_codes(self.seat, card, A.PLACE + kind * A.N_POS, False)
            if SUITE[kind] >= 0 and ed.shift != SHIFT_NONE and self._has_mates(kind):
                if ed.shift == SHIFT_RUN:
                    out += [A.shift_code(kind, r, c, right) for r, c, right in self.shift_spots(card)]
                elif ed.shift == SHIFT_MOVES:
                    out += [code for code, _ in self._move_shifts(card)]
            if ed.may_discard or not out:
                out.append(A.DISCARD)
            return out
        if ph in _PLACE_PHASES:
            out = []
            seen: set[int] = set()
            for card in self.hand:
                kind = card >> 2
                if kind in seen:
                    continue
                seen.add(kind)
                out += self.spot_codes(self.seat, card, A.PLACE + kind * A.N_POS, False)
            if ph == LOOT and (ed.loot == LOOT_AMIGO or not out):
                out.append(A.DONE)
            return out
        if ph == AXE:
            return [A.cell_code(A.SINK, b.row, b.start) for b in self.boats_of(self.seat) if b.complete]
        if ph == LASSO_TAKE:
            out = self._lasso_codes()
            if ed.lasso_optional:
                out.append(A.PASS)
            return out
        if ph == SHOOT:
            out = self._archer_codes()
            if ed.archer_optional:
                out.append(A.PASS)
            return out
        if ph == HUNT:
            return self._hunt_codes() + [A.PASS]
        if ph == ATTACKER:
            return [A.cell_code(A.ATTACKER, r, c) for r, c in self.pending]
        if ph == ATTACK or ph == SECOND:
            out = self._attack_codes()
            out.append(A.NO_ATTACK)
            return out
        if ph == TAKE:
            return [A.target_code(A.TAKE, s, r, c) for s, r, c in self.take_targets()] + [A.DONE]
        if ph == END:
            return [A.END, A.CONTINUE]
        return []

    def _has_mates(self, kind: int) -> bool:
        """The own river holds another card of this suite card's suite (else no shift is open)."""
        mates = _MATES[kind]
        return bool(reduce(or_, self.geo_of(self.seat)[6], 0) & mates)

    def _attack_codes(self) -> list[int]:
        return [A.ATTACK + b_seat * A.N_CELLS + b.row * A.COLS + b.start for b_seat, b in self.attack_targets()]

    def _enter(self, phase: int, codes: list[int], extra: int | None) -> None:
        """Go to a decision whose legal codes were just computed (saves computing them again)."""
        self.phase = phase
        if extra is not None:
            codes.append(extra)
        self._legal = codes

    def geo_of(self, seat: int) -> Geo:
        g = self.geo[seat]
        if g is None:
            g = self.geo[seat] = _geo(self.rivers[seat])
        return g

    def spots(self, seat: int, card: int) -> list[tuple[int, int]]:
        """Where ``card`` may be placed in a seat's river, as (row, column) in its frame."""
        pc = A.POS_COLS
        return [(p // pc - 1, p % pc - 1) for p in self.spot_codes(seat, card, 0, False)]

    def spot_codes(self, seat: int, card: int, base: int, first_only: bool, unique: bool = True) -> list[int]:
        """Placements of ``card`` as ``base + position code``; with ``first_only`` stop at one.

        AMIGO (rule 4.4): first card anywhere; else touching a card at a side or corner, within
        the bounding box limit, no second copy in a row, only a stern left of a bow and only a
        bow right of a stern. Mats (5.1, 6.1): any empty space (Pelikan: no second copy in a
        row). Two tribes: one tribe per boat.
        """
        rows = self.rivers[seat]
        pc = A.POS_COLS
        ed = self.ed
        if not rows:
            return [base + pc + 1]
        h, w, occ, bows, sterns, row_tribes, kinds = self.geo_of(seat)
        kind = card >> 2
        kbit = 1 << kind
        free = ed.free_layout
        is_bow = IS_BOW[kind]
        is_stern = IS_STERN[kind]
        if free:
            r_lo, r_hi = (-1, h) if h < ed.rows else (0, h - 1)
            c_lo, c_hi = (-1, w) if w < self.width else (0, w - 1)
        else:
            r_lo, r_hi, c_lo, c_hi = 0, h - 1, 0, w - 1
        window = ((1 << (c_hi - c_lo + 1)) - 1) << (c_lo + 1)
        unique = unique and ed.row_unique
        tribes = self.tribes
        card_tribe = card & 3
        out: list[int] = []
        bits = _BITS
        bits_8 = _BITS_8
        for r in range(r_lo, r_hi + 1):
            if 0 <= r < h:
                if unique and kinds[r] & kbit:
                    continue
                mine = occ[r + 1]
            else:
                mine = 0
            if free:
                near = occ[r] | mine | occ[r + 2]
                cand = (near | (near << 1) | (near >> 1)) & ~mine & window
                if mine:
                    st = sterns[r]
                    bw = bows[r]
                    # Left of a bow only a stern; right of a stern only a bow (rule 4.4).
                    cand &= ~(((mine & ~st) if is_bow else st) << 1)
                    cand &= ~(((mine & ~bw) if is_stern else bw) >> 1)
            else:
                cand = ~mine & window
            if not cand:
                continue
            row_base = base + (r + 1) * pc
            cols = bits[cand & 255] + bits_8[cand >> 8 & 255]  # bit c + 1 stands for column c
            if cand >> 16:
                cols += _BITS_16[cand >> 16]
            if tribes and mine and (row_tribes[r] | card_tribe) == 3:
                ok = self._tribe_filter(rows[r], card)
                for i in cols:
                    if ok(i - 1):
                        out.append(row_base + i)
            else:
                for i in cols:
                    out.append(row_base + i)
            if first_only and out:
                return out
        return out

    def _can_place(self, seat: int, card: int) -> bool:
        """``card`` has a spot in the seat's river (``spot_codes`` with ``first_only`` is not empty)."""
        ed = self.ed
        if ed.free_layout or self.tribes:
            return bool(self.spot_codes(seat, card, 0, True))
        # A mat without tribes: a row with an empty space that does not hold the card (row_unique).
        h, w, occ, _, _, _, kinds = self.geo_of(seat)
        full = ((1 << w) - 1) << 1
        kbit = 1 << (card >> 2) if ed.row_unique else 0
        return any(occ[r + 1] != full and not kinds[r] & kbit for r in range(h))

    def _tribes_ok(self, row: list[int], c: int, card: int) -> bool:
        """Two tribes: the boat the card ends in holds warriors of one tribe only (rule 4.4)."""
        return self._tribe_filter(row, card)(c)

    def _tribe_filter(self, row: list[int], card: int) -> Callable[[int], bool]:
        """A test of column c: would ``card`` there end in a boat of one tribe (rules 4.4, 5, 6)?

        The boat the card ends in is the part of its left neighbour's boat up to that neighbour,
        the card, and the part of its right neighbour's boat from that neighbour on, for the
        neighbours it joins (section 3). Those parts' tribes are summed once per row.
        """
        w = len(row)
        pre = [0] * w
        suf = [0] * w
        for s, e in cut_row(row, self.ed.gap_joins):
            t = 0
            for i in range(s, e + 1):
                t |= row[i] & 3
                pre[i] = t
            t = 0
            for i in range(e, s - 1, -1):
                t |= row[i] & 3
                suf[i] = t
        kind = card >> 2
        card_bow = IS_BOW[kind]
        card_stern = IS_STERN[kind]
        tribe = card & 3
        gap = self.ed.gap_joins

        def ok(c: int) -> bool:
            t = tribe
            if 0 < c <= w and row[c - 1]:
                left = row[c - 1] >> 2
                if not IS_STERN[left] and (gap or not card_bow):
                    t |= pre[c - 1]
            elif gap and 1 < c <= w + 1 and row[c - 2] and not IS_STERN[row[c - 2] >> 2] and not card_bow:
                t |= pre[c - 2]
            if -1 <= c < w - 1 and row[c + 1]:
                if not card_stern and (gap or not IS_BOW[row[c + 1] >> 2]):
                    t |= suf[c + 1]
            elif gap and -2 <= c < w - 2 and row[c + 2] and not card_stern and not IS_BOW[row[c + 2] >> 2]:
                t |= suf[c + 2]
            return t != 3

        return ok

    def shift_spots(self, card: int) -> list[tuple[int, int, bool]]:
        """AMIGO shifts open to a drawn suite card (rule 4.5): (row, occupied column, to the right?)."""
        return [(r, c, right) for r, c, right, _ in self._shifts(card)]

    def _shifts(self, card: int) -> list[tuple[int, int, bool, list[int]]]:
        kind = card >> 2
        suite = SUITE[kind]
        rows = self.rivers[self.seat]
        if suite < 0 or not rows:
            return []
        ed = self.ed
        out = []
        seen: set[tuple[int, int, bool]] = set()
        for b in self.boats_of(self.seat):
            held = sum(1 for x in b.cells if x and SUITE[x >> 2] == suite)
            if not 1 <= held <= 2:
                continue
            row = rows[b.row]
            if ed.row_unique and any(x >> 2 == kind for x in row):
                continue
            for c in range(b.start, b.end + 1):
                if not row[c]:
                    continue
                for right in (False, True):
                    key = (b.row, c, right)
                    if key in seen:
                        continue
                    new_row, at, _ = self._shifted_row(row, c, card, right)
                    if len(new_row) > self.width:
                        continue
                    if not self._row_ok(new_row):
                        continue
                    s, e = span_of(new_row, at, ed.gap_joins)
                    if not any(x and SUITE[x >> 2] == suite for i, x in enumerate(new_row[s : e + 1], s) if i != at):
                        continue
                    seen.add(key)
                    out.append((b.row, c, right, new_row))
        return out

    @staticmethod
    def _shifted_row(row: list[int], c: int, card: int, right: bool) -> tuple[list[int], int, list[int]]:
        """Insert ``card`` at occupied column ``c``, moving the run up to the next gap one column.

        Returns the new row (one longer when the run reaches the edge), the card's column in it,
        and where each old column went.
        """
        w = len(row)
        if right:
            e = c
            while e < w and row[e]:
                e += 1
            moved = [i if i < c else i + 1 if i < e else i for i in range(w)]
            if e < w:  # e is the empty cell the run moves into
                return row[:c] + [card] + row[c:e] + row[e + 1 :], c, moved
            return row[:c] + [card] + row[c:], c, moved
        s = c
        while s >= 0 and row[s]:
            s -= 1
        if s >= 0:
            moved = [i - 1 if s < i <= c else i for i in range(w)]
            return row[:s] + row[s + 1 : c + 1] + [card] + row[c + 1 :], c, moved
        moved = [i if i <= c else i + 1 for i in range(w)]
        return row[: c + 1] + [card] + row[c + 1 :], c + 1, moved

    def _row_ok(self, row: list[int]) -> bool:
        """Bow/stern neighbours (rule 4.4, AMIGO) and one tribe per boat hold across a whole row."""
        if self.ed.free_layout:
            prev = 0
            for x in row:
                if x and prev and IS_BOW[x >> 2] != IS_STERN[prev >> 2]:
                    return False
                prev = x
        if self.tribes:
            for s, e in cut_row(row, self.ed.gap_joins):
                t = 0
                for i in range(s, e + 1):
                    t |= row[i] & 3
                if t == 3:
                    return False
        return True

    def _move_shifts(self, card: int) -> list[tuple[int, tuple[int, int, list[int], list[int]]]]:
        """ASS shifts (rules.md 5.5): the drawn suite card goes to an empty space of a row holding
        cards of its suite while those move one space each, so that it ends directly beside a
        card of its suite. Returns (code, (row, column, new row, where each old column went))."""
        kind = card >> 2
        mates = A.suite_mates(kind)
        rows = self.rivers[self.seat]
        out = []
        w = self.width
        for r, row in enumerate(rows):
            where = []
            for k in mates:
                cols = [i for i, x in enumerate(row) if x and x >> 2 == k]
                where.append(cols[0] if len(cols) == 1 else -1)  # a mate twice in a row does not move
            if where == [-1, -1]:
                continue
            for m1 in (0, 1, 2) if where[0] >= 0 else (0,):
                for m2 in (0, 1, 2) if where[1] >= 0 else (0,):
                    if not (m1 or m2):
                        continue
                    new = row[:]
                    moved = list(range(w))
                    dests = []
                    ok = True
                    for src, mv in ((where[0], m1), (where[1], m2)):
                        if mv:
                            dst = src - 1 if mv == 1 else src + 1
                            if not 0 <= dst < w or row[dst] or dst in dests:
                                ok = False
                                break
                            dests.append(dst)
                    if not ok:
                        continue
                    for src, mv in ((where[0], m1), (where[1], m2)):
                        if mv:
                            new[src] = 0
                    for src, mv in ((where[0], m1), (where[1], m2)):
                        if mv:
                            dst = src - 1 if mv == 1 else src + 1
                            new[dst] = row[src]
                            moved[src] = dst
                    for c in range(w):
                        if new[c] or c in dests:
                            continue
                        trial = new[:]
                        trial[c] = card
                        if not _suite_neighbour_ok(trial, c) or not self._row_ok(trial):
                            continue
                        out.append((A.moves_code(kind, r, c, m1, m2), (r, c, trial, moved)))
        return out

    # The target finders below work in action codes (a cell of seat s is ``base + s * N_CELLS +
    # row * COLS + column``, see actions.target_code) so the legal lists need no conversion; the
    # ``*_targets`` methods give the same cells as (seat, row, column).

    def lasso_targets(self) -> list[tuple[int, int, int]]:
        """Cards the lasso may take (rules 4.6, 5.3, 6.3) that can be placed in the own river.

        AMIGO: any card of another seat's incomplete boat (the totem too). ASS: the same, but from
        a protected boat only the totem. Pelikan: any card of an unprotected boat, complete or
        not, or the totem of a protected incomplete boat.
        """
        return [self._target(code - A.LASSO) for code in self._lasso_codes()]

    def _lasso_codes(self) -> list[int]:
        out = []
        me = self.seat
        ed = self.ed
        blocked = self._unplaceable_kinds(me)
        placeable: dict[int, bool] = {}  # two tribes: per card code, whether it has a spot
        totem_only = ed.lasso_totem_only_if_protected
        from_complete = ed.takes_from_complete
        for s in range(self.n):
            if s == me:
                continue
            seat_base = A.LASSO + s * A.N_CELLS
            for b in self.boats_of(s):
                only_totem = b.protected and totem_only
                if only_totem:
                    if b.complete:
                        continue
                elif b.complete and not from_complete:
                    continue
                base = seat_base + b.row * A.COLS + b.start
                for i, x in enumerate(b.cells):
                    if not x:
                        continue
                    kind = x >> 2
                    if only_totem and kind != TOTEM:
                        continue
                    if blocked is not None:
                        if blocked[_PROBE_CLASS[kind]] >> kind & 1:
                            continue
                    else:
                        ok = placeable.get(x)
                        if ok is None:
                            ok = placeable[x] = self._can_place(me, x)
                        if not ok:
                            continue
                    out.append(base + i)
        return out

    def _unplaceable_kinds(self, seat: int) -> tuple[int, int, int] | None:
        """The kinds (as bits) that have no spot in a seat's river, for other cards, bow cards and
        stern cards (indexed by ``_PROBE_CLASS``); None with two tribes, where a card's tribe
        decides too (ask :meth:`_can_place`).

        Tribes aside, where a card may go depends only on its class, and on its kind only through
        rule 4.4's one copy per row: a kind has no spot when every row with a spot for its class
        holds it (a new row holds nothing), i.e. its bit is in the AND of those rows' kind masks.
        """
        if self.tribes:
            return None
        rows = self.rivers[seat]
        if not rows:
            return 0, 0, 0
        ed = self.ed
        unique = ed.row_unique
        h, w, occ, _, _, _, kinds = self.geo_of(seat)
        if not ed.free_layout:  # a mat: any empty space, whatever the class
            full = ((1 << w) - 1) << 1
            blocked = -1
            for r in range(h):
                if occ[r + 1] != full:
                    blocked &= kinds[r] if unique else 0
            return blocked, blocked, blocked
        pc = A.POS_COLS
        out = []
        for probe in (KIND_PROBE_OTHER, KIND_PROBE_BOW, KIND_PROBE_STERN):
            blocked = -1
            for code in self.spot_codes(seat, probe << 2, 0, False, unique=False):
                r = code // pc - 1
                blocked &= kinds[r] if unique and 0 <= r < h else 0
            out.append(blocked)
        return out[0], out[1], out[2]

    def archer_targets(self) -> list[tuple[int, int, int]]:
        """Cards the archer may shoot (rules 4.7, 5.3, 6.3): warrior cards (not the totem) of other
        seats' unprotected boats; incomplete ones only, but in Pelikan complete ones too."""
        return [self._target(code - A.SHOOT) for code in self._archer_codes()]

    def _archer_codes(self) -> list[int]:
        out = []
        me = self.seat
        from_complete = self.ed.takes_from_complete
        for s in range(self.n):
            if s == me:
                continue
            seat_base = A.SHOOT + s * A.N_CELLS
            for b in self.boats_of(s):
                if b.protected or (b.complete and not from_complete):
                    continue
                base = seat_base + b.row * A.COLS + b.start
                for i, x in enumerate(b.cells):
                    if x and IS_WARRIOR[x >> 2]:
                        out.append(base + i)
        return out

    def hunt_targets(self) -> list[tuple[int, int, int]]:
        """Pelikan (rule 6.5): halves of the hunted suite in other seats' unprotected boats that
        can be placed in the own river."""
        return [self._target(code - A.HUNT) for code in self._hunt_codes()]

    def _hunt_codes(self) -> list[int]:
        if not self.hunts:
            return []
        suite = self.hunts[0]
        halves = _HALVES[suite]
        out = []
        me = self.seat
        for s in range(self.n):
            if s == me or not reduce(or_, self.geo_of(s)[6], 0) & halves:
                continue  # (no half of the suite in that river: its boats need not be cut)
            seat_base = A.HUNT + s * A.N_CELLS
            for b in self.boats_of(s):
                if b.protected:
                    continue
                base = seat_base + b.row * A.COLS + b.start
                for i, x in enumerate(b.cells):
                    if x and SUITE[x >> 2] == suite and HALF[x >> 2] != PERSON and self._can_place(me, x):
                        out.append(base + i)
        return out

    def take_targets(self) -> list[tuple[int, int, int]]:
        """Pelikan (rule 6.4): cards left of the conquered boats whose id the attacker lacks and
        that he can place."""
        me = self.seat
        have = reduce(or_, self.geo_of(me)[6], 0)  # the kinds of the own river
        out = []
        for s, r, c in self.spoils:
            x = self.rivers[s][r][c]
            if x and not have & (1 << (x >> 2)) and self._can_place(me, x):
                out.append((s, r, c))
        return out

    def _own_boat(self, row: int, start: int) -> Boat:
        for b in self.boats_of(self.seat):
            if b.row == row and b.start == start:
                return b
        raise AssertionError(f"no boat at row {row}, column {start}")

    def attack_targets(self) -> list[tuple[int, Boat]]:
        """Boats the current attacker may conquer (rules 4.9, 5.4, 6.4).

        Another seat's boat without a totem, weaker than the attacker (two tribes: of the other
        tribe or none); Pelikan: incomplete boats only, and a second target (medicine man aboard)
        only while the attacker's strength is at least both targets' sum plus 2.
        """
        if self.attacker is None:
            return []
        att = self._own_boat(*self.attacker)
        ed = self.ed
        limit = att.strength  # targets must be weaker than this
        first = self.first_target
        if self.phase == SECOND and first is not None:
            fb = self._boat_at(*first)
            limit = min(limit, att.strength - fb.strength - 1)  # S >= s1 + s2 + 2
        out = []
        me = self.seat
        tribes = self.tribes
        mine = att.tribes
        for s in range(self.n):
            if s == me:
                continue
            for b in self.boats_of(s):
                if b.protected or b.strength >= limit:
                    continue
                if b.complete and not ed.attack_complete:
                    continue
                if tribes and b.tribes and (b.tribes & mine or mine == 0):
                    continue
                if first is not None and self.phase == SECOND and (s, b.row, b.start) == first:
                    continue
                out.append((s, b))
        return out

    def _boat_at(self, seat: int, r: int, c: int) -> Boat:
        for b in self.boats_of(seat):
            if b.row == r and b.start == c:
                return b
        raise AssertionError(f"no boat of seat {seat} at row {r}, column {c}")

    # ------------------------------------------------------------------ apply

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
        ph = self.phase
        if ph == DRAW or ph == CONTINUE:
            if code == A.STOP:
                if self.events is not None:
                    self.events.append(("stop", self.seat))
                self._next_turn()
            else:
                self._draw(code - A.DRAW)
        elif ph == PLACE:
            if code == A.DISCARD:
                self._discard_drawn()
            elif code < A.SHIFT:
                self._place_drawn(code)
            elif code >= A.MOVES:
                self._move_shift(code)
            else:
                self._shift(code)
        elif ph in _PLACE_PHASES:
            if code == A.DONE:
                self._away(self.hand)
                self._emit("loot-left", seat=self.seat, cards=[card_text(c) for c in self.hand])
                self.hand = []
                self._proceed()
            else:
                self._place_taken(ph, code)
        elif ph == AXE:
            r, c = divmod(code - A.SINK, A.COLS)
            b = self._own_boat(r, c)
            cards = self._remove_boat(self.seat, b)
            axe = self.hand.pop()
            self._away(cards)
            self._away([axe])
            self._emit("axe", seat=self.seat, row=r, col=c, cards=[card_text(x) for x in cards])
            self._proceed()
        elif ph == LASSO_TAKE:
            if code == A.PASS:
                self._emit("pass", seat=self.seat, card="lasso")
                self._proceed()
            else:
                s, r, c = self._target(code - A.LASSO)
                card = self._take(s, r, c)
                self.hand = [card]
                self._emit("lasso", seat=self.seat, target=s, row=r, col=c, card=card_text(card))
                self.phase = LASSO_PLACE
        elif ph == SHOOT:
            if code == A.PASS:
                self._emit("pass", seat=self.seat, card="archer")
            else:
                s, r, c = self._target(code - A.SHOOT)
                card = self._take(s, r, c)
                self._away([card])
                self._emit("shoot", seat=self.seat, target=s, row=r, col=c, card=card_text(card))
            self._proceed()
        elif ph == HUNT:
            if code == A.PASS:
                self._emit("pass", seat=self.seat, card=CARD_IDS[self._person_of(self.hunts[0])])
                self.hunts.pop(0)
                self._proceed()
            else:
                s, r, c = self._target(code - A.HUNT)
                card = self._take(s, r, c)
                self.hand = [card]
                self._emit("hunt", seat=self.seat, target=s, row=r, col=c, card=card_text(card))
                self.phase = HUNT_PLACE
        elif ph == TAKE:
            if code == A.DONE:
                self._emit("take-done", seat=self.seat)
                self.spoils = []
                self._proceed()
            else:
                s, r, c = self._target(code - A.TAKE)
                card = self._take(s, r, c)
                self.spoils.remove((s, r, c))
                self.hand = [card]
                self._emit("take", seat=self.seat, target=s, row=r, col=c, card=card_text(card))
                self.phase = TAKE_PLACE
        elif ph == ATTACKER:
            r, c = divmod(code - A.ATTACKER, A.COLS)
            self.pending.remove((r, c))
            self._start_attack((r, c))
        elif ph == ATTACK:
            if code == A.NO_ATTACK:
                att = self.attacker or (0, 0)
                self._emit("no-attack", seat=self.seat, row=att[0], col=att[1])
                self.attacker = None
                self._proceed()
            else:
                self._choose_target(*self._target(code - A.ATTACK))
        elif ph == SECOND:
            first = self.first_target
            assert first is not None
            if code == A.NO_ATTACK:
                self._attack([first])
            else:
                self._attack([first, self._target(code - A.ATTACK)])
        elif ph == END:
            if code == A.END:
                self.ender = self.seat
                self._finish("ended")
            else:
                self._emit("play-on", seat=self.seat)
                self._proceed()
        self._settle()

    def _settle(self) -> None:
        """Apply forced steps: a decision with a single legal action (the engine decides it)."""
        while self.phase != OVER:
            lg = self._legal
            if lg is None:
                lg = self._legal = self._compute_legal()
            if len(lg) != 1:
                return
            self.apply_unchecked(lg[0])

    @staticmethod
    def _target(x: int) -> tuple[int, int, int]:
        seat, x = divmod(x, A.N_CELLS)
        r, c = divmod(x, A.COLS)
        return seat, r, c

    @staticmethod
    def _person_of(suite: int) -> int:
        return next(k for k in range(1, len(CARD_IDS)) if SUITE[k] == suite and HALF[k] == PERSON)

    def _away(self, cards: list[int]) -> None:
        """Cards leaving a river or a hand: to the discard pile, or out of play (ASS)."""
        if self.ed.out_of_play:
            self.out.extend(cards)
        else:
            self.discard.extend(cards)

    def _lowest_empty_pile(self) -> int:
        for p, pile in enumerate(self.piles):
            if not pile:
                return p
        raise AssertionError("no empty pile")

    def _refill(self, p: int) -> None:
        """The discard pile, shuffled, becomes draw pile ``p`` (rules 4.3, 6.1)."""
        cards = self.discard
        rng = Rng(self.rng)
        rng.shuffle(cards)
        self.rng = rng.state
        self.piles[p] = cards
        self.pile_public[p] = self.ed.discard_public
        self.discard = []
        self.refills -= 1
        self._emit("refill", pile=p + 1, size=len(cards), refills_left=self.refills)

    def _draw(self, p: int) -> None:
        piles = self.piles
        if not piles[p]:
            self._refill(p)
        card = piles[p].pop()
        if not piles[p]:
            self.pile_public[p] = False
            if self.refills > 0 and self.discard:
                self._refill(self._lowest_empty_pile())
        kind = card >> 2
        kbit = 1 << kind
        self.dup = bool(reduce(or_, self.geo_of(self.seat)[6], 0) & kbit)
        if self.events is not None:
            self.events.append(("draw", self.seat, p + 1, card))
        self.hand = [card]
        if kind == CRAZY_AXE:
            # Rules 4.8, 5.3: it sinks an own complete boat of the player's choice.
            self.must_end = True
            if any(b.complete for b in self.boats_of(self.seat)):
                self.phase = AXE
            else:
                self.hand = []
                self._away([card])
                self._emit("axe", seat=self.seat, row=-1, col=-1, cards=[])
                self._proceed()
            return
        self.phase = PLACE

    def _discard_drawn(self) -> None:
        card = self.hand.pop()
        self._away([card])
        if self.events is not None:
            self.events.append(("discard", self.seat, card))
        self.must_end = True
        kind = card >> 2
        if self.ed.act_when_unplaced:  # Pelikan 6.3: lasso and archer act even when not placed
            if kind == LASSO:
                self.todo = TODO_LASSO
            elif kind == ARCHER:
                self.todo = TODO_ARCHER
        self._proceed()

    def _place_drawn(self, code: int) -> None:
        kind, p = divmod(code - A.PLACE, A.N_POS)
        r, c = divmod(p, A.POS_COLS)  # A.pos_of(p), shifted by one
        card = self.hand.pop()
        r, c = self._put(self.seat, r - 1, c - 1, card)
        if self.events is not None:
            self.events.append(("place", self.seat, card, r, c, "draw"))
        self._after_drawn_placed(kind)
        self._placed(kind, r, c)
        self._proceed()

    def _after_drawn_placed(self, kind: int) -> None:
        """Which stop of rules 4.2, 5.2, 6.2 the placed card brings, and its own action."""
        turn = self.ed.turn
        if turn == TURN_AMIGO:
            if self.dup or kind == LASSO or kind == ARCHER:
                self.must_end = True
        elif turn == TURN_ASS:
            if kind not in _ASS_GO_ON:
                self.must_end = True
        elif turn == TURN_PELIKAN and self.dup:
            self.must_end = True
        if kind == LASSO:
            self.todo = TODO_LASSO
        elif kind == ARCHER:
            self.todo = TODO_ARCHER

    def _placed(self, kind: int, r: int, c: int) -> None:
        """After any placement in the own river: a completed boat, a hunter (Pelikan 6.5)."""
        if self.ed.hunters and HALF[kind] == PERSON:
            self.hunts.append(SUITE[kind])
        self._check_completion(r, c)

    def _place_taken(self, ph: int, code: int) -> None:
        kind, p = divmod(code - A.PLACE, A.N_POS)
        r, c = A.pos_of(p)
        for i, card in enumerate(self.hand):
            if card >> 2 == kind:
                del self.hand[i]
                break
        r, c = self._put(self.seat, r, c, card)
        source = {LASSO_PLACE: "lasso", LOOT: "loot", HUNT_PLACE: "hunt", TAKE_PLACE: "take"}[ph]
        if self.events is not None:
            self.events.append(("place", self.seat, card, r, c, source))
        self._placed(kind, r, c)
        if self.phase == OVER:
            return
        if ph == TAKE_PLACE:
            self.phase = TAKE
            if not self.take_targets():
                self.spoils = []
                self._proceed()
        elif ph != LOOT or not self.hand:
            self._proceed()

    def _shift(self, code: int) -> None:
        """AMIGO rule 4.5: insert the drawn suite card, moving a run of cards one column."""
        x, right_bit = divmod(code - A.SHIFT, 2)
        x, c = divmod(x, A.COLS)
        kind, r = divmod(x, A.ROWS)
        card = self.hand.pop()
        rows = self.rivers[self.seat]
        row = rows[r]
        new_row, at, moved = self._shifted_row(row, c, card, bool(right_bit))
        before = self._complete_in_row(r, moved)
        if len(new_row) > len(row):
            grew_left = not right_bit and at == c + 1
            for i, other in enumerate(rows):
                if i != r:
                    if grew_left:
                        other.insert(0, 0)
                    else:
                        other.append(0)
            if grew_left:
                self._moved(0, 1)
        self._replace_row(r, new_row, before)
        self._emit("shift", seat=self.seat, card=card_text(card), row=r, col=at,
                   direction="right" if right_bit else "left")
        self._after_drawn_placed(kind)
        self._proceed()

    def _move_shift(self, code: int) -> None:
        """ASS rule 5.5: place the drawn suite card while suite cards of its row move one space."""
        card = self.hand.pop()
        kind = card >> 2
        detail = dict(self._move_shifts(card))[code]
        r, c, new_row, moved = detail
        self._replace_row(r, new_row, self._complete_in_row(r, moved))
        self._emit("shift", seat=self.seat, card=card_text(card), row=r, col=c, direction="moves")
        self._after_drawn_placed(kind)
        if self.ed.hunters and HALF[kind] == PERSON:
            self.hunts.append(SUITE[kind])
        self._proceed()

    def _complete_in_row(self, r: int, moved: list[int]) -> list[set[int]]:
        """The cells of row r's complete boats, as they will lie after a shift (``moved``)."""
        return [{moved[i] for i in range(b.start, b.end + 1)}
                for b in self.boats_of(self.seat) if b.complete and b.row == r]

    def _replace_row(self, r: int, new_row: list[int], before: list[set[int]]) -> None:
        """Put a shifted row in place; boats that turn complete by it attack (section 3)."""
        me = self.seat
        self.rivers[me][r] = new_row
        self.boats[me] = None
        self.geo[me] = None
        for b in self.boats_of(me):
            if b.complete and b.row == r:
                cells = set(range(b.start, b.end + 1))
                if not any(old <= cells for old in before):
                    self._completed(b)

    def _put(self, seat: int, r: int, c: int, card: int) -> tuple[int, int]:
        """Put a card at (r, c) of the seat's frame, growing a bounding box; return its cell."""
        rows = self.rivers[seat]
        self.boats[seat] = None
        g = self.geo[seat]
        self.geo[seat] = None
        if not rows:
            rows.append([card])
            return 0, 0
        w = len(rows[0])
        if g is not None and 0 <= r < len(rows) and 0 <= c < w:
            # The box keeps its size: update row r of the cached bitmasks (new lists: copies share them).
            rows[r][c] = card
            h, _, occ, bows, sterns, tribes, kinds = g
            bit = 1 << (c + 1)
            kind = card >> 2
            occ = occ[:]
            occ[r + 1] |= bit
            if IS_BOW[kind]:
                bows = bows[:]
                bows[r] |= bit
            elif IS_STERN[kind]:
                sterns = sterns[:]
                sterns[r] |= bit
            if card & 3:
                tribes = tribes[:]
                tribes[r] |= card & 3
            kinds = kinds[:]
            kinds[r] |= 1 << kind
            self.geo[seat] = (h, w, occ, bows, sterns, tribes, kinds)
            return r, c
        dr = dc = 0
        if r < 0:
            rows.insert(0, [0] * w)
            r = 0
            dr = 1
        elif r == len(rows):
            rows.append([0] * w)
        if c < 0:
            for row in rows:
                row.insert(0, 0)
            c = 0
            dc = 1
        elif c == w:
            for row in rows:
                row.append(0)
        rows[r][c] = card
        if g is not None:
            self.geo[seat] = _grown_geo(g, dr, r, c, len(rows), len(rows[0]), card)
        if (dr or dc) and seat == self.seat:
            self._moved(dr, dc)
        return r, c

    def _moved(self, dr: int, dc: int) -> None:
        """The current seat's frame moved: keep references to its boats right."""
        self.pending = [(r + dr, c + dc) for r, c in self.pending]
        if self.attacker is not None:
            self.attacker = (self.attacker[0] + dr, self.attacker[1] + dc)

    def _take(self, seat: int, r: int, c: int) -> int:
        rows = self.rivers[seat]
        card = rows[r][c]
        rows[r][c] = 0
        self._trim(seat, r)
        return card

    def _remove_boat(self, seat: int, b: Boat) -> list[int]:
        row = self.rivers[seat][b.row]
        cards = [x for x in row[b.start : b.end + 1] if x]
        for i in range(b.start, b.end + 1):
            row[i] = 0
        self._trim(seat, b.row)
        return cards

    def _trim(self, seat: int, r: int) -> None:
        """Cards left row r of a seat's river: shrink a free-layout river to its bounding box."""
        self.boats[seat] = None
        if self.ed.free_layout:
            rows = self.rivers[seat]
            h, w = len(rows), len(rows[0])
            dr = dc = 0
            while rows and not any(rows[0]):
                rows.pop(0)
                dr -= 1
            while rows and not any(rows[-1]):
                rows.pop()
            if not rows:
                self.geo[seat] = None
                return
            while not any(row[0] for row in rows):
                for row in rows:
                    del row[0]
                dc -= 1
            while not any(row[-1] for row in rows):
                for row in rows:
                    row.pop()
            if len(rows) != h or len(rows[0]) != w:  # the frame shrank: the bitmasks are rebuilt when needed
                self.geo[seat] = None
                if (dr or dc) and seat == self.seat:
                    self._moved(dr, dc)
                return
        self._row_emptied(seat, r)

    def _row_emptied(self, seat: int, r: int) -> None:
        """Cards left row r of a river whose frame stays: update that row of the cached bitmasks."""
        g = self.geo[seat]
        if g is not None:
            self.geo[seat] = _geo_with_row(g, r, self.rivers[seat][r])

    def _check_completion(self, r: int, c: int) -> None:
        """A placement that makes its boat complete gives that boat an attack (section 3)."""
        row = self.rivers[self.seat][r]
        # A complete boat is a run without gaps from a bow card to a stern card (section 3);
        # walk from the new card to both ends of its run.
        s = c
        while not IS_BOW[row[s] >> 2]:
            if s == 0 or not row[s - 1] or (IS_STERN[row[s] >> 2] and s != c):
                return
            s -= 1
        e = c
        last = len(row) - 1
        while not IS_STERN[row[e] >> 2]:
            if e == last or not row[e + 1] or (IS_BOW[row[e] >> 2] and e != c):
                return
            e += 1
        if s < e and is_complete_span(row, s, e) and span_of(row, c, self.ed.gap_joins) == (s, e):
            self._completed(self._own_boat(r, s))

    def _completed(self, b: Boat) -> None:
        ed = self.ed
        self.completed = True
        if ed.turn != TURN_PELIKAN:
            self.must_end = True  # rules 4.2, 5.2; in Pelikan only an attack can end the turn
        self.pending.append((b.row, b.start))
        self._emit("complete", seat=self.seat, row=b.row, col=b.start, strength=b.strength,
                   cards=[card_text(x) for x in b.cells])
        if ed.end_at_once_at and sum(1 for x in self.boats_of(self.seat) if x.complete) >= ed.end_at_once_at:
            # Pelikan 6.6: the game ends at once; the first seat to hold 3 complete boats gets the bonus.
            self.bonus[self.seat] += ed.first_bonus
            self.ender = self.seat
            self._finish("three-boats")

    def _start_attack(self, boat: tuple[int, int]) -> None:
        self.attacker = boat
        if self.attack_targets():
            self.phase = ATTACK
        else:
            self.attacker = None
            self._proceed()

    def _choose_target(self, seat: int, r: int, c: int) -> None:
        """A target is chosen; a Pelikan boat with a medicine man may add a second (rule 6.4)."""
        if self.ed.shaman_double_attack and self.attacker is not None:
            att = self._own_boat(*self.attacker)
            if any(x >> 2 == SHAMAN for x in att.cells):
                self.first_target = (seat, r, c)
                self.phase = SECOND
                if self.attack_targets():
                    return
        self._attack([(seat, r, c)])

    def _attack(self, targets: list[tuple[int, int, int]]) -> None:
        """Conquer the target boats (rules 4.9, 5.4, 6.4)."""
        ed = self.ed
        att = self.attacker or (0, 0)
        self.attacker = None
        self.first_target = None
        boats = [self._boat_at(*t) for t in targets]
        self._emit("attack", seat=self.seat, row=att[0], col=att[1],
                   targets=[{"seat": t[0], "row": t[1], "col": t[2], "cards": [card_text(x) for x in b.cells if x]}
                            for t, b in zip(targets, boats, strict=True)])
        if ed.loot == LOOT_AMIGO or ed.loot == LOOT_ASS:
            (seat, _, _), b = targets[0], boats[0]
            cards = self._remove_boat(seat, b)
            keep = IS_BOOTY if ed.loot == LOOT_AMIGO else _ASS_LOOT
            loot = [x for x in cards if keep[x >> 2]]
            self._away([x for x in cards if not keep[x >> 2]])
            if loot:
                self.hand = loot
                self.phase = LOOT
            else:
                self._proceed()
            return
        # Pelikan: the warriors go to the discard pile, the rest stays where it lies until taken.
        spoils = []
        for (seat, r, _), b in zip(targets, boats, strict=True):
            row = self.rivers[seat][r]
            for col in range(b.start, b.end + 1):
                x = row[col]
                if x and IS_WARRIOR[x >> 2]:
                    row[col] = 0
                    self._away([x])
                elif x:
                    spoils.append((seat, r, col))
            self.boats[seat] = None
            self._row_emptied(seat, r)
        self.spoils = spoils
        if self.take_targets():
            self.must_end = self.took = True  # he could take a card: the turn ends after the taking
            self.phase = TAKE
        else:
            self.spoils = []
            if not self.took:  # a free turn: he draws on, even after a duplicate
                self.must_end = False
                self.dup = False
                self._emit("free-turn", seat=self.seat)
            self._proceed()

    def _proceed(self) -> None:
        """After a step: the drawn card's action, then hunters, then attacks, then the end
        decision, then the turn's stop (rules 4.10, 6.5)."""
        if self.phase == OVER:
            return
        me = self.seat
        todo = self.todo
        if todo:
            self.todo = TODO_NONE
            if todo == TODO_LASSO:
                codes = self._lasso_codes()
                if codes:
                    self._enter(LASSO_TAKE, codes, A.PASS if self.ed.lasso_optional else None)
                    return
                self._emit("lapse", seat=me, card="lasso")
            else:
                codes = self._archer_codes()
                if codes:
                    self._enter(SHOOT, codes, A.PASS if self.ed.archer_optional else None)
                    return
                self._emit("lapse", seat=me, card="archer")
        while self.hunts:
            codes = self._hunt_codes()
            if codes:
                self._enter(HUNT, codes, A.PASS)
                return
            self.hunts.pop(0)
        while self.pending:
            if len(self.pending) > 1:
                self.phase = ATTACKER
                return
            boat = self.pending.pop()
            self.attacker = boat
            codes = self._attack_codes()
            if codes:
                self._enter(ATTACK, codes, A.NO_ATTACK)
                return
            self.attacker = None
        ed = self.ed
        if self.completed:
            self.completed = False
            if ed.may_end_at:
                done = sum(1 for b in self.boats_of(me) if b.complete)
                if ed.must_end_at and done >= ed.must_end_at:
                    self.ender = me
                    self._finish("fifth-boat")
                    return
                if done >= ed.may_end_at:
                    self.phase = END
                    return
        if self.must_end:
            self._next_turn()
        elif ed.turn == TURN_PELIKAN and not self.can_draw():
            self._finish("no-cards")  # Pelikan 6.2: the next draw is compulsory
        else:
            self.phase = CONTINUE

    def _next_turn(self) -> None:
        self.seat = (self.seat + 1) % self.n
        self.turn += 1
        self.dup = self.must_end = self.completed = self.took = False
        self.todo = TODO_NONE
        self.hand = []
        self.phase = DRAW
        if not self.can_draw():
            self._finish("no-cards")
            return
        if self.events is not None:
            self.events.append(("turn", self.seat, self.turn))

    def _finish(self, reason: str) -> None:
        self.phase = OVER
        self.reason = reason
        self.pending = []
        self.hunts = []
        self.spoils = []
        self.attacker = None
        self.first_target = None
        self.todo = TODO_NONE
        if self.hand:
            self._away(self.hand)
            self.hand = []
        self._legal = []
        if self.events is not None:
            scores = self.scores()
            best = max(scores)
            winners = [seat for seat, score in enumerate(scores) if score == best]  # self.winners(), reusing scores
            self._emit("game-over", reason=reason, seat=self.ender, scores=scores, winners=winners)

    def _emit(self, name: str, **params: Any) -> None:
        ev = self.events
        if ev is not None:
            params["event"] = name
            ev.append(params)

    # ------------------------------------------------------------------ diagnostics

    def explain(self, code: int) -> str:
        """Say why an action code is not legal now (for error messages)."""
        return refusals.refusal(self, code)[0]

    def refusal(self, code: int) -> tuple[str, str, dict[str, Any]]:
        """Why an action code is not legal now: the English text, a stable reason code and its
        parameters (so that a client can word the reason in its own language)."""
        return refusals.refusal(self, code)


# ASS: what an attacker gets of a conquered boat (rules.md 5.4): booty and empty cards.
_ASS_LOOT: tuple[bool, ...] = tuple(IS_BOOTY[k] or k in (BOW, STERN, SECTION) for k in range(len(CARD_IDS)))
