"""A hand-written evaluation of a position from one seat's side (the ``medium`` bot's judgement).

It reads a game the bot may look at: a game sampled from its view (:mod:`.sampling`) or a copy of
one after a hypothetical action. Nothing here depends on the order of the draw piles; only the
multiset of cards still to come (which the view reveals) enters, through :class:`Context`.

The value of a seat is the points its river is expected to bring:

* a complete boat: its points (the edition's scoring), less the risk of being conquered;
* an incomplete boat: its points once complete times the chance to complete it (bow, stern and
  gaps still missing, the cards of those classes still to come, the draws left, whether the river
  leaves room for them), plus what it scores as it is (Pelikan scores every card);
* raids: every incomplete boat that could be completed threatens the best unprotected weaker
  boat of another seat; the threatened seat loses, the raider gains, both weighted by the chance;
* cards in hand (a lassoed card, loot to place) count with a rough card value;
* Pelikan's bonus for the first seat with three complete boats, as a race.

The evaluation of a position is the seat's value minus the best other seat's value; a finished
game counts its real scores and a large bonus for a win (shared wins split it).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..rules import State
from ..rules import phases as P
from ..rules.cards import (
    BOW,
    CRAZY_AXE,
    IS_BOOTY,
    IS_BOW,
    IS_STERN,
    IS_WARRIOR,
    KIND,
    LASSO,
    STERN,
    STRENGTH,
    TOTEM,
)
from ..rules.editions import LOOT_PELIKAN, Edition
from ..rules.river import Boat

WIN_BONUS = 1000.0
_FILLER = KIND["warrior-1"] << 2
_BOW_CARD = BOW << 2
_STERN_CARD = STERN << 2
ARCHER = KIND["archer"]
_BOW_WARRIOR = KIND["bow-warrior"]
_STERN_WARRIOR = KIND["stern-warrior"]


@dataclass(frozen=True)
class Weights:
    """The evaluation's tunable numbers."""

    draws_cap: float = 9.0  # the draws a seat is assumed to have left at most
    competition: float = 0.8  # share of a needed card class a seat gets (the others want it too)
    raid: float = 0.55  # how likely a raid that is possible happens
    raid_gain: float = 0.5  # what a raider gains of the raided boat's value
    exposure: float = 0.06  # share of an incomplete boat lost to lassos and archers
    dead_card: float = 0.6  # cost of a card in a boat that cannot be completed (it blocks space)
    tempo: float = 3.0  # the turn goes on: another draw to come
    hand_booty: float = 7.0
    hand_other: float = 2.0
    stop_below: float = 0.9  # stop drawing when a draw is expected to bring less than this
    rivals: float = 1.0  # whom a seat measures itself against: 1 the best other seat, 0 their mean

    def __reduce__(self) -> tuple[type[Weights], tuple[float, ...]]:
        # Pickle through the constructor: a compiled (mypyc) frozen dataclass cannot be rebuilt
        # field by field, which is what pickle and deepcopy do by default.
        return Weights, tuple(getattr(self, name) for name in self.__dataclass_fields__)


DEFAULT = Weights()


# Per seat: list of (value, strength, protected, complete, completion chance, attackable, booty value)
BoatInfo = tuple[float, int, bool, bool, float, bool, float]
# Per boat: its BoatInfo if it can be completed (or is complete), its points as it lies, whether it
# lacks a bow, a stern, and its number of cards.
BoatPart = tuple[BoatInfo, float, bool, bool, int]
# Per seat: its boats, their summed value less dead cards, the boats a raid may take (value,
# strength) and the boats that may raid (strength, completion chance).
SeatSummary = tuple[list[BoatInfo], float, list[tuple[float, int]], list[tuple[int, float]]]


