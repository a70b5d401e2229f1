"""Actions: small value objects with a stable integer code and a text form that round-trips.

The code space is fixed and shared by every edition (:func:`action_space_size`). Positions are
given as row and column in the river's frame: for AMIGO the bounding box of the river, where
row or column -1 (or one past the last) means "extend the river that way"; for a mat edition
the mat's own spaces.

Text forms (rows, columns and seats count from 0; piles are named 1 to 3):

======================  ==============================================================
``draw 2``              draw the top card of pile 2
``stop``                end the turn (instead of drawing again)
``discard``             send the drawn card to the discard pile
``place chief 1 4``     place the card in hand (here a chief) at row 1, column 4
``shift bear-left 0 3 right``  insert a drawn suite card at an occupied column, moving a run
``lasso 2 0 5``         take the card at row 0, column 5 of seat 2's river
``shoot 2 0 5``         (archer) send that warrior card to the discard pile
``sink 1 0``            (Crazy Axe) sink the own complete boat that starts at row 1, column 0
``attacker 1 0``        choose which of several just-completed boats attacks next
``attack 3 2 4``        attack the boat of seat 3 that starts at row 2, column 4
``no-attack``           let the completed boat pass
``done``                leave the rest of the loot (it goes to the discard pile)
``end``                 end the game (3 or more complete boats)
``continue``            play on instead
``pass``                (ASS, Pelikan) let an optional lasso, archer or hunter go unused
``hunt 1 2 0``          (Pelikan) a placed person takes a half of its suite at that cell
``take 1 2 0``          (Pelikan) take a card of a conquered boat (it stays there otherwise)
``shift bear-right 1 6 bear-left=left``  (ASS) place the drawn suite card at an empty cell
                        while suite cards of that row move one space (``=left``/``=right``)
======================  ==============================================================
"""

from __future__ import annotations

import contextlib
import re
from typing import Final, NamedTuple

from .cards import CARD_IDS, KIND, N_KINDS, SUITE
from .errors import NotationError

MAX_SEATS: Final = 5
ROWS: Final = 3
COLS: Final = 16  # the widest river: the 16-space mat
POS_ROWS: Final = ROWS + 2  # -1 .. 3
POS_COLS: Final = COLS + 2  # -1 .. 16
N_POS: Final = POS_ROWS * POS_COLS
N_CELLS: Final = ROWS * COLS
N_TARGETS: Final = MAX_SEATS * N_CELLS

DRAW: Final = 0  # 0, 1, 2: piles 1..3
STOP: Final = 3
DISCARD: Final = 4
END: Final = 5
CONTINUE: Final = 6
NO_ATTACK: Final = 7
DONE: Final = 8
PASS: Final = 9
PLACE: Final = 16
SHIFT: Final = PLACE + N_KINDS * N_POS
LASSO: Final = SHIFT + N_KINDS * N_CELLS * 2
SHOOT: Final = LASSO + N_TARGETS
SINK: Final = SHOOT + N_TARGETS
ATTACKER: Final = SINK + N_CELLS
ATTACK: Final = ATTACKER + N_CELLS
HUNT: Final = ATTACK + N_TARGETS
TAKE: Final = HUNT + N_TARGETS
MOVES: Final = TAKE + N_TARGETS  # ASS shift: kind x row x column x the moves of the two other suite cards
SIZE: Final = MOVES + N_KINDS * N_CELLS * 9

_SIMPLE = {STOP: "stop", DISCARD: "discard", END: "end", CONTINUE: "continue", NO_ATTACK: "no-attack", DONE: "done",
           PASS: "pass"}
_SIMPLE_BY_TEXT = {v: k for k, v in _SIMPLE.items()}


def action_space_size(edition: object = "amigo") -> int:
    """Return the size of the fixed action code space (the same for every edition; an unknown
    edition raises ConfigError)."""
    from .editions import get_edition  # editions imports the card data; keep this module light

    get_edition(edition)
    return SIZE


def pos_code(r: int, c: int) -> int:
    return (r + 1) * POS_COLS + (c + 1)


