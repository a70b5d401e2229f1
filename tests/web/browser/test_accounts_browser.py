"""Accounts in the browser: sign up and in, a passkey made by Chromium's virtual authenticator and
signed in with, a rated game that moves the rating on the profile and the leaderboard, an invitation
taken from "My games"; axe on every new screen."""

from __future__ import annotations

import random
import time
from typing import Any

from web.browser.browsertools import (
    TIMEOUT,
    after_move,
    axe_violations,
    click_one_move,
    my_turn_or_over,
    seq_of,
    watch_errors,
)

PASSWORD = "correct horse battery"


def local(server: Any) -> str:
    """The server as http://localhost:PORT (where browsers allow passkeys)."""
    return server.url.replace("127.0.0.1", "localhost")


def sign_up(page: Any, base: str, username: str) -> None:
    page.goto(base + "/account")
    page.fill("#up-username", username)
    page.fill("#up-password", PASSWORD)
    page.click("#sign-up button[type=submit]")
    page.wait_for_selector(f"text=Signed in as {username}", timeout=TIMEOUT)


def csrf(page: Any, base: str) -> dict[str, str]:
    return {"X-CSRF-Token": page.request.get(base + "/api/session").json()["csrf"]}


def test_sign_up_out_and_in_again(server: Any, context: Any) -> None:
    page = context.new_page()
    errors = watch_errors(page)
    base = local(server)
    page.goto(base + "/account")
    page.wait_for_selector("#sign-up")
    assert axe_violations(page) == []
    sign_up(page, base, "Ann")
    assert page.locator("#account-link").inner_text() == "Ann"
    assert axe_violations(page) == []
    page.click("#sign-out")
    page.wait_for_selector("#sign-in")
    assert page.locator("#account-link").inner_text() == "Sign in"
    page.fill("#in-username", "ann")
    page.fill("#in-password", "not the password")
    page.click("#sign-in button[type=submit]")
    page.wait_for_selector("role=alert >> text=Wrong username or password.")
    page.fill("#in-password", PASSWORD)
    page.click("#sign-in button[type=submit]")
    page.wait_for_selector("text=Signed in as Ann")
    cookie = next(c for c in context.cookies() if c["name"] == "ogallala_session")
    assert cookie["httpOnly"] and cookie["sameSite"] == "Lax"
    assert page.evaluate("() => document.cookie").find("ogallala_session") == -1  # scripts cannot read it
    assert [e for e in errors if "401" not in e] == []  # the wrong password's answer is the only error


def test_a_passkey_from_the_virtual_authenticator_signs_in(server: Any, context: Any) -> None:
    page = context.new_page()
    base = local(server)
    cdp = context.new_cdp_session(page)
    cdp.send("WebAuthn.enable")
    cdp.send("WebAuthn.addVirtualAuthenticator", {"options": {
        "protocol": "ctap2", "transport": "internal", "hasResidentKey": True, "hasUserVerification": True,
        "isUserVerified": True, "automaticPresenceSimulation": True}})
    sign_up(page, base, "Bea")
    page.fill("#passkey-name", "test key")
    page.click("#add-passkey")
    page.wait_for_selector("text=test key", timeout=TIMEOUT)
    page.click("#sign-out")
    page.wait_for_selector("#passkey-sign-in")
    page.click("#passkey-sign-in")
    page.wait_for_selector("text=Signed in as Bea", timeout=TIMEOUT)
    assert "last used" in page.inner_text("main")


