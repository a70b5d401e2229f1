"""Shifting a drawn suite card in: AMIGO's run shifts (rule 4.5) and ASS's moves (rules.md 5.5).

These find the shifts open to a card and the rows they make; applying one is the turn's
(:mod:`.turn`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .cards import CARD_IDS, HALF, HALF_LEFT, HALF_RIGHT, IS_BOW, IS_STERN, SUITE
from .geometry import river_kinds
from .river import cut_row, span_of

if TYPE_CHECKING:
    from .state import State

# Per kind: the kind bits of the other cards of its suite (0 for a card of no suite).
_MATES: tuple[int, ...] = tuple(
    sum(1 << j for j in range(len(CARD_IDS)) if j != k and SUITE[j] >= 0 and SUITE[j] == SUITE[k]) if SUITE[k] >= 0
    else 0
    for k in range(len(CARD_IDS))
)


def has_mates(s: State, kind: int) -> bool:
    """The own river holds another card of this suite card's suite (else no shift is open)."""
    mates = _MATES[kind]
    return bool(river_kinds(s, s.seat) & mates)


def shift_spots(s: State, card: int) -> list[tuple[int, int, bool]]:
    """AMIGO shifts open to a drawn suite card (rule 4.5): (row, occupied column, to the right?)."""
    return [(r, c, right) for r, c, right, _ in shifts(s, card)]


def shifts(s: State, card: int) -> list[tuple[int, int, bool, list[int]]]:
    """AMIGO shifts open to a drawn suite card, each with the row it makes."""
    kind = card >> 2
    suite = SUITE[kind]
    rows = s.rivers[s.seat]
    if suite < 0 or not rows:
        return []
    ed = s.ed
    out = []
    seen: set[tuple[int, int, bool]] = set()
    for b in s.boats_of(s.seat):
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
                new_row, at, _ = shifted_row(row, c, card, right)
                if len(new_row) > s.width:
                    continue
                if not row_ok(s, new_row):
                    continue
                a, e = span_of(new_row, at, ed.gap_joins)
                if not any(x and SUITE[x >> 2] == suite for i, x in enumerate(new_row[a : e + 1], a) if i != at):
                    continue
                seen.add(key)
                out.append((b.row, c, right, new_row))
    return out


def shifted_row(row: list[int], c: int, card: int, right: bool) -> tuple[list[int], int, list[int]]:
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
    a = c
    while a >= 0 and row[a]:
        a -= 1
    if a >= 0:
        moved = [i - 1 if a < i <= c else i for i in range(w)]
        return row[:a] + row[a + 1 : c + 1] + [card] + row[c + 1 :], c, moved
    moved = [i if i <= c else i + 1 for i in range(w)]
    return row[: c + 1] + [card] + row[c + 1 :], c + 1, moved


def row_ok(s: State, row: list[int]) -> bool:
    """Bow/stern neighbours (rule 4.4, AMIGO) and one tribe per boat hold across a whole row."""
    if s.ed.free_layout:
        prev = 0
        for x in row:
            if x and prev and IS_BOW[x >> 2] != IS_STERN[prev >> 2]:
                return False
            prev = x
    if s.tribes:
        for a, e in cut_row(row, s.ed.gap_joins):
            t = 0
            for i in range(a, e + 1):
                t |= row[i] & 3
            if t == 3:
                return False
    return True


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


def move_shifts(s: State, card: int) -> list[tuple[int, tuple[int, int, list[int], list[int]]]]:
    """ASS shifts (rules.md 5.5): the drawn suite card goes to an empty space of a row holding
    cards of its suite while those move one space each, so that it ends directly beside a
    card of its suite. Returns (code, (row, column, new row, where each old column went))."""
    kind = card >> 2
    mates = A.suite_mates(kind)
    rows = s.rivers[s.seat]
    out = []
    w = s.width
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
                    if not _suite_neighbour_ok(trial, c) or not row_ok(s, trial):
                        continue
                    out.append((A.moves_code(kind, r, c, m1, m2), (r, c, trial, moved)))
    return out


def complete_in_row(s: State, r: int, moved: list[int]) -> list[set[int]]:
    """The cells of row r's complete boats, as they will lie after a shift (``moved``)."""
    return [{moved[i] for i in range(b.start, b.end + 1)}
            for b in s.boats_of(s.seat) if b.complete and b.row == r]
