"""A finished game's analysis in the browser's replay: a seat chosen, the progress, then the graph of
its chance to win with the mistakes marked; a click on a point shows that step of the replay."""

from __future__ import annotations

import random
from typing import Any

from ai.test_analysis import late_record
from web.browser.browsertools import TIMEOUT, api, axe_violations, create, watch_errors


def finished_game(base: str) -> str:
    record = late_record(seed=5, last=20)
    g = create(base, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}],
               position=record["start"])
    tokens = [s["token"] for s in g["seats"]]
    rng = random.Random(2)
    while True:
        view = api(base, "GET", f"/api/games/{g['id']}", token=tokens[0])
        if view["over"]:
            return str(g["id"])
        seat = view["current_seat"]
        mine = api(base, "GET", f"/api/games/{g['id']}", token=tokens[seat])
        api(base, "POST", f"/api/games/{g['id']}/actions", {"action": rng.choice(mine["legal_actions"]),
                                                            "seq": mine["seq"]}, token=tokens[seat])


def test_the_replay_shows_a_seats_analysis_and_its_points_lead_to_their_steps(server: Any, context: Any) -> None:
    game_id = finished_game(server.url)
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(f"{server.url}/games/{game_id}/replay")
    page.wait_for_selector("#analysis-start", timeout=TIMEOUT)
    page.select_option("#analysis-seat", "1")
    page.click("#analysis-start")
    page.wait_for_selector("svg.analysis-graph", timeout=60_000)
    result = api(server.url, "GET", f"/api/games/{game_id}/analysis?seat=1")["analysis"]
    dots = page.locator("svg.analysis-graph circle.dot")
    assert dots.count() == len(result["moments"]) > 0
    assert page.locator("svg.analysis-graph circle.mistake").count() == len(result["mistakes"])
    assert "Bob" in page.locator("svg.analysis-graph").get_attribute("aria-label")
    last = result["moments"][-1]["index"]
    dots.last.click()
    assert page.locator("#replay-pos").inner_text().startswith(f"{last} /")
    assert axe_violations(page) == []
    assert errors == []


def test_the_replays_controls_are_svg_icons_with_names_and_nobody_is_offline(server: Any, context: Any) -> None:
    game_id = finished_game(server.url)
    page = context.new_page()
    page.goto(f"{server.url}/games/{game_id}/replay")
    page.wait_for_selector("#replay-pos", timeout=TIMEOUT)
    for control in ("replay-first", "replay-back", "replay-next", "replay-last"):
        button = page.locator(f"#{control}")
        assert button.locator("svg path").count() == 1 and button.get_attribute("aria-label")
    text = page.locator(".replay-controls").inner_text()
    assert not any(ch in text for ch in "⏮⏭◀▶")  # no font glyphs that may draw as empty boxes
    assert page.locator(".offline").count() == 0  # a replay shows no presence
