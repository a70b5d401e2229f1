"""Password reset by email (docs/server.md, "Password reset"), against the SMTP server the mail tests start:
the same answer for any address, a link whose token (256 bits) is stored only as SHA-256, lives an
hour and works once; a reset ends every session; wrong, expired, used and another account's links are
refused, saying which; requests are limited per client address and per account."""

from __future__ import annotations

import hashlib
import re
import time
from typing import Any
from urllib.parse import unquote

from sqlalchemy import create_engine, update

from ogallala.web.accounts.routes import COOKIE
from ogallala.web.mail.service import RESETS_PER_ACCOUNT, RESETS_PER_CLIENT
from ogallala.web.storage.schema import accounts, password_resets, sessions
from web.test_accounts import PASSWORD, csrf, rows
from web.test_mail import Inbox, body, confirmed, mailing, smtp  # noqa: F401  (fixtures)
from web.webtools import TestClient, on_app_loop, wait_for

NEW = "a brand new passphrase"


def ask(client: Any, address: str) -> Any:
    """Ask for a reset link, through the client that runs the app's loop (a client not entered runs each
    request on a loop of its own, which ends with it, and with it the message's work after the answer)."""
    return client.entered.post("/api/password/forgot", json={"address": address, "language": "en"})


def settle(client: Any) -> None:
    on_app_loop(client.entered, client.app.state.mail.settled())


def reset_token(inbox: Inbox, address: str, n: int = 1) -> str:
    found = wait_for(lambda: [m for m in inbox.to(address) if "new password" in m["Subject"]][n - 1:])
    text = body(found[0])
    m = re.search(r"https?://[^/\s]+/account/reset#token=([A-Za-z0-9_-]+)", text)
    assert m, text
    return unquote(m.group(1))


def reset(client: Any, token: str, password: str = NEW) -> Any:
    return client.post("/api/password/reset", json={"token": token, "password": password})


def test_a_reset_link_sets_a_new_password_once_and_ends_every_session(
        mailing: Any, smtp: Any, db_url: str) -> None:  # noqa: F811
    inbox, _ = smtp
    ann = mailing("Ann")
    confirmed(ann, inbox, "ann@example.org")
    phone = TestClient(ann.app)
    assert phone.post("/api/session", json={"username": "Ann", "password": PASSWORD}).status_code == 200
    stranger = TestClient(ann.app)
    stranger.entered = ann.entered
    r = ask(stranger, "ANN@example.org")  # the address compares case-insensitively
    assert r.status_code == 202
    settle(ann)
    token = reset_token(inbox, "ann@example.org")
    assert len(token) >= 43  # 256 bits, URL-safe base64 (at least 128 asked)
    (stored,) = rows(db_url, password_resets)
    assert stored.hash == hashlib.sha256(token.encode()).hexdigest() and token not in stored.hash
    assert 3590 < stored.expires - stored.created <= 3600
    weak = reset(stranger, token, "short")
    assert weak.status_code == 400 and weak.json()["error"]["reason"] == "too_short"  # the link stays good
    r = reset(stranger, token)
    assert r.status_code == 200 and r.json() == {"username": "Ann"}
    assert rows(db_url, sessions) == []  # every session of the account ended
    assert ann.get("/api/session").json()["signed_in"] is False and phone.get("/api/me/data").status_code == 401
    assert ann.post("/api/session", json={"username": "Ann", "password": PASSWORD}).status_code == 401
    assert ann.post("/api/session", json={"username": "Ann", "password": NEW}).status_code == 200
    again = reset(stranger, token, "another new passphrase")
    assert again.status_code == 400 and again.json()["error"]["code"] == "reset_refused"
    assert again.json()["error"]["reason"] == "used" and "used already" in again.json()["error"]["message"]


def test_an_unknown_address_answers_the_same_and_sends_nothing(mailing: Any, smtp: Any) -> None:  # noqa: F811
    inbox, _ = smtp
    ann = mailing("Ann")
    confirmed(ann, inbox, "ann@example.org")
    before = len(inbox.messages)
    known, unknown = ask(ann, "ann@example.org"), ask(ann, "nobody@example.org")
    assert known.status_code == unknown.status_code == 202 and known.json() == unknown.json()
    settle(ann)
    reset_token(inbox, "ann@example.org")
    assert len(inbox.messages) == before + 1 and inbox.to("nobody@example.org") == []
    # an address given but not confirmed gets nothing either
    r = ann.post("/api/me/email", json={"address": "other@example.org", "mode": "each", "language": "en"},
                 headers=csrf(ann))
    assert r.status_code == 204
    assert ask(ann, "other@example.org").json() == known.json()
    settle(ann)
    assert not [m for m in inbox.to("other@example.org") if "new password" in m["Subject"]]


