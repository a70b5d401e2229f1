"""The phases of a turn: the decisions a player meets, in the order the rules bring them.

A turn is a chain of decisions, each a *phase*:

``draw``         the compulsory first draw of a turn
``continue``     after a card that did not end the turn: draw again, or stop
``place``        the drawn card: place it, shift it in, or discard it where the edition allows
``axe``          Crazy Axe: choose the own complete boat it sinks
``lasso``        choose the card the lasso takes (or ``pass`` where optional), then ``lasso-place`` it
``archer``       choose the warrior card the archer shoots (or ``pass`` where optional)
``hunt``         (Pelikan) a placed person takes a half of its suite, then ``hunt-place`` it
``attacker``     several boats were completed: choose the one that attacks next
``attack``       choose the boat a completed boat attacks, or none
``second``       (Pelikan) a boat with a medicine man may attack a second boat
``loot``         place the conquered cards one at a time (AMIGO: or leave the rest)
``take``         (Pelikan) take a card of the conquered boat, then ``take-place`` it
``end``          3 or more complete boats: end the game or play on

A decision with exactly one legal action is applied by the engine itself.
"""

from __future__ import annotations

from typing import Final

DRAW: Final = 0
CONTINUE: Final = 1
PLACE: Final = 2
AXE: Final = 3
LASSO_TAKE: Final = 4
LASSO_PLACE: Final = 5
SHOOT: Final = 6
ATTACKER: Final = 7
ATTACK: Final = 8
LOOT: Final = 9
END: Final = 10
OVER: Final = 11
HUNT: Final = 12
HUNT_PLACE: Final = 13
SECOND: Final = 14
TAKE: Final = 15
TAKE_PLACE: Final = 16
#: The phases' names, by phase number (``view.decision.phase`` and position texts use them).
PHASE_NAMES: Final = (
    "draw", "continue", "place", "axe", "lasso", "lasso-place", "archer", "attacker", "attack", "loot", "end",
    "over", "hunt", "hunt-place", "second", "take", "take-place",
)
PHASE_BY_NAME: Final = {name: i for i, name in enumerate(PHASE_NAMES)}

# What the drawn card still has to do after it is dealt with (rules 4.10, 6.5): ``State.todo``.
TODO_NONE: Final = 0
TODO_LASSO: Final = 1
TODO_ARCHER: Final = 2
