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
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from .cards import KIND, N_KINDS, SUITES, TRIBE_NAMES, card_text
from .errors import OgallalaError
from .fields import TODO, StateFields, from_fields
from .phases import OVER, PHASE_BY_NAME
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


class TerminationLike(Protocol):
    @property
    def value(self) -> str: ...


class OutcomeLike(Protocol):
    @property
    def termination(self) -> TerminationLike: ...
    @property
    def ended_by(self) -> int | None: ...


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
    @property
    def outcome(self) -> OutcomeLike | None: ...


def _code(card: CardLike) -> int:
    return KIND[card.id] << 2 | (TRIBE_NAMES.index(card.tribe) if card.tribe else 0)


def unseen(view: ViewLike[C]) -> list[C]:
    """The cards of the deck that the view places nowhere (no river, hand, public pile or discard
    pile), in card-notation order."""
    card = {_card_code(c): c for c in view.deck}
    return [card[x] for x in _Coded(view).unseen()]


class _Coded:
    """A view's cards as engine codes: the rivers, the hand, the public discard pile (None when it is
    face down), the cards out of play, each public pile (None for a hidden one) and the deck."""

    def __init__(self, view: ViewLike[C]) -> None:
        code = _card_code
        decision = view.decision
        self.rivers = tuple(tuple(tuple(0 if c is None else code(c) for c in row) for row in rv.rows)
                            for rv in view.rivers)
        self.hand = tuple([code(c) for c in decision.hand]) if decision is not None else ()
        self.shown = None if view.discard is None else [code(c) for c in view.discard]
        self.out = [code(c) for c in view.out_of_play or ()]
        self.known = [None if pile.known is None else _expand_codes(pile.known) for pile in view.piles]
        self.deck = Counter(_expand_codes(view.deck))

    def unseen(self) -> list[int]:
        """The deck's cards placed nowhere, in card-notation order (so that a seed deals alike)."""
        seen: Counter[int] = Counter(x for rv in self.rivers for row in rv for x in row if x)
        seen.update(self.hand)
        seen.update(self.shown or ())
        seen.update(self.out)
        for cards in self.known:
            seen.update(cards or ())
        return sorted((self.deck - seen).elements(), key=_NOTATION_ORDER.__getitem__)


def determinize(view: ViewLike[C], rng: random.Random) -> State:
    """A state that shows exactly ``view`` to its seat, the hidden cards dealt at random with ``rng``.

    Raises OgallalaError for a view of a finished game or a view whose cards do not add up.
    """
    if view.decision is None:
        raise OgallalaError("a finished game has nothing hidden to sample")
    return deal(view, rng)


def deal(view: ViewLike[C], rng: random.Random) -> State:
    """:func:`determinize`, for a finished game's view too (a state in the phase ``over``, which only
    shows what the view shows, like any other: the observation encoder reads views this way).

    Raises OgallalaError for a view whose cards do not add up.
    """
    decision = view.decision
    coded = _Coded(view)
    known = coded.known
    pool = coded.unseen()
    rng.shuffle(pool)
    piles: list[list[int]] = []
    for pile, cards in zip(view.piles, known, strict=True):
        if cards is not None:
            rng.shuffle(cards)
        else:
            cards, pool = pool[: pile.size], pool[pile.size :]
            if len(cards) != pile.size:
                raise OgallalaError(f"the view does not add up: pile of {pile.size} cards, {len(cards)} unseen")
        piles.append(cards)
    if coded.shown is not None:
        discard = coded.shown
    else:  # a face-down discard pile (Pelikan): its contents are unseen too
        discard, pool = pool[: view.discard_size], pool[view.discard_size :]
    if pool:
        raise OgallalaError(f"the view does not add up: {len(pool)} cards are nowhere")
    generator = rng.getrandbits(64)
    return from_fields(StateFields(
        edition=view.edition,
        variants=tuple(view.variants),
        players=view.players,
        deck=tuple(coded.deck.elements()),
        turn=view.turn,
        **(_decision_fields(decision, coded.hand) if decision is not None else _outcome_fields(view.outcome)),
        refills=view.refills_left,
        rng=generator,
        piles=tuple(tuple(p) for p in piles),
        pile_public=tuple(cards is not None for cards in known),
        discard=tuple(discard),
        out=tuple(coded.out),
        bonus=tuple(view.bonus),
        rivers=coded.rivers,
    ), check=False)  # the view is the engine's own: its parts agree


def _outcome_fields(outcome: OutcomeLike | None) -> dict[str, Any]:
    """The fields of a finished game's state: the phase, why it ended and who ended it."""
    if outcome is None:
        raise OgallalaError("the view has neither a decision nor an outcome")
    ender = outcome.ended_by
    return {"seat": 0, "phase": OVER, "reason": outcome.termination.value, "ender": -1 if ender is None else ender}


def _decision_fields(decision: DecisionLike[C], hand: tuple[int, ...]) -> dict[str, Any]:
    """The fields of a state that the view's decision gives (whose turn, the phase, the hand, the flags)."""
    return {
        "seat": decision.seat,
        "phase": PHASE_BY_NAME[decision.phase],
        "hand": hand,
        "duplicate": decision.flags.duplicate,
        "must_end": decision.flags.turn_ends,
        "completed": decision.flags.completed,
        "took": decision.flags.took,
        "todo": TODO.index(decision.flags.todo),
        "pending": tuple((r, c) for r, c in decision.pending_attackers),
        "attacker": (decision.attacker[0], decision.attacker[1]) if decision.attacker else None,
        "hunts": tuple(SUITES.index(name) for name in decision.hunting),
        "first_target": decision.first_target,
        "spoils": tuple((a, b, c) for a, b, c in decision.spoils),
    }


#: id(card) -> (the card, its code): a card's code without hashing the card (views reuse one object
#: per card). The entry holds its card, so no other object can take that id while it is kept.
_CODES: dict[int, tuple[CardLike, int]] = {}
_CODES_KEPT = 1024  # views intern their cards; other cards are coded afresh once this many are kept


def _card_code(card: CardLike) -> int:
    hit = _CODES.get(id(card))
    if hit is not None and hit[0] is card:
        return hit[1]
    code = _code(card)
    if len(_CODES) < _CODES_KEPT:
        _CODES[id(card)] = (card, code)
    return code


def _expand_codes(counts: Mapping[C, int]) -> list[int]:
    """The codes of a multiset of cards, each as often as it is counted, in the mapping's order."""
    out: list[int] = []
    for card, n in counts.items():
        out.extend([_card_code(card)] * n)
    return out


#: card code -> its place in card-notation order
_NOTATION_ORDER: dict[int, str] = {kind << 2 | tribe: card_text(kind << 2 | tribe)
                                   for kind in range(1, N_KINDS) for tribe in range(3)}
