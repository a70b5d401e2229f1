"""Shared helpers: build positions from river notation (fixtures written in notation: docs/notation.md).

:func:`make_position` writes an AMIGO position text (format: ``ogallala/notation/position.py``) for the
situation a rule test needs. It takes the 112 cards of the real deck, puts the requested cards in
the rivers, hand, discard pile and on top of the draw piles, and deals every card left over into
the draw piles, so the position always holds exactly the deck (card conservation, rules.md 3).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

import pytest

import ogallala
from ogallala.notation.position import position_fields as position_fields  # re-exported for the tests
from ogallala.notation.position import with_position_fields


def pytest_sessionstart(session: pytest.Session) -> None:
    """Refuse to test a compiled engine older than its source: the tests would run the old code."""
    stale = []
    package = Path(ogallala.__file__).parent
    for built in [*(package / "rules").glob("*.so"), *(package / "ai").glob("*.so"), *(package / "env").glob("*.so")]:
        source = built.with_name(built.name.split(".")[0] + ".py")
        if source.exists() and source.stat().st_mtime > built.stat().st_mtime:
            stale.append(source.name)
    if stale:
        pytest.exit(f"the compiled rules engine is older than {', '.join(stale)}: rebuild it with "
                    "`bash scripts/test` (it rebuilds by itself) or `.venv/bin/pip install -e .`", returncode=3)

_BASE_SEED = 20020
_DECK_CACHE: dict[bool, list[str]] = {}


def deck_tokens(tribes: bool = False) -> list[str]:
    """The deck's cards as notation tokens (``chief``, ``chief:red`` with two-tribes)."""
    if tribes not in _DECK_CACHE:
        game = ogallala.new_game("amigo", players=2, seed=_BASE_SEED, variants=("two-tribes",) if tribes else ())
        fields = dict(f.split("=", 1) for f in game.position().split(";")[1:])
        _DECK_CACHE[tribes] = [tok for pile in fields["piles"].split("|") for tok in pile.split()]
        assert len(_DECK_CACHE[tribes]) == 112
    return list(_DECK_CACHE[tribes])


def _tokens(text: str) -> list[str]:
    return [t for t in text.replace("/", " ").split() if t != "."]


def with_fields(text: str, **changes: str) -> str:
    """The position text with some fields replaced (an unknown field raises NotationError)."""
    return with_position_fields(text, **changes)


def pad_river(river: str) -> str:
    """Normalise a river text: rows padded on the right with ``.`` to the widest row's width."""
    rows = [r.split() for r in river.split("/")] if river.strip() else []
    width = max((len(r) for r in rows), default=0)
    return " / ".join(" ".join(r + ["."] * (width - len(r))) for r in rows)


