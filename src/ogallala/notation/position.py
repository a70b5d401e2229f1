"""Positions: one line of text holding a whole game state, hidden pile order included.

Fields are separated by ``;``; the first is ``ogallala-position 1 <edition>``, the others are
``key=value``. Card lists run bottom to top (the last card of a pile is drawn next). Example::

    ogallala-position 1 amigo;players=2;variants=;turn=1;seat=0;phase=draw;hand=;flags=;todo=none;
    pending=;attacker=;refills=3;rng=9e3779b97f4a7c15;piles=furs chief|bow|stern lasso;public=0,0,0;
    discard=;rivers=|;result=

(one line; wrapped here). The fields ``deck``, ``hunts``, ``first-target``, ``spoils``, ``out``
and ``bonus`` are left out when empty (no bonus: all zero). ``flags`` lists ``dup``,
``must-end``, ``completed`` and ``took`` (Pelikan: a conquered card could be taken this turn)
when set; ``pending`` is a comma-separated list of ``row col`` boats waiting to attack;
``result`` is ``reason seat`` once the game is over.
"""

from __future__ import annotations

import re
from collections import Counter

from ..rules import State
from ..rules import phases as P
from ..rules.cards import (
    CARD_IDS,
    SUITES,
    deck_from_counts,
)
from ..rules.editions import Edition, check_variants, deck_counts, get_edition
from ..rules.errors import ConfigError, NotationError
from ..rules.fields import REASONS, TODO, StateFields, from_fields
from .river import format_cards, format_river, parse_cards, parse_river

TAG = "ogallala-position"
VERSION = 1
_KEYS = ("players", "variants", "deck", "turn", "seat", "phase", "hand", "flags", "todo", "pending", "attacker",
         "hunts", "first-target", "spoils", "refills", "rng", "piles", "public", "discard", "out", "rivers", "bonus",
         "result")
#: Fields that may be left out (they default to empty: no custom deck, no hunt, no spoils, ...).
_OPTIONAL = ("deck", "hunts", "first-target", "spoils", "out", "bonus")
_FLAGS = ("dup", "must-end", "completed", "took")


def format_position(s: State) -> str:
    """Write a state as one line of text."""
    flags = ",".join(f for f, on in zip(_FLAGS, (s.dup, s.must_end, s.completed, s.took), strict=True) if on)
    fields = [
        f"{TAG} {VERSION} {s.ed.id}",
        f"players={s.n}",
        f"variants={' '.join(s.variants)}",
        f"deck={_format_deck(s)}",
        f"turn={s.turn}",
        f"seat={s.seat}",
        f"phase={P.PHASE_NAMES[s.phase]}",
        f"hand={format_cards(s.hand)}",
        f"flags={flags}",
        f"todo={TODO[s.todo]}",
        "pending=" + ",".join(f"{r} {c}" for r, c in s.pending),
        "attacker=" + (f"{s.attacker[0]} {s.attacker[1]}" if s.attacker else ""),
        "hunts=" + " ".join(SUITES[x] for x in s.hunts),
        "first-target=" + (" ".join(map(str, s.first_target)) if s.first_target else ""),
        "spoils=" + ",".join(f"{a} {b} {c}" for a, b, c in s.spoils),
        f"refills={s.refills}",
        f"rng={s.rng:016x}",
        "piles=" + "|".join(format_cards(p) for p in s.piles),
        "public=" + ",".join("1" if p else "0" for p in s.pile_public),
        f"discard={format_cards(s.discard)}",
        f"out={format_cards(s.out)}",
        "rivers=" + "|".join(format_river(rv) for rv in s.rivers),
        "bonus=" + ",".join(map(str, s.bonus)),
        "result=" + (f"{s.reason} {s.ender}" if s.phase == P.OVER else ""),
    ]
    if not any(s.bonus):
        fields.remove("bonus=" + ",".join(map(str, s.bonus)))
    # Optional fields are written only when they hold something.
    return ";".join(f for f in fields if f.partition("=")[0] not in _OPTIONAL or f.partition("=")[2])


def _format_deck(s: State) -> str:
    """Empty for the edition's own deck with the variants' presets, else every card's count."""
    if s.deck == _default_deck(s.ed, s.variants):
        return ""
    counts = Counter(CARD_IDS[c >> 2] for c in s.deck)
    return ",".join(f"{cid}:{n}" for cid, n in counts.items())


def _default_deck(ed: Edition, variants: tuple[str, ...]) -> tuple[int, ...]:
    cards = deck_from_counts(ed.id, deck_counts(ed, variants)).cards("two-tribes" in variants)
    return tuple(sorted(cards))