class Context:
    """What a seat may know of the cards to come, computed once per decision."""

    __slots__ = ("seat", "n", "p_need", "draws", "frac_axe", "draw_gain", "w", "tempo", "cache", "parts")

    def __init__(self, state: State, seat: int, w: Weights = DEFAULT) -> None:
        self.seat = seat
        self.n = state.n
        self.w = w
        pool: list[int] = [c for p in state.piles for c in p]
        if state.refills > 0:
            pool += state.discard
        total = len(pool) or 1
        bows = sum(1 for c in pool if IS_BOW[c >> 2])
        sterns = sum(1 for c in pool if IS_STERN[c >> 2])
        fill = sum(1 for c in pool if not IS_BOW[c >> 2] and not IS_STERN[c >> 2] and c >> 2 != CRAZY_AXE)
        draws = min(w.draws_cap, len(pool) / max(1, state.n) * 1.0)
        self.draws = draws
        comp = w.competition

        def chance(frac: float) -> float:
            if draws <= 0:
                return 0.0
            return float(comp * (1.0 - (1.0 - frac) ** draws))

        # The chances to get a bow card, a stern card, a card that fills a gap.
        self.p_need = (chance(bows / total), chance(sterns / total), chance(fill / total))
        self.frac_axe = sum(1 for c in pool if c >> 2 == CRAZY_AXE) / total
        # What a draw brings on average, Crazy Axe aside (its loss depends on the drawer's boats).
        self.draw_gain = sum(card_gain(c >> 2) for c in pool if c >> 2 != CRAZY_AXE) / total
        self.tempo = w.tempo if draws > 0 else 0.0
        # seat_boats results by the boats tuple they were computed from (a river's boats tuple is
        # rebuilt whenever the river changes, and copies of a state share the unchanged ones).
        self.cache: dict[int, tuple[object, SeatSummary]] = {}
        # What each boat owes to itself alone (its points, completion odds), by the boat.
        self.parts: dict[Boat, BoatPart] = {}


def _extendable(state: State, row: list[int], start: int, end: int, left: bool) -> bool:
    """Could a bow (left) or stern (right) card still be put at that end of the boat?"""
    ed = state.ed
    w = len(row)
    if left:
        c = start - 1
        if c < 0:
            return ed.free_layout and w < state.width
        if row[c]:
            return False
        return not (ed.free_layout and c - 1 >= 0 and row[c - 1] and not IS_STERN[row[c - 1] >> 2])
    c = end + 1
    if c >= w:
        return ed.free_layout and w < state.width
    if row[c]:
        return False
    return not (ed.free_layout and c + 1 < w and row[c + 1] and not IS_BOW[row[c + 1] >> 2])


def share_boats(state: State) -> State:
    """Compute every river's boats of ``state`` before it is copied, so that its copies share the
    boats tuples of the rivers they leave unchanged (the evaluation's cache is keyed by them).
    Returns ``state``."""
    for s in range(state.n):
        state.boats_of(s)
    return state


def seat_boats(state: State, seat: int, ctx: Context) -> SeatSummary:
    """The seat's boats as :data:`BoatInfo`, and what the evaluation needs of them (cached by the
    river's boats tuple)."""
    boats = state.boats_of(seat)
    hit = ctx.cache.get(id(boats))
    if hit is not None and hit[0] is boats:
        return hit[1]
    infos, dead = _seat_boats(state, seat, ctx, boats)
    pelikan = state.ed.loot == LOOT_PELIKAN
    summary = (
        infos,
        sum(b[0] for b in infos) - dead,
        # boats another seat's raid may take: (value, strength)
        [(b[0], b[1]) for b in infos if not b[2] and b[5] and not (b[3] and pelikan)],
        # boats that may raid once complete: (strength, completion chance)
        [(b[1], b[4]) for b in infos if not b[3] and b[4] > 0.05 and b[1] > 0],
    )
    if len(ctx.cache) > 20000:
        ctx.cache.clear()
        ctx.parts.clear()
    ctx.cache[id(boats)] = (boats, summary)
    return summary


