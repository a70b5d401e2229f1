"""Editions as data plus a few rule hooks (rules.md sections 1, 4, 5, 6).

An :class:`Edition` holds what differs between the published editions: deck, player range,
river shape, draw piles, refills, where cards that leave a river go, how boats are cut and
scored, and which rules apply. The engine (:mod:`.state`) asks the edition; it never tests an
edition's name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .cards import Deck, load_deck
from .errors import ConfigError
from .river import amigo_boat_points, ass_boat_points, pelikan_boat_points

# How a turn goes on after a card (rules.md 4.2, 5.2, 6.2).
TURN_AMIGO = "amigo"  # a duplicate, lasso, archer, axe, completion or discard ends it; else draw or stop
TURN_ASS = "ass"  # only after an empty or booty card may the player draw again or stop
TURN_PELIKAN = "pelikan"  # draw until a duplicate or an unplaceable card; no stop

# What a conquered boat gives (rules.md 4.9, 5.4, 6.4).
LOOT_AMIGO = "amigo"  # booty, placed as the attacker chooses; the rest to the discard pile
LOOT_ASS = "ass"  # booty and empty cards must be placed; warriors out of play
LOOT_PELIKAN = "pelikan"  # warriors discarded; the attacker may take cards he lacks; the rest stays

# How a drawn suite card may be shifted in (rules.md 4.5, 5.5).
SHIFT_RUN = "run"  # AMIGO: insert at an occupied column, moving a run
SHIFT_MOVES = "moves"  # ASS: suite cards of the row move one space each
SHIFT_NONE = "none"

#: Variants and the editions they apply to (rules.md section 1).
KNOWN_VARIANTS: dict[str, tuple[str, ...]] = {
    "two-tribes": ("amigo", "ass", "pelikan"),
    "river-16": ("ass", "pelikan"),
    "sorted-stacks": ("ass",),
    "more-lassos-archers": ("amigo", "ass", "pelikan"),
    "fewer-axes": ("amigo", "ass"),
    "no-axes": ("amigo", "ass"),
    "no-totems": ("amigo", "ass", "pelikan"),
}
#: The deck presets among the variants: card id -> change of count (None: remove them all).
DECK_PRESETS: dict[str, dict[str, int | None]] = {
    "more-lassos-archers": {"lasso": 2, "archer": 2},
    "fewer-axes": {"crazy-axe": -2},
    "no-axes": {"crazy-axe": None},
    "no-totems": {"totem": None},
}


@dataclass(frozen=True)
class Edition:
    """What one published edition of the game is, as data and hooks."""

    id: str
    name: str
    min_players: int
    max_players: int
    deck: Deck
    card_ids: frozenset[str]  # the ids a deck of this edition may hold (custom decks)
    piles: int  # number of draw piles
    max_refills: int  # how often the discard pile may become a draw pile
    free_layout: bool  # AMIGO: a river is its bounding box; touching and bow/stern neighbour rules
    width: int  # AMIGO: the bounding box's width limit; mats: the mat's width
    rows: int
    gap_joins: bool  # a single empty space may join two cards into one boat (section 3)
    row_unique: bool  # no row may hold the same card twice
    discard_public: bool  # the discard pile (or the cards out of play) lies face up
    out_of_play: bool  # cards leaving a river go out of play, not to a discard pile (ASS)
    may_discard: bool  # a drawn card may be discarded instead of placed (AMIGO)
    turn: str  # TURN_*
    lasso_optional: bool
    archer_optional: bool
    takes_from_complete: bool  # lasso, archer and hunters reach complete boats (Pelikan)
    lasso_totem_only_if_protected: bool  # from a protected boat the lasso takes only the totem
    act_when_unplaced: bool  # lasso and archer act even when their card cannot be placed (Pelikan)
    attack_complete: bool  # complete boats may be attacked
    loot: str  # LOOT_*
    shaman_double_attack: bool
    hunters: bool
    shift: str  # SHIFT_*
    may_end_at: int  # complete boats that let the player end the game (after a completion)
    must_end_at: int  # ... that end it by force (0: never)
    end_at_once_at: int  # ... that end it at once, with first_bonus for that seat (0: never)
    first_bonus: int
    boat_points: Callable[[tuple[int, ...], bool], int]
    variants: frozenset[str]

    def check_players(self, players: object) -> None:
        """Raise ConfigError unless ``players`` is a whole number in this edition's player range."""
        in_range = isinstance(players, int) and not isinstance(players, bool) and (
            self.min_players <= players <= self.max_players)
        if not in_range:
            raise ConfigError(f"{self.name} is for {self.min_players} to {self.max_players} players, not {players!r}")

    def __reduce__(self) -> tuple[Callable[[object], Edition], tuple[str]]:
        """Pickle an edition by its id: there is one object per edition (and a compiled frozen
        dataclass cannot be rebuilt field by field)."""
        return get_edition, (self.id,)


def _edition(deck_name: str, extra_ids: tuple[str, ...] = (), **kw: Any) -> Edition:
    deck = load_deck(deck_name)
    return Edition(deck=deck, card_ids=frozenset(cid for cid, _ in deck.counts) | frozenset(extra_ids),
                   variants=frozenset(v for v, eds in KNOWN_VARIANTS.items() if deck_name in eds), **kw)


