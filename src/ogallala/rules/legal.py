"""The legal action codes of the pending decision (rules.md sections 4 to 6), in a fixed order."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .cards import SUITE
from .editions import LOOT_AMIGO, SHIFT_MOVES, SHIFT_NONE, SHIFT_RUN, TURN_PELIKAN
from .geometry import spot_codes
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
    PLACE,
    SECOND,
    SHOOT,
    TAKE,
    TAKE_PLACE,
)
from .shifts import has_mates, move_shifts, shift_spots
from .targets import archer_codes, attack_codes, hunt_codes, lasso_codes, take_targets

if TYPE_CHECKING:
    from .state import State

#: The phases that place a card taken from somewhere other than the draw piles.
PLACE_PHASES = (LASSO_PLACE, LOOT, HUNT_PLACE, TAKE_PLACE)


def compute_legal(s: State) -> list[int]:
    """The legal action codes of the pending decision (``State.legal`` caches them)."""
    ph = s.phase
    ed = s.ed
    if ph == DRAW or ph == CONTINUE:
        out = []
        for p, pile in enumerate(s.piles):
            if pile:
                out.append(A.DRAW + p)
        if not out and s.refills > 0 and s.discard:
            out = [A.DRAW + s.lowest_empty_pile()]
        if ph == CONTINUE and ed.turn != TURN_PELIKAN:
            out.append(A.STOP)
        return out
    if ph == PLACE:
        card = s.hand[0]
        kind = card >> 2
        out = spot_codes(s, s.seat, card, A.PLACE + kind * A.N_POS, False)
        if SUITE[kind] >= 0 and ed.shift != SHIFT_NONE and has_mates(s, kind):
            if ed.shift == SHIFT_RUN:
                out += [A.shift_code(kind, r, c, right) for r, c, right in shift_spots(s, card)]
            elif ed.shift == SHIFT_MOVES:
                out += [code for code, _ in move_shifts(s, card)]
        if ed.may_discard or not out:
            out.append(A.DISCARD)
        return out
    if ph in PLACE_PHASES:
        out = []
        seen: set[int] = set()
        for card in s.hand:
            kind = card >> 2
            if kind in seen:
                continue
            seen.add(kind)
            out += spot_codes(s, s.seat, card, A.PLACE + kind * A.N_POS, False)
        if ph == LOOT and (ed.loot == LOOT_AMIGO or not out):
            out.append(A.DONE)
        return out
    if ph == AXE:
        return [A.cell_code(A.SINK, b.row, b.start) for b in s.boats_of(s.seat) if b.complete]
    if ph == LASSO_TAKE:
        out = lasso_codes(s)
        if ed.lasso_optional:
            out.append(A.PASS)
        return out
    if ph == SHOOT:
        out = archer_codes(s)
        if ed.archer_optional:
            out.append(A.PASS)
        return out
    if ph == HUNT:
        return hunt_codes(s) + [A.PASS]
    if ph == ATTACKER:
        return [A.cell_code(A.ATTACKER, r, c) for r, c in s.pending]
    if ph == ATTACK or ph == SECOND:
        out = attack_codes(s)
        out.append(A.NO_ATTACK)
        return out
    if ph == TAKE:
        return [A.target_code(A.TAKE, seat, r, c) for seat, r, c in take_targets(s)] + [A.DONE]
    if ph == END:
        return [A.END, A.CONTINUE]
    return []


def enter(s: State, phase: int, codes: list[int], extra: int | None) -> None:
    """Go to a decision whose legal codes were just computed (saves computing them again)."""
    s.phase = phase
    if extra is not None:
        codes.append(extra)
    s._legal = codes
