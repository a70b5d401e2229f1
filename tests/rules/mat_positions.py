"""Positions for the mat editions (ASS "Ogallala I", Pelikan "Ogallala II"), built from notation.

:func:`make_position` writes a position text (format: ``ogallala/notation/position.py``) for the
situation a rule test needs. It takes the cards of the game's real deck (the edition's deck with the
variants' presets, or a custom deck), puts the requested cards in the rivers, the hand, the discard
pile, out of play and on top of the draw piles, and deals every card left over into the draw piles
(or, on request, the discard pile or out of play), so the position always holds exactly the deck
(card conservation, rules.md section 3).

Rivers are given per seat as mat notation (rules.md 7): rows joined by ``/``, cells by spaces,
``.`` for an empty space. A short form is accepted: a row may be shorter than the mat (it is
padded on the right with ``.``), missing rows are empty, and a row may start with ``N:`` to put its
first cell at column N (``"3: bow chief stern"``). The empty string is an empty mat.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence

import ogallala
from ogallala.notation.position import position_fields

ROWS = 3
_DECK_CACHE: dict[tuple[str, tuple[str, ...], tuple[tuple[str, int], ...] | None], tuple[str, list[str]]] = {}


def mat_width(variants: Sequence[str] = ()) -> int:
    """The mat's width: 14 spaces, 16 with ``river-16`` (rules.md 5.1, 6.1)."""
    return 16 if "river-16" in variants else 14


def deck_info(edition: str, variants: Sequence[str] = (),
              deck: dict[str, int] | None = None) -> tuple[str, list[str]]:
    """The game's deck as (the position's ``deck`` field, card tokens), learnt from a new game.

    The tokens carry ``:red`` / ``:black`` with two-tribes, exactly as the engine deals them.
    """
    key = (edition, tuple(sorted(variants)), tuple(sorted(deck.items())) if deck is not None else None)
    if key not in _DECK_CACHE:
        game = ogallala.new_game(edition, players=2, seed=5, variants=tuple(variants), deck=deck)
        f = position_fields(game.position())
        tokens = [t for p in f["piles"].split("|") for t in p.split()]
        tokens += f["hand"].split() + f["discard"].split() + f.get("out", "").split()
        for rv in f["rivers"].split("|"):
            tokens += [t for t in rv.replace("/", " ").split() if t != "."]
        _DECK_CACHE[key] = (f.get("deck", ""), tokens)
    d, tokens = _DECK_CACHE[key]
    return d, list(tokens)


def deck_tokens(edition: str, variants: Sequence[str] = (), deck: dict[str, int] | None = None) -> list[str]:
    """The cards of the game's deck as notation tokens."""
    return deck_info(edition, variants, deck)[1]


def mat_river(text: str, width: int = 14) -> str:
    """A full 3 x ``width`` mat river from the short form (see the module's docstring)."""
    rows = [r for r in text.split("/")] if text.strip() else []
    if len(rows) > ROWS:
        raise ValueError(f"a mat has {ROWS} rows, not {len(rows)}: {text!r}")
    out = []
    for r in rows:
        r = r.strip()
        start = 0
        head, sep, rest = r.partition(":")
        if sep and head.strip().isdigit():
            start = int(head)
            r = rest
        cells = ["."] * start + r.split()
        if len(cells) > width:
            raise ValueError(f"row {r!r} has {len(cells)} cells; the mat has {width}")
        out.append(" ".join(cells + ["."] * (width - len(cells))))
    while len(out) < ROWS:
        out.append(" ".join(["."] * width))
    return " / ".join(out)


def _card_tokens(text: str) -> list[str]:
    """The card tokens of a river (short or full form), hand or pile text."""
    out = []
    for row in text.split("/"):
        head, sep, rest = row.partition(":")
        if sep and head.strip().isdigit():
            row = rest
        out += [t for t in row.split() if t != "."]
    return out


