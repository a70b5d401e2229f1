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

    Neighbours a < b belong to one boat when b = a+1 and a is not a stern card (without
    ``gap_joins``, the mat editions: nor b a bow card); with ``gap_joins`` (AMIGO) also when
    b = a+2, a is not a stern card and b is not a bow card.
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
            if (IS_STERN[row[prev] >> 2] or d > 2 or (d == 2 and (not gap_joins or IS_BOW[code >> 2]))
                    or (not gap_joins and IS_BOW[code >> 2])):
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


# Boat(...) calls the NamedTuple's __new__, a Python function; tuple.__new__ builds the same
# Boat without it (boats are built for every boat of a river each time its boats are recomputed).
_new_tuple = tuple.__new__


def make_boat(row_index: int, row: Row, s: int, e: int) -> Boat:
    cells = tuple(row[s : e + 1])
    strength = 0
    tribes = 0
    protected = False
    for c in cells:
        if c:
            k = c >> 2
            strength += STRENGTH[k]
            tribes |= c
            if k == TOTEM:
                protected = True
    # is_complete_span, inlined: the end cells of a boat always hold cards.
    complete = s != e and IS_BOW[cells[0] >> 2] and IS_STERN[cells[-1] >> 2] and all(cells)
    return _new_tuple(Boat, (row_index, s, e, cells, complete, strength, tribes & 3, protected))


def river_boats(rows: list[Row], gap_joins: bool) -> tuple[Boat, ...]:
    """Return every boat of a river, row by row, left to right."""
    out: list[Boat] = []
    for r, row in enumerate(rows):
        out += row_boats(r, row, gap_joins)
    return tuple(out)


def row_boats(row_index: int, row: Row, gap_joins: bool) -> tuple[Boat, ...]:
    """Return the boats of one row, left to right.

    One pass: it cuts the row as :func:`cut_row` does and sums each boat's strength, tribes and
    totem on the way (the same values as :func:`make_boat`).
    """
    out: list[Boat] = []
    new = _new_tuple
    start = prev = -1
    strength = tribes = 0
    protected = False
    for col, code in enumerate(row):
        if not code:
            continue
        kind = code >> 2
        if prev >= 0:
            d = col - prev
            if (IS_STERN[row[prev] >> 2] or d > 2 or (d == 2 and (not gap_joins or IS_BOW[kind]))
                    or (not gap_joins and IS_BOW[kind])):
                cells = tuple(row[start : prev + 1])
                complete = start != prev and IS_BOW[cells[0] >> 2] and IS_STERN[cells[-1] >> 2] and all(cells)
                out.append(new(Boat, (row_index, start, prev, cells, complete, strength, tribes & 3, protected)))
                start = col
                strength = tribes = 0
                protected = False
        else:
            start = col
        strength += STRENGTH[kind]
        tribes |= code
        if kind == TOTEM:
            protected = True
        prev = col
    if prev >= 0:
        cells = tuple(row[start : prev + 1])
        complete = start != prev and IS_BOW[cells[0] >> 2] and IS_STERN[cells[-1] >> 2] and all(cells)
        out.append(new(Boat, (row_index, start, prev, cells, complete, strength, tribes & 3, protected)))
    return tuple(out)


def _suite_slots(kinds: list[int]) -> tuple[dict[int, list[int]], list[int]]:
    """Where each suite's left half, right half and person lie in a boat (-9: absent), and the
    indices of suite cards beyond the first copy (only in rivers that break a rule)."""
    pos: dict[int, list[int]] = {}
    extra: list[int] = []
    for i, k in enumerate(kinds):
        s = SUITE[k]
        if s >= 0:
            slots = pos.setdefault(s, [-9, -9, -9])
            if slots[HALF[k]] >= 0:
                extra.append(i)
            else:
                slots[HALF[k]] = i
    return pos, extra


def _pair(slots: list[int]) -> tuple[bool, bool]:
    """(the halves lie side by side in order, and the person lies directly beside that pair)."""
    left, right, person = slots
    pair = left >= 0 and right == left + 1
    return pair, pair and person >= 0 and (person == left - 1 or person == right + 1)


