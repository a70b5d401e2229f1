"""Why an action is not legal now: the English text, a stable reason code and its parameters.

Only error messages need this, so it stays plain Python (setup.py leaves it out of the compiled
engine). The action is read from its code by :func:`.actions.decode_code`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from .cards import CARD_IDS, SUITE, card_text
from .editions import SHIFT_MOVES, SHIFT_RUN
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
    PHASE_NAMES,
    PLACE,
    SECOND,
    SHOOT,
    TAKE,
    TAKE_PLACE,
)

if TYPE_CHECKING:
    from .state import State

# Per phase: the verbs its decision takes.
_EXPECTED: dict[int, tuple[str, ...]] = {
    DRAW: ("draw",), CONTINUE: ("draw", "stop"), PLACE: ("place", "shift", "discard"),
    AXE: ("sink",), LASSO_TAKE: ("lasso", "pass"), LASSO_PLACE: ("place",), SHOOT: ("shoot", "pass"),
    ATTACKER: ("attacker",), ATTACK: ("attack", "no-attack"), LOOT: ("place", "done"),
    END: ("end", "continue"), HUNT: ("hunt", "pass"), HUNT_PLACE: ("place",),
    SECOND: ("attack", "no-attack"), TAKE: ("take", "done"), TAKE_PLACE: ("place",),
}


def refusal(s: State, code: int) -> tuple[str, str, dict[str, Any]]:
    """Why an action code is not legal now: the English text, a stable reason code and its
    parameters (so that a client can word the reason in its own language)."""
    try:
        a = A.decode_code(code)
        text = A.format_code(code)
    except Exception:
        return f"action code {code!r} does not exist", "no_such_action", {"code": code}
    head = f"illegal action {text!r}: "
    if s.phase == OVER:
        return head + "the game is over", "game_over", {"action": text}
    need = PHASE_NAMES[s.phase]
    word = a.verb
    expected = _EXPECTED[s.phase]
    p: dict[str, Any] = {"action": text}
    if word not in expected:
        p.update(phase=need, expected=list(expected))
        return head + f"the pending decision ({need}) takes {' or '.join(expected)}", "wrong_decision", p
    ed = s.ed
    p["edition"] = ed.id
    if word == "draw":
        pile = a.pile
        p.update(pile=pile, piles=len(s.piles))
        if pile > len(s.piles):
            return head + f"{ed.name} has {len(s.piles)} draw pile(s)", "no_such_pile", p
        if s.can_draw():
            return head + f"pile {pile} is empty", "pile_empty", p
        return head + "no card can be drawn", "no_card_left", p
    if word == "stop":
        return head + f"{ed.name} has no voluntary stop", "no_voluntary_stop", p
    if word == "discard":
        return head + "the drawn card must be placed while it can be", "must_place", p
    if word == "done":
        return head + "the conquered cards must be placed while they can be", "must_place_loot", p
    if word == "pass":
        return head + "this action is compulsory in " + ed.name, "compulsory", p
    if word in ("place", "shift"):
        kind = a.kind
        p["card"] = CARD_IDS[kind]
        if not any(c >> 2 == kind for c in s.hand):
            held = [card_text(c) for c in s.hand]
            p["held"] = held
            return head + f"the card to place is {', '.join(held) or 'nothing'}", "wrong_card", p
        if word == "shift":
            why, reason = _why_no_shift(s, kind, bool(a.moves))
            return head + why, reason, p
        r, c = a.row, a.col
        p.update(row=r, col=c)
        why, reason, extra = _why_not_here(s, kind, r, c)
        p.update(extra)
        return head + why, reason, p
    if word == "sink":
        return head + "that is not the start of one of your complete boats", "not_complete_boat", p
    if word == "lasso":
        return (head + "the lasso takes a card of another seat's boat that it may reach and you can place",
                "lasso_target", p)
    if word == "shoot":
        return head + ("the archer shoots a warrior card (not the totem) of another seat's unprotected "
                       "boat it may reach"), "archer_target", p
    if word == "hunt":
        return (head + "a hunter takes a half of its suite from another seat's unprotected boat, if placeable",
                "hunt_target", p)
    if word == "take":
        return head + "take a card of the conquered boat whose id you lack and can place", "take_target", p
    if word == "attacker":
        return head + "that is not the start of a boat waiting to attack", "not_waiting_boat", p
    if word == "attack":
        tribe = " and of the other tribe or none" if s.tribes else ""
        p["tribes"] = s.tribes
        return head + ("the target must be another seat's boat, given by its first column, without a totem, "
                       "weaker than the attacking boat" + tribe), "attack_target", p
    return head + "not possible now", "not_possible", p


def _why_not_here(s: State, kind: int, r: int, c: int) -> tuple[str, str, dict[str, Any]]:
    rows = s.rivers[s.seat]
    ed = s.ed
    h = len(rows)
    w = len(rows[0]) if rows else 0
    if not rows:
        return "the first card of an empty river goes at row 0, column 0", "first_card", {}
    lo = -1 if ed.free_layout else 0
    hi_r, hi_c = (h, w) if ed.free_layout else (h - 1, w - 1)
    if not (lo <= r <= hi_r and lo <= c <= hi_c):
        return (f"row {r}, column {c} is outside the river (rows {lo}..{hi_r}, columns {lo}..{hi_c})",
                "outside_river", {"min": lo, "max_row": hi_r, "max_col": hi_c})
    if ed.free_layout and ((r in (-1, h) and h >= ed.rows) or (c in (-1, w) and w >= s.width)):
        return (f"the river may not exceed {ed.rows} rows x {s.width} columns", "river_full",
                {"rows": ed.rows, "cols": s.width})
    if 0 <= r < h and 0 <= c < w and rows[r][c]:
        return (f"row {r}, column {c} is taken" + (" (shifting needs 'shift')" if ed.shift == SHIFT_RUN else ""),
                "cell_taken", {"shift": ed.shift == SHIFT_RUN})
    if 0 <= r < h and ed.row_unique and any(x >> 2 == kind for x in rows[r]):
        return f"row {r} already holds a {CARD_IDS[kind]}", "row_holds_card", {}
    if ed.free_layout:
        near = False
        for rr in range(r - 1, r + 2):
            for cc in range(c - 1, c + 2):
                if 0 <= rr < h and 0 <= cc < w and rows[rr][cc]:
                    near = True
        if not near:
            return "a card must touch a card of the river at a side or a corner", "must_touch", {}
    if s.tribes:
        if ed.free_layout:
            return ("directly left of a bow card only a stern card may lie, right of a stern only a bow; "
                    "and a boat holds warriors of one tribe only"), "bow_stern_tribe", {}
        return "a boat holds warriors of one tribe only", "one_tribe", {}
    return ("directly left of a bow card only a stern card may lie, and directly right of a stern card only a bow",
            "bow_stern", {})


def _why_no_shift(s: State, kind: int, moves: bool) -> tuple[str, str]:
    if SUITE[kind] < 0:
        return "only suite cards may be shifted in", "shift_not_suite"
    if s.ed.shift == SHIFT_RUN and not moves:
        return ("a shift inserts the drawn suite card at an occupied column of a boat holding one or two "
                "cards of its suite, so that it ends in that boat, within 14 columns and rule 4"), "shift_run"
    if s.ed.shift == SHIFT_MOVES and moves:
        return ("suite cards of the row move one space each onto empty spaces, and the new card must end "
                "directly beside a card of its suite (left half left of right half)"), "shift_moves"
    return f"{s.ed.name} does not shift this way", "shift_kind"
