"""A whole game in a real browser: created in the lobby, played to the end by clicking against two
bots while a spectator in a second browser context sees the same moves; the end screen, the
replay and the rematch; the lobby and the end screen checked with axe-core."""

from __future__ import annotations

import random
import re
from typing import Any

import pytest

from web.browser.browsertools import (
    TIMEOUT,
    after_move,
    api,
    axe_violations,
    click_one_move,
    my_turn_or_over,
    watch_errors,
)

CARDS_JS = """els => els.map(e => [e.dataset.seat,
    [...e.querySelectorAll('.cell .card')].map(c => c.closest('.cell').dataset.key + '=' + c.dataset.card)])"""


def cards_on_table(page: Any) -> list[Any]:
    """Every card of every river, by seat and cell."""
    return sorted(page.locator(".river").evaluate_all(CARDS_JS))


@pytest.fixture(scope="module")
def finished(server: Any, browser: Any) -> dict[str, Any]:
    """Play one game to the end by clicking; a spectator watches. Returns what the test below checks."""
    ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US", reduced_motion="reduce")
    spec_ctx = browser.new_context(viewport={"width": 1280, "height": 900}, locale="en-US")
    page = ctx.new_page()
    errors = watch_errors(page)
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    lobby_axe = axe_violations(page)
    page.fill("#name", "Ann")
    for select in page.locator(".seat-level").all():
        select.select_option("easy")
    page.click("#create")
    page.wait_for_url(re.compile(r".*/games/[^/#]+#?.*"))
    game_id = page.url.split("/games/")[1].split("#")[0]
    spectator = spec_ctx.new_page()
    spec_errors = watch_errors(spectator)
    spectator.goto(f"{server.url}/games/{game_id}")
    spectator.wait_for_selector(".river")
    rng = random.Random(5)
    moves = 0
    compared = False
    while my_turn_or_over(page) == "turn":
        seq = int(api(server.url, "GET", f"/api/games/{game_id}")["seq"])
        click_one_move(page, rng)
        moves += 1
        after_move(page, seq)
        if moves == 10 and not compared:  # early: a game of few clicks must compare too
            # The spectator sees the same table: every cell of every river says the same.
            page.wait_for_function("() => document.querySelector('#decision.my-turn')", timeout=TIMEOUT)
            want = page.evaluate("() => document.querySelector('.game').dataset.seq")
            spectator.wait_for_function(f"() => document.querySelector('.game').dataset.seq === '{want}'",
                                        timeout=TIMEOUT)
            assert cards_on_table(page) == cards_on_table(spectator)
            compared = True
        assert moves < 2000
    page.wait_for_selector("section.end")
    spectator.wait_for_selector("section.end", timeout=TIMEOUT)
    end_axe = axe_violations(page)
    out = {"game_id": game_id, "moves": moves, "compared": compared, "errors": errors + spec_errors,
           "lobby_axe": lobby_axe, "end_axe": end_axe,
           "end_text": page.locator("section.end").inner_text(),
           "spectator_log": spectator.locator(".log-list li").count(), "page": page, "ctx": ctx}
    spec_ctx.close()
    return out


def test_whole_game_then_end_screen_replay_and_rematch(finished: dict[str, Any], server: Any) -> None:
    """One test (the game is played once, on one worker): the game, axe-core, the replay, the rematch."""
    check_full_game(finished, server)
    check_axe_on_lobby_and_end_screen(finished)
    check_replay_steps_forward_and_back(finished, server)
    check_rematch_from_the_end_screen(finished, server)


def check_full_game(finished: dict[str, Any], server: Any) -> None:
    view = api(server.url, "GET", f"/api/games/{finished['game_id']}")
    assert view["status"] == "over" and view["over"]
    assert finished["moves"] > 10 and finished["compared"]
    assert finished["spectator_log"] > 20
    for score in view["scores"]:
        assert str(score) in finished["end_text"]
    assert finished["errors"] == []


def check_axe_on_lobby_and_end_screen(finished: dict[str, Any]) -> None:
    assert finished["lobby_axe"] == []
    assert finished["end_axe"] == []


def check_replay_steps_forward_and_back(finished: dict[str, Any], server: Any) -> None:
    page = finished["page"]
    page.click("#replay-link")
    page.wait_for_selector("#replay-pos")
    total = api(server.url, "GET", f"/api/games/{finished['game_id']}/replay?from=0&count=1")["total"]
    assert page.locator("#replay-pos").inner_text() == f"0 / {total}"
    page.click("#replay-next")
    page.click("#replay-next")
    assert page.locator("#replay-pos").inner_text() == f"2 / {total}"
    page.click("#replay-back")
    assert page.locator("#replay-pos").inner_text() == f"1 / {total}"
    page.keyboard.press("End")
    assert page.locator("#replay-pos").inner_text() == f"{total} / {total}"
    final = api(server.url, "GET", f"/api/games/{finished['game_id']}")
    shown = page.locator(".river .score").all_inner_texts()
    assert [int(s.split()[0]) for s in shown] == final["scores"]
    assert axe_violations(page) == []


def check_rematch_from_the_end_screen(finished: dict[str, Any], server: Any) -> None:
    page = finished["page"]
    page.goto(f"{server.url}/games/{finished['game_id']}")
    page.wait_for_selector("#rematch")
    page.click("#rematch")
    page.wait_for_url(re.compile(r".*/games/(?!" + finished["game_id"] + r")[^/#]+$"))
    page.wait_for_selector("#decision.my-turn, #decision", timeout=TIMEOUT)
    new_id = page.url.split("/games/")[1]
    assert api(server.url, "GET", f"/api/games/{new_id}")["rematch_of"] == finished["game_id"]
    finished["ctx"].close()


def test_buttons_under_the_pointer_keep_their_contrast(server: Any, context: Any) -> None:
    """A hovered button changes its background: its text must still meet WCAG AA (axe-core's
    color-contrast), for the primary buttons and the header's."""
    page = context.new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("#create")
    for selector in ("#create", "#rules-btn", "#leaderboard-link", "#account-link"):
        page.hover(selector)
        assert axe_violations(page) == [], selector
