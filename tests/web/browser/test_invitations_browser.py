"""Invitations and "Your games" in the browser, with people in browsers of their own: Ann creates a table
inviting Bob's account, Bob's open lobby shows the invitation at once and he takes the seat; then both see
the game first under "Your games" (whose turn, Ann's own highlighted), not again under "Running tables";
a declined invitation opens the seat; a seat link's person is greeted and asked for a name; link games
follow into an account made later in the same browser; the create form says at once why a correspondence
clock cannot work. Screenshots go to ``$OGALLALA_SHOTS`` (``/tmp/ogallala-lobby-shots`` by default), at
1400x900 and 360x740."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from web.browser.browsertools import TIMEOUT, axe_violations, create, seat_url, watch_errors
from web.browser.test_accounts_browser import PASSWORD, sign_up

SHOTS = Path(os.environ.get("OGALLALA_SHOTS", "/tmp/ogallala-lobby-shots"))
WIDE = {"width": 1400, "height": 900}
PHONE = {"width": 360, "height": 740}


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=SHOTS / f"{name}.png", full_page=name.endswith("phone"))


def person(browser: Any, viewport: dict[str, int] = WIDE) -> Any:
    ctx = browser.new_context(viewport=viewport, locale="en-US", reduced_motion="reduce")
    return ctx, ctx.new_page()


def sign_in(page: Any, base: str, username: str) -> None:
    page.goto(base + "/account")
    page.fill("#in-username", username)
    page.fill("#in-password", PASSWORD)
    page.click("#sign-in button[type=submit]")
    page.wait_for_selector(f"text=Signed in as {username}", timeout=TIMEOUT)


def invite_from_form(page: Any, username: str) -> None:
    """Ann's lobby form: seat 2 becomes an invitation of ``username``, then the table is created."""
    page.select_option(".seat-kind[data-seat='1']", "invite")
    page.fill("input[aria-label='Username of the player at seat 2']", username)
    page.click("#create")


def test_an_invitation_reaches_the_lobby_at_once_and_the_seat_is_taken(server: Any, browser: Any) -> None:
    actx, ann = person(browser)
    bctx, bob = person(browser)
    pctx, phone = person(browser, PHONE)
    try:
        errors = watch_errors(ann) + watch_errors(bob)
        sign_up(bob, server.url, "Bob")
        bob.goto(server.url + "/")
        bob.wait_for_selector("#list-open")
        assert bob.locator(".invitations").count() == 0
        sign_up(ann, server.url, "Ann")
        ann.goto(server.url + "/")
        ann.wait_for_selector("#create")
        invite_from_form(ann, "Bob")
        ann.wait_for_selector("#go-table", timeout=TIMEOUT)
        # Bob's lobby, open all along, shows the invitation without a reload
        bob.wait_for_selector(".invitations .invitation", timeout=5000)
        text = bob.locator(".invitations").inner_text().replace("\u2068", "").replace("\u2069", "")  # isolated
        assert "Ann invites you to a table of AMIGO" in text and "for 3 players" in text, text
        assert axe_violations(bob) == []
        shot(bob, "invitation-wide")
        sign_in(phone, server.url, "Bob")  # Bob's phone: signed in too
        phone.goto(server.url + "/")
        phone.wait_for_selector(".invitations .invitation", timeout=5000)
        shot(phone, "invitation-phone")
        bob.click(".invitations .accept")
        bob.wait_for_url("**/games/*", timeout=TIMEOUT)
        bob.wait_for_selector(".game-head", timeout=TIMEOUT)
        # both see the game first, under "Your games", and not again under "Running tables"
        for page in (ann, bob):
            page.goto(server.url + "/")
            page.wait_for_selector(".your-games li.mine", timeout=TIMEOUT)
            page.wait_for_timeout(300)
            game_id = page.locator(".your-games li.mine").first.get_attribute("data-game")
            assert page.locator(f".your-games li[data-game='{game_id}']").count() == 1
            assert page.locator(f".lists a[href='/games/{game_id}']").count() == 0  # not again with "Watch"
            public = page.request.get(server.url + "/api/games?status=running").json()["games"]
            assert game_id in [x["id"] for x in public]  # though the public list holds it
        mover = ann if ann.locator(".your-games li.my-turn").count() else bob
        assert mover.locator(".your-games li.my-turn .your-turn").inner_text() == "Your turn"
        other = bob if mover is ann else ann
        assert "is to move" in other.locator(".your-games li.mine").first.inner_text()
        assert "against" in mover.locator(".your-games li.mine").first.inner_text()
        shot(mover, "your-games-wide")
        phone.goto(server.url + "/")
        phone.wait_for_selector(".your-games li.mine", timeout=TIMEOUT)
        shot(phone, "your-games-phone")
        assert axe_violations(mover) == []
        assert errors == []
    finally:
        for c in (actx, bctx, pctx):
            c.close()


