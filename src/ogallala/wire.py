"""A view's wire form built straight from the engine's state, compiled with the engine.

:meth:`ogallala.view.View.to_json` writes the wire form of a typed view; :func:`view_json` writes the
same form from the state without making the typed objects first. The server sends it after every
action, so it is compiled with the engine (``setup.py``), where reading the state's fields costs
little; as pure Python it gives the same. ``tests/test_view.py`` checks that both agree for every seat
and a spectator at every step of games in every edition.

It keeps, per game, what did not change since the last view (:class:`WireCache`): each river's wire
form while that river has the very same boats (the engine makes them anew whenever the river changes)
and the same bonus, and each public pile's counts while it is the same list of the same length.
"""

from __future__ import annotations

from collections import Counter
from typing import Any, Final

from .notation.river import format_river
from .rules import State, event_dict
from .rules import phases as P
from .rules.actions import decode_code, format_code
from .rules.cards import CARD_IDS, SUITES, TRIBE_NAMES

VIEW_VERSION: Final = 2

#: A card's notation (``warrior-3:red``) by the engine's code (kind << 2 | tribe; tribe 3 is unused).
CARD_TEXT: Final[list[str]] = [
    CARD_IDS[code >> 2] + (":" + TRIBE_NAMES[code & 3] if code & 3 and code & 3 < len(TRIBE_NAMES) else "")
    for code in range(len(CARD_IDS) << 2)
]

#: The way an ASS shift moves a suite mate, and the drawn card's action still to come, by the engine's number.
MOVE_WORDS: Final = ("stay", "left", "right")
TODO_NAMES: Final = ("none", "lasso", "archer")
_BOAT_VERBS: Final = frozenset(("sink", "attacker", "attack"))


class WireCache:
    """What one game's wire views share from one view to the next (see the module's text). An entry is
    used only for the very objects it was made from, so games that part ways never meet each other's."""

    def __init__(self) -> None:
        #: seat -> (its boats, its bonus, the river's wire form)
        self.rivers: dict[int, tuple[object, int, dict[str, Any]]] = {}
        #: id of a public pile -> (the pile, its length, its counts' wire form)
        self.piles: dict[int, tuple[object, int, dict[str, int]]] = {}


#: (code, own seat) -> the legal move's wire form without boat cells; copied before it is handed out
_MOVES: dict[tuple[int, int], dict[str, Any]] = {}

#: a game's deck (its sorted codes) -> its counts' wire form; copied before it is handed out
_DECKS: dict[tuple[int, ...], dict[str, int]] = {}


def counts_json(cards: list[int] | tuple[int, ...]) -> dict[str, int]:
    """Counts of cards by their notation, in the order of their notation."""
    c: Counter[int] = Counter(cards)
    return {CARD_TEXT[k]: c[k] for k in sorted(c, key=lambda k: CARD_TEXT[k])}


def _move(code: int, seat: int) -> dict[str, Any]:
    """A legal move's wire form as :meth:`ogallala.view.ActionInfo.to_json` writes it, without boat cells
    (``seat``: the deciding seat, the river of place, shift, sink and attacker)."""
    key = (code, seat)
    out = _MOVES.get(key)
    if out is None:
        a = decode_code(code)
        out = {"code": code, "text": format_code(code), "verb": a.verb}
        if a.pile:
            out["pile"] = a.pile
        if a.kind:
            out["card"] = CARD_IDS[a.kind]
        if a.seat >= 0:
            out["seat"] = a.seat
        elif a.row > -2 and seat >= 0:
            out["seat"] = seat
        if a.row > -2:
            out["cell"] = (a.row, a.col)
        if a.direction:
            out["direction"] = a.direction
        if a.moves:
            out["moves"] = tuple((CARD_IDS[k], MOVE_WORDS[m]) for k, m in a.moves)
        _MOVES[key] = out
    return out


def _move_json(state: State, code: int, seat: int) -> dict[str, Any]:
    base = _move(code, seat)
    out: dict[str, Any] = {}
    for k, v in base.items():
        if k == "cell":
            cell: tuple[int, int] = v
            out[k] = [cell[0], cell[1]]
            target = base.get("seat")
            if base["verb"] in _BOAT_VERBS and target is not None and target < state.n:
                for b in state.boats_of(target):
                    if b.row == cell[0] and b.start == cell[1]:
                        out["boat"] = [[b.row, b.start + i] for i in range(len(b.cells))]
                        break
        elif k == "moves":
            out[k] = [[m[0], m[1]] for m in v]
        else:
            out[k] = v
    return out


