"""A river's cells: where a card may go, and putting cards in and taking them out (rules 4.4, 5.1, 6.1).

Placement works on per-row bitmasks (a :data:`Geo`, cached per seat in ``State.geo``) rather than
on the rows themselves. A free-layout (AMIGO) river is kept to its bounding box: it grows by a row
or a column when a card is put beside it and shrinks when its outer cards leave.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from . import actions as A
from .cards import IS_BOW, IS_STERN
from .river import cut_row

if TYPE_CHECKING:
    from .river import Boat
    from .state import State

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


def row_kinds(s: State, seat: int) -> list[int]:
    """The kinds each row of a seat's river holds, one bitmask over kind indices per row (bit ``k`` for
    kind ``k``; the last part of its :data:`Geo`, cached until the river changes)."""
    return s.geo_of(seat)[6]


def river_kinds(s: State, seat: int) -> int:
    """The kinds a seat's river holds, as one bitmask over kind indices (its rows' :func:`row_kinds` together)."""
    k = 0
    for m in s.geo_of(seat)[6]:
        k |= m
    return k


def river_geo(rows: list[list[int]]) -> Geo:
    """The row bitmasks of a river, computed anew (``State.geo_of`` caches them)."""
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


# ------------------------------------------------------------------ where a card may go


def spots(s: State, seat: int, card: int) -> list[tuple[int, int]]:
    """Where ``card`` may be placed in a seat's river, as (row, column) in its frame."""
    pc = A.POS_COLS
    return [(p // pc - 1, p % pc - 1) for p in spot_codes(s, seat, card, 0, False)]


def spot_codes(s: State, seat: int, card: int, base: int, first_only: bool, unique: bool = True) -> list[int]:
    """Placements of ``card`` as ``base + position code``; with ``first_only`` stop at one.

    AMIGO (rule 4.4): first card anywhere; else touching a card at a side or corner, within
    the bounding box limit, no second copy in a row, only a stern left of a bow and only a
    bow right of a stern. Mats (5.1, 6.1): any empty space (Pelikan: no second copy in a
    row). Two tribes: one tribe per boat.
    """
    rows = s.rivers[seat]
    pc = A.POS_COLS
    ed = s.ed
    if not rows:
        return [base + pc + 1]
    h, w, occ, bows, sterns, row_tribes, kinds = s.geo_of(seat)
    kind = card >> 2
    kbit = 1 << kind
    free = ed.free_layout
    is_bow = IS_BOW[kind]
    is_stern = IS_STERN[kind]
    if free:
        r_lo, r_hi = (-1, h) if h < ed.rows else (0, h - 1)
        c_lo, c_hi = (-1, w) if w < s.width else (0, w - 1)
    else:
        r_lo, r_hi, c_lo, c_hi = 0, h - 1, 0, w - 1
    window = ((1 << (c_hi - c_lo + 1)) - 1) << (c_lo + 1)
    unique = unique and ed.row_unique
    tribes = s.tribes
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
            ok = tribe_filter(s, rows[r], card)
            for i in cols:
                if ok(i - 1):
                    out.append(row_base + i)
        else:
            for i in cols:
                out.append(row_base + i)
        if first_only and out:
            return out
    return out


def can_place(s: State, seat: int, card: int) -> bool:
    """``card`` has a spot in the seat's river (``spot_codes`` with ``first_only`` is not empty)."""
    ed = s.ed
    if ed.free_layout or s.tribes:
        return bool(spot_codes(s, seat, card, 0, True))
    # A mat without tribes: a row with an empty space that does not hold the card (row_unique).
    h, w, occ, _, _, _, kinds = s.geo_of(seat)
    full = ((1 << w) - 1) << 1
    kbit = 1 << (card >> 2) if ed.row_unique else 0
    return any(occ[r + 1] != full and not kinds[r] & kbit for r in range(h))


def tribe_filter(s: State, row: list[int], card: int) -> Callable[[int], bool]:
    """A test of column c: would ``card`` there end in a boat of one tribe (rules 4.4, 5, 6)?

    The boat the card ends in is the part of its left neighbour's boat up to that neighbour,
    the card, and the part of its right neighbour's boat from that neighbour on, for the
    neighbours it joins (section 3). Those parts' tribes are summed once per row.
    """
    w = len(row)
    pre = [0] * w
    suf = [0] * w
    for a, e in cut_row(row, s.ed.gap_joins):
        t = 0
        for i in range(a, e + 1):
            t |= row[i] & 3
            pre[i] = t
        t = 0
        for i in range(e, a - 1, -1):
            t |= row[i] & 3
            suf[i] = t
    kind = card >> 2
    card_bow = IS_BOW[kind]
    card_stern = IS_STERN[kind]
    tribe = card & 3
    gap = s.ed.gap_joins

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


# ------------------------------------------------------------------ cards in and out


def put(s: State, seat: int, r: int, c: int, card: int) -> tuple[int, int]:
    """Put a card at (r, c) of the seat's frame, growing a bounding box; return its cell."""
    rows = s.rivers[seat]
    s.boats[seat] = None
    g = s.geo[seat]
    s.geo[seat] = None
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
        s.geo[seat] = (h, w, occ, bows, sterns, tribes, kinds)
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
        s.geo[seat] = _grown_geo(g, dr, r, c, len(rows), len(rows[0]), card)
    if (dr or dc) and seat == s.seat:
        moved(s, dr, dc)
    return r, c


def moved(s: State, dr: int, dc: int) -> None:
    """The current seat's frame moved: keep references to its boats right."""
    s.pending = [(r + dr, c + dc) for r, c in s.pending]
    if s.attacker is not None:
        s.attacker = (s.attacker[0] + dr, s.attacker[1] + dc)


def take(s: State, seat: int, r: int, c: int) -> int:
    """Take the card at (r, c) out of a seat's river."""
    rows = s.rivers[seat]
    card = rows[r][c]
    rows[r][c] = 0
    _trim(s, seat, r)
    return card


def remove_boat(s: State, seat: int, b: Boat) -> list[int]:
    """Take a whole boat out of a seat's river; return its cards."""
    row = s.rivers[seat][b.row]
    cards = [x for x in row[b.start : b.end + 1] if x]
    for i in range(b.start, b.end + 1):
        row[i] = 0
    _trim(s, seat, b.row)
    return cards


def _trim(s: State, seat: int, r: int) -> None:
    """Cards left row r of a seat's river: shrink a free-layout river to its bounding box."""
    s.boats[seat] = None
    if s.ed.free_layout:
        rows = s.rivers[seat]
        h, w = len(rows), len(rows[0])
        dr = dc = 0
        while rows and not any(rows[0]):
            rows.pop(0)
            dr -= 1
        while rows and not any(rows[-1]):
            rows.pop()
        if not rows:
            s.geo[seat] = None
            return
        while not any(row[0] for row in rows):
            for row in rows:
                del row[0]
            dc -= 1
        while not any(row[-1] for row in rows):
            for row in rows:
                row.pop()
        if len(rows) != h or len(rows[0]) != w:  # the frame shrank: the bitmasks are rebuilt when needed
            s.geo[seat] = None
            if (dr or dc) and seat == s.seat:
                moved(s, dr, dc)
            return
    row_emptied(s, seat, r)


def row_emptied(s: State, seat: int, r: int) -> None:
    """Cards left row r of a river whose frame stays: update that row of the cached bitmasks."""
    g = s.geo[seat]
    if g is not None:
        s.geo[seat] = _geo_with_row(g, r, s.rivers[seat][r])
