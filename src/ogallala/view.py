"""Views: what one seat (or a spectator) may see of a game, as JSON-ready data.

A view never holds the order of a draw pile. What it tells of a pile is its size and, for a
pile made from the public discard pile, which cards it holds (as counts, in card-id order).
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from .notation.river import format_river
from .rules import state as S
from .rules.actions import format_code
from .rules.cards import SUITES, card_text
from .rules.state import event_dict

if TYPE_CHECKING:
    from .game import Game

VIEW_VERSION = 1


def _counts(cards: list[int]) -> dict[str, int]:
    return dict(sorted(Counter(card_text(c) for c in cards).items()))


def build_view(game: Game, seat: int | None, events: bool = True) -> dict[str, Any]:
    """Build the view of ``seat`` (None: spectator); ``events=False`` leaves out the event list."""
    s = game.state
    ed = s.ed
    rivers = []
    for i in range(s.n):
        rivers.append({
            "seat": i,
            "text": format_river(s.rivers[i]),
            "boats": game.boats(i),
            "complete_boats": sum(1 for b in s.boats_of(i) if b.complete),
            "score": s.score(i),
        })
    piles = []
    for p, pile in enumerate(s.piles):
        piles.append({
            "pile": p + 1,
            "size": len(pile),
            "known": _counts(pile) if s.pile_public[p] else None,
        })
    decision: dict[str, Any] | None = None
    if s.phase != S.OVER:
        decision = {
            "seat": s.seat,
            "phase": S.PHASE_NAMES[s.phase],
            "hand": [card_text(c) for c in s.hand],
            "attacker": list(s.attacker) if s.attacker else None,
            "pending_attackers": [list(p) for p in s.pending],
            "first_target": list(s.first_target) if s.first_target else None,
            "hunting": [SUITES[x] for x in s.hunts],
            "spoils": [list(x) for x in s.spoils],
            "legal_actions": [{"text": format_code(c), "code": c} for c in s.legal()],
            # What the rules remember within the turn (public): the drawn card was a duplicate,
            # the turn ends once the card is dealt with, a boat was completed in this chain, and
            # the drawn card's action still to come.
            "flags": {"duplicate": s.dup, "turn_ends": s.must_end, "completed": s.completed, "took": s.took,
                      "todo": ("none", "lasso", "archer")[s.todo]},
        }
    return {
        "version": VIEW_VERSION,
        "edition": ed.id,
        "edition_name": ed.name,
        "variants": list(game.variants),
        "players": s.n,
        "seat": seat,
        "turn": s.turn,
        "current_seat": None if s.phase == S.OVER else s.seat,
        "rivers": rivers,
        "piles": piles,
        "discard": [card_text(c) for c in s.discard] if ed.discard_public and not ed.out_of_play else None,
        "discard_size": len(s.discard),
        "out_of_play": [card_text(c) for c in s.out] if ed.out_of_play else None,
        "refills_left": s.refills,
        "bonus": list(s.bonus),
        "river": {"rows": ed.rows, "width": s.width, "free_layout": ed.free_layout},
        "deck_size": len(s.deck),
        "deck": _counts(list(s.deck)),
        "scores": s.scores(),
        "decision": decision,
        "over": s.phase == S.OVER,
        "result": game.result(),
    } | ({"events": [event_dict(e) for e in s.events or ()]} if events else {})
