"""Applying an action code: one handler per phase (rules.md sections 4 to 6), and the forced steps.

:func:`apply_code` hands a code to its phase's handler; each handler does the step and moves to the
next decision (through :func:`.flow.proceed` where the rules chain on). :func:`settle` then applies
every decision that has a single legal action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import actions as A
from .cards import ARCHER, BOW, CARD_IDS, CRAZY_AXE, HALF, IS_BOOTY, LASSO, PERSON, SECTION, STERN, SUITE, card_text
from .conquest import attack, check_completion, choose_target, replace_row, start_attack
from .editions import TURN_AMIGO, TURN_ASS, TURN_PELIKAN
from .flow import away, emit, finish, next_turn, proceed
from .geometry import moved, put, remove_boat, river_kinds, take
from .legal import PLACE_PHASES, compute_legal
from .phases import (
    ATTACK,
    ATTACKER,
    AXE,
    CONTINUE,
    DRAW,
    END,
    HUNT,
    HUNT_PLACE,
    LASSO_PLACE,
    LASSO_TAKE,
    LOOT,
    OVER,
    PLACE,
    SECOND,
    SHOOT,
    TAKE,
    TAKE_PLACE,
    TODO_ARCHER,
    TODO_LASSO,
)
from .rng import Rng
from .shifts import complete_in_row, move_shifts, shifted_row
from .targets import own_boat, person_of, take_targets, target_cell

if TYPE_CHECKING:
    from .state import State

# ASS: after these cards the player may draw again (rules.md 5.2).
_ASS_GO_ON = frozenset({BOW, STERN, SECTION}) | frozenset(k for k in range(len(CARD_IDS)) if IS_BOOTY[k])

#: The event source of a card placed in each of the :data:`.legal.PLACE_PHASES`.
_SOURCE = {LASSO_PLACE: "lasso", LOOT: "loot", HUNT_PLACE: "hunt", TAKE_PLACE: "take"}


def apply_code(s: State, code: int) -> None:
    """Apply a legal code of the pending decision (without the forced steps after it)."""
    ph = s.phase
    if ph == DRAW or ph == CONTINUE:
        on_draw(s, code)
    elif ph == PLACE:
        on_place(s, code)
    elif ph in PLACE_PHASES:
        on_place_taken(s, ph, code)
    elif ph == AXE:
        on_axe(s, code)
    elif ph == LASSO_TAKE:
        on_lasso(s, code)
    elif ph == SHOOT:
        on_shoot(s, code)
    elif ph == HUNT:
        on_hunt(s, code)
    elif ph == TAKE:
        on_take(s, code)
    elif ph == ATTACKER:
        on_attacker(s, code)
    elif ph == ATTACK:
        on_attack(s, code)
    elif ph == SECOND:
        on_second(s, code)
    elif ph == END:
        on_end(s, code)


def settle(s: State) -> None:
    """Apply forced steps: a decision with a single legal action (the engine decides it)."""
    while s.phase != OVER:
        lg = s._legal
        if lg is None:
            lg = s._legal = compute_legal(s)
        if len(lg) != 1:
            return
        s.apply_unchecked(lg[0])


# ------------------------------------------------------------------ one handler per phase


def on_draw(s: State, code: int) -> None:
    """``draw`` and ``continue``: draw from a pile, or stop (rules 4.2, 4.3, 5.2, 6.2)."""
    if code == A.STOP:
        if s.events is not None:
            s.events.append(("stop", s.seat))
        next_turn(s)
    else:
        _draw(s, code - A.DRAW)


def on_place(s: State, code: int) -> None:
    """``place``: place the drawn card, shift it in, or discard it (rules 4.4, 4.5, 5.5)."""
    if code == A.DISCARD:
        _discard_drawn(s)
    elif code < A.SHIFT:
        _place_drawn(s, code)
    elif code >= A.MOVES:
        _move_shift(s, code)
    else:
        _shift(s, code)


def on_place_taken(s: State, ph: int, code: int) -> None:
    """``lasso-place``, ``loot``, ``hunt-place``, ``take-place``: place a taken card, or (loot) leave the rest."""
    if code == A.DONE:
        away(s, s.hand)
        emit(s, "loot-left", seat=s.seat, cards=[card_text(c) for c in s.hand])
        s.hand = []
        proceed(s)
    else:
        _place_taken(s, ph, code)


def on_axe(s: State, code: int) -> None:
    """``axe``: the Crazy Axe sinks the chosen own complete boat (rules 4.8, 5.3)."""
    r, c = divmod(code - A.SINK, A.COLS)
    b = own_boat(s, r, c)
    cards = remove_boat(s, s.seat, b)
    axe = s.hand.pop()
    away(s, cards)
    away(s, [axe])
    emit(s, "axe", seat=s.seat, row=r, col=c, cards=[card_text(x) for x in cards])
    proceed(s)


def on_lasso(s: State, code: int) -> None:
    """``lasso``: take the chosen card (then place it), or pass (rules 4.6, 5.3, 6.3)."""
    if code == A.PASS:
        emit(s, "pass", seat=s.seat, card="lasso")
        proceed(s)
    else:
        seat, r, c = target_cell(code - A.LASSO)
        card = take(s, seat, r, c)
        s.hand = [card]
        emit(s, "lasso", seat=s.seat, target=seat, row=r, col=c, card=card_text(card))
        s.phase = LASSO_PLACE


def on_shoot(s: State, code: int) -> None:
    """``archer``: shoot the chosen card to the discard pile, or pass (rules 4.7, 5.3, 6.3)."""
    if code == A.PASS:
        emit(s, "pass", seat=s.seat, card="archer")
    else:
        seat, r, c = target_cell(code - A.SHOOT)
        card = take(s, seat, r, c)
        away(s, [card])
        emit(s, "shoot", seat=s.seat, target=seat, row=r, col=c, card=card_text(card))
    proceed(s)


def on_hunt(s: State, code: int) -> None:
    """``hunt`` (Pelikan 6.5): take the chosen half (then place it), or pass."""
    if code == A.PASS:
        emit(s, "pass", seat=s.seat, card=CARD_IDS[person_of(s.hunts[0])])
        s.hunts.pop(0)
        proceed(s)
    else:
        seat, r, c = target_cell(code - A.HUNT)
        card = take(s, seat, r, c)
        s.hand = [card]
        emit(s, "hunt", seat=s.seat, target=seat, row=r, col=c, card=card_text(card))
        s.phase = HUNT_PLACE


def on_take(s: State, code: int) -> None:
    """``take`` (Pelikan 6.4): take a card of a conquered boat (then place it), or be done."""
    if code == A.DONE:
        emit(s, "take-done", seat=s.seat)
        s.spoils = []
        proceed(s)
    else:
        seat, r, c = target_cell(code - A.TAKE)
        card = take(s, seat, r, c)
        s.spoils.remove((seat, r, c))
        s.hand = [card]
        emit(s, "take", seat=s.seat, target=seat, row=r, col=c, card=card_text(card))
        s.phase = TAKE_PLACE


def on_attacker(s: State, code: int) -> None:
    """``attacker``: the chosen one of several completed boats attacks next (section 3)."""
    r, c = divmod(code - A.ATTACKER, A.COLS)
    s.pending.remove((r, c))
    start_attack(s, (r, c))


def on_attack(s: State, code: int) -> None:
    """``attack``: attack the chosen boat, or none (rules 4.9, 5.4, 6.4)."""
    if code == A.NO_ATTACK:
        att = s.attacker or (0, 0)
        emit(s, "no-attack", seat=s.seat, row=att[0], col=att[1])
        s.attacker = None
        proceed(s)
    else:
        choose_target(s, *target_cell(code - A.ATTACK))


def on_second(s: State, code: int) -> None:
    """``second`` (Pelikan 6.4): attack a second boat too, or only the first."""
    first = s.first_target
    assert first is not None
    if code == A.NO_ATTACK:
        attack(s, [first])
    else:
        attack(s, [first, target_cell(code - A.ATTACK)])


def on_end(s: State, code: int) -> None:
    """``end``: end the game, or play on (rules 4.12, 5.6)."""
    if code == A.END:
        s.ender = s.seat
        finish(s, "ended")
    else:
        emit(s, "play-on", seat=s.seat)
        proceed(s)


# ------------------------------------------------------------------ the steps


def _refill(s: State, p: int) -> None:
    """The discard pile, shuffled, becomes draw pile ``p`` (rules 4.3, 6.1)."""
    cards = s.discard
    rng = Rng(s.rng)
    rng.shuffle(cards)
    s.rng = rng.state
    s.piles[p] = cards
    s.pile_public[p] = s.ed.discard_public
    s.discard = []
    s.refills -= 1
    emit(s, "refill", pile=p + 1, size=len(cards), refills_left=s.refills)


def _draw(s: State, p: int) -> None:
    piles = s.piles
    if not piles[p]:
        _refill(s, p)
    card = piles[p].pop()
    if not piles[p]:
        s.pile_public[p] = False
        if s.refills > 0 and s.discard:
            _refill(s, s.lowest_empty_pile())
    kind = card >> 2
    kbit = 1 << kind
    s.dup = bool(river_kinds(s, s.seat) & kbit)
    if s.events is not None:
        s.events.append(("draw", s.seat, p + 1, card))
    s.hand = [card]
    if kind == CRAZY_AXE:
        # Rules 4.8, 5.3: it sinks an own complete boat of the player's choice.
        s.must_end = True
        if any(b.complete for b in s.boats_of(s.seat)):
            s.phase = AXE
        else:
            s.hand = []
            away(s, [card])
            emit(s, "axe", seat=s.seat, row=-1, col=-1, cards=[])
            proceed(s)
        return
    s.phase = PLACE


def _discard_drawn(s: State) -> None:
    card = s.hand.pop()
    away(s, [card])
    if s.events is not None:
        s.events.append(("discard", s.seat, card))
    s.must_end = True
    kind = card >> 2
    if s.ed.act_when_unplaced:  # Pelikan 6.3: lasso and archer act even when not placed
        if kind == LASSO:
            s.todo = TODO_LASSO
        elif kind == ARCHER:
            s.todo = TODO_ARCHER
    proceed(s)


def _place_drawn(s: State, code: int) -> None:
    kind, p = divmod(code - A.PLACE, A.N_POS)
    r, c = divmod(p, A.POS_COLS)  # A.pos_of(p), shifted by one
    card = s.hand.pop()
    r, c = put(s, s.seat, r - 1, c - 1, card)
    if s.events is not None:
        s.events.append(("place", s.seat, card, r, c, "draw"))
    _after_drawn_placed(s, kind)
    _placed(s, kind, r, c)
    proceed(s)


def _after_drawn_placed(s: State, kind: int) -> None:
    """Which stop of rules 4.2, 5.2, 6.2 the placed card brings, and its own action."""
    turn = s.ed.turn
    if turn == TURN_AMIGO:
        if s.dup or kind == LASSO or kind == ARCHER:
            s.must_end = True
    elif turn == TURN_ASS:
        if kind not in _ASS_GO_ON:
            s.must_end = True
    elif turn == TURN_PELIKAN and s.dup:
        s.must_end = True
    if kind == LASSO:
        s.todo = TODO_LASSO
    elif kind == ARCHER:
        s.todo = TODO_ARCHER


def _placed(s: State, kind: int, r: int, c: int) -> None:
    """After any placement in the own river: a completed boat, a hunter (Pelikan 6.5)."""
    if s.ed.hunters and HALF[kind] == PERSON:
        s.hunts.append(SUITE[kind])
    check_completion(s, r, c)


def _place_taken(s: State, ph: int, code: int) -> None:
    kind, p = divmod(code - A.PLACE, A.N_POS)
    r, c = A.pos_of(p)
    for i, card in enumerate(s.hand):
        if card >> 2 == kind:
            del s.hand[i]
            break
    r, c = put(s, s.seat, r, c, card)
    source = _SOURCE[ph]
    if s.events is not None:
        s.events.append(("place", s.seat, card, r, c, source))
    _placed(s, kind, r, c)
    if s.phase == OVER:
        return
    if ph == TAKE_PLACE:
        s.phase = TAKE
        if not take_targets(s):
            s.spoils = []
            proceed(s)
    elif ph != LOOT or not s.hand:
        proceed(s)


def _shift(s: State, code: int) -> None:
    """AMIGO rule 4.5: insert the drawn suite card, moving a run of cards one column."""
    x, right_bit = divmod(code - A.SHIFT, 2)
    x, c = divmod(x, A.COLS)
    kind, r = divmod(x, A.ROWS)
    card = s.hand.pop()
    rows = s.rivers[s.seat]
    row = rows[r]
    new_row, at, where = shifted_row(row, c, card, bool(right_bit))
    before = complete_in_row(s, r, where)
    if len(new_row) > len(row):
        grew_left = not right_bit and at == c + 1
        for i, other in enumerate(rows):
            if i != r:
                if grew_left:
                    other.insert(0, 0)
                else:
                    other.append(0)
        if grew_left:
            moved(s, 0, 1)
    replace_row(s, r, new_row, before)
    emit(s, "shift", seat=s.seat, card=card_text(card), row=r, col=at,
         direction="right" if right_bit else "left")
    _after_drawn_placed(s, kind)
    proceed(s)


def _move_shift(s: State, code: int) -> None:
    """ASS rule 5.5: place the drawn suite card while suite cards of its row move one space."""
    card = s.hand.pop()
    kind = card >> 2
    detail = dict(move_shifts(s, card))[code]
    r, c, new_row, where = detail
    replace_row(s, r, new_row, complete_in_row(s, r, where))
    emit(s, "shift", seat=s.seat, card=card_text(card), row=r, col=c, direction="moves")
    _after_drawn_placed(s, kind)
    if s.ed.hunters and HALF[kind] == PERSON:
        s.hunts.append(SUITE[kind])
    proceed(s)
