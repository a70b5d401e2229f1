"""What comes after a step of a turn: the drawn card's action, hunters, attacks, the end decision,
the turn's stop, the next turn and the game's end (rules 4.10, 4.12, 5.6, 6.5, 6.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import actions as A
from .editions import TURN_PELIKAN
from .legal import enter
from .phases import (
    ATTACK,
    ATTACKER,
    CONTINUE,
    DRAW,
    END,
    HUNT,
    LASSO_TAKE,
    OVER,
    SHOOT,
    TODO_LASSO,
    TODO_NONE,
)
from .targets import archer_codes, attack_codes, hunt_codes, lasso_codes

if TYPE_CHECKING:
    from .state import State


def emit(s: State, name: str, **params: Any) -> None:
    """Record an event as a dict (when the state keeps events)."""
    ev = s.events
    if ev is not None:
        params["event"] = name
        ev.append(params)


def away(s: State, cards: list[int]) -> None:
    """Cards leaving a river or a hand: to the discard pile, or out of play (ASS)."""
    if s.ed.out_of_play:
        s.out.extend(cards)
    else:
        s.discard.extend(cards)


def proceed(s: State) -> None:
    """After a step: the drawn card's action, then hunters, then attacks, then the end
    decision, then the turn's stop (rules 4.10, 6.5)."""
    if s.phase == OVER:
        return
    me = s.seat
    todo = s.todo
    if todo:
        s.todo = TODO_NONE
        if todo == TODO_LASSO:
            codes = lasso_codes(s)
            if codes:
                enter(s, LASSO_TAKE, codes, A.PASS if s.ed.lasso_optional else None)
                return
            emit(s, "lapse", seat=me, card="lasso")
        else:
            codes = archer_codes(s)
            if codes:
                enter(s, SHOOT, codes, A.PASS if s.ed.archer_optional else None)
                return
            emit(s, "lapse", seat=me, card="archer")
    while s.hunts:
        codes = hunt_codes(s)
        if codes:
            enter(s, HUNT, codes, A.PASS)
            return
        s.hunts.pop(0)
    while s.pending:
        if len(s.pending) > 1:
            s.phase = ATTACKER
            return
        boat = s.pending.pop()
        s.attacker = boat
        codes = attack_codes(s)
        if codes:
            enter(s, ATTACK, codes, A.NO_ATTACK)
            return
        s.attacker = None
    ed = s.ed
    if s.completed:
        s.completed = False
        if ed.may_end_at:
            done = sum(1 for b in s.boats_of(me) if b.complete)
            if ed.must_end_at and done >= ed.must_end_at:
                s.ender = me
                finish(s, "fifth-boat")
                return
            if done >= ed.may_end_at:
                s.phase = END
                return
    if s.must_end:
        next_turn(s)
    elif ed.turn == TURN_PELIKAN and not s.can_draw():
        finish(s, "no-cards")  # Pelikan 6.2: the next draw is compulsory
    else:
        s.phase = CONTINUE


def next_turn(s: State) -> None:
    """Pass the turn to the next seat (the game ends when no card can be drawn)."""
    s.seat = (s.seat + 1) % s.n
    s.turn += 1
    s.dup = s.must_end = s.completed = s.took = False
    s.todo = TODO_NONE
    s.hand = []
    s.phase = DRAW
    if not s.can_draw():
        finish(s, "no-cards")
        return
    if s.events is not None:
        s.events.append(("turn", s.seat, s.turn))


def finish(s: State, reason: str) -> None:
    """End the game for ``reason``."""
    s.phase = OVER
    s.reason = reason
    s.pending = []
    s.hunts = []
    s.spoils = []
    s.attacker = None
    s.first_target = None
    s.todo = TODO_NONE
    if s.hand:
        away(s, s.hand)
        s.hand = []
    s._legal = []
    if s.events is not None:
        scores = s.scores()
        best = max(scores)
        winners = [seat for seat, score in enumerate(scores) if score == best]  # s.winners(), reusing scores
        emit(s, "game-over", reason=reason, seat=s.ender, scores=scores, winners=winners)