def make_position(
    edition: str,
    rivers: Sequence[str] = ("", ""),
    *,
    variants: Sequence[str] = (),
    deck: dict[str, int] | None = None,
    seat: int = 0,
    phase: str = "draw",
    hand: str = "",
    discard: str = "",
    out: str = "",
    tops: Sequence[str] | None = None,
    piles: Sequence[str] | None = None,
    rest: int | str = 0,
    flags: str = "",
    todo: str = "none",
    pending: str = "",
    attacker: str = "",
    hunts: str = "",
    first_target: str = "",
    spoils: str = "",
    refills: int | None = None,
    turn: int = 1,
    public: str | None = None,
    bonus: str = "",
    result: str = "",
    shuffle_seed: int = 1,
) -> str:
    """Write a position text of a mat edition holding exactly the game's deck.

    ``rivers``: one river per seat (its length is the number of players), full or short form.
    ``tops``: per pile, cards (bottom to top: the last is drawn next) put on top of that pile; the
    cards left over are dealt under them, as evenly as possible. ``piles``: the exact draw piles
    instead; then ``rest`` says where the cards left over go: a pile index (under that pile),
    ``"discard"`` (under the given discard pile) or ``"out"`` (ASS: out of play). Raises ValueError
    when a card is asked for more often than the deck holds it.
    """
    variants = tuple(variants)
    deck_field, cards = deck_info(edition, variants, deck)
    n_piles = 1 if edition == "pelikan" else 3
    if tops is None:
        tops = [""] * n_piles
    width = mat_width(variants)
    full = [mat_river(rv, width) for rv in rivers]
    have = Counter(cards)
    used: Counter[str] = Counter()
    for part in [*full, hand, discard, out, *(piles if piles is not None else tops)]:
        used.update(_card_tokens(part))
    over = used - have
    if over:
        raise ValueError(f"the deck does not hold that many: {dict(over)}")
    left = sorted((have - used).elements())
    random.Random(shuffle_seed).shuffle(left)
    if piles is None:
        if len(tops) != n_piles:
            raise ValueError(f"{edition} has {n_piles} pile(s); {len(tops)} tops given")
        n = len(left)
        parts = [left[i * n // n_piles : (i + 1) * n // n_piles] for i in range(n_piles)]
        pile_texts = [" ".join([*parts[i], *tops[i].split()]) for i in range(n_piles)]
    else:
        if len(piles) != n_piles:
            raise ValueError(f"{edition} has {n_piles} pile(s); {len(piles)} given")
        pile_texts = list(piles)
        if rest == "discard":
            discard = " ".join([*left, *discard.split()])
        elif rest == "out":
            out = " ".join([*left, *out.split()])
        elif isinstance(rest, int) and 0 <= rest < n_piles:
            pile_texts[rest] = " ".join([*left, *pile_texts[rest].split()])
        else:
            raise ValueError(f"rest is 'discard', 'out' or a pile index, not {rest!r}")
    if refills is None:
        refills = 3 if edition == "pelikan" else 0
    if public is None:
        public = ",".join(["0"] * n_piles)
    fields = [
        f"ogallala-position 1 {edition}",
        f"players={len(rivers)}",
        f"variants={' '.join(variants)}",
    ]
    if deck_field:
        fields.append(f"deck={deck_field}")
    fields += [
        f"turn={turn}",
        f"seat={seat}",
        f"phase={phase}",
        f"hand={' '.join(hand.split())}",
        f"flags={flags}",
        f"todo={todo}",
        f"pending={pending}",
        f"attacker={attacker}",
        f"hunts={hunts}",
        f"first-target={first_target}",
        f"spoils={spoils}",
        f"refills={refills}",
        "rng=9e3779b97f4a7c15",
        "piles=" + "|".join(" ".join(p.split()) for p in pile_texts),
        f"public={public}",
        f"discard={' '.join(discard.split())}",
        f"out={' '.join(out.split())}",
        "rivers=" + "|".join(full),
        f"bonus={bonus}",
        f"result={result}",
    ]
    return ";".join(fields)


def game_at(edition: str, rivers: Sequence[str] = ("", ""), **kw: object) -> ogallala.Game:
    """The game in the position :func:`make_position` writes."""
    return ogallala.load_position(make_position(edition, rivers, **kw))  # type: ignore[arg-type]


def texts(game: ogallala.Game) -> list[str]:
    """The legal actions' texts."""
    return [str(a) for a in game.legal_actions()]


def words(game: ogallala.Game, word: str) -> list[str]:
    """The legal actions' texts that start with ``word``."""
    return [t for t in texts(game) if t.split()[0] == word]


def play(game: ogallala.Game, *actions: str) -> ogallala.Game:
    """Apply the actions in order; return the game."""
    for a in actions:
        game.apply(a)
    return game


def phase(game: ogallala.Game) -> str:
    """The pending decision (``over`` once the game ended)."""
    return game.phase


def rows(game: ogallala.Game, seat: int) -> list[list[str]]:
    """A seat's mat as rows of tokens (``.`` for empty)."""
    return [r.split() for r in game.river(seat).split(" / ")]


def cell(game: ogallala.Game, seat: int, r: int, c: int) -> str:
    """The token at row ``r``, column ``c`` of a seat's mat."""
    return rows(game, seat)[r][c]


def census_total(game: ogallala.Game) -> int:
    """Cards counted by the census; always the deck's size (rules.md 3)."""
    return int(game.census()["total"])


def event_names(game: ogallala.Game) -> list[str]:
    """The names of the events so far."""
    return [e["event"] for e in game.events]