def _triples(v: str, key: str, n: int) -> list[tuple[int, int, int]]:
    out = []
    for item in v.split(",") if v.strip() else []:
        parts = item.split()
        if len(parts) != 3:
            raise NotationError(f"position field {key}: bad cell {item!r} (expected 'seat row column')")
        out.append((_int(parts[0], key, 0, n - 1), _int(parts[1], key, 0, 2), _int(parts[2], key, 0, 15)))
    return out


def _int(v: str, key: str, lo: int, hi: int) -> int:
    if not re.fullmatch(r"-?\d{1,9}", v.strip()):
        raise NotationError(f"position field {key}={v!r}: expected a whole number")
    x = int(v)
    if not lo <= x <= hi:
        raise NotationError(f"position field {key}={v!r}: must be within {lo}..{hi}")
    return x


def _cells(v: str, key: str) -> list[tuple[int, int]]:
    out = []
    for item in v.split(",") if v.strip() else []:
        parts = item.split()
        if len(parts) != 2:
            raise NotationError(f"position field {key}: bad boat {item!r} (expected 'row column')")
        out.append((_int(parts[0], key, 0, 2), _int(parts[1], key, 0, 15)))
    return out


def position_fields(text: str) -> dict[str, str]:
    """A position's ``key=value`` fields as text, its head (``ogallala-position 1 amigo``) under
    ``head``; the inverse of :func:`join_position_fields`. Nothing is checked (see parse_position)."""
    if not isinstance(text, str):
        raise NotationError(f"a position must be text, not {type(text).__name__}")
    parts = text.strip().split(";")
    out = {"head": parts[0]}
    for part in parts[1:]:
        key, _, value = part.partition("=")
        out[key] = value
    return out


def join_position_fields(fields: dict[str, str]) -> str:
    """The position text of fields as :func:`position_fields` gives them."""
    return ";".join([fields["head"], *(f"{k}={v}" for k, v in fields.items() if k != "head")])


def with_position_fields(text: str, **changes: str) -> str:
    """The position with some fields' text replaced (``with_position_fields(p, turn="3")``; a key
    with ``-`` is given by ``**{"first-target": ...}``). An unknown key raises NotationError."""
    fields = position_fields(text)
    unknown = sorted(set(changes) - set(fields))
    if unknown:
        raise NotationError(f"position has no field(s) {', '.join(unknown)}")
    fields.update(changes)
    return join_position_fields(fields)


