"""River notation (rules.md section 7): rows joined by `` / ``, cells by a space, ``.`` for empty."""

from __future__ import annotations

from ..rules.cards import BLACK, IS_WARRIOR, KIND, RED, card_code, card_text
from ..rules.errors import NotationError

_TRIBES = {"red": RED, "black": BLACK}


def parse_card(token: str, tribes: bool, where: str = "") -> int:
    """Read one card token (``chief`` or, with tribes, ``chief:red``) into a card code."""
    at = f" {where}" if where else ""
    cid, sep, tribe = token.partition(":")
    kind = KIND.get(cid)
    if kind is None:
        raise NotationError(f"unknown card {token!r}{at}")
    if not sep:
        if tribes and IS_WARRIOR[kind]:
            raise NotationError(f"card {token!r}{at} needs a tribe (:red or :black) with two-tribes")
        return card_code(kind)
    if not tribes:
        raise NotationError(f"card {token!r}{at} has a tribe, but tribes are off (variant two-tribes)")
    if not IS_WARRIOR[kind]:
        raise NotationError(f"card {token!r}{at}: only warrior cards have a tribe")
    t = _TRIBES.get(tribe)
    if t is None:
        raise NotationError(f"card {token!r}{at}: bad tribe {tribe!r} (red or black)")
    return card_code(kind, t)


def parse_river(text: str, tribes: bool = False, max_rows: int = 3, max_cols: int = 14,
                exact_cols: int | None = None) -> list[list[int]]:
    """Read a river; raises NotationError naming the bad token and its position.

    Rows must have equal widths, at most ``max_rows`` rows and ``max_cols`` columns (a mat
    edition passes ``exact_cols``). The empty string is the empty river.
    """
    if not isinstance(text, str):
        raise NotationError(f"a river must be text, not {type(text).__name__}")
    if not text.strip():
        if exact_cols is not None:
            raise NotationError(f"a mat river has {max_rows} rows of {exact_cols} spaces")
        return []
    parts = text.split("/")
    if len(parts) > max_rows:
        raise NotationError(f"river has {len(parts)} rows; at most {max_rows}")
    rows: list[list[int]] = []
    for r, part in enumerate(parts):
        tokens = part.split()
        if not tokens:
            raise NotationError(f"row {r} is empty (write '.' for an empty cell)")
        row = []
        for c, tok in enumerate(tokens):
            row.append(0 if tok == "." else parse_card(tok, tribes, f"at row {r}, column {c}"))
        if exact_cols is not None and len(row) != exact_cols:
            raise NotationError(f"row {r} has {len(row)} cells; the mat has {exact_cols}")
        if len(row) > max_cols:
            raise NotationError(f"row {r} has {len(row)} cells; at most {max_cols}")
        if rows and len(row) != len(rows[0]):
            raise NotationError(f"row {r} has {len(row)} cells but row 0 has {len(rows[0])}: rows must be equally wide")
        rows.append(row)
    if exact_cols is not None and len(rows) != max_rows:
        raise NotationError(f"a mat river has {max_rows} rows; got {len(rows)}")
    return rows


def format_river(rows: list[list[int]]) -> str:
    """Write a river in notation (the inverse of :func:`parse_river`)."""
    return " / ".join(" ".join(card_text(c) if c else "." for c in row) for row in rows)


def format_cards(cards: list[int]) -> str:
    return " ".join(card_text(c) for c in cards)


def parse_cards(text: str, tribes: bool, what: str) -> list[int]:
    return [parse_card(tok, tribes, f"in {what}, item {i}") for i, tok in enumerate(text.split())]