def test_a_declined_invitation_opens_the_seat(server: Any, browser: Any) -> None:
    actx, ann = person(browser)
    cctx, cyd = person(browser)
    try:
        sign_up(ann, server.url, "Ann2")
        sign_up(cyd, server.url, "Cyd")
        cyd.goto(server.url + "/")
        cyd.wait_for_selector("#list-open")
        ann.goto(server.url + "/")
        ann.wait_for_selector("#create")
        invite_from_form(ann, "Cyd")
        ann.wait_for_selector("#go-table", timeout=TIMEOUT)
        cyd.wait_for_selector(".invitations .decline", timeout=5000)
        cyd.click(".invitations .decline")
        cyd.wait_for_selector(".invitations", state="detached", timeout=5000)
        ann.click("#go-table")
        ann.wait_for_selector("text=Cyd declined the invitation; the seat is open to anyone.", timeout=TIMEOUT)
    finally:
        actx.close()
        cctx.close()


def test_a_seat_link_greets_its_person_and_link_games_follow_into_a_new_account(server: Any, browser: Any) -> None:
    g = create(server.url, seats=[{"kind": "human", "name": "Ann"}, {"kind": "human", "name": "Player"},
                                  {"kind": "bot", "level": "easy"}])
    zctx, zoe = person(browser, PHONE)
    try:
        errors = watch_errors(zoe)
        zoe.goto(seat_url(server.url, g, 1))
        zoe.wait_for_selector("#greeting", timeout=TIMEOUT)
        assert "You have seat 2, with Ann and" in zoe.locator("#greeting").inner_text()
        assert axe_violations(zoe) == []
        shot(zoe, "greeting-phone")
        zoe.fill("#greet-name", "Zoe")
        zoe.click("#greet-save")
        zoe.wait_for_selector("#greeting", state="detached", timeout=TIMEOUT)
        zoe.wait_for_selector("text=Player is now called Zoe", timeout=TIMEOUT)
        zoe.reload()
        zoe.wait_for_selector(".game-head", timeout=TIMEOUT)
        zoe.wait_for_timeout(500)
        assert zoe.locator("#greeting").count() == 0  # asked once
        # an account made later in this browser carries the game
        sign_up(zoe, server.url, "Zoe")
        zoe.wait_for_selector("#my-waiting, #my-my_turn", timeout=TIMEOUT)
        zoe.wait_for_selector(f".account li[data-game='{g['id']}']", timeout=TIMEOUT)
        assert errors == []
    finally:
        zctx.close()


def test_the_create_form_says_why_a_correspondence_clock_cannot_work(server: Any, browser: Any) -> None:
    ctx, page = person(browser)
    try:
        page.goto(server.url + "/")
        page.wait_for_selector("#create")
        page.select_option("#clock", "86400")
        page.wait_for_selector("#clock-problem", timeout=TIMEOUT)
        assert page.locator("#clock-problem").inner_text().startswith("A clock of an hour or more")
        assert "sign in first" in page.locator("#clock-problem").inner_text()
        assert page.locator("#create").is_disabled()
        sign_up(page, server.url, "Dan")
        page.goto(server.url + "/")
        page.wait_for_selector("#create")
        page.select_option("#clock", "86400")
        page.select_option(".seat-kind[data-seat='1']", "human")
        assert "invitation by username" in page.locator("#clock-problem").inner_text()
        shot(page, "correspondence-check-wide")
        page.select_option(".seat-kind[data-seat='1']", "bot")
        page.wait_for_selector("#clock-problem", state="detached")
        assert not page.locator("#create").is_disabled()
    finally:
        ctx.close()


