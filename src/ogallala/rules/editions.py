"""Editions as data plus a few rule hooks (rules.md section 1).

An :class:`Edition` holds what differs between the published editions: deck, player range,
river shape, draw piles, refills, where discarded cards go and how boats are cut and scored.
The engine (:mod:`.state`) asks the edition; it never tests an edition's name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from .cards import Deck, load_deck
from .errors import ConfigError
from .river import amigo_boat_points


@dataclass(frozen=True)
class Edition:
    """What one published edition of the game is, as data and hooks."""

    id: str
    name: str
    min_players: int
    max_players: int
    deck: Deck
    piles: int  # number of draw piles
    max_refills: int  # how often the discard pile may become a draw pile
    free_layout: bool  # AMIGO: a river is its bounding box of at most rows x width
    width: int  # AMIGO: the bounding box's width limit; mats: the mat's width
    rows: int
    gap_joins: bool  # a single empty space may join two cards into one boat (section 3)
    row_unique: bool  # no row may hold the same card twice
    discard_public: bool
    boat_points: Callable[[tuple[int, ...]], int]
    variants: frozenset[str] = field(default_factory=frozenset)


AMIGO = Edition(
    id="amigo",
    name="AMIGO 2002",
    min_players=2,
    max_players=5,
    deck=load_deck("amigo"),
    piles=3,
    max_refills=3,
    free_layout=True,
    width=14,
    rows=3,
    gap_joins=True,
    row_unique=True,
    discard_public=True,
    boat_points=amigo_boat_points,
    variants=frozenset({"two-tribes"}),
)

EDITIONS: dict[str, Edition] = {AMIGO.id: AMIGO}
#: Every variant name the project knows, and the editions it applies to.
KNOWN_VARIANTS: dict[str, tuple[str, ...]] = {
    "two-tribes": ("amigo", "ass", "pelikan"),
    "river-16": ("ass", "pelikan"),
    "sorted-stacks": ("ass",),
}


def get_edition(edition_id: str) -> Edition:
    """Return an edition by id; an unknown or not yet playable one raises ConfigError."""
    ed = EDITIONS.get(edition_id)
    if ed is None:
        known = ", ".join(sorted(EDITIONS))
        if edition_id in ("ass", "pelikan"):
            raise ConfigError(f"edition {edition_id!r} is not playable yet: playable editions are {known}")
        raise ConfigError(f"unknown edition {edition_id!r}: choose one of {known}")
    return ed


def check_variants(ed: Edition, variants: tuple[str, ...] | list[str]) -> tuple[str, ...]:
    """Validate variant names for an edition; return them sorted and without repeats."""
    out = []
    for v in variants:
        if not isinstance(v, str):
            raise ConfigError(f"a variant is a name, not {type(v).__name__}")
        if v not in KNOWN_VARIANTS:
            raise ConfigError(f"unknown variant {v!r}: known variants are {', '.join(sorted(KNOWN_VARIANTS))}")
        if v not in ed.variants:
            raise ConfigError(f"variant {v!r} does not apply to edition {ed.id!r}")
        out.append(v)
    return tuple(sorted(set(out)))
