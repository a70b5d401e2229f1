"""Determinization: a whole game state that shows exactly what a seat's view shows, with the hidden
cards (the order of the draw piles, and what lies in piles and face-down discard piles nobody has
seen) dealt at random.

Search bots play on such states instead of the true one, so they never read what their seat cannot
know. The view is read through small protocols (``ogallala.view.View`` satisfies them), so that the
engine imports nothing above it.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol, TypeVar

from .cards import KIND, SUITES, TRIBE_NAMES
from .errors import OgallalaError
from .fields import TODO, StateFields, from_fields
from .phases import PHASE_BY_NAME
from .state import State


class CardLike(Protocol):
    @property
    def id(self) -> str: ...
    @property
    def tribe(self) -> str | None: ...


#: The view's card type (its protocols are generic in it, since a Mapping's key type is invariant).
C = TypeVar("C", bound=CardLike)
C_co = TypeVar("C_co", bound=CardLike, covariant=True)


class RiverLike(Protocol[C_co]):
    @property
    def rows(self) -> Sequence[Sequence[C_co | None]]: ...


class PileLike(Protocol[C]):
    @property
    def size(self) -> int: ...
    @property
    def known(self) -> Mapping[C, int] | None: ...


class FlagsLike(Protocol):
    @property
    def duplicate(self) -> bool: ...
    @property
    def turn_ends(self) -> bool: ...
    @property
    def completed(self) -> bool: ...
    @property
    def took(self) -> bool: ...
    @property
    def todo(self) -> str: ...


class DecisionLike(Protocol[C_co]):
    @property
    def seat(self) -> int: ...
    @property
    def phase(self) -> str: ...
    @property
    def hand(self) -> Sequence[C_co]: ...
    @property
    def attacker(self) -> tuple[int, int] | None: ...
    @property
    def pending_attackers(self) -> Sequence[tuple[int, int]]: ...
    @property
    def first_target(self) -> tuple[int, int, int] | None: ...
    @property
    def hunting(self) -> Sequence[str]: ...
    @property
    def spoils(self) -> Sequence[tuple[int, int, int]]: ...
    @property
    def flags(self) -> FlagsLike: ...


class ViewLike(Protocol[C]):
    """What determinization reads of a view (``ogallala.view.View`` has all of it)."""

    @property
    def edition(self) -> str: ...
    @property
    def variants(self) -> Sequence[str]: ...
    @property
    def players(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def rivers(self) -> Sequence[RiverLike[C]]: ...
    @property
    def piles(self) -> Sequence[PileLike[C]]: ...
    @property
    def discard(self) -> Sequence[C] | None: ...
    @property
    def discard_size(self) -> int: ...
    @property
    def out_of_play(self) -> Sequence[C] | None: ...
    @property
    def refills_left(self) -> int: ...
    @property
    def bonus(self) -> Sequence[int]: ...
    @property
    def deck(self) -> Mapping[C, int]: ...
    @property
    def decision(self) -> DecisionLike[C] | None: ...


def _code(card: CardLike) -> int:
    return KIND[card.id] << 2 | (TRIBE_NAMES.index(card.tribe) if card.tribe else 0)


def _token(card: CardLike) -> str:
    return card.id if not card.tribe else f"{card.id}:{card.tribe}"


def unseen(view: ViewLike[C]) -> list[C]:
    """The cards of the deck that the view places nowhere (no river, hand, public pile or discard
    pile), in card-notation order."""
    seen: Counter[C] = Counter()
    for rv in view.rivers:
        seen.update(c for row in rv.rows for c in row if c is not None)
    if view.decision is not None:
        seen.update(view.decision.hand)
    seen.update(view.discard or ())
    seen.update(view.out_of_play or ())
    for pile in view.piles:
        if pile.known is not None:
            seen.update(pile.known)
    left = Counter(view.deck) - seen
    return sorted(left.elements(), key=_token)


def _expand(counts: Mapping[C, int]) -> list[C]:
    out: list[C] = []
    for card, n in counts.items():
        out.extend([card] * n)
    return out


def determinize(view: ViewLike[C], rng: random.Random) -> State:
    """A state that shows exactly ``view`` to its seat, the hidden cards dealt at random with ``rng``.

    Raises OgallalaError for a view of a finished game or a view whose cards do not add up.
    """
    decision = view.decision
    if decision is None:
        raise OgallalaError("a finished game has nothing hidden to sample")
    pool = unseen(view)
    rng.shuffle(pool)
    piles: list[list[C]] = []
    for pile in view.piles:
        if pile.known is not None:
            cards = _expand(pile.known)
            rng.shuffle(cards)
        else:
            cards, pool = pool[: pile.size], pool[pile.size :]
            if len(cards) != pile.size:
                raise OgallalaError(f"the view does not add up: pile of {pile.size} cards, {len(cards)} unseen")
        piles.append(cards)
    if view.discard is not None:
        discard = list(view.discard)
    else:  # a face-down discard pile (Pelikan): its contents are unseen too
        discard, pool = pool[: view.discard_size], pool[view.discard_size :]
    if pool:
        raise OgallalaError(f"the view does not add up: {len(pool)} cards are nowhere")
    generator = rng.getrandbits(64)
    deck: list[C] = _expand(view.deck)
    return from_fields(StateFields(
        edition=view.edition,
        variants=tuple(view.variants),
        players=view.players,
        deck=tuple(_codes(deck)),
        turn=view.turn,
        seat=decision.seat,
        phase=PHASE_BY_NAME[decision.phase],
        hand=tuple(_codes(decision.hand)),
        duplicate=decision.flags.duplicate,
        must_end=decision.flags.turn_ends,
        completed=decision.flags.completed,
        took=decision.flags.took,
        todo=TODO.index(decision.flags.todo),
        pending=tuple((r, c) for r, c in decision.pending_attackers),
        attacker=(decision.attacker[0], decision.attacker[1]) if decision.attacker else None,
        hunts=tuple(SUITES.index(name) for name in decision.hunting),
        first_target=decision.first_target,
        spoils=tuple((a, b, c) for a, b, c in decision.spoils),
        refills=view.refills_left,
        rng=generator,
        piles=tuple(tuple(_codes(p)) for p in piles),
        pile_public=tuple(p.known is not None for p in view.piles),
        discard=tuple(_codes(discard)),
        out=tuple(_codes(view.out_of_play or ())),
        bonus=tuple(view.bonus),
        rivers=tuple(tuple(tuple(_code(c) if c is not None else 0 for c in row) for row in rv.rows)
                     for rv in view.rivers),
    ), check=False)  # the view is the engine's own: its parts agree


def _codes(cards: Iterable[CardLike]) -> list[int]:
    return [_code(c) for c in cards]