def test_a_rated_game_ends_with_each_rating_change_and_your_games_tell_it(server: Any, browser: Any) -> None:
    ctx, page = person(browser)
    pctx, phone = person(browser, PHONE)
    try:
        errors = watch_errors(page)
        sign_up(page, server.url, "Eve")
        headers = {"X-CSRF-Token": page.request.get(server.url + "/api/session").json()["csrf"]}
        r = page.request.post(server.url + "/api/games", headers=headers, data={
            "seats": [{"kind": "human", "username": "Eve"}, {"kind": "bot", "level": "easy"}]})
        game_id = r.json()["id"]
        deadline = time.time() + 180
        while True:  # Eve plays her first legal move each time, through her session
            view = page.request.get(f"{server.url}/api/games/{game_id}").json()
            if view["over"]:
                break
            assert time.time() < deadline
            if view["seat"] == 0 and view["legal_actions"]:
                page.request.post(f"{server.url}/api/games/{game_id}/actions", headers=headers,
                                  data={"action": view["legal_actions"][0], "seq": view["seq"]})
            else:
                time.sleep(0.02)
        time.sleep(0.5)  # the bot's last move is rated right after its commit
        change = page.request.get(f"{server.url}/api/games/{game_id}/ratings").json()[0]["change"]
        assert change is not None and change != 0
        shown = f"+{change}" if change > 0 else f"−{-change}"
        page.goto(f"{server.url}/games/{game_id}")
        page.wait_for_selector(".end .rating-cell .rating-change", timeout=TIMEOUT)
        assert page.locator(".end .rating-cell").first.inner_text().endswith(f"({shown})")
        assert "A question mark marks a provisional rating" in page.locator(".end").inner_text()
        page.locator(".end").scroll_into_view_if_needed()
        shot(page, "end-rating-wide")
        sign_in(phone, server.url, "Eve")
        phone.goto(f"{server.url}/games/{game_id}")
        phone.wait_for_selector(".end .rating-cell .rating-change", timeout=TIMEOUT)
        phone.locator(".end").scroll_into_view_if_needed()
        shot(phone, "end-rating-phone")
        page.goto(server.url + "/")  # the lobby's own games: the finished one with its result and change
        page.wait_for_selector(f".your-games li[data-game='{game_id}'] .rating-change", timeout=TIMEOUT)
        item = page.locator(f".your-games li[data-game='{game_id}']").inner_text()
        assert shown in item and ("You won" in item or "Place 2 of 2" in item), item
        page.goto(server.url + "/players/Eve")  # the profile's rows: opponents, date, change
        page.wait_for_selector(".game-list .rating-change", timeout=TIMEOUT)
        row = page.locator(".game-list li").first.inner_text()
        assert "against easy bot" in row and shown in row, row
        assert axe_violations(page) == []
        assert errors == []
    finally:
        ctx.close()
        pctx.close()


def test_the_quick_play_wait_says_what_it_looks_for_and_when_bots_come(server: Any, browser: Any) -> None:
    ctx, page = person(browser, PHONE)
    try:
        sign_up(page, server.url, "Flo")
        page.goto(server.url + "/")
        page.wait_for_selector("#play-now")
        page.select_option("#qp-edition", "pelikan")
        page.select_option("#qp-wait", "120")
        page.click("#play-now")
        page.wait_for_selector("#qp-status", timeout=TIMEOUT)
        text = page.locator("#qp-status").inner_text()
        assert text.startswith("Looking for a table of Pelikan 1975 (Ogallala II) for 3 players: 1 of 3 here"), text
        assert "Bots (medium) take the empty seats in 1" in text, text  # 120 s, counting down
        page.locator("#qp-status").scroll_into_view_if_needed()
        shot(page, "quickplay-wait-phone")
        page.click("#leave-queue")
        page.wait_for_selector("#play-now", timeout=TIMEOUT)
        page.select_option("#qp-wait", "")
        page.click("#play-now")
        page.wait_for_selector("text=You wait for people only: no bots will come.", timeout=TIMEOUT)
        page.click("#leave-queue")
    finally:
        ctx.close()
