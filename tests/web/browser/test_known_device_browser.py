"""Sign-in throttling in the browser, three browsers at once: another browser guessing an account's password
makes a fresh browser wait (told in minutes, in the page's words), while the browser its owner signed in from
before still signs in at once (its signed known-device cookie)."""

from __future__ import annotations

import time
from typing import Any

from ogallala.web.accounts.routes import DEVICE_COOKIE
from ogallala.web.accounts.service import FREE_PER_ACCOUNT, wait_after
from web.browser.browsertools import TIMEOUT, axe_violations, watch_errors
from web.browser.test_accounts_browser import PASSWORD, local, sign_up


def try_sign_in(page: Any, base: str, username: str, password: str) -> int:
    """Sign in through the page's form; the status the server answered."""
    if not page.url.endswith("/account") or not page.locator("#sign-in").count():
        page.goto(base + "/account")
        page.wait_for_selector("#sign-in", timeout=TIMEOUT)
    page.fill("#in-username", username)
    page.fill("#in-password", password)
    with page.expect_response(lambda r: r.url.endswith("/api/session") and r.request.method == "POST",
                              timeout=TIMEOUT) as answer:
        page.click("#sign-in button[type=submit]")
    return int(answer.value.status)


def test_guesses_elsewhere_make_a_fresh_browser_wait_but_not_the_owners(server: Any, browser: Any) -> None:
    base = local(server)
    owner, attacker, fresh = (browser.new_context(locale="en-US", reduced_motion="reduce") for _ in range(3))
    try:
        mine = owner.new_page()
        errors = watch_errors(mine)
        sign_up(mine, base, "Owner")  # the owner's browser: known from now on
        assert any(c["name"] == DEVICE_COOKIE for c in owner.cookies())
        mine.click("#sign-out")
        mine.wait_for_selector("#sign-in", timeout=TIMEOUT)

        guess = attacker.new_page()
        for _ in range(FREE_PER_ACCOUNT):
            assert try_sign_in(guess, base, "Owner", "a wrong guess") == 401
        guess.wait_for_selector("role=alert >> text=Wrong username or password.", timeout=TIMEOUT)
        # two more failures, each once the wait before it is over: the account's wait grows to 8 s
        for n in range(FREE_PER_ACCOUNT, FREE_PER_ACCOUNT + 2):
            time.sleep(wait_after(n, FREE_PER_ACCOUNT) + 0.3)
            assert try_sign_in(guess, base, "Owner", "a wrong guess") == 401
        assert wait_after(FREE_PER_ACCOUNT + 2, FREE_PER_ACCOUNT) == 8
        # within those 8 s: the attacker, even with the right password, waits
        assert try_sign_in(guess, base, "Owner", PASSWORD) == 429
        guess.wait_for_selector("role=alert >> text=Try again in 1 minute.", timeout=TIMEOUT)
        # the owner's browser signs in at once
        assert try_sign_in(mine, base, "owner", PASSWORD) == 200
        mine.wait_for_selector("text=Signed in as Owner", timeout=TIMEOUT)
        # a browser never used with the account is told the wait, in minutes
        other = fresh.new_page()
        assert try_sign_in(other, base, "Owner", PASSWORD) == 429
        alert = other.locator("role=alert")
        alert.wait_for(timeout=TIMEOUT)
        assert alert.inner_text() == "Too many failed sign-ins. Try again in 1 minute."
        assert axe_violations(other) == []
        assert not any(c["name"] == "ogallala_session" for c in fresh.cookies())
        assert [e for e in errors if "401" not in e] == []
    finally:
        for ctx in (owner, attacker, fresh):
            ctx.close()