def amigo_boat_points(cells: tuple[int, ...], complete: bool = True) -> int:
    """Points of an AMIGO boat (rules.md 4.12); only complete boats score.

    2-7 cards: 1 point each; 8 or more: 2 each; plus 10 per booty card, except a suite's halves
    side by side in order (40 for the pair) and that pair with its person directly beside it
    (90 for the three).
    """
    if not complete:
        return 0
    kinds = [c >> 2 for c in cells if c]
    n = len(kinds)
    points = n if n <= 7 else 2 * n
    pos, extra = _suite_slots(kinds)
    points += 10 * len(extra)
    for k in kinds:
        if IS_BOOTY[k] and SUITE[k] < 0:
            points += 10
    for slots in pos.values():
        pair, trio = _pair(slots)
        if trio:
            points += 90
        elif pair:
            points += 40 + (10 if slots[PERSON] >= 0 else 0)
        else:
            points += 10 * sum(1 for i in slots if i >= 0)
    return points


def ass_boat_points(cells: tuple[int, ...], complete: bool = True) -> int:
    """Points of an ASS boat (rules.md 5.7); only complete boats score.

    2-8 cards: 1 point each; 9 or more: 2 each; plus per booty card the highest that applies:
    1 (single), 2 (its id more than once in the boat), 3 (suite pair side by side, in order),
    4 (that pair with its person beside it).
    """
    if not complete:
        return 0
    kinds = [c >> 2 for c in cells if c]
    n = len(kinds)
    points = n if n <= 8 else 2 * n
    count: dict[int, int] = {}
    for k in kinds:
        count[k] = count.get(k, 0) + 1
    bonus = [1 if IS_BOOTY[k] else 0 for k in kinds]
    for i, k in enumerate(kinds):
        if IS_BOOTY[k] and count[k] > 1:
            bonus[i] = 2
    pos, _ = _suite_slots(kinds)
    for slots in pos.values():
        pair, trio = _pair(slots)
        if pair:
            for i in (slots[HALF_LEFT], slots[HALF_RIGHT]):
                bonus[i] = max(bonus[i], 4 if trio else 3)
            if trio:
                bonus[slots[PERSON]] = 4
    return points + sum(bonus)


PELIKAN_LENGTH_BONUS = ((14, 200), (11, 150), (8, 100), (5, 50))


def pelikan_boat_points(cells: tuple[int, ...], complete: bool = True) -> int:
    """Points of a Pelikan boat (rules.md 6.7); every card counts, complete boat or not.

    10 per card; +20 per booty card; +50 per suite pair (halves side by side, in order), +150
    instead for a pair with its person beside it; +50 per totem; +50/100/150/200 for a complete
    boat of 5-7/8-10/11-13/14+ cards. (The first seat to hold 3 complete boats gets +300; that
    bonus belongs to the seat, not to a boat.)
    """
    kinds = [c >> 2 for c in cells if c]
    points = 10 * len(kinds)
    for k in kinds:
        if IS_BOOTY[k]:
            points += 20
        elif k == TOTEM:
            points += 50
    if len(kinds) > 1:  # a pair takes two cards (most boats hold one: skip the look for pairs)
        pos, _ = _suite_slots(kinds)
        for slots in pos.values():
            pair, trio = _pair(slots)
            if trio:
                points += 150
            elif pair:
                points += 50
    if complete:
        for size, bonus in PELIKAN_LENGTH_BONUS:
            if len(kinds) >= size:
                points += bonus
                break
    return points


__all__ = [
    "PELIKAN_LENGTH_BONUS",
    "Boat",
    "ass_boat_points",
    "pelikan_boat_points",
    "HALF_LEFT",
    "HALF_RIGHT",
    "PERSON",
    "Row",
    "amigo_boat_points",
    "cut_row",
    "is_complete_span",
    "make_boat",
    "river_boats",
    "row_boats",
    "span_of",
    "tribes_of",
]
