"""The seats of the table in the browser (issue "The table, second edition", defects 1, 5, 6, 8, 12):
a rematch carries every seat the browser held; hot seat names its people and passes the device;
leaving asks first and the log names who left; a stale error goes when the connection is back; the
end screen says who won; a person names their own seat; no console warnings in the lobby."""

from __future__ import annotations

import json
import random
import re
from typing import Any

from ai.test_analysis import late_record
from web.browser.browsertools import (
    TIMEOUT,
    after_move,
    api,
    axe_violations,
    click_one_move,
    create,
    my_turn_or_over,
    seat_url,
    watch_errors,
)

ANN_BOB_BOT = [{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}, {"kind": "bot", "level": "easy"}]


def late_position(players: int = 3) -> str:
    return str(late_record(seed=7, players=players, last=30)["start"])


def hold(page: Any, base: str, game: dict[str, Any], seats: list[int]) -> None:
    """Give the page's browser the tokens of ``seats`` (as the lobby does for a hot-seat table)."""
    page.goto(base + "/")
    tokens = {str(s): game["seats"][s]["token"] for s in seats}
    page.evaluate("([id, tokens]) => localStorage.setItem(`ogallala.tokens.${id}`, JSON.stringify(tokens))",
                  [game["id"], tokens])


def play_to_the_end(page: Any, base: str, game_id: str) -> None:
    rng = random.Random(3)
    for _ in range(2000):
        if page.locator("#pass-device[open]").count():
            page.click("#pass-ok")
        if my_turn_or_over(page) == "over":
            return
        if page.locator("#pass-device[open]").count():
            continue
        seq = int(api(base, "GET", f"/api/games/{game_id}")["seq"])
        click_one_move(page, rng)
        after_move(page, seq)
    raise AssertionError("the game did not end")


def test_a_rematch_against_bots_keeps_the_player_at_their_seat(server: Any, context: Any) -> None:
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "bot", "level": "easy"},
                                     {"kind": "bot", "level": "easy"}], position=late_position())
    page = context.new_page()
    errors = watch_errors(page)
    page.goto(seat_url(server.url, game, 0) + f"&creator={game['creator_token']}")
    play_to_the_end(page, server.url, game["id"])
    page.click("#rematch")
    page.wait_for_url(re.compile(r".*/games/(?!" + game["id"] + r")[^/#]+$"), timeout=TIMEOUT)
    new_id = page.url.split("/games/")[1]
    page.wait_for_selector(".river", timeout=TIMEOUT)
    assert page.locator("text=watching").count() == 0
    held = json.loads(page.evaluate(f"() => localStorage.getItem('ogallala.tokens.{new_id}')"))
    view = api(server.url, "GET", f"/api/games/{new_id}", token=next(iter(held.values())))
    assert view["seat"] is not None and view["seats"][view["seat"]]["name"] == "Ann"
    assert my_turn_or_over(page) == "turn"  # the bots play up to Ann's turn, and Ann has her controls
    assert errors == []


def test_hot_seat_names_its_people_passes_the_device_and_carries_both_into_the_rematch(server: Any,
                                                                                    context: Any) -> None:
    game = create(server.url, seats=ANN_BOB_BOT, position=late_position())
    page = context.new_page()
    errors = watch_errors(page)
    hold(page, server.url, game, [0, 1])
    page.evaluate("([id, c]) => localStorage.setItem(`ogallala.creator.${id}`, c)", [game["id"], game["creator_token"]])
    page.goto(f"{server.url}/games/{game['id']}")
    page.wait_for_selector("#pass-device[open]", timeout=TIMEOUT)
    decider = api(server.url, "GET", f"/api/games/{game['id']}")["decision"]["seat"]
    name = ["Ann", "Bob"][decider]
    assert name in page.locator("#pass-device").inner_text()
    assert axe_violations(page) == []
    page.click("#pass-ok")
    assert f"{name} decides" in page.locator("#decision-title").inner_text()
    heads = page.locator(".river-head").all_inner_texts()
    assert not any("offline" in x for x in heads)  # both people are at this device
    assert not any(x.startswith("You") for x in page.locator(".log-list li").all_inner_texts())
    seen: set[str] = set()
    rng = random.Random(4)
    while my_turn_or_over(page) == "turn" and len(seen) < 2:
        if page.locator("#pass-device[open]").count():
            seen.add("Ann" if "Ann" in page.locator("#pass-device").inner_text() else "Bob")
            page.click("#pass-ok")
            continue
        seq = int(api(server.url, "GET", f"/api/games/{game['id']}")["seq"])
        click_one_move(page, rng)
        after_move(page, seq)
    play_to_the_end(page, server.url, game["id"])
    assert page.locator("#winner-line").count() == 1
    page.click("#rematch")
    page.wait_for_url(re.compile(r".*/games/(?!" + game["id"] + r")[^/#]+$"), timeout=TIMEOUT)
    new_id = page.url.split("/games/")[1]
    held = json.loads(page.evaluate(f"() => localStorage.getItem('ogallala.tokens.{new_id}')"))
    assert len(held) == 2  # hot seat: both seats follow
    assert errors == []