def test_a_rated_game_moves_the_rating_on_the_profile_and_the_leaderboard(server: Any, context: Any) -> None:
    page = context.new_page()
    errors = watch_errors(page)
    base = local(server)
    sign_up(page, base, "Cyd")
    page.goto(base + "/")
    page.wait_for_selector("#create")
    for i in (1, 2):  # the default seats: me and two medium bots; make them easy, so the game is quick
        page.select_option(f"select.seat-kind[data-seat='{i}']", "bot")
    page.click("#create")
    page.wait_for_url("**/games/*", timeout=TIMEOUT)
    game_id = page.url.rstrip("/").split("/")[-1].split("#")[0]
    headers = csrf(page, base)
    deadline = time.time() + 180
    while True:  # Cyd plays through the same session (first legal move each time)
        view = page.request.get(f"{base}/api/games/{game_id}").json()
        if view["over"]:
            break
        assert time.time() < deadline
        if view["seat"] == 0 and view["legal_actions"]:
            page.request.post(f"{base}/api/games/{game_id}/actions", headers=headers,
                              data={"action": view["legal_actions"][0], "seq": view["seq"]})
        else:
            time.sleep(0.02)
    page.goto(f"{base}/games/{game_id}")  # the ratings beside the names at the table, and in the lobby
    page.wait_for_selector(".river-head .rating-badge", timeout=TIMEOUT)
    badges = page.locator(".river-head").evaluate_all(
        "heads => heads.map(h => [h.querySelector('strong').textContent,"
        " h.querySelector('.rating-badge')?.textContent])")
    cyd = page.request.get(f"{base}/api/players/Cyd").json()["ratings"][0]
    assert badges[0] == ["Cyd (you)", f"{cyd['rating']}{'?' if cyd['provisional'] else ''}"]  # Cyd's own seat
    assert all(b[1] for b in badges)  # the bots hold ratings too
    page.goto(base + "/")
    page.wait_for_selector(".your-games .rating-change", timeout=TIMEOUT)  # the lobby lists it with Cyd's own
    page.goto(base + "/players/Cyd")
    page.wait_for_selector("svg.rating-plot", timeout=TIMEOUT)
    text = page.inner_text("main")
    assert "3 players: 1 played" in text and "place " in text
    assert axe_violations(page) == []
    page.goto(base + "/leaderboard")
    page.wait_for_selector("table.leaderboard")
    names = page.locator("table.leaderboard tbody th").all_inner_texts()
    assert "Cyd" in names and "bot · medium" in names
    assert axe_violations(page) == []
    assert errors == []


def test_an_invitation_waits_in_my_games_until_taken(server: Any, browser: Any) -> None:
    base = local(server)
    ctx_a = browser.new_context(locale="en-US", reduced_motion="reduce")
    ctx_b = browser.new_context(locale="en-US", reduced_motion="reduce")
    try:
        dee, eli = ctx_a.new_page(), ctx_b.new_page()
        sign_up(dee, base, "Dee")
        sign_up(eli, base, "Eli")
        dee.goto(base + "/")
        dee.wait_for_selector("#create")
        dee.select_option("select.seat-kind[data-seat='1']", "invite")
        dee.fill("input[aria-label='Username of the player at seat 2']", "Eli")
        dee.click("#create")
        dee.wait_for_selector("#go-table", timeout=TIMEOUT)
        eli.goto(base + "/account")
        eli.wait_for_selector("text=invited", timeout=TIMEOUT)
        assert axe_violations(eli) == []
        eli.click("text=Take the seat")
        eli.wait_for_url("**/games/*", timeout=TIMEOUT)
        game_id = eli.url.rstrip("/").split("/")[-1]
        view = eli.request.get(f"{base}/api/games/{game_id}").json()
        assert view["seat"] == 1 and view["status"] == "running"
    finally:
        ctx_a.close()
        ctx_b.close()


