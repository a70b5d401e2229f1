"""What the lasso, the archer, a hunter, a taker and an attacking boat may reach (rules 4.6 to 4.9,
5.3, 5.4, 6.3 to 6.5).

The ``*_codes`` finders work in action codes (a cell of seat s is ``base + s * N_CELLS + row * COLS
+ column``, see :func:`.actions.target_code`) so the legal lists need no conversion; the
``*_targets`` functions give the same cells as (seat, row, column).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .cards import CARD_IDS, HALF, IS_BOW, IS_STERN, IS_WARRIOR, KIND, PERSON, SUITE, TOTEM
from .geometry import can_place, river_kinds, spot_codes
from .phases import SECOND

if TYPE_CHECKING:
    from .river import Boat
    from .state import State

# Cards that stand for their class when asking where a card could go (bow, stern, other).
KIND_PROBE_BOW, KIND_PROBE_STERN, KIND_PROBE_OTHER = KIND["bow"], KIND["stern"], KIND["furs"]
# Per kind, its class for those questions: 0 other, 1 bow, 2 stern (see _unplaceable_kinds).
_PROBE_CLASS: tuple[int, ...] = tuple(1 if IS_BOW[k] else 2 if IS_STERN[k] else 0 for k in range(len(CARD_IDS)))

# Per suite: the kind bits of its two halves (what its hunter may take, rule 6.5).
_HALVES: tuple[int, ...] = tuple(
    sum(1 << k for k in range(len(CARD_IDS)) if SUITE[k] == suite and HALF[k] != PERSON)
    for suite in range(max(SUITE) + 1)
)


def target_cell(x: int) -> tuple[int, int, int]:
    """(seat, row, column) of a target code less its base."""
    seat, x = divmod(x, A.N_CELLS)
    r, c = divmod(x, A.COLS)
    return seat, r, c


def person_of(suite: int) -> int:
    """The kind of a suite's person card."""
    return next(k for k in range(1, len(CARD_IDS)) if SUITE[k] == suite and HALF[k] == PERSON)


def lasso_targets(s: State) -> list[tuple[int, int, int]]:
    """Cards the lasso may take (rules 4.6, 5.3, 6.3) that can be placed in the own river.

    AMIGO: any card of another seat's incomplete boat (the totem too). ASS: the same, but from
    a protected boat only the totem. Pelikan: any card of an unprotected boat, complete or
    not, or the totem of a protected incomplete boat.
    """
    return [target_cell(code - A.LASSO) for code in lasso_codes(s)]


def lasso_codes(s: State) -> list[int]:
    """:func:`lasso_targets` as action codes."""
    out = []
    me = s.seat
    ed = s.ed
    blocked = _unplaceable_kinds(s, me)
    placeable: dict[int, bool] = {}  # two tribes: per card code, whether it has a spot
    totem_only = ed.lasso_totem_only_if_protected
    from_complete = ed.takes_from_complete
    for seat in range(s.n):
        if seat == me:
            continue
        seat_base = A.LASSO + seat * A.N_CELLS
        for b in s.boats_of(seat):
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
                        ok = placeable[x] = can_place(s, me, x)
                    if not ok:
                        continue
                out.append(base + i)
    return out


def _unplaceable_kinds(s: State, seat: int) -> tuple[int, int, int] | None:
    """The kinds (as bits) that have no spot in a seat's river, for other cards, bow cards and
    stern cards (indexed by ``_PROBE_CLASS``); None with two tribes, where a card's tribe
    decides too (ask :func:`.geometry.can_place`).

    Tribes aside, where a card may go depends only on its class, and on its kind only through
    rule 4.4's one copy per row: a kind has no spot when every row with a spot for its class
    holds it (a new row holds nothing), i.e. its bit is in the AND of those rows' kind masks.
    """
    if s.tribes:
        return None
    rows = s.rivers[seat]
    if not rows:
        return 0, 0, 0
    ed = s.ed
    unique = ed.row_unique
    h, w, occ, _, _, _, kinds = s.geo_of(seat)
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
        for code in spot_codes(s, seat, probe << 2, 0, False, unique=False):
            r = code // pc - 1
            blocked &= kinds[r] if unique and 0 <= r < h else 0
        out.append(blocked)
    return out[0], out[1], out[2]


