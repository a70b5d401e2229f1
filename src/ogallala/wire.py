"""The view's wire form: the one writer of it, compiled with the engine.

The writer is the ``write_*`` functions: they alone lay the wire form out (its keys, their order,
what is null and what is left out), from plain values (card notations, numbers, tuples of cells).
Two callers feed them: :func:`view_json`, straight from the engine's state without making the typed
objects first (what the server sends after every action, so it is compiled with the engine in
``setup.py``, where reading the state's fields costs little; as pure Python it gives the same), and
:meth:`ogallala.view.View.to_json` (and its parts' ``to_json``), from a typed view.
``tests/test_view.py`` checks that both give the same for every seat and a spectator at every step of
games in every edition; ``ogallala.wire_schema`` describes the form as a JSON Schema.

:func:`view_json` keeps, per game, what did not change since the last view (:class:`WireCache`): each
river's wire form while that river has the very same boats (the engine makes them anew whenever the
river changes) and the same bonus, and each public pile's counts while it is the same list of the same
length.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
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


# ---------------------------------------------------------------------------- the writer


def write_boat(row: int, start: int, cells: list[str | None], complete: bool, strength: int, protected: bool,
               points: int) -> dict[str, Any]:
    """A boat: its first cell, its cells' notations left to right (None: a gap), and what it is worth."""
    return {"row": row, "start": start, "cells": cells, "complete": complete, "strength": strength,
            "protected": protected, "points": points}


def write_river(seat: int, text: str, rows: list[list[str | None]], boats: list[dict[str, Any]],
                complete_boats: int, score: int) -> dict[str, Any]:
    """One seat's river: its notation, its cells row by row (None: empty), its boats (:func:`write_boat`)."""
    return {"seat": seat, "text": text, "rows": rows, "boats": boats, "complete_boats": complete_boats,
            "score": score}


def write_pile(pile: int, size: int, known: dict[str, int] | None) -> dict[str, Any]:
    """A draw pile (``pile`` from 1): its size and, for a pile of public cards, their counts."""
    return {"pile": pile, "size": size, "known": known}


def write_move(code: int, text: str, verb: str, pile: int | None, card: str | None, seat: int | None,
               cell: tuple[int, int] | None, boat: Sequence[tuple[int, int]] | None, direction: str | None,
               moves: Sequence[tuple[str, str]]) -> dict[str, Any]:
    """A legal move: its code, text and verb, and those of its parts that it has."""
    out: dict[str, Any] = {"code": code, "text": text, "verb": verb}
    if pile is not None:
        out["pile"] = pile
    if card is not None:
        out["card"] = card
    if seat is not None:
        out["seat"] = seat
    if cell is not None:
        out["cell"] = [cell[0], cell[1]]
    if boat is not None:
        out["boat"] = [[r, c] for r, c in boat]
    if direction is not None:
        out["direction"] = direction
    if moves:
        out["moves"] = [[k, w] for k, w in moves]
    return out


def write_flags(duplicate: bool, turn_ends: bool, completed: bool, took: bool, todo: str) -> dict[str, Any]:
    """What the rules remember within the turn."""
    return {"duplicate": duplicate, "turn_ends": turn_ends, "completed": completed, "took": took, "todo": todo}


def write_decision(seat: int, phase: str, hand: list[str], attacker: tuple[int, int] | None,
                   pending_attackers: Sequence[tuple[int, int]], first_target: tuple[int, int, int] | None,
                   hunting: list[str], spoils: Sequence[tuple[int, int, int]], legal_actions: list[dict[str, Any]],
                   flags: dict[str, Any]) -> dict[str, Any]:
    """The pending decision, its legal moves written by :func:`write_move`, its flags by :func:`write_flags`."""
    return {
        "seat": seat,
        "phase": phase,
        "hand": hand,
        "attacker": [attacker[0], attacker[1]] if attacker else None,
        "pending_attackers": [[r, c] for r, c in pending_attackers],
        "first_target": [first_target[0], first_target[1], first_target[2]] if first_target else None,
        "hunting": hunting,
        "spoils": [[a, b, c] for a, b, c in spoils],
        "legal_actions": legal_actions,
        "flags": flags,
    }


def write_result(reason: str, ended_by: int | None, scores: list[int], winners: list[int]) -> dict[str, Any]:
    """How a finished game ended (``reason``: a termination's value), as the wire and the game record hold it."""
    return {"reason": reason, "ended_by": ended_by, "scores": scores, "winners": winners}


def write_view(edition: str, edition_name: str, variants: list[str], players: int, seat: int | None, turn: int,
               current_seat: int | None, rivers: list[dict[str, Any]], piles: list[dict[str, Any]],
               discard: list[str] | None, discard_size: int, out_of_play: list[str] | None, refills_left: int,
               bonus: list[int], rows: int, width: int, free_layout: bool, deck_size: int, deck: dict[str, int],
               scores: list[int], decision: dict[str, Any] | None, result: dict[str, Any] | None,
               events: list[dict[str, Any]] | None) -> dict[str, Any]:
    """A view in the wire form (version ``VIEW_VERSION``; docs/server.md), from its parts as the other
    ``write_*`` functions write them; ``events`` None leaves the event list out. The parts are taken as
    they are (not copied): a caller that keeps them for other views hands in copies."""
    out: dict[str, Any] = {
        "version": VIEW_VERSION,
        "edition": edition,
        "edition_name": edition_name,
        "variants": variants,
        "players": players,
        "seat": seat,
        "turn": turn,
        "current_seat": current_seat,
        "rivers": rivers,
        "piles": piles,
        "discard": discard,
        "discard_size": discard_size,
        "out_of_play": out_of_play,
        "refills_left": refills_left,
        "bonus": bonus,
        "river": {"rows": rows, "width": width, "free_layout": free_layout},
        "deck_size": deck_size,
        "deck": deck,
        "scores": scores,
        "decision": decision,
        "over": decision is None,
        "result": result,
    }
    if events is not None:
        out["events"] = events
    return out


