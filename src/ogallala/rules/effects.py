"""What a legal move does, read before it is made: the own boats a placement or a shift completes, and
the points a move that takes a card costs the river it leaves (for the RL environments' action
features, docs/rl.md), the state right after a move that draws nothing (their afterstates), and the
states a draw may lead to with their chances as the drawer knows them (:func:`chance_outcomes`). Pure
functions of a state; they change nothing, and the first two read only the rivers and the card in
hand, which the seat to decide sees.
"""

from __future__ import annotations

import random

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


def _hidden_places(s: State) -> list[tuple[int, int]]:
    """Where the cards that no seat sees lie: (pile, index) of every card of a face-down pile (one not made
    from the public discard pile), and (-1, index) of a face-down discard pile's (Pelikan)."""
    out: list[tuple[int, int]] = []
    for j in range(len(s.piles)):
        if not s.pile_public[j]:
            for k in range(len(s.piles[j])):
                out.append((j, k))
    if not s.ed.discard_public:
        for k in range(len(s.discard)):
            out.append((-1, k))
    return out


def apply_one(s: State, code: int) -> None:
    """Apply the legal move ``code`` in place, without the forced steps the engine takes after it (a decision
    with one legal action; ``State.apply_unchecked`` is this, then those steps one by one), so that a caller
    meets every step, a forced draw too."""
    s._legal = None
    apply_code(s, code)


def drawn_pile(s: State, code: int) -> int:
    """The pile that the legal move ``code`` takes its card from, or -1 when it is not one card from one pile
    (no draw, or a draw that refills a pile first). ``s`` is unchanged."""
    c = s.copy()
    c._legal = None
    apply_code(c, code)
    found = -1
    for j in range(len(s.piles)):
        if len(c.piles[j]) != len(s.piles[j]):
            if found >= 0 or len(c.piles[j]) != len(s.piles[j]) - 1:
                return -1
            found = j
    return found


def chance_outcomes(s: State, code: int, samples: int = 0,
                    rng: random.Random | None = None) -> list[tuple[float, State]] | None:
    """The states that the draw ``code`` of the seat to decide may lead to, each with its chance, as every
    seat knows them: the next card of a face-down pile is any of the cards nobody sees (those of the
    face-down piles and of a face-down discard pile) with equal chance; of a pile made from the public
    discard pile, any of that pile's known cards. Each distinct card is one outcome, its chance its share
    of those cards; with ``samples`` > 0, that many cards are drawn from the same distribution with
    ``rng`` instead, each of chance 1/samples. An outcome is the state right after the draw (on a copy
    whose hidden cards are rearranged so that the card comes: a deal that shows every seat the same).
    None when the move is not a draw of one card from one pile. ``s`` is unchanged."""
    j = drawn_pile(s, code)
    if j < 0:
        return None
    top = len(s.piles[j]) - 1
    places = [(j, k) for k in range(len(s.piles[j]))] if s.pile_public[j] else _hidden_places(s)
    chosen: list[tuple[float, tuple[int, int]]] = []
    if samples <= 0:
        first: dict[int, tuple[int, int]] = {}
        counts: dict[int, int] = {}
        for place in places:
            x = s.discard[place[1]] if place[0] < 0 else s.piles[place[0]][place[1]]
            if x not in first:
                first[x] = place
                counts[x] = 0
            counts[x] += 1
        for x in sorted(first):
            chosen.append((counts[x] / len(places), first[x]))
    else:
        r = rng if rng is not None else random.Random(0)
        for _ in range(samples):
            chosen.append((1.0 / samples, places[r.randrange(len(places))]))
    out: list[tuple[float, State]] = []
    for p, place in chosen:
        pj, pk = place
        c = s.copy()
        c._legal = None
        if pj != j or pk != top:  # swap that card to the top of the pile drawn from (copies own their lists)
            pile = c.piles[j]
            if pj < 0:
                pile[top], c.discard[pk] = c.discard[pk], pile[top]
            else:
                other = c.piles[pj]
                pile[top], other[pk] = other[pk], pile[top]
        apply_code(c, code)
        out.append((p, c))
    return out


__all__ = ["afterstate", "apply_one", "chance_outcomes", "completed_by", "drawn_pile", "loss_of", "move_shift_rows"]
