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


def _story(page: Any) -> list[str]:
    """The story notes the table shows (what each river gained and lost by the last action)."""
    return [x.strip() for x in page.locator(".story").all_inner_texts()]


def _go(page: Any, k: int) -> None:
    page.evaluate("k => { const s = document.querySelector('#replay-slider'); s.value = String(k); "
                  "s.dispatchEvent(new Event('input', { bubbles: true })); }", k)
    page.wait_for_function("k => document.querySelector('#replay-pos').innerText.startsWith(k + ' /')", arg=k,
                           timeout=TIMEOUT)


def test_a_replay_step_tells_its_own_move_after_a_jump_in_the_pages_words(server: Any, context: Any) -> None:
    """Issue "The table, third edition", 4: the story of a step compares it with the step before it, also
    after a jump (it once compared with the step shown last); the caption says the move as the table's
    buttons do, not in the engine's notation."""
    game_id = finished_game(server.url)
    replay = api(server.url, "GET", f"/api/games/{game_id}/replay?from=0&count=100")
    total = replay["total"]
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(f"{server.url}/games/{game_id}/replay")
    page.wait_for_selector("#replay-slider", timeout=TIMEOUT)
    checked = 0
    for k in range(2, min(total, 40)):
        _go(page, k - 1)
        page.click("#replay-next")
        page.wait_for_function("k => document.querySelector('#replay-pos').innerText.startsWith(k + ' /')", arg=k,
                               timeout=TIMEOUT)
        stepped = _story(page)
        _go(page, 0)
        _go(page, k)  # a jump from the start
        assert _story(page) == stepped, f"step {k}: the story after a jump differs from the story after a step"
        caption = page.locator(".replay-caption").inner_text()
        action = replay["views"][k]["action"]
        assert action not in caption, f"step {k}: the caption says the engine's {action!r}: {caption!r}"
        checked += bool(stepped)
    assert checked > 0  # some steps moved cards between rivers or placed them: their story was compared
    assert errors == []


def test_a_click_on_the_analysis_shows_the_board_and_its_tooltips_speak_words(server: Any, context: Any) -> None:
    """Issue "The table, third edition", 4: after a click on the graph the board is in view, and the
    graph's tooltips say the moves in the page's words."""
    game_id = finished_game(server.url)
    page = context.new_page()
    page.set_viewport_size({"width": 1000, "height": 700})
    page.goto(f"{server.url}/games/{game_id}/replay")
    page.wait_for_selector("#analysis-start", timeout=TIMEOUT)
    page.click("#analysis-start")
    page.wait_for_selector("svg.analysis-graph", timeout=60_000)
    result = api(server.url, "GET", f"/api/games/{game_id}/analysis?seat=0")["analysis"]
    titles = page.locator("svg.analysis-graph circle.dot title").evaluate_all("els => els.map(e => e.textContent)")
    assert len(titles) == len(result["moments"])
    for title, moment in zip(titles, result["moments"], strict=True):
        assert moment["played"] not in title or moment["played"] in ("stop", "done", "end", "pass"), title
    page.locator("svg.analysis-graph").scroll_into_view_if_needed()
    page.locator("svg.analysis-graph circle.dot").first.click()
    box = page.locator(".table-root").bounding_box()
    assert box is not None and -5 <= box["y"] < 700, box  # the board's top is on the screen
