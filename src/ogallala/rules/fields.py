"""A state's fields as one typed record, and the invariants every state built from fields must keep.

``fields(state)`` reads a state's record; ``from_fields(record)`` builds a state from one and checks
it (a record whose parts contradict each other raises NotationError naming the contradiction);
``with_fields(state, **changes)`` is a checked copy with some fields changed. Position notation
(``notation/position.py``) and determinization (``determinize.py``) build their states here, so no
code outside ``rules/`` sets a state's fields one by one.

Cards are engine card codes (``kind << 2 | tribe``), rivers are rows of codes (0: empty), phases
are the ints of :mod:`.phases`.
"""

from __future__ import annotations

import dataclasses
from collections import Counter
from dataclasses import dataclass
from typing import Any

from . import phases as P
from .cards import BOW, CRAZY_AXE, IS_BOOTY, SECTION, STERN, card_text
from .editions import LOOT_ASS, LOOT_PELIKAN, get_edition
from .errors import NotationError
from .state import State

#: The values of the ``todo`` field, by index: the drawn card's action still to come.
TODO = ("none", "lasso", "archer")
#: Why a game ended (the ``reason`` field of a finished game).
REASONS = ("ended", "fifth-boat", "no-cards", "three-boats")


@dataclass(frozen=True, slots=True)
class StateFields:
    """Everything a state holds but its caches and events: the record a position writes."""

    edition: str
    variants: tuple[str, ...]
    players: int
    deck: tuple[int, ...]  # every card of the game, in any order
    turn: int
    seat: int  # the seat to decide
    phase: int
    hand: tuple[int, ...] = ()
    duplicate: bool = False
    must_end: bool = False
    completed: bool = False
    took: bool = False
    todo: int = 0
    pending: tuple[tuple[int, int], ...] = ()
    attacker: tuple[int, int] | None = None
    hunts: tuple[int, ...] = ()
    first_target: tuple[int, int, int] | None = None
    spoils: tuple[tuple[int, int, int], ...] = ()
    refills: int = 0
    rng: int = 0
    piles: tuple[tuple[int, ...], ...] = ()  # the top of a pile is its last card
    pile_public: tuple[bool, ...] = ()
    discard: tuple[int, ...] = ()
    out: tuple[int, ...] = ()
    bonus: tuple[int, ...] = ()
    rivers: tuple[tuple[tuple[int, ...], ...], ...] = ()
    reason: str = ""  # why the game ended ("" while it runs)
    ender: int = -1  # the seat that ended it (-1: nobody)


def fields(s: State) -> StateFields:
    """The record of a state."""
    return StateFields(
        edition=s.ed.id, variants=s.variants, players=s.n, deck=s.deck, turn=s.turn, seat=s.seat,
        phase=s.phase, hand=tuple(s.hand), duplicate=s.dup, must_end=s.must_end, completed=s.completed,
        took=s.took, todo=s.todo, pending=tuple(s.pending), attacker=s.attacker, hunts=tuple(s.hunts),
        first_target=s.first_target, spoils=tuple(s.spoils), refills=s.refills, rng=s.rng,
        piles=tuple(tuple(p) for p in s.piles), pile_public=tuple(s.pile_public), discard=tuple(s.discard),
        out=tuple(s.out), bonus=tuple(s.bonus), rivers=tuple(tuple(tuple(r) for r in rv) for rv in s.rivers),
        reason=s.reason, ender=s.ender,
    )


def from_fields(f: StateFields, check: bool = True) -> State:
    """A state with the record's fields; ``check=True`` refuses a record that breaks an invariant
    (NotationError naming it). ``check=False`` is for records known to be consistent (a determinized
    view), where the checks would only cost time."""
    ed = get_edition(f.edition)
    s = State()
    s.ed = ed
    s.variants = tuple(f.variants)
    s.tribes = "two-tribes" in s.variants
    s.width = 16 if "river-16" in s.variants else ed.width
    s.n = f.players
    s.deck = tuple(sorted(f.deck))
    s.turn = f.turn
    s.seat = f.seat
    s.phase = f.phase
    s.hand = list(f.hand)
    s.dup, s.must_end, s.completed, s.took = f.duplicate, f.must_end, f.completed, f.took
    s.todo = f.todo
    s.pending = [(r, c) for r, c in f.pending]
    s.attacker = f.attacker
    s.hunts = list(f.hunts)
    s.first_target = f.first_target
    s.spoils = [(t, r, c) for t, r, c in f.spoils]
    s.refills = f.refills
    s.rng = f.rng
    s.piles = [list(p) for p in f.piles]
    s.pile_public = list(f.pile_public)
    s.discard = list(f.discard)
    s.out = list(f.out)
    s.bonus = list(f.bonus)
    s.rivers = [[list(row) for row in rv] for rv in f.rivers]
    s.boats = [None] * s.n
    s.geo = [None] * s.n
    s.reason = f.reason
    s.ender = f.ender
    s.events = []
    s._legal = None
    if check:
        check_invariants(s)
    return s