def _seat_boats(state: State, seat: int, ctx: Context, boats: tuple[Boat, ...]) -> tuple[list[BoatInfo], float]:
    ed = state.ed
    rows = state.rivers[seat]
    w = ctx.w
    out: list[BoatInfo] = []
    dead = 0.0
    kinds_rows = state.row_kinds(seat) if rows and ed.row_unique else None
    parts = ctx.parts
    for b in boats:
        part = parts.get(b)
        if part is None:
            part = parts[b] = _boat_part(ed, b, ctx)
        if b.complete:
            out.append(part[0])
            continue
        info, now, need_bow, need_stern, n_cards = part
        row = rows[b.row]
        ok = True
        if need_bow:
            ok = _extendable(state, row, b.start, b.end, True) and (
                kinds_rows is None or not (kinds_rows[b.row] >> BOW & 1 and kinds_rows[b.row] >> _BOW_WARRIOR & 1))
        if need_stern and ok:
            ok = _extendable(state, row, b.start, b.end, False) and (
                kinds_rows is None
                or not (kinds_rows[b.row] >> STERN & 1 and kinds_rows[b.row] >> _STERN_WARRIOR & 1))
        if not ok:
            dead += w.dead_card * n_cards
            out.append((now, b.strength, b.protected, False, 0.0, True, 0.0))
            continue
        out.append(info)
    return out, dead


def _boat_part(ed: Edition, b: Boat, ctx: Context) -> BoatPart:
    """What a boat's :data:`BoatInfo` owes to the boat alone (the rest depends on its row)."""
    cells = b.cells
    points = ed.boat_points
    booty = 0
    for x in cells:
        if x and IS_BOOTY[x >> 2]:
            booty += 1
    if b.complete:
        info = (float(points(cells, True)), b.strength, b.protected, True, 1.0, ed.attack_complete, 10.0 * booty)
        return info, 0.0, False, False, 0
    p_bow, p_stern, p_fill = ctx.p_need
    need_bow = not IS_BOW[cells[0] >> 2]
    need_stern = not IS_STERN[cells[-1] >> 2]
    cards = [x for x in cells if x]
    gaps = len(cells) - len(cards)
    p = 1.0
    if need_bow:
        p *= p_bow
    if need_stern:
        p *= p_stern
    for _ in range(gaps):
        p *= p_fill
    now = float(points(cells, False))
    full_cells = tuple(cards) + (_BOW_CARD,) * need_bow + (_STERN_CARD,) * need_stern + (_FILLER,) * gaps
    full = float(points(full_cells, True))
    value = (now + p * (full - now)) * (1.0 - ctx.w.exposure)
    info = (value, b.strength, b.protected, False, p, True, 10.0 * booty)
    return info, now, need_bow, need_stern, len(cards)


def _hand_value(state: State, w: Weights) -> float:
    v = 0.0
    for c in state.hand:
        k = c >> 2
        if IS_BOOTY[k]:
            v += w.hand_booty
        elif k == CRAZY_AXE:
            continue
        elif k == TOTEM:
            v += w.hand_booty * 0.6
        else:
            v += w.hand_other + 0.4 * STRENGTH[k]
    return v


def seat_values(state: State, ctx: Context) -> list[float]:
    """The expected points of every seat (see the module docstring)."""
    n = state.n
    w = ctx.w
    summaries = [seat_boats(state, s, ctx) for s in range(n)]
    bonus = state.bonus
    values = [summaries[s][1] + bonus[s] for s in range(n)]
    # Raids: each incomplete boat that may be completed attacks the best weaker unprotected boat.
    raid = w.raid
    gain = w.raid_gain
    for a in range(n):
        for strength_a, p_a in summaries[a][3]:
            best = 0.0
            best_seat = -1
            for t in range(n):
                if t == a:
                    continue
                for value_t, strength_t in summaries[t][2]:
                    if strength_t < strength_a and value_t > best:
                        best = value_t
                        best_seat = t
            if best_seat >= 0:
                q = raid * p_a
                values[best_seat] -= q * best
                values[a] += q * gain * best
    if state.ed.end_at_once_at:
        need = state.ed.end_at_once_at
        for s in range(n):
            infos = summaries[s][0]
            done = sum(1 for b in infos if b[3])
            near = max((b[4] for b in infos if not b[3]), default=0.0)
            race = min(1.0, (done + near) / need)
            values[s] += state.ed.first_bonus * 0.5 * race * race
    ph = state.phase
    if ph != P.OVER and state.hand:
        values[state.seat] += _hand_value(state, w)
        if ph == P.LASSO_TAKE or ph == P.SHOOT:
            values[state.seat] += w.hand_other
    if ph == P.CONTINUE:
        values[state.seat] += ctx.tempo
    return values