AMIGO = _edition(
    "amigo", id="amigo", name="AMIGO 2002", min_players=2, max_players=5, piles=3, max_refills=3,
    free_layout=True, width=14, rows=3, gap_joins=True, row_unique=True, discard_public=True,
    out_of_play=False, may_discard=True, turn=TURN_AMIGO, lasso_optional=False, archer_optional=False,
    takes_from_complete=False, lasso_totem_only_if_protected=False, act_when_unplaced=False,
    attack_complete=True, loot=LOOT_AMIGO, shaman_double_attack=False, hunters=False, shift=SHIFT_RUN,
    may_end_at=3, must_end_at=5, end_at_once_at=0, first_bonus=0, boat_points=amigo_boat_points,
)
ASS = _edition(
    "ass", id="ass", name='ASS "Ogallala I"', min_players=2, max_players=4, piles=3, max_refills=0,
    free_layout=False, width=14, rows=3, gap_joins=False, row_unique=False, discard_public=True,
    out_of_play=True, may_discard=False, turn=TURN_ASS, lasso_optional=True, archer_optional=True,
    takes_from_complete=False, lasso_totem_only_if_protected=True, act_when_unplaced=False,
    attack_complete=True, loot=LOOT_ASS, shaman_double_attack=False, hunters=False, shift=SHIFT_MOVES,
    may_end_at=3, must_end_at=0, end_at_once_at=0, first_bonus=0, boat_points=ass_boat_points,
    extra_ids=("section",),
)
PELIKAN = _edition(
    "pelikan", id="pelikan", name='Pelikan 1975 "Ogallala II"', min_players=2, max_players=4, piles=1,
    max_refills=3, free_layout=False, width=14, rows=3, gap_joins=False, row_unique=True,
    discard_public=False, out_of_play=False, may_discard=False, turn=TURN_PELIKAN, lasso_optional=True,
    archer_optional=True, takes_from_complete=True, lasso_totem_only_if_protected=True,
    act_when_unplaced=True, attack_complete=False, loot=LOOT_PELIKAN, shaman_double_attack=True,
    hunters=True, shift=SHIFT_NONE, may_end_at=0, must_end_at=0, end_at_once_at=3, first_bonus=300,
    boat_points=pelikan_boat_points,
)

EDITIONS: dict[str, Edition] = {e.id: e for e in (AMIGO, ASS, PELIKAN)}


def get_edition(edition_id: object) -> Edition:
    """Return an edition by id; an unknown one (or not a string) raises ConfigError."""
    ed = EDITIONS.get(edition_id) if isinstance(edition_id, str) else None
    if ed is None:
        raise ConfigError(f"unknown edition {edition_id!r}: choose one of {', '.join(EDITIONS)}")
    return ed


def check_variants(ed: Edition, variants: object) -> tuple[str, ...]:
    """Validate variant names for an edition (a list or tuple of names, or one name); return them
    sorted and without repeats."""
    if isinstance(variants, str):
        variants = (variants,)
    if not isinstance(variants, tuple | list):
        raise ConfigError(f"variants are a list of names, not {type(variants).__name__}")
    out: list[str] = []
    for v in variants:
        if not isinstance(v, str):
            raise ConfigError(f"a variant is a name, not {type(v).__name__}")
        if v not in KNOWN_VARIANTS:
            raise ConfigError(f"unknown variant {v!r}: known variants are {', '.join(sorted(KNOWN_VARIANTS))}")
        if v not in ed.variants:
            raise ConfigError(f"variant {v!r} does not apply to edition {ed.id!r}")
        out.append(v)
    if "fewer-axes" in out and "no-axes" in out:
        raise ConfigError("variants 'fewer-axes' and 'no-axes' exclude each other")
    return tuple(sorted(set(out)))


def deck_counts(ed: Edition, variants: tuple[str, ...], custom: dict[Any, Any] | None = None) -> dict[str, int]:
    """The card counts a game deals: the edition's deck (or ``custom``) changed by the presets.

    A card id the edition lacks, a count that is not a whole number >= 0, or an empty deck
    raises ConfigError.
    """
    counts: dict[str, int]
    if custom is None:
        counts = dict(ed.deck.counts)
    else:
        if not isinstance(custom, dict):
            raise ConfigError("a custom deck is a mapping of card id to count")
        counts = {}
        for cid, n in custom.items():
            if cid not in ed.card_ids:
                raise ConfigError(f"custom deck: card id {cid!r} is not part of edition {ed.id!r}")
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                raise ConfigError(f"custom deck: count of {cid!r} must be a whole number >= 0, not {n!r}")
            counts[cid] = n
    for v in variants:
        for cid, change in DECK_PRESETS.get(v, {}).items():
            counts[cid] = 0 if change is None else max(0, counts.get(cid, 0) + change)
    counts = {cid: n for cid, n in counts.items() if n}
    if sum(counts.values()) < 2:
        raise ConfigError("a deck needs at least two cards")
    return counts
