"""The lobby and a finished table say what is true: a seat kept for an account is not offered to
strangers, a hot seat's people sit at this screen, and a finished table is left for the lobby with no
turn signals."""

from __future__ import annotations

from typing import Any

import httpx

from ogallala.i18n import texts
from web.browser.browsertools import TIMEOUT, api, create, seat_url
from web.browser.test_small_things import ending_position

PASSWORD = "correct horse battery"
EN = texts("en")["web"]


def account(base: str, username: str) -> httpx.Client:
    """A signed-in client of a new account (its session cookie and CSRF token set)."""
    c = httpx.Client(base_url=base, timeout=30)
    r = c.post("/api/accounts", json={"username": username, "password": PASSWORD})
    assert r.status_code == 201, r.text
    c.headers["X-CSRF-Token"] = c.get("/api/session").json()["csrf"]
    return c


def test_a_seat_kept_for_an_account_shows_as_kept_and_is_not_offered(server: Any, context: Any) -> None:
    dee = account(server.url, "Dee")
    account(server.url, "Kim")
    r = dee.post("/api/games", json={"seats": [{"kind": "human", "username": "Dee"},
                                               {"kind": "open", "username": "Kim"}]})
    assert r.status_code == 201, r.text
    kept = r.json()["id"]
    free = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "open"}])["id"]
    page = context.new_page()
    page.goto(server.url + "/")
    page.locator(f'#list-open ~ ul a[href="/games/{free}"]', has_text=EN["join"]).wait_for(timeout=TIMEOUT)
    row = page.locator("#list-open ~ ul li", has_text="Kim")
    assert EN["reserved_for"].format(name="Kim") in row.inner_text()
    assert page.locator(f'#list-open ~ ul a[href="/games/{kept}"]', has_text=EN["join"]).count() == 0


def test_a_hot_seats_people_sit_at_this_screen(server: Any, context: Any) -> None:
    page = context.new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("#hotseat", timeout=TIMEOUT)
    page.select_option("select.seat-kind[data-seat='1']", "human")
    human = "select.seat-kind[data-seat='1'] option[value=human]"
    assert page.locator(human).inner_text() == EN["kind_human"]
    page.check("#hotseat")
    page.wait_for_function(f"() => document.querySelector(\"{human}\").textContent === {EN['kind_human_here']!r}",
                           timeout=TIMEOUT)


def test_a_finished_table_is_left_for_the_lobby_with_no_turn_signals(server: Any, context: Any) -> None:
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Bob"}],
                  position=ending_position())
    page = context.new_page()
    page.goto(seat_url(server.url, game, 0))
    page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)
    assert page.locator("#leave").inner_text() == EN["leave"]
    assert page.locator("#sound").count() == 1  # the turn signals while the game runs
    seq = api(server.url, "GET", f"/api/games/{game['id']}")["seq"]
    api(server.url, "POST", f"/api/games/{game['id']}/actions", {"action": "end", "seq": seq},
        token=game["seats"][0]["token"])
    page.wait_for_selector("#end-title", timeout=TIMEOUT)
    assert page.locator("#leave").inner_text() == EN["lobby"]
    assert page.locator("#leave").get_attribute("href") == "/"
    assert page.locator("#sound, #notify").count() == 0


def test_the_creator_copies_a_seats_link_again_from_the_running_table(server: Any, context: Any) -> None:
    page = context.new_page()
    page.goto(server.url + "/")
    page.wait_for_selector("#create", timeout=TIMEOUT)
    page.select_option("select.seat-kind[data-seat='1']", "human")
    page.fill("input.seat-name", "Bob")
    page.click("#create")
    page.wait_for_selector("#go-table", timeout=TIMEOUT)
    handed = [x for x in page.locator(".created .link-url").evaluate_all("els => els.map(e => e.value)")
              if "#seat=1&token=" in x]
    assert len(handed) == 1
    page.click("#go-table")
    page.wait_for_selector("#decision", timeout=TIMEOUT)
    game_id = page.url.split("/games/")[1].split("#")[0]
    assert api(server.url, "GET", f"/api/games/{game_id}")["status"] == "running"
    page.locator("details.links summary").click()
    again = page.locator("details.links .link-url").evaluate_all("els => els.map(e => e.value)")
    assert handed[0] in again


def test_a_seat_taken_is_in_the_others_log_at_once(server: Any, browser: Any) -> None:
    game = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "open"}])
    ann_ctx = browser.new_context(locale="en-US")
    bob_ctx = browser.new_context(locale="en-US")
    try:
        ann = ann_ctx.new_page()
        ann.goto(seat_url(server.url, game, 0))
        ann.wait_for_selector(".log-list", timeout=TIMEOUT)
        bob = bob_ctx.new_page()
        bob.goto(f"{server.url}/games/{game['id']}")
        bob.wait_for_selector("#claim-name", timeout=TIMEOUT)
        bob.fill("#claim-name", "Bob")
        bob.locator(".claim button").first.click()
        # no move was made: the note of Bob's seat reaches Ann's log by itself
        ann.wait_for_function("() => document.querySelector('.log-list').innerText.includes('Bob')", timeout=5000)
        assert api(server.url, "GET", f"/api/games/{game['id']}")["seq"] == 0
    finally:
        ann_ctx.close()
        bob_ctx.close()


def test_a_table_that_is_not_there_says_so_without_reconnecting_forever(server: Any, context: Any) -> None:
    page = context.new_page()
    sockets: list[str] = []
    page.on("websocket", lambda ws: sockets.append(ws.url))
    page.goto(f"{server.url}/games/000000000000")
    page.wait_for_selector("#table-gone", timeout=TIMEOUT)
    assert EN["err_not_found"] in page.locator("#table-gone").inner_text()
    page.wait_for_timeout(3000)  # a client that reconnects would have tried again by now (0.5 s, 1 s, 2 s)
    assert len(sockets) <= 1, sockets
    assert page.locator(".link-banner").is_hidden()
