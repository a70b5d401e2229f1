"""Accounts people can trust, in the browser (a real local SMTP server the test starts): a password reset
from "Forgot your password?" to the new password, with the rule a password breaks said before it is
sent; and a deletion from its dialog (the data download offered) to its confirmation, while the other
player's table shows "deleted player" and a bot on the seat. Screenshots at 1400x900 and 360x740."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from aiosmtpd.controller import Controller

from web.browser.browsertools import TIMEOUT, Server, axe_violations, free_port, watch_errors
from web.browser.test_accounts_browser import PASSWORD, csrf, sign_up
from web.browser.test_mail_browser import Inbox, confirm_address
from web.webtools import wait_for

SIZES = {"wide": {"width": 1400, "height": 900}, "phone": {"width": 360, "height": 740}}
NEW = "a brand new passphrase"


@pytest.fixture(scope="module")
def mailing_server(tmp_path_factory: pytest.TempPathFactory, playwright_api: Any) -> Iterator[tuple[Server, Inbox]]:
    inbox = Inbox()
    port = free_port()
    controller = Controller(inbox, hostname="127.0.0.1", port=port)
    controller.start()
    srv = Server(tmp_path_factory.mktemp("server"), extra=("--smtp-url", f"smtp://127.0.0.1:{port}"))
    srv.start()
    yield srv, inbox
    srv.stop()
    controller.stop()


def shot(page: Any, name: str, tmp: Path) -> None:
    """A full-page screenshot to look at (kept under the test's temporary folder)."""
    page.screenshot(path=str(tmp / f"{name}.png"), full_page=True)


@pytest.mark.parametrize("size", SIZES)
def test_a_forgotten_password_is_reset_through_the_link_in_a_message(
        mailing_server: Any, browser: Any, size: str, tmp_path: Path) -> None:
    srv, inbox = mailing_server
    base = srv.url.replace("127.0.0.1", "localhost")
    name, address = f"Reset{size}", f"reset-{size}@example.test"
    ctx = browser.new_context(locale="en-US", reduced_motion="reduce", viewport=SIZES[size])
    try:
        page = ctx.new_page()
        errors = watch_errors(page)
        page.goto(base + "/account")
        page.fill("#up-username", name)
        page.fill("#up-password", "short")  # the rule broken is said as it is typed, before anything is sent
        page.wait_for_selector("#up-password-help.error", timeout=TIMEOUT)
        assert "at least 10 characters" in page.inner_text("#up-password-help")
        page.fill("#up-password", name.lower() + "1")
        assert "may not be your username" in page.inner_text("#up-password-help")
        page.fill("#up-email", address)  # offered at sign-up, confirmed through its link as ever
        shot(page, f"sign-up-{size}", tmp_path)
        page.fill("#up-password", PASSWORD)
        page.click("#sign-up button[type=submit]")
        page.wait_for_selector(f"text=Signed in as {name}", timeout=TIMEOUT)
        link = wait_for(lambda: inbox.link(address, "confirm", "/api/email/confirm"), timeout=30)
        page.goto(link)
        page.wait_for_selector("text=Address confirmed", timeout=TIMEOUT)
        page.goto(base + "/account")
        page.wait_for_selector(f"text={address}: confirmed.", timeout=TIMEOUT)
        page.click("#sign-out")
        page.wait_for_selector("#forgot-link", timeout=TIMEOUT)
        page.click("#forgot-link")
        page.fill("#forgot-address", address)
        page.click("#forgot-send")
        page.wait_for_selector("#forgot-sent", timeout=TIMEOUT)
        assert axe_violations(page) == []
        shot(page, f"forgot-{size}", tmp_path)
        reset = wait_for(lambda: inbox.link(address, "new password", "/account/reset#token="), timeout=30)
        page.goto(reset.replace("127.0.0.1", "localhost"))
        page.wait_for_selector("#reset-password", timeout=TIMEOUT)
        assert "#token" not in page.url  # the token leaves the address bar
        page.fill("#reset-password", "aaaaaaaaaaaa")
        page.wait_for_selector("#reset-help.error", timeout=TIMEOUT)
        assert "three different characters" in page.inner_text("#reset-help")
        shot(page, f"reset-rule-{size}", tmp_path)
        page.fill("#reset-password", NEW)
        page.click("#reset-save")
        page.wait_for_selector("#reset-done", timeout=TIMEOUT)
        assert name in page.inner_text("#reset-done")
        assert axe_violations(page) == []
        shot(page, f"reset-done-{size}", tmp_path)
        page.goto(base + "/")
        page.goto(reset.replace("127.0.0.1", "localhost"))  # the same link again: spent, and it says so
        page.fill("#reset-password", "another new passphrase")
        page.click("#reset-save")
        page.wait_for_selector("#reset-error", timeout=TIMEOUT)
        assert "used already" in page.inner_text("#reset-error")
        shot(page, f"reset-used-{size}", tmp_path)
        page.goto(base + "/account")
        page.fill("#in-username", name)
        page.fill("#in-password", NEW)
        page.click("#sign-in button[type=submit]")
        page.wait_for_selector(f"text=Signed in as {name}", timeout=TIMEOUT)
        assert [e for e in errors if "status of 400" not in e] == [] and len(errors) <= 1  # the spent link's 400
    finally:
        ctx.close()


@pytest.mark.parametrize("size", SIZES)
def test_a_deletion_ends_on_its_confirmation_and_the_others_see_deleted_player(
        mailing_server: Any, browser: Any, size: str, tmp_path: Path) -> None:
    srv, inbox = mailing_server
    base = srv.url.replace("127.0.0.1", "localhost")
    gone, other = f"Gone{size}", f"Other{size}"
    contexts = [browser.new_context(locale=loc, reduced_motion="reduce", viewport=SIZES[size])
                for loc in ("en-US", "de-DE")]
    try:
        ann, bob = (c.new_page() for c in contexts)
        errors = [watch_errors(ann), watch_errors(bob)]
        sign_up(ann, base, gone)
        confirm_address(ann, base, inbox, f"{gone.lower()}@example.test")
        sign_up_de(bob, base, other)
        r = ann.request.post(base + "/api/games", headers=csrf(ann, base), data={
            "seats": [{"kind": "human", "username": gone}, {"kind": "human", "username": other}]})
        assert r.status == 201, r.text()
        game_id = r.json()["id"]
        r = bob.request.post(f"{base}/api/games/{game_id}/seats/1/claim", headers=csrf(bob, base),
                             data={"name": other})
        assert r.status == 200, r.text()
        bob.goto(f"{base}/games/{game_id}")
        bob.wait_for_selector(".game", timeout=TIMEOUT)
        ann.goto(base + "/account")
        ann.click("summary:has-text('Delete the account')")
        ann.wait_for_selector("#delete-download-data", timeout=TIMEOUT)  # the data download, offered first
        with ann.expect_download() as download:
            ann.click("#delete-download-data")
        data = json.loads(Path(download.value.path()).read_text())
        assert data["account"]["username"] == gone and [g["id"] for g in data["games"]] == [game_id]
        ann.fill("#delete-password", PASSWORD)
        shot(ann, f"delete-dialog-{size}", tmp_path)
        ann.click("#delete-account")
        ann.wait_for_url("**/account/deleted", timeout=TIMEOUT)
        ann.wait_for_selector("#deleted-title", timeout=TIMEOUT)
        assert "deleted player" in ann.inner_text("#deleted")
        assert axe_violations(ann) == []
        shot(ann, f"deleted-{size}", tmp_path)
        # Bob's table, open all along: a bot on the seat, the log says why, in Bob's language
        bob.wait_for_selector("text=Jemand hat sein Konto gelöscht", timeout=TIMEOUT)
        shot(bob, f"table-after-deletion-{size}", tmp_path)
        assert gone not in bob.inner_text("body")
        r = bob.request.post(base + "/api/accounts", data={"username": gone.lower(), "password": PASSWORD})
        assert r.status == 409 and r.json()["error"]["code"] == "username_retired"
        assert errors == [[], []]
    finally:
        for c in contexts:
            c.close()


def sign_up_de(page: Any, base: str, username: str) -> None:
    page.goto(base + "/account")
    page.fill("#up-username", username)
    page.fill("#up-password", PASSWORD)
    page.click("#sign-up button[type=submit]")
    page.wait_for_selector(f"text=Angemeldet als {username}", timeout=TIMEOUT)
