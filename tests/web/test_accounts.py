"""Players' accounts (docs/server.md, "Accounts"): sign-up, sign-in, sessions, CSRF, limits, the
account's data and its deletion, on SQLite and PostgreSQL; and the ways in that must stay shut."""

from __future__ import annotations

import hashlib
import logging
from typing import Any

import pytest
from sqlalchemy import create_engine, select

from ogallala.web import create_app
from ogallala.web.accounts.routes import COOKIE
from ogallala.web.accounts.service import FAILURES_PER_ACCOUNT, FAILURES_PER_ADDRESS, csrf_token
from ogallala.web.storage.schema import accounts, sessions
from web.webtools import TestClient, on_app_loop, settings_for

PASSWORD = "correct horse battery"


def sign_up(client: Any, username: str = "Ann", password: str = PASSWORD) -> dict[str, Any]:
    r = client.post("/api/accounts", json={"username": username, "password": password})
    assert r.status_code == 201, r.text
    return dict(r.json())


def csrf(client: Any) -> dict[str, str]:
    return {"X-CSRF-Token": client.get("/api/session").json()["csrf"]}


def rows(db_url: str, table: Any) -> list[Any]:
    engine = create_engine(db_url.replace("postgresql://", "postgresql+psycopg://"))
    try:
        with engine.connect() as conn:
            return list(conn.execute(select(table)))
    finally:
        engine.dispose()


def test_sign_up_signs_in_with_a_cookie_that_scripts_cannot_read(client: Any) -> None:
    out = sign_up(client)
    assert out["username"] == "Ann" and len(out["csrf"]) >= 32
    cookie = client.post("/api/session", json={"username": "ann", "password": PASSWORD}).headers["set-cookie"]
    assert cookie.startswith(f"{COOKIE}=") and "HttpOnly" in cookie and "SameSite=lax" in cookie
    assert "Secure" not in cookie  # plain http on localhost
    me = client.get("/api/session")
    assert me.status_code == 200 and me.json()["username"] == "Ann"
    assert me.headers["cache-control"] == "no-store"


def test_behind_https_the_cookie_is_secure(db_url: str) -> None:
    with TestClient(create_app(settings_for(db_url)), base_url="https://testserver") as c:
        r = c.post("/api/accounts", json={"username": "Ann", "password": PASSWORD})
        assert r.status_code == 201 and "Secure" in r.headers["set-cookie"]


def test_passwords_and_sessions_are_stored_hashed(client: Any, db_url: str) -> None:
    sign_up(client)
    sid = client.cookies[COOKIE]
    assert len(sid) >= 32  # 256 random bits, URL-safe
    (acc,) = rows(db_url, accounts)
    assert acc.password_hash.startswith("$argon2id$") and PASSWORD not in acc.password_hash
    (sess,) = rows(db_url, sessions)
    assert sess.id_hash == hashlib.sha256(sid.encode()).hexdigest() and sid not in sess.id_hash


@pytest.mark.parametrize("username", ["ab", "a" * 21, "Ann Lee", "Ann!", "Änne", "", "ann/../x"])
def test_usernames_are_3_to_20_letters_digits_underscores_or_hyphens(client: Any, username: str) -> None:
    r = client.post("/api/accounts", json={"username": username, "password": PASSWORD})
    assert r.status_code in (400, 422), r.text
    if r.status_code == 400:
        assert r.json()["error"]["code"] == "bad_username"


@pytest.mark.parametrize(("password", "why"), [
    ("short1234", "at least 10"), ("password123", "common"), ("1234567890", "common"),
    ("Ann_Lee_99", "username"), ("aaaaaaaaaaaa", "different"), ("x" * 257, "at most")])
def test_a_weak_password_is_refused_and_says_why(client: Any, password: str, why: str) -> None:
    r = client.post("/api/accounts", json={"username": "Ann_Lee_99", "password": password})
    assert r.status_code == 400 and r.json()["error"]["code"] == "bad_password"
    assert why in r.json()["error"]["message"]


def test_usernames_are_unique_whatever_their_case(client: Any) -> None:
    sign_up(client, "Ann-Lee")
    r = client.post("/api/accounts", json={"username": "ann-LEE", "password": PASSWORD})
    assert r.status_code == 409 and r.json()["error"]["code"] == "username_taken"


def test_a_failed_sign_in_never_says_whether_the_username_exists(client: Any) -> None:
    sign_up(client)
    client.cookies.clear()
    wrong = client.post("/api/session", json={"username": "Ann", "password": "not the password"})
    unknown = client.post("/api/session", json={"username": "Nobody", "password": "not the password"})
    malformed = client.post("/api/session", json={"username": "no one!", "password": "not the password"})
    assert wrong.status_code == unknown.status_code == malformed.status_code == 401
    assert wrong.json() == unknown.json() == malformed.json()
    assert client.get("/api/session").json()["signed_in"] is False


def test_sign_in_is_rate_limited_per_account(client: Any) -> None:
    sign_up(client)
    client.cookies.clear()
    for _ in range(FAILURES_PER_ACCOUNT):
        assert client.post("/api/session", json={"username": "Ann", "password": "guess guess"}).status_code == 401
    r = client.post("/api/session", json={"username": "ANN", "password": PASSWORD})  # even the right one now
    assert r.status_code == 429 and r.json()["error"]["code"] == "too_many_attempts"
    assert COOKIE not in r.headers.get("set-cookie", "")


