"""What a legal move does, read before it is made: the own boats a placement or a shift completes, and
the points a move that takes a card costs the river it leaves (for the RL environments' action
features, docs/rl.md), and the state right after a move that draws nothing (their afterstates). Pure
functions of a state; they change nothing, and the first two read only the rivers and the card in
hand, which the seat to decide sees.
"""

from __future__ import annotations

from .actions import MOVES, SHIFT
from .cards import IS_BOW, IS_STERN
from .river import Boat, is_complete_span, make_boat, row_boats, span_of
from .shifts import complete_in_row, move_shifts, shifted_row
from .state import State
from .turn import apply_code


def _completed_span(row: list[int], c: int, gap: bool) -> tuple[int, int] | None:
    """The first and last columns of the complete boat that holds the card at ``c``, if it is complete
    (the walk of :func:`.conquest.check_completion`: from the card to a bow card and to a stern card
    with no gap, and the boat is that run)."""
    a = c
    while not IS_BOW[row[a] >> 2]:
        if a == 0 or not row[a - 1] or (IS_STERN[row[a] >> 2] and a != c):
            return None
        a -= 1
    e = c
    last = len(row) - 1
    while not IS_STERN[row[e] >> 2]:
        if e == last or not row[e + 1] or (IS_BOW[row[e] >> 2] and e != c):
            return None
        e += 1
    if a < e and is_complete_span(row, a, e) and span_of(row, c, gap) == (a, e):
        return a, e
    return None


def _row_points(s: State, boats: tuple[Boat, ...]) -> int:
    points = s.ed.boat_points
    return sum(points(b.cells, b.complete) for b in boats)


def loss_of(s: State, seat: int, r: int, c: int) -> int:
    """The points ``seat``'s river loses when the card at (r, c) leaves it (a lasso, an archer's shot, a
    hunt or a take): its row's boats' points before less after (a boat may fall apart or lose its
    completeness; the row's other boats are unchanged)."""
    points = s.ed.boat_points
    before = 0
    for b in s.boats_of(seat):  # cached until the river changes
        if b.row == r:
            before += points(b.cells, b.complete)
    after = s.rivers[seat][r][:]
    after[c] = 0
    return before - _row_points(s, row_boats(r, after, s.ed.gap_joins))


def move_shift_rows(s: State) -> dict[int, tuple[int, int, list[int], list[int]]]:
    """ASS: every shift code of the drawn card (rules.md 5.5) with its row, column, new row and where each
    old column went (:func:`.shifts.move_shifts`), for :func:`completed_by`."""
    return dict(move_shifts(s, s.hand[-1]))


def completed_by(s: State, code: int, kind: int, r: int, c: int, right: bool,
                 moves: dict[int, tuple[int, int, list[int], list[int]]] | None = None) -> tuple[int, int, int]:
    """The own boats a legal place or shift of the seat to decide completes: how many, their cards and
    their points as complete boats (the engine's test of rules.md 3: a boat complete after the move that
    was not complete before it). ``code`` is the move, ``kind`` the card's kind, (``r``, ``c``) the cell
    in the river's frame (a place may name -1 or one past the end: AMIGO's river grows), ``right`` an
    AMIGO run shift's direction; ``moves`` :func:`move_shift_rows` for an ASS shift. The move is tried
    on a copy of its row; the state is unchanged."""
    rows = s.rivers[s.seat]
    gap = s.ed.gap_joins
    card = kind << 2
    for x in reversed(s.hand):  # the card in hand of that kind (its tribe does not change a boat)
        if x >> 2 == kind:
            card = x
            break
    if code < SHIFT:  # place at (r, c) of the frame: AMIGO may grow the river by a row or a column
        if r < 0 or r >= len(rows):
            return 0, 0, 0  # a new row holds that card alone
        here = rows[r]
        w = len(here)
        if not (0 < c <= w and here[c - 1]) and not (-1 <= c < w - 1 and here[c + 1]):
            return 0, 0, 0  # no card beside it: the card is a boat of its own, never complete
        row = here[:]
        if c < 0:
            row.insert(0, card)
            c = 0
        elif c >= len(row):
            row.append(card)
        else:
            row[c] = card
        span = _completed_span(row, c, gap)
        if span is None:
            return 0, 0, 0
        b = make_boat(r, row, span[0], span[1])
        return 1, b.size, s.ed.boat_points(b.cells, True)
    if code < MOVES:  # AMIGO's run shift (rules 4.5)
        new_row, _, where = shifted_row(rows[r], c, card, right)
    else:  # ASS's shift with the suite mates' moves (rules 5.5)
        if moves is None:
            moves = move_shift_rows(s)
        if code not in moves:
            return 0, 0, 0
        _, _, new_row, where = moves[code]
    before = complete_in_row(s, r, where)
    n = size = points = 0
    for b in row_boats(r, new_row, gap):
        if b.complete:
            cells = set(range(b.start, b.end + 1))
            if not any(old <= cells for old in before):
                n += 1
                size += b.size
                points += s.ed.boat_points(b.cells, True)
    return n, size, points


def afterstate(s: State, code: int) -> State | None:
    """The state just after the legal move ``code`` of the seat to decide, on a copy, before the forced
    steps the engine takes after it (those may draw); None when the move itself takes a card from a draw
    pile (a draw: which card comes is hidden, so the state after it is not known to the mover). ``s`` is
    unchanged."""
    before = 0
    for p in s.piles:
        before += len(p)
    c = s.copy()
    c._legal = None
    apply_code(c, code)
    after = 0
    for p in c.piles:
        after += len(p)
    return c if after == before else None


__all__ = ["afterstate", "completed_by", "loss_of", "move_shift_rows"]
