"""Completed boats and their attacks (section 3, rules 4.9, 5.4, 6.4, 6.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .cards import BOW, CARD_IDS, IS_BOOTY, IS_BOW, IS_STERN, IS_WARRIOR, SECTION, SHAMAN, STERN, card_text
from .editions import LOOT_AMIGO, LOOT_ASS, TURN_PELIKAN
from .flow import away, emit, finish, proceed
from .geometry import remove_boat, row_emptied
from .phases import ATTACK, LOOT, SECOND, TAKE
from .river import is_complete_span, span_of
from .targets import attack_targets, boat_at, own_boat, take_targets

if TYPE_CHECKING:
    from .river import Boat
    from .state import State

# ASS: what an attacker gets of a conquered boat (rules.md 5.4): booty and empty cards.
_ASS_LOOT: tuple[bool, ...] = tuple(IS_BOOTY[k] or k in (BOW, STERN, SECTION) for k in range(len(CARD_IDS)))


def check_completion(s: State, r: int, c: int) -> None:
    """A placement that makes its boat complete gives that boat an attack (section 3)."""
    row = s.rivers[s.seat][r]
    # A complete boat is a run without gaps from a bow card to a stern card (section 3);
    # walk from the new card to both ends of its run.
    a = c
    while not IS_BOW[row[a] >> 2]:
        if a == 0 or not row[a - 1] or (IS_STERN[row[a] >> 2] and a != c):
            return
        a -= 1
    e = c
    last = len(row) - 1
    while not IS_STERN[row[e] >> 2]:
        if e == last or not row[e + 1] or (IS_BOW[row[e] >> 2] and e != c):
            return
        e += 1
    if a < e and is_complete_span(row, a, e) and span_of(row, c, s.ed.gap_joins) == (a, e):
        completed(s, own_boat(s, r, a))


def replace_row(s: State, r: int, new_row: list[int], before: list[set[int]]) -> None:
    """Put a shifted row in place; boats that turn complete by it attack (section 3)."""
    me = s.seat
    s.rivers[me][r] = new_row
    s.boats[me] = None
    s.geo[me] = None
    for b in s.boats_of(me):
        if b.complete and b.row == r:
            cells = set(range(b.start, b.end + 1))
            if not any(old <= cells for old in before):
                completed(s, b)


def completed(s: State, b: Boat) -> None:
    """A boat of the current seat was completed: it will attack; Pelikan's game may end at once."""
    ed = s.ed
    s.completed = True
    if ed.turn != TURN_PELIKAN:
        s.must_end = True  # rules 4.2, 5.2; in Pelikan only an attack can end the turn
    s.pending.append((b.row, b.start))
    emit(s, "complete", seat=s.seat, row=b.row, col=b.start, strength=b.strength,
         cards=[card_text(x) for x in b.cells])
    if ed.end_at_once_at and sum(1 for x in s.boats_of(s.seat) if x.complete) >= ed.end_at_once_at:
        # Pelikan 6.6: the game ends at once; the first seat to hold 3 complete boats gets the bonus.
        s.bonus[s.seat] += ed.first_bonus
        s.ender = s.seat
        finish(s, "three-boats")


def start_attack(s: State, boat: tuple[int, int]) -> None:
    """The chosen waiting boat attacks, if it has a target."""
    s.attacker = boat
    if attack_targets(s):
        s.phase = ATTACK
    else:
        s.attacker = None
        proceed(s)


def choose_target(s: State, seat: int, r: int, c: int) -> None:
    """A target is chosen; a Pelikan boat with a medicine man may add a second (rule 6.4)."""
    if s.ed.shaman_double_attack and s.attacker is not None:
        att = own_boat(s, *s.attacker)
        if any(x >> 2 == SHAMAN for x in att.cells):
            s.first_target = (seat, r, c)
            s.phase = SECOND
            if attack_targets(s):
                return
    attack(s, [(seat, r, c)])


def attack(s: State, targets: list[tuple[int, int, int]]) -> None:
    """Conquer the target boats (rules 4.9, 5.4, 6.4)."""
    ed = s.ed
    att = s.attacker or (0, 0)
    s.attacker = None
    s.first_target = None
    boats = [boat_at(s, *t) for t in targets]
    emit(s, "attack", seat=s.seat, row=att[0], col=att[1],
         targets=[{"seat": t[0], "row": t[1], "col": t[2], "cards": [card_text(x) for x in b.cells if x]}
                  for t, b in zip(targets, boats, strict=True)])
    if ed.loot == LOOT_AMIGO or ed.loot == LOOT_ASS:
        (seat, _, _), b = targets[0], boats[0]
        cards = remove_boat(s, seat, b)
        keep = IS_BOOTY if ed.loot == LOOT_AMIGO else _ASS_LOOT
        loot = [x for x in cards if keep[x >> 2]]
        away(s, [x for x in cards if not keep[x >> 2]])
        if loot:
            s.hand = loot
            s.phase = LOOT
        else:
            proceed(s)
        return
    # Pelikan: the warriors go to the discard pile, the rest stays where it lies until taken.
    spoils = []
    for (seat, r, _), b in zip(targets, boats, strict=True):
        row = s.rivers[seat][r]
        for col in range(b.start, b.end + 1):
            x = row[col]
            if x and IS_WARRIOR[x >> 2]:
                row[col] = 0
                away(s, [x])
            elif x:
                spoils.append((seat, r, col))
        s.boats[seat] = None
        row_emptied(s, seat, r)
    s.spoils = spoils
    if take_targets(s):
        s.must_end = s.took = True  # he could take a card: the turn ends after the taking
        s.phase = TAKE
    else:
        s.spoils = []
        if not s.took:  # a free turn: he draws on, even after a duplicate
            s.must_end = False
            s.dup = False
            emit(s, "free-turn", seat=s.seat)
        proceed(s)