def test_sign_in_is_rate_limited_per_address(client: Any) -> None:
    sign_up(client, "Bob")
    client.cookies.clear()
    for i in range(FAILURES_PER_ADDRESS):  # a different username each time: only the address adds up
        assert client.post("/api/session", json={"username": f"user{i}", "password": "guess guess"}).status_code == 401
    assert client.post("/api/session", json={"username": "Bob", "password": PASSWORD}).status_code == 429


def test_a_change_without_the_csrf_token_is_refused(client: Any) -> None:
    sign_up(client)
    for headers in ({}, {"X-CSRF-Token": "0" * 64}, {"X-CSRF-Token": csrf_token("another session")}):
        r = client.delete("/api/session", headers=headers)
        assert r.status_code == 403 and r.json()["error"]["code"] == "csrf"
    r = client.delete("/api/session", headers={**csrf(client), "Origin": "https://evil.example"})
    assert r.status_code == 403 and r.json()["error"]["code"] == "csrf"
    assert client.get("/api/session").json()["signed_in"] is True  # still signed in
    r = client.delete("/api/session", headers={**csrf(client), "Origin": "http://testserver"})
    assert r.status_code == 200
    assert client.get("/api/session").json()["signed_in"] is False


def test_sign_up_and_sign_in_from_another_origin_are_refused(client: Any) -> None:
    r = client.post("/api/accounts", json={"username": "Ann", "password": PASSWORD},
                    headers={"Origin": "https://evil.example"})
    assert r.status_code == 403
    sign_up(client)
    client.cookies.clear()
    r = client.post("/api/session", json={"username": "Ann", "password": PASSWORD},
                    headers={"Origin": "https://evil.example"})
    assert r.status_code == 403 and COOKIE not in r.headers.get("set-cookie", "")


def test_sign_out_everywhere_ends_every_session_of_the_account(client: Any) -> None:
    sign_up(client)
    sign_up(client, "Bob")  # the client now holds Bob's session
    bob = client.cookies[COOKIE]
    client.cookies.clear()
    devices = []
    for _ in range(2):
        r = client.post("/api/session", json={"username": "Ann", "password": PASSWORD})
        devices.append(r.cookies[COOKIE])
        client.cookies.clear()
    client.cookies.set(COOKIE, devices[0])
    assert client.delete("/api/sessions", headers=csrf(client)).json() == {"ended": 3}  # sign-up's session too
    for sid in devices:
        client.cookies.clear()
        client.cookies.set(COOKIE, sid)
        assert client.get("/api/session").json()["signed_in"] is False
    client.cookies.clear()
    client.cookies.set(COOKIE, bob)
    assert client.get("/api/session").json()["username"] == "Bob"  # another account's stays


def test_a_forged_or_expired_session_is_not_signed_in(make_client: Any) -> None:
    client = make_client(session_days=1e-9)
    sign_up(client)
    assert client.get("/api/session").json()["signed_in"] is False  # expired at once
    client.cookies.clear()
    client.cookies.set(COOKIE, "x" * 43)
    assert client.get("/api/session").json()["signed_in"] is False
    assert client.get("/api/me/data").status_code == 401


def test_the_data_download_holds_the_account_and_nothing_secret(client: Any) -> None:
    sign_up(client, "Bob")
    sign_up(client)
    sid = client.cookies[COOKIE]
    r = client.get("/api/me/data")
    assert r.status_code == 200 and "attachment" in r.headers["content-disposition"]
    data = r.json()
    assert data["account"]["username"] == "Ann" and len(data["sessions"]) == 1
    text = r.text
    assert "Bob" not in text and sid not in text and "argon2" not in text and PASSWORD not in text


def test_deleting_the_account_forgets_its_credentials_at_once(client: Any, db_url: str) -> None:
    sign_up(client)
    r = client.post("/api/me/delete", json={"password": "not the password"}, headers=csrf(client))
    assert r.status_code == 401
    assert client.post("/api/me/delete", json={"password": PASSWORD}).status_code == 403  # no CSRF token
    r = client.post("/api/me/delete", json={"password": PASSWORD}, headers=csrf(client))
    assert r.status_code == 200
    assert client.get("/api/session").json()["signed_in"] is False
    (acc,) = rows(db_url, accounts)
    assert acc.username == "deleted player" and acc.password_hash is None and acc.deleted is not None
    assert rows(db_url, sessions) == []
    assert client.post("/api/session", json={"username": "Ann", "password": PASSWORD}).status_code == 401
    sign_up(client)  # the name is free again


def test_no_password_or_session_id_reaches_a_log(client: Any, caplog: pytest.LogCaptureFixture) -> None:
    with caplog.at_level(logging.DEBUG):
        sign_up(client)
        sid = client.cookies[COOKIE]
        client.post("/api/session", json={"username": "Ann", "password": "wrong password!"})
        client.delete("/api/session", headers=csrf(client))
    text = "\n".join(r.getMessage() for r in caplog.records)
    assert "POST /api/accounts 201" in text  # the access log ran
    assert PASSWORD not in text and "wrong password!" not in text and sid not in text


def test_old_failures_and_expired_sessions_are_forgotten(make_client: Any, db_url: str) -> None:
    import time

    from ogallala.web.storage.schema import signin_failures

    client = make_client(session_days=1e-9)
    sign_up(client)
    client.post("/api/session", json={"username": "Ann", "password": "wrong password!"})
    assert len(rows(db_url, sessions)) == 1 and len(rows(db_url, signin_failures)) == 2
    svc = client.app.state.service
    on_app_loop(client, svc.accounts.forget_old(time.time() + 16 * 60))  # as the sweeper does, 16 minutes on
    assert rows(db_url, sessions) == [] and rows(db_url, signin_failures) == []