def parse_position(text: str) -> State:
    """Read a position into a State; a bad position raises NotationError naming the bad part."""
    if not isinstance(text, str):
        raise NotationError(f"a position must be text, not {type(text).__name__}")
    fields = text.strip().split(";")
    head = fields[0].split()
    if len(head) != 3 or head[0] != TAG:
        raise NotationError(f"a position starts with '{TAG} {VERSION} <edition>', not {fields[0][:40]!r}")
    if head[1] != str(VERSION):
        raise NotationError(f"position format version {head[1]!r} is not supported (this is version {VERSION})")
    try:
        ed = get_edition(head[2])
    except ConfigError as e:
        raise NotationError(f"position: {e}") from None
    values: dict[str, str] = {}
    for f in fields[1:]:
        key, sep, value = f.partition("=")
        key = key.strip()
        if not sep:
            raise NotationError(f"position field {f[:40]!r} has no '='")
        if key not in _KEYS:
            raise NotationError(f"position field {key!r} is unknown")
        if key in values:
            raise NotationError(f"position field {key!r} appears twice")
        values[key] = value
    for key in _OPTIONAL:
        values.setdefault(key, "")
    missing = [k for k in _KEYS if k not in values]
    if missing:
        raise NotationError(f"position lacks field(s) {', '.join(missing)}")

    try:
        variants = check_variants(ed, values["variants"].split())
    except ConfigError as e:
        raise NotationError(f"position field variants: {e}") from None
    tribes = "two-tribes" in variants
    width = 16 if "river-16" in variants else ed.width
    n = _int(values["players"], "players", ed.min_players, ed.max_players)
    deck_text = values["deck"].strip()
    if deck_text:
        counts: dict[str, int] = {}
        for item in deck_text.split(","):
            cid, sep, k = item.partition(":")
            if not sep or not k.isdigit():
                raise NotationError(f"position field deck: bad entry {item!r} (expected 'card-id:count')")
            counts[cid.strip()] = int(k)
        try:
            deck = deck_from_counts(ed.id, deck_counts(ed, (), counts))
        except ConfigError as e:
            raise NotationError(f"position field deck: {e}") from None
        cards = tuple(sorted(deck.cards(tribes)))
    else:
        cards = _default_deck(ed, variants)
    phase = values["phase"].strip()
    if phase not in P.PHASE_BY_NAME:
        raise NotationError(f"position field phase={phase!r}: one of {', '.join(P.PHASE_NAMES)}")
    flags = values["flags"].replace(",", " ").split()
    for f in flags:
        if f not in _FLAGS:
            raise NotationError(f"position field flags: unknown flag {f!r} ({', '.join(_FLAGS)})")
    todo = values["todo"].strip()
    if todo not in TODO:
        raise NotationError(f"position field todo={todo!r}: one of {', '.join(TODO)}")
    att = _cells(values["attacker"], "attacker")
    if len(att) > 1:
        raise NotationError("position field attacker: at most one boat")
    hunts = []
    for name in values["hunts"].split():
        if name not in SUITES:
            raise NotationError(f"position field hunts: unknown suite {name!r} ({', '.join(SUITES)})")
        hunts.append(SUITES.index(name))
    ft = _triples(values["first-target"], "first-target", n)
    if len(ft) > 1:
        raise NotationError("position field first-target: at most one boat")
    rng = values["rng"].strip()
    if not re.fullmatch(r"[0-9a-f]{1,16}", rng):
        raise NotationError(f"position field rng={rng!r}: expected up to 16 hex digits")
    piles = values["piles"].split("|")
    if len(piles) != ed.piles:
        raise NotationError(f"position field piles: {len(piles)} piles given; {ed.id} has {ed.piles}")
    public = values["public"].split(",")
    if len(public) != ed.piles or any(p.strip() not in ("0", "1") for p in public):
        raise NotationError(f"position field public={values['public']!r}: one 0 or 1 per pile")
    bonus = values["bonus"].split(",") if values["bonus"].strip() else ["0"] * n
    if len(bonus) != n:
        raise NotationError(f"position field bonus: one number per seat ({n})")
    rivers_text = values["rivers"].split("|")
    if len(rivers_text) != n:
        raise NotationError(f"position field rivers: {len(rivers_text)} rivers for {n} players")
    rivers = []
    for i, rv in enumerate(rivers_text):
        try:
            rows = parse_river(rv, tribes, ed.rows, width, exact_cols=None if ed.free_layout else width)
        except NotationError as e:
            raise NotationError(f"position river of seat {i}: {e}") from None
        if ed.free_layout and rows and (not any(rows[0]) or not any(rows[-1]) or not any(r[0] for r in rows)
                     or not any(r[-1] for r in rows)):
            raise NotationError(f"position river of seat {i} has an empty edge: a river is its bounding box")
        rivers.append(tuple(tuple(row) for row in rows))
    result = values["result"].split()
    reason, ender = "", -1
    if P.PHASE_BY_NAME[phase] == P.OVER:
        if len(result) != 2 or result[0] not in REASONS:
            raise NotationError(f"position field result: 'reason seat' with reason one of {', '.join(REASONS)}")
        reason, ender = result[0], _int(result[1], "result", -1, n - 1)
    elif result:
        raise NotationError("position field result is set but the phase is not 'over'")
    return from_fields(StateFields(
        edition=ed.id,
        variants=variants,
        players=n,
        deck=cards,
        turn=_int(values["turn"], "turn", 1, 10**9),
        seat=_int(values["seat"], "seat", 0, n - 1),
        phase=P.PHASE_BY_NAME[phase],
        hand=tuple(parse_cards(values["hand"], tribes, "hand")),
        duplicate="dup" in flags,
        must_end="must-end" in flags,
        completed="completed" in flags,
        took="took" in flags,
        todo=TODO.index(todo),
        pending=tuple(_cells(values["pending"], "pending")),
        attacker=att[0] if att else None,
        hunts=tuple(hunts),
        first_target=ft[0] if ft else None,
        spoils=tuple(_triples(values["spoils"], "spoils", n)),
        refills=_int(values["refills"], "refills", 0, ed.max_refills),
        rng=int(rng, 16),
        piles=tuple(tuple(parse_cards(p, tribes, f"pile {i + 1}")) for i, p in enumerate(piles)),
        pile_public=tuple(p.strip() == "1" for p in public),
        discard=tuple(parse_cards(values["discard"], tribes, "discard")),
        out=tuple(parse_cards(values["out"], tribes, "out")),
        bonus=tuple(_int(b, "bonus", 0, 10**6) for b in bonus),
        rivers=tuple(rivers),
        reason=reason,
        ender=ender,
    ))