def test_play_now_seats_two_people_waiting_in_two_browsers(server: Any, browser: Any) -> None:
    """Two people sign up in two browsers, find each other by quick play, play a rated game and see
    their ratings and profiles change."""
    base = local(server)
    contexts = [browser.new_context(locale="en-US", reduced_motion="reduce") for _ in range(2)]
    try:
        fay, gus = (c.new_page() for c in contexts)
        errors = watch_errors(fay)
        for page, name in ((fay, "Fay"), (gus, "Gus")):
            sign_up(page, base, name)
            page.goto(base + "/")
            page.wait_for_selector("#play-now")
            page.select_option("#qp-players", "2")
            page.select_option("#qp-wait", "")  # people only
        fay.click("#play-now")
        fay.wait_for_selector("#qp-status")
        assert axe_violations(fay) == []
        gus.click("#play-now")
        for page in (fay, gus):
            page.wait_for_url("**/games/*", timeout=TIMEOUT)
        assert fay.url == gus.url
        game_id = fay.url.rstrip("/").split("/")[-1]
        seats = {p.request.get(f"{base}/api/games/{game_id}").json()["seat"] for p in (fay, gus)}
        assert seats == {0, 1}
        headers = {p: csrf(p, base) for p in (fay, gus)}
        deadline = time.time() + 240
        over = False
        while not over:  # both play their seats through their own sessions (first legal move each time)
            assert time.time() < deadline
            moved = False
            for p in (fay, gus):
                view = p.request.get(f"{base}/api/games/{game_id}").json()
                over = view["over"]
                if not over and view["legal_actions"]:
                    p.request.post(f"{base}/api/games/{game_id}/actions", headers=headers[p],
                                   data={"action": view["legal_actions"][0], "seq": view["seq"]})
                    moved = True
            if not moved and not over:
                time.sleep(0.02)
        scores = fay.request.get(f"{base}/api/games/{game_id}").json()["result"]["scores"]
        for page, name in ((fay, "Fay"), (gus, "Gus")):  # a rated game: both ratings moved, both profiles show it
            (rating,) = page.request.get(f"{base}/api/players/{name}").json()["ratings"]
            assert rating["games"] == 1 and rating["sigma"] < 25 / 3  # rated: less uncertain than a new player
            assert (rating["rating"] == 1500) == (scores[0] == scores[1])  # a tie between equals leaves mu alone
            page.goto(f"{base}/players/{name}")
            page.wait_for_selector("svg.rating-plot", timeout=TIMEOUT)
            assert "2 players: 1 played" in page.inner_text("main")
        page.goto(base + "/leaderboard")
        page.wait_for_selector("table.leaderboard")
        assert {"Fay", "Gus"} <= set(page.locator("table.leaderboard tbody th").all_inner_texts())
        assert errors == []
    finally:
        for c in contexts:
            c.close()


def test_stop_looking_leaves_the_queue(server: Any, context: Any) -> None:
    page = context.new_page()
    base = local(server)
    sign_up(page, base, "Hal")
    page.goto(base + "/")
    page.wait_for_selector("#play-now")
    page.select_option("#qp-wait", "")
    page.click("#play-now")
    page.wait_for_selector("#leave-queue")
    assert page.request.get(base + "/api/quickplay").json()["status"] == "waiting"
    page.click("#leave-queue")
    page.wait_for_selector("#play-now")
    assert page.request.get(base + "/api/quickplay").json()["status"] == "none"


def test_a_signed_in_players_seat_follows_them_to_another_browser(server: Any, browser: Any) -> None:
    """No link, no token: the same account signed in on a second device plays its seat there."""
    base = local(server)
    ctx_a = browser.new_context(locale="en-US", reduced_motion="reduce")
    ctx_b = browser.new_context(locale="en-US", reduced_motion="reduce")
    try:
        first = ctx_a.new_page()
        sign_up(first, base, "Ivy")
        first.goto(base + "/")
        first.wait_for_selector("#create")
        first.click("#create")
        first.wait_for_url("**/games/*", timeout=TIMEOUT)
        game_id = first.url.rstrip("/").split("/")[-1].split("#")[0]
        second = ctx_b.new_page()
        errors = watch_errors(second)
        second.goto(base + "/account")
        second.fill("#in-username", "Ivy")
        second.fill("#in-password", PASSWORD)
        second.click("#sign-in button[type=submit]")
        second.wait_for_selector("text=Signed in as Ivy", timeout=TIMEOUT)
        assert second.evaluate("() => Object.keys(localStorage).filter(k => k.includes('token'))") == []
        second.goto(f"{base}/games/{game_id}")
        assert my_turn_or_over(second) == "turn"
        seq = int(second.locator(".game").get_attribute("data-seq"))
        click_one_move(second, random.Random(1))
        after_move(second, seq)
        assert seq_of(base, game_id) > seq  # the move went through, by the session's cookie
        assert second.locator("text=watching").count() == 0
        assert errors == []
    finally:
        ctx_a.close()
        ctx_b.close()