def pos_of(p: int) -> tuple[int, int]:
    return p // POS_COLS - 1, p % POS_COLS - 1


def place_code(kind: int, r: int, c: int) -> int:
    return PLACE + kind * N_POS + (r + 1) * POS_COLS + (c + 1)


def shift_code(kind: int, r: int, c: int, right: bool) -> int:
    return SHIFT + ((kind * ROWS + r) * COLS + c) * 2 + (1 if right else 0)


def target_code(base: int, seat: int, r: int, c: int) -> int:
    return base + (seat * ROWS + r) * COLS + c


def cell_code(base: int, r: int, c: int) -> int:
    return base + r * COLS + c


_MOVE_WORDS = ("stay", "left", "right")


def suite_mates(kind: int) -> tuple[int, int]:
    """The other two cards of a suite card's suite, in suite order (left half, right half, person)."""
    suite = SUITE[kind]
    mates = tuple(k for k in range(1, N_KINDS) if SUITE[k] == suite and k != kind)
    return mates[0], mates[1]


def moves_code(kind: int, r: int, c: int, m1: int, m2: int) -> int:
    """ASS shift: the drawn ``kind`` to (r, c); its suite mates move (0 stay, 1 left, 2 right)."""
    return MOVES + ((kind * ROWS + r) * COLS + c) * 9 + m1 * 3 + m2


class Action:
    """One action: ``code`` (stable integer) and ``str(action)`` (its text form).

    Actions are immutable and compared by code; :meth:`from_code` returns one shared object
    per code.
    """

    __slots__ = ("code", "text")
    code: int
    text: str

    def __init__(self, code: int, text: str) -> None:
        object.__setattr__(self, "code", code)
        object.__setattr__(self, "text", text)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Action is immutable")

    def __str__(self) -> str:
        return self.text

    def __repr__(self) -> str:
        return f"Action({self.text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Action) and other.code == self.code

    def __hash__(self) -> int:
        return hash(self.code)

    def __reduce__(self) -> tuple[object, tuple[int]]:
        return (Action.from_code, (self.code,))

    @staticmethod
    def from_code(code: int) -> Action:
        """Return the action with this code; raises NotationError for a code out of range."""
        if type(code) is not int or not 0 <= code < SIZE:
            raise NotationError(f"action code {code!r} is outside 0..{SIZE - 1}")
        a = _CACHE[code]
        if a is None:
            a = _CACHE[code] = Action(code, format_code(code))
        return a


_CACHE: list[Action | None] = [None] * SIZE


def actions_of(codes: list[int]) -> list[Action]:
    """The shared Action objects of legal codes (every code an engine lists has one)."""
    return list(map(_CACHE.__getitem__, codes))  # type: ignore[arg-type]


def _fill_cache() -> None:
    for code in range(SIZE):
        with contextlib.suppress(NotationError):  # an unused code stays None
            _CACHE[code] = Action(code, format_code(code))


class ActionParts(NamedTuple):
    """An action code decoded into its parts (what ``format_code`` writes and clients read).

    ``verb`` is the action's first word (``draw``, ``place``, ``shift``, ``lasso``, ...); ``pile`` counts
    from 1; ``kind`` is the card kind placed or shifted (0: none); ``seat`` the river named by the action
    (-1: the deciding seat's own river, or none); ``row`` and ``col`` the cell (-2: none); ``direction``
    ``left``/``right`` for a run shift (else ""); ``moves`` the ASS shift's moves of the suite mates, as
    (kind, 1 left or 2 right) pairs.
    """

    verb: str
    pile: int = 0
    kind: int = 0
    seat: int = -1
    row: int = -2
    col: int = -2
    direction: str = ""
    moves: tuple[tuple[int, int], ...] = ()