def with_fields(s: State, **changes: Any) -> State:
    """A checked copy of ``s`` with some fields of its record changed (``with_fields(s, turn=3)``)."""
    try:
        record = dataclasses.replace(fields(s), **changes)
    except TypeError as e:
        raise NotationError(f"with_fields: {e}") from None
    return from_fields(record)


def _check_shape(s: State) -> None:
    """The parts' sizes and ranges: what every other check takes for granted."""
    ed = s.ed
    if not ed.min_players <= s.n <= ed.max_players:
        raise NotationError(f"position: {ed.id} is for {ed.min_players} to {ed.max_players} players, not {s.n}")
    if not 0 <= s.seat < s.n:
        raise NotationError(f"position: seat {s.seat} does not exist: seats are 0..{s.n - 1}")
    if not 0 <= s.phase < len(P.PHASE_NAMES):
        raise NotationError(f"position: phase {s.phase} does not exist")
    if not 0 <= s.todo < len(TODO):
        raise NotationError(f"position: todo {s.todo} is not one of {', '.join(TODO)}")
    if len(s.rivers) != s.n:
        raise NotationError(f"position field rivers: {len(s.rivers)} rivers for {s.n} players")
    if len(s.pile_public) != len(s.piles):
        raise NotationError(f"position: {len(s.piles)} piles but {len(s.pile_public)} public flags")
    if len(s.bonus) != s.n:
        raise NotationError(f"position: {len(s.bonus)} bonus entries for {s.n} players")
    if s.phase == P.OVER and s.reason not in REASONS:
        raise NotationError(f"position field result: 'reason seat' with reason one of {', '.join(REASONS)}")
    if s.phase != P.OVER and (s.reason or s.ender != -1):
        raise NotationError("position field result is set but the phase is not 'over'")
    for seat, r, c in s.spoils:
        rows = s.rivers[seat] if 0 <= seat < s.n else []
        if not (0 <= r < len(rows) and 0 <= c < len(rows[r])):
            raise NotationError(f"position field spoils: seat {seat}, row {r}, column {c} is outside the river")