def test_leaving_asks_first_and_the_log_names_who_left(server: Any, context: Any) -> None:
    game = create(server.url, seats=ANN_BOB_BOT)
    page = context.new_page()
    page.goto(seat_url(server.url, game, 1))
    page.wait_for_selector(".river", timeout=TIMEOUT)
    page.click("#leave")
    page.wait_for_selector("#leave-dialog[open]")
    assert axe_violations(page) == []
    page.click("#leave-cancel")
    assert api(server.url, "GET", f"/api/games/{game['id']}")["seats"][1]["kind"] == "human"  # nothing happened
    page.click("#leave")
    page.click("#leave-confirm")
    page.wait_for_url(server.url + "/", timeout=TIMEOUT)
    assert api(server.url, "GET", f"/api/games/{game['id']}")["seats"][1]["kind"] == "bot"
    other = context.new_page()
    other.goto(seat_url(server.url, game, 0))
    other.wait_for_selector(".log-list li", timeout=TIMEOUT)
    other.wait_for_function(
        "() => [...document.querySelectorAll('.log-list li')].some(li => /Bob left/.test(li.textContent))",
        timeout=TIMEOUT)


def test_an_error_from_a_lost_connection_goes_when_it_is_back(server: Any, context: Any) -> None:
    game = create(server.url, seats=ANN_BOB_BOT)
    page = context.new_page()
    hold(page, server.url, game, [0])
    page.goto(f"{server.url}/games/{game['id']}")
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    context.set_offline(True)
    page.locator("#decision .act, .pile.target").first.click()
    page.wait_for_selector("text=The server cannot be reached.", timeout=TIMEOUT)
    context.set_offline(False)
    page.wait_for_function("() => !document.body.textContent.includes('The server cannot be reached.')",
                           timeout=TIMEOUT)  # neither on screen nor left in the screen reader's announcement


def test_a_person_names_their_own_seat_and_the_lobby_warns_of_nothing(server: Any, context: Any) -> None:
    page = context.new_page()
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type in ("warning", "error") else None)
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    page.click("#add-seat")
    page.locator("button[aria-label^='Remove seat']").last.click()  # the ✕ must not submit the form
    assert warnings == []
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Player"}])
    page.goto(seat_url(server.url, game, 1))
    page.wait_for_selector(".river", timeout=TIMEOUT)
    page.click("details.rename summary")
    page.fill("#rename-input", "Cleo")
    page.click("#rename-save")
    ann = context.new_page()
    ann.goto(seat_url(server.url, game, 0))
    ann.wait_for_function(
        "() => [...document.querySelectorAll('.river-head strong')].some(s => s.textContent === 'Cleo')",
        timeout=TIMEOUT)
    assert api(server.url, "GET", f"/api/games/{game['id']}")["seats"][1]["name"] == "Cleo"


def test_the_log_is_beside_the_rivers_and_in_view_at_1400_by_900(server: Any, browser: Any) -> None:
    ctx = browser.new_context(viewport={"width": 1400, "height": 900}, locale="en-US", reduced_motion="reduce")
    try:
        game = create(server.url, seats=ANN_BOB_BOT)
        page = ctx.new_page()
        page.goto(seat_url(server.url, game, 0))
        page.wait_for_selector(".log-list", timeout=TIMEOUT)
        log = page.locator("section.log").bounding_box()
        rivers = page.locator(".rivers").bounding_box()
        assert log and rivers
        assert log["x"] >= rivers["x"] + rivers["width"]  # beside, not under
        assert log["y"] >= 0 and log["y"] + log["height"] <= 900  # in view without scrolling
    finally:
        ctx.close()