def decode_code(code: int) -> ActionParts:
    """Decode an action code into its parts; an unused or out-of-range code raises NotationError."""
    if type(code) is not int:
        raise NotationError(f"action code {code!r} is not an integer")
    if code < 0:
        raise NotationError(f"action code {code} is outside 0..{SIZE - 1}")
    if code < PLACE:
        if DRAW <= code < DRAW + 3:
            return ActionParts("draw", pile=code - DRAW + 1)
        if code in _SIMPLE:
            return ActionParts(_SIMPLE[code])
        raise NotationError(f"action code {code} is unused")
    if code < SHIFT:
        kind, p = divmod(code - PLACE, N_POS)
        r, c = pos_of(p)
        if not kind:
            raise NotationError(f"action code {code} is unused")
        return ActionParts("place", kind=kind, row=r, col=c)
    if code < LASSO:
        x, right = divmod(code - SHIFT, 2)
        x, c = divmod(x, COLS)
        kind, r = divmod(x, ROWS)
        if not kind:
            raise NotationError(f"action code {code} is unused")
        return ActionParts("shift", kind=kind, row=r, col=c, direction="right" if right else "left")
    if MOVES <= code < SIZE:
        x, m = divmod(code - MOVES, 9)
        x, c = divmod(x, COLS)
        kind, r = divmod(x, ROWS)
        m1, m2 = divmod(m, 3)
        if not kind or SUITE[kind] < 0 or not (m1 or m2):
            raise NotationError(f"action code {code} is unused")
        mates = suite_mates(kind)
        moves = tuple((k, mv) for k, mv in zip(mates, (m1, m2), strict=True) if mv)
        return ActionParts("shift", kind=kind, row=r, col=c, moves=moves)
    for base, word in _TARGET_WORDS:
        if base <= code < base + N_TARGETS:
            seat, x = divmod(code - base, N_CELLS)
            r, c = divmod(x, COLS)
            return ActionParts(word, seat=seat, row=r, col=c)
    for base, word in ((SINK, "sink"), (ATTACKER, "attacker")):
        if base <= code < base + N_CELLS:
            r, c = divmod(code - base, COLS)
            return ActionParts(word, row=r, col=c)
    raise NotationError(f"action code {code} is outside 0..{SIZE - 1}")


_TARGET_WORDS = ((LASSO, "lasso"), (SHOOT, "shoot"), (ATTACK, "attack"), (HUNT, "hunt"), (TAKE, "take"))


def format_code(code: int) -> str:
    """Return the text form of an action code."""
    a = decode_code(code)
    verb = a.verb
    if verb == "draw":
        return f"draw {a.pile}"
    if verb == "place":
        return f"place {CARD_IDS[a.kind]} {a.row} {a.col}"
    if verb == "shift":
        if a.moves:
            return f"shift {CARD_IDS[a.kind]} {a.row} {a.col} " + " ".join(
                f"{CARD_IDS[k]}={_MOVE_WORDS[mv]}" for k, mv in a.moves)
        return f"shift {CARD_IDS[a.kind]} {a.row} {a.col} {a.direction}"
    if a.seat >= 0:
        return f"{verb} {a.seat} {a.row} {a.col}"
    if a.row > -2:
        return f"{verb} {a.row} {a.col}"
    return verb


_INT = re.compile(r"-?\d{1,3}\Z")


def _int(tokens: list[str], i: int, lo: int, hi: int, what: str, text: str) -> int:
    if i >= len(tokens):
        raise NotationError(f"action {text!r}: missing {what} (token {i + 1})")
    tok = tokens[i]
    if not _INT.match(tok):
        raise NotationError(f"action {text!r}: bad {what} {tok!r} (token {i + 1}): expected a number")
    v = int(tok)
    if not lo <= v <= hi:
        raise NotationError(f"action {text!r}: {what} {tok!r} (token {i + 1}) is outside {lo}..{hi}")
    return v


def _card(tokens: list[str], i: int, text: str) -> int:
    if i >= len(tokens):
        raise NotationError(f"action {text!r}: missing card (token {i + 1})")
    tok = tokens[i].split(":", 1)[0]  # a tribe suffix is accepted and ignored: the card in hand decides
    k = KIND.get(tok)
    if k is None:
        raise NotationError(f"action {text!r}: unknown card {tokens[i]!r} (token {i + 1})")
    return k