def counts_json(cards: list[int] | tuple[int, ...]) -> dict[str, int]:
    """Counts of cards by their notation, in the order of their notation."""
    c: Counter[int] = Counter(cards)
    return {CARD_TEXT[k]: c[k] for k in sorted(c, key=lambda k: CARD_TEXT[k])}


# ---------------------------------------------------------------------------- from the state


class WireCache:
    """What one game's wire views share from one view to the next (see the module's text). An entry is
    used only for the very objects it was made from, so games that part ways never meet each other's."""

    def __init__(self) -> None:
        #: seat -> (its boats, its bonus, the river's wire form)
        self.rivers: dict[int, tuple[object, int, dict[str, Any]]] = {}
        #: id of a public pile -> (the pile, its length, its counts' wire form)
        self.piles: dict[int, tuple[object, int, dict[str, int]]] = {}


class _Move:
    """A legal move's parts but its boat cells, decoded once per (code, deciding seat)."""

    __slots__ = ("text", "verb", "pile", "card", "seat", "cell", "direction", "moves")

    def __init__(self, code: int, own: int) -> None:
        a = decode_code(code)
        self.text = format_code(code)
        self.verb = a.verb
        self.pile: int | None = a.pile or None
        self.card: str | None = CARD_IDS[a.kind] if a.kind else None
        self.seat: int | None = a.seat if a.seat >= 0 else (own if a.row > -2 and own >= 0 else None)
        self.cell: tuple[int, int] | None = (a.row, a.col) if a.row > -2 else None
        self.direction: str | None = a.direction or None
        self.moves: tuple[tuple[str, str], ...] = tuple((CARD_IDS[k], MOVE_WORDS[m]) for k, m in a.moves)


#: (code, own seat) -> the legal move's parts without boat cells
_MOVES: dict[tuple[int, int], _Move] = {}

#: a game's deck (its sorted codes) -> its counts' wire form; copied before it is handed out
_DECKS: dict[tuple[int, ...], dict[str, int]] = {}


def _move_json(state: State, code: int, seat: int) -> dict[str, Any]:
    key = (code, seat)
    m = _MOVES.get(key)
    if m is None:
        m = _MOVES[key] = _Move(code, seat)
    cell = m.cell
    target = m.seat
    boat: tuple[tuple[int, int], ...] | None = None
    if cell is not None and target is not None and m.verb in _BOAT_VERBS and target < state.n:
        for b in state.boats_of(target):
            if b.row == cell[0] and b.start == cell[1]:
                boat = tuple((b.row, b.start + i) for i in range(len(b.cells)))
                break
    return write_move(code, m.text, m.verb, m.pile, m.card, target, cell, boat, m.direction, m.moves)


def river_json(state: State, seat: int) -> dict[str, Any]:
    """One seat's river in the wire form, as :meth:`ogallala.view.RiverView.to_json` writes it."""
    points = state.ed.boat_points
    rows = state.rivers[seat]
    boats: list[dict[str, Any]] = []
    complete = 0
    total = 0
    for b in state.boats_of(seat):
        p = points(b.cells, b.complete)
        boats.append(write_boat(b.row, b.start, [CARD_TEXT[c] if c else None for c in b.cells], b.complete,
                                b.strength, b.protected, p))
        if b.complete:
            complete += 1
        total += p
    return write_river(seat, format_river(rows), [[CARD_TEXT[c] if c else None for c in row] for row in rows],
                       boats, complete, total + state.bonus[seat])


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
    result: dict[str, Any] | None = None
    if over:
        result = write_result(s.reason, s.ender if s.ender >= 0 else None, s.scores(), s.winners())
    else:
        me = s.seat
        decision = write_decision(
            me, P.PHASE_NAMES[s.phase], [CARD_TEXT[c] for c in s.hand], s.attacker, s.pending, s.first_target,
            [SUITES[x] for x in s.hunts], s.spoils,
            [_move_json(s, code, me) for code in s.legal()],
            write_flags(s.dup, s.must_end, s.completed, s.took, TODO_NAMES[s.todo]))
    return write_view(
        ed.id, ed.name, list(s.variants), s.n, seat, s.turn, None if over else s.seat,
        [dict(r) for r in rivers],
        [write_pile(p + 1, len(pile), dict(_pile(pile, cache)) if s.pile_public[p] else None)
         for p, pile in enumerate(s.piles)],
        [CARD_TEXT[c] for c in s.discard] if ed.discard_public and not ed.out_of_play else None,
        len(s.discard),
        [CARD_TEXT[c] for c in s.out] if ed.out_of_play else None,
        s.refills, list(s.bonus), ed.rows, s.width, ed.free_layout, len(s.deck), _deck(s.deck),
        [r["score"] for r in rivers], decision, result,
        [event_dict(e) for e in s.events or ()] if events else None)