def archer_targets(s: State) -> list[tuple[int, int, int]]:
    """Cards the archer may shoot (rules 4.7, 5.3, 6.3): warrior cards (not the totem) of other
    seats' unprotected boats; incomplete ones only, but in Pelikan complete ones too."""
    return [target_cell(code - A.SHOOT) for code in archer_codes(s)]


def archer_codes(s: State) -> list[int]:
    """:func:`archer_targets` as action codes."""
    out = []
    me = s.seat
    from_complete = s.ed.takes_from_complete
    for seat in range(s.n):
        if seat == me:
            continue
        seat_base = A.SHOOT + seat * A.N_CELLS
        for b in s.boats_of(seat):
            if b.protected or (b.complete and not from_complete):
                continue
            base = seat_base + b.row * A.COLS + b.start
            for i, x in enumerate(b.cells):
                if x and IS_WARRIOR[x >> 2]:
                    out.append(base + i)
    return out


def hunt_targets(s: State) -> list[tuple[int, int, int]]:
    """Pelikan (rule 6.5): halves of the hunted suite in other seats' unprotected boats that
    can be placed in the own river."""
    return [target_cell(code - A.HUNT) for code in hunt_codes(s)]


def hunt_codes(s: State) -> list[int]:
    """:func:`hunt_targets` as action codes."""
    if not s.hunts:
        return []
    suite = s.hunts[0]
    halves = _HALVES[suite]
    out = []
    me = s.seat
    for seat in range(s.n):
        if seat == me or not river_kinds(s, seat) & halves:
            continue  # (no half of the suite in that river: its boats need not be cut)
        seat_base = A.HUNT + seat * A.N_CELLS
        for b in s.boats_of(seat):
            if b.protected:
                continue
            base = seat_base + b.row * A.COLS + b.start
            for i, x in enumerate(b.cells):
                if x and SUITE[x >> 2] == suite and HALF[x >> 2] != PERSON and can_place(s, me, x):
                    out.append(base + i)
    return out


def take_targets(s: State) -> list[tuple[int, int, int]]:
    """Pelikan (rule 6.4): cards left of the conquered boats whose id the attacker lacks and
    that he can place."""
    me = s.seat
    have = river_kinds(s, me)  # the kinds of the own river
    out = []
    for seat, r, c in s.spoils:
        x = s.rivers[seat][r][c]
        if x and not have & (1 << (x >> 2)) and can_place(s, me, x):
            out.append((seat, r, c))
    return out


def own_boat(s: State, row: int, start: int) -> Boat:
    """The current seat's boat starting at (row, start)."""
    for b in s.boats_of(s.seat):
        if b.row == row and b.start == start:
            return b
    raise AssertionError(f"no boat at row {row}, column {start}")


def boat_at(s: State, seat: int, r: int, c: int) -> Boat:
    """A seat's boat starting at (r, c)."""
    for b in s.boats_of(seat):
        if b.row == r and b.start == c:
            return b
    raise AssertionError(f"no boat of seat {seat} at row {r}, column {c}")


def attack_targets(s: State) -> list[tuple[int, Boat]]:
    """Boats the current attacker may conquer (rules 4.9, 5.4, 6.4).

    Another seat's boat without a totem, weaker than the attacker (two tribes: of the other
    tribe or none); Pelikan: incomplete boats only, and a second target (medicine man aboard)
    only while the attacker's strength is at least both targets' sum plus 2.
    """
    if s.attacker is None:
        return []
    att = own_boat(s, *s.attacker)
    ed = s.ed
    limit = att.strength  # targets must be weaker than this
    first = s.first_target
    if s.phase == SECOND and first is not None:
        fb = boat_at(s, *first)
        limit = min(limit, att.strength - fb.strength - 1)  # S >= s1 + s2 + 2
    out = []
    me = s.seat
    tribes = s.tribes
    mine = att.tribes
    for seat in range(s.n):
        if seat == me:
            continue
        for b in s.boats_of(seat):
            if b.protected or b.strength >= limit:
                continue
            if b.complete and not ed.attack_complete:
                continue
            if tribes and b.tribes and (b.tribes & mine or mine == 0):
                continue
            if first is not None and s.phase == SECOND and (seat, b.row, b.start) == first:
                continue
            out.append((seat, b))
    return out


def attack_codes(s: State) -> list[int]:
    """:func:`attack_targets` as action codes."""
    return [A.ATTACK + b_seat * A.N_CELLS + b.row * A.COLS + b.start for b_seat, b in attack_targets(s)]
