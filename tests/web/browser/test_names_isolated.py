"""People's names at the table are isolates (<bdi>): a right-to-left name (Hebrew, Arabic) in the seat headers,
the turn heading, the decision prompt, the log and the end screen moves none of the words around it, and the
text people read (textContent) holds no direction mark of its own."""

from __future__ import annotations

import random
from typing import Any

from web.browser.browsertools import TIMEOUT, api, create, seat_url, watch_errors
from web.browser.test_table_seats import late_position

SARAH, ALI = "שרה", "علي"


def names_in(page: Any, selector: str) -> list[str]:
    """The texts of the <bdi> elements under ``selector`` that are isolated (unicode-bidi: isolate)."""
    return list(page.eval_on_selector_all(
        f"{selector} bdi", "els => els.filter(e => getComputedStyle(e).unicodeBidi === 'isolate')"
                           ".map(e => e.textContent)"))


def no_marks(page: Any) -> None:
    """No FSI/PDI is left in the text of the page (each marked name became a <bdi>)."""
    assert page.evaluate("() => /[\\u2068\\u2069]/.test(document.querySelector('main').textContent)") is False


def test_right_to_left_names_are_isolated_wherever_the_table_names_a_person(server: Any, context: Any) -> None:
    game = create(server.url, seats=[{"kind": "human", "name": SARAH}, {"kind": "human", "name": ALI},
                                     {"kind": "bot", "level": "easy"}], position=late_position())
    page = context.new_page()
    errors = watch_errors(page)
    watcher = context.new_page()
    watcher.goto(f"{server.url}/games/{game['id']}")
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector(".river", timeout=TIMEOUT)
    watcher.wait_for_selector(".river", timeout=TIMEOUT)
    # the seat headers: Ali's seen from Sarah's seat, both seen by a spectator
    assert ALI in names_in(page, ".river-head")
    assert {SARAH, ALI} <= set(names_in(watcher, ".river-head"))
    tokens = {0: game["seats"][0]["token"], 1: game["seats"][1]["token"]}
    rng = random.Random(5)
    seen_turn = seen_prompt = False
    for _ in range(400):
        view = api(server.url, "GET", f"/api/games/{game['id']}")
        if view["status"] == "over":
            break
        decider = (view.get("decision") or {}).get("seat")
        if decider in tokens:
            # a person decides: the spectator's turn heading and prompt name them, isolated
            who = [SARAH, ALI][decider]
            watcher.wait_for_function(
                "(n) => [...document.querySelectorAll('#decision-title bdi, #prompt bdi')].filter("
                "e => e.textContent === n).length === 2", arg=who, timeout=TIMEOUT)
            seen_turn = seen_prompt = True
            mine = api(server.url, "GET", f"/api/games/{game['id']}", token=tokens[decider])
            api(server.url, "POST", f"/api/games/{game['id']}/actions",
                {"action": rng.choice(mine["legal_actions"]), "seq": mine["seq"]}, token=tokens[decider])
        else:
            page.wait_for_timeout(50)  # the bot's move
    assert seen_turn and seen_prompt
    for p in (page, watcher):
        p.wait_for_selector("section.end", timeout=TIMEOUT)
        # the log's lines and turn headings, the end screen's table and its line of who won
        logged = names_in(p, ".log-list li")
        assert ALI in logged and (p is page or SARAH in logged)
        assert ALI in names_in(p, "section.end th") and (p is page or SARAH in names_in(p, "section.end th"))
        no_marks(p)
    winners = api(server.url, "GET", f"/api/games/{game['id']}")["result"]["winners"]
    people = [[SARAH, ALI][s] for s in winners if s in (0, 1)]
    if people:  # a person won: the winner line names them, isolated
        assert set(people) <= set(names_in(watcher, "#winner-line"))
    # the text reads as before, marks aside: "… decides", a name and a number where two seats share it
    assert watcher.locator(".log-list").inner_text().count("\u2068") == 0
    assert errors == []


def test_the_greeting_of_a_seat_link_isolates_the_names_of_the_others(server: Any, context: Any) -> None:
    game = create(server.url, seats=[{"kind": "human", "name": SARAH}, {"kind": "human"},
                                     {"kind": "human", "name": ALI}])
    page = context.new_page()
    page.goto(seat_url(server.url, game, 1))
    page.wait_for_selector("#greeting", timeout=TIMEOUT)
    assert {SARAH, ALI} <= set(names_in(page, "#greeting"))
    assert "You have seat 2, with " in page.locator("#greeting").inner_text()
    no_marks(page)