def river_json(state: State, seat: int) -> dict[str, Any]:
    """One seat's river in the wire form, as :meth:`ogallala.view.RiverView.to_json` writes it."""
    points = state.ed.boat_points
    rows = state.rivers[seat]
    boats: list[dict[str, Any]] = []
    complete = 0
    total = 0
    for b in state.boats_of(seat):
        p = points(b.cells, b.complete)
        boats.append({"row": b.row, "start": b.start, "cells": [CARD_TEXT[c] if c else None for c in b.cells],
                      "complete": b.complete, "strength": b.strength, "protected": b.protected, "points": p})
        if b.complete:
            complete += 1
        total += p
    return {"seat": seat, "text": format_river(rows),
            "rows": [[CARD_TEXT[c] if c else None for c in row] for row in rows],
            "boats": boats, "complete_boats": complete, "score": total + state.bonus[seat]}


def _river(state: State, seat: int, cache: WireCache) -> dict[str, Any]:
    boats = state.boats_of(seat)
    bonus = state.bonus[seat]
    hit = cache.rivers.get(seat)
    if hit is not None and hit[0] is boats and hit[1] == bonus:
        return hit[2]
    j = river_json(state, seat)
    cache.rivers[seat] = (boats, bonus, j)
    return j


def _pile(pile: list[int], cache: WireCache) -> dict[str, int]:
    hit = cache.piles.get(id(pile))
    if hit is not None and hit[0] is pile and hit[1] == len(pile):
        return hit[2]
    j = counts_json(pile)
    if len(cache.piles) > 8:  # piles replaced by refills: drop the old ones
        cache.piles.clear()
    cache.piles[id(pile)] = (pile, len(pile), j)
    return j


def _deck(deck: tuple[int, ...]) -> dict[str, int]:
    j = _DECKS.get(deck)
    if j is None:
        if len(_DECKS) >= 256:  # custom decks are many: keep the cache small
            _DECKS.clear()
        j = _DECKS[deck] = counts_json(deck)
    return dict(j)


def view_json(state: State, seat: int | None, events: bool, cache: WireCache) -> dict[str, Any]:
    """The view of ``seat`` (None: a spectator) in the wire form, as ``build_view(...).to_json()`` writes
    it; ``events=False`` leaves out the event list. Its rivers' lists may be shared with other views of
    the game (as :meth:`ogallala.view.RiverView.to_json`'s are): copy them before changing them."""
    s = state
    ed = s.ed
    rivers = [_river(s, i, cache) for i in range(s.n)]
    over = s.phase == P.OVER
    decision: dict[str, Any] | None = None
    if not over:
        me = s.seat
        attacker = s.attacker
        first = s.first_target
        decision = {
            "seat": me,
            "phase": P.PHASE_NAMES[s.phase],
            "hand": [CARD_TEXT[c] for c in s.hand],
            "attacker": [attacker[0], attacker[1]] if attacker else None,
            "pending_attackers": [[r, c] for r, c in s.pending],
            "first_target": [first[0], first[1], first[2]] if first else None,
            "hunting": [SUITES[x] for x in s.hunts],
            "spoils": [[a, b, c] for a, b, c in s.spoils],
            "legal_actions": [_move_json(s, code, me) for code in s.legal()],
            "flags": {"duplicate": s.dup, "turn_ends": s.must_end, "completed": s.completed, "took": s.took,
                      "todo": TODO_NAMES[s.todo]},
        }
    result: dict[str, Any] | None = None
    if over:
        result = {"reason": s.reason, "ended_by": s.ender if s.ender >= 0 else None, "scores": s.scores(),
                  "winners": s.winners()}
    out: dict[str, Any] = {
        "version": VIEW_VERSION,
        "edition": ed.id,
        "edition_name": ed.name,
        "variants": list(s.variants),
        "players": s.n,
        "seat": seat,
        "turn": s.turn,
        "current_seat": None if over else s.seat,
        "rivers": [dict(r) for r in rivers],
        "piles": [{"pile": p + 1, "size": len(pile), "known": dict(_pile(pile, cache)) if s.pile_public[p] else None}
                  for p, pile in enumerate(s.piles)],
        "discard": [CARD_TEXT[c] for c in s.discard] if ed.discard_public and not ed.out_of_play else None,
        "discard_size": len(s.discard),
        "out_of_play": [CARD_TEXT[c] for c in s.out] if ed.out_of_play else None,
        "refills_left": s.refills,
        "bonus": list(s.bonus),
        "river": {"rows": ed.rows, "width": s.width, "free_layout": ed.free_layout},
        "deck_size": len(s.deck),
        "deck": _deck(s.deck),
        "scores": [r["score"] for r in rivers],
        "decision": decision,
        "over": over,
        "result": result,
    }
    if events:
        out["events"] = [event_dict(e) for e in s.events or ()]
    return out