def check_invariants(s: State) -> None:
    """Refuse a state whose parts contradict each other (wrong card count, impossible phase)."""
    _check_shape(s)
    deck = list(s.deck)
    held = sorted([c for p in s.piles for c in p] + s.discard + s.hand + s.out
                  + [c for rv in s.rivers for row in rv for c in row if c])
    if held != deck:
        want, got = Counter(deck), Counter(held)
        extra = got - want
        lack = want - got
        parts = []
        if extra:
            parts.append("too many " + ", ".join(f"{card_text(c)} (+{n})" for c, n in sorted(extra.items())))
        if lack:
            parts.append("missing " + ", ".join(f"{card_text(c)} (-{n})" for c, n in sorted(lack.items())))
        raise NotationError(f"position cards do not make the game's deck: {'; '.join(parts)}")
    if s.out and not s.ed.out_of_play:
        raise NotationError(f"position: {s.ed.id} has no cards out of play")
    ph = s.phase
    need_hand = {P.PLACE: 1, P.AXE: 1, P.LASSO_PLACE: 1, P.HUNT_PLACE: 1, P.TAKE_PLACE: 1}
    if ph in need_hand and len(s.hand) != need_hand[ph]:
        raise NotationError(f"position: phase {P.PHASE_NAMES[ph]} needs exactly one card in hand")
    if ph == P.LOOT and not s.hand:
        raise NotationError("position: phase loot needs the loot in hand")
    if ph not in (P.PLACE, P.AXE, P.LOOT, *need_hand) and s.hand:
        raise NotationError(f"position: phase {P.PHASE_NAMES[ph]} has no card in hand")
    if ph == P.AXE and s.hand[0] >> 2 != CRAZY_AXE:
        raise NotationError("position: phase axe needs the Crazy Axe in hand")
    if ph != P.AXE and any(c >> 2 == CRAZY_AXE for c in s.hand):
        raise NotationError("position: Crazy Axe is never placed; it is in hand only in phase axe")
    ed = s.ed
    if ph == P.LOOT:
        if ed.loot == LOOT_PELIKAN:
            raise NotationError("position: Pelikan has no loot phase (the attacker takes cards: phase take)")
        for c in s.hand:
            k = c >> 2
            if not (IS_BOOTY[k] or (ed.loot == LOOT_ASS and k in (BOW, STERN, SECTION))):
                raise NotationError(f"position: {card_text(c)} cannot be loot in {ed.id}")
    if ph in (P.HUNT, P.HUNT_PLACE) and not ed.hunters:
        raise NotationError(f"position: {ed.id} has no hunters")
    if ph in (P.SECOND,) and not ed.shaman_double_attack:
        raise NotationError(f"position: {ed.id} has no second attack")
    if ph in (P.TAKE, P.TAKE_PLACE) and ed.loot != LOOT_PELIKAN:
        raise NotationError(f"position: {ed.id} has no take phase")
    if ph == P.END:
        done = sum(1 for b in s.boats_of(s.seat) if b.complete)
        if not ed.may_end_at or done < ed.may_end_at:
            raise NotationError(f"position: phase end needs {ed.may_end_at or 'an edition with'} complete boats")
    if ph == P.CONTINUE and s.must_end:
        raise NotationError("position: phase continue with must-end: the turn has already ended")
    # Boats waiting to attack exist only while a completion's chain is resolved.
    chain = (P.LASSO_TAKE, P.LASSO_PLACE, P.SHOOT, P.HUNT, P.HUNT_PLACE, P.ATTACKER, P.ATTACK, P.SECOND, P.LOOT,
             P.TAKE, P.TAKE_PLACE)
    if s.pending and ph not in chain:
        raise NotationError(f"position: boats wait to attack (pending) in phase {P.PHASE_NAMES[ph]}")
    if s.attacker is not None and ph not in (P.ATTACK, P.SECOND):
        raise NotationError(f"position: an attacker is set in phase {P.PHASE_NAMES[ph]}")
    if s.first_target is not None and ph != P.SECOND:
        raise NotationError(f"position: a first target is set in phase {P.PHASE_NAMES[ph]}")
    if s.spoils and ph not in (P.TAKE, P.TAKE_PLACE):
        raise NotationError(f"position: spoils are set in phase {P.PHASE_NAMES[ph]}")
    if s.hunts and ph not in chain:
        raise NotationError(f"position: hunts are pending in phase {P.PHASE_NAMES[ph]}")
    boats = {(b.row, b.start) for b in s.boats_of(s.seat) if b.complete}
    for ref in s.pending + ([s.attacker] if s.attacker else []):
        if ref not in boats:
            raise NotationError(f"position: no complete boat of seat {s.seat} starts at row {ref[0]}, column {ref[1]}")
    if ph == P.ATTACK and s.attacker is None:
        raise NotationError("position: phase attack needs an attacker")
    if ph == P.SECOND and (s.attacker is None or s.first_target is None):
        raise NotationError("position: phase second needs an attacker and a first target")
    if ph == P.HUNT and not s.hunts:
        raise NotationError("position: phase hunt needs a suite to hunt")
    if ph == P.TAKE and not s.spoils:
        raise NotationError("position: phase take needs spoils")
    if s.first_target is not None:
        t, r, c = s.first_target
        if not (0 <= t < s.n and any(b.row == r and b.start == c for b in s.boats_of(t))):
            raise NotationError("position field first-target: no boat starts there")
    if ph == P.ATTACKER and len(s.pending) < 2:
        raise NotationError("position: phase attacker needs two or more pending boats")
    for seat, r, c in s.spoils:
        if not s.rivers[seat][r][c]:
            raise NotationError(f"position field spoils: seat {seat}, row {r}, column {c} is empty")
    try:
        legal = s.legal()
    except (AssertionError, IndexError, ValueError, StopIteration) as e:  # pragma: no cover - a safety net
        raise NotationError(f"position is inconsistent: {e}") from None
    if ph != P.OVER and not legal:
        raise NotationError(f"position: the pending decision ({P.PHASE_NAMES[ph]}) has no legal action")
