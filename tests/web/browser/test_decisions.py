"""Every kind of decision of every edition, reached from a position (tables created from a
position, the server started with --allow-seed): the table offers exactly the legal moves as
clickable cells, piles and buttons, plays one of them by a click, and passes axe-core."""

from __future__ import annotations

import random
from typing import Any

import pytest

import ogallala
from web.browser.browsertools import (
    DECISIONS,
    TIMEOUT,
    api,
    axe_violations,
    click_one_move,
    create,
    seat_url,
    stored_positions,
    watch_errors,
)

POSITIONS = stored_positions()
CASES = [(ed, kind) for ed, kinds in DECISIONS.items() for kind in kinds]
#: axe-core runs once per kind of decision (in the first edition that has it).
AXE = {kind: ed for ed, kind in reversed(CASES)}


def test_stored_positions_are_the_decisions_they_name() -> None:
    for edition, kinds in DECISIONS.items():
        for kind in kinds:
            game = ogallala.load_position(POSITIONS[edition][kind])
            assert (game.edition, game.current_seat) == (edition, 0)
            assert game.phase == kind.removesuffix("-shift")
            assert (kind == "place-shift") == any(str(a).startswith("shift") for a in game.legal_actions())


@pytest.mark.parametrize(("edition", "kind"), CASES, ids=[f"{e}-{k}" for e, k in CASES])
def test_decision_by_clicking(edition: str, kind: str, server: Any, context: Any) -> None:
    seats = [{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"}, {"kind": "bot", "level": "easy"}]
    game = create(server.url, edition, seats, position=POSITIONS[edition][kind])
    token = game["seats"][0]["token"]
    view = api(server.url, "GET", f"/api/games/{game['id']}", token=token)
    legal = {a["text"] for a in view["decision"]["legal_actions"]}
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    listed = set(page.locator("#decision .all-moves [data-action]").evaluate_all(
        "els => els.map(e => e.dataset.action)"))
    assert listed == legal
    offered = set(page.locator(".cell.target, .pile.target").evaluate_all(
        "els => els.flatMap(e => e.dataset.actions.split('|'))"))
    offered |= set(page.locator("#decision .act").evaluate_all("els => els.map(e => e.dataset.action)"))
    if kind == "loot" and len(set(view["decision"]["hand"])) > 1:
        assert offered <= legal and offered  # the placements of the chosen booty card, and done
    else:
        assert offered == legal
    # Only the legal cells take a click: every other cell is no button.
    assert page.locator(".cell:not(.target) button, button.cell:not(.target)").count() == 0
    # The tab says it is this player's turn: its title and its icon.
    assert page.title().startswith("▶ ")
    assert page.locator("link[rel=icon]").get_attribute("href") == "/static/icon-turn.svg"
    assert page.locator("#decision .prompt").inner_text().strip()
    assert page.locator("#decision .rule-line").inner_text().strip()
    if AXE[kind] == edition:
        assert axe_violations(page) == []
    click_one_move(page, random.Random(1))
    page.wait_for_function(f"() => document.querySelector('.game').dataset.seq !== '{view['seq']}'", timeout=TIMEOUT)
    assert page.locator("#decision .error").count() == 0
    assert errors == []