def test_the_answer_takes_as_long_for_a_known_and_an_unknown_address(mailing: Any, smtp: Any) -> None:  # noqa: F811
    inbox, _ = smtp
    ann = mailing("Ann")
    confirmed(ann, inbox, "ann@example.org")

    def timed(address: str) -> float:
        t0 = time.perf_counter()
        assert ask(ann, address).status_code == 202
        took = time.perf_counter() - t0
        settle(ann)  # the work after the answer, before the next one is timed
        return took

    known = sorted(timed("ann@example.org") for _ in range(3))[1]
    unknown = sorted(timed(f"n{i}@example.org") for i in range(3))[1]
    settle(ann)
    # the lookup and the mail come after the answer: neither is in its time
    assert abs(known - unknown) < 0.05 + 0.5 * min(known, unknown), (known, unknown)


def test_wrong_expired_and_another_accounts_links_are_refused(mailing: Any, smtp: Any, db_url: str) -> None:  # noqa: F811
    inbox, _ = smtp
    ann, bob = mailing("Ann"), mailing("Bob")
    confirmed(ann, inbox, "ann@example.org")
    confirmed(bob, inbox, "bob@example.org")
    ask(ann, "ann@example.org")
    settle(ann)
    token = reset_token(inbox, "ann@example.org")
    for wrong in (token[:-1] + ("A" if token[-1] != "A" else "B"), "x", "a" * 100):
        r = reset(bob, wrong)
        assert r.status_code == 400 and r.json()["error"]["reason"] == "wrong", wrong
    # another account's link resets that account only: Bob signed in keeps his session and password
    bob_sid = bob.cookies[COOKIE]
    r = reset(bob, token)
    assert r.status_code == 200 and r.json()["username"] == "Ann"
    bob_id = next(a.id for a in rows(db_url, accounts) if a.username == "Bob")
    assert {s.account_id for s in rows(db_url, sessions)} == {bob_id}  # Ann's sessions ended, not Bob's
    bob.cookies.set(COOKIE, bob_sid)
    assert bob.get("/api/session").json()["username"] == "Bob"
    assert bob.post("/api/session", json={"username": "Bob", "password": PASSWORD}).status_code == 200
    # an expired link
    ask(bob, "bob@example.org")
    settle(ann)
    late = reset_token(inbox, "bob@example.org")
    engine = create_engine(db_url.replace("postgresql://", "postgresql+psycopg://"))
    with engine.begin() as conn:
        conn.execute(update(password_resets).where(
            password_resets.c.hash == hashlib.sha256(late.encode()).hexdigest()).values(expires=time.time() - 1))
    engine.dispose()
    r = reset(bob, late)
    assert r.status_code == 400 and r.json()["error"]["reason"] == "expired"
    assert "expired" in r.json()["error"]["message"]
    assert bob.post("/api/session", json={"username": "Bob", "password": NEW}).status_code == 401


def test_requests_are_limited_per_client_address_and_per_account(mailing: Any, smtp: Any) -> None:  # noqa: F811
    inbox, _ = smtp
    ann = mailing("Ann")
    confirmed(ann, inbox, "ann@example.org")
    for _ in range(RESETS_PER_ACCOUNT + 2):
        assert ask(ann, "ann@example.org").status_code == 202  # the same answer past the account's limit
    settle(ann)
    wait_for(lambda: len([m for m in inbox.to("ann@example.org") if "new password" in m["Subject"]])
             >= RESETS_PER_ACCOUNT)
    time.sleep(0.2)
    sent = [m for m in inbox.to("ann@example.org") if "new password" in m["Subject"]]
    assert len(sent) == RESETS_PER_ACCOUNT  # but no more messages
    for i in range(RESETS_PER_CLIENT - RESETS_PER_ACCOUNT - 2):
        assert ask(ann, f"n{i}@example.org").status_code == 202
    r = ask(ann, "n99@example.org")
    assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_attempts"


def test_a_malformed_address_is_refused_and_without_mail_the_server_says_so(make_client: Any) -> None:
    client = make_client()
    client.entered = client
    r = ask(client, "ann@example.org")
    assert r.status_code == 409 and r.json()["error"]["code"] == "email_unavailable"
    assert client.get("/api/email/available").json() == {"available": False}


def test_a_bad_address_names_the_problem(mailing: Any) -> None:  # noqa: F811
    ann = mailing("Ann")
    r = ask(ann, "not an address")
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_email"
    assert ann.get("/api/email/available").json() == {"available": True}
