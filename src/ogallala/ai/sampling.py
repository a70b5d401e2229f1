"""Sampling what a seat cannot see: the order (and, where unknown, the contents) of the piles.

A search bot must not read the true state. It builds games that agree with everything its view
shows and differ only in what is hidden: :func:`sample_game` deals the unseen cards at random
into the piles (and, in Pelikan, the face-down discard pile).
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from ..game import Game, load_position
from ..rules.errors import OgallalaError


def unseen_cards(view: dict[str, Any]) -> list[str]:
    """The cards a view does not place anywhere (in no river, hand, public pile or discard pile)."""
    seen: Counter[str] = Counter()
    for rv in view["rivers"]:
        for row in rv["text"].split("/") if rv["text"].strip() else []:
            seen.update(tok for tok in row.split() if tok != ".")
    decision = view.get("decision") or {}
    seen.update(decision.get("hand", []))
    seen.update(view.get("discard") or [])
    seen.update(view.get("out_of_play") or [])
    for pile in view["piles"]:
        if pile["known"] is not None:
            seen.update(pile["known"])
    unseen = Counter(view["deck"]) - seen
    return sorted(unseen.elements())


def sample_game(view: dict[str, Any], rng: random.Random) -> Game:
    """A game that shows exactly ``view`` to its seat, with the hidden cards dealt at random.

    Raises OgallalaError for a view of a finished game or a view that does not add up.
    """
    decision = view.get("decision")
    if view.get("over") or decision is None:
        raise OgallalaError("a finished game has nothing hidden to sample")
    pool = unseen_cards(view)
    rng.shuffle(pool)
    piles = []
    for pile in view["piles"]:
        if pile["known"] is not None:
            cards = list(Counter(pile["known"]).elements())
            rng.shuffle(cards)
        else:
            cards, pool = pool[: pile["size"]], pool[pile["size"] :]
        piles.append(cards)
    if view.get("discard") is not None:
        discard = list(view["discard"])
    else:  # a face-down discard pile (Pelikan): its contents are unseen too
        discard, pool = pool[: view["discard_size"]], pool[view["discard_size"] :]
    if pool:
        raise OgallalaError(f"the view does not add up: {len(pool)} cards are nowhere")
    flags = decision["flags"]
    deck_ids = Counter()  # type: Counter[str]
    for card, n in view["deck"].items():
        deck_ids[card.split(":")[0]] += n
    fields = [
        f"ogallala-position 1 {view['edition']}",
        f"players={view['players']}",
        f"variants={' '.join(view['variants'])}",
        "deck=" + ",".join(f"{cid}:{n}" for cid, n in sorted(deck_ids.items())),
        f"turn={view['turn']}",
        f"seat={decision['seat']}",
        f"phase={decision['phase']}",
        "hand=" + " ".join(decision["hand"]),
        "flags=" + ",".join(name for name, key in (("dup", "duplicate"), ("must-end", "turn_ends"),
                                                   ("completed", "completed"), ("took", "took"))
                                    if flags.get(key)),
        f"todo={flags['todo']}",
        "pending=" + ",".join(f"{r} {c}" for r, c in decision["pending_attackers"]),
        "attacker=" + (" ".join(map(str, decision["attacker"])) if decision["attacker"] else ""),
        "hunts=" + " ".join(decision["hunting"]),
        "first-target=" + (" ".join(map(str, decision["first_target"])) if decision["first_target"] else ""),
        "spoils=" + ",".join(" ".join(map(str, x)) for x in decision["spoils"]),
        f"refills={view['refills_left']}",
        f"rng={rng.getrandbits(64):016x}",
        "piles=" + "|".join(" ".join(p) for p in piles),
        "public=" + ",".join("0" if p["known"] is None else "1" for p in view["piles"]),
        "discard=" + " ".join(discard),
        "out=" + " ".join(view.get("out_of_play") or []),
        "rivers=" + "|".join(rv["text"] for rv in view["rivers"]),
        "bonus=" + ",".join(map(str, view["bonus"])),
        "result=",
    ]
    return load_position(";".join(fields))