def _parse_moves(tokens: list[str], kind: int, r: int, c: int, text: str) -> tuple[int, int]:
    """Read the ``CARD=left|right`` moves of an ASS shift; return (tokens used, code)."""
    if SUITE[kind] < 0:
        raise NotationError(f"action {text!r}: only suite cards shift, not {tokens[1]!r} (token 2)")
    mates = suite_mates(kind)
    moves = [0, 0]
    i = 4
    while i < len(tokens):
        cid, sep, d = tokens[i].partition("=")
        k = KIND.get(cid)
        if not sep or k not in mates:
            raise NotationError(f"action {text!r}: bad move {tokens[i]!r} (token {i + 1}): "
                                f"{CARD_IDS[mates[0]]}= or {CARD_IDS[mates[1]]}= left or right")
        if d not in ("left", "right"):
            raise NotationError(f"action {text!r}: bad direction in {tokens[i]!r} (token {i + 1}): left or right")
        j = mates.index(k)
        if moves[j]:
            raise NotationError(f"action {text!r}: {cid} moves twice (token {i + 1})")
        moves[j] = 1 if d == "left" else 2
        i += 1
    return i, moves_code(kind, r, c, moves[0], moves[1])


def parse_action(text: str, only_kind: int | None = None) -> Action:
    """Read an action's text form; a bad text raises NotationError naming the bad token.

    ``only_kind``: the one card kind a place can be of (the hand's, when all its cards are of one
    kind); a place may then leave its card out (``place 1 4``)."""
    if not isinstance(text, str):
        raise NotationError(f"an action text must be a string, not {type(text).__name__}")
    tokens = text.split()
    if not tokens:
        raise NotationError("empty action text")
    word = tokens[0].lower()
    n: int
    if word == "draw":
        n = 2
        code = DRAW + _int(tokens, 1, 1, 3, "pile", text) - 1
    elif word in _SIMPLE_BY_TEXT:
        n = 1
        code = _SIMPLE_BY_TEXT[word]
    elif word == "place" and len(tokens) == 3 and only_kind is not None:
        n = 3
        r = _int(tokens, 1, -1, ROWS, "row", text)
        c = _int(tokens, 2, -1, COLS, "column", text)
        code = place_code(only_kind, r, c)
    elif word == "place":
        n = 4
        k = _card(tokens, 1, text)
        r = _int(tokens, 2, -1, ROWS, "row", text)
        c = _int(tokens, 3, -1, COLS, "column", text)
        code = place_code(k, r, c)
    elif word == "shift":
        k = _card(tokens, 1, text)
        r = _int(tokens, 2, 0, ROWS - 1, "row", text)
        c = _int(tokens, 3, 0, COLS - 1, "column", text)
        if len(tokens) < 5:
            raise NotationError(f"action {text!r}: missing direction (token 5): left, right or CARD=left|right")
        d = tokens[4].lower()
        if "=" in d:
            n, code = _parse_moves(tokens, k, r, c, text)
        else:
            n = 5
            if d not in ("left", "right"):
                raise NotationError(f"action {text!r}: bad direction {tokens[4]!r} (token 5): left or right")
            code = shift_code(k, r, c, d == "right")
    elif word in ("lasso", "shoot", "attack", "hunt", "take"):
        n = 4
        seat = _int(tokens, 1, 0, MAX_SEATS - 1, "seat", text)
        r = _int(tokens, 2, 0, ROWS - 1, "row", text)
        c = _int(tokens, 3, 0, COLS - 1, "column", text)
        code = target_code({"lasso": LASSO, "shoot": SHOOT, "attack": ATTACK, "hunt": HUNT, "take": TAKE}[word],
                           seat, r, c)
    elif word in ("sink", "attacker"):
        n = 3
        r = _int(tokens, 1, 0, ROWS - 1, "row", text)
        c = _int(tokens, 2, 0, COLS - 1, "column", text)
        code = cell_code(SINK if word == "sink" else ATTACKER, r, c)
    else:
        raise NotationError(f"action {text!r}: unknown action {tokens[0]!r} (token 1)")
    if len(tokens) > n:
        raise NotationError(f"action {text!r}: unexpected {tokens[n]!r} (token {n + 1})")
    return Action.from_code(code)


_fill_cache()
