"""Rows, boats and scores: the pure functions on a river's cells (rules.md sections 3, 4.12).

A river is a list of rows; a row is a list of card codes, 0 for an empty cell. For AMIGO the rows
are the river's bounding box; for the mat editions they are the whole mat.
"""

from __future__ import annotations

from typing import NamedTuple

from .cards import HALF, HALF_LEFT, HALF_RIGHT, IS_BOOTY, IS_BOW, IS_STERN, PERSON, STRENGTH, SUITE, TOTEM

Row = list[int]


class Boat(NamedTuple):
    """One boat of a river: where it lies, its cells (0 for a gap) and what the rules ask of it."""

    row: int
    start: int
    end: int
    cells: tuple[int, ...]
    complete: bool
    strength: int
    tribes: int  # bit 1 red, bit 2 black: the tribes of its warrior cards
    protected: bool  # holds a totem

    @property
    def size(self) -> int:
        return sum(1 for c in self.cells if c)


def cut_row(row: Row, gap_joins: bool) -> list[tuple[int, int]]:
    """Cut a row into boats; return their (first, last) columns (rules.md section 3).

    Neighbours a < b belong to one boat when b = a+1 and a is not a stern card; with
    ``gap_joins`` (AMIGO) also when b = a+2, a is not a stern card and b is not a bow card.
    """
    spans: list[tuple[int, int]] = []
    start = prev = -1
    for col, code in enumerate(row):
        if not code:
            continue
        if prev < 0:
            start = col
        else:
            d = col - prev
            if IS_STERN[row[prev] >> 2] or d > 2 or (d == 2 and (not gap_joins or IS_BOW[code >> 2])):
                spans.append((start, prev))
                start = col
        prev = col
    if prev >= 0:
        spans.append((start, prev))
    return spans


def span_of(row: Row, col: int, gap_joins: bool) -> tuple[int, int]:
    """Return the (first, last) columns of the boat holding the occupied cell ``col``."""
    for s, e in cut_row(row, gap_joins):
        if s <= col <= e:
            return s, e
    raise ValueError(f"column {col} holds no card")


def is_complete_span(row: Row, s: int, e: int) -> bool:
    """A boat is complete: a bow card first, a stern card last, no empty space (rules.md 3)."""
    if not (IS_BOW[row[s] >> 2] and IS_STERN[row[e] >> 2]) or s == e:
        return False
    return all(row[col] for col in range(s + 1, e))


def tribes_of(cells: Row | tuple[int, ...], s: int = 0, e: int = -1) -> int:
    """Return the tribe bits (1 red, 2 black) of the cards in ``cells[s..e]``."""
    if e < 0:
        e = len(cells) - 1
    t = 0
    for col in range(s, e + 1):
        t |= cells[col] & 3
    return t


def make_boat(row_index: int, row: Row, s: int, e: int) -> Boat:
    cells = tuple(row[s : e + 1])
    strength = 0
    tribes = 0
    protected = False
    for c in cells:
        if c:
            k = c >> 2
            strength += STRENGTH[k]
            tribes |= c & 3
            if k == TOTEM:
                protected = True
    return Boat(row_index, s, e, cells, is_complete_span(row, s, e), strength, tribes, protected)


def river_boats(rows: list[Row], gap_joins: bool) -> tuple[Boat, ...]:
    """Return every boat of a river, row by row, left to right."""
    out: list[Boat] = []
    for r, row in enumerate(rows):
        for s, e in cut_row(row, gap_joins):
            out.append(make_boat(r, row, s, e))
    return tuple(out)


def amigo_boat_points(cells: tuple[int, ...]) -> int:
    """Points of a complete AMIGO boat (rules.md 4.12).

    2-7 cards: 1 point each; 8 or more: 2 each; plus 10 per booty card, except a suite's halves
    side by side in order (40 for the pair) and that pair with its person directly beside it
    (90 for the three).
    """
    kinds = [c >> 2 for c in cells]
    n = len(kinds)
    points = n if n <= 7 else 2 * n
    pos: dict[int, list[int]] = {}
    for i, k in enumerate(kinds):
        if IS_BOOTY[k]:
            s = SUITE[k]
            if s < 0:
                points += 10
            else:
                slots = pos.setdefault(s, [-9, -9, -9])
                if slots[HALF[k]] >= 0:  # a second copy (only in a river that breaks rule 4)
                    points += 10
                else:
                    slots[HALF[k]] = i
    for left, right, person in pos.values():
        present = (left >= 0) + (right >= 0) + (person >= 0)
        if left >= 0 and right == left + 1:
            if person >= 0 and (person == left - 1 or person == right + 1):
                points += 90
            else:
                points += 40 + (10 if person >= 0 else 0)
        else:
            points += 10 * present
    return points


__all__ = [
    "Boat",
    "HALF_LEFT",
    "HALF_RIGHT",
    "PERSON",
    "Row",
    "amigo_boat_points",
    "cut_row",
    "is_complete_span",
    "make_boat",
    "river_boats",
    "span_of",
    "tribes_of",
]