def make_position(
    rivers: Sequence[str] = ("", ""),
    *,
    tribes: bool = False,
    seat: int = 0,
    phase: str = "draw",
    hand: str = "",
    discard: str = "",
    tops: Sequence[str] = ("", "", ""),
    piles: Sequence[str] | None = None,
    rest: int | str = 0,
    flags: str = "",
    todo: str = "none",
    pending: str = "",
    attacker: str = "",
    refills: int = 3,
    turn: int = 1,
    public: str = "0,0,0",
    result: str = "",
    shuffle_seed: int = 1,
) -> str:
    """Write a position text holding the whole deck.

    ``rivers``: one river text per seat (its length is the number of players; shorter rows are
    padded on the right, see :func:`pad_river`). ``tops``: cards
    (bottom to top, the last is drawn next) put on top of each draw pile. ``piles``: the exact
    draw piles instead; then ``rest`` says where the cards left over go: ``"discard"`` (under the
    given discard pile) or a pile index 0..2 (under that pile). Raises ValueError when a card is
    asked for more often than the deck holds it.
    """
    deck = Counter(deck_tokens(tribes))
    used = Counter()
    for part in [*rivers, hand, discard, *(piles if piles is not None else tops)]:
        used.update(_tokens(part))
    over = used - deck
    if over:
        raise ValueError(f"the deck does not hold that many: {dict(over)}")
    left = sorted((deck - used).elements())
    random.Random(shuffle_seed).shuffle(left)
    if piles is None:
        n = len(left)
        parts = [left[i * n // 3 : (i + 1) * n // 3] for i in range(3)]
        pile_texts = [" ".join([*parts[i], *tops[i].split()]) for i in range(3)]
    else:
        pile_texts = list(piles)
        if rest == "discard":
            discard = " ".join([*left, *discard.split()])
        elif isinstance(rest, int) and 0 <= rest < 3:
            pile_texts[rest] = " ".join([*left, *pile_texts[rest].split()])
        else:
            raise ValueError(f"rest is 'discard' or a pile index 0..2, not {rest!r}")
    fields = [
        "ogallala-position 1 amigo",
        f"players={len(rivers)}",
        f"variants={'two-tribes' if tribes else ''}",
        f"turn={turn}",
        f"seat={seat}",
        f"phase={phase}",
        f"hand={hand}",
        f"flags={flags}",
        f"todo={todo}",
        f"pending={pending}",
        f"attacker={attacker}",
        f"refills={refills}",
        "rng=9e3779b97f4a7c15",
        "piles=" + "|".join(" ".join(p.split()) for p in pile_texts),
        f"public={public}",
        f"discard={' '.join(discard.split())}",
        "rivers=" + "|".join(pad_river(r) for r in rivers),
        f"result={result}",
    ]
    return ";".join(fields)


def game_at(rivers: Sequence[str] = ("", ""), **kw: object) -> ogallala.Game:
    """The game in the position :func:`make_position` writes."""
    return ogallala.load_position(make_position(rivers, **kw))  # type: ignore[arg-type]


def texts(game: ogallala.Game) -> list[str]:
    """The legal actions' texts."""
    return [str(a) for a in game.legal_actions()]


def river_constraint_breaks(river: str, tribes: bool = False) -> list[str]:
    """The lasting placement rules of rules.md 4.4 that a river text breaks (an independent check).

    Bounding box within 3 x 14 and tight (no empty edge row or column), no row holding the same
    card id twice, only a stern directly left of a bow and only a bow directly right of a stern,
    and (two tribes) no boat with warriors of both tribes.
    """
    if not river.strip():
        return []
    rows = [r.split() for r in river.split(" / ")]
    out = []
    if len(rows) > 3:
        out.append(f"{len(rows)} rows")
    widths = {len(r) for r in rows}
    if len(widths) != 1:
        out.append(f"ragged rows {widths}")
    if max(widths) > 14:
        out.append(f"{max(widths)} columns")
    if all(c == "." for c in rows[0]) or all(c == "." for c in rows[-1]):
        out.append("empty edge row")
    if all(r[0] == "." for r in rows) or all(r[-1] == "." for r in rows):
        out.append("empty edge column")
    for i, row in enumerate(rows):
        ids = [c.split(":")[0] for c in row]
        dup = [k for k, n in Counter(x for x in ids if x != ".").items() if n > 1]
        if dup:
            out.append(f"row {i} repeats {dup}")
        for c in range(1, len(ids)):
            a, b = ids[c - 1], ids[c]
            if a == "." or b == ".":
                continue
            if (b in BOWS) != (a in STERNS):
                out.append(f"row {i}: {a} directly left of {b}")
        if tribes:
            for boat in cut_boats(row):
                tr = {row[c].split(":")[1] for c in boat if ":" in row[c]}
                if len(tr) > 1:
                    out.append(f"row {i}: boat at {boat[0]} has both tribes")
    return out


BOWS = frozenset({"bow", "bow-warrior"})
STERNS = frozenset({"stern", "stern-warrior"})


def cut_boats(row: Sequence[str]) -> list[list[int]]:
    """Cut a row of tokens into boats (rules.md section 3, AMIGO), as lists of occupied columns.

    Written from the rule text, independently of the engine.
    """
    boats: list[list[int]] = []
    prev = -1
    for col, tok in enumerate(row):
        if tok == ".":
            continue
        cid = tok.split(":")[0]
        if prev < 0:
            boats.append([col])
        else:
            a = row[prev].split(":")[0]
            d = col - prev
            joined = a not in STERNS and (d == 1 or (d == 2 and cid not in BOWS))
            if joined:
                boats[-1].append(col)
            else:
                boats.append([col])
        prev = col
    return boats


def random_states(edition: str, players: int, variants: tuple[str, ...], seed: int, every: int):
    """The states of a random game, one in ``every`` (with at least two legal actions)."""
    rng = random.Random(seed)
    game = ogallala.new_game(edition, players, seed, variants)
    step = 0
    while not game.is_over():
        legal = game.legal_actions()
        if len(legal) > 1 and step % every == 0:
            yield game
        game.apply(legal[rng.randrange(len(legal))])
        step += 1


def hidden_twin(game: ogallala.Game, rng: random.Random) -> ogallala.Game:
    """The same game with the order of every hidden pile shuffled and another generator state."""
    pos = game.position()
    fields = position_fields(pos)
    public = fields["public"].split(",")
    piles = []
    for pile, pub in zip(fields["piles"].split("|"), public, strict=True):
        cards = pile.split()
        if pub == "0":
            rng.shuffle(cards)
        piles.append(" ".join(cards))
    twin = with_fields(pos, piles="|".join(piles), rng=f"{rng.getrandbits(64):016x}")
    assert twin != pos
    return ogallala.load_position(twin)
