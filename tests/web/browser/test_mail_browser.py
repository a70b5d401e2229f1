"""A correspondence game in the browser, with email through a real local SMTP server the test starts
(aiosmtpd): two people give and confirm their addresses on the account page, one invites the other to
a table with a clock of a day per decision, and the message of a turn opens that person's game, where
they play on."""

from __future__ import annotations

import re
from collections.abc import Iterator
from email import message_from_bytes, policy
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller

from web.browser.browsertools import TIMEOUT, Server, axe_violations, free_port, watch_errors
from web.browser.test_accounts_browser import PASSWORD, sign_up
from web.webtools import wait_for


class Inbox:
    def __init__(self) -> None:
        self.messages: list[Any] = []

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        self.messages.append(message_from_bytes(envelope.content, policy=policy.default))
        return "250 OK"

    def link(self, to: str, subject: str, path: str) -> str:
        """The link to ``path`` in the (first) message to ``to`` whose subject holds ``subject``."""
        for m in self.messages:
            if m["To"] == to and subject in m["Subject"]:
                found = re.search(r"(https?://\S+" + re.escape(path) + r"\S*)",
                                  m.get_body(preferencelist=("plain",)).get_content())
                if found:
                    return found.group(1)
        return ""


@pytest.fixture
def mailing_server(tmp_path: Path) -> Iterator[tuple[Server, Inbox]]:
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    srv = Server(tmp_path, extra=("--smtp-url", f"smtp://127.0.0.1:{port}"))
    srv.start()
    yield srv, inbox
    srv.stop()
    controller.stop()


def confirm_address(page: Any, base: str, inbox: Inbox, address: str) -> None:
    page.goto(base + "/account")
    page.fill("#email-address", address, timeout=TIMEOUT)
    page.click("#email-save")
    page.wait_for_selector("#email-status", timeout=TIMEOUT)
    assert axe_violations(page) == []
    confirm = wait_for(lambda: inbox.link(address, "confirm", "/api/email/confirm"), timeout=30)
    page.goto(confirm)
    page.wait_for_selector("text=Address confirmed", timeout=TIMEOUT)
    page.goto(base + "/account")
    page.wait_for_selector(f"text={address}: confirmed.", timeout=TIMEOUT)


def test_the_message_of_a_turn_opens_the_game_where_its_player_plays_on(mailing_server: Any, browser: Any) -> None:
    srv, inbox = mailing_server
    base = srv.url.replace("127.0.0.1", "localhost")
    contexts = [browser.new_context(locale="en-US", reduced_motion="reduce") for _ in range(2)]
    try:
        ann, bob = (c.new_page() for c in contexts)
        errors = [watch_errors(ann), watch_errors(bob)]
        for page, name in ((ann, "Ann"), (bob, "Bob")):
            sign_up(page, base, name)
            confirm_address(page, base, inbox, f"{name.lower()}@example.test")
        ann.goto(base + "/")
        ann.wait_for_selector("#create")
        ann.select_option("select.seat-kind[data-seat='1']", "invite")
        ann.fill("input[aria-label='Username of the player at seat 2']", "Bob")
        ann.select_option("select.seat-kind[data-seat='2']", "bot")
        ann.select_option("#clock", "86400")
        ann.click("#create")
        ann.wait_for_selector("#go-table", timeout=TIMEOUT)
        bob.goto(base + "/account")
        bob.wait_for_selector("text=invited", timeout=TIMEOUT)
        bob.click("text=Take the seat")
        bob.wait_for_url("**/games/*", timeout=TIMEOUT)
        game_id = bob.url.rstrip("/").split("/")[-1]
        bob.goto(base + "/account")  # away from the table: a player who has it open is not mailed
        deciding = bob.request.get(f"{base}/api/games/{game_id}").json()["current_seat"]
        while deciding == 2:  # the bot's turn first: wait for a person's
            deciding = bob.request.get(f"{base}/api/games/{game_id}").json()["current_seat"]
        page, address = (ann, "ann@example.test") if deciding == 0 else (bob, "bob@example.test")
        turn = wait_for(lambda: inbox.link(address, "your turn", "/games/"), timeout=60)
        assert turn.endswith(f"/account?next=/games/{game_id}")  # through sign-in, back to the game
        page.goto(turn.replace("127.0.0.1", "localhost"))
        page.wait_for_selector("#decision.my-turn", timeout=TIMEOUT)  # the account's seat, no link token needed
        seq = int(page.locator(".game").get_attribute("data-seq"))
        page.locator("#decision .act, .cell.target, .pile.target").first.click()
        if page.locator(".menu [data-action]").count():
            page.locator(".menu [data-action]").first.click()
        page.wait_for_function(f"() => document.querySelector('.game').dataset.seq !== '{seq}'", timeout=TIMEOUT)
        assert errors == [[], []]
    finally:
        for c in contexts:
            c.close()


SIZES = {"wide": ({"width": 1400, "height": 900}, "en-US"), "phone": ({"width": 360, "height": 740}, "de-DE")}


@pytest.mark.parametrize("size", SIZES)
def test_the_confirmation_page_looks_like_the_site_and_a_second_click_says_it_is_done(
        mailing_server: Any, browser: Any, size: str, tmp_path: Path) -> None:
    srv, inbox = mailing_server
    base = srv.url.replace("127.0.0.1", "localhost")
    viewport, locale = SIZES[size]
    ctx = browser.new_context(locale=locale, reduced_motion="reduce", viewport=viewport)
    try:
        page = ctx.new_page()
        errors = watch_errors(page)
        # (the account page in the browser's language: German on the phone, and so the address's messages)
        page.goto(base + "/account")
        page.fill("#up-username", f"Cyd{size}")
        page.fill("#up-password", PASSWORD)
        page.click("#sign-up button[type=submit]")
        page.wait_for_selector("#sign-out", timeout=TIMEOUT)
        address = f"cyd-{size}@example.test"
        page.goto(base + "/account")
        page.fill("#email-address", address, timeout=TIMEOUT)
        page.click("#email-save")
        page.wait_for_selector("#email-status", timeout=TIMEOUT)
        link = wait_for(lambda: inbox.link(address, "", "/api/email/confirm"), timeout=30)
        panel_color = page.evaluate("() => getComputedStyle(document.querySelector('.panel')).backgroundColor")
        header_color = page.evaluate("() => getComputedStyle(document.querySelector('header.top')).backgroundColor")
        titles = {"en-US": ("Address confirmed", "Address already confirmed"),
                  "de-DE": ("Adresse bestätigt", "Adresse schon bestätigt")}[locale]
        for n, title in enumerate(titles):
            page.goto(link)
            page.wait_for_selector("#mail-link-done h1", timeout=TIMEOUT)
            assert page.inner_text("#mail-link-done h1") == title and address in page.inner_text("#mail-link-done")
            # dressed as the site: its header, its panel, its colours
            assert page.evaluate("() => getComputedStyle(document.querySelector('header.top')).backgroundColor") \
                == header_color
            assert page.evaluate("() => getComputedStyle(document.querySelector('.panel')).backgroundColor") \
                == panel_color
            assert page.locator("header.top .brand").is_visible()
            assert axe_violations(page) == []
            page.screenshot(path=str(tmp_path / f"confirm-{size}-{n}.png"), full_page=True)
        page.click("#mail-link-done a.button.primary")
        page.wait_for_selector(f"text={address}", timeout=TIMEOUT)
        assert errors == []
    finally:
        ctx.close()
