"""``ogallala.card_facts()``: what a client needs to draw every card of every edition."""

from __future__ import annotations

import ogallala


def test_every_card_of_every_edition_has_its_facts() -> None:
    facts = ogallala.card_facts()
    for edition in ogallala.EDITIONS:
        for entry in ogallala.deck(edition):
            assert entry["card"] in facts, (edition, entry["card"])
    assert facts["warrior-3"] == {"kind": "warrior", "strength": 3, "suite": None, "half": None}
    assert facts["bear-left"] == {"kind": "booty", "strength": None, "suite": "bear", "half": "left"}
    assert facts["crazy-axe"]["strength"] == 0
    assert facts["bow-warrior"]["strength"] == 1
    for cid, f in facts.items():
        assert set(f) == {"kind", "strength", "suite", "half"}, cid
        assert f["half"] is None or f["suite"] is not None, cid
