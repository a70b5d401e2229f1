"""Card ids, their metadata and the decks, loaded from the data files in ``data/``.

Inside the engine a card is a small integer: ``kind << 2 | tribe``, where ``kind`` indexes
:data:`CARD_IDS` (0 is reserved for an empty cell) and ``tribe`` is 0 (none), 1 (red) or 2 (black).
"Same card" (rules.md section 3) compares kinds only: ``a >> 2 == b >> 2``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from importlib import resources
from typing import Any

from .errors import ConfigError

NO_TRIBE, RED, BLACK = 0, 1, 2
TRIBE_NAMES = ("", "red", "black")
LANGUAGES = ("en", "de", "nl", "fr")


def _load_json(name: str) -> Any:
    return json.loads(resources.files(__package__).joinpath("data", name).read_text("utf-8"))


_META: list[dict[str, Any]] = _load_json("cards.json")["cards"]

#: Card ids by kind index; index 0 is the empty cell.
CARD_IDS: tuple[str, ...] = ("",) + tuple(m["id"] for m in _META)
KIND: dict[str, int] = {cid: k for k, cid in enumerate(CARD_IDS) if k}
N_KINDS = len(CARD_IDS)

#: Per kind: the card's class ("bow", "stern", "section", "warrior", "totem", "booty").
CLASS: tuple[str, ...] = ("",) + tuple(m["kind"] for m in _META)
#: Per kind: combat strength (0 where the card has none).
STRENGTH: tuple[int, ...] = (0,) + tuple(m["strength"] or 0 for m in _META)
#: Per kind: True for warrior cards, the cards with a strength (rules.md section 2).
IS_WARRIOR: tuple[bool, ...] = (False,) + tuple(m["strength"] is not None for m in _META)
IS_BOW: tuple[bool, ...] = (False,) + tuple(m["kind"] == "bow" for m in _META)
IS_STERN: tuple[bool, ...] = (False,) + tuple(m["kind"] == "stern" for m in _META)
IS_BOOTY: tuple[bool, ...] = (False,) + tuple(m["kind"] == "booty" for m in _META)
SUITES: tuple[str, ...] = tuple(dict.fromkeys(m["suite"] for m in _META if m["suite"]))
#: Per kind: index into SUITES, or -1.
SUITE: tuple[int, ...] = (-1,) + tuple(SUITES.index(m["suite"]) if m["suite"] else -1 for m in _META)
HALF_LEFT, HALF_RIGHT, PERSON = 0, 1, 2
#: Per kind: HALF_LEFT, HALF_RIGHT, PERSON for suite cards, else -1.
HALF: tuple[int, ...] = (-1,) + tuple(
    {"left": 0, "right": 1, "person": 2}[m["half"]] if m["half"] else -1 for m in _META
)
NAMES: dict[str, dict[str, str]] = {m["id"]: m["names"] for m in _META}

BOW, STERN, SECTION = KIND["bow"], KIND["stern"], KIND["section"]
LASSO, ARCHER, CRAZY_AXE, TOTEM, SHAMAN = (
    KIND["lasso"], KIND["archer"], KIND["crazy-axe"], KIND["totem"], KIND["shaman"]
)


def card_code(kind: int, tribe: int = NO_TRIBE) -> int:
    """Return the engine's integer for a card of ``kind`` and ``tribe``."""
    return kind << 2 | tribe


def card_text(code: int) -> str:
    """Return a card's notation: its id, with ``:red`` or ``:black`` when it has a tribe."""
    tribe = code & 3
    return CARD_IDS[code >> 2] + (":" + TRIBE_NAMES[tribe] if tribe else "")


def display_name(card_id: object, language: object = "en") -> str:
    """Return a card's display name in ``language`` (en, de, nl or fr); an unknown card id or
    language raises ConfigError."""
    if not isinstance(language, str) or language not in LANGUAGES:
        raise ConfigError(f"unknown language {language!r}: choose one of {', '.join(LANGUAGES)}")
    if not isinstance(card_id, str) or card_id not in NAMES:
        raise ConfigError(f"unknown card id {card_id!r}")
    return NAMES[card_id][language]


@dataclass(frozen=True)
class Deck:
    """A deck as data: how many cards of each id, and whether the counts are a reconstruction."""

    name: str
    counts: tuple[tuple[str, int], ...]
    reconstructed: bool = False

    @property
    def size(self) -> int:
        return sum(n for _, n in self.counts)

    def cards(self, tribes: bool) -> list[int]:
        """Return the deck as card codes, in data order; with ``tribes`` warrior cards get a tribe.

        Tribes split each id half and half; an odd count gives the extra card to red (rules.md 2).
        """
        out: list[int] = []
        for cid, n in self.counts:
            k = KIND[cid]
            if tribes and IS_WARRIOR[k]:
                red = (n + 1) // 2
                out += [card_code(k, RED)] * red + [card_code(k, BLACK)] * (n - red)
            else:
                out += [card_code(k)] * n
        return out


def deck_from_counts(name: str, counts: dict[str, int]) -> Deck:
    """A deck from a mapping of card id to count (ids must be known)."""
    for cid in counts:
        if cid not in KIND:
            raise ConfigError(f"deck {name}: unknown card id {cid!r}")
    return Deck(name, tuple(counts.items()))


def load_deck(edition: str) -> Deck:
    """Load the deck data file of an edition (``data/<edition>.deck.json``)."""
    data = _load_json(f"{edition}.deck.json")
    counts = tuple((cid, int(n)) for cid, n in data["cards"].items())
    for cid, _ in counts:
        if cid not in KIND:
            raise ConfigError(f"deck {edition}: unknown card id {cid!r}")
    return Deck(edition, counts, bool(data.get("reconstructed", False)))
