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
    BOW,
    CARD_IDS,
    CRAZY_AXE,
    IS_BOOTY,
    SECTION,
    STERN,
    SUITES,
    card_text,
    deck_from_counts,
)
from ..rules.editions import LOOT_ASS, LOOT_PELIKAN, Edition, check_variants, deck_counts, get_edition
from ..rules.errors import ConfigError, NotationError
from .river import format_cards, format_river, parse_cards, parse_river

TAG = "ogallala-position"
VERSION = 1
_KEYS = ("players", "variants", "deck", "turn", "seat", "phase", "hand", "flags", "todo", "pending", "attacker",
         "hunts", "first-target", "spoils", "refills", "rng", "piles", "public", "discard", "out", "rivers", "bonus",
         "result")
#: Fields that may be left out (they default to empty: no custom deck, no hunt, no spoils, ...).
_OPTIONAL = ("deck", "hunts", "first-target", "spoils", "out", "bonus")
_TODO = ("none", "lasso", "archer")
_FLAGS = ("dup", "must-end", "completed", "took")
_REASONS = ("ended", "fifth-boat", "no-cards", "three-boats")


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
        f"todo={_TODO[s.todo]}",
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

    s = State()
    s.ed = ed
    try:
        variants = check_variants(ed, values["variants"].split())
    except ConfigError as e:
        raise NotationError(f"position field variants: {e}") from None
    s.variants = variants
    s.tribes = "two-tribes" in variants
    s.width = 16 if "river-16" in variants else ed.width
    s.n = _int(values["players"], "players", ed.min_players, ed.max_players)
    deck_text = values["deck"].strip()
    if deck_text:
        counts: dict[str, int] = {}
        for item in deck_text.split(","):
            cid, sep, n = item.partition(":")
            if not sep or not n.isdigit():
                raise NotationError(f"position field deck: bad entry {item!r} (expected 'card-id:count')")
            counts[cid.strip()] = int(n)
        try:
            deck = deck_from_counts(ed.id, deck_counts(ed, (), counts))
        except ConfigError as e:
            raise NotationError(f"position field deck: {e}") from None
        s.deck = tuple(sorted(deck.cards(s.tribes)))
    else:
        s.deck = _default_deck(ed, variants)
    s.turn = _int(values["turn"], "turn", 1, 10**9)
    s.seat = _int(values["seat"], "seat", 0, s.n - 1)
    phase = values["phase"].strip()
    if phase not in P.PHASE_BY_NAME:
        raise NotationError(f"position field phase={phase!r}: one of {', '.join(P.PHASE_NAMES)}")
    s.phase = P.PHASE_BY_NAME[phase]
    s.hand = parse_cards(values["hand"], s.tribes, "hand")
    flags = values["flags"].replace(",", " ").split()
    for f in flags:
        if f not in _FLAGS:
            raise NotationError(f"position field flags: unknown flag {f!r} ({', '.join(_FLAGS)})")
    s.dup, s.must_end, s.completed, s.took = ("dup" in flags, "must-end" in flags, "completed" in flags,
                                              "took" in flags)
    todo = values["todo"].strip()
    if todo not in _TODO:
        raise NotationError(f"position field todo={todo!r}: one of {', '.join(_TODO)}")
    s.todo = _TODO.index(todo)
    s.pending = _cells(values["pending"], "pending")
    att = _cells(values["attacker"], "attacker")
    if len(att) > 1:
        raise NotationError("position field attacker: at most one boat")
    s.attacker = att[0] if att else None
    s.hunts = []
    for name in values["hunts"].split():
        if name not in SUITES:
            raise NotationError(f"position field hunts: unknown suite {name!r} ({', '.join(SUITES)})")
        s.hunts.append(SUITES.index(name))
    ft = _triples(values["first-target"], "first-target", s.n)
    if len(ft) > 1:
        raise NotationError("position field first-target: at most one boat")
    s.first_target = ft[0] if ft else None
    s.spoils = _triples(values["spoils"], "spoils", s.n)
    s.refills = _int(values["refills"], "refills", 0, ed.max_refills)
    rng = values["rng"].strip()
    if not re.fullmatch(r"[0-9a-f]{1,16}", rng):
        raise NotationError(f"position field rng={rng!r}: expected up to 16 hex digits")
    s.rng = int(rng, 16)
    piles = values["piles"].split("|")
    if len(piles) != ed.piles:
        raise NotationError(f"position field piles: {len(piles)} piles given; {ed.id} has {ed.piles}")
    s.piles = [parse_cards(p, s.tribes, f"pile {i + 1}") for i, p in enumerate(piles)]
    public = values["public"].split(",")
    if len(public) != ed.piles or any(p.strip() not in ("0", "1") for p in public):
        raise NotationError(f"position field public={values['public']!r}: one 0 or 1 per pile")
    s.pile_public = [p.strip() == "1" for p in public]
    s.discard = parse_cards(values["discard"], s.tribes, "discard")
    s.out = parse_cards(values["out"], s.tribes, "out")
    bonus = values["bonus"].split(",") if values["bonus"].strip() else ["0"] * s.n
    if len(bonus) != s.n:
        raise NotationError(f"position field bonus: one number per seat ({s.n})")
    s.bonus = [_int(b, "bonus", 0, 10**6) for b in bonus]
    rivers = values["rivers"].split("|")
    if len(rivers) != s.n:
        raise NotationError(f"position field rivers: {len(rivers)} rivers for {s.n} players")
    s.rivers = []
    for i, rv in enumerate(rivers):
        try:
            rows = parse_river(rv, s.tribes, ed.rows, s.width, exact_cols=None if ed.free_layout else s.width)
        except NotationError as e:
            raise NotationError(f"position river of seat {i}: {e}") from None
        if ed.free_layout and rows and (not any(rows[0]) or not any(rows[-1]) or not any(r[0] for r in rows)
                     or not any(r[-1] for r in rows)):
            raise NotationError(f"position river of seat {i} has an empty edge: a river is its bounding box")
        s.rivers.append(rows)
    s.boats = [None] * s.n
    s.geo = [None] * s.n
    result = values["result"].split()
    s.reason = ""
    s.ender = -1
    if s.phase == P.OVER:
        if len(result) != 2 or result[0] not in _REASONS:
            raise NotationError(f"position field result: 'reason seat' with reason one of {', '.join(_REASONS)}")
        s.reason = result[0]
        s.ender = _int(result[1], "result", -1, s.n - 1)
    elif result:
        raise NotationError("position field result is set but the phase is not 'over'")
    s.events = []
    s._legal = None
    _check_consistent(s)
    return s