#: Points per unit of :func:`position_features` (each edition's scale of scores).
FEATURE_SCALE = {"amigo": 100.0, "ass": 100.0, "pelikan": 1000.0}


def position_features(state: State, seat: int, ctx: Context) -> list[float]:
    """The value network's reading of a position as ``seat`` sees it (``ogallala.ai.value.features``
    documents it), compiled with the evaluation: for every seat in turn order from ``seat``, its expected
    points, its score, its complete boats and its cards; then the leads, what is left to draw, the odds of
    ``ctx`` and whose turn it is."""
    n = state.n
    scale = FEATURE_SCALE.get(state.ed.id, 100.0)
    values = seat_values(state, ctx)
    scores = state.scores()
    out: list[float] = []
    for r in range(n):
        s = (seat + r) % n
        cards = 0
        for row in state.rivers[s]:
            cards += len(row) - row.count(0)
        complete = 0
        for b in state.boats_of(s):
            if b.complete:
                complete += 1
        out.append(values[s] / scale)
        out.append(scores[s] / scale)
        out.append(complete / 5.0)
        out.append(cards / 30.0)
    best_value = -1e300
    best_score = -1e300
    for r in range(1, n):
        s = (seat + r) % n
        if values[s] > best_value:
            best_value = values[s]
        if scores[s] > best_score:
            best_score = float(scores[s])
    left = 0
    for p in state.piles:
        left += len(p)
    p_bow, p_stern, p_fill = ctx.p_need
    out.append((values[seat] - best_value) / scale)
    out.append((scores[seat] - best_score) / scale)
    out.append(min(1.0, left / 100.0))
    out.append(state.refills / 3.0)
    out.append(min(1.0, ctx.draws / 10.0))
    out.append(p_bow)
    out.append(p_stern)
    out.append(p_fill)
    out.append(ctx.frac_axe)
    mover = (state.seat - seat) % n
    for r in range(n):
        out.append(1.0 if r == mover else 0.0)
    return out


def evaluate(state: State, ctx: Context) -> float:
    """The position from ``ctx.seat``'s side: its value minus the best other seat's value (with
    ``rivals`` below 1, partly minus the mean of the other seats)."""
    me = ctx.seat
    if state.phase == P.OVER:
        scores = state.scores()
        best = max(scores)
        others = max(sc for s, sc in enumerate(scores) if s != me)
        bonus = 0.0
        if scores[me] == best:
            bonus = WIN_BONUS / sum(1 for sc in scores if sc == best)
        return float(scores[me] - others) + bonus
    values = seat_values(state, ctx)
    mine = values[me]
    rest = [v for s, v in enumerate(values) if s != me]
    rivals = ctx.w.rivals
    if rivals >= 1.0:
        return mine - max(rest)
    return mine - rivals * max(rest) - (1.0 - rivals) * sum(rest) / len(rest)


def card_gain(kind: int) -> float:
    """A rough value of drawing a card of ``kind`` (for choosing between piles)."""
    if IS_BOOTY[kind]:
        return 8.0
    if kind == LASSO or kind == ARCHER:
        return 6.0
    if kind == TOTEM:
        return 5.0
    if IS_BOW[kind] or IS_STERN[kind]:
        return 5.0
    if IS_WARRIOR[kind]:
        return 2.0 + STRENGTH[kind] * 0.5
    return 1.0