def _check_consistent(s: State) -> None:
    """Refuse a position whose parts contradict each other (wrong card count, impossible phase)."""
    deck = list(s.deck)
    held = sorted([c for p in s.piles for c in p] + s.discard + s.hand + s.out
                  + [c for rv in s.rivers for row in rv for c in row if c])
    if held != deck:
        want, got = Counter(deck), Counter(held)
        extra = got - want
        lack = want - got
        parts = []
        if extra:
            parts.append("too many " + ", ".join(f"{card_text(c)} (+{n})" for c, n in sorted(extra.items())))
        if lack:
            parts.append("missing " + ", ".join(f"{card_text(c)} (-{n})" for c, n in sorted(lack.items())))
        raise NotationError(f"position cards do not make the game's deck: {'; '.join(parts)}")
    if s.out and not s.ed.out_of_play:
        raise NotationError(f"position: {s.ed.id} has no cards out of play")
    ph = s.phase
    need_hand = {P.PLACE: 1, P.AXE: 1, P.LASSO_PLACE: 1, P.HUNT_PLACE: 1, P.TAKE_PLACE: 1}
    if ph in need_hand and len(s.hand) != need_hand[ph]:
        raise NotationError(f"position: phase {P.PHASE_NAMES[ph]} needs exactly one card in hand")
    if ph == P.LOOT and not s.hand:
        raise NotationError("position: phase loot needs the loot in hand")
    if ph not in (P.PLACE, P.AXE, P.LOOT, *need_hand) and s.hand:
        raise NotationError(f"position: phase {P.PHASE_NAMES[ph]} has no card in hand")
    if ph == P.AXE and s.hand[0] >> 2 != CRAZY_AXE:
        raise NotationError("position: phase axe needs the Crazy Axe in hand")
    if ph != P.AXE and any(c >> 2 == CRAZY_AXE for c in s.hand):
        raise NotationError("position: Crazy Axe is never placed; it is in hand only in phase axe")
    ed = s.ed
    if ph == P.LOOT:
        if ed.loot == LOOT_PELIKAN:
            raise NotationError("position: Pelikan has no loot phase (the attacker takes cards: phase take)")
        for c in s.hand:
            k = c >> 2
            if not (IS_BOOTY[k] or (ed.loot == LOOT_ASS and k in (BOW, STERN, SECTION))):
                raise NotationError(f"position: {card_text(c)} cannot be loot in {ed.id}")
    if ph in (P.HUNT, P.HUNT_PLACE) and not ed.hunters:
        raise NotationError(f"position: {ed.id} has no hunters")
    if ph in (P.SECOND,) and not ed.shaman_double_attack:
        raise NotationError(f"position: {ed.id} has no second attack")
    if ph in (P.TAKE, P.TAKE_PLACE) and ed.loot != LOOT_PELIKAN:
        raise NotationError(f"position: {ed.id} has no take phase")
    if ph == P.END:
        done = sum(1 for b in s.boats_of(s.seat) if b.complete)
        if not ed.may_end_at or done < ed.may_end_at:
            raise NotationError(f"position: phase end needs {ed.may_end_at or 'an edition with'} complete boats")
    if ph == P.CONTINUE and s.must_end:
        raise NotationError("position: phase continue with must-end: the turn has already ended")
    # Boats waiting to attack exist only while a completion's chain is resolved.
    chain = (P.LASSO_TAKE, P.LASSO_PLACE, P.SHOOT, P.HUNT, P.HUNT_PLACE, P.ATTACKER, P.ATTACK, P.SECOND, P.LOOT,
             P.TAKE, P.TAKE_PLACE)
    if s.pending and ph not in chain:
        raise NotationError(f"position: boats wait to attack (pending) in phase {P.PHASE_NAMES[ph]}")
    if s.attacker is not None and ph not in (P.ATTACK, P.SECOND):
        raise NotationError(f"position: an attacker is set in phase {P.PHASE_NAMES[ph]}")
    if s.first_target is not None and ph != P.SECOND:
        raise NotationError(f"position: a first target is set in phase {P.PHASE_NAMES[ph]}")
    if s.spoils and ph not in (P.TAKE, P.TAKE_PLACE):
        raise NotationError(f"position: spoils are set in phase {P.PHASE_NAMES[ph]}")
    if s.hunts and ph not in chain:
        raise NotationError(f"position: hunts are pending in phase {P.PHASE_NAMES[ph]}")
    boats = {(b.row, b.start) for b in s.boats_of(s.seat) if b.complete}
    for ref in s.pending + ([s.attacker] if s.attacker else []):
        if ref not in boats:
            raise NotationError(f"position: no complete boat of seat {s.seat} starts at row {ref[0]}, column {ref[1]}")
    if ph == P.ATTACK and s.attacker is None:
        raise NotationError("position: phase attack needs an attacker")
    if ph == P.SECOND and (s.attacker is None or s.first_target is None):
        raise NotationError("position: phase second needs an attacker and a first target")
    if ph == P.HUNT and not s.hunts:
        raise NotationError("position: phase hunt needs a suite to hunt")
    if ph == P.TAKE and not s.spoils:
        raise NotationError("position: phase take needs spoils")
    if s.first_target is not None:
        try:
            s._boat_at(*s.first_target)
        except AssertionError:
            raise NotationError("position field first-target: no boat starts there") from None
    if ph == P.ATTACKER and len(s.pending) < 2:
        raise NotationError("position: phase attacker needs two or more pending boats")
    for seat, r, c in s.spoils:
        if not s.rivers[seat][r][c]:
            raise NotationError(f"position field spoils: seat {seat}, row {r}, column {c} is empty")
    try:
        legal = s.legal()
    except (AssertionError, IndexError, ValueError, StopIteration) as e:  # pragma: no cover - a safety net
        raise NotationError(f"position is inconsistent: {e}") from None
    if ph != P.OVER and not legal:
        raise NotationError(f"position: the pending decision ({P.PHASE_NAMES[ph]}) has no legal action")
